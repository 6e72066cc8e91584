import type { PlannerGraph, PlannerLeg } from "./types.ts";

/**
 * Multi-criteria label-setting search (a multi-criteria Dijkstra). A label is one way of reaching a
 * place, scored on five criteria, all to be minimised: known time (moving, at its shortest, plus the
 * longest wait for each departure), legs whose time is unknown, legs, known per-person fare, legs whose
 * fare is unknown. A label survives only while no other label at its place is at least as good on every
 * criterion and better on one (dominance), so what reaches the destination is the set of best
 * trade-offs, not one shortest path. Unknowns are criteria of their own: never counted as zero.
 */
export type Label = {
  at: string;
  leg: PlannerLeg | null;
  parent: Label | null;
  legs: number;
  time: number;
  timeUnknown: number;
  price: number;
  priceUnknown: number;
  /** Order in the queue: non-decreasing along a path, which makes popped labels final. */
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

export const DEFAULT_LIMITS: SearchLimits = { perPlace: 8, atTarget: 24, maxLegs: 7 };

/** A leg of unknown length weighs like six hours in the queue order (the order only, never a total). */
const UNKNOWN_TIME_WEIGHT = 6 * 60;

/** The non-dominated labels that reach any of `targets` from any of `origins`. */
export function searchLabels(
  graph: PlannerGraph,
  origins: readonly string[],
  targets: readonly string[],
  limits: SearchLimits = DEFAULT_LIMITS,
): Label[] {
  const targetSet = new Set(targets);
  const originSet = new Set(origins);
  const bags = new Map<string, Label[]>();
  const atTarget: Label[] = [];
  const queue = new LabelHeap();
  for (const at of originSet) {
    if (!graph.places.has(at) || targetSet.has(at)) continue;
    const start: Label = { at, leg: null, parent: null, legs: 0, time: 0, timeUnknown: 0, price: 0, priceUnknown: 0, key: 0, dead: false };
    bags.set(at, [start]);
    queue.push(start);
  }
  for (let label = queue.pop(); label; label = queue.pop()) {
    if (label.dead || label.legs >= limits.maxLegs) continue;
    for (const leg of graph.out.get(label.at) ?? []) {
      if (originSet.has(leg.to) || onPath(label, leg.to)) continue;
      const next = extend(label, leg);
      if (dominatedByAny(next, atTarget)) continue;
      if (targetSet.has(leg.to)) {
        addToBag(atTarget, next, limits.atTarget);
        continue;
      }
      let bag = bags.get(leg.to);
      if (!bag) bags.set(leg.to, (bag = []));
      if (addToBag(bag, next, limits.perPlace)) queue.push(next);
    }
  }
  return atTarget.filter((l) => !l.dead);
}

function extend(label: Label, leg: PlannerLeg): Label {
  const minutes = leg.route.minutes;
  const known = (minutes ? minutes.min : 0) + (leg.waitMax ?? 0);
  const timeUnknown = label.timeUnknown + (minutes && leg.waitMax !== null ? 0 : 1);
  const fare = leg.route.priceUnit === "seat" ? leg.route.price : null;
  const time = label.time + known;
  return {
    at: leg.to,
    leg,
    parent: label,
    legs: label.legs + 1,
    time,
    timeUnknown,
    price: label.price + (fare ? fare.min : 0),
    priceUnknown: label.priceUnknown + (fare ? 0 : 1),
    key: time + timeUnknown * UNKNOWN_TIME_WEIGHT + label.legs + 1,
    dead: false,
  };
}

function onPath(label: Label, place: string): boolean {
  for (let l: Label | null = label; l; l = l.parent) if (l.at === place) return true;
  return false;
}

/** a is at least as good as b on every criterion and better on at least one. */
export function dominates(a: Label, b: Label): boolean {
  if (a.time > b.time || a.timeUnknown > b.timeUnknown || a.legs > b.legs) return false;
  if (a.price > b.price || a.priceUnknown > b.priceUnknown) return false;
  return (
    a.time < b.time || a.timeUnknown < b.timeUnknown || a.legs < b.legs || a.price < b.price || a.priceUnknown < b.priceUnknown
  );
}

function dominatedByAny(label: Label, bag: readonly Label[]): boolean {
  for (const other of bag) if (!other.dead && dominates(other, label)) return true;
  return false;
}

/** Adds `label` unless dominated; drops what it dominates and, past `cap`, the worst by key. */
function addToBag(bag: Label[], label: Label, cap: number): boolean {
  if (dominatedByAny(label, bag)) return false;
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

/** A binary min-heap on `key`. */
class LabelHeap {
  private items: Label[] = [];

  push(label: Label): void {
    const items = this.items;
    items.push(label);
    let i = items.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (items[parent]!.key <= label.key) break;
      items[i] = items[parent]!;
      i = parent;
    }
    items[i] = label;
  }

  pop(): Label | undefined {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length === 0 || !last) return top;
    let i = 0;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= items.length) break;
      const right = left + 1;
      const child = right < items.length && items[right]!.key < items[left]!.key ? right : left;
      if (items[child]!.key >= last.key) break;
      items[i] = items[child]!;
      i = child;
    }
    items[i] = last;
    return top;
  }
}
