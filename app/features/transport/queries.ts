import { HUB_IDS } from "~/features/content/constants.ts";
import type { HubId } from "~/features/content/schema.ts";
import { isOldCheck } from "~/features/route-edits/freshness.ts";
import { DEFAULT_PLACE_TIME_ZONE, MODE_GROUP_OF, PLACE_TIME_ZONES } from "~/features/transport-data/constants.ts";
import {
  formatClosedMonths,
  formatDuration,
  formatFare,
  formatFares,
  formatFrequency,
  formatMonth,
  formatOperators,
  isStalePrice,
  latestFare,
  placeLabel,
} from "~/features/transport-data/format.ts";
import { routeNote } from "~/features/transport-data/notes.ts";
import { FORMAT_TEXTS, MODE_BY, MODE_TEXTS, SOURCE_KIND_TEXTS, STATUS_TEXT } from "~/features/transport-data/texts.ts";
import type { Fare, Place, Route, TransportMode } from "~/features/transport-data/types.ts";
import type { Locale } from "~/lib/locale.ts";
import { MODE_PAGE_LABELS } from "./texts.ts";

/**
 * Pure queries over the structured transport data (app/features/transport-data). They take the
 * data as arguments so they can be unit tested with fixtures; `transport.server.ts` wires them to
 * the real content for the loaders. Every text a table shows is computed here from the data.
 */

/** The three mode pages: flights, ferries (every boat) and overland (buses and cars). */
export type PageMode = "flight" | "ferry" | "overland";

/** URL slugs of the mode pages (/transport/flights ...) and their page modes. */
export const MODE_SLUGS = { flights: "flight", ferries: "ferry", overland: "overland" } as const;
export type ModeSlug = keyof typeof MODE_SLUGS;

export const MODE_ORDER: readonly PageMode[] = ["flight", "ferry", "overland"];

export type ModeLabel = { plural: string; page: string; slug: ModeSlug };

/** Each mode page's names in `locale` and its slug (the same in both editions). */
export function modeLabels(locale: Locale): Record<PageMode, ModeLabel> {
  const names = MODE_PAGE_LABELS[locale];
  return {
    flight: { ...names.flight, slug: "flights" },
    ferry: { ...names.ferry, slug: "ferries" },
    overland: { ...names.overland, slug: "overland" },
  };
}

export function isHubId(value: string | null | undefined): value is HubId {
  return typeof value === "string" && (HUB_IDS as readonly string[]).includes(value);
}

export function modeFromSlug(value: string | undefined): PageMode | undefined {
  if (value === undefined || !Object.hasOwn(MODE_SLUGS, value)) return undefined;
  return MODE_SLUGS[value as ModeSlug];
}

/** The mode page that lists a route. */
export function pageModeOf(mode: TransportMode): PageMode {
  return MODE_SLUGS[MODE_GROUP_OF[mode]];
}

export type PlaceLookup = (id: string) => Place | undefined;

/** What a route table shows, as display text computed from the data. */
export type RouteRow = {
  id: string;
  modeLabel: string;
  from: string;
  to: string;
  /** "via Baubau, Banggai", or null. */
  via: string | null;
  duration: string;
  /** Each fare with its unit and its own date; "No dated fare found" when none. */
  fares: PriceText[];
  frequency: string;
  operators: string;
  notes: string | null;
  /** The note's language: "en" on an Indonesian page until the operator writes the Indonesian note. */
  notesLang: Locale;
  unverified: boolean;
  /** "Stopped July 2025" for a discontinued route. */
  discontinued: string | null;
  /** "Does not run in March". */
  closed: string | null;
  lastChecked: string;
  /** Who the last check came from: "editor", "operator" or "traveller report". */
  source: string;
  /** Last checked more than two years before the page's date: the "may be out of date" marker. */
  staleCheck: boolean;
};

export function labelOf(places: PlaceLookup, id: string, locale: Locale = "en"): string {
  const place = places(id);
  if (!place) return id;
  return placeLabel(place, place.partOf ? places(place.partOf) : undefined, locale);
}

/**
 * A price as shown: its text with its date, and whether it gets the "may be out of date" marker.
 * Where the price stands for its route (hub cards), `route` marks a route that needs checking.
 */
export type PriceText = { text: string; stale: boolean; route?: { staleCheck: boolean; unverified: boolean } };

export type { PriceAge } from "~/features/transport-data/types.ts";

/** Today's ISO date: at request time for per-request pages, at build time for prerendered ones. */
export function isoToday(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Every fare with its date and its age marker; the unknown text (never marked) when there is none. */
export function priceTexts(fares: readonly Fare[], today: string, locale: Locale = "en"): PriceText[] {
  if (fares.length === 0) return formatFares([], locale).map((text) => ({ text, stale: false }));
  return fares.map((f) => ({ text: formatFare(f, locale), stale: isStalePrice(f.asOf, today) }));
}

/** A place's time zone (its own, its parent's, or WITA): a timetable across zones labels its times. */
export function timeZoneOf(places: PlaceLookup, id: string): string {
  const parent = places(id)?.partOf;
  return PLACE_TIME_ZONES[id] ?? (parent ? PLACE_TIME_ZONES[parent] : undefined) ?? DEFAULT_PLACE_TIME_ZONE;
}

export function toRow(r: Route, places: PlaceLookup, today = isoToday(), locale: Locale = "en"): RouteRow {
  const from = labelOf(places, r.from, locale);
  const to = labelOf(places, r.to, locale);
  const ends = { from, to, fromZone: timeZoneOf(places, r.from), toZone: timeZoneOf(places, r.to) };
  const note = routeNote(r, locale);
  return {
    id: r.id,
    modeLabel: MODE_TEXTS[locale][r.mode],
    from,
    to,
    via: r.via.length > 0 ? FORMAT_TEXTS[locale].via(r.via.map((v) => labelOf(places, v, locale)).join(", ")) : null,
    duration: formatDuration(r.duration, locale),
    fares: priceTexts(r.fares, today, locale),
    frequency: formatFrequency(r.frequency, ends, locale),
    operators: formatOperators(r.operators, locale),
    notes: note.text,
    notesLang: note.lang,
    unverified: r.unverified,
    discontinued:
      r.status.state === "discontinued" ? STATUS_TEXT[locale].discontinued(formatMonth(r.status.since, locale)) : null,
    closed: formatClosedMonths(r.closedMonths, locale),
    lastChecked: r.lastChecked,
    source: SOURCE_KIND_TEXTS[locale][r.source.kind],
    staleCheck: isOldCheck(r.lastChecked, today),
  };
}

export { routeHistoryPath, routePagePath } from "~/features/transport-data/paths.ts";

const byPlaces = (a: RouteRow, b: RouteRow) =>
  Number(a.discontinued !== null) - Number(b.discontinued !== null) ||
  a.from.localeCompare(b.from) ||
  a.to.localeCompare(b.to) ||
  a.modeLabel.localeCompare(b.modeLabel);

/** Routes listed on one mode page, sorted by origin then destination; stopped routes last. */
export function routesOfMode(
  all: readonly Route[],
  places: PlaceLookup,
  mode: PageMode,
  today = isoToday(),
  locale: Locale = "en",
): RouteRow[] {
  return all
    .filter((r) => pageModeOf(r.mode) === mode)
    .map((r) => toRow(r, places, today, locale))
    .sort(byPlaces);
}

export type ModeGroup = { mode: PageMode; routes: RouteRow[] };

/** Whether a route starts or ends at a place of this hub. */
export function servesHub(r: Route, places: PlaceLookup, hub: string): boolean {
  return [r.from, r.to].some((id) => places(id)?.hubs.includes(hub));
}

/** The routes serving a hub, grouped by mode page in the site's order; empty groups are left out. */
export function routesForHubByMode(
  all: readonly Route[],
  places: PlaceLookup,
  hub: HubId,
  today = isoToday(),
  locale: Locale = "en",
): ModeGroup[] {
  const serving = all.filter((r) => servesHub(r, places, hub));
  return MODE_ORDER.map((mode) => ({ mode, routes: routesOfMode(serving, places, mode, today, locale) })).filter(
    (g) => g.routes.length > 0,
  );
}

/** "Rantepao by bus": the route named by its end away from the hub (or "Makassar → Manado by air"). */
export function routeName(r: Route, places: PlaceLookup, hub?: string, locale: Locale = "en"): string {
  const fromHub = hub !== undefined && places(r.from)?.hubs.includes(hub);
  const toHub = hub !== undefined && places(r.to)?.hubs.includes(hub);
  const name =
    fromHub && !toHub
      ? labelOf(places, r.to, locale)
      : toHub && !fromHub
        ? labelOf(places, r.from, locale)
        : `${labelOf(places, r.from, locale)} → ${labelOf(places, r.to, locale)}`;
  return `${name} ${MODE_BY[locale][r.mode]}`;
}

/** "Rantepao by bus: Rp150k–400k per person (Jan 2020)": the route's most recent fare. */
export function typicalPrice(
  r: Route,
  places: PlaceLookup,
  hub?: string,
  today = isoToday(),
  locale: Locale = "en",
): PriceText {
  const fare = latestFare(r.fares);
  const [price] = priceTexts(fare ? [fare] : [], today, locale);
  const staleCheck = isOldCheck(r.lastChecked, today);
  return {
    text: `${routeName(r, places, hub, locale)}: ${price!.text}`,
    stale: price!.stale,
    ...(staleCheck || r.unverified ? { route: { staleCheck, unverified: r.unverified } } : {}),
  };
}

/** "Rantepao by bus: 7–10 h". */
export function typicalDuration(r: Route, places: PlaceLookup, hub?: string, locale: Locale = "en"): string {
  return `${routeName(r, places, hub, locale)}: ${formatDuration(r.duration, locale)}`;
}

/** The oldest check date among dated items: the honest "last checked" for a page showing them all. */
export function oldestDate(dates: readonly string[]): string | undefined {
  return dates.length === 0 ? undefined : [...dates].sort()[0];
}
