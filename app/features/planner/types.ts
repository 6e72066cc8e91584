import type { TransportMode } from "~/features/transport-data/constants.ts";

/**
 * The planner's own input and output shapes. Plain data (the one import is a type): the same search runs on the
 * server and in the browser's offline worker (ADR 0019). from-transport-data.ts maps the transport data
 * onto these; ADR 0027 says how unknown figures are estimated for ranking.
 */

/** How often a route runs, as far as the data says. Weekdays: 0 = Sunday ... 6 = Saturday. */
export type PlannerFrequency =
  | { kind: "daily"; perDay?: number | null }
  /** Fractions allowed: every two weeks is 0.5 a week. */
  | { kind: "weekly"; perWeek: number }
  /** Chartered when wanted: no timetable to wait for. */
  | { kind: "on-demand" }
  | { kind: "weekdays"; days: readonly number[] }
  | { kind: "irregular" }
  | { kind: "unknown" };

/** A range of minutes or rupiah; null when no source gives it. */
export type Range = { min: number; max: number };

export type PlannerPlace = {
  id: string;
  name: string;
  /** Degrees; null when unknown (then the place is never suggested as "nearest"). */
  lat: number | null;
  lon: number | null;
  /** False for a place outside Sulawesi and its islands (Jakarta, Bali): used only when nothing inside serves. */
  inRegion?: boolean;
};

/** The kind of service, for estimates from similar routes (ADR 0027); a local transfer apart. */
export type PlannerMode = TransportMode | "transfer";

/** When a direction runs: how often, at what times (HH:MM, local time) when the data says. */
export type PlannerTimetable = { frequency: PlannerFrequency; departures: readonly string[] };

export type PlannerRoute = {
  /** Unique among the planner's routes (a part of a route between two of its stops gets its own). */
  id: string;
  /** The route of the transport data this comes from (its page: /transport/routes/{id}); "" for a transfer. */
  routeId?: string;
  mode?: PlannerMode;
  from: string;
  to: string;
  /** Stops on the way, in order from `from`: places a traveller passes and could get off at. */
  via?: readonly string[];
  /** The route can be taken from `to` back to `from` too (most can; the data says when not). */
  bothWays: boolean;
  minutes: Range | null;
  /** A part of a longer route: it takes no longer than the whole (minutes of the whole). */
  partOfMinutes?: Range | null;
  /** Regular one-way fare for one traveller, in IDR; null when unknown or not priced per person. */
  price: Range | null;
  /** "seat" prices add up per traveller; a boat or car hire is counted apart, never summed. */
  priceUnit: "seat" | "vehicle" | null;
  /** The price of hiring the whole boat or car, when that is how it is sold. */
  hirePrice?: Range | null;
  frequency: PlannerFrequency;
  /** Departure times from `from`. */
  departures?: readonly string[];
  /** How it runs from `to` back to `from`, when the data says it differs; else as `frequency`. */
  returnTimetable?: PlannerTimetable | null;
  /** Months (1-12) it does not run. */
  closedMonths?: readonly number[];
  /** Who runs it (the data's operators): with the mode, tells when one vessel sails on (graph.ts). */
  operators?: readonly string[];
  discontinued: boolean;
  /**
   * A local transfer between an airport, port or terminal and its town: shown, counted apart, but
   * neither a change nor a criterion (every trip through that airport has it alike).
   */
  transfer?: boolean;
  /**
   * A route of the data between a place and the town it belongs to (an airport taxi or bus): a way of
   * making the local transfer, so two options that differ only there are one option.
   */
  access?: boolean;
};

/** Minutes and rupiah of one leg as ranked: known where the data says, estimated where it does not. */
export type LegFigures = {
  /** Time on board: the middle of the known range, or the estimate. */
  moving: number;
  movingEstimated: boolean;
  /** Expected wait for a departure when the day is not known: half the longest gap, or the estimate. */
  wait: number;
  /** Longest wait for a departure (days to allow); the estimate's when the frequency is unknown. */
  waitMax: number;
  waitEstimated: boolean;
  /** Per-person fare ranked on: the regular fare's lowest, or the estimate; a hire's whole price. */
  cost: number;
  costEstimated: boolean;
};

/**
 * The graph by position: places and legs are numbered, adjacency is in flat arrays (compressed sparse
 * rows) and each leg's figures are in typed arrays. The search reads only numbers, which keeps it fast
 * on a busy machine (following object pointers per leg cost more than the search itself).
 */
export type PlannerGraph = {
  places: readonly PlannerPlace[];
  index: ReadonlyMap<string, number>;
  legs: readonly PlannerLeg[];
  /** Legs leaving place i: outLegs[outStart[i] .. outStart[i + 1]). */
  outStart: Int32Array;
  outLegs: Int32Array;
  /** Legs arriving at place i, the same way. */
  intoStart: Int32Array;
  intoLegs: Int32Array;
  legFrom: Int32Array;
  legTo: Int32Array;
  /** Ranked minutes of a leg: moving plus the expected wait (ADR 0027). */
  legTime: Float64Array;
  /** Ranked minutes on board only (a lower bound once the day of travel is known). */
  legMoving: Float64Array;
  /** Ranked rupiah of a leg for one traveller. */
  legCost: Float64Array;
  /** 1 for a local transfer (see PlannerRoute.transfer). */
  legTransfer: Uint8Array;
  /** The stops a leg passes on the way: viaPlaces[viaStart[leg] .. viaStart[leg + 1]). */
  viaStart: Int32Array;
  viaPlaces: Int32Array;
  /** 1 for a place outside Sulawesi and its islands. */
  outside: Uint8Array;
  /**
   * The vessel or vehicle a leg is on (mode and operators; -1 when the operators are unknown). A leg
   * that starts where a leg of the same vessel ended, with no timetable of its own or the same one, is
   * that vessel sailing on (the Tuna Tomini from Wakai on to Ampana): no wait, no change.
   */
  legVessel: Int32Array;
  /** 1 when the leg has a timetable of its own (then a traveller waits for it even off the same vessel). */
  legOwnTimetable: Uint8Array;
  /** legTime, but on board only for a leg whose vessel may sail on (no wait then): the bounds' cost. */
  legTimeLow: Float64Array;
  /** The legs of each route of the data (its parts and both directions), by route id. */
  legsOfRoute: ReadonlyMap<string, readonly number[]>;
};

/** One usable direction of a route. */
export type PlannerLeg = {
  route: PlannerRoute;
  from: PlannerPlace;
  to: PlannerPlace;
  /** Positions of `from` and `to` in the graph. */
  fromAt: number;
  toAt: number;
  /** True when the leg runs from route.to to route.from. */
  reverse: boolean;
  /** The timetable of this direction. */
  timetable: PlannerTimetable;
  /** Longest wait for the next departure in minutes, as the data says; null when it does not. */
  waitMax: number | null;
  figures: LegFigures;
};

/** The order of the options: a balance of time, fare and changes (ADR 0027), or one of them first. */
export type Preference = "best" | "fastest" | "fewest-changes" | "cheapest";

/** Why an option is on the list. */
export type Reason = "best" | "fastest" | "cheapest" | "fewest-changes" | "next-best";

/** A sum that never pretends: known parts added up, the unknown ones counted. */
export type Total = { min: number; max: number; unknown: number };

/** When the traveller goes: a day (the waits follow the timetable) or only a month. */
export type TravelDate = { year: number; month: number; day: number | null };

export type Itinerary = {
  legs: PlannerLeg[];
  changes: number;
  /** Time on the move (known legs only; `unknown` counts the others). */
  moving: Total;
  /** Longest total wait for departures (daily ~ a day, twice a week ~ 3.5 days). */
  waiting: Total;
  /** Days to allow: moving plus waiting, at worst, estimates included, rounded up to whole days. */
  daysToAllow: number;
  /** Regular per-person fares; `unknown` counts legs with no regular per-person fare (hires apart). */
  price: Total;
  /** Legs priced per boat or car. */
  hires: number;
  /** Local transfers (airport or port to town), whose time and fare are unknown. */
  transfers: number;
  /** The figures the order rests on (ADR 0027): estimates fill what the data does not give. */
  rank: {
    /** Minutes from setting off to arriving (expected waits, or the timetable's for a given day). */
    minutes: number;
    /** Of which on the move (known, or estimated). */
    moving: number;
    /** Rupiah for one traveller: regular fares, estimates for unknown ones, hires whole. */
    cost: number;
    /** Estimated minutes on board for the legs of unknown duration. */
    estimatedMoving: number;
    /** Estimated longest waits for the legs of unknown frequency. */
    estimatedWaiting: number;
    /** Estimated fares for the legs with no regular per-person fare (hires excluded). */
    estimatedFares: number;
  };
  reasons: Reason[];
  /** On a given travel date, each leg's wait for its next departure (null for the rest). */
  dayWaits: (number | null)[];
  /** For each leg, whether it is the vessel of the leg before sailing on (stay on board). */
  sailingOn: boolean[];
};

export type NearbyPlace = { place: PlannerPlace; km: number };

export type PlanResult =
  | { kind: "found"; itineraries: Itinerary[] }
  | { kind: "no-path"; nearTarget: NearbyPlace[]; nearOrigin: NearbyPlace[] };
