import type { Kysely, Transaction } from "kysely";
import { refuse } from "~/features/media/localized-refusal.ts";
import { getDb } from "~/lib/db/index.server.ts";
import type { Database } from "~/lib/db/schema.ts";
import { isRefusal } from "~/lib/refusal.ts";
import { assertActive, isForeignKeyViolation, isUuid, postGone } from "./rules.server.ts";
import { MESSAGES, TEXTS } from "./texts.ts";
import type { ForumActor, UpvoteResult } from "./types.ts";

/**
 * Upvotes. The (user, post) primary key allows one row per voter, and a database trigger (0004_forum)
 * changes posts.upvotes only when a row is actually inserted or deleted, in the same statement, so
 * the count always equals the rows. The caller counts the vote against the rate limits first.
 * An author can't upvote their own post (403, MESSAGES.ownPostVote); a vote of their own from before
 * that rule can still be removed.
 */

/**
 * Sets the actor's upvote on a post (`up` true adds it, false removes it). Idempotent: the
 * (user, post) primary key allows one row, and the trigger changes the count only when a row is
 * actually inserted or deleted, in the same transaction. The count is never taken from the client.
 */
export async function setUpvote(
  actor: ForumActor,
  postId: string,
  up: boolean,
  { now = new Date(), db: kdb = getDb() }: { now?: Date; db?: Kysely<Database> } = {},
): Promise<UpvoteResult> {
  assertActive(actor);
  if (!isUuid(postId)) throw postGone();
  try {
    return await kdb.transaction().execute(async (trx) => {
      const changed = up ? await addUpvote(trx, actor, postId, now) : await removeUpvote(trx, actor, postId);
      const post = await trx.selectFrom("posts").select("upvotes").where("id", "=", postId).executeTakeFirst();
      if (!post) throw postGone();
      return { upvoted: up, upvotes: Number(post.upvotes), changed };
    });
  } catch (error) {
    if (isRefusal(error)) throw error;
    if (isForeignKeyViolation(error)) throw postGone();
    throw error;
  }
}

/** Adds the actor's vote unless already there; true when a row was added. */
async function addUpvote(trx: Transaction<Database>, actor: ForumActor, postId: string, now: Date): Promise<boolean> {
  // Only visible posts take new votes (a hidden post is gone for everyone but admins), and not from their author.
  const visible = await trx
    .selectFrom("posts")
    .select("author_id")
    .where("id", "=", postId)
    .where("hidden_at", "is", null)
    .executeTakeFirst();
  if (!visible) throw postGone();
  if (visible.author_id === actor.id) throw refuse(403, (l) => [TEXTS[l].error, MESSAGES[l].ownPostVote]);
  const row = await trx
    .insertInto("user_upvotes")
    .values({ user_id: actor.id, post_id: postId, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(["user_id", "post_id"]).doNothing())
    .returning("post_id")
    .executeTakeFirst();
  return Boolean(row);
}

/** Removes the actor's vote if there; true when a row was removed. */
async function removeUpvote(trx: Transaction<Database>, actor: ForumActor, postId: string): Promise<boolean> {
  const row = await trx
    .deleteFrom("user_upvotes")
    .where("user_id", "=", actor.id)
    .where("post_id", "=", postId)
    .returning("post_id")
    .executeTakeFirst();
  return Boolean(row);
}
