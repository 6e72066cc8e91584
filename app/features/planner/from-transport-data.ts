import type { Fare, Frequency, Place, Route } from "~/features/transport-data/types.ts";
import type { PlannerFrequency, PlannerPlace, PlannerRoute, PlannerTimetable, Range } from "./types.ts";

/**
 * The structured transport data (app/features/transport-data) as the planner's input: places with
 * their coordinates (or their town's), routes with their regular fare, their timetable per direction
 * and their stops, and a local transfer between each airport, port or terminal and the town it belongs
 * to. A route's stops (`via`) are places a traveller can get off at: each part between two of its
 * stops is a route of its own for the planner, of unknown time and fare (estimated, ADR 0027). Pure and
 * zod-free, so the browser can run it on the shipped data too.
 */
export function plannerInput(data: { places: readonly Place[]; routes: readonly Route[] }): {
  places: PlannerPlace[];
  routes: PlannerRoute[];
} {
  const byId = new Map(data.places.map((p) => [p.id, p]));
  const coordinatesOf = (p: Place) => p.coordinates ?? (p.partOf ? byId.get(p.partOf)?.coordinates : null) ?? null;
  const places = data.places.map((p): PlannerPlace => {
    const c = coordinatesOf(p);
    return { id: p.id, name: p.name, lat: c?.lat ?? null, lon: c?.lon ?? null, inRegion: p.region !== null };
  });
  const belongs = (a: string, b: string) => byId.get(a)?.partOf === b || byId.get(b)?.partOf === a;
  const routes = data.routes.flatMap((r) =>
    withParts(belongs(r.from, r.to) ? { ...plannerRoute(r), access: true } : plannerRoute(r)),
  );
  for (const p of data.places) if (p.partOf && byId.has(p.partOf)) routes.push(transferRoute(p.id, p.partOf));
  return { places, routes };
}

export const TRANSFER_PREFIX = "transfer:";

/** A local transfer's id names both ends, so pages can tell it from a route of the data. */
export function transferRoute(from: string, to: string): PlannerRoute {
  return {
    id: `${TRANSFER_PREFIX}${from}:${to}`,
    routeId: "",
    mode: "transfer",
    from,
    to,
    bothWays: true,
    minutes: null,
    price: null,
    priceUnit: null,
    frequency: { kind: "on-demand" },
    discontinued: false,
    transfer: true,
  };
}

/** The whole route, and one route for each part between two of its stops (from, via..., to). */
export function withParts(route: PlannerRoute): PlannerRoute[] {
  const stops = [route.from, ...(route.via ?? []), route.to];
  if (stops.length <= 2) return [route];
  const parts: PlannerRoute[] = [route];
  for (let i = 0; i < stops.length - 1; i++) {
    for (let j = i + 1; j < stops.length; j++) {
      if (i === 0 && j === stops.length - 1) continue;
      parts.push({
        ...route,
        id: `${route.id}@${stops[i]}>${stops[j]}`,
        from: stops[i]!,
        to: stops[j]!,
        via: stops.slice(i + 1, j),
        minutes: null,
        partOfMinutes: route.minutes,
        price: null,
        priceUnit: null,
        hirePrice: null,
      });
    }
  }
  return parts;
}

/** Fares of a kind other than regular (peak, tour) are shown on the leg, never ranked or totalled. */
const isRegular = (f: Fare) => f.kind === "regular";

const range = (min: number | null, max: number | null): Range | null =>
  min === null && max === null ? null : { min: min ?? max!, max: max ?? min! };

function plannerRoute(route: Route): PlannerRoute {
  const { minMinutes, maxMinutes } = route.duration;
  const seat = regularOneWay(route.fares, "seat");
  const hire = regularOneWay(route.fares, "hire");
  const timetable = outbound(route.frequency);
  return {
    id: route.id,
    routeId: route.id,
    mode: route.mode,
    from: route.from,
    to: route.to,
    via: route.via,
    bothWays: route.bidirectional,
    minutes: range(minMinutes, maxMinutes),
    price: seat ? range(seat.minIdr, seat.maxIdr) : null,
    priceUnit: seat ? "seat" : hire ? "vehicle" : null,
    hirePrice: hire ? range(hire.minIdr, hire.maxIdr) : null,
    frequency: timetable.frequency,
    departures: timetable.departures,
    returnTimetable: route.bidirectional ? inbound(route.frequency) : null,
    closedMonths: route.closedMonths,
    operators: route.operators,
    discontinued: route.status.state === "discontinued",
  };
}

/** Rank of a fare's date, newest highest; undated lowest. */
const dateRank = (f: Fare) => (f.asOf === "undated" ? "" : f.asOf.includes("/") ? f.asOf.slice(5) : f.asOf);

/**
 * The newest regular one-way fare per person ("seat"), or for hiring the whole boat or car ("hire").
 * Return fares are left out: half of one is not a one-way fare.
 */
function regularOneWay(fares: readonly Fare[], unit: "seat" | "hire"): Fare | null {
  const wanted = fares.filter(
    (f) => f.trip === "one-way" && isRegular(f) && (unit === "seat") === (f.unit === "seat") && f.minIdr !== null,
  );
  const withMax = fares.filter(
    (f) => f.trip === "one-way" && isRegular(f) && (unit === "seat") === (f.unit === "seat") && f.minIdr === null,
  );
  return [...wanted, ...withMax].sort((a, b) => dateRank(b).localeCompare(dateRank(a)))[0] ?? null;
}

const WEEKDAY_NUMBER = { sun: 0, mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6 } as const;

/** Counts given as a range use their lower end: the longest wait is what a traveller must allow. */
function plannerFrequency(f: Frequency): PlannerFrequency {
  switch (f.kind) {
    case "daily":
      return { kind: "daily", perDay: f.perDay?.min ?? 1 };
    case "weekly":
      return { kind: "weekly", perWeek: f.perWeek.min };
    case "weekdays":
      return { kind: "weekdays", days: f.days.map((d) => WEEKDAY_NUMBER[d]) };
    case "every-n-days":
      return { kind: "weekly", perWeek: 7 / f.everyDays };
    case "on-demand":
      return { kind: "on-demand" };
    case "irregular":
      return { kind: "irregular" };
    case "unknown":
      return { kind: "unknown" };
  }
}

function outbound(f: Frequency): PlannerTimetable {
  return { frequency: plannerFrequency(f), departures: f.departures };
}

/**
 * The way back (ADR 0026): its own days when the data gives them, its own departure times (none
 * known: [], never the outbound ones, which leave from the other end).
 */
function inbound(f: Frequency): PlannerTimetable {
  const frequency: PlannerFrequency =
    f.kind === "weekdays" && f.returnDays !== null
      ? { kind: "weekdays", days: f.returnDays.map((d) => WEEKDAY_NUMBER[d]) }
      : plannerFrequency(f);
  return { frequency, departures: f.returnDepartures };
}
