/**
 * The map's own input types, plain and independent of where the data comes from
 * (see adapter.ts for the transport data). Coordinates are WGS84 degrees.
 */

/** How a place is drawn: hubs and towns get a permanent label, smaller places one on hover/focus. */
export type MapPlaceKind = "hub" | "town" | "airport" | "port" | "terminal" | "destination";

export type MapPlace = {
  id: string;
  name: string;
  lat: number;
  lon: number;
  /** The page the marker links to (a site path); null for a place without a page of its own. */
  href: string | null;
  kind: MapPlaceKind;
  /** A shorter name for the label drawn on the map; the link and the list keep `name`. */
  shortName?: string;
};

export type MapMode =
  | "flight"
  | "pelni"
  | "car-ferry"
  | "fast-boat"
  | "public-boat"
  | "charter-boat"
  | "bus"
  | "travel"
  | "car-with-driver";

export type MapRoute = {
  id: string;
  /** Place ids. */
  from: string;
  to: string;
  mode: MapMode;
  discontinued?: boolean;
  /** Flagged unverified in the data: the list after the map says so. */
  unverified?: boolean;
  /** YYYY-MM-DD: a route last checked more than two years ago is marked in the list. */
  lastChecked?: string;
};

/**
 * What a page wants to stand out: places (a destination, a hub) and routes (a hub's or a mode's
 * routes, a planner itinerary). Everything else is drawn muted. Empty means nothing stands out.
 */
export type MapHighlight = {
  places?: readonly string[];
  routes?: readonly string[];
};

/** What a loader hands to <SulawesiMap> (see map.server.ts). */
export type MapData = { places: MapPlace[]; routes: MapRoute[]; highlight: MapHighlight };
