import { CRUMB_TEXTS, MISSING_PAGE_TEXTS } from "~/components/texts.ts";
import { RouteHistory } from "~/features/route-changes/components/RouteHistory.tsx";
import { routeHistory } from "~/features/route-changes/route-changes.server.ts";
import { HISTORY_TEXTS } from "~/features/route-changes/texts.ts";
import { notFoundWithSuggestions } from "~/features/search/not-found.server.ts";
import { routeHistoryPath } from "~/features/transport/queries.ts";
import { localeOf } from "~/lib/locale.ts";
import { pageCache } from "~/lib/page-cache.server.ts";
import { breadcrumbs, rootConfig, seo } from "~/lib/seo.ts";
import { sharedPageHeaders } from "~/lib/shared-page-cache.ts";
import type { Route } from "./+types/transport-route-history";

/**
 * /transport/routes/{routeId}/history: a route's revisions, what changed and when, with no person
 * (app/features/route-changes). Rendered per request like the other pages built from the operator's
 * changes, and shared for a few seconds (ADR 0018): the instance's page cache for visitors without
 * cookies, and shared caches through Cache-Control.
 */
export const middleware: Route.MiddlewareFunction[] = [pageCache.contentMiddleware];
export const headers = sharedPageHeaders;

export async function loader({ params, request }: Route.LoaderArgs) {
  const page = await routeHistory(params.routeId, undefined, localeOf(request));
  if (!page) throw notFoundWithSuggestions(request);
  return page;
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
  const locale = site.locale ?? "en";
  const t = HISTORY_TEXTS[locale];
  const crumbs = CRUMB_TEXTS[locale];
  const path = routeHistoryPath(loaderData.routeId);
  return seo(site, {
    title: t.title(loaderData.title),
    description: t.intro,
    path,
    jsonLd: [
      breadcrumbs(site, [
        [crumbs.home, "/"],
        [crumbs.transport, "/transport"],
        [loaderData.mode.page, loaderData.mode.href],
        [t.crumb, path],
      ]),
    ],
  });
};

export default function TransportRouteHistory({ loaderData }: Route.ComponentProps) {
  return <RouteHistory page={loaderData} />;
}
