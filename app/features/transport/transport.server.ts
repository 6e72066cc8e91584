import type { HubId, RegionId, TransportHub } from "~/features/content/schema.ts";
import { contentCounts } from "~/features/stats/site-stats.server.ts";
import { allRoutes, placeById, routeById } from "~/features/transport-data/data.server.ts";
import { formatOperators, formatReference } from "~/features/transport-data/format.ts";
import type { Route } from "~/features/transport-data/types.ts";
import type { Locale } from "~/lib/locale.ts";
import { destinationIn, destinationsForHubIn, guideIn, hubIn, hubsIn, regionNameIn } from "./content-id.server.ts";
import {
  isHubId,
  isoToday,
  modeLabels,
  oldestDate,
  type PageMode,
  type PriceAge,
  type PriceText,
  pageModeOf,
  type RouteRow,
  routesForHubByMode,
  routesOfMode,
  servesHub,
  toRow,
  typicalDuration,
  typicalPrice,
} from "./queries.ts";
import { ROUTE_PAGE_TEXT } from "./route-page-texts.ts";
import { ROUTE_TABLE_TEXT } from "./texts.ts";

/**
 * Loader queries for the Transport Hub, the hub pages, the mode pages and the printable guide.
 * Every figure comes from the structured data (app/features/transport-data); each returns only the
 * plain data its page renders.
 */

const FALLBACK_REGION: Record<Locale, Record<RegionId, string>> = {
  en: {
    north: "North Sulawesi",
    central: "Central Sulawesi",
    south: "South Sulawesi",
    southeast: "Southeast Sulawesi",
  },
  id: {
    north: "Sulawesi Utara",
    central: "Sulawesi Tengah",
    south: "Sulawesi Selatan",
    southeast: "Sulawesi Tenggara",
  },
};

/** What the page's note explains once: marked prices, and routes whose last check is marked. */
function priceAge(
  prices: readonly PriceText[],
  today: string,
  rows: readonly Pick<RouteRow, "staleCheck">[] = [],
): PriceAge {
  return {
    today,
    anyStale: prices.some((p) => p.stale),
    anyStaleRoute: rows.some((r) => r.staleCheck) || prices.some((p) => p.route?.staleCheck),
  };
}

export function regionName(id: RegionId, locale: Locale = "en"): string {
  return regionNameIn(id, locale) ?? FALLBACK_REGION[locale][id];
}

/** A route id in hubs.json or guide.json; the data loader has already checked that it exists. */
function route(id: string): Route {
  const r = routeById(id);
  if (!r) throw new Error(`Unknown route ${id}`);
  return r;
}

export type HubCardData = {
  id: HubId;
  name: string;
  region: string;
  summary: string;
  transportTypes: TransportHub["transportTypes"];
  /** "Rantepao by bus: Rp150k–400k per person (Jan 2020)", each with its own date and age marker. */
  typicalPrice: PriceText[];
  typicalDuration: string[];
  highlights: string[];
  lastChecked: string;
};

function hubCard(h: TransportHub, today: string, locale: Locale): HubCardData {
  const priced = h.typicalPrice.map(route);
  const timed = h.typicalDuration.map(route);
  return {
    id: h.id,
    name: h.name,
    region: regionName(h.region, locale),
    summary: h.summary,
    transportTypes: h.transportTypes,
    typicalPrice: priced.map((r) => typicalPrice(r, placeById, h.id, today, locale)),
    typicalDuration: timed.map((r) => typicalDuration(r, placeById, h.id, locale)),
    highlights: h.highlights,
    lastChecked: oldestDate([h.lastChecked, ...[...priced, ...timed].map((r) => r.lastChecked)])!,
  };
}

/**
 * `?destination=` on /transport: the destination cards link with their hub id. A destination slug
 * is accepted too. Anything else is ignored (undefined).
 */
export function transportFocus(
  value: string | null,
  locale: Locale = "en",
): { hub: HubId; destination?: string } | undefined {
  if (!value) return undefined;
  if (isHubId(value)) return { hub: value };
  const d = destinationIn(value, locale);
  return d ? { hub: d.transportHub, destination: d.name } : undefined;
}

export function transportHubPage(destinationParam: string | null, locale: Locale = "en") {
  const today = isoToday();
  const hubs = hubsIn(locale);
  const cards = hubs.map((h) => hubCard(h, today, locale));
  const focus = transportFocus(destinationParam, locale);
  return {
    hubs: cards,
    focus: focus
      ? {
          hub: focus.hub,
          hubName: hubIn(focus.hub, locale)?.name ?? focus.hub,
          destination: focus.destination ?? null,
        }
      : null,
    counts: contentCounts(),
    priceAge: priceAge(
      cards.flatMap((c) => c.typicalPrice),
      today,
    ),
    lastChecked: oldestDate(cards.map((c) => c.lastChecked)) ?? hubs[0]!.lastChecked,
  };
}

export function hubPage(id: string, locale: Locale = "en") {
  if (!isHubId(id)) return undefined;
  const h = hubIn(id, locale);
  if (!h) return undefined;
  const today = isoToday();
  const card = hubCard(h, today, locale);
  const groups = routesForHubByMode(allRoutes(), placeById, id, today, locale);
  const served = destinationsForHubIn(id, locale).map((d) => ({ slug: d.slug, name: d.name, summary: d.summary }));
  const dates = [card.lastChecked, ...groups.flatMap((g) => g.routes.map((r) => r.lastChecked))];
  return {
    kind: "hub" as const,
    hub: {
      id: h.id,
      name: h.name,
      region: regionName(h.region, locale),
      summary: h.summary,
      description: h.description.split(/\n\s*\n/).map((p) => p.trim()),
      airport: h.airport ?? null,
      port: h.port ?? null,
      transportTypes: h.transportTypes,
      /** The card's figures, one line per route, every price with its own date. */
      typicalPrice: card.typicalPrice,
      typicalDuration: card.typicalDuration,
      highlights: h.highlights,
      gettingAround: h.gettingAround,
      imageAlt: h.image.alt,
    },
    groups,
    destinations: served,
    otherHubs: hubsIn(locale)
      .filter((o) => o.id !== id)
      .map((o) => ({ id: o.id, name: o.name })),
    priceAge: priceAge(
      [...card.typicalPrice, ...groups.flatMap((g) => g.routes.flatMap((r) => r.fares))],
      today,
      groups.flatMap((g) => g.routes),
    ),
    lastChecked: oldestDate(dates)!,
  };
}

export function modePage(mode: PageMode, locale: Locale = "en") {
  const today = isoToday();
  const list = routesOfMode(allRoutes(), placeById, mode, today, locale);
  return {
    kind: "mode" as const,
    mode,
    routes: list,
    priceAge: priceAge(
      list.flatMap((r) => r.fares),
      today,
      list,
    ),
    lastChecked: oldestDate(list.map((r) => r.lastChecked)) ?? null,
  };
}

/**
 * How a guide row names each of its routes: by mode when the modes differ, by places when the
 * places differ, by both otherwise; a row of one route needs no name.
 */
function legLabels(rows: RouteRow[]): (string | null)[] {
  if (rows.length === 1) return [null];
  const distinct = (values: string[]) => new Set(values).size === values.length;
  const places = rows.map((r) => `${r.from} → ${r.to}`);
  if (distinct(rows.map((r) => r.modeLabel))) return rows.map((r) => r.modeLabel);
  if (distinct(places)) return places;
  return rows.map((r, i) => `${places[i]}, ${r.modeLabel}`);
}

/** One row of the printable guide: a destination reached by one or more routes. */
function guideRow(destination: string, ids: string[], today: string, locale: Locale) {
  const legs = ids.map(route);
  const rows = legs.map((r) => toRow(r, placeById, today, locale));
  const labels = legLabels(rows);
  const operators = [...new Set(legs.flatMap((r) => r.operators))];
  return {
    destination,
    transport: [...new Set(rows.map((r) => r.modeLabel))],
    places: [...new Set(rows.map((r) => `${r.from} → ${r.to}`))],
    /** One entry per route, each with its figures and their dates. */
    legs: rows.map((row, i) => ({
      id: row.id,
      label: labels[i] ?? null,
      duration: row.duration,
      fares: row.fares,
      frequency: row.frequency,
      discontinued: row.discontinued,
      closed: row.closed,
      unverified: row.unverified,
      lastChecked: row.lastChecked,
      source: row.source,
      staleCheck: row.staleCheck,
    })),
    operators: operators.length > 0 ? formatOperators(operators, locale) : rows[0]!.operators,
    lastChecked: oldestDate(legs.map((r) => r.lastChecked))!,
  };
}

/** The printable Sulawesi Transport Guide (content/transport/guide.json), regions in the site's order. */
export function transportGuidePage(locale: Locale = "en") {
  const order = ["north", "central", "south", "southeast"];
  const today = isoToday();
  const guide = guideIn(locale);
  const regions = [...guide.regions]
    .sort((a, b) => order.indexOf(a.region) - order.indexOf(b.region))
    .map((r) => ({
      region: r.region,
      title: r.title,
      hub: r.hub,
      regionName: regionName(r.region, locale),
      routes: r.routes.map((g) => guideRow(g.destination, g.routes, today, locale)),
    }));
  const dates = regions.flatMap((r) => r.routes.map((g) => g.lastChecked));
  const legs = regions.flatMap((r) => r.routes.flatMap((g) => g.legs));
  return {
    ...guide,
    regions,
    priceAge: priceAge(
      legs.flatMap((l) => l.fares),
      today,
      legs,
    ),
    lastChecked: oldestDate([guide.lastChecked, ...dates])!,
  };
}

/** A route's check as a search result shows it (from the current data), or undefined for an unknown id. */
export function routeCheck(id: string, today = isoToday(), locale: Locale = "en") {
  const r = routeById(id);
  if (!r) return undefined;
  const row = toRow(r, placeById, today, locale);
  return {
    id: row.id,
    name: ROUTE_TABLE_TEXT[locale].routeName(row.from, row.to, row.modeLabel),
    lastChecked: row.lastChecked,
    source: row.source,
    staleCheck: row.staleCheck,
    unverified: row.unverified,
    discontinued: row.discontinued,
    closed: row.closed,
  };
}
export type RouteCheckData = NonNullable<ReturnType<typeof routeCheck>>;

export type HubPageData = NonNullable<ReturnType<typeof hubPage>>;
export type ModePageData = ReturnType<typeof modePage>;
export type TransportGuideData = ReturnType<typeof transportGuidePage>;

/**
 * /transport/routes/{id}: one route's figures (each fare with its date), its check and source with
 * the references it was checked against, the hubs and the mode page it is listed on; undefined for
 * an unknown id.
 */
export function routePage(id: string, locale: Locale = "en") {
  const r = routeById(id);
  if (!r) return undefined;
  const today = isoToday();
  const row = toRow(r, placeById, today, locale);
  const mode = modeLabels(locale)[pageModeOf(r.mode)];
  return {
    row,
    title: ROUTE_PAGE_TEXT[locale].ends(row.from, row.to),
    name: ROUTE_TABLE_TEXT[locale].routeName(row.from, row.to, row.modeLabel),
    mode: { page: mode.page, href: `/transport/${mode.slug}` },
    hubs: hubsIn(locale)
      .filter((h) => servesHub(r, placeById, h.id))
      .map((h) => ({ id: h.id, name: h.name })),
    references: r.source.refs.map((ref) => formatReference(ref, locale)),
    priceAge: priceAge(row.fares, today, [row]),
  };
}
export type RoutePageData = NonNullable<ReturnType<typeof routePage>>;
