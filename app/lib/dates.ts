import { formatDateTime, SITE_TIME_ZONE } from "~/lib/time.ts";

/**
 * Dates in the admin dashboard: 'Nov 22, 2026, 3:04 PM WITA' (the site's one formatter,
 * ~/lib/time.ts), in the operator's time zone (ADMIN_TIME_ZONE, default Asia/Makassar) and labelled
 * with it. Formatted on the server, so the page shows the same text with or without JavaScript and
 * whatever the browser's zone.
 */

export const DEFAULT_ADMIN_TIME_ZONE = SITE_TIME_ZONE;
/** The dashboard's language for dates and numbers (English for now; the site becomes bilingual). */
const ADMIN_LOCALE = "en-US";

/** True when `timeZone` is an IANA zone this runtime knows. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** 'Nov 22, 2026, 3:04 PM WITA' (plain spaces only); '-' for a missing or unreadable timestamp. */
export function formatAdminDate(iso: string | null | undefined, timeZone: string = DEFAULT_ADMIN_TIME_ZONE): string {
  return formatDateTime(iso, timeZone) || "-";
}

/** 'YYYY-MM-DD' of `now` in `timeZone` (export file names follow the operator's calendar). */
export function isoDateIn(now: Date, timeZone: string = DEFAULT_ADMIN_TIME_ZONE): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone }).format(now);
}

const dayFormatter = new Intl.DateTimeFormat(ADMIN_LOCALE, {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * A calendar day 'YYYY-MM-DD' (a travel date: no time, no zone) as 'Nov 1, 2026'. Read as UTC
 * midnight and formatted in UTC, so no time zone can move it to the day before. Anything that is not
 * such a day is returned unchanged.
 */
export function formatAdminDay(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormatter.format(date);
}

const numberFormatters = new Map<number, Intl.NumberFormat>();

/** A number in the dashboard's language: '12,345', or '12.3' with `fractionDigits` 1. */
export function formatAdminNumber(value: number, fractionDigits = 0): string {
  let f = numberFormatters.get(fractionDigits);
  if (!f) {
    f = new Intl.NumberFormat(ADMIN_LOCALE, { maximumFractionDigits: fractionDigits });
    numberFormatters.set(fractionDigits, f);
  }
  return f.format(value);
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
