import { formatDay, formatLongDateTime } from "~/lib/time.ts";

const HOUR_MS = 3_600_000;

/**
 * The spec's relative time (section 9): under 1 hour 'Just now'; under 24 hours 'Nh ago'; under
 * 168 hours 'Nd ago'; otherwise the day in Sulawesi ("Nov 3, 2026", WITA on the server and in every browser).
 * Times in the future (clock skew) count as 'Just now'.
 */
export function relativeTime(iso: string, now: Date | number = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return "";
  const hours = (Number(now) - then) / HOUR_MS;
  if (hours < 1) return "Just now";
  if (hours < 24) return `${Math.floor(hours)}h ago`;
  if (hours < 168) return `${Math.floor(hours / 24)}d ago`;
  return formatDay(then);
}

/** The full date and time in WITA, labelled ("November 3, 2026 at 4:15 PM WITA"): a <time>'s title, the history. */
export function fullDateTime(iso: string): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return "";
  return formatLongDateTime(then);
}
