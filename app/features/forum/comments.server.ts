import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { refuse } from "~/features/media/localized-refusal.ts";
import { queueReplyFanOut } from "~/features/notifications/replies.server.ts";
import { getDb } from "~/lib/db/index.server.ts";
import type { Database } from "~/lib/db/schema.ts";
import { decodeCursor, encodeCursor } from "./cursors.server.ts";
import { authorOf, forumDb } from "./forum-db.server.ts";
import { assertMayPostLinks } from "./link-rule.server.ts";
import { renderMarkdown } from "./markdown.server.ts";
import { keepRevision } from "./revisions.server.ts";
import {
  assertActive,
  assertOwner,
  commentGone,
  isAdmin,
  isForeignKeyViolation,
  isUuid,
  ownerOf,
  postGone,
  validateCommentText,
} from "./rules.server.ts";
import { MESSAGES, TEXTS } from "./texts.ts";
import type { CommentPage, CommentView, ForumActor, ForumViewer } from "./types.ts";

/**
 * Comments on a post: the list (oldest first, keyset pages), and the author's create, edit and delete.
 * Each write checks the actor (rules.server.ts); the caller counts it against the rate limits first.
 * The post's comments_count is kept by a database trigger in the same statement as the row change.
 */

export const COMMENTS_PAGE = 100;

/** What a comment view reads: the comment and its author's public fields (comments as c, users as u). */
export const COMMENT_COLUMNS = [
  "c.id",
  "c.post_id",
  "c.content",
  "c.created_at",
  "c.edited_at",
  "c.hidden_at",
  "c.author_id",
  "u.name as author_name",
  "u.user_category as author_category",
  "u.banned as author_banned",
  "u.ban_expires as author_ban_expires",
] as const;

/** A post's comments, oldest first, COMMENTS_PAGE at a time. */
export async function listComments(
  postId: string,
  {
    after = null,
    limit = COMMENTS_PAGE,
    viewer = null,
    db: kdb = getDb(),
  }: { after?: string | null; limit?: number; viewer?: ForumViewer; db?: Kysely<Database> } = {},
): Promise<CommentPage> {
  if (!isUuid(postId)) return { comments: [], nextCursor: null };
  const keyset = decodeCursor(after, "oldest");
  let q = forumDb(kdb)
    .selectFrom("comments as c")
    .innerJoin("users as u", "u.id", "c.author_id")
    .select(COMMENT_COLUMNS)
    .where("c.post_id", "=", postId);
  if (!isAdmin(viewer)) q = q.where("c.hidden_at", "is", null);
  if (keyset && "values" in keyset) {
    const [createdAt, id] = keyset.values as [string, string];
    q = q.where((eb) => eb(eb.refTuple("c.created_at", "c.id"), ">", eb.tuple(createdAt, id)));
  }
  const rows = await q
    .orderBy("c.created_at", "asc")
    .orderBy("c.id", "asc")
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    comments: page.map((r) => ({
      id: r.id,
      postId: r.post_id,
      content: r.content,
      contentHtml: renderMarkdown(r.content),
      createdAt: r.created_at,
      editedAt: r.edited_at,
      author: authorOf(r.author_id, r.author_name, r.author_category, {
        banned: r.author_banned,
        banExpires: r.author_ban_expires,
      }),
      hiddenAt: r.hidden_at,
    })),
    nextCursor: rows.length > limit && last ? encodeCursor([last.created_at, last.id]) : null,
  };
}

/**
 * Adds a comment. Empty or whitespace-only content is ignored (returns null), as the spec says.
 */
export async function createComment(
  actor: ForumActor,
  postId: string,
  rawContent: string,
  { now = new Date(), db: kdb = getDb() }: { now?: Date; db?: Kysely<Database> } = {},
): Promise<CommentView | null> {
  assertActive(actor);
  const content = validateCommentText(rawContent);
  if (!content) return null;
  assertMayPostLinks(actor, content, { title: "errorPostingComment", now });
  await ownerOf(kdb, "posts", postId);
  const id = randomUUID();
  const at = now.toISOString();
  try {
    // The reply mail's fan-out is queued with the comment: both or neither (ADR 0022).
    await kdb.transaction().execute(async (trx) => {
      await trx
        .insertInto("comments")
        .values({ id, post_id: postId, author_id: actor.id, content, created_at: at, updated_at: at, edited_at: null })
        .execute();
      await queueReplyFanOut(trx, id);
    });
  } catch (error) {
    // The post was deleted in between (foreign key).
    if (isForeignKeyViolation(error)) throw postGone("errorPostingComment");
    throw error;
  }
  const row = await forumDb(kdb)
    .selectFrom("users")
    .select(["name", "user_category"])
    .where("id", "=", actor.id)
    .executeTakeFirst();
  return {
    id,
    postId,
    content,
    contentHtml: renderMarkdown(content),
    createdAt: at,
    editedAt: null,
    author: authorOf(actor.id, row?.name ?? null, row?.user_category ?? null),
    hiddenAt: null,
  };
}

/**
 * Edits the actor's own comment (empty content is refused: delete it instead). More than
 * EDIT_GRACE_MINUTES after posting, the earlier version is kept and the comment shows "edited".
 */
export async function updateComment(
  actor: ForumActor,
  commentId: string,
  rawContent: string,
  { now = new Date(), db: kdb = getDb() }: { now?: Date; db?: Kysely<Database> } = {},
): Promise<void> {
  assertActive(actor);
  const content = validateCommentText(rawContent);
  if (!content) throw refuse(400, (l) => [TEXTS[l].errorPostingComment, MESSAGES[l].emptyComment]);
  assertMayPostLinks(actor, content, { now });
  await assertOwner(kdb, actor, "comments", commentId, "onlyEditOwnComments");
  const at = now.toISOString();
  // The same conditions again in the statement: a comment hidden or deleted since is not written to.
  await kdb.transaction().execute(async (trx) => {
    // A late edit keeps the version it replaces and shows "edited" (revisions.server.ts).
    const kept = await keepRevision(trx, { table: "comments", id: commentId }, actor.id, content, now);
    const result = await trx
      .updateTable("comments")
      .set({ content, updated_at: at, ...(kept ? { edited_at: at } : {}) })
      .where("id", "=", commentId)
      .where("author_id", "=", actor.id)
      .where("hidden_at", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw commentGone();
  });
}

/** Deletes the actor's own comment (admins moderate from the dashboard). Returns its post. */
export async function deleteComment(
  actor: ForumActor,
  commentId: string,
  kdb: Kysely<Database> = getDb(),
): Promise<string> {
  assertActive(actor);
  await assertOwner(kdb, actor, "comments", commentId, "onlyDeleteOwnComments");
  const row = await kdb
    .deleteFrom("comments")
    .where("id", "=", commentId)
    .where("author_id", "=", actor.id)
    .returning("post_id")
    .executeTakeFirst();
  if (!row) throw commentGone();
  return row.post_id;
}
