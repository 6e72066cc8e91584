import { CRUMB_TEXTS, MISSING_PAGE_TEXTS } from "~/components/texts.ts";
import { MapSection } from "~/features/map/components/MapSection.tsx";
import { itineraryMap } from "~/features/map/map.server.ts";
import { notFoundWithSuggestions } from "~/features/search/not-found.server.ts";
import { RoutePage } from "~/features/transport/components/RoutePage.tsx";
import { routePagePath } from "~/features/transport/queries.ts";
import { ROUTE_PAGE_TEXT } from "~/features/transport/route-page-texts.ts";
import { routePage } from "~/features/transport/transport.server.ts";
import { localeOf } from "~/lib/locale.ts";
import { pageCache } from "~/lib/page-cache.server.ts";
import { breadcrumbs, rootConfig, seo } from "~/lib/seo.ts";
import { sharedPageHeaders } from "~/lib/shared-page-cache.ts";
import { useTexts } from "~/lib/use-locale.ts";
import type { Route } from "./+types/transport-route";

/**
 * /transport/routes/{routeId}: one route's page. Rendered per request from the merged transport data
 * (the operator's edits, ADR 0018) and shared for a few seconds, like the hub, mode and history pages.
 * An unknown id is the site's 404 with suggestions.
 */
export const middleware: Route.MiddlewareFunction[] = [pageCache.contentMiddleware];
export const headers = sharedPageHeaders;

export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const page = routePage(params.routeId, locale);
  if (!page) throw notFoundWithSuggestions(request);
  // The whole network, this route drawn bold (the planner's highlight of one leg).
  return { page, map: itineraryMap([page.row.id], [], locale) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = rootConfig(matches);
  if (!loaderData)
    return [
      {
        title: MISSING_PAGE_TEXTS[site.locale ?? "en"].titleOnSite(
          MISSING_PAGE_TEXTS[site.locale ?? "en"].title,
          site.siteName,
        ),
      },
      { name: "robots", content: "noindex" },
    ];
  const { page } = loaderData;
  const locale = site.locale ?? "en";
  const t = ROUTE_PAGE_TEXT[locale];
  const crumbs = CRUMB_TEXTS[locale];
  const path = routePagePath(page.row.id);
  return seo(site, {
    title: t.title(page.title, page.row.modeLabel),
    description: t.metaDescription(page.title, page.row.modeLabel),
    path,
    jsonLd: [
      breadcrumbs(site, [
        [crumbs.home, "/"],
        [crumbs.transport, "/transport"],
        [page.mode.page, page.mode.href],
        [page.title, path],
      ]),
    ],
  });
};

export default function TransportRoute({ loaderData }: Route.ComponentProps) {
  const { page, map } = loaderData;
  const t = useTexts(ROUTE_PAGE_TEXT);
  return (
    <RoutePage
      page={page}
      map={<MapSection id="route-map" heading={t.mapHeading} sub={t.mapSub} map={map} className="mt-14" />}
    />
  );
}
