import { MODE_LABELS } from "~/features/transport-data/constants.ts";
import {
  formatDuration,
  formatFare,
  formatFares,
  formatFrequency,
  formatIdr,
  formatMinutes,
  formatOperators,
  isStalePrice,
} from "~/features/transport-data/format.ts";
import type { Frequency, Route } from "~/features/transport-data/types.ts";
import { monthName } from "~/lib/format.ts";
import { plannerTexts } from "./constants.ts";
import type { Itinerary, PlannerLeg, Reason, Total } from "./types.ts";

/**
 * What the page shows of an itinerary: every figure already worded, each fare with its date and kind
 * (`stale` when it gets the "may be out of date" marker), unknowns said as unknown and estimates said
 * as estimates (ADR 0027). Pure (the lookups are passed in), so the offline planner uses it too.
 */

/** A fare as shown: its text with its date; `stale` when undated or more than two years old. */
export type FareView = { text: string; stale: boolean; kind?: "peak" | "tour" };
export type RouteLegView = {
  kind: "route";
  routeId: string;
  mode: string;
  from: string;
  to: string;
  /** "Part of the Palu – Ampana route" when the leg is a stretch of a longer route; else null. */
  part: string | null;
  duration: string;
  fares: FareView[];
  /** How this direction runs: days, departure times from this leg's start, the timetable's date. */
  runs: string;
  /** The months it runs. */
  months: string;
  /** On a given travel date: the wait for the next departure. */
  waitOnDay: string | null;
  operators: string;
  lastChecked: string;
  unverified: boolean;
  routePage: string;
  report: string;
};
export type LegView = { kind: "transfer"; from: string; to: string; text: string } | RouteLegView;

export type ItineraryView = {
  reasons: string[];
  changes: string;
  moving: string;
  days: string;
  price: string;
  legs: LegView[];
  /** Route ids of the legs, for the map of this option. */
  routeIds: string[];
  /** Where it starts, changes and ends (place ids), for the map. */
  placeIds: string[];
  /** The date (ISO) fares were judged against for the "may be out of date" marker: today. */
  pricesAsOf: string;
};

export type ViewLookups = {
  route: (id: string) => Route | undefined;
  place: (id: string) => { name: string } | undefined;
  /** The /submit-update address that reports a change on this leg. */
  reportHref: (route: Route) => string;
  /** Today (ISO date) for the fares' age; the clock's date when left out. */
  today?: string;
};

export function itineraryView(it: Itinerary, lookups: ViewLookups): ItineraryView {
  const today = lookups.today ?? new Date().toISOString().slice(0, 10);
  const legs = it.legs.map((leg, i) => legView(leg, lookups, today, it.dayWaits[i] ?? null, it.sailingOn[i]));
  return {
    reasons: it.reasons.map((r: Reason) => plannerTexts.reasons[r]),
    changes: plannerTexts.changesText(it.changes),
    moving: movingText(it),
    days: daysText(it),
    price: priceText(it),
    legs,
    routeIds: legs.flatMap((l) => (l.kind === "route" ? [l.routeId] : [])),
    placeIds: [...new Set(it.legs.flatMap((l) => [l.from.id, l.to.id]))],
    pricesAsOf: today,
  };
}

/** Each fare with its date, age and kind; the unknown text (never marked) when there is none. */
function fareViews(route: Route, today: string): FareView[] {
  if (route.fares.length === 0) return formatFares([]).map((text) => ({ text, stale: false }));
  return route.fares.map((f) => {
    const kind = f.kind;
    const view: FareView = { text: formatFare(f), stale: isStalePrice(f.asOf, today) };
    return kind === "peak" || kind === "tour" ? { ...view, kind } : view;
  });
}

/** Whether any leg of these itineraries shows a fare marked "may be out of date". */
export function anyStaleFare(itineraries: readonly ItineraryView[]): boolean {
  return itineraries.some((it) => it.legs.some((leg) => leg.kind === "route" && leg.fares.some((f) => f.stale)));
}

/** Round an estimate to a figure that does not pretend precision: quarter hours, Rp10k. */
const roundMinutes = (m: number) => Math.max(15, Math.round(m / 15) * 15);
const roundIdr = (n: number) => Math.max(10_000, Math.round(n / 10_000) * 10_000);

/**
 * The timetable of the leg's own direction only (ADR 0026): its days, and the times leaving its start;
 * a stop on the way has no known times (when the route calls there is not in the data).
 */
function directedFrequency(route: Route, leg: PlannerLeg): Frequency {
  const f = route.frequency;
  const back = leg.from.id === route.to;
  const departures = leg.from.id === route.from ? f.departures : back ? f.returnDepartures : [];
  if (f.kind === "weekdays") {
    const days = back && f.returnDays !== null ? f.returnDays : f.days;
    return { ...f, days, returnDays: null, departures, returnDepartures: [] };
  }
  return { ...f, departures, returnDepartures: [] };
}

function runsText(route: Route, leg: PlannerLeg): string {
  const f = directedFrequency(route, leg);
  const anyKnown = route.frequency.departures.length + route.frequency.returnDepartures.length > 0;
  let text = formatFrequency(f);
  if (f.departures.length === 0 && anyKnown) text += `; ${plannerTexts.timesUnknown(leg.from.name)}`;
  return plannerTexts.runsFrom(leg.from.name, text);
}

function monthsText(route: Route): string {
  return route.closedMonths.length > 0
    ? plannerTexts.runsExcept(route.closedMonths.map((m) => monthName("en", m)).join(", "))
    : plannerTexts.runsAllYear;
}

function durationText(route: Route, leg: PlannerLeg): string {
  const estimate = plannerTexts.estimated(formatMinutes(roundMinutes(leg.figures.moving)));
  if (leg.route.id !== route.id) return `${plannerTexts.partDuration} (${estimate})`;
  const known = formatDuration(route.duration);
  return leg.figures.movingEstimated ? `${known} (${estimate})` : known;
}

function legView(
  leg: PlannerLeg,
  lookups: ViewLookups,
  today: string,
  dayWait: number | null,
  sailingOn = false,
): LegView {
  const route = leg.route.routeId ? lookups.route(leg.route.routeId) : undefined;
  if (leg.route.transfer || !route) {
    return { kind: "transfer", from: leg.from.name, to: leg.to.name, text: plannerTexts.transferText };
  }
  const whole = (id: string) => lookups.place(id)?.name ?? id;
  return {
    kind: "route",
    routeId: route.id,
    mode: MODE_LABELS[route.mode],
    from: leg.from.name,
    to: leg.to.name,
    part: leg.route.id === route.id ? null : plannerTexts.partOf(whole(route.from), whole(route.to)),
    duration: durationText(route, leg),
    fares: fareViews(route, today),
    runs: sailingOn ? plannerTexts.sailsOn : runsText(route, leg),
    months: monthsText(route),
    waitOnDay: dayWait === null ? null : plannerTexts.waitOnDay(formatMinutes(roundMinutes(dayWait))),
    operators: formatOperators(route.operators),
    lastChecked: route.lastChecked,
    unverified: route.unverified,
    routePage: `/transport/routes/${route.id}`,
    report: lookups.reportHref(route),
  };
}

const count = (n: number, one: string, many: string) => (n === 1 ? `one ${one}` : `${n} ${many}`);

function range(total: Total, format: (n: number) => string): string {
  return total.min === total.max ? format(total.min) : `${format(total.min)} – ${format(total.max)}`;
}

function movingText(it: Itinerary): string {
  const legs = it.legs.length - it.transfers;
  const parts: string[] = [];
  if (it.moving.unknown < legs) parts.push(range(it.moving, formatMinutes));
  if (it.moving.unknown > 0) {
    const estimate = formatMinutes(roundMinutes(it.rank.estimatedMoving));
    parts.push(plannerTexts.movingEstimate(estimate, count(it.moving.unknown, "leg", "legs")));
  }
  if (it.transfers > 0) parts.push(`${count(it.transfers, "local transfer", "local transfers")}`);
  return parts.join(" + ");
}

function daysText(it: Itinerary): string {
  const days = `${it.daysToAllow} ${it.daysToAllow === 1 ? "day" : "days"}`;
  if (it.moving.unknown + it.waiting.unknown > 0) return plannerTexts.daysWithEstimates(days);
  // A local transfer's time is unknown too: said, not hidden in "up to".
  return it.transfers > 0 ? `up to ${days} plus local transfers` : `up to ${days}`;
}

/** "Rp450k–600k", "from Rp450k + one fare unknown (about Rp150k estimated)", hires apart. */
function priceText(it: Itinerary): string {
  const legs = it.legs.length - it.transfers;
  const known = legs - it.price.unknown - it.hires;
  const parts: string[] = [];
  if (known > 0) {
    const sum = range(it.price, formatIdr);
    parts.push(it.price.unknown + it.hires > 0 ? `from ${sum}` : sum);
  }
  if (it.price.unknown > 0) {
    const estimate = plannerTexts.faresEstimate(formatIdr(roundIdr(it.rank.estimatedFares)));
    parts.push(`${count(it.price.unknown, "fare", "fares")} unknown (${estimate})`);
  }
  if (it.hires > 0) {
    parts.push(plannerTexts.hiresNote(count(it.hires, "boat or car hired whole", "boats or cars hired whole")));
  }
  return parts.join(" + ");
}
