import { placeName } from "~/features/transport-data/format.ts";
import type { Place, Route } from "~/features/transport-data/types.ts";
import { formatCalendarDay, type Locale, monthName } from "~/lib/format.ts";
import { DEFAULT_PREFERENCE, MAX_ENDPOINT_LENGTH, PLAN_PATH, PREFERENCES } from "./constants.ts";
import { plannerInput } from "./from-transport-data.ts";
import { buildGraph } from "./graph.ts";
import { type ItineraryView, itineraryView, type ViewLookups } from "./itinerary-view.ts";
import { MAX_ITINERARIES, planTrip } from "./plan.ts";
import { PLAN_ERRORS, PLANNER_TEXTS } from "./texts.ts";
import type { PlannerGraph, Preference, TravelDate } from "./types.ts";

/**
 * The planner page's query and outcome, as one pure function of the query and the data: the server
 * runs it on its data (planner.server.ts), the browser on the data shipped with the offline guide
 * (app/features/offline/worker/planner-worker.ts), in the page's language. Zod-free, no server imports.
 */

/**
 * A destination page's places, or one place: what a form value stands for, with its name in each
 * language (the Indonesian from the destination's overlay or placeName).
 */
export type Endpoint = { value: string; name: string; names?: Partial<Record<Locale, string>>; placeIds: string[] };

const endpointName = (e: Endpoint, locale: Locale) => e.names?.[locale] ?? e.name;

/**
 * The form's fields: `date` (YYYY-MM-DD) or `month` (1-12), both optional; `show` is the option drawn
 * on the map (1 = the first).
 */
export type PlanQuery = { from: string; to: string; preference: Preference; date: string; month: string; show: number };

export type NearbyView = { name: string; km: number; planHref: string };

export type PlanOutcome =
  | { kind: "form" }
  | { kind: "invalid"; message: string }
  | {
      kind: "found";
      from: string;
      to: string;
      itineraries: ItineraryView[];
      /** For which day or month the waits and closures were worked out, or that none was given. */
      when: string;
      /** The option drawn on the map (1-based). */
      shown: number;
      /** The address of each option's own map, in order. */
      showHrefs: string[];
    }
  | { kind: "no-path"; from: string; to: string; nearTarget: NearbyView[]; nearOrigin: NearbyView[] };

export type PlanPage = { query: PlanQuery; outcome: PlanOutcome; status: 200 | 400 };

/** What planning needs: how a form value resolves, the graph, and the lookups that word a leg. */
export type PlannerContext = {
  endpoint: (value: string) => Endpoint | undefined;
  graph: () => PlannerGraph;
  lookups: ViewLookups;
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function isPreference(value: string): value is Preference {
  return PREFERENCES.some((p) => p.value === value);
}

/** A real calendar day written YYYY-MM-DD, or null. */
function parseDay(value: string): TravelDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= 2000 ? { year, month, day } : null;
}

/** The travel date, or month, of the query; "invalid" names the field that is wrong. */
function travelDate(date: string, month: string): TravelDate | null | "date" | "month" {
  if (date !== "") return parseDay(date) ?? "date";
  if (month === "") return null;
  const m = /^\d{1,2}$/.test(month) ? Number(month) : 0;
  return m >= 1 && m <= 12 ? { year: 0, month: m, day: null } : "month";
}

const field = (params: URLSearchParams, name: string, max = MAX_ENDPOINT_LENGTH) =>
  (params.get(name) ?? "").trim().slice(0, max + 1);

/** The query as read (each field cut to its longest allowed length plus one, to tell "too long"). */
function readQuery(params: URLSearchParams): PlanQuery & { pref: string; showText: string } {
  const from = field(params, "from");
  const to = field(params, "to");
  const pref = field(params, "pref") || DEFAULT_PREFERENCE;
  const showText = field(params, "show", 2);
  return {
    from,
    to,
    pref,
    showText,
    preference: isPreference(pref) ? pref : DEFAULT_PREFERENCE,
    date: field(params, "date", 10).slice(0, 10),
    month: field(params, "month", 2).slice(0, 2),
    show: /^[1-9]$/.test(showText) ? Number(showText) : 1,
  };
}

/** What is wrong with the query's fields other than the places, or null. */
function fieldError(
  read: ReturnType<typeof readQuery>,
  when: ReturnType<typeof travelDate>,
  errors: (typeof PLAN_ERRORS)[Locale],
): string | null {
  if (read.from.length > MAX_ENDPOINT_LENGTH || read.to.length > MAX_ENDPOINT_LENGTH) return errors.tooLong;
  if (!isPreference(read.pref)) return errors.preference;
  if (when === "date") return errors.date;
  if (when === "month") return errors.month;
  const { showText } = read;
  if (showText !== "" && (!/^[1-9]$/.test(showText) || Number(showText) > MAX_ITINERARIES)) return errors.show;
  return null;
}

/**
 * Reads and checks ?from=&to=&pref=&date=&month=&show= and plans the trip, worded in `locale`; bad
 * input answers 400 with a message in `locale`.
 */
export function planPageWith(ctx: PlannerContext, params: URLSearchParams, locale: Locale = "en"): PlanPage {
  const errors = PLAN_ERRORS[locale];
  const read = readQuery(params);
  const { from, to } = read;
  const query: PlanQuery = {
    from: from.slice(0, MAX_ENDPOINT_LENGTH),
    to: to.slice(0, MAX_ENDPOINT_LENGTH),
    preference: read.preference,
    date: read.date,
    month: read.month,
    show: read.show,
  };
  const invalid = (message: string): PlanPage => ({ query, outcome: { kind: "invalid", message }, status: 400 });
  const when = travelDate(field(params, "date", 10), field(params, "month", 2));
  const error = fieldError(read, when, errors);
  if (error) return invalid(error);
  const start = SLUG.test(from) ? ctx.endpoint(from) : undefined;
  const end = SLUG.test(to) ? ctx.endpoint(to) : undefined;
  if (from !== "" && !start) return invalid(errors.unknownFrom);
  if (to !== "" && !end) return invalid(errors.unknownTo);
  // A link that fills in one end ("Plan a trip from Makassar") shows the form; the form sends both.
  if (!params.has("from") || !params.has("to")) return { query, outcome: { kind: "form" }, status: 200 };
  if (!start || !end) return invalid(errors.missing);
  // A place in both (Samalona is Makassar's too): the trip starts from the others.
  const origins = start.placeIds.filter((id) => !end.placeIds.includes(id));
  if (from === to || origins.length === 0) return invalid(errors.same);
  return { query, outcome: plan(ctx, origins, start, end, query, when as TravelDate | null, locale), status: 200 };
}

function whenText(date: TravelDate | null, locale: Locale): string {
  const t = PLANNER_TEXTS[locale];
  if (!date) return t.withoutDate;
  if (date.day === null) return t.forMonth(monthName(locale, date.month));
  const iso = `${date.year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
  return t.forDate(formatCalendarDay(locale, iso));
}

/** The same plan with another option drawn on the map (a link: works without JavaScript). */
function showHref(query: PlanQuery, n: number): string {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  if (query.preference !== DEFAULT_PREFERENCE) params.set("pref", query.preference);
  if (query.date) params.set("date", query.date);
  else if (query.month) params.set("month", query.month);
  if (n > 1) params.set("show", String(n));
  return `${PLAN_PATH}?${params}#plan-map`;
}

function plan(
  ctx: PlannerContext,
  origins: string[],
  start: Endpoint,
  end: Endpoint,
  query: PlanQuery,
  date: TravelDate | null,
  locale: Locale,
): PlanOutcome {
  const { preference } = query;
  const result = planTrip(ctx.graph(), origins, end.placeIds, preference, { date });
  if (result.kind === "found") {
    const itineraries = result.itineraries.map((it) => itineraryView(it, ctx.lookups, locale));
    return {
      kind: "found",
      from: endpointName(start, locale),
      to: endpointName(end, locale),
      itineraries,
      when: whenText(date, locale),
      shown: Math.min(query.show, itineraries.length),
      showHrefs: itineraries.map((_, i) => showHref(query, i + 1)),
    };
  }
  const nearby = (list: typeof result.nearTarget, side: "from" | "to") =>
    list.map(({ place, km }) => ({
      name: placeName(ctx.lookups.place(place.id) ?? { name: place.name, localName: null }, locale),
      km,
      planHref: planHref(side === "from" ? place.id : start.value, side === "to" ? place.id : end.value, preference),
    }));
  return {
    kind: "no-path",
    from: endpointName(start, locale),
    to: endpointName(end, locale),
    nearTarget: nearby(result.nearTarget, "to"),
    nearOrigin: nearby(result.nearOrigin, "from"),
  };
}

export function planHref(from: string, to: string, preference: Preference = DEFAULT_PREFERENCE): string {
  const params = new URLSearchParams({ from, to });
  if (preference !== DEFAULT_PREFERENCE) params.set("pref", preference);
  return `${PLAN_PATH}?${params}`;
}

/** "Report a change" on a leg: /submit-update with the route preselected (it reads ?route=<id>). */
export function reportHref(route: Route): string {
  return `/submit-update?${new URLSearchParams({ route: route.id })}`;
}

/** The planner's data as the offline guide ships it (/transport/plan/data.json). */
export type OfflinePlannerData = {
  places: Place[];
  routes: Route[];
  /** Each destination's name, and its Indonesian name where the content's overlay gives one. */
  destinations: { slug: string; name: string; nameId?: string }[];
  hubs: { id: string; name: string }[];
};

/** The same context the server builds, from the shipped data: destinations resolve to their places. */
export function plannerContextFrom(data: OfflinePlannerData): PlannerContext {
  const places = new Map(data.places.map((p) => [p.id, p]));
  const routes = new Map(data.routes.map((r) => [r.id, r]));
  const destinations = new Map<string, Endpoint>();
  for (const d of data.destinations) {
    const placeIds = data.places.filter((p) => p.destinations.includes(d.slug)).map((p) => p.id);
    const names = { id: d.nameId ?? d.name };
    if (placeIds.length > 0) destinations.set(d.slug, { value: d.slug, name: d.name, names, placeIds });
  }
  let graph: PlannerGraph | undefined;
  return {
    endpoint(value) {
      const destination = destinations.get(value);
      if (destination) return destination;
      const place = places.get(value);
      return place
        ? { value, name: place.name, names: { id: placeName(place, "id") }, placeIds: [place.id] }
        : undefined;
    },
    graph() {
      if (!graph) {
        const input = plannerInput(data);
        graph = buildGraph(input.places, input.routes);
      }
      return graph;
    },
    lookups: {
      route: (id) => routes.get(id),
      place: (id) => places.get(id),
      reportHref,
    },
  };
}
