import type { PlannerGraph, PlannerLeg, PlannerPlace, PlannerRoute } from "./types.ts";
import { longestWait } from "./waiting.ts";

/**
 * The route graph as adjacency lists: each route gives one leg per direction it runs, discontinued
 * routes none. A few hundred places need no graph library; two thousand neither.
 */
export function buildGraph(places: readonly PlannerPlace[], routes: readonly PlannerRoute[]): PlannerGraph {
  const index = new Map(places.map((p, i) => [p.id, i]));
  const out: PlannerLeg[][] = places.map(() => []);
  const into: PlannerLeg[][] = places.map(() => []);
  const addLeg = (route: PlannerRoute, fromAt: number, toAt: number, waitMax: number | null) => {
    const leg = { route, from: places[fromAt]!, to: places[toAt]!, fromAt, toAt, waitMax };
    out[fromAt]!.push(leg);
    into[toAt]!.push(leg);
  };
  for (const route of routes) {
    const a = index.get(route.from);
    const b = index.get(route.to);
    if (route.discontinued || a === undefined || b === undefined || a === b) continue;
    const waitMax = longestWait(route.frequency);
    addLeg(route, a, b, waitMax);
    if (route.bothWays) addLeg(route, b, a, waitMax);
  }
  return { places, index, out, into };
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
  const next = direction === "forwards" ? graph.out : graph.into;
  const seen = new Set(start);
  const queue = [...seen];
  while (queue.length > 0) {
    for (const leg of next[queue.pop()!]!) {
      const place = direction === "forwards" ? leg.toAt : leg.fromAt;
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
