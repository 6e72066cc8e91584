import { type Bounds, boundsTo } from "./bounds.ts";
import { MinHeap } from "./heap.ts";
import type { PlannerGraph } from "./types.ts";

/**
 * Multi-criteria label-setting search (a multi-criteria Dijkstra). A label is one way of reaching a
 * place, scored on three criteria, all to be minimised: time (moving at its shortest plus the longest
 * wait for each departure), legs, and per-person fare. A label survives only while no other label at its
 * place is at least as good on every criterion and better on one (dominance), so what reaches the
 * destination is the set of best trade-offs, not one shortest path. An unknown time or fare is never
 * counted as zero: each criterion compares the number of unknown parts first, then the known sum, so a
 * trip whose figures we can back beats one that only looks quicker or cheaper by hiding a leg.
 */
export type Score = { time: number; timeUnknown: number; legs: number; price: number; priceUnknown: number };

export type Label = Score & {
  at: number;
  /** The leg taken to get here (its number in graph.legs); -1 at the start. */
  leg: number;
  parent: Label | null;
  /** Order in the queue (with the bound on the time left): non-decreasing along a path. */
  key: number;
  dead: boolean;
};

export type SearchLimits = {
  /** Most labels kept per place (the worst by `key` is dropped beyond it). */
  perPlace: number;
  /** Most labels kept at the destination. */
  atTarget: number;
  /** Most legs in one itinerary. */
  maxLegs: number;
};

export const DEFAULT_LIMITS: SearchLimits = { perPlace: 4, atTarget: 16, maxLegs: 5 };

/** A leg of unknown length weighs like six hours in the queue order (the order only, never a total). */
const UNKNOWN_TIME_WEIGHT = 6 * 60;

/** Everything one search works with: the graph, where it may go, and the labels kept so far. */
type SearchState = {
  graph: PlannerGraph;
  limits: SearchLimits;
  isTarget: Uint8Array;
  isOrigin: Uint8Array;
  bounds: Bounds;
  bags: Label[][];
  atTarget: Label[];
  queue: MinHeap<Label>;
};

const flags = (size: number, positions: readonly number[]) => {
  const out = new Uint8Array(size);
  for (const p of positions) out[p] = 1;
  return out;
};

/** Extends `label` along every leg out of its place, keeping what no other label beats. */
function expand(state: SearchState, label: Label): void {
  const { graph, limits, isTarget, isOrigin, bounds, bags, atTarget, queue } = state;
  const { outStart, outLegs, legTo, legTransfer } = graph;
  for (let k = outStart[label.at]!; k < outStart[label.at + 1]!; k++) {
    const leg = outLegs[k]!;
    const to = legTo[leg]!;
    // Out of reach, or too many legs still needed at the least (the bound counts them exactly).
    const legsAfter = label.legs + (legTransfer[leg] ? 0 : 1) + bounds.legs[to]!;
    if (isOrigin[to] || legsAfter > limits.maxLegs || onPath(label, to)) continue;
    const next = extend(graph, label, leg, bounds.time[to]!);
    if (beatenAtTarget(next, bounds, atTarget)) continue;
    if (isTarget[to]) addToBag(atTarget, next, limits.atTarget, false);
    else if (addToBag(bags[to]!, next, limits.perPlace, true)) queue.push(next);
  }
}

/** The non-dominated labels that reach any of `targets` from any of `origins` (graph positions). */
export function searchLabels(
  graph: PlannerGraph,
  origins: readonly number[],
  targets: readonly number[],
  limits: SearchLimits = DEFAULT_LIMITS,
): Label[] {
  const state: SearchState = {
    graph,
    limits,
    isTarget: flags(graph.places.length, targets),
    isOrigin: flags(graph.places.length, origins),
    bounds: boundsTo(graph, targets),
    bags: graph.places.map(() => []),
    atTarget: [],
    queue: new MinHeap<Label>(),
  };
  for (const at of new Set(origins)) {
    if (state.isTarget[at]) continue;
    const start: Label = { ...EMPTY, at, leg: -1, parent: null };
    state.bags[at]!.push(start);
    state.queue.push(start);
  }
  for (let label = state.queue.pop(); label; label = state.queue.pop()) {
    if (!label.dead) expand(state, label);
  }
  return state.atTarget.filter((l) => !l.dead);
}

const EMPTY = { legs: 0, time: 0, timeUnknown: 0, price: 0, priceUnknown: 0, key: 0, dead: false };

function extend(graph: PlannerGraph, label: Label, leg: number, timeLeft: number): Label {
  const at = graph.legTo[leg]!;
  if (graph.legTransfer[leg]) return { ...label, at, leg, parent: label, dead: false };
  const time = label.time + graph.legTime[leg]!;
  const timeUnknown = label.timeUnknown + graph.legTimeUnknown[leg]!;
  return {
    at,
    leg,
    parent: label,
    legs: label.legs + 1,
    time,
    timeUnknown,
    price: label.price + graph.legFare[leg]!,
    priceUnknown: label.priceUnknown + graph.legFareUnknown[leg]!,
    key: time + timeLeft + timeUnknown * UNKNOWN_TIME_WEIGHT + label.legs + 1,
    dead: false,
  };
}

function onPath(label: Label, place: number): boolean {
  for (let l: Label | null = label; l; l = l.parent) if (l.at === place) return true;
  return false;
}

/** A trip already found is better than the best this label could still become (bounds on the rest). */
function beatenAtTarget(label: Label, bounds: Bounds, atTarget: readonly Label[]): boolean {
  const best: Score = {
    time: label.time + bounds.time[label.at]!,
    timeUnknown: label.timeUnknown + bounds.timeUnknown[label.at]!,
    legs: label.legs + bounds.legs[label.at]!,
    price: label.price + bounds.price[label.at]!,
    priceUnknown: label.priceUnknown + bounds.priceUnknown[label.at]!,
  };
  for (const t of atTarget) if (!t.dead && dominates(t, best)) return true;
  return false;
}

/** a is at least as good as b on every criterion; `strictly`: and better on at least one. */
export function dominates(a: Score, b: Score, strictly = true): boolean {
  // Each criterion compares (unknown parts, known sum): fewer unknowns first, then the smaller sum.
  const timeCmp = a.timeUnknown - b.timeUnknown || a.time - b.time;
  const priceCmp = a.priceUnknown - b.priceUnknown || a.price - b.price;
  const legsCmp = a.legs - b.legs;
  if (timeCmp > 0 || priceCmp > 0 || legsCmp > 0) return false;
  return !strictly || timeCmp < 0 || priceCmp < 0 || legsCmp < 0;
}

/**
 * Adds `label` unless another is better; drops what it beats and, past `cap`, the worst by key. On the
 * way (`dropTies`) a tie is dropped too: it leads nowhere new. At the destination ties are kept, as
 * itineraries that differ in their legs.
 */
function addToBag(bag: Label[], label: Label, cap: number, dropTies: boolean): boolean {
  for (const other of bag) if (dominates(other, label, !dropTies)) return false;
  let kept = 0;
  for (const other of bag) {
    if (dominates(label, other)) other.dead = true;
    else bag[kept++] = other;
  }
  bag.length = kept;
  bag.push(label);
  if (bag.length > cap) {
    let worst = 0;
    for (let i = 1; i < bag.length; i++) if (bag[i]!.key > bag[worst]!.key) worst = i;
    const [dropped] = bag.splice(worst, 1);
    dropped!.dead = true;
    return dropped !== label;
  }
  return true;
}
