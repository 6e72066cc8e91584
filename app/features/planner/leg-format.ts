import { WEEKDAYS } from "~/features/transport-data/constants.ts";
import {
  formatDuration,
  formatFare,
  formatFares,
  formatFrequency,
  formatIdr,
  formatMinutes,
  formatOperators,
} from "~/features/transport-data/format.ts";
import { MODE_LABELS, PLACE_KIND_LABELS } from "~/features/transport-data/texts.ts";
import type {
  CountRange,
  Duration,
  Fare,
  Frequency,
  Place,
  PriceDate,
  Route,
} from "~/features/transport-data/types.ts";
import { formatMonthYear, formatRupiahShort, type Locale } from "~/lib/format.ts";
import { ROUTE_TEXT_ID } from "./texts.ts";

/**
 * How a leg's figures are worded in each language. English is the transport pages' own wording
 * (app/features/transport-data/format.ts), unchanged. Indonesian words the same values with the same
 * rules in Indonesian (ROUTE_TEXT_ID) and id-ID numbers ("Rp125rb", "Rp1,24jt"); the data's own
 * words (a fare's class, a duration's note) stay as the data has them. Pure: the offline planner
 * uses it too.
 */
export type LegFormat = {
  minutes: (total: number) => string;
  duration: (d: Duration) => string;
  idr: (amount: number) => string;
  fare: (f: Fare) => string;
  fares: (fares: readonly Fare[]) => string[];
  frequency: (f: Frequency) => string;
  operators: (operators: readonly string[]) => string;
  mode: (mode: Route["mode"]) => string;
  placeKind: (kind: Place["kind"]) => string;
};

const T = ROUTE_TEXT_ID;

/** 45 → "45 menit", 135 → "2 jam 15 menit", 120 → "2 jam", 4320 → "3 hari". */
function minutesId(total: number): string {
  if (total >= 48 * 60 && total % (24 * 60) === 0) return `${total / (24 * 60)} ${T.days}`;
  const h = Math.floor(total / 60);
  const m = total % 60;
  if (h === 0) return `${m} ${T.minutes}`;
  return m === 0 ? `${h} ${T.hours}` : `${h} ${T.hours} ${m} ${T.minutes}`;
}

function durationId(d: Duration): string {
  const { minMinutes: min, maxMinutes: max } = d;
  let range: string | null;
  if (min !== null && max !== null) {
    if (min === max) range = T.about(minutesId(min));
    else if (max < 60) range = `${min}–${max} ${T.minutes}`;
    else if (min % 60 === 0 && max % 60 === 0 && max < 48 * 60) range = `${min / 60}–${max / 60} ${T.hours}`;
    else range = `${minutesId(min)} – ${minutesId(max)}`;
  } else if (max !== null) range = T.upTo(minutesId(max));
  else if (min !== null) range = T.from(minutesId(min));
  else range = null;
  if (range === null) return d.note ? `${d.note} (${T.durationUnknownNote})` : T.durationUnknown;
  return d.note ? `${range} (${d.note})` : range;
}

const idrId = (amount: number) => formatRupiahShort("id", amount);

function priceDateId(asOf: PriceDate): string {
  if (asOf === "undated") return T.undated;
  if (asOf.includes("/")) return asOf.replace("/", "–");
  const [year, month] = asOf.split("-");
  return month ? formatMonthYear("id", asOf, "short") : (year ?? asOf);
}

function fareAmountId(f: Fare): string {
  const about = f.approximate ? `${T.aboutWord} ` : "";
  if (f.minIdr !== null && f.maxIdr !== null) {
    if (f.minIdr === f.maxIdr) return `${about}${idrId(f.minIdr)}`;
    const lo = idrId(f.minIdr);
    const hi = idrId(f.maxIdr);
    // "Rp125rb–170rb" rather than "Rp125rb–Rp170rb" when both ends share a suffix.
    const suffix = /(rb|jt)$/.exec(lo)?.[1];
    return `${about}${lo}–${suffix && hi.endsWith(suffix) ? hi.slice(2) : hi}`;
  }
  if (f.minIdr !== null) return `${T.fromWord} ${idrId(f.minIdr)}`;
  return `${T.upToWord} ${idrId(f.maxIdr ?? 0)}`;
}

function fareId(f: Fare): string {
  const label = f.label ? `${f.label}: ` : "";
  const trip = f.trip === "return" ? ` ${T.returnTrip}` : "";
  const kind = f.kind === "regular" ? "" : `, ${T.fareKinds[f.kind]}`;
  return `${label}${fareAmountId(f)} ${T.units[f.unit]}${trip}${kind} (${priceDateId(f.asOf)})`;
}

function countId(r: CountRange, unit: string): string {
  if (r.max === null) return `${r.min}+ ${T.times} ${unit}`;
  if (r.min === r.max) return r.min === 1 ? `${T.once} ${unit}` : `${r.min}× ${unit}`;
  return `${r.min}–${r.max}× ${unit}`;
}

function weekdaysId(days: readonly string[]): string {
  const sorted = WEEKDAYS.filter((d) => days.includes(d));
  const first = WEEKDAYS.indexOf(sorted[0] ?? "mon");
  const consecutive = sorted.length >= 3 && sorted.every((d, i) => WEEKDAYS.indexOf(d) === first + i);
  const label = (d: (typeof WEEKDAYS)[number]) => T.weekdays[d];
  if (consecutive) return `${label(sorted[0] ?? "mon")}–${label(sorted.at(-1) ?? "sun")}`;
  return sorted.map(label).join(", ");
}

function patternId(f: Frequency): string {
  switch (f.kind) {
    case "daily":
      if (f.perDay === null || (f.perDay.min === 1 && f.perDay.max === 1)) return T.daily;
      return `${T.daily}, ${countId(f.perDay, T.aDay)}`;
    case "weekly":
      return countId(f.perWeek, T.aWeek);
    case "weekdays":
      return weekdaysId(f.days);
    case "every-n-days":
      return f.everyDays === 14 ? T.everyTwoWeeks : T.everyDays(f.everyDays);
    case "on-demand":
      return T.onDemand;
    case "irregular":
      return T.irregular;
    case "unknown":
      return T.frequencyUnknown;
  }
}

/**
 * One direction's timetable (the planner passes a leg's own direction, without return times):
 * "Sen, Rab, Jum pukul 18:00 (Jan 2026)".
 */
function frequencyId(f: Frequency): string {
  let text = patternId(f) + (f.departures.length > 0 ? ` ${T.at} ${f.departures.join(", ")}` : "");
  if (f.returnDepartures.length > 0) text += `, ${T.back} ${T.at} ${f.returnDepartures.join(", ")}`;
  if (f.asOf) text += ` (${priceDateId(f.asOf)})`;
  if (f.note) text += f.kind === "unknown" ? `: ${f.note}` : `. ${f.note}`;
  return text;
}

export const LEG_FORMATS: Record<Locale, LegFormat> = {
  en: {
    minutes: formatMinutes,
    duration: formatDuration,
    idr: formatIdr,
    fare: formatFare,
    fares: formatFares,
    frequency: (f) => formatFrequency(f),
    operators: formatOperators,
    mode: (mode) => MODE_LABELS[mode],
    placeKind: (kind) => PLACE_KIND_LABELS[kind],
  },
  id: {
    minutes: minutesId,
    duration: durationId,
    idr: idrId,
    fare: fareId,
    fares: (fares) => (fares.length === 0 ? [T.noDatedFare] : fares.map(fareId)),
    frequency: frequencyId,
    operators: (operators) => (operators.length === 0 ? T.operatorsUnknown : operators.join(", ")),
    mode: (mode) => T.modes[mode],
    placeKind: (kind) => T.placeKinds[kind],
  },
};
