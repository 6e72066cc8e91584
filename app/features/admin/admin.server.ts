import { getDb } from "~/lib/db/index.server.ts";
import { type ActionHandler, type ActionHandlers, type ActionResult, runAudited } from "./audit.server.ts";
import type { Db } from "./listing.server.ts";
import type { AdminAction } from "./schema.ts";
import { communityActions } from "./tabs/community.server.ts";
import { memberActions } from "./tabs/members.server.ts";
import { messageActions } from "./tabs/messages.server.ts";
import { partnerActions } from "./tabs/partners.server.ts";
import { reportActions } from "./tabs/reports.server.ts";
import { routeActions } from "./tabs/routes.server.ts";
import { updateActions } from "./tabs/updates.server.ts";

/**
 * The admin dashboard's changes (docs/decisions/0009-admin-dashboard.md). Callers have already
 * checked that the user is an admin (requireAdmin) and the request's origin, and validated the action
 * (schema.ts). Each tab's module holds its handlers; every one runs through the same audit wrapper
 * (audit.server.ts), which writes the audit_log row in the change's own transaction.
 */

/** Intent, then handler. */
const ACTION_HANDLERS: ActionHandlers = {
  ...updateActions,
  ...routeActions,
  ...partnerActions,
  ...messageActions,
  ...communityActions,
  ...reportActions,
  ...memberActions,
};

/** Runs one admin action for `actor` and records it in the audit log. */
export async function runAdminAction(
  actor: { id: string },
  action: AdminAction,
  db: Db = getDb(),
): Promise<ActionResult> {
  const handler = ACTION_HANDLERS[action.intent] as ActionHandler<AdminAction>;
  return runAudited(handler, action, actor, db);
}
