import { distanceKm, positionsOf, reachableFrom, sailsOn } from "./graph.ts";
import { byPreference, withoutAbsurd, withReasons } from "./rank.ts";
import { type Label, type SearchLimits, searchLabels } from "./search.ts";
import { clockOf, type TripClock, waitOnDay } from "./timetable.ts";
import type {
  Itinerary,
  NearbyPlace,
  PlannerGraph,
  PlanResult,
  Preference,
  Total,
  TravelDate,
} from "./types.ts";

/** Most itineraries shown for one search. */
export const MAX_ITINERARIES = 4;
/** Places suggested when there is no path. */
const MAX_NEAREST = 3;
const DAY = 24 * 60;

export type PlanOptions = { date?: TravelDate | null; limits?: SearchLimits };

/**
 * Plans a trip from any of `origins` to any of `targets` (a destination is the places that serve it):
 * the best trade-offs between time, changes and fare, without the absurd ones, each tagged with what
 * it is best at, ordered by `preference` (ADR 0027). A trip leaves Sulawesi and its islands only when
 * no trip inside it exists. Pure: the same function runs in the browser.
 */
export function planTrip(
  graph: PlannerGraph,
  origins: readonly string[],
  targets: readonly string[],
  preference: Preference,
  options: PlanOptions = {},
): PlanResult {
  const from = positionsOf(graph, origins);
  const to = positionsOf(graph, targets);
  const clock = clockOf(options.date ?? null);
  const search = { limits: options.limits, clock };
  let labels = searchLabels(graph, from, to, search);
  if (labels.length === 0) labels = searchLabels(graph, from, to, { ...search, outside: true });
  if (labels.length === 0) return { kind: "no-path", ...nearestConnected(graph, from, to) };
  const itineraries = distinctByLegs(labels.map((label) => toItinerary(graph, label, clock)));
  const ordered = withoutAbsurd(itineraries).sort(byPreference[preference]);
  return { kind: "found", itineraries: withReasons(ordered).slice(0, MAX_ITINERARIES) };
}

/** The legs' numbers in graph.legs, in order. */
function legsOf(label: Label): number[] {
  const legs: number[] = [];
  for (let l: Label | null = label; l && l.leg >= 0; l = l.parent) legs.push(l.leg);
  return legs.reverse();
}

/**
 * Adds up an itinerary's legs: known parts summed, unknown ones counted and estimated apart, hires
 * kept apart. Only regular per-person fares are in `price` (peak and tour fares never are).
 */
export function toItinerary(graph: PlannerGraph, label: Label, clock: TripClock | null = null): Itinerary {
  const numbers = legsOf(label);
  const legs = numbers.map((n) => graph.legs[n]!);
  const moving: Total = { min: 0, max: 0, unknown: 0 };
  const waiting: Total = { min: 0, max: 0, unknown: 0 };
  const price: Total = { min: 0, max: 0, unknown: 0 };
  const rank = { minutes: label.time, moving: 0, cost: label.cost, estimatedMoving: 0, estimatedWaiting: 0, estimatedFares: 0 };
  let hires = 0;
  let transfers = 0;
  let elapsed = 0;
  const dayWaits: (number | null)[] = [];
  const sailingOn: boolean[] = [];
  let boardings = 0;
  numbers.forEach((n, i) => {
    const leg = legs[i]!;
    const { route, figures } = leg;
    const onBoard = sailsOn(graph, numbers[i - 1] ?? -1, n);
    sailingOn.push(onBoard);
    if (route.transfer) {
      transfers++;
      dayWaits.push(null);
      return;
    }
    add(moving, route.minutes);
    rank.moving += figures.moving;
    if (!route.minutes) rank.estimatedMoving += figures.moving;
    if (onBoard) {
      dayWaits.push(null);
      add(waiting, { min: 0, max: 0 });
      add(price, route.priceUnit === "seat" ? route.price : null);
      if (figures.costEstimated) rank.estimatedFares += figures.cost;
      elapsed += figures.moving;
      return;
    }
    boardings++;
    // On a given day the wait is the timetable's; else the longest one (days to allow).
    const onDay = clock?.startDay != null ? waitOnDay(leg, clock, elapsed) : null;
    dayWaits.push(onDay);
    if (onDay !== null) add(waiting, { min: onDay, max: onDay });
    else if (leg.waitMax !== null) add(waiting, { min: 0, max: leg.waitMax });
    else {
      add(waiting, null);
      rank.estimatedWaiting += figures.waitMax;
    }
    elapsed += figures.moving + (onDay ?? figures.wait);
    if (route.priceUnit === "vehicle" && route.hirePrice) hires++;
    else {
      add(price, route.priceUnit === "seat" ? route.price : null);
      if (figures.costEstimated) rank.estimatedFares += figures.cost;
    }
  });
  const worst = moving.max + rank.estimatedMoving + waiting.max + rank.estimatedWaiting;
  const daysToAllow = Math.max(1, Math.ceil(worst / DAY));
  const changes = Math.max(0, boardings - 1);
  return {
    legs,
    changes,
    moving,
    waiting,
    daysToAllow,
    price,
    hires,
    transfers,
    rank,
    reasons: [],
    dayWaits,
    sailingOn,
  };
}

function add(total: Total, range: { min: number; max: number } | null | undefined): void {
  if (!range) {
    total.unknown++;
    return;
  }
  total.min += range.min;
  total.max += range.max;
}

export { byPreference };

/** Keeps the first of itineraries made of the same routes (the same legs in another order or direction). */
function distinctByLegs(itineraries: Itinerary[]): Itinerary[] {
  const seen = new Set<string>();
  return itineraries.filter((it) => {
    const key = it.legs
      .map((l) => l.route.id)
      .sort()
      .join("|");
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * For "no path": the places one can reach from the origin that lie nearest to the destination, and the
 * places nearest to the origin from which the destination can be reached.
 */
function nearestConnected(graph: PlannerGraph, origins: number[], targets: number[]) {
  const exclude = new Set([...origins, ...targets]);
  return {
    nearTarget: nearestTo(graph, reachableFrom(graph, origins), targets, exclude),
    nearOrigin: nearestTo(graph, reachableFrom(graph, targets, "backwards"), origins, exclude),
  };
}

function nearestTo(graph: PlannerGraph, candidates: Set<number>, to: number[], exclude: Set<number>) {
  const anchors = to.map((at) => graph.places[at]!);
  const nearby: NearbyPlace[] = [];
  for (const at of candidates) {
    if (exclude.has(at)) continue;
    const place = graph.places[at]!;
    const km = Math.min(...anchors.map((a) => distanceKm(place, a) ?? Number.POSITIVE_INFINITY));
    if (Number.isFinite(km)) nearby.push({ place, km: Math.round(km) });
  }
  return nearby.sort((a, b) => a.km - b.km || a.place.name.localeCompare(b.place.name)).slice(0, MAX_NEAREST);
}
