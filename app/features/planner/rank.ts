import { ABSURD, BALANCE, MIN_OPTIONS } from "./constants.ts";
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

/** `slow` takes much longer than `fast` (ABSURD.slower): half again as long, and half a day more at least. */
function muchSlower(slow: Itinerary, fast: Itinerary): boolean {
  const s = slow.rank.minutes;
  const f = fast.rank.minutes;
  return s >= f * ABSURD.slower.ratio && s - f >= ABSURD.slower.minutes;
}

/** `cheap` saves a quarter of `dear`'s fares and Rp100k at least (ABSURD.cheaper). */
function meaningfullyCheaper(cheap: Itinerary, dear: Itinerary): boolean {
  const c = cheap.rank.cost;
  const d = dear.rank.cost;
  return c <= d * ABSURD.cheaper.ratio && d - c >= ABSURD.cheaper.idr;
}

/** `dear` costs three times `cheap` and Rp1M more at least (ABSURD.dearer). */
function muchDearer(dear: Itinerary, cheap: Itinerary): boolean {
  const d = dear.rank.cost;
  const c = cheap.rank.cost;
  return d >= c * ABSURD.dearer.ratio && d - c >= ABSURD.dearer.idr;
}

/** `fast` saves a quarter of `slow`'s time and three hours at least (ABSURD.faster). */
function meaningfullyFaster(fast: Itinerary, slow: Itinerary): boolean {
  const f = fast.rank.minutes;
  const s = slow.rank.minutes;
  return f <= s * ABSURD.faster.ratio && s - f >= ABSURD.faster.minutes;
}

/**
 * Whether `it` is an option an expert would laugh at beside `other`: far slower whatever it saves,
 * much slower without being meaningfully cheaper, or much dearer without being meaningfully faster.
 */
export function absurdBeside(it: Itinerary, other: Itinerary): boolean {
  if (it === other) return false;
  const far = it.rank.minutes >= other.rank.minutes * ABSURD.farSlower.ratio;
  if (far && it.rank.minutes - other.rank.minutes >= ABSURD.farSlower.minutes) return true;
  return (
    (muchSlower(it, other) && !meaningfullyCheaper(it, other)) ||
    (muchDearer(it, other) && !meaningfullyFaster(it, other))
  );
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

const routesOf = (it: Itinerary) => it.legs.filter((l) => !l.route.transfer).map((l) => l.route.routeId ?? l.route.id);
