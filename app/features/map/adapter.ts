import { MODE_GROUP_OF, type ModeGroup } from "~/features/transport-data/constants.ts";
import type { Place, Route } from "~/features/transport-data/types.ts";
import type { MapHighlight, MapPlace, MapPlaceKind, MapRoute } from "./types.ts";

/**
 * Turns the structured transport data (app/features/transport-data) and the destination guides into
 * the map's plain input. Pure: the loaders pass the data in (map.server.ts).
 *
 * A place without coordinates of its own is drawn where it belongs, never at a guessed point: an
 * airport, port or terminal at its town (`partOf`), a village or island at the one destination it
 * serves (the guide's point for that destination). A place that resolves to neither is left off.
 */

/** A destination guide's point and name (content/destinations). */
export type DestinationPoint = { slug: string; name: string; lat: number; lon: number };

export type NetworkMap = {
  places: MapPlace[];
  routes: MapRoute[];
  /** Each transport place's id to the id of the marker it is drawn at (itself, its town, its destination). */
  markerOf: ReadonlyMap<string, string>;
};

export type LinkPreference = "hub" | "destination";

const destinationMarkerId = (slug: string) => `destination:${slug}`;

/**
 * A destination guide's name, short enough for a label on a phone: "Gorontalo (Botubarani whale
 * sharks, Olele)" is labelled "Gorontalo", "Selayar & Taka Bonerate National Park" "Selayar".
 */
export function shortDestinationName(name: string): string {
  const short = name
    .replace(/\s*\(.*\)\s*$/, "")
    .replace(/\s+(National Marine Park|National Park|Nature Reserve|Highlands)$/, "")
    .split(/\s*(?:&|–)\s*/)[0]
    ?.trim();
  return short || name;
}

function kindOf(place: Place, hubIds: ReadonlySet<string>): MapPlaceKind {
  if (hubIds.has(place.id)) return "hub";
  switch (place.kind) {
    case "city":
    case "town":
      return "town";
    case "airport":
      return "airport";
    case "port":
      return "port";
    case "bus-terminal":
      return "terminal";
    default:
      return "destination";
  }
}

/** The page a place's marker links to: its hub page or its destination page, in the order preferred. */
export function placeHref(place: Place, prefer: LinkPreference): string | null {
  const hub = place.hubs[0] ? `/transport/${place.hubs[0]}` : null;
  const destination = place.destinations[0] ? `/destinations/${place.destinations[0]}` : null;
  return prefer === "hub" ? (hub ?? destination) : (destination ?? hub);
}

type Resolver = {
  markerOf: Map<string, string>;
  destinationMarkers: Map<string, MapPlace>;
};

function resolveMarkers(places: readonly Place[], destinations: readonly DestinationPoint[]): Resolver {
  const byId = new Map(places.map((p) => [p.id, p]));
  const guides = new Map(destinations.map((d) => [d.slug, d]));
  // A destination served by a town or site with its own point is drawn at that place.
  const placeForDestination = new Map<string, string>();
  for (const p of places) {
    // Airports and ports stand for themselves: a destination they serve gets its own marker.
    if (!p.coordinates || ["airport", "port", "bus-terminal"].includes(p.kind)) continue;
    for (const slug of p.destinations) if (!placeForDestination.has(slug)) placeForDestination.set(slug, p.id);
  }
  const markerOf = new Map<string, string>();
  const destinationMarkers = new Map<string, MapPlace>();
  const resolve = (place: Place, depth: number): string | null => {
    if (place.coordinates) return place.id;
    const parent = place.partOf ? byId.get(place.partOf) : undefined;
    if (parent && depth < 4) return resolve(parent, depth + 1);
    const [slug, ...others] = place.destinations;
    if (!slug || others.length > 0) return null;
    const at = placeForDestination.get(slug);
    if (at) return at;
    const guide = guides.get(slug);
    if (!guide) return null;
    const id = destinationMarkerId(slug);
    destinationMarkers.set(id, {
      id,
      name: guide.name,
      shortName: shortDestinationName(guide.name),
      lat: guide.lat,
      lon: guide.lon,
      href: `/destinations/${slug}`,
      kind: "destination",
    });
    return id;
  };
  for (const p of places) {
    const marker = resolve(p, 0);
    if (marker) markerOf.set(p.id, marker);
  }
  return { markerOf, destinationMarkers };
}

/** The whole network as the map draws it: a marker per drawable point, a line per route. */
export function networkMap(
  places: readonly Place[],
  routes: readonly Route[],
  destinations: readonly DestinationPoint[],
  options: { hubIds: readonly string[]; prefer: LinkPreference },
): NetworkMap {
  const hubIds = new Set(options.hubIds);
  const { markerOf, destinationMarkers } = resolveMarkers(places, destinations);
  const mapPlaces: MapPlace[] = places.flatMap((p) =>
    p.coordinates
      ? [
          {
            id: p.id,
            name: p.name,
            lat: p.coordinates.lat,
            lon: p.coordinates.lon,
            href: placeHref(p, options.prefer),
            kind: kindOf(p, hubIds),
            // "Sam Ratulangi International Airport" is labelled by its code, MDC; its link keeps the name.
            ...(p.kind === "airport" && p.code ? { shortName: p.code } : {}),
          },
        ]
      : [],
  );
  const mapRoutes: MapRoute[] = [];
  for (const r of routes) {
    const from = markerOf.get(r.from);
    const to = markerOf.get(r.to);
    if (!from || !to || from === to) continue;
    mapRoutes.push({
      id: r.id,
      from,
      to,
      mode: r.mode,
      discontinued: r.status.state === "discontinued",
      unverified: r.unverified,
      lastChecked: r.lastChecked,
    });
  }
  return { places: [...mapPlaces, ...destinationMarkers.values()], routes: mapRoutes, markerOf };
}

/** A hub page: the routes that touch any place of the hub, and the hub's own marker. */
export function hubHighlight(places: readonly Place[], routes: readonly Route[], hubId: string): MapHighlight {
  const ofHub = new Set(places.filter((p) => p.id === hubId || p.hubs.includes(hubId)).map((p) => p.id));
  return {
    places: places.some((p) => p.id === hubId) ? [hubId] : [],
    routes: routes.filter((r) => ofHub.has(r.from) || ofHub.has(r.to)).map((r) => r.id),
  };
}

/** A mode page (/transport/flights, /ferries, /overland): every route of its modes. */
export function modeGroupHighlight(routes: readonly Route[], group: ModeGroup): MapHighlight {
  return { routes: routes.filter((r) => MODE_GROUP_OF[r.mode] === group).map((r) => r.id) };
}

/**
 * A destination page: the destination's own point, added when no transport place is drawn for it,
 * and the routes of the places serving it, highlighted.
 */
export function withDestination(
  network: NetworkMap,
  places: readonly Place[],
  routes: readonly Route[],
  destination: DestinationPoint,
): { places: MapPlace[]; routes: MapRoute[]; highlight: MapHighlight } {
  const serving = new Set(places.filter((p) => p.destinations.includes(destination.slug)).map((p) => p.id));
  const drawn = new Set(network.places.map((p) => p.id));
  const guideMarker = destinationMarkerId(destination.slug);
  const markerId = drawn.has(guideMarker) ? guideMarker : ([...serving].find((id) => drawn.has(id)) ?? guideMarker);
  const extra: MapPlace[] = drawn.has(markerId)
    ? []
    : [
        {
          ...destination,
          id: markerId,
          href: `/destinations/${destination.slug}`,
          kind: "destination",
          shortName: shortDestinationName(destination.name),
        },
      ];
  return {
    places: [...network.places, ...extra],
    routes: network.routes,
    highlight: {
      places: [markerId],
      routes: routes.filter((r) => serving.has(r.from) || serving.has(r.to)).map((r) => r.id),
    },
  };
}

/**
 * A planner itinerary: its legs, by route id, in order, and the places where it starts, changes and
 * ends (a stretch of a longer route, Palu to Poso on the Palu–Ampana bus, lights its own stop).
 */
export function itineraryHighlight(legRouteIds: readonly string[], placeIds: readonly string[] = []): MapHighlight {
  return placeIds.length > 0 ? { routes: [...legRouteIds], places: [...placeIds] } : { routes: [...legRouteIds] };
}
