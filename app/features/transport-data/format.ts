import { formatMonthYear, formatRupiahShort, type Locale, monthName, timeZoneLabel } from "~/lib/format.ts";
import { NOTE_IN_ENGLISH_TEXT, OFFICIAL_LINKS, STALE_PRICE_YEARS, WEEKDAYS } from "./constants.ts";
import { currentTwin } from "./notes.ts";
import {
  DATA_LABELS_ID,
  FARE_KIND_TEXTS,
  FORMAT_TEXTS,
  FREQUENCY_TEXTS,
  PRICE_UNIT_TEXTS,
  STATUS_TEXT,
  UNKNOWN_TEXTS,
  WEEKDAY_TEXTS,
} from "./texts.ts";
import type { CountRange, Duration, Fare, Frequency, Place, PriceDate, Route } from "./types.ts";

/**
 * Pure formatting of the structured transport data for pages (no zod, no content imports), in the
 * page's language (issue 31): every function takes the locale last, English when left out (the admin
 * dashboard and callers not yet given one). Numbers, rupiah and months go through lib/format.ts.
 * A value the data does not hold is shown as unknown, never as zero.
 */

/**
 * One of the route data's own short words (an operator such as "Airport taxis") in `locale`: on the
 * Indonesian edition its DATA_LABELS_ID entry when it has one ("Taksi bandara"), else as written (a
 * company's name). Looked up whole, so a figure is never changed.
 */
export function formatLabel(label: string, locale: Locale = "en"): string {
  return locale === "id" ? (glossaryWord(label) ?? label) : label;
}

/** The glossary's Indonesian for a whole English text, if it has one (own keys only: "constructor" is no word). */
function glossaryWord(english: string): string | undefined {
  return Object.hasOwn(DATA_LABELS_ID, english) ? DATA_LABELS_ID[english] : undefined;
}

/**
 * A text the route data holds in both languages (a fare's label, a timetable's or a duration's note)
 * in `locale`. On the Indonesian edition: its Indonesian twin when written with the English figures
 * (see currentTwin), else the glossary's whole entry, else the English marked "(dalam bahasa
 * Inggris)", as a route note is (issue 31 point 4): an operator's new English text shows at once,
 * and never passes for Indonesian.
 */
export function formatDataText(english: string, indonesian: string | null | undefined, locale: Locale = "en"): string {
  if (locale !== "id") return english;
  return currentTwin(english, indonesian) ?? glossaryWord(english) ?? `${english} ${NOTE_IN_ENGLISH_TEXT.id}`;
}

/**
 * How many of a route's texts the Indonesian edition shows in English, marked: its note without a
 * current Indonesian note, and each label or note with neither a current twin nor a glossary entry.
 * The admin's Routes tab counts them so the operator sees what is left to translate.
 */
export function englishOnlyTexts(r: Route): number {
  const englishOnly = (english: string | null, indonesian: string | null | undefined, glossary = true) =>
    english !== null && currentTwin(english, indonesian) === null && !(glossary && glossaryWord(english) !== undefined);
  return [
    englishOnly(r.notes, r.notesId, false),
    englishOnly(r.duration.note, r.duration.noteId),
    englishOnly(r.frequency.note, r.frequency.noteId),
    ...r.fares.map((f) => englishOnly(f.label, f.labelId)),
  ].filter(Boolean).length;
}

/** 45 → "45 min", 135 → "2 h 15", 120 → "2 h", 4320 → "3 days"; id "45 menit", "2 jam 15 menit", "3 hari". */
export function formatMinutes(total: number, locale: Locale = "en"): string {
  const t = FORMAT_TEXTS[locale];
  if (total >= 48 * 60 && total % (24 * 60) === 0) return t.days(total / (24 * 60));
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (h === 0) return t.minutes(m);
  return m === 0 ? t.hours(h) : t.hoursMinutes(h, m);
}

/** "1 h 30 – 1 h 45", "about 2 h 15", "up to 1 h", "from 8 h", or "Duration unknown"; then the note. */
export function formatDuration(d: Duration, locale: Locale = "en"): string {
  const t = FORMAT_TEXTS[locale];
  const minutes = (n: number) => formatMinutes(n, locale);
  const { minMinutes: min, maxMinutes: max } = d;
  let range: string | null;
  if (min !== null && max !== null) {
    if (min === max) range = t.about(minutes(min));
    else if (max < 60) range = t.minuteRange(min, max);
    else if (min % 60 === 0 && max % 60 === 0 && max < 48 * 60) range = t.hourRange(min / 60, max / 60);
    else range = `${minutes(min)} – ${minutes(max)}`;
  } else if (max !== null) range = t.upTo(minutes(max));
  else if (min !== null) range = t.from(minutes(min));
  else range = null;
  const note = d.note ? formatDataText(d.note, d.noteId, locale) : null;
  if (range === null) return note ? t.durationUnknownWithNote(note) : UNKNOWN_TEXTS[locale].duration;
  return note ? `${range} (${note})` : range;
}

/**
 * A citation of the data ("facts sheet §8c [S10]") in `locale`: the facts sheet, the one document
 * cited by name, is named in the page's language ("lembar fakta §8c [S10]"); any other citation is
 * shown as written.
 */
export function formatReference(ref: string, locale: Locale = "en"): string {
  const name = FORMAT_TEXTS.en.factsSheet;
  return ref.startsWith(`${name} `) ? `${FORMAT_TEXTS[locale].factsSheet}${ref.slice(name.length)}` : ref;
}

/** 125000 → "Rp125k", 1240000 → "Rp1.24M", 5350 → "Rp5,350", 153500 → "Rp153,500" (as the sources write them). */
export function formatIdr(amount: number, locale: Locale = "en"): string {
  return formatRupiahShort(locale, amount);
}

/** "2019-02" → "Feb 2019", "2014/2017" → "2014–2017", "undated" → "undated"; "~" when approximate. */
export function formatPriceDate(asOf: PriceDate, approximate = false, locale: Locale = "en"): string {
  if (asOf === "undated") return FORMAT_TEXTS[locale].undated;
  const approx = approximate ? "~" : "";
  if (asOf.includes("/")) return `${approx}${asOf.replace("/", "–")}`;
  const [year, month] = asOf.split("-");
  if (!month) return `${approx}${year}`;
  return `${approx}${formatMonthYear(locale, asOf, "short")}`;
}

/** The amount part of a fare: "Rp125k–170k", "Rp233k", "from Rp98k", "up to Rp1M". */
export function formatFareAmount(f: Fare, locale: Locale = "en"): string {
  const t = FORMAT_TEXTS[locale];
  const about = f.approximate ? t.aboutAmount : "";
  if (f.minIdr !== null && f.maxIdr !== null) {
    if (f.minIdr === f.maxIdr) return `${about}${formatIdr(f.minIdr, locale)}`;
    const lo = formatIdr(f.minIdr, locale);
    const hi = formatIdr(f.maxIdr, locale);
    // "Rp125k–170k" (id "Rp125rb–170rb") rather than "Rp125k–Rp170k" when both ends share a suffix.
    const suffix = /[a-z]+$/i.exec(lo)?.[0];
    const sameSuffix = suffix !== undefined && hi.endsWith(suffix) && /\d$/.test(hi.slice(0, -suffix.length));
    return `${about}${lo}–${sameSuffix ? hi.slice(2) : hi}`;
  }
  if (f.minIdr !== null) return t.fromAmount(formatIdr(f.minIdr, locale));
  return t.upToAmount(formatIdr(f.maxIdr!, locale));
}

/**
 * "Economy: about Rp233k per person (Jan 2026)", each fare with its own date; a peak or tour price
 * says so ("…, peak or holiday fare (Apr 2025)") so it is never read as the ordinary fare.
 */
export function formatFare(f: Fare, locale: Locale = "en"): string {
  const label = f.label ? `${formatDataText(f.label, f.labelId, locale)}: ` : "";
  const trip = f.trip === "return" ? FORMAT_TEXTS[locale].returnTrip : "";
  const kind = f.kind === "regular" ? "" : `, ${FARE_KIND_TEXTS[locale][f.kind]}`;
  const amount = formatFareAmount(f, locale);
  return `${label}${amount} ${PRICE_UNIT_TEXTS[locale][f.unit]}${trip}${kind} (${formatPriceDate(f.asOf, false, locale)})`;
}

/** Every fare of a route, or the unknown text. */
export function formatFares(fares: readonly Fare[], locale: Locale = "en"): string[] {
  return fares.length === 0 ? [UNKNOWN_TEXTS[locale].price] : fares.map((f) => formatFare(f, locale));
}

/** The last year a price date covers ("2014/2017" → 2017), or null when undated. */
export function priceYear(asOf: PriceDate): number | null {
  if (asOf === "undated") return null;
  return Number(asOf.includes("/") ? asOf.slice(5, 9) : asOf.slice(0, 4));
}

/** Undated, or seen more than STALE_PRICE_YEARS before `today` (ISO date): "may be out of date". */
export function isStalePrice(asOf: PriceDate, today: string): boolean {
  const year = priceYear(asOf);
  if (year === null) return true;
  const [y, m] = asOf.includes("/") || asOf.length === 4 ? [year, 12] : [year, Number(asOf.slice(5, 7))];
  const [ty, tm] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  return (ty - y) * 12 + (tm - m) > STALE_PRICE_YEARS * 12;
}

/** The most recent dated fare (undated ones last), for a one-line summary. */
export function latestFare(fares: readonly Fare[]): Fare | undefined {
  const rank = (f: Fare) => (f.asOf === "undated" ? "" : f.asOf.includes("/") ? f.asOf.slice(5) : f.asOf);
  return [...fares].sort((a, b) => rank(b).localeCompare(rank(a)))[0];
}

function countText(r: CountRange, unit: string, locale: Locale): string {
  if (r.max === null) return FORMAT_TEXTS[locale].atLeast(r.min, unit);
  if (r.min === r.max) return r.min === 1 ? FORMAT_TEXTS[locale].once(unit) : `${r.min}× ${unit}`;
  return `${r.min}–${r.max}× ${unit}`;
}

function daysText(days: readonly string[], locale: Locale): string {
  const labels = WEEKDAY_TEXTS[locale];
  const sorted = WEEKDAYS.filter((d) => days.includes(d));
  // Six consecutive days read better as a span: "Mon–Sat".
  const first = WEEKDAYS.indexOf(sorted[0]!);
  const consecutive = sorted.length >= 3 && sorted.every((d, i) => WEEKDAYS.indexOf(d) === first + i);
  if (consecutive) return `${labels[sorted[0]!]}–${labels[sorted.at(-1)!]}`;
  return sorted.map((d) => labels[d]).join(", ");
}

function frequencyPattern(f: Frequency, locale: Locale): string {
  const t = FORMAT_TEXTS[locale];
  const words = FREQUENCY_TEXTS[locale];
  switch (f.kind) {
    case "daily":
      if (f.perDay === null || (f.perDay.min === 1 && f.perDay.max === 1)) return words.daily;
      return t.dailyCount(countText(f.perDay, t.aDay, locale));
    case "weekly":
      return countText(f.perWeek, t.aWeek, locale);
    case "weekdays":
      return daysText(f.days, locale);
    case "every-n-days":
      return f.everyDays === 14 ? t.everyTwoWeeks : t.everyDays(f.everyDays);
    case "on-demand":
      return words.onDemand;
    case "irregular":
      return words.irregular;
    case "unknown":
      return words.unknown;
  }
}

/**
 * The names of a route's two ends, to say which way a timetable's times leave, and, where known, the
 * time zone of each end (IANA): a timetable between zones labels its times (WITA, WIB, WIT).
 */
export type RouteEnds = { from: string; to: string; fromZone?: string; toZone?: string };

/** " at 09:25" (id " pukul 09.25"), with the zone's label where the route crosses zones. */
function timesText(times: readonly string[], locale: Locale, zone?: string): string {
  if (times.length === 0) return "";
  const shown = locale === "id" ? times.map((t) => t.replace(":", ".")) : times;
  const label = zone ? ` ${timeZoneLabel(zone)}` : "";
  return FORMAT_TEXTS[locale].at(shown.map((t) => `${t}${label}`).join(", "));
}

/** Each end's zone when the two differ (a timetable across zones), else none: times then need no label. */
function crossingZones(ends: RouteEnds | undefined): { out?: string; back?: string } {
  if (!ends?.fromZone || !ends.toZone || ends.fromZone === ends.toZone) return {};
  return { out: ends.fromZone, back: ends.toZone };
}

/**
 * Departures per direction (ADR 0026): "Daily, from Kendari at 09:25, from Wangi-Wangi at 11:00", or
 * with other days back "Tue, Fri from Bira at 10:00; Wed, Sat from Pamatata at 13:00". Without the
 * ends' names the return reads "back at 11:00".
 */
function directionsText(f: Frequency, ends: RouteEnds | undefined, locale: Locale): string {
  const words = FREQUENCY_TEXTS[locale];
  const zones = crossingZones(ends);
  const outTimes = timesText(f.departures, locale, zones.out);
  const backTimes = timesText(f.returnDepartures, locale, zones.back);
  const out = ends ? ` ${words.departuresFrom(ends.from)}` : "";
  const back = ` ${ends ? words.departuresFrom(ends.to) : words.back}`;
  if (f.kind === "weekdays" && f.returnDays !== null) {
    return `${daysText(f.days, locale)}${out}${outTimes}; ${daysText(f.returnDays, locale)}${back}${backTimes}`;
  }
  // "Mon, Wed, Fri from Kendari at 18:00" but "Daily, from Kendari at 09:25".
  let text = frequencyPattern(f, locale) + (ends ? "" : outTimes);
  if (ends && f.departures.length > 0) text += `${f.kind === "weekdays" ? "" : ","}${out}${outTimes}`;
  if (f.returnDepartures.length > 0) text += `,${back}${backTimes}`;
  return text;
}

/**
 * "Tue, Fri at 16:00 (~2025); weather-dependent" or "Frequency unknown". Given the route's ends,
 * times say which end they leave ("Daily, from Kendari at 09:25"), so a one-way timetable is never
 * read as both directions'; the return's times and days are shown where known.
 */
export function formatFrequency(f: Frequency, ends?: RouteEnds, locale: Locale = "en"): string {
  const twoWay = f.returnDepartures.length > 0 || (f.kind === "weekdays" && f.returnDays !== null);
  const directed = twoWay || (ends !== undefined && f.departures.length > 0);
  let text = directed
    ? directionsText(f, ends, locale)
    : frequencyPattern(f, locale) + timesText(f.departures, locale, crossingZones(ends).out);
  if (f.asOf) text += ` (${formatPriceDate(f.asOf, false, locale)})`;
  if (f.note) text += `${f.kind === "unknown" ? ":" : "."} ${formatDataText(f.note, f.noteId, locale)}`;
  return text;
}

export function formatOperators(operators: readonly string[], locale: Locale = "en"): string {
  if (operators.length === 0) return UNKNOWN_TEXTS[locale].operators;
  return operators.map((o) => formatLabel(o, locale)).join(", ");
}

/** "July 2025" (id "Juli 2025") from "2025-07" or "2025-07-16". */
export function formatMonth(date: string, locale: Locale = "en"): string {
  return formatMonthYear(locale, date);
}

/** "Does not run in March" (id "Tidak beroperasi pada Maret") for closedMonths [3], or null. */
export function formatClosedMonths(months: readonly number[], locale: Locale = "en"): string | null {
  if (months.length === 0) return null;
  return STATUS_TEXT[locale].closedMonths(months.map((m) => monthName(locale, m)).join(", "));
}

/** What placeName reads of a place. */
export type NamedPlace = Pick<Place, "name" | "localName">;

/** English generic words put in Indonesian order, for a place without a local name in the data. */
const INDONESIAN_PATTERNS: [RegExp, string][] = [
  [/^(.+?) International Airport$/, "Bandara Internasional $1"],
  [/^(.+?) [Aa]irport$/, "Bandara $1"],
  [/^(.+?) [Hh]arbour$/, "Pelabuhan $1"],
  [/^(.+?) [Pp]ort$/, "Pelabuhan $1"],
  [/^(.+?) Islands$/, "Kepulauan $1"],
  [/^(.+?) Island$/, "Pulau $1"],
  [/^Lake (.+)$/, "Danau $1"],
  [/^(.+?) waterfall$/, "Air Terjun $1"],
];

/**
 * A place's name as the page's language writes it (issue 31), the one helper the transport pages,
 * the planner and the map share. English: the data's name, unchanged. Indonesian: the place's local
 * name where the data gives one ("Pulau Bunaken", "Bandara Buntu Kunik"), else the English name with
 * its generic word in Indonesian order ("Sultan Hasanuddin International Airport" → "Bandara
 * Internasional Sultan Hasanuddin", "Tete B harbour" → "Pelabuhan Tete B"); a proper name
 * ("Makassar", "Wakai") is the same in both. Pure: the offline planner uses it too.
 */
export function placeName(place: NamedPlace, locale: Locale = "en"): string {
  if (locale === "en") return place.name;
  if (place.localName) return place.localName;
  for (const [pattern, replacement] of INDONESIAN_PATTERNS) {
    if (pattern.test(place.name)) return place.name.replace(pattern, replacement);
  }
  return place.name;
}

/** A short label for a place in a route: an airport as "Makassar (UPG)", anything else by its name. */
export function placeLabel(place: Place, parent: Place | undefined, locale: Locale = "en"): string {
  if (place.kind !== "airport" || place.code === null) return placeName(place, locale);
  const town = parent ? placeName(parent, locale).replace(/\s*\(.*\)$/, "") : placeName(place, locale);
  return `${town} (${place.code})`;
}

export function isDiscontinued(r: Pick<Route, "status">): boolean {
  return r.status.state === "discontinued";
}

/** A run of text: plain, or an operator's official address to show as a link. */
export type TextPart = { text: string; href?: string };

const OFFICIAL_PATTERN = new RegExp(
  `(?<![\\w.@/])(${OFFICIAL_LINKS.map((l) => l.text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})(?![\\w/-]|\\.\\w)`,
  "g",
);

/** Splits `text` so each official address it names (OFFICIAL_LINKS) becomes its own linked part. */
export function officialLinkParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(OFFICIAL_PATTERN)) {
    const at = match.index ?? 0;
    if (at > last) parts.push({ text: text.slice(last, at) });
    const link = OFFICIAL_LINKS.find((l) => l.text === match[0]);
    parts.push(link ? { text: match[0], href: link.href } : { text: match[0] });
    last = at + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
