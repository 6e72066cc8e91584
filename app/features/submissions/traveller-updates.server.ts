import type { HubId } from "~/features/content/schema.ts";
import { routeValuesForHub } from "~/features/submissions/route-options.server.ts";
import { config } from "~/lib/config.server.ts";
import { isoDateIn } from "~/lib/dates.ts";
import { getDb } from "~/lib/db/index.server.ts";
import { routesForHub, type TravellerUpdate } from "./traveller-updates.ts";

/**
 * The newest approved transport updates for a hub page (at most `limit`), newest approval first,
 * dated by the day of approval in the operator's time zone (ADMIN_TIME_ZONE), the calendar the
 * operator approved it on.
 */
export async function approvedUpdatesForHub(hub: HubId, limit = 10, db = getDb()): Promise<TravellerUpdate[]> {
  // The spec's "From - To" choices and the data routes ("From - To (Mode)") that touch this hub.
  const routes = [...routesForHub(hub), ...routeValuesForHub(hub)];
  const timeZone = config().ADMIN_TIME_ZONE;
  if (routes.length === 0) return [];
  const rows = await db
    .selectFrom("transport_updates")
    .select(["id", "route", "travel_date", "changes", "price", "operator", "reviewed_at", "created_at"])
    .where("status", "=", "approved")
    .where("route", "in", routes)
    .orderBy("reviewed_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    route: r.route,
    travelDate: r.travel_date,
    changes: r.changes,
    price: r.price,
    operator: r.operator,
    publishedOn: isoDateIn(new Date(r.reviewed_at ?? r.created_at), timeZone),
  }));
}
