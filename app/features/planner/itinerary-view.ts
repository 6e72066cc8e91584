import { isStalePrice, placeName } from "~/features/transport-data/format.ts";
import type { Frequency, Place, Route } from "~/features/transport-data/types.ts";
import { type Locale, monthName } from "~/lib/format.ts";
import { LEG_FORMATS, type LegFormat } from "./leg-format.ts";
import { PLANNER_TEXTS } from "./texts.ts";
import type { Itinerary, PlannerLeg, Reason, Total } from "./types.ts";

/**
 * What the page shows of an itinerary: every figure already worded, each fare with its date and kind
 * (`stale` when it gets the "may be out of date" marker), unknowns said as unknown and estimates said
 * as estimates (ADR 0027), in the page's language (issue 31). Pure (the lookups are passed in), so the
 * offline planner uses it too.
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
  place: (id: string) => Pick<Place, "name" | "localName"> | undefined;
  /** The /submit-update address that reports a change on this leg. */
  reportHref: (route: Route) => string;
  /** Today (ISO date) for the fares' age; the clock's date when left out. */
  today?: string;
};

/** What wording an itinerary needs: the language, its texts and formats, the lookups. */
type Wording = {
  locale: Locale;
  t: (typeof PLANNER_TEXTS)[Locale];
  f: LegFormat;
  lookups: ViewLookups;
  /** A place's name in the language: the data's own, or its Indonesian (transport-data/format.ts placeName). */
  name: (place: { id: string; name: string }) => string;
};

function wording(locale: Locale, lookups: ViewLookups): Wording {
  return {
    locale,
    t: PLANNER_TEXTS[locale],
    f: LEG_FORMATS[locale],
    lookups,
    name: (place) => {
      if (locale === "en") return place.name;
      const known = lookups.place(place.id);
      return known ? placeName(known, locale) : place.name;
    },
  };
}

export function itineraryView(it: Itinerary, lookups: ViewLookups, locale: Locale = "en"): ItineraryView {
  const today = lookups.today ?? new Date().toISOString().slice(0, 10);
  const w = wording(locale, lookups);
  const legs = it.legs.map((leg, i) => legView(leg, w, today, it.dayWaits[i] ?? null, it.sailingOn[i]));
  return {
    reasons: it.reasons.map((r: Reason) => w.t.reasons[r]),
    changes: w.t.changesText(it.changes),
    moving: movingText(it, w),
    days: daysText(it, w),
    price: priceText(it, w),
    legs,
    routeIds: legs.flatMap((l) => (l.kind === "route" ? [l.routeId] : [])),
    placeIds: [...new Set(it.legs.flatMap((l) => [l.from.id, l.to.id]))],
    pricesAsOf: today,
  };
}

/** Each fare with its date, age and kind; the unknown text (never marked) when there is none. */
function fareViews(route: Route, today: string, format: LegFormat): FareView[] {
  if (route.fares.length === 0) return format.fares([]).map((text) => ({ text, stale: false }));
  return route.fares.map((f) => {
    const kind = f.kind;
    const view: FareView = { text: format.fare(f), stale: isStalePrice(f.asOf, today) };
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

function runsText(route: Route, leg: PlannerLeg, w: Wording): string {
  const f = directedFrequency(route, leg);
  const anyKnown = route.frequency.departures.length + route.frequency.returnDepartures.length > 0;
  const from = w.name(leg.from);
  let text = w.f.frequency(f);
  if (f.departures.length === 0 && anyKnown) text += `; ${w.t.timesUnknown(from)}`;
  return w.t.runsFrom(from, text);
}

function monthsText(route: Route, w: Wording): string {
  return route.closedMonths.length > 0
    ? w.t.runsExcept(route.closedMonths.map((m) => monthName(w.locale, m)).join(", "))
    : w.t.runsAllYear;
}

function durationText(route: Route, leg: PlannerLeg, w: Wording): string {
  const estimate = w.t.estimated(w.f.minutes(roundMinutes(leg.figures.moving)));
  if (leg.route.id !== route.id) return `${w.t.partDuration} (${estimate})`;
  const known = w.f.duration(route.duration);
  return leg.figures.movingEstimated ? `${known} (${estimate})` : known;
}

function legView(leg: PlannerLeg, w: Wording, today: string, dayWait: number | null, sailingOn = false): LegView {
  const { lookups, t } = w;
  const route = leg.route.routeId ? lookups.route(leg.route.routeId) : undefined;
  if (leg.route.transfer || !route) {
    return { kind: "transfer", from: w.name(leg.from), to: w.name(leg.to), text: t.transferText };
  }
  const whole = (id: string) => {
    const place = lookups.place(id);
    return place ? placeName(place, w.locale) : id;
  };
  return {
    kind: "route",
    routeId: route.id,
    mode: w.f.mode(route.mode),
    from: w.name(leg.from),
    to: w.name(leg.to),
    part: leg.route.id === route.id ? null : t.partOf(whole(route.from), whole(route.to)),
    duration: durationText(route, leg, w),
    fares: fareViews(route, today, w.f),
    runs: sailingOn ? t.sailsOn : runsText(route, leg, w),
    months: monthsText(route, w),
    waitOnDay: dayWait === null ? null : t.waitOnDay(w.f.minutes(roundMinutes(dayWait))),
    operators: w.f.operators(route.operators),
    lastChecked: route.lastChecked,
    unverified: route.unverified,
    routePage: `/transport/routes/${route.id}`,
    report: lookups.reportHref(route),
  };
}

function range(total: Total, format: (n: number) => string): string {
  return total.min === total.max ? format(total.min) : `${format(total.min)} – ${format(total.max)}`;
}

function movingText(it: Itinerary, { t, f }: Wording): string {
  const legs = it.legs.length - it.transfers;
  const parts: string[] = [];
  if (it.moving.unknown < legs) parts.push(range(it.moving, f.minutes));
  if (it.moving.unknown > 0) {
    const estimate = f.minutes(roundMinutes(it.rank.estimatedMoving));
    parts.push(t.movingEstimate(estimate, t.legs(it.moving.unknown)));
  }
  if (it.transfers > 0) parts.push(t.localTransfers(it.transfers));
  return parts.join(" + ");
}

function daysText(it: Itinerary, { t }: Wording): string {
  const days = t.days(it.daysToAllow);
  if (it.moving.unknown + it.waiting.unknown > 0) return t.daysWithEstimates(days);
  // A local transfer's time is unknown too: said, not hidden in "up to".
  return it.transfers > 0 ? t.upToWithTransfers(days) : t.upTo(days);
}

/** "Rp450k–600k", "from Rp450k + one fare unknown (about Rp150k estimated)", hires apart. */
function priceText(it: Itinerary, { t, f }: Wording): string {
  const legs = it.legs.length - it.transfers;
  const known = legs - it.price.unknown - it.hires;
  const parts: string[] = [];
  if (known > 0) {
    const sum = range(it.price, f.idr);
    parts.push(it.price.unknown + it.hires > 0 ? t.fromSum(sum) : sum);
  }
  if (it.price.unknown > 0) {
    const estimate = t.faresEstimate(f.idr(roundIdr(it.rank.estimatedFares)));
    parts.push(t.faresUnknown(t.fares(it.price.unknown), estimate));
  }
  if (it.hires > 0) parts.push(t.hiresNote(t.hires(it.hires)));
  return parts.join(" + ");
}
