import {
  type RouteRevisionView,
  recentRouteChanges,
  refreshTransportData,
  routeRevisions,
} from "~/features/route-edits/merged.server.ts";
import { isoToday } from "~/features/transport/queries.ts";
import { placeById, routeById } from "~/features/transport-data/data.server.ts";
import { config } from "~/lib/config.server.ts";
import { isoDateIn } from "~/lib/dates.ts";
import { getDb } from "~/lib/db/index.server.ts";
import { isDatabaseUnavailable } from "~/lib/db/unavailable.ts";
import type { Locale } from "~/lib/locale.ts";
import { log } from "~/lib/log.server.ts";
import { type RssItem, renderRss } from "~/lib/rss.ts";
import { FEED_TEXT, RECENT_TEXT } from "./texts.ts";
import { feedItem, historyPage, type PublicRevision, recentChange } from "./views.ts";

/**
 * Loader queries of the public route-change pages (issue 18 point 4). The revisions come from
 * app/features/route-edits (routes-core's storage); only what `PublicRevision` holds reaches a page:
 * never the admin who saved nor the traveller who reported.
 */

/** The public shape of a stored revision, dated in the operator's time zone. */
function toPublic(view: RouteRevisionView): PublicRevision {
  return {
    id: view.id,
    routeId: view.routeId,
    createdAt: view.savedAt,
    day: isoDateIn(new Date(view.savedAt), config().ADMIN_TIME_ZONE),
    source: view.source,
    change: view.change,
    previous: view.previous,
    record: view.route,
  };
}

/** /transport/routes/{id}/history; undefined for a route neither shipped nor added. */
export async function routeHistory(routeId: string, db = getDb(), locale: Locale = "en") {
  await refreshTransportData(db);
  const route = routeById(routeId);
  if (!route) return undefined;
  const revisions = (await routeRevisions(routeId, db)).map(toPublic);
  return historyPage(route, revisions, placeById, isoToday(), locale);
}

/**
 * /transport's "Recently updated". The guide works without the database: during an outage the list
 * is left out (undefined), not shown as empty.
 */
export async function recentlyUpdated(limit: number = RECENT_TEXT.limit, db = getDb(), locale: Locale = "en") {
  try {
    return (await recentRouteChanges(limit, db)).map((v) => recentChange(toPublic(v), placeById, locale));
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    log.warn("Transport hub: database unavailable, shown without the recently updated routes.");
    return undefined;
  }
}

/**
 * The RSS feed of route changes, newest first. `announcements` are other items about the same data
 * (the open data's new version, issue 33), placed by their date among the changes.
 */
export async function routeChangesFeed(
  siteUrl: string,
  siteName: string,
  db = getDb(),
  announcements: readonly RssItem[] = [],
): Promise<string> {
  const changes = (await recentRouteChanges(FEED_TEXT.limit, db)).map(toPublic);
  const base = siteUrl.replace(/\/+$/, "");
  const items = [...changes.map((c) => feedItem(c, placeById, base)), ...announcements].sort(
    (a, b) => Date.parse(b.date) - Date.parse(a.date),
  );
  return renderRss(
    {
      title: FEED_TEXT.title(siteName),
      link: `${base}/transport`,
      description: FEED_TEXT.description(siteName),
      selfUrl: `${base}${FEED_TEXT.path}`,
    },
    items,
  );
}
