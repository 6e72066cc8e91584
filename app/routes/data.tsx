import { CRUMB_TEXT } from "~/components/texts.ts";
import { DataPage } from "~/features/open-data/components/DataPage.tsx";
import { DATA_PAGE_PATH } from "~/features/open-data/constants.ts";
import { dataPage } from "~/features/open-data/open-data.server.ts";
import { DATA_PAGE_TEXT } from "~/features/open-data/texts.ts";
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

export async function loader() {
  return dataPage();
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = rootConfig(matches);
  return seo(site, {
    title: DATA_PAGE_TEXT.title,
    description: DATA_PAGE_TEXT.description,
    path: DATA_PAGE_PATH,
    jsonLd: [
      breadcrumbs(site, [
        [CRUMB_TEXT.home, "/"],
        [CRUMB_TEXT.transport, "/transport"],
        [DATA_PAGE_TEXT.crumb, DATA_PAGE_PATH],
      ]),
    ],
  });
};

export default function Data({ loaderData }: Route.ComponentProps) {
  return <DataPage page={loaderData} />;
}
