import { getDb } from "~/lib/db/index.server.ts";
import { containsAny, type Db, formatStamp, type Paged, paged } from "../listing.server.ts";
import type { DashboardQuery } from "../schema.ts";

/** The Audit tab: every recorded dashboard change and export, newest first (written by ../audit.server.ts). */

export type AuditRow = {
  id: string;
  actor: string;
  action: string;
  targetType: string;
  targetId: string;
  detail: string | null;
  created: string;
};

const SEARCHED = [
  "audit_log.action",
  "audit_log.target_type",
  "audit_log.target_id",
  "audit_log.detail",
  "users.email",
];

export async function listAudit(query: DashboardQuery, db: Db = getDb()): Promise<Paged<AuditRow>> {
  const base = db
    .selectFrom("audit_log")
    .leftJoin("users", "users.id", "audit_log.actor_id")
    .$if(Boolean(query.q), (qb) => qb.where(containsAny(db, SEARCHED, query.q)));
  return paged(
    base,
    query.page,
    (qb) =>
      qb
        .select([
          "audit_log.id",
          "audit_log.action",
          "audit_log.target_type",
          "audit_log.target_id",
          "audit_log.detail",
          "audit_log.created_at",
          "users.email as actor_email",
        ])
        .orderBy("audit_log.created_at", "desc")
        .orderBy("audit_log.id", "desc"),
    (r) => ({
      id: r.id,
      actor: r.actor_email ?? (r.action.endsWith(".auto-hide") ? "(member reports)" : "(deleted account)"),
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      detail: r.detail,
      created: formatStamp(r.created_at),
    }),
  );
}
