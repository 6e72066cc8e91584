import { getDb } from "~/lib/db/index.server.ts";
import { exportColumn as col } from "../csv.server.ts";
import type { ExportSpec } from "../exports.server.ts";
import { containsAny, type Db, formatStamp, type Paged, paged } from "../listing.server.ts";
import type { DashboardQuery } from "../schema.ts";

/** The Subscribers tab: the newsletter's subscribers, searchable by name or email; its CSV export. */

export type SubscriberRow = {
  id: string;
  name: string | null;
  email: string;
  source: string;
  status: string;
  createdAt: string;
  created: string;
};

export async function listSubscribers(query: DashboardQuery, db: Db = getDb()): Promise<Paged<SubscriberRow>> {
  const base = db
    .selectFrom("subscribers")
    .$if(Boolean(query.q), (qb) => qb.where(containsAny(db, ["name", "email"], query.q)));
  return paged(
    base,
    query.page,
    (qb) =>
      qb
        .select(["id", "name", "email", "source", "status", "created_at"])
        .orderBy("created_at", "desc")
        .orderBy("id", "desc"),
    (r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      source: r.source,
      status: r.status,
      createdAt: r.created_at,
      created: formatStamp(r.created_at),
    }),
  );
}

export const subscribersExport: ExportSpec = {
  table: "subscribers",
  columns: [
    col("id", "id"),
    col("name", "name"),
    col("email", "email"),
    col("source", "source"),
    col("status", "status"),
    col("created_at", "created_at"),
    col("unsubscribed_at", "unsubscribed_at"),
  ],
};
