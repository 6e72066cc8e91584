import { CRUMB_TEXT, MISSING_PAGE_TEXT } from "~/components/texts.ts";
import { MapSection } from "~/features/map/components/MapSection.tsx";
import { itineraryMap } from "~/features/map/map.server.ts";
import { notFoundWithSuggestions } from "~/features/search/not-found.server.ts";
import { RoutePage } from "~/features/transport/components/RoutePage.tsx";
import { routePagePath } from "~/features/transport/queries.ts";
import { ROUTE_PAGE_TEXT } from "~/features/transport/route-page-texts.ts";
import { routePage } from "~/features/transport/transport.server.ts";
import { pageCache } from "~/lib/page-cache.server.ts";
import { breadcrumbs, rootConfig, seo } from "~/lib/seo.ts";
import { sharedPageHeaders } from "~/lib/shared-page-cache.ts";
import type { Route } from "./+types/transport-route";

/**
 * /transport/routes/{routeId}: one route's page. Rendered per request from the merged transport data
 * (the operator's edits, ADR 0018) and shared for a few seconds, like the hub, mode and history pages.
 * An unknown id is the site's 404 with suggestions.
 */
export const middleware: Route.MiddlewareFunction[] = [pageCache.contentMiddleware];
export const headers = sharedPageHeaders;

export function loader({ params, request }: Route.LoaderArgs) {
  const page = routePage(params.routeId);
  if (!page) throw notFoundWithSuggestions(request);
  // The whole network, this route drawn bold (the planner's highlight of one leg).
  return { page, map: itineraryMap([page.row.id]) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = rootConfig(matches);
  if (!loaderData)
    return [
      { title: MISSING_PAGE_TEXT.titleOnSite(MISSING_PAGE_TEXT.title, site.siteName) },
      { name: "robots", content: "noindex" },
    ];
  const { page } = loaderData;
  const path = routePagePath(page.row.id);
  return seo(site, {
    title: ROUTE_PAGE_TEXT.title(page.title, page.row.modeLabel),
    description: ROUTE_PAGE_TEXT.metaDescription(page.title, page.row.modeLabel),
    path,
    jsonLd: [
      breadcrumbs(site, [
        [CRUMB_TEXT.home, "/"],
        [CRUMB_TEXT.transport, "/transport"],
        [page.mode.page, page.mode.href],
        [page.title, path],
      ]),
    ],
  });
};

export default function TransportRoute({ loaderData }: Route.ComponentProps) {
  const { page, map } = loaderData;
  return (
    <RoutePage
      page={page}
      map={
        <MapSection
          id="route-map"
          heading={ROUTE_PAGE_TEXT.mapHeading}
          sub={ROUTE_PAGE_TEXT.mapSub}
          map={map}
          className="mt-14"
        />
      }
    />
  );
}
