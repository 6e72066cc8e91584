import {
  formatCalendarDay,
  formatDateTime,
  formatNumber,
  isoDateIn,
  isTimeZone,
  SITE_TIME_ZONE,
} from "~/lib/format.ts";

/**
 * Dates in the admin dashboard: 'Nov 22, 2026, 3:04 PM WITA' (the site's one formatter,
 * ~/lib/format.ts), in the operator's time zone (ADMIN_TIME_ZONE, default Asia/Makassar) and labelled
 * with it. Formatted on the server, so the page shows the same text with or without JavaScript and
 * whatever the browser's zone. The dashboard stays in English (issue 31), so it passes "en".
 */

export const DEFAULT_ADMIN_TIME_ZONE = SITE_TIME_ZONE;

export { isoDateIn };

/** True when `timeZone` is an IANA zone this runtime knows. */
export const isValidTimeZone = isTimeZone;

/** 'Nov 22, 2026, 3:04 PM WITA' (plain spaces only); '-' for a missing or unreadable timestamp. */
export function formatAdminDate(iso: string | null | undefined, timeZone: string = DEFAULT_ADMIN_TIME_ZONE): string {
  return formatDateTime("en", iso, timeZone) || "-";
}

/**
 * A calendar day 'YYYY-MM-DD' (a travel date: no time, no zone) as 'Nov 1, 2026', the same day in
 * every zone. Anything that is not such a day is returned unchanged.
 */
export function formatAdminDay(day: string): string {
  return formatCalendarDay("en", day, "short");
}

/** A number in the dashboard's language: '12,345', or '12.3' with `fractionDigits` 1. */
export function formatAdminNumber(value: number, fractionDigits = 0): string {
  return formatNumber("en", value, fractionDigits);
}

const BYTE_UNITS = ["bytes", "KB", "MB", "GB", "TB"] as const;

/** '476 KB', '12.3 GB': binary multiples, as df -h shows them. */
export function formatAdminBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${formatAdminNumber(value, unit === 0 ? 0 : 1)} ${BYTE_UNITS[unit]}`;
}
