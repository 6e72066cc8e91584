import { englishPaths, guidePaths } from "~/features/content/paths.ts";
import { allRoutes } from "~/features/transport-data/data.server.ts";
import { publicConfig } from "~/lib/config.server.ts";
import { LANGUAGE_TAGS, LOCALES, localizePath } from "~/lib/locale.ts";

/** Public pages rendered per request (not prerendered), listed beside the prerendered ones. */
const DYNAMIC_PUBLIC_PATHS = ["/transport/plan", "/data", "/contact", "/submit-update", "/partners", "/community"];

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);

/**
 * One page's entry in one edition: its URL and, as Google asks for sitemaps with several languages,
 * every edition of it (hreflang en and id) plus x-default (the English), the entry's own included.
 */
function urlEntry(siteUrl: string, loc: string, englishPath: string): string {
  const link = (hreflang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${siteUrl}${path}`)}"/>`;
  const alternates = [
    ...LOCALES.map((l) => link(LANGUAGE_TAGS[l], localizePath(englishPath, l))),
    link("x-default", englishPath),
  ];
  return `  <url><loc>${escapeXml(`${siteUrl}${loc}`)}</loc>${alternates.join("")}</url>`;
}

/**
 * The sitemap XML for `siteUrl` (no trailing slash): every English page, each followed by its
 * Bahasa Indonesia twin (ADR 0036), both with their hreflang alternates.
 */
export function sitemapXml(siteUrl: string, paths: string[]): string {
  const urls = [...new Set(englishPaths(paths))].flatMap((p) =>
    [...new Set(LOCALES.map((l) => localizePath(p, l)))].map((loc) => urlEntry(siteUrl, loc, p)),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

/** Each route's page and its history page, routes the operator added included (the merged data, ADR 0018). */
const routePaths = () => allRoutes().flatMap((r) => [`/transport/routes/${r.id}`, `/transport/routes/${r.id}/history`]);

/** /sitemap.xml: every public page in both editions, with absolute URLs on the configured site URL. */
export function loader() {
  const { siteUrl } = publicConfig();
  return new Response(sitemapXml(siteUrl, [...guidePaths(), ...DYNAMIC_PUBLIC_PATHS, ...routePaths()]), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
