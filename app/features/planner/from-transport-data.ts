import type { Fare, Frequency, Place, Route } from "~/features/transport-data/types.ts";
import type { PlannerFrequency, PlannerPlace, PlannerRoute } from "./types.ts";

/**
 * The structured transport data (app/features/transport-data) as the planner's input: places with
 * their coordinates (or their town's), routes with one comparable figure each, and a local transfer
 * between each airport, port or terminal and the town it belongs to. Pure and zod-free, so the browser
 * can run it on the shipped data too.
 */
export function plannerInput(data: { places: readonly Place[]; routes: readonly Route[] }): {
  places: PlannerPlace[];
  routes: PlannerRoute[];
} {
  const byId = new Map(data.places.map((p) => [p.id, p]));
  const coordinatesOf = (p: Place) => p.coordinates ?? (p.partOf ? byId.get(p.partOf)?.coordinates : null) ?? null;
  const places = data.places.map((p): PlannerPlace => {
    const c = coordinatesOf(p);
    return { id: p.id, name: p.name, lat: c?.lat ?? null, lon: c?.lon ?? null };
  });
  const routes = data.routes.map(plannerRoute);
  for (const p of data.places) if (p.partOf && byId.has(p.partOf)) routes.push(transferRoute(p.id, p.partOf));
  return { places, routes };
}

export const TRANSFER_PREFIX = "transfer:";

/** A local transfer's id names both ends, so pages can tell it from a route of the data. */
export function transferRoute(from: string, to: string): PlannerRoute {
  return {
    id: `${TRANSFER_PREFIX}${from}:${to}`,
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

function plannerRoute(route: Route): PlannerRoute {
  const { minMinutes, maxMinutes } = route.duration;
  const fare = comparableFare(route.fares);
  return {
    id: route.id,
    from: route.from,
    to: route.to,
    bothWays: route.bidirectional,
    minutes:
      minMinutes === null && maxMinutes === null
        ? null
        : { min: minMinutes ?? maxMinutes!, max: maxMinutes ?? minMinutes! },
    price: fare ? { min: fare.minIdr ?? fare.maxIdr!, max: fare.maxIdr ?? fare.minIdr! } : null,
    priceUnit: fare ? (fare.unit === "seat" ? "seat" : "vehicle") : null,
    frequency: plannerFrequency(route.frequency),
    discontinued: route.status.state === "discontinued",
  };
}

/** Rank of a fare's date, newest highest; undated lowest. */
const dateRank = (f: Fare) => (f.asOf === "undated" ? "" : f.asOf.includes("/") ? f.asOf.slice(5) : f.asOf);

/**
 * The one-way fare the totals add up: the newest per-person one, else the newest hire of a whole boat
 * or car (counted apart, never summed). Return fares are left out: half of one is not a one-way fare.
 */
function comparableFare(fares: readonly Fare[]): Fare | null {
  const oneWay = fares.filter((f) => f.trip === "one-way").sort((a, b) => dateRank(b).localeCompare(dateRank(a)));
  return oneWay.find((f) => f.unit === "seat") ?? oneWay[0] ?? null;
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
