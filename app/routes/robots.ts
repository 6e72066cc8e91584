import { publicConfig } from "~/lib/config.server.ts";
import { localizePath } from "~/lib/locale.ts";

/** Private areas that crawlers should not visit, with their Bahasa Indonesia twins (ADR 0036). */
const PRIVATE = ["/admin", "/auth", "/account", "/api/"];
const DISALLOWED = [...new Set([...PRIVATE, ...PRIVATE.map((p) => localizePath(p, "id"))])];

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
