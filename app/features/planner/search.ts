import { type Bounds, boundsTo } from "./bounds.ts";
import { sailsOn } from "./graph.ts";
import { MinHeap } from "./heap.ts";
import { type TripClock, waitOnDay } from "./timetable.ts";
import type { PlannerGraph } from "./types.ts";

/**
 * Multi-criteria label-setting search (a multi-criteria Dijkstra). A label is one way of reaching a
 * place, scored on three criteria, all to be minimised: time (on board plus the wait for each
 * departure), legs, and the fare for one traveller. Unknown figures are estimated (ADR 0027), so every
 * leg has a figure and no unknown beats a known one by default. A label survives only while no other
 * label at its place is at least as good on every criterion and better on one (dominance), so what
 * reaches the destination is the set of best trade-offs, not one shortest path.
 *
 * A trip never passes a place twice, counting the stops a leg passes on the way (a bus through Poso
 * and then back to Poso), never passes through its destination or its start, and stays in Sulawesi and
 * its islands unless `outside` is allowed (plan.ts allows it only when nothing inside serves).
 */
export type Score = { time: number; legs: number; cost: number };

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

export type SearchOptions = {
  limits?: SearchLimits;
  /** When the traveller goes: waits follow the timetable, closed months are left out. */
  clock?: TripClock | null;
  /** May the trip use places outside Sulawesi and its islands. */
  outside?: boolean;
  /** 1 for a leg the trip may not take (another way than the options already found). */
  banned?: Uint8Array;
  /** Bounds already worked out for these targets (banning legs or places only makes them looser). */
  bounds?: Bounds;
  /** No trip taking longer than this (minutes) is wanted: a label that cannot arrive sooner stops. */
  maxTime?: number;
};

/** Everything one search works with: the graph, where it may go, and the labels kept so far. */
type SearchState = {
  graph: PlannerGraph;
  limits: SearchLimits;
  clock: TripClock | null;
  /** 1 for a place the trip may not pass: its start, its destination (as a stop), or outside. */
  barred: Uint8Array;
  banned: Uint8Array | null;
  maxTime: number;
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

/** Whether a leg's stops on the way are all places the trip may pass and has not passed. */
function stopsAllowed(state: SearchState, label: Label, leg: number): boolean {
  const { viaStart, viaPlaces } = state.graph;
  for (let v = viaStart[leg]!; v < viaStart[leg + 1]!; v++) {
    const stop = viaPlaces[v]!;
    if (state.barred[stop] || state.isTarget[stop] || onPath(state.graph, label, stop)) return false;
  }
  return true;
}

/** Extends `label` along every leg out of its place, keeping what no other label beats. */
function expand(state: SearchState, label: Label): void {
  const { graph, limits, barred, isTarget, bounds, bags, atTarget, queue } = state;
  const { outStart, outLegs, legTo, legTransfer } = graph;
  for (let k = outStart[label.at]!; k < outStart[label.at + 1]!; k++) {
    const leg = outLegs[k]!;
    const to = legTo[leg]!;
    if (state.banned?.[leg]) continue;
    // Out of reach, or too many legs still needed at the least (the bound counts them exactly).
    const legsAfter = label.legs + (legTransfer[leg] ? 0 : 1) + bounds.legs[to]!;
    if (barred[to] || legsAfter > limits.maxLegs || onPath(graph, label, to) || !stopsAllowed(state, label, leg)) {
      continue;
    }
    const next = extend(state, label, leg, bounds.time[to]!);
    if (!next || next.time + bounds.time[to]! > state.maxTime || beatenAtTarget(next, bounds, atTarget)) continue;
    if (isTarget[to]) addToBag(atTarget, next, limits.atTarget, false);
    else if (addToBag(bags[to]!, next, limits.perPlace, true)) queue.push(next);
  }
}

/** The non-dominated labels that reach any of `targets` from any of `origins` (graph positions). */
export function searchLabels(
  graph: PlannerGraph,
  origins: readonly number[],
  targets: readonly number[],
  options: SearchOptions = {},
): Label[] {
  const size = graph.places.length;
  const barred = flags(size, origins);
  if (!options.outside) for (let i = 0; i < size; i++) if (graph.outside[i]) barred[i] = 1;
  for (const t of targets) barred[t] = 0;
  const clock = options.clock ?? null;
  const state: SearchState = {
    graph,
    limits: options.limits ?? DEFAULT_LIMITS,
    clock,
    barred,
    banned: options.banned ?? null,
    maxTime: options.maxTime ?? Number.POSITIVE_INFINITY,
    isTarget: flags(size, targets),
    isOrigin: flags(size, origins),
    bounds: options.bounds ?? boundsTo(graph, targets, clock?.startDay != null),
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

const EMPTY = { legs: 0, time: 0, cost: 0, key: 0, dead: false };

/** The label after taking `leg`; null when the leg does not run on the day of travel. */
function extend(state: SearchState, label: Label, leg: number, timeLeft: number): Label | null {
  const { graph, clock } = state;
  const at = graph.legTo[leg]!;
  if (graph.legTransfer[leg]) {
    // Neither a leg nor a change; its time (an estimate, TRANSFER_RANK_MINUTES) still counts.
    const time = label.time + graph.legMoving[leg]!;
    return { ...label, at, leg, parent: label, time, key: time + timeLeft + label.legs, dead: false };
  }
  // The same vessel sailing on: no wait, and not a change (the legs count boardings).
  if (sailsOn(graph, label.leg, leg)) {
    const time = label.time + graph.legMoving[leg]!;
    const cost = label.cost + graph.legCost[leg]!;
    return { at, leg, parent: label, legs: label.legs, time, cost, key: time + timeLeft + label.legs, dead: false };
  }
  let legTime = graph.legTime[leg]!;
  if (clock) {
    const wait = waitOnDay(graph.legs[leg]!, clock, label.time);
    if (wait === null) return null;
    legTime = graph.legMoving[leg]! + wait;
  }
  const time = label.time + legTime;
  return {
    at,
    leg,
    parent: label,
    legs: label.legs + 1,
    time,
    cost: label.cost + graph.legCost[leg]!,
    key: time + timeLeft + label.legs + 1,
    dead: false,
  };
}

/** Whether the path to `label` reached or passed `place`. */
function onPath(graph: PlannerGraph, label: Label, place: number): boolean {
  const { viaStart, viaPlaces } = graph;
  for (let l: Label | null = label; l; l = l.parent) {
    if (l.at === place) return true;
    if (l.leg < 0) continue;
    for (let v = viaStart[l.leg]!; v < viaStart[l.leg + 1]!; v++) if (viaPlaces[v] === place) return true;
  }
  return false;
}

/** A trip already found is better than the best this label could still become (bounds on the rest). */
function beatenAtTarget(label: Label, bounds: Bounds, atTarget: readonly Label[]): boolean {
  const best: Score = {
    time: label.time + bounds.time[label.at]!,
    legs: label.legs + bounds.legs[label.at]!,
    cost: label.cost + bounds.cost[label.at]!,
  };
  for (const t of atTarget) if (!t.dead && dominates(t, best)) return true;
  return false;
}

/** a is at least as good as b on every criterion; `strictly`: and better on at least one. */
export function dominates(a: Score, b: Score, strictly = true): boolean {
  if (a.time > b.time || a.cost > b.cost || a.legs > b.legs) return false;
  return !strictly || a.time < b.time || a.cost < b.cost || a.legs < b.legs;
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
