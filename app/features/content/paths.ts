import { readdirSync } from "node:fs";
import path from "node:path";
import { LOCALES, localizePath } from "../../lib/locale.ts";
import { HUB_IDS, REGIONS } from "./constants.ts";

/**
 * Every static path to prerender. Read from the content folder directly because this runs in
 * react-router.config.ts, outside Vite. Pages that depend on the request (forms, accounts, the
 * forum, the admin) are not listed: they are rendered per request.
 */
// process.cwd(): this module also runs bundled inside build/server, where import.meta.dirname differs.
const contentDir = path.resolve(process.cwd(), "content");

function slugsIn(folder: string, ext: string): string[] {
  return readdirSync(path.join(contentDir, folder))
    .filter((f) => f.endsWith(ext))
    .map((f) => f.slice(0, -ext.length))
    .sort();
}

/**
 * Guide pages rendered per request instead (with a short shared cache): every page built from the
 * transport data, which the operator edits in the database (docs/decisions/0018-living-transport-facts.md):
 * the home page's figures, the transport pages, the printable guide, and the destination pages (their
 * map and "Plan a trip here"). The hub pages also show approved traveller updates (ADR 0009).
 */
export function perRequestGuidePaths(): string[] {
  return withEditions([
    "/",
    "/transport",
    ...HUB_IDS.map((h) => `/transport/${h}`),
    "/transport/flights",
    "/transport/ferries",
    "/transport/overland",
    "/transport-guide",
    ...slugsIn("destinations", ".json").map((s) => `/destinations/${s}`),
  ]);
}

/**
 * Each English page path followed by its Bahasa Indonesia twin (`/planning`, `/id/planning`; ADR 0036):
 * every guide page exists in both editions, prerendered or generated alike. Files stay as they are.
 */
export function withEditions(paths: readonly string[]): string[] {
  return [...new Set(paths.flatMap((p) => LOCALES.map((locale) => localizePath(p, locale))))];
}

/** The English paths of a list that names both editions (a sitemap lists each page once, with its twin). */
export function englishPaths(paths: readonly string[]): string[] {
  return paths.filter((p) => localizePath(p, "en") === p);
}

/** Static pages of the offline guide (app/features/offline, ADR 0019), in both editions; not in the sitemap. */
const OFFLINE_GUIDE_PATHS = withEditions(["/manifest.webmanifest", "/saved", "/offline"]);

/** Every static path to prerender: the guide pages except the per-request ones. */
export function prerenderPaths(): string[] {
  const perRequest = new Set(perRequestGuidePaths());
  return [...guidePaths().filter((p) => !perRequest.has(p)), ...OFFLINE_GUIDE_PATHS];
}

/** Every guide page, prerendered or not, in both editions: each English path then its `/id` twin (sitemap, browser tests). */
export function guidePaths(): string[] {
  return withEditions([
    "/",
    "/destinations",
    ...REGIONS.map((r) => `/destinations/${r}`),
    ...slugsIn("destinations", ".json").map((s) => `/destinations/${s}`),
    "/transport",
    ...HUB_IDS.map((h) => `/transport/${h}`),
    "/transport/flights",
    "/transport/ferries",
    "/transport/overland",
    "/transport-guide",
    "/experiences",
    "/experiences/diving",
    "/experiences/trekking",
    "/experiences/culture",
    "/planning",
    "/blog",
    ...slugsIn("articles", ".md").map((s) => `/blog/${s}`),
    "/privacy",
    "/terms",
  ]);
}
