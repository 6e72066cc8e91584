/**
 * The planner's own input and output shapes. Plain data, no dependencies: the same search runs on the
 * server and, later, in the browser (issue 20). planner.server.ts maps the transport data onto these.
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
};

export type PlannerRoute = {
  id: string;
  from: string;
  to: string;
  /** The route can be taken from `to` back to `from` too (most can; the data says when not). */
  bothWays: boolean;
  minutes: Range | null;
  /** Price in IDR for one traveller; null when unknown or not priced per person (see `priceUnit`). */
  price: Range | null;
  /** "seat" prices add up per traveller; a boat or car hire is counted apart, never summed. */
  priceUnit: "seat" | "vehicle" | null;
  frequency: PlannerFrequency;
  discontinued: boolean;
  /**
   * A local transfer between an airport, port or terminal and its town: shown, counted apart, but
   * neither a change nor a criterion (every trip through that airport has it alike).
   */
  transfer?: boolean;
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
  /** Known minutes of a leg: its shortest duration plus its longest wait. */
  legTime: Float64Array;
  /** 1 when the leg's duration or wait is unknown. */
  legTimeUnknown: Uint8Array;
  /** Lowest known per-person fare. */
  legFare: Float64Array;
  /** 1 when the leg has no per-person fare. */
  legFareUnknown: Uint8Array;
  /** 1 for a local transfer (see PlannerRoute.transfer). */
  legTransfer: Uint8Array;
};

/** One usable direction of a route. */
export type PlannerLeg = {
  route: PlannerRoute;
  from: PlannerPlace;
  to: PlannerPlace;
  /** Positions of `from` and `to` in the graph. */
  fromAt: number;
  toAt: number;
  /** Longest wait for the next departure, in minutes; null when the frequency does not say. */
  waitMax: number | null;
};

export type Preference = "fastest" | "fewest-changes" | "cheapest";

/** A sum that never pretends: known parts added up, the unknown ones counted. */
export type Total = { min: number; max: number; unknown: number };

export type Itinerary = {
  legs: PlannerLeg[];
  changes: number;
  /** Time on the move. */
  moving: Total;
  /** Longest total wait for departures (daily ~ a day, twice a week ~ 3.5 days). */
  waiting: Total;
  /** Days to allow: moving plus waiting, at worst, rounded up to whole days. */
  daysToAllow: number;
  /** Per-person fares; `unknown` counts legs with no per-person fare (hires counted in `hires`). */
  price: Total;
  /** Legs priced per boat or car. */
  hires: number;
  /** Local transfers (airport or port to town), whose time and fare are unknown. */
  transfers: number;
};

export type NearbyPlace = { place: PlannerPlace; km: number };

export type PlanResult =
  | { kind: "found"; itineraries: Itinerary[] }
  | { kind: "no-path"; nearTarget: NearbyPlace[]; nearOrigin: NearbyPlace[] };
