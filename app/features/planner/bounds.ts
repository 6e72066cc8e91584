import { MinHeap } from "./heap.ts";
import type { PlannerGraph, PlannerLeg } from "./types.ts";

/**
 * Lower bounds from every place to the destination, one criterion at a time (unknowns cost nothing
 * here, so each bound is never more than the truth; Infinity where the destination is out of reach).
 * The search drops a label as soon as a trip already found beats it even with these optimistic
 * remainders, and orders its queue by the time bound (A*).
 */
export type Bounds = {
  time: Float64Array;
  timeUnknown: Float64Array;
  legs: Float64Array;
  price: Float64Array;
  priceUnknown: Float64Array;
};

export function boundsTo(graph: PlannerGraph, targets: readonly number[]): Bounds {
  return {
    time: cheapestTo(graph, targets, (leg) => (leg.route.minutes?.min ?? 0) + (leg.waitMax ?? 0)),
    timeUnknown: cheapestTo(graph, targets, (leg) => (leg.route.minutes && leg.waitMax !== null ? 0 : 1)),
    legs: cheapestTo(graph, targets, () => 1),
    price: cheapestTo(graph, targets, (leg) => (leg.route.priceUnit === "seat" ? (leg.route.price?.min ?? 0) : 0)),
    priceUnknown: cheapestTo(graph, targets, (leg) => (leg.route.priceUnit === "seat" && leg.route.price ? 0 : 1)),
  };
}

/** Dijkstra backwards from `targets` over incoming legs. */
function cheapestTo(graph: PlannerGraph, targets: readonly number[], cost: (leg: PlannerLeg) => number) {
  const best = new Float64Array(graph.places.length).fill(Number.POSITIVE_INFINITY);
  const heap = new MinHeap<{ key: number; at: number }>();
  for (const at of targets) {
    best[at] = 0;
    heap.push({ key: 0, at });
  }
  for (let item = heap.pop(); item; item = heap.pop()) {
    if (item.key > best[item.at]!) continue;
    for (const leg of graph.into[item.at]!) {
      // A local transfer costs nothing on any criterion (see PlannerRoute.transfer).
      const key = item.key + (leg.route.transfer ? 0 : cost(leg));
      if (key < best[leg.fromAt]!) {
        best[leg.fromAt] = key;
        heap.push({ key, at: leg.fromAt });
      }
    }
  }
  return best;
}
