import { formatAdminDay } from "~/lib/dates.ts";
import { getDb } from "~/lib/db/index.server.ts";
import type { ActionHandlers } from "../audit.server.ts";
import type { ReviewStatus } from "../constants.ts";
import { exportColumn as col, type ExportSpec } from "../csv.server.ts";
import { containsAny, type Db, formatStamp, type Paged, paged, safeHttpUrl } from "../listing.server.ts";
import type { DashboardQuery } from "../schema.ts";
import { reviewHandler } from "./review.server.ts";
import { routeIdForUpdate } from "./routes.server.ts";

/** The Updates tab: transport updates sent by travellers, their review, and their CSV export. */

export type UpdateRow = {
  id: string;
  name: string;
  route: string;
  /** 'Nov 1, 2026', or null when not given. */
  travelDate: string | null;
  changes: string;
  price: string | null;
  operator: string | null;
  evidenceUrl: string | null;
  status: ReviewStatus;
  reviewNote: string | null;
  reviewed: string | null;
  created: string;
  /** When it was applied to a route (issue 18), or null. */
  applied: string | null;
  /** "Apply to route" for an approved update not yet applied: that route's form, or the Routes tab searching for it. */
  applyHref: string | null;
};

function applyHref(r: { id: string; route: string; status: string; applied_at: string | null }): string | null {
  if (r.status !== "approved" || r.applied_at !== null) return null;
  const routeId = routeIdForUpdate(r.route);
  const params = new URLSearchParams({ tab: "routes" });
  if (routeId) params.set("edit", routeId);
  else params.set("q", r.route.replace(/\s*\(.*\)$/, "").replace(" - ", " "));
  params.set("update", r.id);
  return `/admin?${params}`;
}

export async function listUpdates(query: DashboardQuery, db: Db = getDb()): Promise<Paged<UpdateRow>> {
  const base = db
    .selectFrom("transport_updates")
    .$if(Boolean(query.q), (qb) =>
      qb.where(containsAny(db, ["name", "route", "changes", "operator", "price"], query.q)),
    )
    .$if(Boolean(query.status), (qb) => qb.where("status", "=", query.status as ReviewStatus));
  return paged(
    base,
    query.page,
    (qb) => qb.selectAll().orderBy("created_at", "desc").orderBy("id", "desc"),
    (r) => ({
      id: r.id,
      name: r.name,
      route: r.route,
      travelDate: r.travel_date ? formatAdminDay(r.travel_date) : null,
      changes: r.changes,
      price: r.price,
      operator: r.operator,
      evidenceUrl: safeHttpUrl(r.evidence_url),
      status: r.status as ReviewStatus,
      reviewNote: r.review_note,
      reviewed: r.reviewed_at ? formatStamp(r.reviewed_at) : null,
      created: formatStamp(r.created_at),
      applied: r.applied_at ? formatStamp(r.applied_at) : null,
      applyHref: applyHref(r),
    }),
  );
}

export const updateActions = {
  "review-update": reviewHandler({
    table: "transport_updates",
    targetType: "transport_update",
    prefix: "update",
    what: "update",
  }),
} satisfies Pick<ActionHandlers, "review-update">;

export const updatesExport: ExportSpec = {
  table: "transport_updates",
  columns: [
    col("id", "id"),
    col("name", "name"),
    col("route", "route"),
    col("travel_date", "travel_date"),
    col("changes", "changes"),
    col("price", "price"),
    col("operator", "operator"),
    col("evidence_url", "evidence_url"),
    col("status", "status"),
    col("review_note", "review_note"),
    col("reviewed_at", "reviewed_at"),
    col("applied_at", "applied_at"),
    col("created_at", "created_at"),
  ],
};
