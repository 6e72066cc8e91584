import { boundsTo } from "./bounds.ts";
import { distanceKm, positionsOf, reachableFrom, sailsOn } from "./graph.ts";
import { absurdBeside, beaten, byPreference, routesOf, withoutAbsurd, withReasons } from "./rank.ts";
import { ABSURD, MIN_OPTIONS } from "./rules.ts";
import { type Label, type SearchLimits, type SearchOptions, searchLabels } from "./search.ts";
import { clockOf, type TripClock, waitOnDay } from "./timetable.ts";
import type { Itinerary, NearbyPlace, PlannerGraph, PlanResult, Preference, Total, TravelDate } from "./types.ts";

/** The search for another way keeps fewer labels: it looks for one good way, not every trade-off. */
const ANOTHER_WAY_LIMITS: SearchLimits = { perPlace: 2, atTarget: 6, maxLegs: 5 };

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
  // One set of bounds for every search below: they stay lower bounds when legs or places are barred.
  const search = { limits: options.limits, clock, bounds: boundsTo(graph, to, clock?.startDay != null) };
  let labels = searchLabels(graph, from, to, search);
  const inside = labels.length > 0;
  if (!inside) labels = searchLabels(graph, from, to, { ...search, outside: true });
  if (labels.length === 0) return { kind: "no-path", ...nearestConnected(graph, from, to) };
  const itineraries = labels.map((label) => toItinerary(graph, label, clock));
  const ordered = distinctByLegs(withoutAbsurd(itineraries).sort(byPreference[preference]));
  const shown = withReasons(ordered);
  // Still few options: one more way, found without the routes already shown (Kendari and the Wings
  // flight to Wakatobi beside Baubau and the speedboat).
  const other = shown.length < MIN_OPTIONS ? anotherWay(graph, from, to, shown, { ...search, outside: !inside }) : null;
  if (other) shown.push({ ...other, reasons: ["next-best"] });
  return { kind: "found", itineraries: shown.slice(0, MAX_ITINERARIES) };
}

/**
 * The best balance among the trips that use none of the routes of `shown`, are not beaten by one of
 * them on time, fare and changes together, and are not absurd beside them (nor they beside it).
 */
function anotherWay(
  graph: PlannerGraph,
  from: number[],
  to: number[],
  shown: readonly Itinerary[],
  search: SearchOptions,
): Itinerary | undefined {
  const used = new Set(shown.flatMap(routesOf));
  const banned = new Uint8Array(graph.legs.length);
  for (const id of used) for (const leg of graph.legsOfRoute.get(id) ?? []) banned[leg] = 1;
  // A narrower search (two labels a place, nothing far slower than the quickest shown): one more way
  // is wanted, not every trade-off again.
  const quickest = Math.min(...shown.map((it) => it.rank.minutes));
  const maxTime = Math.max(quickest * ABSURD.farSlower.ratio, quickest + ABSURD.farSlower.minutes);
  return searchLabels(graph, from, to, { ...search, banned, maxTime, limits: ANOTHER_WAY_LIMITS })
    .map((label) => toItinerary(graph, label, search.clock ?? null))
    .filter((it) => !shown.some((s) => beaten(it, s) || absurdBeside(it, s) || absurdBeside(s, it)))
    .sort(byPreference.best)[0];
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
  const sum: Sums = {
    moving: { min: 0, max: 0, unknown: 0 },
    waiting: { min: 0, max: 0, unknown: 0 },
    price: { min: 0, max: 0, unknown: 0 },
    rank: {
      minutes: label.time,
      moving: 0,
      cost: label.cost,
      estimatedMoving: 0,
      estimatedWaiting: 0,
      estimatedFares: 0,
    },
    hires: 0,
    transfers: 0,
    boardings: 0,
    elapsed: 0,
    dayWaits: [],
    sailingOn: [],
  };
  for (const [i, n] of numbers.entries()) addLeg(graph, sum, clock, numbers[i - 1] ?? -1, n);
  const { moving, waiting, price, rank } = sum;
  const worst = moving.max + rank.estimatedMoving + waiting.max + rank.estimatedWaiting;
  return {
    legs: numbers.map((n) => graph.legs[n]!),
    changes: Math.max(0, sum.boardings - 1),
    moving,
    waiting,
    daysToAllow: Math.max(1, Math.ceil(worst / DAY)),
    price,
    hires: sum.hires,
    transfers: sum.transfers,
    rank,
    reasons: [],
    dayWaits: sum.dayWaits,
    sailingOn: sum.sailingOn,
  };
}

type Sums = Pick<
  Itinerary,
  "moving" | "waiting" | "price" | "rank" | "hires" | "transfers" | "dayWaits" | "sailingOn"
> & {
  boardings: number;
  /** Minutes from setting off to this leg's start, as ranked (for the waits on a given day). */
  elapsed: number;
};

/** Adds leg `n` (taken after leg `previous`) to the sums. */
function addLeg(graph: PlannerGraph, sum: Sums, clock: TripClock | null, previous: number, n: number): void {
  const leg = graph.legs[n]!;
  const { route, figures } = leg;
  const onBoard = sailsOn(graph, previous, n);
  sum.sailingOn.push(onBoard);
  if (route.transfer) {
    sum.transfers++;
    sum.dayWaits.push(null);
    sum.rank.moving += figures.moving;
    sum.elapsed += figures.moving;
    return;
  }
  add(sum.moving, route.minutes);
  sum.rank.moving += figures.moving;
  if (!route.minutes) sum.rank.estimatedMoving += figures.moving;
  // On board already: no wait. On a given day the wait is the timetable's; else the longest one.
  const onDay = !onBoard && clock?.startDay != null ? waitOnDay(leg, clock, sum.elapsed) : null;
  sum.dayWaits.push(onDay);
  if (onBoard) add(sum.waiting, { min: 0, max: 0 });
  else if (onDay !== null) add(sum.waiting, { min: onDay, max: onDay });
  else if (leg.waitMax !== null) add(sum.waiting, { min: 0, max: leg.waitMax });
  else {
    add(sum.waiting, null);
    sum.rank.estimatedWaiting += figures.waitMax;
  }
  if (!onBoard) sum.boardings++;
  sum.elapsed += figures.moving + (onBoard ? 0 : (onDay ?? figures.wait));
  if (route.priceUnit === "vehicle" && route.hirePrice) sum.hires++;
  else {
    add(sum.price, route.priceUnit === "seat" ? route.price : null);
    if (figures.costEstimated) sum.rank.estimatedFares += figures.cost;
  }
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

/**
 * Keeps the first of itineraries made of the same routes (the same legs in another order or direction),
 * not counting how one gets between an airport or port and its town (a taxi or the local transfer).
 */
function distinctByLegs(itineraries: Itinerary[]): Itinerary[] {
  const seen = new Set<string>();
  return itineraries.filter((it) => {
    const key = it.legs
      .filter((l) => !l.route.transfer && !l.route.access)
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
