import { destinations, guide, hubs } from "~/features/content/content.server.ts";
import { registerCacheReset } from "~/lib/cache-resets.server.ts";
import { checkRouteRefs, parseTransportData } from "./references.ts";
import type { Place, Route } from "./types.ts";

/**
 * The structured transport data: places (content/transport/places.json) and routes
 * (content/transport/routes/*.json), validated with every cross-reference when this module is first
 * imported (at build time, and at server start). That shipped data is the baseline; the operator's
 * changes stored in the database (app/features/route-edits, ADR 0018) are merged over it and
 * installed here with `installTransportData`, so every reader below sees the merged view.
 * Import only from loaders and server code. The merged view is refreshed before each request by the
 * root middleware (route-edits/merged.server.ts); `transportVersion()` tells caches built from the
 * data when to rebuild.
 */

const files = import.meta.glob<unknown>(["/content/transport/places.json", "/content/transport/routes/*.json"], {
  eager: true,
  import: "default",
});

export const knownPages = {
  destinations: destinations.map((d) => d.slug),
  hubs: hubs.map((h) => h.id as string),
};

const baseline = parseTransportData(
  Object.fromEntries(Object.entries(files).map(([p, v]) => [p.replace(/^\//, ""), v])),
  knownPages,
);

/** The shipped places and routes, before any change stored in the database. */
export const baselinePlaces: readonly Place[] = baseline.places;
export const baselineRoutes: readonly Route[] = baseline.routes;

/** Every route id another content file names (hub cards, the printable guide): none may go missing. */
export const referencedRouteIds: ReadonlySet<string> = new Set([
  ...hubs.flatMap((h) => [...h.typicalPrice, ...h.typicalDuration]),
  ...guide.regions.flatMap((r) => r.routes.flatMap((g) => g.routes)),
]);

// Hub cards and the printable guide name routes by id: fail the build on a dangling one.
checkRouteRefs(
  "content/transport/hubs.json",
  hubs.flatMap((h, i) => [
    ...h.typicalPrice.map((id, j) => ({ path: `${i}.typicalPrice.${j}`, id })),
    ...h.typicalDuration.map((id, j) => ({ path: `${i}.typicalDuration.${j}`, id })),
  ]),
  baseline.routes,
);
checkRouteRefs(
  "content/transport/guide.json",
  guide.regions.flatMap((r, i) =>
    r.routes.flatMap((g, j) => g.routes.map((id, k) => ({ path: `regions.${i}.routes.${j}.routes.${k}`, id }))),
  ),
  baseline.routes,
);

type Current = {
  places: readonly Place[];
  routes: readonly Route[];
  placeIndex: Map<string, Place>;
  routeIndex: Map<string, Route>;
  version: number;
};

function indexed(places: readonly Place[], routes: readonly Route[], version: number): Current {
  return {
    places,
    routes,
    placeIndex: new Map(places.map((p) => [p.id, p])),
    routeIndex: new Map(routes.map((r) => [r.id, r])),
    version,
  };
}

let current: Current = indexed(baseline.places, baseline.routes, 0);

/**
 * Installs a merged view (baseline plus the database's changes). Only route-edits/merged.server.ts
 * calls this; `version` goes up by one each time, so caches built from the data rebuild.
 */
export function installTransportData(places: readonly Place[], routes: readonly Route[]): void {
  current = indexed(places, routes, current.version + 1);
}

/** Goes back to the shipped data (tests). */
export function resetTransportDataForTests(): void {
  current = indexed(baseline.places, baseline.routes, current.version + 1);
}
registerCacheReset("transport-data", resetTransportDataForTests);

/** Changes each time another merged view is installed: key derived caches (graph, map, index) on it. */
export function transportVersion(): number {
  return current.version;
}

/** Every place, the operator's new places included. */
export function allPlaces(): readonly Place[] {
  return current.places;
}

/** Every route as it stands now (the operator's edits over the shipped data), discontinued ones included. */
export function allRoutes(): readonly Route[] {
  return current.routes;
}

export function placeById(id: string): Place | undefined {
  return current.placeIndex.get(id);
}

export function routeById(id: string): Route | undefined {
  return current.routeIndex.get(id);
}

/** Every place serving a destination page (a destination resolves to these in the planner). */
export function placesForDestination(slug: string): Place[] {
  return current.places.filter((p) => p.destinations.includes(slug));
}

/** The structured data as one plain object (for the planner and the map). */
export function transportData(): { places: readonly Place[]; routes: readonly Route[] } {
  return { places: current.places, routes: current.routes };
}

/**
 * A value computed from the data, kept until the data changes: `perVersion(() => buildGraph(...))`
 * returns a getter that rebuilds when `transportVersion()` moves on.
 */
export function perVersion<T>(build: () => T): () => T {
  let cached: { version: number; value: T } | undefined;
  return () => {
    if (!cached || cached.version !== current.version) cached = { version: current.version, value: build() };
    return cached.value;
  };
}
