import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { refuse } from "~/features/media/localized-refusal.ts";
import { getDb } from "~/lib/db/index.server.ts";
import type { Database } from "~/lib/db/schema.ts";
import type { Locale } from "~/lib/locale.ts";
import { contentHash } from "./content-hash.server.ts";
import { forumDb } from "./forum-db.server.ts";
import { assertMayPostLinks } from "./link-rule.server.ts";
import { removeMediaRows } from "./post-media.server.ts";
import { basePostQuery, type PostRow, toPostViews } from "./post-views.server.ts";
import { keepRevision } from "./revisions.server.ts";
import {
  assertActive,
  assertOwner,
  duplicatePost,
  isUniqueViolation,
  isUuid,
  postGone,
  validatePostInput,
} from "./rules.server.ts";
import type { PostInput } from "./schema.ts";
import { MESSAGES, TEXTS } from "./texts.ts";
import type { ForumActor, ForumViewer, PostView } from "./types.ts";

/**
 * Posts: one post for its page, and the author's create, edit and delete. Each write checks the
 * actor (rules.server.ts); the caller counts it against the rate limits first (rate-limits.server.ts).
 * One author cannot post the same text twice (a unique index on the content hash). Admins hide and
 * delete posts from the dashboard (moderation.server.ts), which writes the audit log.
 */

/** One post, complete (no excerpt), or null. */
export async function getPost(
  id: string,
  viewer: ForumViewer = null,
  kdb: Kysely<Database> = getDb(),
): Promise<PostView | null> {
  if (!isUuid(id)) return null;
  const db = forumDb(kdb);
  const row = (await basePostQuery(db, false, viewer).where("p.id", "=", id).executeTakeFirst()) as PostRow | undefined;
  if (!row) return null;
  const [post] = await toPostViews(db, [row], viewer?.id ?? null, { excerpt: false });
  return post ?? null;
}

/** Creates a post (after validation) and attaches the reserved media. Returns its id. */
export async function createPost(
  actor: ForumActor,
  input: PostInput,
  {
    mediaIds = [],
    language = "en",
    now = new Date(),
    db: kdb = getDb(),
  }: { mediaIds?: string[]; language?: Locale; now?: Date; db?: Kysely<Database> } = {},
): Promise<string> {
  assertActive(actor);
  const { title, content, category } = validatePostInput(input);
  assertMayPostLinks(actor, content, { title: "errorCreatingPost", now });
  const id = randomUUID();
  const at = now.toISOString();
  return kdb.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("posts")
      .values({
        id,
        author_id: actor.id,
        title,
        content,
        category,
        language,
        content_hash: contentHash(title, content),
        created_at: at,
        updated_at: at,
        edited_at: null,
      })
      .onConflict((oc) => oc.columns(["author_id", "content_hash"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!row) throw duplicatePost();
    await attachMedia(trx, id, mediaIds, actor);
    return id;
  });
}

/** Attaches the actor's reserved media to the new post; refuses (409) if any of them is gone. */
async function attachMedia(trx: Transaction<Database>, postId: string, mediaIds: string[], actor: ForumActor) {
  if (mediaIds.length === 0) return;
  const attached = await trx
    .updateTable("post_media")
    .set({ post_id: postId })
    .where("id", "in", mediaIds)
    .where("post_id", "is", null)
    .where("uploader_id", "=", actor.id)
    .executeTakeFirst();
  if (Number(attached.numUpdatedRows) !== mediaIds.length) {
    throw refuse(409, (l) => [TEXTS[l].errorCreatingPost, MESSAGES[l].attachmentsGone]);
  }
}

/**
 * Edits title, content and category of the actor's own post. More than EDIT_GRACE_MINUTES after
 * posting, the earlier version is kept and the post shows "edited".
 */
export async function updatePost(
  actor: ForumActor,
  postId: string,
  input: PostInput,
  { now = new Date(), db: kdb = getDb() }: { now?: Date; db?: Kysely<Database> } = {},
): Promise<void> {
  assertActive(actor);
  const { title, content, category } = validatePostInput(input);
  assertMayPostLinks(actor, content, { now });
  await assertOwner(kdb, actor, "posts", postId, "onlyEditOwnPosts");
  try {
    const at = now.toISOString();
    await kdb.transaction().execute(async (trx) => {
      // A late edit keeps the version it replaces and shows "edited" (revisions.server.ts).
      const kept = await keepRevision(trx, { table: "posts", id: postId, title }, actor.id, content, now);
      const result = await trx
        .updateTable("posts")
        .set({
          title,
          content,
          category,
          content_hash: contentHash(title, content),
          updated_at: at,
          ...(kept ? { edited_at: at } : {}),
        })
        .where("id", "=", postId)
        .where("author_id", "=", actor.id)
        .where("hidden_at", "is", null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw postGone();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicatePost();
    throw error;
  }
}

/**
 * Deletes the actor's own post, its comments and upvotes, and its stored media. Admins remove other
 * people's posts from the dashboard (moderation.server.ts), which writes the audit log; not here.
 */
export async function deletePost(actor: ForumActor, postId: string, kdb: Kysely<Database> = getDb()): Promise<void> {
  assertActive(actor);
  await assertOwner(kdb, actor, "posts", postId, "onlyDeleteOwnPosts");
  const deleted = await removePost(kdb, postId, actor.id);
  if (!deleted) throw postGone();
}

/**
 * Deletes a post (only if `authorId` wrote it, when given) with its comments and upvotes (cascade),
 * then its stored media files. Returns false when there was no such post. Used by deletePost and by
 * moderation.server.ts. `alsoInTransaction` runs after the delete, in its transaction (the
 * dashboard's audit row).
 */
export async function removePost(
  kdb: Kysely<Database>,
  postId: string,
  authorId: string | null,
  alsoInTransaction?: (trx: Transaction<Database>) => Promise<void>,
): Promise<boolean> {
  if (!isUuid(postId)) return false;
  const media = await kdb.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom("post_media")
      .select(["id", "storage_key", "variants"])
      .where("post_id", "=", postId)
      .execute();
    let del = trx.deleteFrom("posts").where("id", "=", postId);
    if (authorId) del = del.where("author_id", "=", authorId);
    const result = await del.executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return null;
    await alsoInTransaction?.(trx);
    return rows;
  });
  if (!media) return false;
  // The rows now have post_id NULL; remove the files now, and the rows once that worked (the
  // maintenance task retries whatever is left).
  await removeMediaRows(kdb, media);
  return true;
}
