import { estimator } from "./estimates.ts";
import type { PlannerGraph, PlannerLeg, PlannerPlace, PlannerRoute, PlannerTimetable } from "./types.ts";
import { longestWait } from "./waiting.ts";

export { distanceKm } from "./geo.ts";

/**
 * The route graph: each route gives one leg per direction it runs, discontinued routes none. Each leg
 * carries its ranked figures, known or estimated (estimates.ts, ADR 0027). A few hundred places need
 * no graph library; two thousand neither.
 */
export function buildGraph(places: readonly PlannerPlace[], routes: readonly PlannerRoute[]): PlannerGraph {
  const index = new Map(places.map((p, i) => [p.id, i]));
  const estimate = estimator(places, routes);
  const legs: PlannerLeg[] = [];
  const leg = (route: PlannerRoute, a: number, b: number, reverse: boolean): PlannerLeg => {
    const timetable: PlannerTimetable =
      reverse && route.returnTimetable
        ? route.returnTimetable
        : { frequency: route.frequency, departures: route.departures ?? [] };
    const from = places[a]!;
    const to = places[b]!;
    const waitMax = longestWait(timetable.frequency);
    const figures = estimate.figures(route, from, to, timetable);
    return { route, from, to, fromAt: a, toAt: b, reverse, timetable, waitMax, figures };
  };
  for (const route of routes) {
    const a = index.get(route.from);
    const b = index.get(route.to);
    if (route.discontinued || a === undefined || b === undefined || a === b) continue;
    legs.push(leg(route, a, b, false));
    if (route.bothWays) legs.push(leg(route, b, a, true));
  }
  const out = rows(places.length, legs, (l) => l.fromAt);
  const into = rows(places.length, legs, (l) => l.toAt);
  const via = viaRows(index, legs);
  const vessel = vessels(legs);
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
    legTime: Float64Array.from(legs, (l) => l.figures.moving + l.figures.wait),
    legMoving: Float64Array.from(legs, (l) => l.figures.moving),
    legCost: Float64Array.from(legs, (l) => l.figures.cost),
    legTransfer: Uint8Array.from(legs, (l) => (l.route.transfer ? 1 : 0)),
    viaStart: via.start,
    viaPlaces: via.items,
    outside: Uint8Array.from(places, (p) => (p.inRegion === false ? 1 : 0)),
    legVessel: vessel,
    legOwnTimetable: Uint8Array.from(legs, (l) => (known(l.timetable.frequency.kind) ? 1 : 0)),
    legTimeLow: Float64Array.from(legs, (l, i) => l.figures.moving + (vessel[i]! >= 0 ? 0 : l.figures.wait)),
    legsOfRoute: legsByRoute(legs),
  };
}

function legsByRoute(legs: readonly PlannerLeg[]): Map<string, number[]> {
  const byRoute = new Map<string, number[]>();
  legs.forEach((l, i) => {
    const id = l.route.routeId || l.route.id;
    byRoute.set(id, [...(byRoute.get(id) ?? []), i]);
  });
  return byRoute;
}

const known = (kind: string) => kind !== "unknown" && kind !== "irregular";

/** A number per (mode, operators) pair; -1 where the operators are unknown or the leg is a transfer. */
function vessels(legs: readonly PlannerLeg[]): Int32Array {
  const ids = new Map<string, number>();
  return Int32Array.from(legs, (l) => {
    const operators = l.route.operators ?? [];
    if (l.route.transfer || operators.length === 0) return -1;
    const key = `${l.route.mode}|${[...operators].sort().join("|")}`;
    if (!ids.has(key)) ids.set(key, ids.size);
    return ids.get(key)!;
  });
}

/**
 * Whether `leg`, taken right after `previous`, is the same vessel sailing on: no wait, no change.
 * It is when both are on the same vessel, `leg` starts where `previous` ended, and `leg` has no
 * timetable of its own or the same frequency as `previous`.
 */
export function sailsOn(graph: PlannerGraph, previous: number, leg: number): boolean {
  if (previous < 0 || graph.legVessel[leg]! < 0 || graph.legVessel[leg] !== graph.legVessel[previous]) return false;
  if (graph.legFrom[leg] !== graph.legTo[previous] || graph.legTo[leg] === graph.legFrom[previous]) return false;
  if (!graph.legOwnTimetable[leg]) return true;
  const a = graph.legs[previous]!.timetable.frequency;
  const b = graph.legs[leg]!.timetable.frequency;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The stops each leg passes, in its own direction, as place positions. */
function viaRows(index: ReadonlyMap<string, number>, legs: readonly PlannerLeg[]) {
  const start = new Int32Array(legs.length + 1);
  const items: number[] = [];
  legs.forEach((l, i) => {
    const stops = (l.route.via ?? []).map((id) => index.get(id)).filter((p) => p !== undefined);
    items.push(...(l.reverse ? stops.reverse() : stops));
    start[i + 1] = items.length;
  });
  return { start, items: Int32Array.from(items) };
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
