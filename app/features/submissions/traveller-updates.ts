import { HUB_IDS } from "~/features/content/constants.ts";
import type { HubId } from "~/features/content/schema.ts";
import { ROUTE_OPTIONS } from "~/features/submissions/constants.ts";

/**
 * Approved transport updates are published on the transport hub pages they concern. An update's
 * `route` is one of the submit form's options ("Makassar - Manado", "Ampana - Togean Islands", ...):
 * it belongs to every hub city named in it ("Makassar - Manado" shows on /transport/makassar and
 * /transport/manado). "Other route" names no hub and is shown nowhere (the operator can still read it
 * in the dashboard).
 */

export function hubsForRoute(route: string): HubId[] {
  const places = route
    .toLowerCase()
    .split(/\s+-\s+/)
    .map((p) => p.trim());
  return HUB_IDS.filter((hub) => places.includes(hub));
}

/** The route options whose updates appear on `hub`'s page. */
export function routesForHub(hub: HubId): string[] {
  return ROUTE_OPTIONS.filter((route) => hubsForRoute(route).includes(hub));
}

/** How an approved update is shown on a public page: no submitter name or contact, text only. */
export type TravellerUpdate = {
  id: string;
  route: string;
  /** YYYY-MM-DD or null. */
  travelDate: string | null;
  changes: string;
  price: string | null;
  operator: string | null;
  /** YYYY-MM-DD of approval, in ADMIN_TIME_ZONE. */
  publishedOn: string;
};
