import { publicConfig } from "~/lib/config.server.ts";

/** Private areas that crawlers should not visit. */
const DISALLOWED = ["/admin", "/auth", "/account", "/api/"];

function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
}

/** /robots.txt: allow everything public, keep crawlers out of accounts and the admin. */
export function loader() {
  return new Response(robotsTxt(publicConfig().siteUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
