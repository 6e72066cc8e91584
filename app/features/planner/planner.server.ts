import { destinations, hubs } from "~/features/content/content.server.ts";
import { allPlaces, perVersion, placeById, routeById, transportData } from "~/features/transport-data/data.server.ts";
import { placeName } from "~/features/transport-data/format.ts";
import type { Locale } from "~/lib/format.ts";
import { plannerDuration } from "~/lib/metrics.server.ts";
import { destinationName } from "./destination-names.server.ts";
import { plannerInput } from "./from-transport-data.ts";
import { buildGraph } from "./graph.ts";
import { LEG_FORMATS } from "./leg-format.ts";
import { byPreference, planTrip } from "./plan.ts";
import {
  type Endpoint,
  type OfflinePlannerData,
  type PlanPage,
  planHref,
  planPageWith,
  reportHref,
} from "./plan-page.ts";
import { PLANNER_TEXTS } from "./texts.ts";
import type { PlannerGraph } from "./types.ts";

/**
 * The route planner's page data: the form's choices, the validated query, and the planned itineraries
 * worded for the page. The graph is built from the structured transport data, and again whenever the
 * operator changes it (ADR 0018).
 */

const plannerGraph = perVersion((): PlannerGraph => {
  const input = plannerInput(transportData());
  return buildGraph(input.places, input.routes);
});

const destinationEndpointsNow = perVersion(
  () =>
    new Map<string, Endpoint>(
      destinations
        .map((d) => ({
          value: d.slug,
          name: d.name,
          names: { id: destinationName("id", d.slug, d.name) },
          placeIds: allPlaces()
            .filter((p) => p.destinations.includes(d.slug))
            .map((p) => p.id),
        }))
        .filter((e) => e.placeIds.length > 0)
        .map((e) => [e.value, e]),
    ),
);

function endpoint(value: string): Endpoint | undefined {
  const destination = destinationEndpointsNow().get(value);
  if (destination) return destination;
  const place = placeById(value);
  return place ? { value, name: place.name, names: { id: placeName(place, "id") }, placeIds: [place.id] } : undefined;
}

export type EndpointOption = { value: string; label: string };

/**
 * The form's choices in `locale`: destinations, then the places whose id is not already a
 * destination's, each by its name in that language (Indonesian: the overlays' and placeName, transport-data/format.ts).
 */
export function endpointOptions(locale: Locale = "en"): { destinations: EndpointOption[]; places: EndpointOption[] } {
  const byName = (a: EndpointOption, b: EndpointOption) => a.label.localeCompare(b.label);
  const destinationEndpoints = destinationEndpointsNow();
  const kind = LEG_FORMATS[locale].placeKind;
  return {
    destinations: [...destinationEndpoints.values()]
      .map((e) => ({ value: e.value, label: e.names?.[locale] ?? e.name }))
      .sort(byName),
    places: allPlaces()
      .filter((p) => !destinationEndpoints.has(p.id))
      .map((p) => ({ value: p.id, label: `${placeName(p, locale)} (${kind(p.kind).toLowerCase()})` }))
      .sort(byName),
  };
}

export type { NearbyView, PlanOutcome, PlanPage, PlanQuery } from "./plan-page.ts";
export { planHref } from "./plan-page.ts";

/** Reads and checks the query and plans the trip (plan-page.ts) in `locale`; bad input answers 400 with a message. */
export function planPage(params: URLSearchParams, locale: Locale = "en"): PlanPage {
  const stopTimer = plannerDuration.startTimer();
  try {
    return planPageWith({ endpoint, graph: plannerGraph, lookups }, params, locale);
  } finally {
    stopTimer();
  }
}

const lookups = { route: routeById, place: placeById, reportHref };

/**
 * A destination page's "Plan a trip here": from Makassar or Manado, whichever gives the faster trip;
 * or why not, when neither reaches it.
 */
export function tripFromGateway(
  slug: string,
  locale: Locale = "en",
): { href: string; from: string } | { reason: string } {
  const t = PLANNER_TEXTS[locale];
  const end = destinationEndpointsNow().get(slug);
  if (!end) return { reason: t.noRouteYet };
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
  if (!best) return { reason: t.noGatewayConnection };
  return { href: planHref(best.gateway, slug), from: best.name };
}

/** The data the offline planner runs on in the browser (/transport/plan/data.json, ADR 0019). */
export function offlinePlannerData(): OfflinePlannerData {
  const { places, routes } = transportData();
  return {
    places: [...places],
    routes: [...routes],
    destinations: destinations.map((d) => ({
      slug: d.slug,
      name: d.name,
      nameId: destinationName("id", d.slug, d.name),
    })),
    hubs: hubs.map((h) => ({ id: h.id as string, name: h.name })),
  };
}
