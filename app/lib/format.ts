/**
 * The site's one formatter (issue 29): every date, moment, number, rupiah amount, plural choice and
 * relative time a person reads goes through here, with the page's locale. Today every page passes
 * "en"; the Bahasa Indonesia edition (issue 31) passes "id" and gets "26 November 2026" and
 * "Rp1.500.000" without touching a caller. Moments are shown in Sulawesi's time, WITA (Asia/Makassar,
 * UTC+8, no daylight saving), and labelled, whether the server or the browser formats them (issue 28);
 * calendar days (a price's date, a route's check) have no time and no zone, so none can move them.
 * No server-only imports: the browser formats with it too.
 */

export type Locale = "en" | "id";

/** The BCP 47 tag each locale formats with. */
export const LOCALE_TAGS: Record<Locale, string> = { en: "en-US", id: "id-ID" };

export const SITE_TIME_ZONE = "Asia/Makassar";

/** Indonesia's own names for its zones; other zones get the runtime's short name ("UTC", "EST"). */
const ZONE_LABELS: Record<string, string> = { "Asia/Makassar": "WITA", "Asia/Jakarta": "WIB", "Asia/Jayapura": "WIT" };

type Moment = string | number | Date | null | undefined;

/** Building an Intl formatter costs about 0.1 ms and a forum page shows dozens of dates: each made once. */
const dateFormatters = new Map<string, Intl.DateTimeFormat>();
const numberFormatters = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<Locale, Intl.PluralRules>();
const relativeFormatters = new Map<Locale, Intl.RelativeTimeFormat>();

function dateFormatter(locale: Locale, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let f = dateFormatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { ...options, timeZone });
    dateFormatters.set(key, f);
  }
  return f;
}

/** True when `timeZone` is an IANA zone this runtime knows ("Asia/Makassar", "UTC"). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat(LOCALE_TAGS.en, { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** "WITA" for Asia/Makassar; the runtime's short name for another zone ("UTC", "EST"). */
export function timeZoneLabel(timeZone: string = SITE_TIME_ZONE): string {
  const known = ZONE_LABELS[timeZone];
  if (known) return known;
  const parts = dateFormatter("en", timeZone, { timeZoneName: "short" }).formatToParts(0);
  return parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone;
}

/** A moment as a time in ms, or null for a missing or unreadable one. */
function moment(value: Moment): number | null {
  if (value === null || value === undefined || value === "") return null;
  const ms = value instanceof Date ? value.getTime() : typeof value === "number" ? value : Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** ICU puts a narrow no-break space before AM/PM: a plain space copies, searches and compares as typed. */
const plainSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, " ");

/** en "Nov 22, 2026, 3:04 PM WITA", id "22 Nov 2026, 15.04 WITA"; "" for a missing or unreadable moment. */
export function formatDateTime(locale: Locale, value: Moment, timeZone = SITE_TIME_ZONE): string {
  const ms = moment(value);
  if (ms === null) return "";
  const text = dateFormatter(locale, timeZone, {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(ms);
  return `${plainSpaces(text)} ${timeZoneLabel(timeZone)}`;
}

/** en "November 22, 2026 at 3:04 PM WITA", id "22 November 2026 pukul 15.04 WITA"; "" when unreadable. */
export function formatLongDateTime(locale: Locale, value: Moment, timeZone = SITE_TIME_ZONE): string {
  const ms = moment(value);
  if (ms === null) return "";
  const text = dateFormatter(locale, timeZone, { dateStyle: "long", timeStyle: "short" }).format(ms);
  return `${plainSpaces(text)} ${timeZoneLabel(timeZone)}`;
}

/** The day a moment falls on in Sulawesi: en "Nov 3, 2026" / "November 3, 2026", id "3 Nov 2026"; "" when unreadable. */
export function formatDay(
  locale: Locale,
  value: Moment,
  style: "short" | "long" = "short",
  timeZone = SITE_TIME_ZONE,
): string {
  const ms = moment(value);
  if (ms === null) return "";
  return dateFormatter(locale, timeZone, { month: style, day: "numeric", year: "numeric" }).format(ms);
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day "YYYY-MM-DD" (no time, no zone): en "November 22, 2026" (long) or "Nov 22, 2026"
 * (short), id "22 November 2026". Read and formatted as UTC midnight, so no time zone can move it
 * to the day before. Anything that is not such a day is returned unchanged.
 */
export function formatCalendarDay(locale: Locale, day: string, style: "short" | "long" = "long"): string {
  const match = CALENDAR_DAY.exec(day.slice(0, 10));
  if (!match || day.length !== 10) return day;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(ms)) return day;
  return dateFormatter(locale, "UTC", { month: style, day: "numeric", year: "numeric" }).format(ms);
}

/** "YYYY-MM-DD" of `now` in `timeZone` (an export file's name follows the operator's calendar). */
export function isoDateIn(now: Date, timeZone: string = SITE_TIME_ZONE): string {
  const parts = dateFormatter("en", timeZone, { year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The name of month 1-12: en "July" (long) or "Jul" (short), id "Juli" / "Jul". */
export function monthName(locale: Locale, month: number, style: "short" | "long" = "long"): string {
  return dateFormatter(locale, "UTC", { month: style }).format(Date.UTC(2000, month - 1, 1));
}

/** A month "YYYY-MM" (or a day in it): en "July 2025" (long) or "Jul 2025" (short), id "Juli 2025". */
export function formatMonthYear(locale: Locale, date: string, style: "short" | "long" = "long"): string {
  const [year, month] = date.split("-");
  return `${monthName(locale, Number(month), style)} ${year}`;
}

/**
 * A number: en "12,345" or "12.3" with `fractionDigits` 1; id "12.345", "12,3". Rounds and drops
 * trailing zeros, unless `fixed` keeps exactly `fractionDigits` ("0.390" for a coordinate).
 */
export function formatNumber(locale: Locale, value: number, fractionDigits = 0, fixed = false): string {
  const key = `${locale}|${fractionDigits}|${fixed}`;
  let f = numberFormatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(LOCALE_TAGS[locale], {
      maximumFractionDigits: fractionDigits,
      minimumFractionDigits: fixed ? fractionDigits : 0,
    });
    numberFormatters.set(key, f);
  }
  // In fixed mode, round as JS's toFixed does (the binary value: 3.9675 is 3.96749… so "3.967"),
  // as the pages have always shown coordinates; Intl alone would round the decimal to "3.968".
  return f.format(fixed ? Number(value.toFixed(fractionDigits)) : value);
}

/** A rupiah amount in full: en "Rp1,500,000", id "Rp1.500.000" (no space, no decimals: as prices are written). */
export function formatRupiah(locale: Locale, amount: number): string {
  return `Rp${formatNumber(locale, amount)}`;
}

/** The suffixes of short rupiah amounts: thousands and millions as each language abbreviates them. */
const RUPIAH_SUFFIXES: Record<Locale, { thousand: string; million: string }> = {
  en: { thousand: "k", million: "M" },
  id: { thousand: "rb", million: "jt" },
};

/**
 * A rupiah amount as the sources write it: en 125000 → "Rp125k", 1240000 → "Rp1.24M", 5350 →
 * "Rp5,350", 153500 → "Rp153,500"; id "Rp125rb", "Rp1,24jt", "Rp5.350". Thousands are shortened
 * only when round, millions to at most two decimals.
 */
export function formatRupiahShort(locale: Locale, amount: number): string {
  const suffix = RUPIAH_SUFFIXES[locale];
  if (amount >= 1_000_000) return `Rp${formatNumber(locale, amount / 1_000_000, 2)}${suffix.million}`;
  if (amount >= 1000 && amount % 1000 === 0) return `Rp${formatNumber(locale, amount / 1000)}${suffix.thousand}`;
  return formatRupiah(locale, amount);
}

/** The forms of a counted word; `one` is used where the language's rules say so (never in Indonesian). */
export type PluralForms<T = string> = { one: T; other: T };

/** The form for `n` by the locale's plural rules: plural("en", 1, {one: "1 upvote", other: "2 upvotes"}). */
export function plural<T>(locale: Locale, n: number, forms: PluralForms<T>): T {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(LOCALE_TAGS[locale]);
    pluralRules.set(locale, rules);
  }
  return rules.select(n) === "one" ? forms.one : forms.other;
}

const HOUR_MS = 3_600_000;

/**
 * The forum's relative time (spec section 9): under 1 hour `justNow`; under 24 hours en "3h ago"
 * (id "3 jam lalu"); under 168 hours "2d ago"; otherwise the day in Sulawesi ("Nov 3, 2026"). Times
 * in the future (clock skew) count as just now; "" for an unreadable moment. `justNow` is a text, so
 * the caller's texts module gives it.
 */
export function formatRelativeTime(locale: Locale, value: Moment, now: Date | number, justNow: string): string {
  const then = moment(value);
  if (then === null) return "";
  const hours = (Number(now) - then) / HOUR_MS;
  if (hours < 1) return justNow;
  let f = relativeFormatters.get(locale);
  if (!f) {
    f = new Intl.RelativeTimeFormat(LOCALE_TAGS[locale], { style: "narrow" });
    relativeFormatters.set(locale, f);
  }
  if (hours < 24) return plainSpaces(f.format(-Math.floor(hours), "hour"));
  if (hours < 168) return plainSpaces(f.format(-Math.floor(hours / 24), "day"));
  return formatDay(locale, then);
}
