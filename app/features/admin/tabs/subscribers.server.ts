import type { Expression, ExpressionBuilder, SqlBool } from "kysely";
import { getDb } from "~/lib/db/index.server.ts";
import type { Database } from "~/lib/db/schema.ts";
import type { SubscriberFilter, SubscriberState } from "../constants.ts";
import { exportColumn as col, type ExportSpec } from "../csv.server.ts";
import { containsAny, type Db, formatStamp, type Paged, paged } from "../listing.server.ts";
import type { DashboardQuery } from "../schema.ts";

/**
 * The Subscribers tab: the newsletter's subscribers, searchable by name or email and filtered by
 * state (double opt-in, docs/decisions/0013-newsletter-double-opt-in.md): only confirmed ones count,
 * so they are the default view, the count card and the CSV export.
 */

export type SubscriberRow = {
  id: string;
  name: string | null;
  email: string;
  source: string;
  state: SubscriberState;
  createdAt: string;
  created: string;
  /** When the owner confirmed, or null. */
  confirmed: string | null;
};

/** The rows in one state (app/features/newsletter/newsletter.server.ts defines the states). */
export function inState(state: SubscriberState) {
  return (eb: ExpressionBuilder<Database, "subscribers">): Expression<SqlBool> => {
    if (state === "unsubscribed") return eb("status", "=", "unsubscribed");
    return eb.and([eb("status", "=", "subscribed"), eb("confirmed_at", state === "confirmed" ? "is not" : "is", null)]);
  };
}

function stateOf(row: { status: string; confirmed_at: string | null }): SubscriberState {
  if (row.status === "unsubscribed") return "unsubscribed";
  return row.confirmed_at ? "confirmed" : "pending";
}

export async function listSubscribers(query: DashboardQuery, db: Db = getDb()): Promise<Paged<SubscriberRow>> {
  const filter: SubscriberFilter = query.state;
  const base = db
    .selectFrom("subscribers")
    .$if(filter !== "all", (qb) => qb.where(inState(filter as SubscriberState)))
    .$if(Boolean(query.q), (qb) => qb.where(containsAny(db, ["name", "email"], query.q)));
  return paged(
    base,
    query.page,
    (qb) =>
      qb
        .select(["id", "name", "email", "source", "status", "created_at", "confirmed_at"])
        .orderBy("created_at", "desc")
        .orderBy("id", "desc"),
    (r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      source: r.source,
      state: stateOf(r),
      createdAt: r.created_at,
      created: formatStamp(r.created_at),
      confirmed: r.confirmed_at ? formatStamp(r.confirmed_at) : null,
    }),
  );
}

/** Confirmed subscribers only: the export is the mailing list, and only they asked for it. */
export const subscribersExport: ExportSpec = {
  table: "subscribers",
  where: inState("confirmed"),
  columns: [
    col("id", "id"),
    col("name", "name"),
    col("email", "email"),
    col("source", "source"),
    col("created_at", "created_at"),
    col("confirmed_at", "confirmed_at"),
  ],
};
