import { randomUUID } from "node:crypto";
import { type ExpressionBuilder, type Kysely, sql, type Transaction } from "kysely";
import { refuse } from "~/features/media/localized-refusal.ts";
import { getDb } from "~/lib/db/index.server.ts";
import type { Database } from "~/lib/db/schema.ts";
import type { Refusal } from "~/lib/refusal.ts";
import { EDIT_GRACE_MINUTES, HISTORY_PAGE_SIZE, REVISION_MERGE_MINUTES, REVISIONS_KEPT_PER_ITEM } from "./constants.ts";
import { renderMarkdown } from "./markdown.server.ts";
import { assertActive, isUuid } from "./rules.server.ts";
import { TEXTS_HISTORY } from "./texts.ts";
import type { ForumActor } from "./types.ts";

/**
 * Edit history (forum_revisions, migration 0011; bounds: ADR 0025). An author's edit more than
 * EDIT_GRACE_MINUTES after posting marks the post or comment edited and keeps the version it replaces,
 * unless a version was kept less than REVISION_MERGE_MINUTES ago (a burst of edits keeps one version:
 * the one before the burst); at most REVISIONS_KEPT_PER_ITEM versions are kept per item. An edit within
 * the grace period, or one that changes nothing, keeps nothing. Moderators' hides and shows never come
 * here (moderation.server.ts only sets hidden_at). Reading: `revisionsOf`, a page at a time, for the
 * history page; an author (or an admin) removes a version with `removeRevision`.
 */

export const EDIT_GRACE_MS = EDIT_GRACE_MINUTES * 60_000;

type Target = { table: "posts"; id: string; title: string } | { table: "comments"; id: string };

const targetColumn = (table: Target["table"]) => (table === "posts" ? "post_id" : "comment_id");

/**
 * Inside the edit's transaction, before its UPDATE: when the edit is late enough and changes the
 * author's visible post or comment, keeps the current version (unless one was kept within the merge
 * window) and drops the oldest beyond the bound. Returns whether the edit counts as one (then it sets
 * edited_at), whether or not a version was kept.
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
  const current = await trx
    .selectFrom(table)
    .select(["content", "updated_at", table === "posts" ? "title" : sql<string | null>`cast(null as text)`.as("title")])
    .where("id", "=", id)
    .where("author_id", "=", authorId)
    .where("hidden_at", "is", null)
    .where("created_at", "<", new Date(now.getTime() - EDIT_GRACE_MS).toISOString())
    .executeTakeFirst();
  if (!current) return false;
  const changed = current.content !== content || (target.table === "posts" && current.title !== target.title);
  if (!changed) return false;
  const column = targetColumn(table);
  const mergeFrom = new Date(now.getTime() - REVISION_MERGE_MINUTES * 60_000).toISOString();
  const recent = await trx
    .selectFrom("forum_revisions")
    .select("id")
    .where(column, "=", id)
    .where("replaced_at", ">", mergeFrom)
    .executeTakeFirst();
  if (recent) return true;
  await trx
    .insertInto("forum_revisions")
    .values({
      id: randomUUID(),
      post_id: table === "posts" ? id : null,
      comment_id: table === "comments" ? id : null,
      title: current.title,
      content: current.content,
      written_at: current.updated_at,
      replaced_at: now.toISOString(),
    })
    .execute();
  // The bound: everything older than the newest REVISIONS_KEPT_PER_ITEM goes.
  await trx
    .deleteFrom("forum_revisions")
    .where(column, "=", id)
    .where("id", "not in", (eb) =>
      eb
        .selectFrom("forum_revisions")
        .select("id")
        .where(column, "=", id)
        .orderBy("replaced_at", "desc")
        .orderBy("written_at", "desc")
        .limit(REVISIONS_KEPT_PER_ITEM),
    )
    .execute();
  return true;
}

export type RevisionView = {
  id: string;
  title: string | null;
  content: string;
  contentHtml: string;
  writtenAt: string;
  replacedAt: string;
};

export type RevisionPage = { revisions: RevisionView[]; page: number; pages: number };

/** One page (from 1) of the earlier versions of a post or comment, newest first. */
export async function revisionsOf(
  target: { postId: string } | { commentId: string },
  page = 1,
  kdb: Kysely<Database> = getDb(),
): Promise<RevisionPage> {
  const ofTarget = (eb: ExpressionBuilder<Database, "forum_revisions">) =>
    "postId" in target ? eb("post_id", "=", target.postId) : eb("comment_id", "=", target.commentId);
  const counted = await kdb
    .selectFrom("forum_revisions")
    .select(sql<number | string>`count(*)`.as("n"))
    .where(ofTarget)
    .executeTakeFirstOrThrow();
  const pages = Math.max(1, Math.ceil(Number(counted.n) / HISTORY_PAGE_SIZE));
  const shown = Math.min(Math.max(1, Math.floor(page)), pages);
  const rows = await kdb
    .selectFrom("forum_revisions")
    .select(["id", "title", "content", "written_at", "replaced_at"])
    .where(ofTarget)
    .orderBy("replaced_at", "desc")
    .orderBy("written_at", "desc")
    .orderBy("id")
    .limit(HISTORY_PAGE_SIZE)
    .offset((shown - 1) * HISTORY_PAGE_SIZE)
    .execute();
  return {
    page: shown,
    pages,
    revisions: rows.map((r) => ({
      id: r.id,
      title: r.title,
      content: r.content,
      contentHtml: renderMarkdown(r.content),
      writtenAt: r.written_at,
      replacedAt: r.replaced_at,
    })),
  };
}

/**
 * Removes an earlier version of a post (or of one of its comments): its author may, and an admin
 * (audited). The ownership is part of the DELETE itself, so no one else's version can go. 404 when
 * the version is not one of this post's, 403 when it is someone else's.
 */
export async function removeRevision(
  actor: ForumActor,
  postId: string,
  revisionId: string,
  { now = new Date(), kdb = getDb() }: { now?: Date; kdb?: Kysely<Database> } = {},
): Promise<void> {
  assertActive(actor);
  if (!isUuid(postId) || !isUuid(revisionId)) throw versionGone();
  const admin = actor.role === "admin";
  await kdb.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom("forum_revisions")
      .where("id", "=", revisionId)
      .where((eb) =>
        eb.or([
          eb("post_id", "in", ownedBy(eb.selectFrom("posts").select("id").where("id", "=", postId), admin, actor.id)),
          eb(
            "comment_id",
            "in",
            ownedBy(eb.selectFrom("comments").select("id").where("post_id", "=", postId), admin, actor.id),
          ),
        ]),
      )
      .returning(["post_id", "comment_id"])
      .executeTakeFirst();
    if (!removed) throw await whyNotRemoved(trx, postId, revisionId);
    if (!admin) return;
    await trx
      .insertInto("audit_log")
      .values({
        id: randomUUID(),
        actor_id: actor.id,
        action: removed.comment_id ? "comment.remove-version" : "post.remove-version",
        target_type: removed.comment_id ? "comment" : "post",
        target_id: removed.comment_id ?? postId,
        detail: `Earlier version ${revisionId} removed`,
        created_at: now.toISOString(),
      })
      .execute();
  });
}

// biome-ignore lint/suspicious/noExplicitAny: the posts and comments subqueries share this one condition.
const ownedBy = <Q extends { where: (...args: any[]) => Q }>(query: Q, admin: boolean, actorId: string): Q =>
  admin ? query : query.where("author_id", "=", actorId);

const versionGone = () => refuse(404, (l) => [TEXTS_HISTORY[l].removeFailed, TEXTS_HISTORY[l].versionGone]);

/** After a DELETE that removed nothing: the version is not this post's (404) or not the actor's (403). */
async function whyNotRemoved(trx: Transaction<Database>, postId: string, revisionId: string): Promise<Refusal> {
  const exists = await trx
    .selectFrom("forum_revisions as r")
    .leftJoin("comments as c", "c.id", "r.comment_id")
    .select("r.id")
    .where("r.id", "=", revisionId)
    .where((eb) => eb.or([eb("r.post_id", "=", postId), eb("c.post_id", "=", postId)]))
    .executeTakeFirst();
  return exists ? refuse(403, (l) => [TEXTS_HISTORY[l].removeFailed, TEXTS_HISTORY[l].onlyOwnVersions]) : versionGone();
}
