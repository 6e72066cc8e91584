import { type Kysely, sql } from "kysely";
import { getDb } from "~/lib/db/index.server.ts";
import type { Database } from "~/lib/db/schema.ts";
import { DEFAULT_LEVEL, NEW_REPLIES_LISTED, type NotificationLevelValue } from "./constants.ts";

/**
 * A member's reply notifications (docs/decisions/0022-reports-and-reply-notifications.md): their
 * setting, what they watch, and the new replies they have not seen. Every function acts for the
 * member whose id it is given: callers pass the signed-in user's id (or the id a signed unsubscribe
 * token names), never one from a form, so nobody can read or change another member's choices.
 * Sending: replies.server.ts.
 */

type Db = Kysely<Database>;

export async function getLevel(userId: string, db: Db = getDb()): Promise<NotificationLevelValue> {
  const row = await db
    .selectFrom("notification_settings")
    .select("level")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return row?.level ?? DEFAULT_LEVEL;
}

/** Stores the member's choice (one upsert). Returns false when there is no such member. */
export async function setLevel(
  userId: string,
  level: NotificationLevelValue,
  db: Db = getDb(),
  now = new Date(),
): Promise<boolean> {
  const user = await db.selectFrom("users").select("id").where("id", "=", userId).executeTakeFirst();
  if (!user) return false;
  const at = now.toISOString();
  await db
    .insertInto("notification_settings")
    .values({ user_id: userId, level, updated_at: at })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ level, updated_at: at }))
    .execute();
  return true;
}

/**
 * Whether the member gets mail about this thread's replies (before their setting): an explicit
 * Watch or Unwatch wins; otherwise yes for the post's author and for anyone who commented in it.
 */
export async function isWatching(
  userId: string,
  post: { id: string; authorId: string },
  db: Db = getDb(),
): Promise<boolean> {
  const explicit = await db
    .selectFrom("thread_watches")
    .select("watching")
    .where("user_id", "=", userId)
    .where("post_id", "=", post.id)
    .executeTakeFirst();
  if (explicit) return Number(explicit.watching) === 1;
  if (post.authorId === userId) return true;
  const commented = await db
    .selectFrom("comments")
    .select("id")
    .where("post_id", "=", post.id)
    .where("author_id", "=", userId)
    .limit(1)
    .executeTakeFirst();
  return Boolean(commented);
}

/** Watch (true) or Unwatch (false) a thread: one upsert. The caller checked the post and the member. */
export async function setWatching(
  userId: string,
  postId: string,
  watching: boolean,
  db: Db = getDb(),
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  const flag = watching ? 1 : 0;
  await db
    .insertInto("thread_watches")
    .values({ user_id: userId, post_id: postId, watching: flag, updated_at: at })
    .onConflict((oc) => oc.columns(["user_id", "post_id"]).doUpdateSet({ watching: flag, updated_at: at }))
    .execute();
}

/** Unseen replies (visible comments in visible posts) of one member. */
function unseen(db: Db, userId: string) {
  return db
    .selectFrom("reply_notifications as n")
    .innerJoin("comments as c", "c.id", "n.comment_id")
    .innerJoin("posts as p", "p.id", "n.post_id")
    .where("n.user_id", "=", userId)
    .where("n.seen_at", "is", null)
    .where("c.hidden_at", "is", null)
    .where("p.hidden_at", "is", null);
}

export type NewReplies = { total: number; threads: { postId: string; title: string; count: number }[] };

/** How many new replies the member has not seen, and the threads with the most recent ones. */
export async function newReplies(userId: string, db: Db = getDb()): Promise<NewReplies> {
  const [total, threads] = await Promise.all([
    unseen(db, userId).select(sql<number | string>`count(*)`.as("n")).executeTakeFirstOrThrow(),
    unseen(db, userId)
      .select(["p.id", "p.title", sql<number | string>`count(*)`.as("n"), sql<string>`max(n.created_at)`.as("latest")])
      .groupBy(["p.id", "p.title"])
      .orderBy("latest", "desc")
      .limit(NEW_REPLIES_LISTED)
      .execute(),
  ]);
  return {
    total: Number(total.n),
    threads: threads.map((t) => ({ postId: t.id, title: t.title, count: Number(t.n) })),
  };
}

/**
 * The member opened the thread: its replies are no longer new. Looks first, so the common view with
 * nothing new writes nothing (no write lock per page view on SQLite); marking is idempotent anyway.
 */
export async function markThreadSeen(userId: string, postId: string, db: Db = getDb(), now = new Date()) {
  const unseenHere = await db
    .selectFrom("reply_notifications")
    .select("comment_id")
    .where("user_id", "=", userId)
    .where("post_id", "=", postId)
    .where("seen_at", "is", null)
    .limit(1)
    .executeTakeFirst();
  if (!unseenHere) return;
  await db
    .updateTable("reply_notifications")
    .set({ seen_at: now.toISOString() })
    .where("user_id", "=", userId)
    .where("post_id", "=", postId)
    .where("seen_at", "is", null)
    .execute();
}

/** "Mark all as read" on /account. */
export async function markAllSeen(userId: string, db: Db = getDb(), now = new Date()) {
  await db
    .updateTable("reply_notifications")
    .set({ seen_at: now.toISOString() })
    .where("user_id", "=", userId)
    .where("seen_at", "is", null)
    .execute();
}
