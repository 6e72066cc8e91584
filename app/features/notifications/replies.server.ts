import type { Kysely, Transaction } from "kysely";
import { sql } from "kysely";
import { postPath } from "~/lib/community-links.ts";
import { config } from "~/lib/config.server.ts";
import { getDb } from "~/lib/db/index.server.ts";
import type { Database } from "~/lib/db/schema.ts";
import { enqueueJob, registerJobHandler } from "~/lib/jobs.server.ts";
import { isLocale, type Locale, localizePath } from "~/lib/locale.ts";
import { sendMail } from "~/lib/mail.server.ts";
import {
  DEFAULT_LEVEL,
  MAIL_EXCERPT,
  MAIL_INTERVAL_MS,
  MAIL_MAX_REPLIES,
  type NotificationLevelValue,
} from "./constants.ts";
import { REPLY_MAIL } from "./texts.ts";
import { replyMailOffUrl, replyMailOneClickUrl } from "./tokens.server.ts";

/**
 * Reply mail (docs/decisions/0022-reports-and-reply-notifications.md), always through the job queue:
 *
 * 1. A new comment queues `replies.fan-out` in the comment's own transaction (`queueReplyFanOut`).
 * 2. The fan-out job finds who should hear of it: the post's author, everyone who commented in the
 *    thread, everyone who watches it; minus whoever pressed Unwatch, the comment's author, banned
 *    members, and what each member's setting excludes ('own': only their own posts; 'none'). It stores
 *    one reply_notifications row per recipient (primary key: a repeat run stores nothing new) and
 *    queues one `replies.digest` job per recipient and thread.
 * 3. The digest job claims the hour with one conditional upsert on thread_mail_state (the row is
 *    written only if the last mail about this thread to this member is an hour old or there is none),
 *    marks the replies it lists as mailed and queues the mail, all in one transaction. So two digests
 *    for the same member and thread never both send within an hour, on any number of instances.
 *    The digest's dedupe key names the mail it follows ("first", or the last mail's time), so all the
 *    replies that arrive before the next mail share one job; after sending, replies still unmailed get
 *    the next job, due an hour after this mail.
 */

export const FAN_OUT_JOB = "replies.fan-out";
export const DIGEST_JOB = "replies.digest";

type Db = Kysely<Database>;
type FanOutPayload = { commentId: string };
type DigestPayload = { userId: string; postId: string; after: string | null };

/** Queues the fan-out of a new comment, in the transaction that stores it. */
export async function queueReplyFanOut(trx: Db, commentId: string): Promise<void> {
  await enqueueJob(FAN_OUT_JOB, { commentId } satisfies FanOutPayload, { trx, dedupeKey: `reply:${commentId}` });
}

/** Queues the next digest for a member and thread: due now, or an hour after the last mail. */
export async function scheduleDigest(userId: string, postId: string, db: Db = getDb(), now = new Date()) {
  const state = await db
    .selectFrom("thread_mail_state")
    .select("last_sent_at")
    .where("user_id", "=", userId)
    .where("post_id", "=", postId)
    .executeTakeFirst();
  const after = state?.last_sent_at ?? null;
  const due = after ? Math.max(now.getTime(), Date.parse(after) + MAIL_INTERVAL_MS) : now.getTime();
  await enqueueJob(DIGEST_JOB, { userId, postId, after } satisfies DigestPayload, {
    runAt: new Date(due),
    dedupeKey: `reply-digest:${userId}:${postId}:${after ?? "first"}`,
    maxAttempts: 30,
  });
}

type Reason = "own" | "thread";

/** Who hears of a new comment, and why (own post or followed thread), before their settings. */
async function candidates(db: Db, postId: string, postAuthor: string): Promise<Map<string, Reason>> {
  const [commenters, watches] = await Promise.all([
    db.selectFrom("comments").select("author_id").distinct().where("post_id", "=", postId).execute(),
    db.selectFrom("thread_watches").select(["user_id", "watching"]).where("post_id", "=", postId).execute(),
  ]);
  const who = new Map<string, Reason>([[postAuthor, "own"]]);
  for (const c of commenters) if (!who.has(c.author_id)) who.set(c.author_id, "thread");
  for (const w of watches) {
    if (Number(w.watching) === 0) who.delete(w.user_id);
    else if (!who.has(w.user_id)) who.set(w.user_id, "thread");
  }
  return who;
}

const allows = (level: NotificationLevelValue, reason: Reason) =>
  level === "all" || (level === "own" && reason === "own");

export async function fanOut({ commentId }: FanOutPayload, db: Db = getDb(), now = new Date()): Promise<void> {
  const comment = await db
    .selectFrom("comments as c")
    .innerJoin("posts as p", "p.id", "c.post_id")
    .select([
      "c.id",
      "c.author_id",
      "c.post_id",
      "c.hidden_at",
      "p.author_id as post_author",
      "p.hidden_at as post_hidden",
    ])
    .where("c.id", "=", commentId)
    .executeTakeFirst();
  if (!comment || comment.hidden_at || comment.post_hidden) return;
  const who = await candidates(db, comment.post_id, comment.post_author);
  who.delete(comment.author_id);
  if (who.size === 0) return;
  const people = await db
    .selectFrom("users as u")
    .leftJoin("notification_settings as s", "s.user_id", "u.id")
    .select(["u.id", "s.level"])
    .where("u.id", "in", [...who.keys()])
    .where("u.banned", "=", 0)
    .execute();
  const recipients = people.filter((p) => allows(p.level ?? DEFAULT_LEVEL, who.get(p.id) ?? "thread")).map((p) => p.id);
  if (recipients.length === 0) return;
  const at = now.toISOString();
  await db
    .insertInto("reply_notifications")
    .values(
      recipients.map((userId) => ({
        user_id: userId,
        comment_id: comment.id,
        post_id: comment.post_id,
        created_at: at,
        mailed_at: null,
        seen_at: null,
      })),
    )
    .onConflict((oc) => oc.columns(["user_id", "comment_id"]).doNothing())
    .execute();
  for (const userId of recipients) await scheduleDigest(userId, comment.post_id, db, now);
}

/** The replies of a thread not yet mailed to the member (visible comments only), oldest first. */
function unmailed(db: Db, userId: string, postId: string) {
  return db
    .selectFrom("reply_notifications as n")
    .innerJoin("comments as c", "c.id", "n.comment_id")
    .innerJoin("users as u", "u.id", "c.author_id")
    .where("n.user_id", "=", userId)
    .where("n.post_id", "=", postId)
    .where("n.mailed_at", "is", null)
    .where("c.hidden_at", "is", null);
}

/** Takes the member's hour for this thread: true when no mail about it went to them in the last hour. */
async function claimHour(trx: Transaction<Database>, userId: string, postId: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const cutoff = new Date(now.getTime() - MAIL_INTERVAL_MS).toISOString();
  const claimed = await trx
    .insertInto("thread_mail_state")
    .values({ user_id: userId, post_id: postId, last_sent_at: at })
    .onConflict((oc) =>
      oc
        .columns(["user_id", "post_id"])
        .doUpdateSet({ last_sent_at: at })
        .where("thread_mail_state.last_sent_at", "<=", cutoff),
    )
    .returning("last_sent_at")
    .executeTakeFirst();
  return Boolean(claimed);
}

type Reply = { comment_id: string; content: string; name: string };

/** The reply mail's text, in the recipient's language (users.locale), with links to that edition. */
function mailText(
  recipient: { id: string; locale: Locale },
  post: { id: string; title: string; own: boolean },
  replies: Reply[],
  total: number,
) {
  const { siteUrl } = config();
  const t = REPLY_MAIL[recipient.locale];
  const page = (path: string) => `${siteUrl}${localizePath(path, recipient.locale)}`;
  const lines = [t.intro(total, post.title)];
  for (const r of replies) {
    const text = r.content.length > MAIL_EXCERPT ? `${r.content.slice(0, MAIL_EXCERPT).trimEnd()}…` : r.content;
    lines.push(`${t.wrote(r.name.trim() || t.unnamed)}\n${text}`);
  }
  if (total > replies.length) lines.push(t.more(total - replies.length));
  lines.push(t.read(`${page(postPath(post.id))}#comment-${replies[0]?.comment_id ?? ""}`));
  lines.push(
    `${post.own ? t.why.own : t.why.thread} ${t.limit}`,
    t.settings(`${page("/account")}#notifications`),
    t.unsubscribe(replyMailOffUrl(recipient.id, recipient.locale)),
  );
  return lines.join("\n\n");
}

type DigestOutcome = "sent" | "nothing" | "early";

/** One transaction: the recipient and thread still qualify, the hour is free, the replies are marked, the mail queued. */
async function digestOnce({ userId, postId }: DigestPayload, db: Db, now: Date): Promise<DigestOutcome> {
  return db.transaction().execute(async (trx) => {
    const [member, post] = await Promise.all([
      trx
        .selectFrom("users as u")
        .leftJoin("notification_settings as s", "s.user_id", "u.id")
        .select(["u.email", "u.banned", "u.locale", "s.level"])
        .where("u.id", "=", userId)
        .executeTakeFirst(),
      trx
        .selectFrom("posts")
        .select(["id", "title", "author_id", "hidden_at"])
        .where("id", "=", postId)
        .executeTakeFirst(),
    ]);
    if (!member || !post || post.hidden_at || Number(member.banned) === 1) return "nothing";
    const own = post.author_id === userId;
    if (!allows(member.level ?? DEFAULT_LEVEL, own ? "own" : "thread")) return "nothing";
    const replies = await unmailed(trx, userId, postId)
      .select(["n.comment_id", "c.content", "u.name"])
      .orderBy("c.created_at", "asc")
      .orderBy("c.id", "asc")
      .execute();
    if (replies.length === 0) return "nothing";
    if (!(await claimHour(trx, userId, postId, now))) return "early";
    const at = now.toISOString();
    const ids = replies.map((r) => r.comment_id);
    await trx
      .updateTable("reply_notifications")
      .set({ mailed_at: at })
      .where("user_id", "=", userId)
      .where("comment_id", "in", ids)
      .execute();
    const listed = replies.slice(0, MAIL_MAX_REPLIES);
    const locale: Locale = isLocale(member.locale) ? member.locale : "en";
    await sendMail(
      {
        to: member.email,
        subject: REPLY_MAIL[locale].subject(replies.length, post.title),
        text: mailText({ id: userId, locale }, { id: post.id, title: post.title, own }, listed, replies.length),
        headers: {
          "List-Unsubscribe": `<${replyMailOneClickUrl(userId)}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        },
      },
      { trx },
    );
    return "sent";
  });
}

export async function sendDigest(payload: DigestPayload, db: Db = getDb(), now = new Date()): Promise<DigestOutcome> {
  const outcome = await digestOnce(payload, db, now);
  if (outcome === "early") {
    // Another digest mailed this thread since this one was queued: the next one follows that mail.
    const state = await db
      .selectFrom("thread_mail_state")
      .select("last_sent_at")
      .where("user_id", "=", payload.userId)
      .where("post_id", "=", payload.postId)
      .executeTakeFirst();
    if (state?.last_sent_at === payload.after) {
      // Only a clock that runs ahead gets here: try again later (the job's backoff).
      throw new Error("reply digest: due before the hour since the last mail has passed");
    }
    await scheduleDigest(payload.userId, payload.postId, db, now);
    return outcome;
  }
  // Replies that arrived while this one was being sent wait for the next hour.
  if (outcome === "sent") {
    const left = await unmailed(db, payload.userId, payload.postId)
      .select(sql<number | string>`count(*)`.as("n"))
      .executeTakeFirstOrThrow();
    if (Number(left.n) > 0) await scheduleDigest(payload.userId, payload.postId, db, now);
  }
  return outcome;
}

registerJobHandler<FanOutPayload>(FAN_OUT_JOB, (payload) => fanOut(payload));
registerJobHandler<DigestPayload>(
  DIGEST_JOB,
  async (payload) => {
    await sendDigest(payload);
  },
  { backoff: () => 5 * 60_000 },
);
