import { getDb } from "~/lib/db/index.server.ts";
import type { ActionHandlers } from "../audit.server.ts";
import type { ReviewStatus } from "../constants.ts";
import { exportColumn as col, type ExportSpec } from "../csv.server.ts";
import { containsAny, type Db, formatStamp, type Paged, paged, safeHttpUrl } from "../listing.server.ts";
import type { DashboardQuery } from "../schema.ts";
import { reviewHandler } from "./review.server.ts";

/** The Partners tab: partner requests from transport operators, their review, and their CSV export. */

export type PartnerRow = {
  id: string;
  company: string;
  routes: string;
  email: string | null;
  whatsapp: string | null;
  pricingLink: string | null;
  notes: string | null;
  status: ReviewStatus;
  reviewNote: string | null;
  reviewed: string | null;
  created: string;
};

export async function listPartners(query: DashboardQuery, db: Db = getDb()): Promise<Paged<PartnerRow>> {
  const base = db
    .selectFrom("partner_requests")
    .$if(Boolean(query.q), (qb) =>
      qb.where(containsAny(db, ["company_name", "routes", "email", "whatsapp", "notes"], query.q)),
    )
    .$if(Boolean(query.status), (qb) => qb.where("status", "=", query.status as ReviewStatus));
  return paged(
    base,
    query.page,
    (qb) => qb.selectAll().orderBy("created_at", "desc").orderBy("id", "desc"),
    (r) => ({
      id: r.id,
      company: r.company_name,
      routes: r.routes,
      email: r.email,
      whatsapp: r.whatsapp,
      pricingLink: safeHttpUrl(r.pricing_link),
      notes: r.notes,
      status: r.status as ReviewStatus,
      reviewNote: r.review_note,
      reviewed: r.reviewed_at ? formatStamp(r.reviewed_at) : null,
      created: formatStamp(r.created_at),
    }),
  );
}

export const partnerActions = {
  "review-partner": reviewHandler({
    table: "partner_requests",
    targetType: "partner_request",
    prefix: "partner",
    what: "partner request",
  }),
} satisfies Pick<ActionHandlers, "review-partner">;

export const partnersExport: ExportSpec = {
  table: "partner_requests",
  columns: [
    col("id", "id"),
    col("company", "company_name"),
    col("routes", "routes"),
    col("whatsapp", "whatsapp"),
    col("email", "email"),
    col("pricing_link", "pricing_link"),
    col("notes", "notes"),
    col("status", "status"),
    col("review_note", "review_note"),
    col("reviewed_at", "reviewed_at"),
    col("created_at", "created_at"),
  ],
};
