import { randomUUID } from "node:crypto";
import { type Kysely, sql, type Transaction } from "kysely";
import { getDb } from "~/lib/db/index.server.ts";
import type { Database } from "~/lib/db/schema.ts";
import { EDIT_GRACE_MINUTES } from "./constants.ts";
import { renderMarkdown } from "./markdown.server.ts";

/**
 * Edit history (forum_revisions, migration 0011). An author's edit more than EDIT_GRACE_MINUTES after
 * posting keeps the version it replaces and marks the post or comment edited; an edit within the
 * grace period, or one that changes nothing, keeps nothing. Moderators' hides and shows never come
 * here (moderation.server.ts only sets hidden_at). Reading: `revisionsOf`, for the history page.
 */

export const EDIT_GRACE_MS = EDIT_GRACE_MINUTES * 60_000;

type Target = { table: "posts"; id: string; title: string } | { table: "comments"; id: string };

/**
 * Inside the edit's transaction, before its UPDATE: stores the current version of the author's visible
 * post or comment when the edit is late enough and changes its text. Returns whether it did (then the
 * edit sets edited_at).
 */
export async function keepRevision(
  trx: Transaction<Database>,
  target: Target,
  authorId: string,
  content: string,
  now: Date,
): Promise<boolean> {
  const { table, id } = target;
  // Takes the row's lock first (PostgreSQL): a concurrent edit waits here, then reads this one's result,
  // so no version is skipped or kept twice. SQLite runs one write transaction at a time anyway.
  await trx
    .updateTable(table)
    .set((eb) => ({ updated_at: eb.ref("updated_at") }))
    .where("id", "=", id)
    .execute();
  const cutoff = new Date(now.getTime() - EDIT_GRACE_MS).toISOString();
  const replacedAt = now.toISOString();
  const kept = await trx
    .insertInto("forum_revisions")
    .columns(["id", table === "posts" ? "post_id" : "comment_id", "title", "content", "written_at", "replaced_at"])
    .expression(
      trx
        .selectFrom(table)
        .select([
          sql<string>`cast(${randomUUID()} as text)`.as("id"),
          "id as target_id",
          table === "posts" ? "title" : sql<null>`cast(null as text)`.as("title"),
          "content",
          "updated_at",
          sql<string>`cast(${replacedAt} as text)`.as("replaced_at"),
        ])
        .where("id", "=", id)
        .where("author_id", "=", authorId)
        .where("hidden_at", "is", null)
        .where("created_at", "<", cutoff)
        .where((eb) =>
          target.table === "posts"
            ? eb.or([eb("content", "!=", content), eb("title", "!=", target.title)])
            : eb("content", "!=", content),
        ),
    )
    .returning("id")
    .execute();
  return kept.length > 0;
}

export type RevisionView = {
  id: string;
  title: string | null;
  content: string;
  contentHtml: string;
  writtenAt: string;
  replacedAt: string;
};

/** The earlier versions of a post or comment, newest first. */
export async function revisionsOf(
  target: { postId: string } | { commentId: string },
  kdb: Kysely<Database> = getDb(),
): Promise<RevisionView[]> {
  const rows = await kdb
    .selectFrom("forum_revisions")
    .select(["id", "title", "content", "written_at", "replaced_at"])
    .where((eb) => ("postId" in target ? eb("post_id", "=", target.postId) : eb("comment_id", "=", target.commentId)))
    .orderBy("replaced_at", "desc")
    .orderBy("written_at", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    content: r.content,
    contentHtml: renderMarkdown(r.content),
    writtenAt: r.written_at,
    replacedAt: r.replaced_at,
  }));
}
