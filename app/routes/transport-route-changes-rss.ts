import { openDataFeedItem } from "~/features/open-data/open-data.server.ts";
import { routeChangesFeed } from "~/features/route-changes/route-changes.server.ts";
import { publicConfig } from "~/lib/config.server.ts";
import { getDb } from "~/lib/db/index.server.ts";
import { log } from "~/lib/log.server.ts";

/**
 * /transport/routes/changes.xml: RSS 2.0 feed of the operator's route changes, newest first, with
 * the open data's current version announced among them (issue 33 point 3).
 */
export async function loader() {
  const { siteUrl, siteName } = publicConfig();
  const announcement = await openDataFeedItem(siteUrl).catch((error: unknown) => {
    // The changes themselves are still worth serving.
    log.error("Route changes feed: the open data could not be generated", error);
    return undefined;
  });
  return new Response(await routeChangesFeed(siteUrl, siteName, getDb(), announcement ? [announcement] : []), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      // Feed readers poll; a change may reach them a minute late.
      "Cache-Control": "public, max-age=60",
    },
  });
}
