import { CRUMB_TEXTS } from "~/components/texts.ts";
import { DataPage } from "~/features/open-data/components/DataPage.tsx";
import { DATA_PAGE_PATH } from "~/features/open-data/constants.ts";
import { dataPage } from "~/features/open-data/open-data.server.ts";
import { DATA_PAGE_TEXTS } from "~/features/open-data/texts.ts";
import { localeOf } from "~/lib/locale.ts";
import { pageCache } from "~/lib/page-cache.server.ts";
import { breadcrumbs, rootConfig, seo } from "~/lib/seo.ts";
import { sharedPageHeaders } from "~/lib/shared-page-cache.ts";
import type { Route } from "./+types/data";

/**
 * /data: the open transport data (app/features/open-data, ADR 0031). Built from the merged route
 * data, so rendered per request and shared for a few seconds like the transport pages (ADR 0018).
 */
export const middleware: Route.MiddlewareFunction[] = [pageCache.contentMiddleware];
export const headers = sharedPageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  return dataPage(undefined, localeOf(request));
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = rootConfig(matches);
  const locale = site.locale ?? "en";
  const t = DATA_PAGE_TEXTS[locale];
  const crumbs = CRUMB_TEXTS[locale];
  return seo(site, {
    title: t.title,
    description: t.description,
    path: DATA_PAGE_PATH,
    jsonLd: [
      breadcrumbs(site, [
        [crumbs.home, "/"],
        [crumbs.transport, "/transport"],
        [t.crumb, DATA_PAGE_PATH],
      ]),
    ],
  });
};

export default function Data({ loaderData }: Route.ComponentProps) {
  return <DataPage page={loaderData} />;
}
