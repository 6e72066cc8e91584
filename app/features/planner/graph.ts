import type { PlannerGraph, PlannerLeg, PlannerPlace, PlannerRoute } from "./types.ts";
import { longestWait } from "./waiting.ts";

/**
 * The route graph: each route gives one leg per direction it runs, discontinued routes none. A few
 * hundred places need no graph library; two thousand neither.
 */
export function buildGraph(places: readonly PlannerPlace[], routes: readonly PlannerRoute[]): PlannerGraph {
  const index = new Map(places.map((p, i) => [p.id, i]));
  const legs: PlannerLeg[] = [];
  for (const route of routes) {
    const a = index.get(route.from);
    const b = index.get(route.to);
    if (route.discontinued || a === undefined || b === undefined || a === b) continue;
    const waitMax = longestWait(route.frequency);
    legs.push({ route, from: places[a]!, to: places[b]!, fromAt: a, toAt: b, waitMax });
    if (route.bothWays) legs.push({ route, from: places[b]!, to: places[a]!, fromAt: b, toAt: a, waitMax });
  }
  const out = rows(places.length, legs, (leg) => leg.fromAt);
  const into = rows(places.length, legs, (leg) => leg.toAt);
  return {
    places,
    index,
    legs,
    outStart: out.start,
    outLegs: out.items,
    intoStart: into.start,
    intoLegs: into.items,
    legFrom: Int32Array.from(legs, (l) => l.fromAt),
    legTo: Int32Array.from(legs, (l) => l.toAt),
    legTime: Float64Array.from(legs, (l) => (l.route.minutes?.min ?? 0) + (l.waitMax ?? 0)),
    legTimeUnknown: Uint8Array.from(legs, (l) => (l.route.minutes && l.waitMax !== null ? 0 : 1)),
    legFare: Float64Array.from(legs, (l) => (l.route.priceUnit === "seat" ? (l.route.price?.min ?? 0) : 0)),
    legFareUnknown: Uint8Array.from(legs, (l) => (l.route.priceUnit === "seat" && l.route.price ? 0 : 1)),
    legTransfer: Uint8Array.from(legs, (l) => (l.route.transfer ? 1 : 0)),
  };
}

/** Leg numbers grouped by place (counting sort). */
function rows(placeCount: number, legs: readonly PlannerLeg[], placeOf: (leg: PlannerLeg) => number) {
  const start = new Int32Array(placeCount + 1);
  for (const leg of legs) start[placeOf(leg) + 1]!++;
  for (let i = 0; i < placeCount; i++) start[i + 1]! += start[i]!;
  const fill = start.slice(0, placeCount);
  const items = new Int32Array(legs.length);
  legs.forEach((leg, i) => {
    items[fill[placeOf(leg)]!++] = i;
  });
  return { start, items };
}

/** Positions of the known ids among `ids`. */
export function positionsOf(graph: PlannerGraph, ids: readonly string[]): number[] {
  return [...new Set(ids.map((id) => graph.index.get(id)).filter((i) => i !== undefined))];
}

/**
 * Places one can reach from `start` (start included), or with "backwards" the places from which one
 * can reach `start`: for "the nearest connected places" when there is no path.
 */
export function reachableFrom(
  graph: PlannerGraph,
  start: readonly number[],
  direction: "forwards" | "backwards" = "forwards",
): Set<number> {
  const forwards = direction === "forwards";
  const [rowStart, rowLegs, end] = forwards
    ? [graph.outStart, graph.outLegs, graph.legTo]
    : [graph.intoStart, graph.intoLegs, graph.legFrom];
  const seen = new Set(start);
  const queue = [...seen];
  while (queue.length > 0) {
    const at = queue.pop()!;
    for (let k = rowStart[at]!; k < rowStart[at + 1]!; k++) {
      const place = end[rowLegs[k]!]!;
      if (!seen.has(place)) {
        seen.add(place);
        queue.push(place);
      }
    }
  }
  return seen;
}

/** Great-circle distance in km. */
export function distanceKm(a: PlannerPlace, b: PlannerPlace): number | null {
  if (a.lat === null || a.lon === null || b.lat === null || b.lon === null) return null;
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
