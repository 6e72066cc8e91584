import { HUB_IDS } from "~/features/content/constants.ts";
import { destinationBySlug, destinations } from "~/features/content/content.server.ts";
import type { ModeGroup } from "~/features/transport-data/constants.ts";
import { perVersion, transportData } from "~/features/transport-data/data.server.ts";
import {
  type DestinationPoint,
  hubHighlight,
  itineraryHighlight,
  type LinkPreference,
  modeGroupHighlight,
  type NetworkMap,
  networkMap,
  shortDestinationName,
  withDestination,
} from "./adapter.ts";
import type { MapData, MapHighlight } from "./types.ts";

export type { MapData };

const destinationPoints: DestinationPoint[] = destinations.map((d) => ({
  slug: d.slug,
  name: d.name,
  lat: d.coordinates.lat,
  lon: d.coordinates.lng,
}));

const networkFor = (prefer: LinkPreference) =>
  perVersion(() => {
    const { places, routes } = transportData();
    return networkMap(places, routes, destinationPoints, { hubIds: HUB_IDS, prefer });
  });
const networks: Record<LinkPreference, () => NetworkMap> = {
  hub: networkFor("hub"),
  destination: networkFor("destination"),
};

/** The whole network, rebuilt when the operator changes the data (ADR 0018). */
function network(prefer: LinkPreference): NetworkMap {
  return networks[prefer]();
}

const plain = (n: NetworkMap, highlight: MapHighlight = {}): MapData => ({
  places: n.places,
  routes: n.routes,
  highlight,
});

/** /transport: the whole network, nothing highlighted. */
export function transportMap(): MapData {
  return plain(network("hub"));
}

/** /transport/{hub}: the network with the hub's routes highlighted. */
export function hubMap(hubId: string): MapData {
  const { places, routes } = transportData();
  return plain(network("hub"), hubHighlight(places, routes, hubId));
}

/** /transport/{flights|ferries|overland}: the network with that mode group's routes highlighted. */
export function modeMap(group: ModeGroup): MapData {
  return plain(network("hub"), modeGroupHighlight(transportData().routes, group));
}

/** /destinations: every destination guide, as links to their pages; filter results highlighted. */
export function destinationsMap(highlightSlugs: readonly string[] = []): MapData {
  return {
    places: destinationPoints.map((d) => ({
      ...d,
      id: d.slug,
      href: `/destinations/${d.slug}`,
      kind: "destination",
      shortName: shortDestinationName(d.name),
    })),
    routes: [],
    highlight: { places: [...highlightSlugs] },
  };
}

/** /destinations/{slug}: where it is, and the routes of the places that serve it. */
export function destinationMap(slug: string): MapData | null {
  const destination = destinationBySlug(slug);
  if (!destination) return null;
  const { places, routes } = transportData();
  const point = destinationPoints.find((d) => d.slug === slug) as DestinationPoint;
  return withDestination(network("destination"), places, routes, point);
}

/** A planner result (/transport/plan): the network with the itinerary's legs highlighted. */
export function itineraryMap(legRouteIds: readonly string[], placeIds: readonly string[] = []): MapData {
  return plain(network("hub"), itineraryHighlight(legRouteIds, placeIds));
}
