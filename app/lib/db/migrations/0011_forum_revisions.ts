import { sql } from "kysely";
import type { SqlDialect } from "../schema.ts";
import type { MigrationDb } from "./migration-db.ts";

/**
 * Edit history of forum posts and comments (docs/decisions/0023-forum-markdown-history-profiles.md).
 *
 * One row per earlier version of a post or of a comment (exactly one of post_id and comment_id is
 * set), written by the author's edit in the same transaction when the edit comes more than
 * EDIT_GRACE_MINUTES after posting. `written_at` is when that version was written (the post's creation
 * or an earlier edit), `replaced_at` when the edit replaced it. Moderators' hides never write here.
 * Rows go with their post or comment (cascade), as the post's comments and media do.
 */
export async function up(db: MigrationDb, _dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable("forum_revisions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("post_id", "text", (c) => c.references("posts.id").onDelete("cascade"))
    .addColumn("comment_id", "text", (c) => c.references("comments.id").onDelete("cascade"))
    // The post's title at the time (NULL for a comment).
    .addColumn("title", "text")
    .addColumn("content", "text", (c) => c.notNull())
    .addColumn("written_at", "text", (c) => c.notNull())
    .addColumn("replaced_at", "text", (c) => c.notNull())
    .addCheckConstraint(
      "forum_revisions_one_target",
      sql`(post_id is not null and comment_id is null) or (post_id is null and comment_id is not null)`,
    )
    .execute();
  await db.schema
    .createIndex("forum_revisions_post")
    .on("forum_revisions")
    .columns(["post_id", "replaced_at"])
    .execute();
  await db.schema
    .createIndex("forum_revisions_comment")
    .on("forum_revisions")
    .columns(["comment_id", "replaced_at"])
    .execute();
}
