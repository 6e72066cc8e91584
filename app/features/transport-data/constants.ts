/**
 * Value lists and user-facing wording of the structured transport data (no zod: safe for code
 * that runs in the browser, the planner and the map). The schemas in schema.ts build on these.
 */

/** How a route is travelled. One mode per route: a journey mixing modes is several routes. */
export const TRANSPORT_MODES = [
  "flight",
  "pelni",
  "car-ferry",
  "fast-boat",
  "public-boat",
  "charter-boat",
  "bus",
  "travel",
  "car-with-driver",
] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];

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

/** The three mode pages (/transport/flights, /ferries, /overland) and the modes each one lists. */
export const MODE_GROUPS = ["flights", "ferries", "overland"] as const;
export type ModeGroup = (typeof MODE_GROUPS)[number];

export const MODE_GROUP_OF: Record<TransportMode, ModeGroup> = {
  flight: "flights",
  pelni: "ferries",
  "car-ferry": "ferries",
  "fast-boat": "ferries",
  "public-boat": "ferries",
  "charter-boat": "ferries",
  bus: "overland",
  travel: "overland",
  "car-with-driver": "overland",
};

/** Route files in content/transport/routes/, one per mode group. */
export const ROUTE_FILE_OF_GROUP: Record<ModeGroup, string> = {
  flights: "flights.json",
  ferries: "sea.json",
  overland: "road.json",
};

export const PLACE_KINDS = [
  "city",
  "town",
  "village",
  "airport",
  "port",
  "bus-terminal",
  "island",
  "islands",
  "park",
  "lake",
  "waterfall",
] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

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

/** What a price is for: one traveller's seat, a whole chartered boat, or a whole car (or a car on a ferry). */
export const PRICE_UNITS = ["seat", "boat", "car"] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

export const PRICE_UNIT_LABELS: Record<PriceUnit, string> = {
  seat: "per person",
  boat: "per boat",
  car: "per car",
};

/**
 * What a fare buys (issue 27 point 3, ADR 0026): "regular" is the ordinary price of the ride;
 * "peak" a peak, holiday, Lebaran, Christmas or last-seat price; "tour" a price that includes more
 * than the ride (a day tour with lunch). Only regular fares are added into a journey's total.
 */
export const FARE_KINDS = ["regular", "peak", "tour"] as const;
export type FareKind = (typeof FARE_KINDS)[number];

/** Beside a fare of that kind; regular fares carry no label. */
export const FARE_KIND_LABELS: Record<FareKind, string> = {
  regular: "regular fare",
  peak: "peak or holiday fare",
  tour: "tour price, more than the ride alone",
};

export const TRIP_KINDS = ["one-way", "return"] as const;
export type TripKind = (typeof TRIP_KINDS)[number];

export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  mon: "Mon",
  tue: "Tue",
  wed: "Wed",
  thu: "Thu",
  fri: "Fri",
  sat: "Sat",
  sun: "Sun",
};

export const FREQUENCY_KINDS = [
  "daily",
  "weekly",
  "weekdays",
  "every-n-days",
  "on-demand",
  "irregular",
  "unknown",
] as const;
export type FrequencyKind = (typeof FREQUENCY_KINDS)[number];

export const SOURCE_KINDS = ["editor", "operator", "traveller-report"] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

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

/** A price older than this many years (or undated) is marked "may be out of date" (issue 19). */
export const STALE_PRICE_YEARS = 2;

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

/**
 * Operators' official web addresses and accounts as the facts sheet gives them, and only those
 * (issue 19 point 7; /work/shared/content/sulawesi-facts.md §3f and §8h: Ferizy at trip.ferizy.com,
 * ASDP fares on asdp.id, ASDP Luwuk's schedules on Instagram @asdp.luwuk, DAMRI's routes on Instagram
 * @damriindonesia). Where the content names one, it becomes a link. The facts sheet gives no WhatsApp
 * number and no address of PELNI's website, so none is linked.
 */
export const OFFICIAL_LINKS: readonly { text: string; href: string }[] = [
  { text: "trip.ferizy.com", href: "https://trip.ferizy.com/" },
  { text: "asdp.id", href: "https://asdp.id/" },
  { text: "@asdp.luwuk", href: "https://www.instagram.com/asdp.luwuk/" },
  { text: "@damriindonesia", href: "https://www.instagram.com/damriindonesia/" },
];
