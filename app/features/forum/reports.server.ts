import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { sql } from "kysely";
import { getDb } from "~/lib/db/index.server.ts";
import type { Database } from "~/lib/db/schema.ts";
import { TEXTS } from "./constants.ts";
import { REPORT_HIDE_THRESHOLD, REPORT_TEXTS, REPORTER_MIN_AGE_HOURS } from "./report-constants.ts";
import { assertActive, commentGone, ForumError, isUuid, ownerOf } from "./rules.server.ts";
import { type ReportInput, reportInputSchema } from "./schema.ts";
import type { ForumActor } from "./types.ts";

/**
 * Members' reports of posts and comments (docs/decisions/0022-reports-and-reply-notifications.md).
 *
 * - One report per member per item: the UNIQUE (target_key, reporter_id) constraint decides, so two
 *   reports sent at once by the same member store one row. A repeat is answered "already reported";
 *   nobody learns anything about other reporters.
 * - Each new report adds to the item's open case with one upsert (`reports + 1`); the report whose
 *   upsert makes the qualifying count reach REPORT_HIDE_THRESHOLD hides the item in the same
 *   transaction and writes the audit row (actor NULL: the community did it). Only reports from
 *   accounts older than REPORTER_MIN_AGE_HOURS qualify.
 * - A hidden item (hidden_at) is shown to admins only, everywhere (lists, search, the post page, its
 *   media): the rule that already serves moderators' hides. An admin restores or deletes it from the
 *   Community tab (app/features/admin/tabs/reports.server.ts).
 * The caller counts the report against the rate limit first (rate-limits.server.ts, "report").
 */

export type ReportTarget = { postId: string; commentId: string | null };
/** "hidden": this report hid the item (it reached the threshold). */
export type ReportOutcome = "reported" | "already" | "hidden";

export const targetKeyOf = (target: ReportTarget) =>
  target.commentId ? `comment:${target.commentId}` : `post:${target.postId}`;

/** Validates the form's reason and note (400 with the reason otherwise). */
export function validateReport(raw: { reason?: unknown; note?: unknown }): ReportInput {
  const parsed = reportInputSchema.safeParse({
    reason: typeof raw.reason === "string" ? raw.reason : "",
    note: typeof raw.note === "string" ? raw.note : "",
  });
  if (!parsed.success) {
    throw new ForumError(400, REPORT_TEXTS.errorTitle, parsed.error.issues[0]?.message ?? TEXTS.error);
  }
  return parsed.data;
}

/** The author of the visible item (404 when it is gone or hidden; a comment must belong to the post). */
async function authorOfTarget(db: Kysely<Database>, target: ReportTarget): Promise<string> {
  const postAuthor = await ownerOf(db, "posts", target.postId);
  if (!target.commentId) return postAuthor;
  if (!isUuid(target.commentId)) throw commentGone();
  const row = await db
    .selectFrom("comments")
    .select("author_id")
    .where("id", "=", target.commentId)
    .where("post_id", "=", target.postId)
    .where("hidden_at", "is", null)
    .executeTakeFirst();
  if (!row) throw commentGone();
  return row.author_id;
}

function qualifies(actor: ForumActor, now: Date): 0 | 1 {
  const created = Date.parse(actor.createdAt);
  return !Number.isNaN(created) && now.getTime() - created > REPORTER_MIN_AGE_HOURS * 3_600_000 ? 1 : 0;
}

/**
 * Stores `actor`'s report of a post or comment. Returns "already" when they had reported it before.
 * The report that makes the item's qualifying reports reach the threshold hides it (audited).
 */
export async function reportItem(
  actor: ForumActor,
  target: ReportTarget,
  input: ReportInput,
  { now = new Date(), db = getDb() }: { now?: Date; db?: Kysely<Database> } = {},
): Promise<ReportOutcome> {
  assertActive(actor);
  const author = await authorOfTarget(db, target);
  if (author === actor.id) throw new ForumError(400, REPORT_TEXTS.errorTitle, REPORT_TEXTS.ownItem);
  const at = now.toISOString();
  const key = targetKeyOf(target);
  const weight = qualifies(actor, now);
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
    if (Number(open.qualifying) >= REPORT_HIDE_THRESHOLD && open.auto_hidden_at === null) {
      if (await hideReported(trx, target, key, Number(open.qualifying), at)) return "hidden";
    }
    return "reported";
  });
}

/** Hides the item (unless a moderator already did) and records it in the audit log, actor NULL. */
async function hideReported(
  trx: Transaction<Database>,
  target: ReportTarget,
  key: string,
  count: number,
  at: string,
): Promise<boolean> {
  const table = target.commentId ? "comments" : "posts";
  const id = target.commentId ?? target.postId;
  const hidden = await trx
    .updateTable(table)
    .set({ hidden_at: at })
    .where("id", "=", id)
    .where("hidden_at", "is", null)
    .executeTakeFirst();
  if (Number(hidden.numUpdatedRows) === 0) return false;
  await trx.updateTable("report_cases").set({ auto_hidden_at: at }).where("target_key", "=", key).execute();
  await trx
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      actor_id: null,
      action: `${target.commentId ? "comment" : "post"}.auto-hide`,
      target_type: target.commentId ? "comment" : "post",
      target_id: id,
      detail: `Hidden until reviewed: ${count} reports from members`,
      created_at: at,
    })
    .execute();
  return true;
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
