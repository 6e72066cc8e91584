import { HUB_IDS } from "~/features/content/constants.ts";
import { destinationBySlug, destinations, guideContent } from "~/features/content/content.server.ts";
import type { ModeGroup } from "~/features/transport-data/constants.ts";
import { perVersion, placeById, transportData } from "~/features/transport-data/data.server.ts";
import { placeName } from "~/features/transport-data/format.ts";
import type { Locale } from "~/lib/locale.ts";
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

/** A destination guide's name in `locale` (the content/id overlay's in Indonesian), English when it has none. */
function destinationNameIn(slug: string, english: string, locale: Locale): string {
  return guideContent(locale).destinations.find((d) => d.slug === slug)?.name ?? english;
}

/**
 * The map in the page's language (issue 31): each marker's name, as the list after the map shows it
 * and its label draws it, is the place's name in `locale` (placeName: the data's local name, as the
 * transport pages and the planner write it) or the destination guide's Indonesian name. English is
 * the map as it is; an airport keeps its code as its label.
 */
function inLocale(data: MapData, locale: Locale): MapData {
  if (locale === "en") return data;
  const places = data.places.map((p) => {
    // A destination guide's own marker (its id the slug, or "destination:" and the slug); a place of
    // the data linking to a guide keeps the place's name, as on the English map.
    const slug = p.id.replace(/^destination:/, "");
    if (p.kind === "destination" && p.href === `/destinations/${slug}`) {
      const name = destinationNameIn(slug, p.name, locale);
      return { ...p, name, ...(p.shortName === undefined ? {} : { shortName: shortDestinationName(name) }) };
    }
    const place = placeById(p.id);
    if (!place) return p;
    const name = placeName(place, locale);
    const shortName = p.shortName === undefined || p.shortName === p.name ? undefined : p.shortName;
    return { ...p, name, ...(shortName === undefined ? {} : { shortName }) };
  });
  return { ...data, places };
}

/** /transport: the whole network, nothing highlighted. */
export function transportMap(locale: Locale = "en"): MapData {
  return inLocale(plain(network("hub")), locale);
}

/** /transport/{hub}: the network with the hub's routes highlighted. */
export function hubMap(hubId: string, locale: Locale = "en"): MapData {
  const { places, routes } = transportData();
  return inLocale(plain(network("hub"), hubHighlight(places, routes, hubId)), locale);
}

/** /transport/{flights|ferries|overland}: the network with that mode group's routes highlighted. */
export function modeMap(group: ModeGroup, locale: Locale = "en"): MapData {
  return inLocale(plain(network("hub"), modeGroupHighlight(transportData().routes, group)), locale);
}

/** /destinations: every destination guide, as links to their pages; filter results highlighted. */
export function destinationsMap(highlightSlugs: readonly string[] = [], locale: Locale = "en"): MapData {
  return inLocale(
    {
      places: destinationPoints.map((d) => ({
        ...d,
        id: d.slug,
        href: `/destinations/${d.slug}`,
        kind: "destination",
        shortName: shortDestinationName(d.name),
      })),
      routes: [],
      highlight: { places: [...highlightSlugs] },
    },
    locale,
  );
}

/** /destinations/{slug}: where it is, and the routes of the places that serve it. */
export function destinationMap(slug: string, locale: Locale = "en"): MapData | null {
  const destination = destinationBySlug(slug);
  if (!destination) return null;
  const { places, routes } = transportData();
  const point = destinationPoints.find((d) => d.slug === slug) as DestinationPoint;
  return inLocale(withDestination(network("destination"), places, routes, point), locale);
}

/** A planner result (/transport/plan): the network with the itinerary's legs highlighted. */
export function itineraryMap(
  legRouteIds: readonly string[],
  placeIds: readonly string[] = [],
  locale: Locale = "en",
): MapData {
  return inLocale(plain(network("hub"), itineraryHighlight(legRouteIds, placeIds)), locale);
}
