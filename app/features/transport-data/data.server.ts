import { destinations, guide, hubs } from "~/features/guide/content.server.ts";
import { checkRouteRefs, parseTransportData } from "./references.ts";
import type { Place, Route } from "./types.ts";

/**
 * The structured transport data: places (content/transport/places.json) and routes
 * (content/transport/routes/*.json), validated with every cross-reference when this module is first
 * imported (at build time during prerendering, and at server start). Import only from loaders.
 */

const files = import.meta.glob<unknown>(["/content/transport/places.json", "/content/transport/routes/*.json"], {
  eager: true,
  import: "default",
});

const data = parseTransportData(Object.fromEntries(Object.entries(files).map(([p, v]) => [p.replace(/^\//, ""), v])), {
  destinations: destinations.map((d) => d.slug),
  hubs: hubs.map((h) => h.id),
});

export const places: readonly Place[] = data.places;
export const routes: readonly Route[] = data.routes;

// Hub cards and the printable guide name routes by id: fail the build on a dangling one.
checkRouteRefs(
  "content/transport/hubs.json",
  hubs.flatMap((h, i) => [
    ...h.typicalPrice.map((id, j) => ({ path: `${i}.typicalPrice.${j}`, id })),
    ...h.typicalDuration.map((id, j) => ({ path: `${i}.typicalDuration.${j}`, id })),
  ]),
  data.routes,
);
checkRouteRefs(
  "content/transport/guide.json",
  guide.regions.flatMap((r, i) =>
    r.routes.flatMap((g, j) => g.routes.map((id, k) => ({ path: `regions.${i}.routes.${j}.routes.${k}`, id }))),
  ),
  data.routes,
);

const placeIndex = new Map(places.map((p) => [p.id, p]));
const routeIndex = new Map(routes.map((r) => [r.id, r]));

export function placeById(id: string): Place | undefined {
  return placeIndex.get(id);
}

export function routeById(id: string): Route | undefined {
  return routeIndex.get(id);
}

/** Every place serving a destination page (a destination resolves to these in the planner). */
export function placesForDestination(slug: string): Place[] {
  return places.filter((p) => p.destinations.includes(slug));
}

/** The structured data as one plain object (for the planner and the map). */
export function transportData(): { places: readonly Place[]; routes: readonly Route[] } {
  return { places, routes };
}
