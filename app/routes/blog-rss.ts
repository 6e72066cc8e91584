import { blogRss } from "~/features/blog/blog.server.ts";
import { publicConfig } from "~/lib/config.server.ts";

/** /blog/rss.xml: RSS 2.0 feed of every article, with absolute links. */
export function loader() {
  const { siteUrl, siteName } = publicConfig();
  return new Response(blogRss(siteUrl, siteName), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
