import { isOldCheck } from "~/features/route-edits/freshness.ts";
import { MODE_TEXTS } from "~/features/transport-data/texts.ts";
import type { Locale } from "~/lib/locale.ts";
import { MODE_ORDER } from "./constants.ts";
import { selectHighlight } from "./layout.ts";
import { insideFrame, project } from "./projection.ts";
import type { MapHighlight, MapPlace, MapRoute } from "./types.ts";

/**
 * The map as text, for screen readers and for anyone who prefers a list: every place on the map
 * with its link, and every route drawn, by way of travel. Highlighted routes come first.
 */

export type PlaceText = { id: string; name: string; href: string | null; highlighted: boolean };
export type RouteText = {
  id: string;
  mode: string;
  from: string;
  to: string;
  discontinued: boolean;
  /** Flagged unverified, or last checked more than two years ago: marked in the list. */
  unverified: boolean;
  staleCheck: boolean;
  /** Names of the ends that lie outside the map's frame. */
  offMap: string[];
};

export type MapText = { places: PlaceText[]; highlightedRoutes: RouteText[]; otherRoutes: RouteText[] };

const onMap = (p: MapPlace) => insideFrame(project(p.lon, p.lat), 2);

export function mapText(
  places: readonly MapPlace[],
  routes: readonly MapRoute[],
  highlight: MapHighlight = {},
  /** The date a route's last check is judged against (the page's render date). */
  today: string = new Date().toISOString().slice(0, 10),
  /** The page's language: the ways of travel are named in it. */
  locale: Locale = "en",
): MapText {
  const selected = selectHighlight(places, routes, highlight);
  const byId = new Map(places.map((p) => [p.id, p]));
  const listedPlaces = places
    .filter(onMap)
    .map((p) => ({ id: p.id, name: p.name, href: p.href, highlighted: selected.places.has(p.id) }))
    .sort((a, b) => Number(b.highlighted) - Number(a.highlighted) || a.name.localeCompare(b.name));
  const texts: (RouteText & { highlighted: boolean; order: number })[] = [];
  for (const r of routes) {
    const from = byId.get(r.from);
    const to = byId.get(r.to);
    // Drawn only when both ends are known and at least one is on the map; listed the same way.
    if (!from || !to || (!onMap(from) && !onMap(to))) continue;
    texts.push({
      id: r.id,
      mode: MODE_TEXTS[locale][r.mode],
      from: from.name,
      to: to.name,
      discontinued: r.discontinued === true,
      unverified: r.unverified === true,
      staleCheck: r.lastChecked !== undefined && isOldCheck(r.lastChecked, today),
      offMap: [from, to].filter((p) => !onMap(p)).map((p) => p.name),
      highlighted: selected.routes.has(r.id),
      order: MODE_ORDER.indexOf(r.mode),
    });
  }
  texts.sort((a, b) => a.order - b.order || a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
  const strip = ({ highlighted: _h, order: _o, ...rest }: (typeof texts)[number]): RouteText => rest;
  return {
    places: listedPlaces,
    highlightedRoutes: texts.filter((t) => t.highlighted).map(strip),
    otherRoutes: texts.filter((t) => !t.highlighted).map(strip),
  };
}
