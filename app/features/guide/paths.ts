import { readdirSync } from "node:fs";
import path from "node:path";

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

export function prerenderPaths(): string[] {
  return [
    "/",
    "/destinations",
    ...["north", "central", "south", "southeast"].map((r) => `/destinations/${r}`),
    ...slugsIn("destinations", ".json").map((s) => `/destinations/${s}`),
    "/transport",
    ...["makassar", "manado", "gorontalo", "luwuk", "ampana"].map((h) => `/transport/${h}`),
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
  ];
}
