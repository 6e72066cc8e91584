import { MODE_GROUP_OF, MODE_GROUPS } from "~/features/transport-data/constants.ts";
import { allRoutes, perVersion, placeById, routeById } from "~/features/transport-data/data.server.ts";
import { placeName as placeNameIn } from "~/features/transport-data/format.ts";
import { MODE_LABELS, MODE_TEXTS } from "~/features/transport-data/texts.ts";
import type { Route } from "~/features/transport-data/types.ts";
import type { Locale } from "~/lib/locale.ts";
import { OTHER_ROUTE, ROUTE_OPTIONS, type RouteOptionGroup } from "./constants.ts";
import { ROUTE_GROUP_LABELS } from "./texts.ts";

/**
 * The update form's route list: the spec's routes first, then every route the site lists (from the
 * structured transport data), grouped by mode, with "Other route" last (issue 19). A data route is
 * stored as "From - To (Mode)": readable in the dashboard and the CSV, and, like the spec's
 * "From - To", it names the hub cities its update is published on.
 */

/** The town travellers name a route by: an airport, port or terminal answers with its town. */
function townOf(id: string) {
  const place = placeById(id);
  return (place?.partOf ? placeById(place.partOf) : undefined) ?? place;
}

const placeName = (id: string) => townOf(id)?.name ?? id;

/** "Makassar - Manado (Flight)": the stored value of a data route. */
export function routeOptionValue(route: Route): string {
  return `${placeName(route.from)} - ${placeName(route.to)} (${MODE_LABELS[route.mode]})`;
}

type GroupId = keyof (typeof ROUTE_GROUP_LABELS)["en"];

function buildGroups(): (RouteOptionGroup & { id: GroupId })[] {
  const common = ROUTE_OPTIONS.filter((o) => o !== OTHER_ROUTE).map((o) => ({ value: o, label: o }));
  const active = allRoutes().filter((r) => r.status.state === "active");
  const byMode = MODE_GROUPS.map((group) => ({
    id: group,
    label: ROUTE_GROUP_LABELS.en[group],
    options: active
      .filter((r) => MODE_GROUP_OF[r.mode] === group)
      .map((r) => ({ value: routeOptionValue(r), label: routeOptionValue(r) }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  }));
  return [
    { id: "common" as const, label: ROUTE_GROUP_LABELS.en.common, options: common },
    ...byMode.filter((g) => g.options.length > 0),
  ];
}

/** Rebuilt when the operator changes the routes (a new route is a new choice, a discontinued one goes). */
const groups = perVersion(buildGroups);
const values = perVersion(() => new Set([OTHER_ROUTE, ...groups().flatMap((g) => g.options.map((o) => o.value))]));

/** The data routes by their stored value, to name them in another language. */
const routesByValue = perVersion(() => new Map(allRoutes().map((r) => [routeOptionValue(r), r] as const)));

/** A choice as a reader of `locale` names it; the stored value stays the English "From - To (Mode)". */
function optionLabel(value: string, label: string, locale: Locale): string {
  const route = locale === "en" ? undefined : routesByValue().get(value);
  if (!route) return label;
  const name = (id: string) => {
    const town = townOf(id);
    return town ? placeNameIn(town, locale) : id;
  };
  return `${name(route.from)} - ${name(route.to)} (${MODE_TEXTS[locale][route.mode]})`;
}

/** The grouped choices before "Other route" (which the form adds last), named in `locale`. */
export function routeOptionGroups(locale: Locale = "en"): RouteOptionGroup[] {
  return groups().map(({ id, options }) => ({
    label: ROUTE_GROUP_LABELS[locale][id],
    options: locale === "en" ? options : options.map((o) => ({ ...o, label: optionLabel(o.value, o.label, locale) })),
  }));
}

/** Whether `value` is one of the form's choices, "Other route" included. */
export function isRouteOption(value: string): boolean {
  return values().has(value);
}

/** The stored values of the data routes whose updates belong on `hub`'s page (a place of the route is in that hub). */
export function routeValuesForHub(hub: string): string[] {
  const inHub = (id: string) => [placeById(id), townOf(id)].some((p) => p?.hubs.includes(hub));
  return allRoutes()
    .filter((r) => inHub(r.from) || inHub(r.to))
    .map(routeOptionValue);
}

/**
 * The choice a link asks to preselect (`/submit-update?route=makassar-manado-flight`, from the planner's
 * "Report a change"): a route id or a choice's own value; anything else preselects nothing.
 */
export function preselectedRoute(param: string | null): string {
  if (!param) return "";
  const route = routeById(param);
  if (route) return routeOptionValue(route);
  return isRouteOption(param) ? param : "";
}
