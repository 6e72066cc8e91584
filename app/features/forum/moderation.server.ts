import type { Kysely, Transaction } from "kysely";
import { getDb } from "~/lib/db/index.server.ts";
import type { Database } from "~/lib/db/schema.ts";
import { removePost } from "./posts.server.ts";
import { isUuid } from "./rules.server.ts";

/**
 * Moderation of the community forum, for the admin dashboard. These functions do not check who is
 * asking: the caller must have checked that the user is an admin (requireAdmin) and the request's
 * origin. Each returns false when there is no such post or comment.
 *
 * - Hidden posts and comments (`hidden_at` set) are shown to admins only; everyone else gets them as
 *   if they did not exist (no listing, no search result, 404 page, no votes or comments on them).
 * - A hidden post keeps its upvotes and comments_count. A hidden comment is not counted in its post's
 *   comments_count (the database trigger lowers it when hiding and raises it when unhiding).
 * - Deleting removes the rows for good (comments and upvotes of a post by cascade, counts kept right
 *   by the triggers) and the post's stored media files.
 */

/** Hides (`hidden` true) or shows again a post. */
export async function hidePost(id: string, hidden: boolean, db: Kysely<Database> = getDb()): Promise<boolean> {
  if (!isUuid(id)) return false;
  const result = await db
    .updateTable("posts")
    .set({ hidden_at: hidden ? new Date().toISOString() : null })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Deletes a post, its comments and upvotes, and its stored media files. `alsoInTransaction` runs in
 * the delete's transaction, once the post is gone (the audit row).
 */
export async function deletePost(
  id: string,
  db: Kysely<Database> = getDb(),
  alsoInTransaction?: (trx: Transaction<Database>) => Promise<void>,
): Promise<boolean> {
  return removePost(db, id, null, alsoInTransaction);
}

/** Hides (`hidden` true) or shows again a comment; its post's comments_count follows. */
export async function hideComment(id: string, hidden: boolean, db: Kysely<Database> = getDb()): Promise<boolean> {
  if (!isUuid(id)) return false;
  // Only a real change touches the row, so the count trigger moves exactly once per change.
  const result = await db
    .updateTable("comments")
    .set({ hidden_at: hidden ? new Date().toISOString() : null })
    .where("id", "=", id)
    .where("hidden_at", hidden ? "is" : "is not", null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) > 0) return true;
  const exists = await db.selectFrom("comments").select("id").where("id", "=", id).executeTakeFirst();
  return Boolean(exists);
}

/** Deletes a comment; its post's comments_count is lowered by the trigger in the same statement. */
export async function deleteComment(id: string, db: Kysely<Database> = getDb()): Promise<boolean> {
  if (!isUuid(id)) return false;
  const result = await db.deleteFrom("comments").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
