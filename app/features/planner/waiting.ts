import type { PlannerFrequency } from "./types.ts";

const DAY = 24 * 60;

/**
 * The longest one may wait for the next departure, in minutes, from how often a route runs: a daily
 * service up to a day (less when it runs several times a day), N a week about 7/N days, fixed weekdays
 * the longest gap between them, a charter none. Irregular or unknown services: null, never a guess.
 */
export function longestWait(frequency: PlannerFrequency): number | null {
  switch (frequency.kind) {
    case "daily": {
      const perDay = frequency.perDay ?? 1;
      return perDay >= 1 ? Math.round(DAY / perDay) : null;
    }
    case "weekly":
      return frequency.perWeek > 0 ? Math.round((7 * DAY) / Math.min(frequency.perWeek, 7)) : null;
    case "on-demand":
      return 0;
    case "weekdays": {
      const gap = longestGapDays(frequency.days);
      return gap === null ? null : gap * DAY;
    }
    default:
      return null;
  }
}

/** The longest run of days between two consecutive departures in the week (Mon+Thu: 4 days). */
function longestGapDays(days: readonly number[]): number | null {
  const sorted = [...new Set(days.filter((d) => Number.isInteger(d) && d >= 0 && d <= 6))].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  let longest = 0;
  for (let i = 0; i < sorted.length; i++) {
    const next = i + 1 < sorted.length ? sorted[i + 1]! : sorted[0]! + 7;
    longest = Math.max(longest, next - sorted[i]!);
  }
  return longest;
}
