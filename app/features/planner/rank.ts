import { ABSURD, BALANCE, MIN_OPTIONS } from "./rules.ts";
import type { Itinerary, Preference, Reason } from "./types.ts";

/**
 * The order of the options and why each is there (ADR 0027). Every figure is the ranked one
 * (it.rank): known where the data gives it, a conservative estimate where it does not.
 */

type Compare = (a: Itinerary, b: Itinerary) => number;

/** One traveller's trip in minutes: on the move, a share of the waits, the fares as time, the changes. */
export function balance(it: Itinerary): number {
  const onTheMove = it.rank.moving;
  const waits = it.rank.minutes - onTheMove;
  return (
    onTheMove +
    waits * BALANCE.waitWeight +
    (it.rank.cost / BALANCE.idrPerHour) * 60 +
    it.changes * BALANCE.minutesPerChange
  );
}

const byTime: Compare = (a, b) => a.rank.minutes - b.rank.minutes;
const byCost: Compare = (a, b) => a.rank.cost - b.rank.cost;
const byChanges: Compare = (a, b) => a.changes - b.changes;
const byBalance: Compare = (a, b) => balance(a) - balance(b);

export const byPreference: Record<Preference, Compare> = {
  best: (a, b) => byBalance(a, b) || byTime(a, b) || byCost(a, b),
  fastest: (a, b) => byTime(a, b) || byCost(a, b) || byChanges(a, b),
  "fewest-changes": (a, b) => byChanges(a, b) || byBalance(a, b),
  cheapest: (a, b) => byCost(a, b) || byTime(a, b) || byChanges(a, b),
};

/** `a` is at least `ratio` times `b` and at least `by` more. */
const well = (a: number, b: number, ratio: number, by: number) => a >= b * ratio && a - b >= by;
/** `a` is at most `ratio` times `b` and at least `by` less. */
const clearly = (a: number, b: number, ratio: number, by: number) => a <= b * ratio && b - a >= by;

/** Much slower: half again as long, and half a day more at least (ABSURD.slower). */
const muchSlower = (slow: Itinerary, fast: Itinerary) =>
  well(slow.rank.minutes, fast.rank.minutes, ABSURD.slower.ratio, ABSURD.slower.minutes);
/** Meaningfully cheaper: a quarter less and Rp100k less at least (ABSURD.cheaper). */
const meaningfullyCheaper = (cheap: Itinerary, dear: Itinerary) =>
  clearly(cheap.rank.cost, dear.rank.cost, ABSURD.cheaper.ratio, ABSURD.cheaper.idr);
/** Much dearer: three times, and Rp1M more at least (ABSURD.dearer). */
const muchDearer = (dear: Itinerary, cheap: Itinerary) =>
  well(dear.rank.cost, cheap.rank.cost, ABSURD.dearer.ratio, ABSURD.dearer.idr);
/** Meaningfully faster: a quarter less and three hours less at least (ABSURD.faster). */
const meaningfullyFaster = (fast: Itinerary, slow: Itinerary) =>
  clearly(fast.rank.minutes, slow.rank.minutes, ABSURD.faster.ratio, ABSURD.faster.minutes);

/**
 * Whether `it` is an option an expert would laugh at beside `other`: far slower whatever it saves,
 * much slower without being meaningfully cheaper, or much dearer without being meaningfully faster.
 */
export function absurdBeside(it: Itinerary, other: Itinerary): boolean {
  if (it === other) return false;
  if (well(it.rank.minutes, other.rank.minutes, ABSURD.farSlower.ratio, ABSURD.farSlower.minutes)) return true;
  return (
    (muchSlower(it, other) && !meaningfullyCheaper(it, other)) ||
    (muchDearer(it, other) && !meaningfullyFaster(it, other))
  );
}

const estimated = (it: Itinerary) =>
  it.rank.estimatedMoving + it.rank.estimatedWaiting + it.rank.estimatedFares > 0 || it.hires > 0;

/**
 * `other` is at least as quick, cheap and direct as `it`, and better on one of them, on figures the data
 * gives for both (an estimate is no proof that a way is worse).
 */
export function beaten(it: Itinerary, other: Itinerary): boolean {
  if (estimated(it) || estimated(other)) return false;
  const { minutes, cost } = it.rank;
  if (other.rank.minutes > minutes || other.rank.cost > cost || other.changes > it.changes) return false;
  return other.rank.minutes < minutes || other.rank.cost < cost || other.changes < it.changes;
}

/** Leaves out every itinerary that is absurd beside another one. */
export function withoutAbsurd(itineraries: readonly Itinerary[]): Itinerary[] {
  return itineraries.filter((it) => !itineraries.some((other) => absurdBeside(it, other)));
}

/**
 * Tags each option with what it is best at among `ordered` (the first of equals wins), and keeps only
 * the options that are best at something, with the next best balances when that makes fewer than
 * MIN_OPTIONS: every option on the page says why it is there.
 */
export function withReasons(ordered: readonly Itinerary[]): Itinerary[] {
  const winners: [Reason, Compare][] = [
    ["best", byPreference.best],
    ["fastest", byPreference.fastest],
    ["cheapest", byPreference.cheapest],
    ["fewest-changes", byPreference["fewest-changes"]],
  ];
  const reasons = new Map<Itinerary, Reason[]>();
  for (const [reason, compare] of winners) {
    const winner = ordered.reduce((best, it) => (compare(it, best) < 0 ? it : best), ordered[0]!);
    reasons.set(winner, [...(reasons.get(winner) ?? []), reason]);
  }
  // Another way, not a variant of one shown: it shares no route with the options already chosen.
  const used = new Set([...reasons.keys()].flatMap(routesOf));
  for (const it of ordered.filter((o) => !reasons.has(o)).sort(byPreference.best)) {
    if (reasons.size >= MIN_OPTIONS) break;
    if (routesOf(it).some((id) => used.has(id))) continue;
    reasons.set(it, ["next-best"]);
    for (const id of routesOf(it)) used.add(id);
  }
  return ordered.filter((it) => reasons.has(it)).map((it) => ({ ...it, reasons: reasons.get(it)! }));
}

/** The data routes an itinerary rides (not its local transfers or airport taxis). */
export const routesOf = (it: Itinerary) =>
  it.legs.filter((l) => !l.route.transfer && !l.route.access).map((l) => l.route.routeId ?? l.route.id);
