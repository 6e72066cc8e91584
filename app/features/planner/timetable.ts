import { TRIP_START_MINUTES } from "./rules.ts";
import type { PlannerLeg, TravelDate } from "./types.ts";

/**
 * Waits on a given day of travel (issue 27 point 4). The clock counts minutes from midnight of the
 * travel date; the trip sets off at TRIP_START_MINUTES. A service on known weekdays, or at known
 * times, waits for its real next departure; one with known weekdays but no known time must be
 * boarded by the start of its day (we cannot promise a later hour). Other services wait as long as
 * without a date (half the longest gap). A leg is left out in a month it does not run.
 */

const DAY = 24 * 60;
/** The furthest ahead we look for a sailing (a ferry laid up for a month, then weekly). */
const HORIZON_DAYS = 62;

/** Days since 1970-01-01 of a calendar date. */
export function epochDay(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / (DAY * 60_000));
}

/** Weekday (0 = Sunday) and month (1-12) of an epoch day. */
export function calendarOf(epoch: number): { weekday: number; month: number } {
  const date = new Date(epoch * DAY * 60_000);
  return { weekday: date.getUTCDay(), month: date.getUTCMonth() + 1 };
}

/** A trip's clock: its first day, or only its month. */
export type TripClock = { startDay: number | null; month: number };

export function clockOf(date: TravelDate | null): TripClock | null {
  if (!date) return null;
  return { startDay: date.day === null ? null : epochDay(date.year, date.month, date.day), month: date.month };
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

function closedIn(leg: PlannerLeg, month: number): boolean {
  return (leg.route.closedMonths ?? []).includes(month);
}

/** Whether the leg's wait follows the clock (known weekdays, or known departure times). */
export function isTimed(leg: PlannerLeg): boolean {
  const { frequency, departures } = leg.timetable;
  return frequency.kind === "weekdays" || (frequency.kind === "daily" && departures.length > 0);
}

/**
 * Minutes to wait for the leg when reaching its start `elapsed` minutes after setting off; null when
 * it does not run then (closed that month, or no departure within the horizon).
 */
export function waitOnDay(leg: PlannerLeg, clock: TripClock, elapsed: number): number | null {
  if (clock.startDay === null) return closedIn(leg, clock.month) ? null : leg.figures.wait;
  const now = clock.startDay * DAY + TRIP_START_MINUTES + elapsed;
  if (!isTimed(leg)) return closedIn(leg, calendarOf(Math.floor(now / DAY)).month) ? null : leg.figures.wait;
  return nextDeparture(leg, now);
}

/** Minutes from `now` to the leg's next departure on a day it runs; null past its longest gap. */
function nextDeparture(leg: PlannerLeg, now: number): number | null {
  const { frequency, departures } = leg.timetable;
  const days = frequency.kind === "weekdays" ? frequency.days : [0, 1, 2, 3, 4, 5, 6];
  const times = (departures.length > 0 ? departures.map(minutesOf) : [0]).sort((a, b) => a - b);
  const today = Math.floor(now / DAY);
  // Longer than the longest gap between sailings: a closed month is in the way; the leg is left out.
  const longest = leg.waitMax ?? HORIZON_DAYS * DAY;
  for (let day = today; day <= today + HORIZON_DAYS; day++) {
    const { weekday, month } = calendarOf(day);
    if (!days.includes(weekday) || closedIn(leg, month)) continue;
    const next = times.find((t) => day * DAY + t >= now);
    if (next !== undefined) return day * DAY + next - now <= longest ? day * DAY + next - now : null;
  }
  return null;
}
