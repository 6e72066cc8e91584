import { MinHeap } from "./heap.ts";
import type { PlannerGraph } from "./types.ts";

/**
 * Lower bounds from every place to the destination, one criterion at a time (Infinity where the
 * destination is out of reach). The search drops a label as soon as a trip already found beats it even
 * with these optimistic remainders, and orders its queue by the time bound (A*). A local transfer costs
 * nothing. On a given day of travel a wait can be shorter than the expected one, so the time bound then
 * counts time on board only. The legs bound counts every leg, a vessel sailing on included: with
 * maxLegs it may leave out a trip of five boardings and more legs, never a shorter one.
 */
export type Bounds = { time: Float64Array; legs: Float64Array; cost: Float64Array };

export function boundsTo(graph: PlannerGraph, targets: readonly number[], onADay = false): Bounds {
  // A vessel that may sail on has no wait then: only its time on board is sure (legTimeLow).
  return {
    time: cheapestTo(graph, targets, onADay ? graph.legMoving : graph.legTimeLow),
    legs: fewestTo(graph, targets),
    cost: cheapestTo(graph, targets, graph.legCost),
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
 * Relaxes the legs into `at` (reached at `level`): a local transfer puts its start on this level's
 * `front`, a counted leg on the `next` level.
 */
function relaxInto(
  graph: PlannerGraph,
  best: Float64Array,
  at: number,
  level: number,
  front: number[],
  next: number[],
) {
  const { intoStart, intoLegs, legFrom, legTransfer } = graph;
  for (let k = intoStart[at]!; k < intoStart[at + 1]!; k++) {
    const leg = intoLegs[k]!;
    const cost = legTransfer[leg] ? 0 : 1;
    const from = legFrom[leg]!;
    if (level + cost < best[from]!) {
      best[from] = level + cost;
      (cost === 0 ? front : next).push(from);
    }
  }
}

/** The fewest legs on the way to `targets`: breadth first, local transfers free. */
function fewestTo(graph: PlannerGraph, targets: readonly number[]) {
  const best = new Float64Array(graph.places.length).fill(Number.POSITIVE_INFINITY);
  let front: number[] = [];
  for (const at of targets) {
    best[at] = 0;
    front.push(at);
  }
  for (let level = 0; front.length > 0; level++) {
    const next: number[] = [];
    // Places at this level; those reached through free legs join this level as they come.
    for (let i = 0; i < front.length; i++) {
      if (best[front[i]!] === level) relaxInto(graph, best, front[i]!, level, front, next);
    }
    front = next;
  }
  return best;
}
