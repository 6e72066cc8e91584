import type {
  FareKind,
  FrequencyKind,
  ModeGroup,
  PlaceKind,
  PriceUnit,
  SourceKind,
  TransportMode,
  TripKind,
  Weekday,
} from "./constants.ts";

/**
 * Plain TypeScript types of the structured transport data (content/transport/places.json and
 * content/transport/routes/*.json). Import these from anywhere, the browser included: no zod here.
 * schema.ts checks at compile time that its zod schemas produce exactly these shapes.
 */

export type { FareKind, FrequencyKind, ModeGroup, PlaceKind, PriceUnit, SourceKind, TransportMode, TripKind, Weekday };

/** One of the site's regions (content/regions.json); null for a place outside Sulawesi. */
export type PlaceRegion = "north" | "central" | "south" | "southeast";

export type Coordinates = {
  lat: number;
  lon: number;
  /** True where the source marks the point as approximate. */
  approximate: boolean;
  /** Where the point comes from, e.g. "destination page makassar" or "facts sheet [31]". */
  source: string;
};

/** A node of the transport graph: a city, airport, port, terminal, island or site. */
export type Place = {
  id: string;
  name: string;
  /** The Indonesian name where it differs from `name`. */
  localName: string | null;
  kind: PlaceKind;
  region: PlaceRegion | null;
  /** IATA code of an airport, where verified. */
  code: string | null;
  /** Null where no source gives the point: the place is left off the map. */
  coordinates: Coordinates | null;
  /** The town this airport, port or terminal belongs to: travellers transfer locally (time unknown). */
  partOf: string | null;
  /** Destination pages (content/destinations/{slug}.json) this place serves. */
  destinations: string[];
  /** Hub pages (/transport/{id}) this place belongs to. */
  hubs: string[];
  notes: string | null;
};

/** Minutes; null where no source gives the figure. Both null: unknown. */
export type Duration = {
  minMinutes: number | null;
  maxMinutes: number | null;
  /** Context such as "Overnight" or "2013 schedule". */
  note: string | null;
  /** The note in Indonesian (issue 31); left out or null until written. */
  noteId?: string | null;
};

/**
 * When a price was seen: "2019", "2019-02", a span of years "2014/2017", or "undated" where the
 * source gives no date (shown as such, and marked as possibly out of date).
 */
export type PriceDate = string;

export type Fare = {
  /** Rupiah; null where only the other end of the range is known ("from Rp98k"). */
  minIdr: number | null;
  maxIdr: number | null;
  /** Regular, peak/holiday or tour (includes more than the ride): only regular fares are totalled. */
  kind: FareKind;
  unit: PriceUnit;
  trip: TripKind;
  asOf: PriceDate;
  /** True where the source says "about", "~" or the date is unclear. */
  approximate: boolean;
  /** What the figure is for: a class, a vehicle, a direction ("Economy", "VIP"). */
  label: string | null;
  /** The label in Indonesian (issue 31); left out or null until written. */
  labelId?: string | null;
};

export type CountRange = { min: number; max: number | null };

type FrequencyCommon = {
  /** Times leaving `from`, "HH:MM" local time of that place, where the source gives them. */
  departures: string[];
  /** Times leaving `to` (local time there); empty where unknown or the route is one-way. */
  returnDepartures: string[];
  /** When the timetable was seen (same format as a price date), or null. */
  asOf: PriceDate | null;
  note: string | null;
  /** The note in Indonesian (issue 31); left out or null until written. */
  noteId?: string | null;
};

export type Frequency = FrequencyCommon &
  (
    | { kind: "daily"; perDay: CountRange | null }
    | { kind: "weekly"; perWeek: CountRange }
    | {
        kind: "weekdays";
        /** Days leaving `from`. */
        days: Weekday[];
        /** Days leaving `to`, where they differ from `days`; null: the same days (or unknown). */
        returnDays: Weekday[] | null;
      }
    | { kind: "every-n-days"; everyDays: number }
    | { kind: "on-demand" }
    | { kind: "irregular" }
    | { kind: "unknown" }
  );

export type RouteStatus =
  | { state: "active" }
  /** Stopped; the planner skips it. `since` is "YYYY-MM" or "YYYY-MM-DD". */
  | { state: "discontinued"; since: string };

export type RouteSource = {
  kind: SourceKind;
  /** Citations, e.g. "facts sheet §3c [217, 218]". */
  refs: string[];
};

/** An edge of the transport graph. */
export type Route = {
  id: string;
  mode: TransportMode;
  from: string;
  to: string;
  /** Places the route calls at on the way (for display; the edge is from → to). */
  via: string[];
  /** False where the facts only cover the from → to direction. */
  bidirectional: boolean;
  duration: Duration;
  /** Every fare found, each with its own date. Empty: no dated fare found. */
  fares: Fare[];
  frequency: Frequency;
  /** Empty: unknown. */
  operators: string[];
  notes: string | null;
  /** The note in Indonesian; null until written (the English note shows instead, marked as English). */
  notesId: string | null;
  /** Months (1–12) in which the service does not run, e.g. [3] for an annual docking. */
  closedMonths: number[];
  /** Shown with a warning: some figure could not be confirmed. */
  unverified: boolean;
  status: RouteStatus;
  lastChecked: string;
  source: RouteSource;
};

export type TransportData = { places: Place[]; routes: Route[] };

/**
 * What a page needs to explain its "may be out of date" markers once: the date prices were judged
 * against (today for the per-request hub pages, the build date for prerendered pages) and whether
 * any price on the page is marked.
 */
export type PriceAge = { today: string; anyStale: boolean; anyStaleRoute: boolean };
