import { MODE_GROUP_OF, MODE_LABELS, MONTH_NAMES } from "~/features/transport-data/constants.ts";
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
import type { Place, Route } from "~/features/transport-data/types.ts";
import { plannerTexts } from "./constants.ts";
import type { Itinerary, PlannerLeg, Total } from "./types.ts";

/**
 * What the page shows of an itinerary: every figure already worded, each fare with its date (and
 * `stale` when it gets the "may be out of date" marker), unknowns said as unknown. Pure (the lookups
 * are passed in), so the offline planner can use it too.
 */

/** A fare as shown: its text with its date; `stale` when undated or more than two years old. */
export type FareView = { text: string; stale: boolean };
export type LegView =
  | { kind: "transfer"; from: string; to: string; text: string }
  | {
      kind: "route";
      routeId: string;
      mode: string;
      from: string;
      to: string;
      duration: string;
      fares: FareView[];
      frequency: string;
      operators: string;
      lastChecked: string;
      unverified: boolean;
      closed: string | null;
      link: { to: string; label: string };
      report: string;
    };

export type ItineraryView = {
  changes: string;
  moving: string;
  days: string;
  price: string;
  legs: LegView[];
  /** The date (ISO) fares were judged against for the "may be out of date" marker: today. */
  pricesAsOf: string;
};

export type ViewLookups = {
  route: (id: string) => Route | undefined;
  place: (id: string) => Place | undefined;
  hubName: (id: string) => string | undefined;
  /** The /submit-update address that reports a change on this leg. */
  reportHref: (route: Route) => string;
  /** Today (ISO date) for the fares' age; the clock's date when left out. */
  today?: string;
};

export function itineraryView(it: Itinerary, lookups: ViewLookups): ItineraryView {
  const today = lookups.today ?? new Date().toISOString().slice(0, 10);
  return {
    changes: plannerTexts.changesText(it.changes),
    moving: movingText(it),
    days: daysText(it),
    price: priceText(it),
    legs: it.legs.map((leg) => legView(leg, lookups, today)),
    pricesAsOf: today,
  };
}

/** Each fare with its date and age; the unknown text (never marked) when there is none. */
function fareViews(route: Route, today: string): FareView[] {
  if (route.fares.length === 0) return formatFares([]).map((text) => ({ text, stale: false }));
  return route.fares.map((f) => ({ text: formatFare(f), stale: isStalePrice(f.asOf, today) }));
}

/** Whether any leg of these itineraries shows a fare marked "may be out of date". */
export function anyStaleFare(itineraries: readonly ItineraryView[]): boolean {
  return itineraries.some((it) => it.legs.some((leg) => leg.kind === "route" && leg.fares.some((f) => f.stale)));
}

function legView(leg: PlannerLeg, lookups: ViewLookups, today: string): LegView {
  const route = lookups.route(leg.route.id);
  const from = lookups.place(leg.from.id);
  const to = lookups.place(leg.to.id);
  if (leg.route.transfer || !route || !from || !to) {
    return { kind: "transfer", from: leg.from.name, to: leg.to.name, text: plannerTexts.transferText };
  }
  return {
    kind: "route",
    routeId: route.id,
    mode: MODE_LABELS[route.mode],
    from: from.name,
    to: to.name,
    duration: formatDuration(route.duration),
    fares: fareViews(route, today),
    frequency: formatFrequency(route.frequency),
    operators: formatOperators(route.operators),
    lastChecked: route.lastChecked,
    unverified: route.unverified,
    closed:
      route.closedMonths.length > 0
        ? plannerTexts.closedIn(route.closedMonths.map((m) => MONTH_NAMES[m - 1]).join(", "))
        : null,
    link: legLink(route, from, to, lookups),
    report: lookups.reportHref(route),
  };
}

/** The hub page of either end (the start first), else the page of the route's mode. */
function legLink(route: Route, from: Place, to: Place, lookups: ViewLookups) {
  for (const hub of [...from.hubs, ...to.hubs]) {
    const name = lookups.hubName(hub);
    if (name) return { to: `/transport/${hub}`, label: plannerTexts.modePage(`${name} transport hub`) };
  }
  const group = MODE_GROUP_OF[route.mode];
  return { to: `/transport/${group}`, label: plannerTexts.modePage(group === "overland" ? "overland routes" : group) };
}

const count = (n: number, one: string, many: string) => (n === 1 ? `one ${one}` : `${n} ${many}`);

function range(total: Total, format: (n: number) => string): string {
  return total.min === total.max ? format(total.min) : `${format(total.min)} – ${format(total.max)}`;
}

function movingText(it: Itinerary): string {
  const legs = it.legs.length - it.transfers;
  const parts: string[] = [];
  if (it.moving.unknown < legs) parts.push(range(it.moving, formatMinutes));
  if (it.moving.unknown > 0) parts.push(`${count(it.moving.unknown, "leg", "legs")} of unknown duration`);
  if (it.transfers > 0) parts.push(`${count(it.transfers, "local transfer", "local transfers")}`);
  return parts.join(" + ");
}

function daysText(it: Itinerary): string {
  const days = `${it.daysToAllow} ${it.daysToAllow === 1 ? "day" : "days"}`;
  const unknown = it.moving.unknown + it.waiting.unknown;
  if (unknown > 0) return `at least ${days} (some times unknown)`;
  // A local transfer's time is unknown too: said, not hidden in "up to".
  return it.transfers > 0 ? `up to ${days} plus local transfers` : `up to ${days}`;
}

/** "Rp450k–600k", "from Rp450k + one fare unknown", "Unknown: 2 fares unknown". */
function priceText(it: Itinerary): string {
  const legs = it.legs.length - it.transfers;
  const known = legs - it.price.unknown - it.hires;
  const parts: string[] = [];
  if (known > 0) {
    const sum = range(it.price, formatIdr);
    parts.push(it.price.unknown + it.hires > 0 ? `from ${sum}` : sum);
  }
  if (it.price.unknown > 0) parts.push(`${count(it.price.unknown, "fare", "fares")} unknown`);
  if (it.hires > 0) parts.push(`${count(it.hires, "boat or car hired whole", "boats or cars hired whole")}`);
  return parts.join(" + ");
}
