import { destinations, hubs } from "~/features/guide/content.server.ts";
import { PLACE_KIND_LABELS } from "~/features/transport-data/constants.ts";
import { placeById, places, routeById, transportData } from "~/features/transport-data/data.server.ts";
import type { Route } from "~/features/transport-data/types.ts";
import { DEFAULT_PREFERENCE, MAX_ENDPOINT_LENGTH, PLAN_ERRORS, PLAN_PATH, PREFERENCES } from "./constants.ts";
import { plannerInput } from "./from-transport-data.ts";
import { buildGraph } from "./graph.ts";
import { type ItineraryView, itineraryView } from "./itinerary-view.ts";
import { byPreference, planTrip } from "./plan.ts";
import type { PlannerGraph, Preference } from "./types.ts";

/**
 * The route planner's page data: the form's choices, the validated query, and the planned itineraries
 * worded for the page. The graph is built once from the structured transport data.
 */

let graph: PlannerGraph | undefined;
function plannerGraph(): PlannerGraph {
  if (!graph) {
    const input = plannerInput(transportData());
    graph = buildGraph(input.places, input.routes);
  }
  return graph;
}

/** A destination page's places, or one place: what a form value stands for. */
type Endpoint = { value: string; name: string; placeIds: string[] };

const destinationEndpoints = new Map<string, Endpoint>(
  destinations
    .map((d) => ({
      value: d.slug,
      name: d.name,
      placeIds: places.filter((p) => p.destinations.includes(d.slug)).map((p) => p.id),
    }))
    .filter((e) => e.placeIds.length > 0)
    .map((e) => [e.value, e]),
);

function endpoint(value: string): Endpoint | undefined {
  const destination = destinationEndpoints.get(value);
  if (destination) return destination;
  const place = placeById(value);
  return place ? { value, name: place.name, placeIds: [place.id] } : undefined;
}

export type EndpointOption = { value: string; label: string };

/** The form's choices: destinations, then the places whose id is not already a destination's. */
export function endpointOptions(): { destinations: EndpointOption[]; places: EndpointOption[] } {
  const byName = (a: EndpointOption, b: EndpointOption) => a.label.localeCompare(b.label);
  return {
    destinations: [...destinationEndpoints.values()].map((e) => ({ value: e.value, label: e.name })).sort(byName),
    places: places
      .filter((p) => !destinationEndpoints.has(p.id))
      .map((p) => ({ value: p.id, label: `${p.name} (${PLACE_KIND_LABELS[p.kind].toLowerCase()})` }))
      .sort(byName),
  };
}

export type PlanQuery = { from: string; to: string; preference: Preference };

export type PlanOutcome =
  | { kind: "form" }
  | { kind: "invalid"; message: string }
  | { kind: "found"; from: string; to: string; itineraries: ItineraryView[] }
  | {
      kind: "no-path";
      from: string;
      to: string;
      nearTarget: NearbyView[];
      nearOrigin: NearbyView[];
    };

export type NearbyView = { name: string; km: number; planHref: string };

export type PlanPage = { query: PlanQuery; outcome: PlanOutcome; status: 200 | 400 };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function isPreference(value: string): value is Preference {
  return PREFERENCES.some((p) => p.value === value);
}

/** Reads and checks ?from=&to=&pref= and plans the trip; bad input answers 400 with a message. */
export function planPage(params: URLSearchParams): PlanPage {
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
  const start = SLUG.test(from) ? endpoint(from) : undefined;
  const end = SLUG.test(to) ? endpoint(to) : undefined;
  if (from !== "" && !start) return invalid(PLAN_ERRORS.unknownFrom);
  if (to !== "" && !end) return invalid(PLAN_ERRORS.unknownTo);
  // A link that fills in one end ("Plan a trip from Makassar") shows the form; the form sends both.
  if (!params.has("from") || !params.has("to")) return { query, outcome: { kind: "form" }, status: 200 };
  if (!start || !end) return invalid(PLAN_ERRORS.missing);
  // A place in both (Samalona is Makassar's too): the trip starts from the others.
  const origins = start.placeIds.filter((id) => !end.placeIds.includes(id));
  if (from === to || origins.length === 0) return invalid(PLAN_ERRORS.same);
  return { query, outcome: plan(origins, start, end, query.preference), status: 200 };
}

function plan(origins: string[], start: Endpoint, end: Endpoint, preference: Preference): PlanOutcome {
  const result = planTrip(plannerGraph(), origins, end.placeIds, preference);
  if (result.kind === "found") {
    return {
      kind: "found",
      from: start.name,
      to: end.name,
      itineraries: result.itineraries.map((it) => itineraryView(it, lookups)),
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

const hubNames = new Map(hubs.map((h) => [h.id as string, h.name]));

const lookups = {
  route: routeById,
  place: placeById,
  hubName: (id: string) => hubNames.get(id),
  reportHref,
};

/** "Report a change" on a leg: /submit-update with the route preselected (it reads ?route=<id>). */
function reportHref(route: Route): string {
  return `/submit-update?${new URLSearchParams({ route: route.id })}`;
}

/**
 * A destination page's "Plan a trip here": from Makassar or Manado, whichever gives the faster trip;
 * or why not, when neither reaches it.
 */
export function tripFromGateway(slug: string): { href: string; from: string } | { reason: string } {
  const end = destinationEndpoints.get(slug);
  if (!end) return { reason: "None of our routes reaches this destination yet." };
  const options = (["makassar", "manado"] as const)
    .filter((gateway) => gateway !== slug)
    .map((gateway) => ({ gateway, start: endpoint(gateway)! }))
    .map(({ gateway, start }) => {
      const origins = start.placeIds.filter((id) => !end.placeIds.includes(id));
      const result = origins.length ? planTrip(plannerGraph(), origins, end.placeIds, "fastest") : undefined;
      return { gateway, name: start.name, best: result?.kind === "found" ? result.itineraries[0] : undefined };
    })
    .filter((o) => o.best !== undefined)
    .sort((a, b) => byPreference.fastest(a.best!, b.best!));
  const best = options[0];
  if (!best) return { reason: "Our route data has no connection from Makassar or Manado to this destination yet." };
  return { href: planHref(best.gateway, slug), from: best.name };
}
