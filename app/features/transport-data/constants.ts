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

/** What a price is for: one traveller's seat, a whole chartered boat, or a whole car (or a car on a ferry). */
export const PRICE_UNITS = ["seat", "boat", "car"] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];

/**
 * What a fare buys (issue 27 point 3, ADR 0026): "regular" is the ordinary price of the ride;
 * "peak" a peak, holiday, Lebaran, Christmas or last-seat price; "tour" a price that includes more
 * than the ride (a day tour with lunch). Only regular fares are added into a journey's total.
 */
export const FARE_KINDS = ["regular", "peak", "tour"] as const;
export type FareKind = (typeof FARE_KINDS)[number];

export const TRIP_KINDS = ["one-way", "return"] as const;
export type TripKind = (typeof TRIP_KINDS)[number];

export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

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

/** A price older than this many years (or undated) is marked "may be out of date" (issue 19). */
export const STALE_PRICE_YEARS = 2;

/**
 * Beside a route note shown in English on a page in another language (issue 31): the Indonesian
 * edition shows the English note, marked lang="en", until the operator writes the Indonesian one.
 * Keyed by the page's language.
 */
export const NOTE_IN_ENGLISH_TEXT = {
  en: "(in English)",
  id: "(dalam bahasa Inggris)",
} as const satisfies Record<"en" | "id", string>;

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

/**
 * The time zone of the places outside WITA (Asia/Makassar, all of Sulawesi and Bali): a timetable
 * between two zones labels its times (issue 31 point 3: "09:25 WITA", "06:00 WIB").
 */
export const PLACE_TIME_ZONES: Readonly<Record<string, string>> = {
  "jakarta-airport": "Asia/Jakarta",
  "surabaya-airport": "Asia/Jakarta",
};

export const DEFAULT_PLACE_TIME_ZONE = "Asia/Makassar";
