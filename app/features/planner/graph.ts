import type { PlannerGraph, PlannerLeg, PlannerPlace, PlannerRoute } from "./types.ts";
import { longestWait } from "./waiting.ts";

/**
 * The route graph as adjacency lists: each route gives one leg per direction it runs, discontinued
 * routes none. A few hundred places need no graph library; two thousand neither.
 */
export function buildGraph(places: readonly PlannerPlace[], routes: readonly PlannerRoute[]): PlannerGraph {
  const byId = new Map(places.map((p) => [p.id, p]));
  const out = new Map<string, PlannerLeg[]>(places.map((p) => [p.id, []]));
  for (const route of routes) {
    if (route.discontinued || route.from === route.to) continue;
    const a = out.get(route.from);
    const b = out.get(route.to);
    if (!a || !b) continue;
    const waitMax = longestWait(route.frequency);
    a.push({ route, from: route.from, to: route.to, waitMax });
    if (route.bothWays) b.push({ route, from: route.to, to: route.from, waitMax });
  }
  return { places: byId, out };
}

/**
 * Places one can reach from `start` (start included), or with "backwards" the places from which one
 * can reach `start`: for "the nearest connected places" when there is no path.
 */
export function reachableFrom(
  graph: PlannerGraph,
  start: readonly string[],
  direction: "forwards" | "backwards" = "forwards",
): Set<string> {
  const next = direction === "forwards" ? graph.out : incoming(graph);
  const end = direction === "forwards" ? (leg: PlannerLeg) => leg.to : (leg: PlannerLeg) => leg.from;
  const seen = new Set(start.filter((id) => graph.places.has(id)));
  const queue = [...seen];
  while (queue.length > 0) {
    for (const leg of next.get(queue.pop()!) ?? []) {
      const place = end(leg);
      if (!seen.has(place)) {
        seen.add(place);
        queue.push(place);
      }
    }
  }
  return seen;
}

function incoming(graph: PlannerGraph): Map<string, PlannerLeg[]> {
  const into = new Map<string, PlannerLeg[]>();
  for (const legs of graph.out.values()) {
    for (const leg of legs) {
      const list = into.get(leg.to);
      if (list) list.push(leg);
      else into.set(leg.to, [leg]);
    }
  }
  return into;
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
