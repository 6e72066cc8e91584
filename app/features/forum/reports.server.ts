import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { sql } from "kysely";
import { refuse } from "~/features/media/localized-refusal.ts";
import { networkOf } from "~/lib/client-ip.server.ts";
import { getDb } from "~/lib/db/index.server.ts";
import type { Database } from "~/lib/db/schema.ts";
import type { Locale } from "~/lib/locale.ts";
import { hideOnQuorum, reporterQualifies } from "./report-quorum.server.ts";
import { assertActive, commentGone, isUuid, postGone } from "./rules.server.ts";
import { REPORT_INPUT_SCHEMAS, type ReportInput } from "./schema.ts";
import { REPORT_TEXTS, TEXTS } from "./texts.ts";
import type { ForumActor } from "./types.ts";

/**
 * Members' reports of posts and comments (docs/decisions/0022-reports-and-reply-notifications.md,
 * quorum: 0025-report-quorum-dates-history-requests.md).
 *
 * - One report per member per item: the UNIQUE (target_key, reporter_id) constraint decides, so two
 *   reports sent at once by the same member store one row. A repeat is answered "already reported";
 *   nobody learns anything about other reporters.
 * - Each new report adds to the item's open case with one upsert (`reports + 1`), which also takes
 *   the case's row lock: the quorum check after it (report-quorum.server.ts) sees every report that
 *   committed before, so exactly one report can complete the quorum. Every report reaches the admin's
 *   queue; only a quorum of established members from different networks hides the item.
 * The caller counts the report against the rate limit first (rate-limits.server.ts, "report").
 */

export type ReportTarget = { postId: string; commentId: string | null };
/** "hidden": this report hid the item (it completed the quorum). */
export type ReportOutcome = "reported" | "already" | "hidden";

export const targetKeyOf = (target: ReportTarget) =>
  target.commentId ? `comment:${target.commentId}` : `post:${target.postId}`;

/** Validates the form's reason and note (400 with the reason otherwise). */
export function validateReport(raw: { reason?: unknown; note?: unknown }): ReportInput {
  const input = {
    reason: typeof raw.reason === "string" ? raw.reason : "",
    note: typeof raw.note === "string" ? raw.note : "",
  };
  const parsed = REPORT_INPUT_SCHEMAS.en.safeParse(input);
  if (!parsed.success) {
    const issue = (l: Locale) => REPORT_INPUT_SCHEMAS[l].safeParse(input).error?.issues[0]?.message;
    throw refuse(400, (l) => [REPORT_TEXTS[l].errorTitle, issue(l) ?? TEXTS[l].error]);
  }
  return parsed.data;
}

export type ReportedItem = { authorId: string; authorIsAdmin: boolean; title: string };

/** The visible item's author and the thread's title (404 when it is gone or hidden; a comment must belong to the post). */
async function reportedItem(db: Kysely<Database>, target: ReportTarget): Promise<ReportedItem> {
  if (!isUuid(target.postId)) throw postGone();
  const post = await db
    .selectFrom("posts as p")
    .innerJoin("users as u", "u.id", "p.author_id")
    .select(["p.author_id", "p.title", "u.role"])
    .where("p.id", "=", target.postId)
    .where("p.hidden_at", "is", null)
    .executeTakeFirst();
  if (!post) throw postGone();
  if (!target.commentId) return { authorId: post.author_id, authorIsAdmin: post.role === "admin", title: post.title };
  if (!isUuid(target.commentId)) throw commentGone();
  const row = await db
    .selectFrom("comments as c")
    .innerJoin("users as u", "u.id", "c.author_id")
    .select(["c.author_id", "u.role"])
    .where("c.id", "=", target.commentId)
    .where("c.post_id", "=", target.postId)
    .where("c.hidden_at", "is", null)
    .executeTakeFirst();
  if (!row) throw commentGone();
  return { authorId: row.author_id, authorIsAdmin: row.role === "admin", title: post.title };
}

/**
 * Stores `actor`'s report of a post or comment, sent from `ip` (only its network is kept). Returns
 * "already" when they had reported it before, "hidden" when this report completed the quorum.
 */
export async function reportItem(
  actor: ForumActor,
  target: ReportTarget,
  input: ReportInput,
  { now = new Date(), db = getDb(), ip = "unknown" }: { now?: Date; db?: Kysely<Database>; ip?: string } = {},
): Promise<ReportOutcome> {
  assertActive(actor);
  const item = await reportedItem(db, target);
  if (item.authorId === actor.id) throw refuse(400, (l) => [REPORT_TEXTS[l].errorTitle, REPORT_TEXTS[l].ownItem]);
  const at = now.toISOString();
  const key = targetKeyOf(target);
  const weight = (await reporterQualifies(db, actor, now)) ? 1 : 0;
  return db.transaction().execute(async (trx) => {
    const stored = await trx
      .insertInto("reports")
      .values({
        id: randomUUID(),
        target_key: key,
        post_id: target.postId,
        comment_id: target.commentId,
        reporter_id: actor.id,
        reason: input.reason,
        note: input.note || null,
        qualifies: weight,
        reporter_network: networkOf(ip),
        counted_in_hide_at: null,
        created_at: at,
        reviewed_at: null,
      })
      .onConflict((oc) => oc.columns(["target_key", "reporter_id"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!stored) return "already";
    // One statement per report: concurrent reports wait for each other's row and all count.
    const open = await trx
      .insertInto("report_cases")
      .values({
        target_key: key,
        post_id: target.postId,
        comment_id: target.commentId,
        reports: 1,
        qualifying: weight,
        first_reported_at: at,
        last_reported_at: at,
        auto_hidden_at: null,
      })
      .onConflict((oc) =>
        oc.column("target_key").doUpdateSet({
          reports: sql<number>`report_cases.reports + 1`,
          qualifying: sql<number>`report_cases.qualifying + ${weight}`,
          last_reported_at: at,
        }),
      )
      .returning(["qualifying", "auto_hidden_at"])
      .executeTakeFirstOrThrow();
    if (weight === 0 || open.auto_hidden_at !== null || item.authorIsAdmin) return "reported";
    return (await hideOnQuorum(trx, { ...target, key, title: item.title }, now)) ? "hidden" : "reported";
  });
}

/** Closes an item's open reports (an admin reviewed it): the case goes, the reports stay as reviewed. */
export async function closeReports(trx: Transaction<Database>, key: string, now: Date): Promise<void> {
  await trx.deleteFrom("report_cases").where("target_key", "=", key).execute();
  await trx
    .updateTable("reports")
    .set({ reviewed_at: now.toISOString() })
    .where("target_key", "=", key)
    .where("reviewed_at", "is", null)
    .execute();
}
