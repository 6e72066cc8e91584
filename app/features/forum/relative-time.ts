import { formatLongDateTime, formatRelativeTime } from "~/lib/format.ts";
import type { Locale } from "~/lib/locale.ts";
import { JUST_NOW } from "./texts.ts";

/**
 * The spec's relative time (section 9): under 1 hour 'Just now' ("Baru saja"); under 24 hours 'Nh ago'
 * ("3 jam lalu"); under 168 hours 'Nd ago'; otherwise the day in Sulawesi ("Nov 3, 2026", "3 Nov 2026";
 * WITA on the server and in every browser). Times in the future (clock skew) count as 'Just now'.
 */
export function relativeTime(locale: Locale, iso: string, now: Date | number = Date.now()): string {
  return formatRelativeTime(locale, iso, now, JUST_NOW[locale]);
}

/** The full date and time in WITA, labelled ("November 3, 2026 at 4:15 PM WITA"): a <time>'s title, the history. */
export function fullDateTime(locale: Locale, iso: string): string {
  return formatLongDateTime(locale, iso);
}
