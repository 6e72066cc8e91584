import { formatMonthYear, formatRupiahShort, monthName } from "~/lib/format.ts";
import {
  FARE_KIND_LABELS,
  FREQUENCY_TEXT,
  OFFICIAL_LINKS,
  PRICE_UNIT_LABELS,
  STALE_PRICE_YEARS,
  STATUS_TEXT,
  UNDATED_TEXT,
  UNKNOWN_TEXT,
  WEEKDAY_LABELS,
  WEEKDAYS,
} from "./constants.ts";
import type { CountRange, Duration, Fare, Frequency, Place, PriceDate, Route } from "./types.ts";

/**
 * Pure formatting of the structured transport data for pages (no zod, no content imports).
 * A value the data does not hold is shown as unknown, never as zero.
 */

/** 45 → "45 min", 135 → "2 h 15", 120 → "2 h", 4320 → "3 days". */
export function formatMinutes(total: number): string {
  if (total >= 48 * 60 && total % (24 * 60) === 0) return `${total / (24 * 60)} days`;
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${String(m).padStart(2, "0")}`;
}

/** "1 h 30 – 1 h 45", "about 2 h 15", "up to 1 h", "from 8 h", or "Duration unknown"; then the note. */
export function formatDuration(d: Duration): string {
  const { minMinutes: min, maxMinutes: max } = d;
  let range: string | null;
  if (min !== null && max !== null) {
    if (min === max) range = `About ${formatMinutes(min)}`;
    else if (max < 60) range = `${min}–${max} min`;
    else if (min % 60 === 0 && max % 60 === 0 && max < 48 * 60) range = `${min / 60}–${max / 60} h`;
    else range = `${formatMinutes(min)} – ${formatMinutes(max)}`;
  } else if (max !== null) range = `Up to ${formatMinutes(max)}`;
  else if (min !== null) range = `From ${formatMinutes(min)}`;
  else range = null;
  if (range === null) return d.note ? `${d.note} (duration unknown)` : UNKNOWN_TEXT.duration;
  return d.note ? `${range} (${d.note})` : range;
}

/** 125000 → "Rp125k", 1240000 → "Rp1.24M", 5350 → "Rp5,350", 153500 → "Rp153,500" (as the sources write them). */
export function formatIdr(amount: number): string {
  return formatRupiahShort("en", amount);
}

/** "2019-02" → "Feb 2019", "2014/2017" → "2014–2017", "undated" → "undated"; "~" when approximate. */
export function formatPriceDate(asOf: PriceDate, approximate = false): string {
  if (asOf === "undated") return UNDATED_TEXT;
  const approx = approximate ? "~" : "";
  if (asOf.includes("/")) return `${approx}${asOf.replace("/", "–")}`;
  const [year, month] = asOf.split("-");
  if (!month) return `${approx}${year}`;
  return `${approx}${formatMonthYear("en", asOf, "short")}`;
}

/** The amount part of a fare: "Rp125k–170k", "Rp233k", "from Rp98k", "up to Rp1M". */
export function formatFareAmount(f: Fare): string {
  const about = f.approximate ? "about " : "";
  if (f.minIdr !== null && f.maxIdr !== null) {
    if (f.minIdr === f.maxIdr) return `${about}${formatIdr(f.minIdr)}`;
    const lo = formatIdr(f.minIdr);
    const hi = formatIdr(f.maxIdr);
    // "Rp125k–170k" rather than "Rp125k–Rp170k" when both ends share a suffix.
    const sameSuffix = lo.slice(-1) === hi.slice(-1) && /[kM]$/.test(lo);
    return `${about}${lo}–${sameSuffix ? hi.slice(2) : hi}`;
  }
  if (f.minIdr !== null) return `from ${formatIdr(f.minIdr)}`;
  return `up to ${formatIdr(f.maxIdr!)}`;
}

/**
 * "Economy: about Rp233k per person (Jan 2026)", each fare with its own date; a peak or tour price
 * says so ("…, peak or holiday fare (Apr 2025)") so it is never read as the ordinary fare.
 */
export function formatFare(f: Fare): string {
  const label = f.label ? `${f.label}: ` : "";
  const trip = f.trip === "return" ? " return" : "";
  const kind = f.kind === "regular" ? "" : `, ${FARE_KIND_LABELS[f.kind]}`;
  return `${label}${formatFareAmount(f)} ${PRICE_UNIT_LABELS[f.unit]}${trip}${kind} (${formatPriceDate(f.asOf)})`;
}

/** Every fare of a route, or the unknown text. */
export function formatFares(fares: readonly Fare[]): string[] {
  return fares.length === 0 ? [UNKNOWN_TEXT.price] : fares.map(formatFare);
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

function countText(r: CountRange, unit: string): string {
  if (r.max === null) return `${r.min}+ ${unit}`;
  if (r.min === r.max) return r.min === 1 ? `once ${unit}` : `${r.min}× ${unit}`;
  return `${r.min}–${r.max}× ${unit}`;
}

function daysText(days: readonly string[]): string {
  const sorted = WEEKDAYS.filter((d) => days.includes(d));
  // Six consecutive days read better as a span: "Mon–Sat".
  const first = WEEKDAYS.indexOf(sorted[0]!);
  const consecutive = sorted.length >= 3 && sorted.every((d, i) => WEEKDAYS.indexOf(d) === first + i);
  if (consecutive) return `${WEEKDAY_LABELS[sorted[0]!]}–${WEEKDAY_LABELS[sorted.at(-1)!]}`;
  return sorted.map((d) => WEEKDAY_LABELS[d]).join(", ");
}

function frequencyPattern(f: Frequency): string {
  switch (f.kind) {
    case "daily":
      if (f.perDay === null || (f.perDay.min === 1 && f.perDay.max === 1)) return FREQUENCY_TEXT.daily;
      return `Daily, ${countText(f.perDay, "a day")}`;
    case "weekly":
      return countText(f.perWeek, "a week");
    case "weekdays":
      return daysText(f.days);
    case "every-n-days":
      return f.everyDays === 14 ? "Every two weeks" : `Every ${f.everyDays} days`;
    case "on-demand":
      return FREQUENCY_TEXT.onDemand;
    case "irregular":
      return FREQUENCY_TEXT.irregular;
    case "unknown":
      return FREQUENCY_TEXT.unknown;
  }
}

/** The names of a route's two ends, to say which way a timetable's times leave. */
export type RouteEnds = { from: string; to: string };

const timesText = (times: readonly string[]) => (times.length > 0 ? ` at ${times.join(", ")}` : "");

/**
 * Departures per direction (ADR 0026): "Daily, from Kendari at 09:25, from Wangi-Wangi at 11:00", or
 * with other days back "Tue, Fri from Bira at 10:00; Wed, Sat from Pamatata at 13:00". Without the
 * ends' names the return reads "back at 11:00".
 */
function directionsText(f: Frequency, ends: RouteEnds | undefined): string {
  const out = ends ? ` ${FREQUENCY_TEXT.departuresFrom(ends.from)}` : "";
  const back = ` ${ends ? FREQUENCY_TEXT.departuresFrom(ends.to) : FREQUENCY_TEXT.back}`;
  if (f.kind === "weekdays" && f.returnDays !== null) {
    return `${daysText(f.days)}${out}${timesText(f.departures)}; ${daysText(f.returnDays)}${back}${timesText(f.returnDepartures)}`;
  }
  // "Mon, Wed, Fri from Kendari at 18:00" but "Daily, from Kendari at 09:25".
  let text = frequencyPattern(f) + (ends ? "" : timesText(f.departures));
  if (ends && f.departures.length > 0) text += `${f.kind === "weekdays" ? "" : ","}${out}${timesText(f.departures)}`;
  if (f.returnDepartures.length > 0) text += `,${back}${timesText(f.returnDepartures)}`;
  return text;
}

/**
 * "Tue, Fri at 16:00 (~2025); weather-dependent" or "Frequency unknown". Given the route's ends,
 * times say which end they leave ("Daily, from Kendari at 09:25"), so a one-way timetable is never
 * read as both directions'; the return's times and days are shown where known.
 */
export function formatFrequency(f: Frequency, ends?: RouteEnds): string {
  const twoWay = f.returnDepartures.length > 0 || (f.kind === "weekdays" && f.returnDays !== null);
  const directed = twoWay || (ends !== undefined && f.departures.length > 0);
  let text = directed ? directionsText(f, ends) : frequencyPattern(f) + timesText(f.departures);
  if (f.asOf) text += ` (${formatPriceDate(f.asOf)})`;
  if (f.note) text += f.kind === "unknown" ? `: ${f.note}` : `. ${f.note}`;
  return text;
}

export function formatOperators(operators: readonly string[]): string {
  return operators.length === 0 ? UNKNOWN_TEXT.operators : operators.join(", ");
}

/** "July 2025" from "2025-07" or "2025-07-16". */
export function formatMonth(date: string): string {
  return formatMonthYear("en", date);
}

/** "Does not run in March" for closedMonths [3], or null. */
export function formatClosedMonths(months: readonly number[]): string | null {
  if (months.length === 0) return null;
  return STATUS_TEXT.closedMonths(months.map((m) => monthName("en", m)).join(", "));
}

/** A short label for a place in a route: an airport as "Makassar (UPG)", anything else by its name. */
export function placeLabel(place: Place, parent: Place | undefined): string {
  if (place.kind !== "airport" || place.code === null) return place.name;
  const town = parent ? parent.name.replace(/\s*\(.*\)$/, "") : place.name;
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
