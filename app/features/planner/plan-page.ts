import type { Place, Route } from "~/features/transport-data/types.ts";
import { DEFAULT_PREFERENCE, MAX_ENDPOINT_LENGTH, PLAN_ERRORS, PLAN_PATH, PREFERENCES } from "./constants.ts";
import { plannerInput } from "./from-transport-data.ts";
import { buildGraph } from "./graph.ts";
import { type ItineraryView, itineraryView, type ViewLookups } from "./itinerary-view.ts";
import { planTrip } from "./plan.ts";
import type { PlannerGraph, Preference } from "./types.ts";

/**
 * The planner page's query and outcome, as one pure function of the query and the data: the server
 * runs it on its data (planner.server.ts), the browser on the data shipped with the offline guide
 * (app/features/offline/worker/planner-worker.ts). Zod-free, no server imports.
 */

/** A destination page's places, or one place: what a form value stands for. */
export type Endpoint = { value: string; name: string; placeIds: string[] };

export type PlanQuery = { from: string; to: string; preference: Preference };

export type NearbyView = { name: string; km: number; planHref: string };

export type PlanOutcome =
  | { kind: "form" }
  | { kind: "invalid"; message: string }
  | { kind: "found"; from: string; to: string; itineraries: ItineraryView[] }
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

/** Reads and checks ?from=&to=&pref= and plans the trip; bad input answers 400 with a message. */
export function planPageWith(ctx: PlannerContext, params: URLSearchParams): PlanPage {
  const from = (params.get("from") ?? "").trim();
  const to = (params.get("to") ?? "").trim();
  const pref = (params.get("pref") ?? "").trim() || DEFAULT_PREFERENCE;
  const query: PlanQuery = {
    from: from.slice(0, MAX_ENDPOINT_LENGTH),
    to: to.slice(0, MAX_ENDPOINT_LENGTH),
    preference: isPreference(pref) ? pref : DEFAULT_PREFERENCE,
  };
  const invalid = (message: string): PlanPage => ({ query, outcome: { kind: "invalid", message }, status: 400 });
  if (from.length > MAX_ENDPOINT_LENGTH || to.length > MAX_ENDPOINT_LENGTH) return invalid(PLAN_ERRORS.tooLong);
  if (!isPreference(pref)) return invalid(PLAN_ERRORS.preference);
  const start = SLUG.test(from) ? ctx.endpoint(from) : undefined;
  const end = SLUG.test(to) ? ctx.endpoint(to) : undefined;
  if (from !== "" && !start) return invalid(PLAN_ERRORS.unknownFrom);
  if (to !== "" && !end) return invalid(PLAN_ERRORS.unknownTo);
  // A link that fills in one end ("Plan a trip from Makassar") shows the form; the form sends both.
  if (!params.has("from") || !params.has("to")) return { query, outcome: { kind: "form" }, status: 200 };
  if (!start || !end) return invalid(PLAN_ERRORS.missing);
  // A place in both (Samalona is Makassar's too): the trip starts from the others.
  const origins = start.placeIds.filter((id) => !end.placeIds.includes(id));
  if (from === to || origins.length === 0) return invalid(PLAN_ERRORS.same);
  return { query, outcome: plan(ctx, origins, start, end, query.preference), status: 200 };
}

function plan(
  ctx: PlannerContext,
  origins: string[],
  start: Endpoint,
  end: Endpoint,
  preference: Preference,
): PlanOutcome {
  const result = planTrip(ctx.graph(), origins, end.placeIds, preference);
  if (result.kind === "found") {
    return {
      kind: "found",
      from: start.name,
      to: end.name,
      itineraries: result.itineraries.map((it) => itineraryView(it, ctx.lookups)),
    };
  }
  const nearby = (list: typeof result.nearTarget, side: "from" | "to") =>
    list.map(({ place, km }) => ({
      name: place.name,
      km,
      planHref: planHref(side === "from" ? place.id : start.value, side === "to" ? place.id : end.value, preference),
    }));
  return {
    kind: "no-path",
    from: start.name,
    to: end.name,
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
  destinations: { slug: string; name: string }[];
  hubs: { id: string; name: string }[];
};

/** The same context the server builds, from the shipped data: destinations resolve to their places. */
export function plannerContextFrom(data: OfflinePlannerData): PlannerContext {
  const places = new Map(data.places.map((p) => [p.id, p]));
  const routes = new Map(data.routes.map((r) => [r.id, r]));
  const hubNames = new Map(data.hubs.map((h) => [h.id, h.name]));
  const destinations = new Map<string, Endpoint>();
  for (const d of data.destinations) {
    const placeIds = data.places.filter((p) => p.destinations.includes(d.slug)).map((p) => p.id);
    if (placeIds.length > 0) destinations.set(d.slug, { value: d.slug, name: d.name, placeIds });
  }
  let graph: PlannerGraph | undefined;
  return {
    endpoint(value) {
      const destination = destinations.get(value);
      if (destination) return destination;
      const place = places.get(value);
      return place ? { value, name: place.name, placeIds: [place.id] } : undefined;
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
      hubName: (id) => hubNames.get(id),
      reportHref,
    },
  };
}
