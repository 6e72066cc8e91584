/**
 * The site's one formatter of moments (issue 28): every time a person reads is shown in Sulawesi's
 * time, WITA (Asia/Makassar, UTC+8, no daylight saving), and labelled, whether the server or the
 * browser formats it. Calendar dates without a time (a price's date, a route's check) are not moments:
 * they stay as written (formatDate in ~/components/ui). The locale lives here once, for the coming
 * Bahasa Indonesia edition.
 */

export const SITE_TIME_ZONE = "Asia/Makassar";
const LOCALE = "en-US";

/** Indonesia's own names for its zones; other zones get the runtime's short name ("UTC", "EST"). */
const ZONE_LABELS: Record<string, string> = { "Asia/Makassar": "WITA", "Asia/Jakarta": "WIB", "Asia/Jayapura": "WIT" };

/** Building an Intl.DateTimeFormat costs about 0.1 ms and a forum page shows dozens of times: made once each. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${timeZone}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone });
    formatters.set(key, f);
  }
  return f;
}

/** "WITA" for Asia/Makassar; the runtime's short name for another zone ("UTC", "EST"). */
export function timeZoneLabel(timeZone: string = SITE_TIME_ZONE): string {
  const known = ZONE_LABELS[timeZone];
  if (known) return known;
  const parts = formatter(timeZone, { timeZoneName: "short" }).formatToParts(0);
  return parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}

/** A moment as a time in ms, or null for a missing or unreadable one. */
function moment(value: string | number | Date | null | undefined): number | null {
  if (value === null || value === undefined || value === "") return null;
  const ms = value instanceof Date ? value.getTime() : typeof value === "number" ? value : Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** ICU puts a narrow no-break space before AM/PM: a plain space copies, searches and compares as typed. */
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

/** "Nov 22, 2026, 3:04 PM WITA"; "" for a missing or unreadable moment. */
export function formatDateTime(value: string | number | Date | null | undefined, timeZone = SITE_TIME_ZONE): string {
  const ms = moment(value);
  if (ms === null) return "";
  const text = formatter(timeZone, {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(ms);
  return `${plainSpaces(text)} ${timeZoneLabel(timeZone)}`;
}

/** "November 22, 2026 at 3:04 PM WITA"; "" for a missing or unreadable moment. */
export function formatLongDateTime(
  value: string | number | Date | null | undefined,
  timeZone = SITE_TIME_ZONE,
): string {
  const ms = moment(value);
  if (ms === null) return "";
  const text = formatter(timeZone, { dateStyle: "long", timeStyle: "short" }).format(ms);
  return `${plainSpaces(text)} ${timeZoneLabel(timeZone)}`;
}

/** The day a moment falls on in Sulawesi: "Nov 3, 2026" (short) or "November 3, 2026" (long); "" when unreadable. */
export function formatDay(
  value: string | number | Date | null | undefined,
  style: "short" | "long" = "short",
  timeZone = SITE_TIME_ZONE,
): string {
  const ms = moment(value);
  if (ms === null) return "";
  return formatter(timeZone, { month: style, day: "numeric", year: "numeric" }).format(ms);
}
