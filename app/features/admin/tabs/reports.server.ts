import { type Kysely, sql } from "kysely";
import { deleteComment, deletePost, hideComment, hidePost } from "~/features/forum/moderation.server.ts";
import type { ReportReasonValue } from "~/features/forum/report-constants.ts";
import { closeReports } from "~/features/forum/reports.server.ts";
import { REPORT_REASON_LABELS, REVIEW_MAILS } from "~/features/forum/texts.ts";
import { config } from "~/lib/config.server.ts";
import { getDb } from "~/lib/db/index.server.ts";
import type { Database } from "~/lib/db/schema.ts";
import { isLocale, type Locale, localizePath } from "~/lib/locale.ts";
import { sendMail } from "~/lib/mail.server.ts";
import { type ActionHandlers, done, notFound } from "../audit.server.ts";
import { type Db, displayName, formatStamp } from "../listing.server.ts";
import { ACTION_TEXT } from "../texts.ts";

/**
 * The report queue of the Community tab (docs/decisions/0022-reports-and-reply-notifications.md):
 * items with open reports, the most reported first, and the review: restore (show again, close the
 * reports) or delete. Either way the author is told by mail when their item had been hidden or is
 * removed, with the reasons given but never who reported. Every review is audited (runAudited).
 */

export const QUEUE_SIZE = 50;

export type ReportKind = "post" | "comment";
export type QueueItem = {
  kind: ReportKind;
  /** The post's or the comment's id. */
  id: string;
  postId: string;
  postTitle: string;
  content: string;
  author: string;
  hidden: boolean;
  autoHidden: boolean;
  reports: number;
  qualifying: number;
  lastReported: string;
  reasons: { reason: string; count: number }[];
  notes: string[];
};
export type ReportQueue = { items: QueueItem[]; total: number };

type Trx = Kysely<Database>;

/** The open cases, most reported first, with their reasons and notes (no reporter names). */
export async function listReportQueue(db: Db = getDb()): Promise<ReportQueue> {
  const counted = await db
    .selectFrom("report_cases")
    .select(sql<number | string>`count(*)`.as("n"))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom("report_cases as rc")
    .innerJoin("posts as p", "p.id", "rc.post_id")
    .leftJoin("comments as c", "c.id", "rc.comment_id")
    .innerJoin("users as u", (join) => join.on(sql<boolean>`u.id = coalesce(c.author_id, p.author_id)`))
    .select([
      "rc.target_key",
      "rc.post_id",
      "rc.comment_id",
      "rc.reports",
      "rc.qualifying",
      "rc.last_reported_at",
      "rc.auto_hidden_at",
      "p.title",
      "p.content as post_content",
      "p.hidden_at as post_hidden_at",
      "c.content as comment_content",
      "c.hidden_at as comment_hidden_at",
      "u.name as author_name",
    ])
    .orderBy("rc.reports", "desc")
    .orderBy("rc.last_reported_at", "desc")
    .limit(QUEUE_SIZE)
    .execute();
  const keys = rows.map((r) => r.target_key);
  const reports = keys.length
    ? await db
        .selectFrom("reports")
        .select(["target_key", "reason", "note"])
        .where("target_key", "in", keys)
        .where("reviewed_at", "is", null)
        .orderBy("created_at", "asc")
        .execute()
    : [];
  const items = rows.map((r): QueueItem => {
    const mine = reports.filter((x) => x.target_key === r.target_key);
    const counts = new Map<string, number>();
    for (const x of mine) counts.set(x.reason, (counts.get(x.reason) ?? 0) + 1);
    const isComment = r.comment_id !== null;
    return {
      kind: isComment ? "comment" : "post",
      id: r.comment_id ?? r.post_id,
      postId: r.post_id,
      postTitle: r.title,
      content: (isComment ? r.comment_content : r.post_content) ?? "",
      author: displayName(r.author_name),
      hidden: (isComment ? r.comment_hidden_at : r.post_hidden_at) !== null,
      autoHidden: r.auto_hidden_at !== null,
      reports: Number(r.reports),
      qualifying: Number(r.qualifying),
      lastReported: formatStamp(r.last_reported_at),
      reasons: [...counts].map(([reason, count]) => ({
        reason: REPORT_REASON_LABELS.en[reason as ReportReasonValue] ?? reason,
        count,
      })),
      notes: mine.flatMap((x) => (x.note ? [x.note] : [])),
    };
  });
  return { items, total: Number(counted.n) };
}

/** What the author's mail needs: their address, the thread's title, whether it is hidden, the reasons. */
async function reviewedItem(trx: Trx, kind: ReportKind, id: string) {
  const key = `${kind}:${id}`;
  const base =
    kind === "post"
      ? trx
          .selectFrom("posts as p")
          .innerJoin("users as u", "u.id", "p.author_id")
          .select(["p.id as post_id", "p.title", "p.hidden_at", "u.email", "u.locale"])
          .where("p.id", "=", id)
      : trx
          .selectFrom("comments as c")
          .innerJoin("posts as p", "p.id", "c.post_id")
          .innerJoin("users as u", "u.id", "c.author_id")
          .select(["p.id as post_id", "p.title", "c.hidden_at", "u.email", "u.locale"])
          .where("c.id", "=", id);
  const [item, open] = await Promise.all([
    base.executeTakeFirst(),
    trx
      .selectFrom("reports")
      .select("reason")
      .distinct()
      .where("target_key", "=", key)
      .where("reviewed_at", "is", null)
      .execute(),
  ]);
  if (!item || open.length === 0) return null;
  // The author's mail is in the author's language (users.locale, ADR 0036), reasons included.
  const locale: Locale = isLocale(item.locale) ? item.locale : "en";
  const labels = REPORT_REASON_LABELS[locale];
  const reasons = open.map((r) => (labels[r.reason as ReportReasonValue] ?? r.reason).toLowerCase());
  return { ...item, locale, key, reasons: reasons.join(", ") };
}

type Author = { email: string; title: string; locale: Locale };

/** A page of the site in the author's edition. */
const pageUrl = (path: string, locale: Locale) => `${config().siteUrl}${localizePath(path, locale)}`;

async function mailRestored(trx: Trx, kind: ReportKind, item: Author & { post_id: string }) {
  const t = REVIEW_MAILS[item.locale];
  const url = pageUrl(`/community/${item.post_id}`, item.locale);
  await sendMail(
    { to: item.email, subject: t.restoredSubject(kind), text: t.restored(kind, item.title, url).join("\n\n") },
    { trx },
  );
}

async function mailDeleted(trx: Trx, kind: ReportKind, item: Author & { reasons: string }) {
  const t = REVIEW_MAILS[item.locale];
  const [terms, contact] = [pageUrl("/terms", item.locale), pageUrl("/contact", item.locale)];
  await sendMail(
    {
      to: item.email,
      subject: t.deletedSubject(kind),
      text: t.deleted(kind, item.title, item.reasons, terms, contact).join("\n\n"),
    },
    { trx },
  );
}

export const reportActions = {
  "restore-reported": async (action, { audited, now }) => {
    const found = await audited(async (trx) => {
      const item = await reviewedItem(trx, action.kind, action.id);
      if (!item) return null;
      if (action.kind === "post") await hidePost(action.id, false, trx);
      else await hideComment(action.id, false, trx);
      await closeReports(trx, item.key, now);
      // Only an author whose item was hidden has anything to hear: it is back.
      if (item.hidden_at !== null) await mailRestored(trx, action.kind, item);
      return {
        action: `${action.kind}.restore-reported`,
        targetType: action.kind,
        targetId: action.id,
        detail: `Reports closed (${item.reasons})`,
      };
    });
    if (!found) return notFound("report");
    return done(action.kind === "post" ? ACTION_TEXT.postRestored : ACTION_TEXT.commentRestored);
  },
  "delete-reported": async (action, { audited, db, record }) => {
    if (action.kind === "post") {
      const item = await reviewedItem(db, "post", action.id);
      // deletePost removes the rows in one transaction (the audit row and the mail with them), then the files.
      const deleted =
        item &&
        (await deletePost(action.id, db, async (trx) => {
          await record(trx, {
            action: "post.delete-reported",
            targetType: "post",
            targetId: action.id,
            detail: `${item.title} (${item.reasons})`,
          });
          await mailDeleted(trx, "post", item);
        }));
      if (!deleted) return notFound("report");
      return done(ACTION_TEXT.postDeleted);
    }
    const found = await audited(async (trx) => {
      const item = await reviewedItem(trx, "comment", action.id);
      if (!item || !(await deleteComment(action.id, trx))) return null;
      await mailDeleted(trx, "comment", item);
      return {
        action: "comment.delete-reported",
        targetType: "comment",
        targetId: action.id,
        detail: `On ${item.title} (${item.reasons})`,
      };
    });
    if (!found) return notFound("report");
    return done(ACTION_TEXT.commentDeleted);
  },
} satisfies Pick<ActionHandlers, "restore-reported" | "delete-reported">;
