/**
 * The transport-data feature's texts: every user-facing string it shows, in one module (issue 29, ADR 0035),
 * so a second language can be added beside it. A text with values is a function.
 */

import {
  type FareKind,
  type PlaceKind,
  type PriceUnit,
  type SourceKind,
  STALE_PRICE_YEARS,
  type TransportMode,
  type Weekday,
} from "./constants.ts";

export const MODE_LABELS: Record<TransportMode, string> = {
  flight: "Flight",
  pelni: "Pelni ship",
  "car-ferry": "Car ferry",
  "fast-boat": "Fast boat",
  "public-boat": "Public boat",
  "charter-boat": "Chartered boat",
  bus: "Bus",
  travel: "Shared “travel” car",
  "car-with-driver": "Car with driver",
};

/** "Rantepao by bus": a route named by its far end, in hub cards and summaries. */
export const MODE_BY: Record<TransportMode, string> = {
  flight: "by air",
  pelni: "by Pelni ship",
  "car-ferry": "by car ferry",
  "fast-boat": "by fast boat",
  "public-boat": "by public boat",
  "charter-boat": "by chartered boat",
  bus: "by bus",
  travel: "by shared car",
  "car-with-driver": "by car with driver",
};

export const PLACE_KIND_LABELS: Record<PlaceKind, string> = {
  city: "City",
  town: "Town",
  village: "Village",
  airport: "Airport",
  port: "Port",
  "bus-terminal": "Bus terminal",
  island: "Island",
  islands: "Islands",
  park: "Park or reserve",
  lake: "Lake",
  waterfall: "Waterfall",
};

export const PRICE_UNIT_LABELS: Record<PriceUnit, string> = {
  seat: "per person",
  boat: "per boat",
  car: "per car",
};

/** Beside a fare of that kind; regular fares carry no label. */
export const FARE_KIND_LABELS: Record<FareKind, string> = {
  regular: "regular fare",
  peak: "peak or holiday fare",
  tour: "tour price, more than the ride alone",
};

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  mon: "Mon",
  tue: "Tue",
  wed: "Wed",
  thu: "Thu",
  fri: "Fri",
  sat: "Sat",
  sun: "Sun",
};

export const SOURCE_KIND_LABELS: Record<SourceKind, string> = {
  editor: "editor",
  operator: "operator",
  "traveller-report": "traveller report",
};

/** Wording for values the data does not hold: shown as unknown, never guessed, never zero. */
export const UNKNOWN_TEXT = {
  duration: "Duration unknown",
  price: "No dated fare found",
  frequency: "Frequency unknown",
  operators: "Operators unknown",
} as const;

export const FREQUENCY_TEXT = {
  daily: "Daily",
  /** Before the times leaving one end of a route: "from Wangi-Wangi at 11:00". */
  departuresFrom: (place: string) => `from ${place}`,
  /** Before the times leaving the far end where the route's places are not named: "back at 11:00". */
  back: "back",
  onDemand: "On demand (charter)",
  irregular: "Irregular",
  unknown: UNKNOWN_TEXT.frequency,
} as const;

export const UNDATED_TEXT = "undated";

/** The visible marker on an old or undated price, and the note that explains it once per page. */
export const PRICE_AGE_TEXT = {
  marker: "may be out of date",
  note: (date: string) =>
    `Prices marked “may be out of date” were more than ${STALE_PRICE_YEARS} years old on ${date}, or are undated: check before you travel.`,
} as const;

/** What each "last checked" stamp covers, so a stamp is never read as the date of a price. */
export const LAST_CHECKED_TEXT = {
  routes: {
    label: "Routes last checked",
    covers: "the date we last compared these routes with their sources; each price carries its own date.",
  },
  hub: {
    label: "Hub facts last checked",
    covers: "the date we last compared this hub and its routes with their sources; each price carries its own date.",
  },
  guide: {
    label: "Guide last checked",
    covers: "the date we last compared this guide's routes with their sources; each price carries its own date.",
  },
} as const;

/**
 * Each route's own check: "Last checked 22 November 2026 · source: editor", its age marker and its
 * change history (issue 18). A route's age is judged by the same STALE_PRICE_YEARS as a price's.
 */
export const ROUTE_CHECK_TEXT = {
  lastChecked: "Last checked",
  /** Beside a route's figure where the route itself is not shown (hub cards, the map's list). */
  oldCheck: `route last checked more than ${STALE_PRICE_YEARS} years ago`,
  source: (label: string) => `source: ${label}`,
  history: "Change history",
  /** Read after "Change history" by screen readers: "Change history of Makassar to Manado, Flight". */
  historyOf: (route: string) => `of ${route}`,
  staleNote: (date: string) =>
    `A route whose “Last checked” date is marked “may be out of date” was last checked more than ${STALE_PRICE_YEARS} years before ${date}: confirm it locally before you travel.`,
} as const;

export const STATUS_TEXT = {
  discontinued: (month: string) => `Stopped ${month}`,
  closedMonths: (months: string) => `Does not run in ${months}`,
  unverified: "Unverified — check locally",
} as const;
