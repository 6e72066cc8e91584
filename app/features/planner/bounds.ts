import { MinHeap } from "./heap.ts";
import type { PlannerGraph } from "./types.ts";

/**
 * Lower bounds from every place to the destination, one criterion at a time (unknowns cost nothing
 * here, so each bound is never more than the truth; Infinity where the destination is out of reach).
 * The search drops a label as soon as a trip already found beats it even with these optimistic
 * remainders, and orders its queue by the time bound (A*). A local transfer costs nothing.
 */
export type Bounds = {
  time: Float64Array;
  timeUnknown: Float64Array;
  legs: Float64Array;
  price: Float64Array;
  priceUnknown: Float64Array;
};

export function boundsTo(graph: PlannerGraph, targets: readonly number[]): Bounds {
  const everyLeg = new Uint8Array(graph.legs.length).fill(1);
  return {
    time: cheapestTo(graph, targets, graph.legTime),
    timeUnknown: fewestTo(graph, targets, graph.legTimeUnknown),
    legs: fewestTo(graph, targets, everyLeg),
    price: cheapestTo(graph, targets, graph.legFare),
    priceUnknown: fewestTo(graph, targets, graph.legFareUnknown),
  };
}

/** Dijkstra backwards from `targets` over incoming legs, each costing `cost[leg]`. */
function cheapestTo(graph: PlannerGraph, targets: readonly number[], cost: Float64Array) {
  const { intoStart, intoLegs, legFrom, legTransfer } = graph;
  const best = new Float64Array(graph.places.length).fill(Number.POSITIVE_INFINITY);
  const heap = new MinHeap<{ key: number; at: number }>();
  for (const at of targets) {
    best[at] = 0;
    heap.push({ key: 0, at });
  }
  for (let item = heap.pop(); item; item = heap.pop()) {
    if (item.key > best[item.at]!) continue;
    for (let k = intoStart[item.at]!; k < intoStart[item.at + 1]!; k++) {
      const leg = intoLegs[k]!;
      const key = item.key + (legTransfer[leg] ? 0 : cost[leg]!);
      const from = legFrom[leg]!;
      if (key < best[from]!) {
        best[from] = key;
        heap.push({ key, at: from });
      }
    }
  }
  return best;
}

/**
 * Relaxes the legs into `at` (reached at `level`): a free leg puts its start on this level's `front`,
 * a counted one on the `next` level.
 */
function relaxInto(
  graph: PlannerGraph,
  counts: Uint8Array,
  best: Float64Array,
  at: number,
  level: number,
  levels: { front: number[]; next: number[] },
) {
  const { intoStart, intoLegs, legFrom, legTransfer } = graph;
  for (let k = intoStart[at]!; k < intoStart[at + 1]!; k++) {
    const leg = intoLegs[k]!;
    const cost = legTransfer[leg] || !counts[leg] ? 0 : 1;
    const from = legFrom[leg]!;
    if (level + cost < best[from]!) {
      best[from] = level + cost;
      (cost === 0 ? levels.front : levels.next).push(from);
    }
  }
}

/** The fewest legs with `counts[leg]` set on the way to `targets`: breadth first, free legs first. */
function fewestTo(graph: PlannerGraph, targets: readonly number[], counts: Uint8Array) {
  const best = new Float64Array(graph.places.length).fill(Number.POSITIVE_INFINITY);
  const levels = { front: [] as number[], next: [] as number[] };
  for (const at of targets) {
    best[at] = 0;
    levels.front.push(at);
  }
  for (let level = 0; levels.front.length > 0; level++) {
    // Places at this level; those reached through free legs join this level as they come.
    for (let i = 0; i < levels.front.length; i++) {
      const at = levels.front[i]!;
      if (best[at] === level) relaxInto(graph, counts, best, at, level, levels);
    }
    levels.front = levels.next;
    levels.next = [];
  }
  return best;
}
