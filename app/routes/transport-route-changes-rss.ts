import { routeChangesFeed } from "~/features/route-changes/route-changes.server.ts";
import { publicConfig } from "~/lib/config.server.ts";

/** /transport/routes/changes.xml: RSS 2.0 feed of the operator's route changes, newest first. */
export async function loader() {
  const { siteUrl, siteName } = publicConfig();
  return new Response(await routeChangesFeed(siteUrl, siteName), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      // Feed readers poll; a change may reach them a minute late.
      "Cache-Control": "public, max-age=60",
    },
  });
}
