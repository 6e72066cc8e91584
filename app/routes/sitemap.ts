import { guidePaths } from "~/features/content/paths.ts";
import { allRoutes } from "~/features/transport-data/data.server.ts";
import { publicConfig } from "~/lib/config.server.ts";

/** Public pages rendered per request (not prerendered), listed beside the prerendered ones. */
const DYNAMIC_PUBLIC_PATHS = ["/transport/plan", "/data", "/contact", "/submit-update", "/partners", "/community"];

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);

/** The sitemap XML for `siteUrl` (no trailing slash) and the given paths. */
function sitemapXml(siteUrl: string, paths: string[]): string {
  const urls = [...new Set(paths)].map((p) => `  <url><loc>${escapeXml(`${siteUrl}${p}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Each route's page and its history page, routes the operator added included (the merged data, ADR 0018). */
const routePaths = () => allRoutes().flatMap((r) => [`/transport/routes/${r.id}`, `/transport/routes/${r.id}/history`]);

/** /sitemap.xml: every public page, with absolute URLs on the configured site URL. */
export function loader() {
  const { siteUrl } = publicConfig();
  return new Response(sitemapXml(siteUrl, [...guidePaths(), ...DYNAMIC_PUBLIC_PATHS, ...routePaths()]), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
