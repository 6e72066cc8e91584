import { WEEKDAYS, type Weekday } from "~/features/transport-data/constants.ts";
import type { Place, Route } from "~/features/transport-data/types.ts";
import {
  type ExclusionReason,
  GTFS_ROUTE_TYPES,
  MINUTES_BEHIND_WITA,
  OUTSIDE_SULAWESI_TIME_ZONES,
  WITA,
} from "./constants.ts";

/**
 * Which services the GTFS feed can describe honestly (issue 33 point 2), pure. A service is one
 * direction of a route: from → to, and to → from for a route that runs both ways. It is in the feed
 * only when the data gives its departure times for that direction, the days it runs, its duration
 * (for the arrival time GTFS requires at the last stop), both ends as located stops and one operator;
 * otherwise it is listed with every reason it is out. Times are never invented.
 */

export type Direction = "outbound" | "return";

export type TransportInput = { places: readonly Place[]; routes: readonly Route[] };

type ServiceBase = { routeId: string; direction: Direction; from: string; to: string };

export type IncludedService = ServiceBase & {
  /** Place ids in calling order: from, the located `via` places, to. */
  stops: string[];
  /** "HH:MM" leaving `from`, in the local time there (as the data gives them). */
  departures: string[];
  /** Minutes to add to a departure to get WITA, the feed's time (0 in Sulawesi). */
  toWitaMinutes: number;
  days: Weekday[];
  /** The longest duration the data gives: arrival = departure + this. */
  durationMinutes: number;
  agency: string;
  routeType: number;
  closedMonths: number[];
  /** When the timetable was seen, as the data dates it. */
  timetableAsOf: string | null;
};

export type ExcludedService = ServiceBase & { reasons: ExclusionReason[] };

export type ServiceSplit = { included: IncludedService[]; excluded: ExcludedService[] };

/** The IANA zone of a place that can be a GTFS stop: located, and in a zone we know. */
export function stopTimeZone(place: Place | undefined): string | undefined {
  if (!place?.coordinates) return undefined;
  const zone = place.region !== null ? WITA : OUTSIDE_SULAWESI_TIME_ZONES[place.id];
  return zone !== undefined && zone in MINUTES_BEHIND_WITA ? zone : undefined;
}

/** "Pelni (KM Tilongkabila)" is run by Pelni: the ship in brackets is not the agency. */
export function agencyName(operator: string): string {
  return operator.replace(/\s*\([^)]*\)\s*$/, "").trim() || operator;
}

/**
 * Times leaving the service's first stop: `frequency.departures` leave `from`, `returnDepartures`
 * leave `to` (ADR 0026). The outbound times are never reused for the way back.
 */
export function departuresOf(route: Route, direction: Direction): string[] {
  return direction === "outbound" ? route.frequency.departures : route.frequency.returnDepartures;
}

/**
 * The weekdays a service leaves on. Daily runs every day both ways. Listed weekdays are the sailings
 * from `from`; the way back uses `returnDays`, and where that is null ("the same days, or unknown")
 * the days are not known well enough for a calendar.
 */
function runningDays(route: Route, direction: Direction): Weekday[] | undefined {
  const f = route.frequency;
  if (f.kind === "daily") return [...WEEKDAYS];
  if (f.kind !== "weekdays") return undefined;
  const days = direction === "outbound" ? f.days : f.returnDays;
  return days ? WEEKDAYS.filter((d) => days.includes(d)) : undefined;
}

function reasonsOf(
  route: Route,
  departures: readonly string[],
  days: Weekday[] | undefined,
  ends: [Place | undefined, Place | undefined],
): ExclusionReason[] {
  const reasons: ExclusionReason[] = [];
  if (route.status.state === "discontinued") reasons.push("discontinued");
  if (GTFS_ROUTE_TYPES[route.mode] === null) reasons.push("private-hire");
  if (departures.length === 0) reasons.push("no-times");
  if (!days) reasons.push("no-days");
  if (route.duration.maxMinutes === null) reasons.push("no-arrival");
  if (ends.some((p) => stopTimeZone(p) === undefined)) reasons.push("no-stop");
  if (route.operators.length === 0) reasons.push("no-operator");
  if (route.operators.length > 1) reasons.push("several-operators");
  return reasons;
}

function service(
  route: Route,
  direction: Direction,
  placeIndex: ReadonlyMap<string, Place>,
): IncludedService | ExcludedService {
  const [from, to] = direction === "outbound" ? [route.from, route.to] : [route.to, route.from];
  const base: ServiceBase = { routeId: route.id, direction, from, to };
  const departures = departuresOf(route, direction);
  const days = runningDays(route, direction);
  const reasons = reasonsOf(route, departures, days, [placeIndex.get(from), placeIndex.get(to)]);
  if (reasons.length > 0) return { ...base, reasons };
  const via = direction === "outbound" ? route.via : [...route.via].reverse();
  return {
    ...base,
    // A place on the way with no known position cannot be a stop; the trip still runs between its ends.
    stops: [from, ...via.filter((id) => stopTimeZone(placeIndex.get(id)) !== undefined), to],
    departures: [...new Set(departures)].sort(),
    toWitaMinutes: MINUTES_BEHIND_WITA[stopTimeZone(placeIndex.get(from)) ?? WITA] ?? 0,
    days: days ?? [],
    durationMinutes: route.duration.maxMinutes ?? 0,
    agency: agencyName(route.operators[0] ?? ""),
    routeType: GTFS_ROUTE_TYPES[route.mode] ?? 0,
    closedMonths: [...route.closedMonths].sort((a, b) => a - b),
    timetableAsOf: route.frequency.asOf,
  };
}

/** Every service of every route (discontinued ones too, as excluded), in the data's route order. */
export function splitServices(data: TransportInput): ServiceSplit {
  const placeIndex = new Map(data.places.map((p) => [p.id, p]));
  const split: ServiceSplit = { included: [], excluded: [] };
  for (const route of data.routes) {
    const directions: Direction[] = route.bidirectional ? ["outbound", "return"] : ["outbound"];
    for (const direction of directions) {
      const s = service(route, direction, placeIndex);
      if ("reasons" in s) split.excluded.push(s);
      else split.included.push(s);
    }
  }
  return split;
}
