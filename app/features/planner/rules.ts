/**
 * The planner's rules as numbers (ADR 0027): the balance of time, fares and changes, when an option is
 * absurd, the estimates' fallbacks. No imports: the search runs in the browser's worker and in the
 * bench as it is (plain Node, no path aliases).
 */

/**
 * The "best balance" order (ADR 0027): a trip's minutes on the move, plus a quarter of its waits (a
 * traveller plans around a ferry's day and spends the wait in town, not on a bench), plus its fares at
 * Rp100,000 an hour (a holiday day valued at Rp2.4M), plus two hours for each change (in Sulawesi a
 * change often costs a night).
 */
export const BALANCE = { idrPerHour: 100_000, minutesPerChange: 120, waitWeight: 0.25 } as const;

/**
 * When an option is absurd beside another (ADR 0027, issue 27 point 2): much slower (half again as long
 * and 12 hours more) without being meaningfully cheaper (a quarter less and Rp100k less), or much dearer
 * (three times and Rp1M more) without being meaningfully faster (a quarter less and 3 hours less), or
 * far slower (three times as long and three days more) whatever it saves.
 */
export const ABSURD = {
  slower: { ratio: 1.5, minutes: 12 * 60 },
  cheaper: { ratio: 0.75, idr: 100_000 },
  dearer: { ratio: 3, idr: 1_000_000 },
  faster: { ratio: 0.75, minutes: 3 * 60 },
  /** Three times as long and three days more: left out whatever it saves. */
  farSlower: { ratio: 3, minutes: 3 * 24 * 60 },
} as const;

/** Fewer options than this tagged fastest, cheapest, ...: the next best balances fill in. */
export const MIN_OPTIONS = 3;

/**
 * Used only where no route of the same group (air, sea, road) gives a figure (estimates.ts, ADR 0027):
 * a slow pace and a dear fare per km, and a day's wait; `km` stands in when a place has no coordinates.
 */
export const ESTIMATE_DEFAULTS = {
  air: { minutesPerKm: 0.25, idrPerKm: 3_000, km: 500 },
  sea: { minutesPerKm: 6, idrPerKm: 1_500, km: 150 },
  road: { minutesPerKm: 2, idrPerKm: 1_000, km: 150 },
  waitMinutes: 24 * 60,
} as const;

/**
 * A local transfer (airport, port or terminal to its town) ranks as 45 minutes, the shortest known one
 * (Manado airport; Makassar's is about an hour): none of them is free. Shown as unknown.
 */
export const TRANSFER_RANK_MINUTES = 45;

/** On a given day of travel, the trip sets off at 08:00 (the waits count from then). */
export const TRIP_START_MINUTES = 8 * 60;
