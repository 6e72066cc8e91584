import type { RouteChangeKind } from "~/features/route-edits/constants.ts";
import { ROUTE_CHANGE_TEXTS } from "~/features/route-edits/texts.ts";
import {
  labelOf,
  modeLabels,
  type PlaceLookup,
  type PriceAge,
  pageModeOf,
  routeHistoryPath,
  toRow,
} from "~/features/transport/queries.ts";
import { MODE_TEXTS, SOURCE_KIND_TEXTS } from "~/features/transport-data/texts.ts";
import type { Route, SourceKind } from "~/features/transport-data/types.ts";
import { formatCalendarDay } from "~/lib/format.ts";
import type { Locale } from "~/lib/locale.ts";
import { escapeXmlText as escapeHtml, type RssItem } from "~/lib/rss.ts";
import { changedFieldsText, type FieldChange, routeChanges } from "./summary.ts";
import { FEED_TEXT } from "./texts.ts";

/**
 * What the public pages make of a route's revisions (pure, unit tested): the history page's entries,
 * the "Recently updated" list and the feed's items. A revision as these see it carries the route
 * before and after, the source and the time, and no person: whoever saved or reported it stays in the
 * admin's audit log.
 */
export type PublicRevision = {
  id: string;
  routeId: string;
  /** ISO timestamp of the save. */
  createdAt: string;
  /** The day of the save in the operator's time zone (YYYY-MM-DD), as the pages date it. */
  day: string;
  source: SourceKind;
  /** Added, edited or marked discontinued (as the save recorded it). */
  change: RouteChangeKind;
  previous: Route | null;
  record: Route;
};

/** "Makassar → Baubau, Pelni ship": a route named by its ends and its way of travel. */
export function routeTitle(r: Route, places: PlaceLookup, locale: Locale = "en"): string {
  return `${labelOf(places, r.from, locale)} → ${labelOf(places, r.to, locale)}, ${MODE_TEXTS[locale][r.mode]}`;
}

/** The anchor of one revision on its route's history page. */
export function revisionAnchor(id: string): string {
  return `change-${id}`;
}

export type HistoryEntry = {
  id: string;
  anchor: string;
  createdAt: string;
  day: string;
  dateText: string;
  source: string;
  kind: RouteChangeKind;
  kindText: string;
  changes: FieldChange[];
};

export function historyEntry(rev: PublicRevision, places: PlaceLookup, locale: Locale = "en"): HistoryEntry {
  const kind = rev.change;
  return {
    id: rev.id,
    anchor: revisionAnchor(rev.id),
    createdAt: rev.createdAt,
    day: rev.day,
    dateText: formatCalendarDay(locale, rev.day),
    source: SOURCE_KIND_TEXTS[locale][rev.source],
    kind,
    kindText: ROUTE_CHANGE_TEXTS[locale][kind],
    changes: routeChanges(rev.previous, rev.record, places, locale),
  };
}

export type RecentChange = {
  id: string;
  routeId: string;
  title: string;
  href: string;
  day: string;
  dateText: string;
  source: string;
  kindText: string;
  /** "price, frequency", or null when only the check changed. */
  fields: string | null;
  /** The mode page that lists the route now. */
  modeHref: string;
};

export function recentChange(rev: PublicRevision, places: PlaceLookup, locale: Locale = "en"): RecentChange {
  const entry = historyEntry(rev, places, locale);
  return {
    id: rev.id,
    routeId: rev.routeId,
    title: routeTitle(rev.record, places, locale),
    href: `${routeHistoryPath(rev.routeId)}#${entry.anchor}`,
    day: rev.day,
    dateText: entry.dateText,
    source: entry.source,
    kindText: entry.kindText,
    fields: changedFieldsText(entry.changes),
    modeHref: `/transport/${modeLabels(locale)[pageModeOf(rev.record.mode)].slug}`,
  };
}

/** "Price: Rp233k per person (Jan 2026) → Rp250k per person (Nov 2026)", one line per field. */
export function changeLines(changes: readonly FieldChange[]): string[] {
  return changes.map((c) => (c.before === null ? `${c.label}: ${c.after}` : `${c.label}: ${c.before} → ${c.after}`));
}

/** One feed item per revision, linking to the revision on its route's history page. */
export function feedItem(rev: PublicRevision, places: PlaceLookup, siteUrl: string): RssItem {
  const entry = historyEntry(rev, places);
  const link = `${siteUrl.replace(/\/+$/, "")}${routeHistoryPath(rev.routeId)}#${entry.anchor}`;
  return {
    title: FEED_TEXT.itemTitle(entry.kindText, routeTitle(rev.record, places)),
    link,
    guid: link,
    guidIsPermaLink: true,
    // HTML, as feed readers expect in a description (renderRss escapes it once more for the XML).
    description: [
      "<ul>",
      ...changeLines(entry.changes).map((line) => `<li>${escapeHtml(line)}</li>`),
      "</ul>",
      `<p>${escapeHtml(FEED_TEXT.source(entry.source))}</p>`,
    ].join(""),
    date: rev.createdAt,
    categories: [entry.source],
  };
}

/**
 * The history page of one route: the route as it stands (the transport pages' row, with its check and
 * markers), then every revision newest first. `origin` says what came before the oldest revision: the
 * route as shipped with the guide, or nothing (the operator added it).
 */
export function historyPage(
  route: Route,
  revisions: readonly PublicRevision[],
  places: PlaceLookup,
  today: string,
  locale: Locale = "en",
) {
  const row = toRow(route, places, today, locale);
  const entries = revisions.map((r) => historyEntry(r, places, locale));
  const mode = modeLabels(locale)[pageModeOf(route.mode)];
  return {
    routeId: route.id,
    title: routeTitle(route, places, locale),
    row,
    mode: { href: `/transport/${mode.slug}`, page: mode.page },
    priceAge: {
      today,
      anyStale: row.fares.some((f) => f.stale),
      anyStaleRoute: row.staleCheck,
    } satisfies PriceAge,
    entries,
    origin: entries.at(-1)?.kind === "create" ? ("added" as const) : ("shipped" as const),
  };
}
export type HistoryPageData = ReturnType<typeof historyPage>;
