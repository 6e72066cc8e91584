import type { TransportMode } from "~/features/transport-data/constants.ts";

/**
 * Fixed facts of the open transport data (issue 33, docs/decisions/0031-open-transport-data.md): its
 * addresses, licence, time zones and GTFS codes. No zod, no user-facing prose (that is in texts.ts).
 */

/** The page explaining the data, and the files it publishes. */
export const DATA_PAGE_PATH = "/data";

export const DATA_FILES = {
  dataset: { name: "sulawesi-transport.json", contentType: "application/json; charset=utf-8" },
  schema: { name: "sulawesi-transport.schema.json", contentType: "application/schema+json; charset=utf-8" },
  places: { name: "places.csv", contentType: "text/csv; charset=utf-8; header=present" },
  routes: { name: "routes.csv", contentType: "text/csv; charset=utf-8; header=present" },
  fares: { name: "fares.csv", contentType: "text/csv; charset=utf-8; header=present" },
  gtfs: { name: "gtfs.zip", contentType: "application/zip" },
} as const;
export type DataFileKey = keyof typeof DATA_FILES;

export const dataFilePath = (key: DataFileKey) => `${DATA_PAGE_PATH}/${DATA_FILES[key].name}`;

/** The file a /data/{name} address asks for, or undefined. */
export function dataFileKey(name: string): DataFileKey | undefined {
  return (Object.keys(DATA_FILES) as DataFileKey[]).find((k) => DATA_FILES[k].name === name);
}

export const LICENCE = {
  id: "CC-BY-4.0",
  name: "Creative Commons Attribution 4.0 International",
  url: "https://creativecommons.org/licenses/by/4.0/",
} as const;

/** Every place in Sulawesi's provinces keeps WITA (UTC+8); the GTFS agencies use it. */
export const WITA = "Asia/Makassar";

/**
 * Time zones of the places outside Sulawesi (region null), by place id. A place outside Sulawesi that
 * is not listed here has no known zone: it is left out of the GTFS stops (and its services with it)
 * rather than given a guessed zone. Bali keeps WITA; Java keeps WIB (Asia/Jakarta).
 */
export const OUTSIDE_SULAWESI_TIME_ZONES: Readonly<Record<string, string>> = {
  "jakarta-airport": "Asia/Jakarta",
  "surabaya-airport": "Asia/Jakarta",
  "denpasar-airport": WITA,
};

/**
 * Minutes to add to a local time in each zone a stop may have to get WITA (Indonesia keeps no summer
 * time). The data gives departures in the local time of the place they leave (ADR 0026); the feed
 * writes every time in WITA, its agencies' zone. Only zones west of WITA are listed, so a converted
 * time never falls on the day before.
 */
export const MINUTES_BEHIND_WITA: Readonly<Record<string, number>> = {
  [WITA]: 0,
  "Asia/Jakarta": 60,
};

/**
 * GTFS route_type per mode: 3 bus and 4 ferry are basic types; air has none among the basic types,
 * so flights use the extended type 1100 (Air Service), which the GTFS reference's route_type
 * extensions list and the common consumers read. Shared "travel" cars are 1501 (Communal Taxi
 * Service). A car with a driver is private hire, not a public service: it is never in the feed.
 */
export const GTFS_ROUTE_TYPES: Record<TransportMode, number | null> = {
  flight: 1100,
  pelni: 4,
  "car-ferry": 4,
  "fast-boat": 4,
  "public-boat": 4,
  "charter-boat": 4,
  bus: 3,
  travel: 1501,
  "car-with-driver": null,
};

/**
 * How long the GTFS calendars run from the day the data last changed. Data nobody has touched for a
 * year lets the feed expire, rather than have routers keep planning on unchecked times.
 */
export const FEED_DAYS = 365;

/** Separator of list values (via, operators, departures ...) inside one CSV cell. */
export const CSV_LIST_SEPARATOR = " | ";

/** Why a service (one direction of a route) is not in the GTFS feed; labels in texts.ts. */
export const EXCLUSION_REASONS = [
  "discontinued",
  "private-hire",
  "no-times",
  "no-days",
  "no-arrival",
  "no-stop",
  "no-operator",
  "several-operators",
] as const;
export type ExclusionReason = (typeof EXCLUSION_REASONS)[number];
