import type { Preference } from "./types.ts";

/**
 * The route planner's limits, labels and user-facing texts (no zod: the form and, later, the offline
 * planner in the browser use them too).
 */

export const PLAN_PATH = "/transport/plan";

/** Longest from/to value accepted in the query (ids and slugs are far shorter). */
export const MAX_ENDPOINT_LENGTH = 80;

export const PREFERENCES: { value: Preference; label: string }[] = [
  { value: "fastest", label: "Fastest" },
  { value: "fewest-changes", label: "Fewest changes" },
  { value: "cheapest", label: "Cheapest" },
];

export const DEFAULT_PREFERENCE: Preference = "fastest";

/**
 * How long caches may keep a plan: the routes change when the operator edits them (ADR 0018), so
 * browsers revalidate and shared caches keep it a few seconds (SHARED_PAGE_CACHE_CONTROL).
 */
export const PLAN_CACHE_CONTROL = "public, max-age=0, s-maxage=5";

export const plannerTexts = {
  title: "Plan a trip",
  metaTitle: "Route planner: from A to B in Sulawesi",
  description:
    "Find how to get between two places in Sulawesi by air, sea and road: every leg with its time, its fares and their dates, how often it runs, and how many days to allow.",
  subtitle:
    "Pick where you start and where you are going. We combine flights, boats and road trips from our checked routes and show the best trade-offs between time, changes and price.",
  formHeading: "Where to?",
  fromLabel: "From",
  toLabel: "To",
  preferenceLabel: "Show first",
  chooseOption: "Choose a place",
  destinationsGroup: "Destinations",
  placesGroup: "Towns, ports and airports",
  submit: "Plan the trip",
  resultsHeading: (from: string, to: string) => `From ${from} to ${to}`,
  itineraryHeading: (n: number) => `Option ${n}`,
  legsHeading: "Legs",
  movingLabel: "On the move",
  daysLabel: "Days to allow",
  priceLabel: "Fares per person",
  changesText: (n: number) => (n === 0 ? "Direct" : n === 1 ? "1 change" : `${n} changes`),
  unverified: "Unverified",
  lastChecked: "Last checked",
  reportChange: "Report a change",
  modePage: (name: string) => `More about ${name}`,
  transferMode: "Local transfer",
  transferText: "Between the airport, port or terminal and the town: taxi, ojek or local bus. Time and fare unknown.",
  closedIn: (months: string) => `Does not run in ${months}.`,
  noPathHeading: "No route found",
  noPath: (from: string, to: string) =>
    `We have no connection from ${from} to ${to} in our route data: no chain of flights, boats and road trips we know of links them.`,
  nearTarget: (from: string, to: string) => `Places you can reach from ${from} that lie nearest to ${to}:`,
  nearOrigin: (from: string, to: string) => `Places near ${from} from which ${to} can be reached:`,
  kmAway: (km: number) => `about ${km} km away`,
  planFrom: "Plan from here",
  howItWorksHeading: "How the planner works",
  howItWorks: [
    "Times on the move add up each leg's scheduled or reported duration. Days to allow also count the longest wait for each departure: up to a day for a daily service, about three and a half days for a twice-weekly ferry, and the longest gap for boats that sail on fixed weekdays.",
    "Fares are one-way, per person, with the date each was seen. A fare we do not know is counted as unknown, never as zero, and a boat or car hired whole is listed apart.",
    "Boats in eastern Indonesia are often delayed by weather, and schedules change: confirm each leg locally before you rely on it.",
  ],
  mapSlotLabel: "Map of this trip",
  sameAgainHint: "Change the search",
} as const;

/** The messages of a 400 answer: each says what was wrong and what to do. */
export const PLAN_ERRORS = {
  missing: "Choose both where you start and where you are going.",
  tooLong: "That place name is too long. Choose a place from the list.",
  unknownFrom: "We do not know the place you start from. Choose one from the list.",
  unknownTo: "We do not know the place you are going to. Choose one from the list.",
  same: "Where you start and where you are going are the same place. Choose two different places.",
  preference: "Choose fastest, fewest changes or cheapest.",
} as const;

export const PLAN_ERROR_HEADING = "We could not plan that trip";
