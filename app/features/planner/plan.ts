import { distanceKm, positionsOf, reachableFrom } from "./graph.ts";
import { DEFAULT_LIMITS, type Label, type SearchLimits, searchLabels } from "./search.ts";
import type { Itinerary, NearbyPlace, PlannerGraph, PlannerLeg, PlanResult, Preference, Total } from "./types.ts";

/** Most itineraries shown for one search. */
export const MAX_ITINERARIES = 5;
/** Places suggested when there is no path. */
const MAX_NEAREST = 3;
const DAY = 24 * 60;

/**
 * Plans a trip from any of `origins` to any of `targets` (a destination is the places that serve it):
 * the best trade-offs between time, changes and fare, up to five itineraries that differ in their legs,
 * ordered by `preference`. Pure: the same function can run in the browser.
 */
export function planTrip(
  graph: PlannerGraph,
  origins: readonly string[],
  targets: readonly string[],
  preference: Preference,
  limits: SearchLimits = DEFAULT_LIMITS,
): PlanResult {
  const from = positionsOf(graph, origins);
  const to = positionsOf(graph, targets);
  const labels = searchLabels(graph, from, to, limits);
  if (labels.length === 0) return { kind: "no-path", ...nearestConnected(graph, from, to) };
  const ordered = labels.map((label) => toItinerary(graph, label)).sort(byPreference[preference]);
  return { kind: "found", itineraries: distinctByLegs(ordered).slice(0, MAX_ITINERARIES) };
}

function legsOf(graph: PlannerGraph, label: Label): PlannerLeg[] {
  const legs: PlannerLeg[] = [];
  for (let l: Label | null = label; l && l.leg >= 0; l = l.parent) legs.push(graph.legs[l.leg]!);
  return legs.reverse();
}

/** Adds up an itinerary's legs: known parts summed, unknown ones counted, hires kept apart. */
export function toItinerary(graph: PlannerGraph, label: Label): Itinerary {
  const legs = legsOf(graph, label);
  const moving: Total = { min: 0, max: 0, unknown: 0 };
  const waiting: Total = { min: 0, max: 0, unknown: 0 };
  const price: Total = { min: 0, max: 0, unknown: 0 };
  let hires = 0;
  let transfers = 0;
  for (const { route, waitMax } of legs) {
    if (route.transfer) {
      transfers++;
      continue;
    }
    add(moving, route.minutes);
    add(waiting, waitMax === null ? null : { min: 0, max: waitMax });
    if (route.priceUnit === "vehicle" && route.price) hires++;
    else add(price, route.priceUnit === "seat" ? route.price : null);
  }
  const daysToAllow = Math.max(1, Math.ceil((moving.max + waiting.max) / DAY));
  const changes = Math.max(0, legs.length - transfers - 1);
  return { legs, changes, moving, waiting, daysToAllow, price, hires, transfers };
}

function add(total: Total, range: { min: number; max: number } | null): void {
  if (!range) {
    total.unknown++;
    return;
  }
  total.min += range.min;
  total.max += range.max;
}

type Compare = (a: Itinerary, b: Itinerary) => number;

const fastest: Compare = (a, b) =>
  a.moving.unknown + a.waiting.unknown - (b.moving.unknown + b.waiting.unknown) ||
  a.moving.min + a.waiting.max - (b.moving.min + b.waiting.max) ||
  a.changes - b.changes;
const fewestChanges: Compare = (a, b) => a.changes - b.changes || fastest(a, b);
/** Fares we can back first: an itinerary with an unknown fare is not "cheaper" for hiding it. */
const cheapest: Compare = (a, b) =>
  a.price.unknown + a.hires - (b.price.unknown + b.hires) || a.price.min - b.price.min || fastest(a, b);

export const byPreference: Record<Preference, Compare> = {
  fastest: (a, b) => fastest(a, b) || cheapest(a, b),
  "fewest-changes": (a, b) => fewestChanges(a, b) || cheapest(a, b),
  cheapest,
};

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
