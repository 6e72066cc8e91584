import { type ActionHandler, done, notFound } from "../audit.server.ts";
import type { AdminAction } from "../schema.ts";
import { ACTION_TEXT } from "../texts.ts";

/**
 * Reviewing a transport update or a partner request (the Updates and Partners tabs): status and
 * note; back to pending clears who reviewed it and when.
 */

type ReviewAction = Extract<AdminAction, { intent: "review-update" | "review-partner" }>;

const REVIEW_TITLES = ACTION_TEXT.reviewed;

export function reviewHandler<A extends ReviewAction>(target: {
  table: "transport_updates" | "partner_requests";
  /** The audit row's target type, and its action's prefix ('update.approved'). */
  targetType: "transport_update" | "partner_request";
  prefix: "update" | "partner";
  /** What the not-found toast calls it. */
  what: string;
}): ActionHandler<A> {
  return async (action, { actor, now, audited }) => {
    const pending = action.status === "pending";
    const found = await audited(async (trx) => {
      const result = await trx
        .updateTable(target.table)
        .set({
          status: action.status,
          review_note: action.note,
          reviewed_at: pending ? null : now.toISOString(),
          reviewed_by: pending ? null : actor.id,
        })
        .where("id", "=", action.id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return null;
      return {
        action: `${target.prefix}.${action.status}`,
        targetType: target.targetType,
        targetId: action.id,
        detail: action.note,
      };
    });
    return found ? done(REVIEW_TITLES[action.status]) : notFound(target.what);
  };
}
