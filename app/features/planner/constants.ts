import { formatIdr } from "~/features/transport-data/format.ts";
import { BALANCE } from "./rules.ts";
import type { Preference } from "./types.ts";

/**
 * The route planner's limits, labels and user-facing texts (no zod: the form and, later, the offline
 * planner in the browser use them too).
 */

export const PLAN_PATH = "/transport/plan";

/** Longest from/to value accepted in the query (ids and slugs are far shorter). */
export const MAX_ENDPOINT_LENGTH = 80;

export const PREFERENCES: { value: Preference; label: string }[] = [
  { value: "best", label: "Best balance" },
  { value: "fastest", label: "Fastest" },
  { value: "fewest-changes", label: "Fewest changes" },
  { value: "cheapest", label: "Cheapest" },
];

export const DEFAULT_PREFERENCE: Preference = "best";

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
  resultsMetaTitle: (from: string, to: string) => `From ${from} to ${to}: route planner`,
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
  sailsOn: "The same ship sails on from here: stay on board.",
  runsAllYear: "Every month, as far as our sources say.",
  runsExcept: (months: string) => `Every month except ${months}.`,
  runsFrom: (place: string, pattern: string) => `From ${place}: ${pattern}`,
  timesUnknown: (place: string) => `departure times from ${place} unknown`,
  monthsLabel: "Months",
  runsLabel: "Runs",
  durationLabel: "Duration",
  faresLabel: "Fares",
  operatorsLabel: "Operators",
  waitOnDayLabel: "On your date",
  waitOnDay: (wait: string) => `next departure in about ${wait}`,
  partOf: (from: string, to: string) => `Part of the ${from} – ${to} route: get off at the stop you need.`,
  partDuration: "Not known for this part of the route",
  estimated: (text: string) => `about ${text}, estimated from the distance and similar routes`,
  movingEstimate: (text: string, legs: string) => `about ${text} estimated for ${legs} of unknown duration`,
  faresEstimate: (text: string) => `about ${text} estimated, used to rank`,
  daysWithEstimates: (days: string) => `about ${days} (includes estimates)`,
  hiresNote: (n: string) => `${n}: priced per boat or car, on the leg, not in this total`,
  notTotalled: "not in the total",
  routePage: "Route details",
  reasonsLabel: "Why this option",
  reasons: {
    best: "Best balance of time, fares and changes",
    fastest: "Fastest",
    cheapest: "Cheapest",
    "fewest-changes": "Fewest changes",
    "next-best": "Another way: the next best balance of time, fares and changes",
  },
  showOnMap: (n: number) => `Show option ${n} on the map`,
  mapShows: (n: number) => `The map shows option ${n} in colour; the rest of the network is faded.`,
  dateLabel: "Travel date (optional)",
  monthLabel: "Or the month you travel (optional)",
  anyMonth: "Any month",
  dateHint:
    "With a date we count the real wait for boats that sail on set days and leave out services that do not run then. Without one, each leg says on which days and months it runs.",
  forDate: (date: string) => `For travel on ${date}.`,
  forMonth: (month: string) => `For travel in ${month}.`,
  withoutDate: "No travel date given: waits are the longest between departures, and each leg says when it runs.",
  noPathHeading: "No route found",
  noPath: (from: string, to: string) =>
    `We have no connection from ${from} to ${to} in our route data: no chain of flights, boats and road trips we know of links them.`,
  nearTarget: (from: string, to: string) => `Places you can reach from ${from} that lie nearest to ${to}:`,
  nearOrigin: (from: string, to: string) => `Places near ${from} from which ${to} can be reached:`,
  kmAway: (km: number) => `about ${km} km away`,
  planFrom: "Plan from here",
  howItWorksHeading: "How the planner works",
  howItWorks: [
    "Times on the move add up each leg's scheduled or reported duration. Days to allow also count the longest wait for each departure: up to a day for a daily service, about three and a half days for a twice-weekly ferry, and the longest gap for boats that sail on fixed weekdays. Give a travel date and the waits follow the timetable instead.",
    "Totals add only regular one-way fares per person, each with the date it was seen. Peak, holiday and tour prices are shown on their leg and never added; a boat or car hired whole stays priced per boat or car.",
    "Where our sources give no duration, frequency or fare, the planner estimates one to rank the options, and says so: from another route between the same places, or from the distance and the routes of the same kind we know (the upper quarter of their times and fares per km, never below the lowest known), and for an unknown frequency the longer waits of similar services. A local transfer counts as 45 minutes.",
    `Options are ordered by the best balance of time, fares and changes unless you choose otherwise: time on the move counts in full, waits for a departure a quarter (you spend them in town), an hour as ${formatIdr(BALANCE.idrPerHour)} and each change as two hours. An option much slower than another without being much cheaper, or much dearer without being much faster, is left out, as is any trip that passes the same place twice or leaves Sulawesi when a way inside exists.`,
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
  preference: "Choose best balance, fastest, fewest changes or cheapest.",
  date: "Enter the travel date as a day of the calendar, for example 2026-12-24, or leave it empty.",
  month: "Choose a month from the list, or leave it empty.",
  show: "Choose one of the options shown to draw it on the map.",
} as const;

export const PLAN_ERROR_HEADING = "We could not plan that trip";
