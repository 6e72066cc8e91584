import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/lib/db/schema.ts";
import type { AdminAction } from "./schema.ts";
import { ACTION_TEXT } from "./texts.ts";

/**
 * The audit log, and the one way every dashboard change is recorded: each action handler makes its
 * change through `ActionContext.audited` (or `record`, inside a transaction another function opens),
 * so its audit_log row is written in the change's own transaction. `runAudited` refuses a handler that
 * reports success without exactly one audit row.
 */

type Db = Kysely<Database>;
type Trx = Transaction<Database>;

export type AuditEntry = {
  actorId: string;
  action: string;
  targetType: string;
  targetId: string;
  detail?: string | null;
};

/** What a change records; the actor and the time come from the action. */
export type AuditFields = Omit<AuditEntry, "actorId">;

export async function writeAudit(db: Db | Trx, entry: AuditEntry, now = new Date()): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      id: randomUUID(),
      actor_id: entry.actorId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      detail: entry.detail ? entry.detail.slice(0, 2000) : null,
      created_at: now.toISOString(),
    })
    .execute();
}

/** The outcome of an action: a toast for the operator, and the HTTP status when nothing was found or allowed. */
export type ActionResult = {
  ok: boolean;
  status: number;
  title: string;
  description?: string;
  /** A refused form: each field's message, and what the admin typed (shown again, nothing lost). */
  fieldErrors?: Record<string, string>;
  values?: Record<string, string>;
  /** Where to go after a success instead of the form's returnTo (a dashboard URL). */
  returnTo?: string;
};

export const done = (title: string): ActionResult => ({ ok: true, status: 200, title });

export const notFound = (what: string): ActionResult => ({
  ok: false,
  status: 404,
  title: ACTION_TEXT.notFound,
  description: ACTION_TEXT.gone(what),
});

export const notAllowed = (description: string): ActionResult => ({
  ok: false,
  status: 400,
  title: ACTION_TEXT.notAllowed,
  description,
});

export type ActionContext = {
  actor: { id: string };
  db: Db;
  now: Date;
  /**
   * Runs `change` in one transaction. When it returns what it changed, the audit row is written in
   * that transaction and the answer is true; null means nothing was found (nothing is written).
   */
  audited: (change: (trx: Trx) => Promise<AuditFields | null>) => Promise<boolean>;
  /** Writes the audit row inside a transaction another function opened (deletePost's). */
  record: (trx: Trx, fields: AuditFields) => Promise<void>;
};

export type ActionHandler<A> = (action: A, ctx: ActionContext) => Promise<ActionResult>;

type Intent = AdminAction["intent"];
/** Every intent's handler: the table `runAdminAction` dispatches on. */
export type ActionHandlers = { [I in Intent]: ActionHandler<Extract<AdminAction, { intent: I }>> };

/** Runs one handler for `actor`, every change it makes recorded in the audit log. */
export async function runAudited<A extends AdminAction>(
  handler: ActionHandler<A>,
  action: A,
  actor: { id: string },
  db: Db,
  now = new Date(),
): Promise<ActionResult> {
  let recorded = 0;
  const record = async (trx: Trx, fields: AuditFields) => {
    await writeAudit(trx, { ...fields, actorId: actor.id }, now);
    recorded += 1;
  };
  const audited: ActionContext["audited"] = (change) =>
    db.transaction().execute(async (trx) => {
      const fields = await change(trx);
      if (!fields) return false;
      await record(trx, fields);
      return true;
    });
  const result = await handler(action, { actor, db, now, audited, record });
  if (result.ok && recorded !== 1) {
    throw new Error(`The admin action '${action.intent}' reported success with ${recorded} audit rows.`);
  }
  return result;
}
