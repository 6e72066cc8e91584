import { randomUUID } from "node:crypto";
import { type Kysely, sql, type Transaction } from "kysely";
import { operatorEmail } from "~/features/submissions/submissions.server.ts";
import { config } from "~/lib/config.server.ts";
import { dialectOf } from "~/lib/db/index.server.ts";
import type { Database } from "~/lib/db/schema.ts";
import { sendMail } from "~/lib/mail.server.ts";
import {
  AUTO_HIDE_WINDOW_HOURS,
  REPORT_HIDE_THRESHOLD,
  REPORTER_AUTO_HIDES_PER_WINDOW,
  REPORTER_CONTRIBUTION_MIN_AGE_HOURS,
  REPORTER_MIN_AGE_DAYS,
  REPORTER_MIN_CONTRIBUTIONS,
  type ReportReasonValue,
} from "./report-constants.ts";
import { AUTO_HIDE_MAIL, REPORT_REASON_LABELS } from "./texts.ts";
import type { ForumActor } from "./types.ts";

/**
 * The quorum behind an automatic hide (docs/decisions/0025-report-quorum-dates-history-requests.md).
 * Three aged sock puppets from one address used to hide any post, the admin's too, again after every
 * restore. Now a report counts only from an established member (age and visible contributions), the
 * quorum is of different networks, each member and each network helps hide at most a few items a
 * day, admins' items are never hidden by reports, and the admin is mailed when an item is hidden.
 */

const HOUR_MS = 3_600_000;

/** Whether `actor` is an established member now: old enough, with enough visible posts and comments. */
export async function reporterQualifies(db: Kysely<Database>, actor: ForumActor, now: Date): Promise<boolean> {
  const created = Date.parse(actor.createdAt);
  if (Number.isNaN(created) || now.getTime() - created <= REPORTER_MIN_AGE_DAYS * 24 * HOUR_MS) return false;
  const writtenBefore = new Date(now.getTime() - REPORTER_CONTRIBUTION_MIN_AGE_HOURS * HOUR_MS).toISOString();
  const counted = await Promise.all(
    (["posts", "comments"] as const).map((table) =>
      db
        .selectFrom(table)
        .select(sql<number | string>`count(*)`.as("n"))
        .where("author_id", "=", actor.id)
        .where("hidden_at", "is", null)
        .where("created_at", "<=", writtenBefore)
        .executeTakeFirstOrThrow(),
    ),
  );
  return counted.reduce((sum, row) => sum + Number(row.n), 0) >= REPORTER_MIN_CONTRIBUTIONS;
}

type QuorumTarget = { postId: string; commentId: string | null; key: string; title: string };
type OpenReport = { id: string; reporter_id: string; reporter_network: string | null; reason: string };

/** How many items each reporter and each network already helped hide within the window. */
async function recentHides(trx: Transaction<Database>, reports: OpenReport[], since: string) {
  const byReporter = await trx
    .selectFrom("reports")
    .select(["reporter_id", sql<number | string>`count(distinct target_key)`.as("n")])
    .where(
      "reporter_id",
      "in",
      reports.map((r) => r.reporter_id),
    )
    .where("counted_in_hide_at", ">=", since)
    .groupBy("reporter_id")
    .execute();
  const byNetwork = await trx
    .selectFrom("reports")
    .select(["reporter_network", sql<number | string>`count(distinct target_key)`.as("n")])
    .where(
      "reporter_network",
      "in",
      reports.map((r) => r.reporter_network ?? ""),
    )
    .where("counted_in_hide_at", ">=", since)
    .groupBy("reporter_network")
    .execute();
  return {
    reporters: new Map(byReporter.map((r) => [r.reporter_id, Number(r.n)])),
    networks: new Map(byNetwork.map((r) => [r.reporter_network, Number(r.n)])),
  };
}

/**
 * Runs in the report's transaction, after the case's upsert (which holds its row lock, so this sees
 * every report committed before). Hides the item when the open, qualifying reports of members and
 * networks still under their daily cap come from REPORT_HIDE_THRESHOLD different networks; marks
 * those reports, writes the audit row and queues the admin's mail. True when it hid the item.
 */
export async function hideOnQuorum(trx: Transaction<Database>, target: QuorumTarget, now: Date): Promise<boolean> {
  // PostgreSQL: one automatic-hide decision at a time, so two items reported at the same moment by the
  // same group cannot both pass the cap. (SQLite's write transactions are already one at a time.)
  if (dialectOf(trx) === "postgres")
    await sql`select pg_advisory_xact_lock(hashtext('forum.report-auto-hide'))`.execute(trx);
  const open = await trx
    .selectFrom("reports")
    .select(["id", "reporter_id", "reporter_network", "reason"])
    .where("target_key", "=", target.key)
    .where("reviewed_at", "is", null)
    .where("qualifies", "=", 1)
    .where("reporter_network", "is not", null)
    .where("reporter_network", "!=", "unknown")
    .execute();
  if (new Set(open.map((r) => r.reporter_network)).size < REPORT_HIDE_THRESHOLD) return false;
  const since = new Date(now.getTime() - AUTO_HIDE_WINDOW_HOURS * HOUR_MS).toISOString();
  const { reporters, networks } = await recentHides(trx, open, since);
  const eligible = open.filter(
    (r) =>
      (reporters.get(r.reporter_id) ?? 0) < REPORTER_AUTO_HIDES_PER_WINDOW &&
      (networks.get(r.reporter_network) ?? 0) < REPORTER_AUTO_HIDES_PER_WINDOW,
  );
  const quorum = new Set(eligible.map((r) => r.reporter_network)).size;
  if (quorum < REPORT_HIDE_THRESHOLD) return false;
  const at = now.toISOString();
  const table = target.commentId ? "comments" : "posts";
  const id = target.commentId ?? target.postId;
  const hidden = await trx
    .updateTable(table)
    .set({ hidden_at: at })
    .where("id", "=", id)
    .where("hidden_at", "is", null)
    .executeTakeFirst();
  if (Number(hidden.numUpdatedRows) === 0) return false;
  await trx.updateTable("report_cases").set({ auto_hidden_at: at }).where("target_key", "=", target.key).execute();
  await trx
    .updateTable("reports")
    .set({ counted_in_hide_at: at })
    .where(
      "id",
      "in",
      eligible.map((r) => r.id),
    )
    .execute();
  const what = target.commentId ? "comment" : "post";
  await trx
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      actor_id: null,
      action: `${what}.auto-hide`,
      target_type: what,
      target_id: id,
      detail: `Hidden until reviewed: ${eligible.length} reports from established members in ${quorum} networks`,
      created_at: at,
    })
    .execute();
  await mailAdmin(trx, target, eligible, quorum);
  return true;
}

/** Queued in the hide's transaction: the mail exists exactly when the hide does. No reporter is named. */
async function mailAdmin(trx: Transaction<Database>, target: QuorumTarget, reports: OpenReport[], quorum: number) {
  const what = target.commentId ? "comment" : "post";
  const reasons = [...new Set(reports.map((r) => REPORT_REASON_LABELS.en[r.reason as ReportReasonValue] ?? r.reason))];
  const site = config().siteUrl;
  const itemUrl = `${site}/community/${target.postId}${target.commentId ? `#comment-${target.commentId}` : ""}`;
  await sendMail(
    {
      to: operatorEmail(),
      subject: AUTO_HIDE_MAIL.subject(what, target.title),
      text: AUTO_HIDE_MAIL.body(
        what,
        target.title,
        quorum,
        reasons.join(", "),
        `${site}/admin?tab=community`,
        itemUrl,
      ).join("\n\n"),
    },
    { trx },
  );
}
