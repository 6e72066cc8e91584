import { ContentError, parseContent } from "~/features/content/validate.ts";
import { MODE_GROUP_OF, ROUTE_FILE_OF_GROUP } from "./constants.ts";
import { placesFile, routesFile } from "./schema.ts";
import type { Place, Route, TransportData } from "./types.ts";

/**
 * Parses the transport files and checks what one file's schema cannot: every reference between
 * places, routes, destinations and hubs. Pure (takes the raw files), so tests can feed it broken
 * data; data.server.ts runs it on the real content at build time.
 */

export const PLACES_FILE = "content/transport/places.json";
export const ROUTES_DIR = "content/transport/routes/";

export type KnownPages = { destinations: readonly string[]; hubs: readonly string[] };

function checkPlaces(places: Place[], known: KnownPages): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  places.forEach((p, i) => {
    const at = `${PLACES_FILE}: ${i}`;
    if (ids.has(p.id)) problems.push(`${at}.id: duplicate place id "${p.id}"`);
    ids.add(p.id);
    p.destinations.forEach((d, j) => {
      if (!known.destinations.includes(d)) problems.push(`${at}.destinations.${j}: unknown destination "${d}"`);
    });
    p.hubs.forEach((h, j) => {
      if (!known.hubs.includes(h)) problems.push(`${at}.hubs.${j}: unknown hub "${h}"`);
    });
  });
  places.forEach((p, i) => {
    if (p.partOf !== null && (!ids.has(p.partOf) || p.partOf === p.id)) {
      problems.push(`${PLACES_FILE}: ${i}.partOf: unknown place "${p.partOf}"`);
    }
  });
  for (const d of known.destinations) {
    if (!places.some((p) => p.destinations.includes(d))) {
      problems.push(`${PLACES_FILE}: (file): no place serves destination "${d}"`);
    }
  }
  return problems;
}

function checkRoutes(file: string, routes: Route[], placeIds: Set<string>, seen: Set<string>): string[] {
  const problems: string[] = [];
  const name = file.slice(ROUTES_DIR.length);
  routes.forEach((r, i) => {
    const at = `${file}: ${i}`;
    if (seen.has(r.id)) problems.push(`${at}.id: duplicate route id "${r.id}"`);
    seen.add(r.id);
    for (const field of ["from", "to"] as const) {
      if (!placeIds.has(r[field])) problems.push(`${at}.${field}: unknown place "${r[field]}"`);
    }
    r.via.forEach((v, j) => {
      if (!placeIds.has(v)) problems.push(`${at}.via.${j}: unknown place "${v}"`);
    });
    const expected = ROUTE_FILE_OF_GROUP[MODE_GROUP_OF[r.mode]];
    if (expected !== name) problems.push(`${at}.mode: a ${r.mode} route belongs in ${ROUTES_DIR}${expected}`);
  });
  return problems;
}

/**
 * `files` maps each path ("content/transport/places.json", "content/transport/routes/sea.json")
 * to its parsed JSON. Throws a ContentError naming every file and field at fault.
 */
export function parseTransportData(files: Record<string, unknown>, known: KnownPages): TransportData {
  if (!(PLACES_FILE in files)) throw new ContentError(`Missing content file: ${PLACES_FILE}`);
  const routeFiles = Object.keys(files)
    .filter((f) => f.startsWith(ROUTES_DIR))
    .sort();
  if (routeFiles.length === 0) throw new ContentError(`Missing content files: ${ROUTES_DIR}*.json`);
  const allowed = new Set(Object.values(ROUTE_FILE_OF_GROUP).map((f) => `${ROUTES_DIR}${f}`));
  const stray = routeFiles.filter((f) => !allowed.has(f));
  if (stray.length > 0) {
    throw new ContentError(`Unexpected route file ${stray.join(", ")}: use ${[...allowed].join(", ")}`);
  }

  const places = parseContent(placesFile, PLACES_FILE, files[PLACES_FILE]);
  const perFile = routeFiles.map((f) => [f, parseContent(routesFile, f, files[f])] as const);

  const placeIds = new Set(places.map((p) => p.id));
  const seen = new Set<string>();
  const problems = [
    ...checkPlaces(places, known),
    ...perFile.flatMap(([f, routes]) => checkRoutes(f, routes, placeIds, seen)),
  ];
  if (problems.length > 0) throw new ContentError(`Invalid content:\n  ${problems.join("\n  ")}`);
  return { places, routes: perFile.flatMap(([, routes]) => routes) };
}

/** Route ids referenced from another content file (hub cards, the printable guide) must exist. */
export function checkRouteRefs(file: string, refs: { path: string; id: string }[], routes: Route[]): void {
  const ids = new Set(routes.map((r) => r.id));
  const problems = refs.filter((r) => !ids.has(r.id)).map((r) => `${file}: ${r.path}: unknown route "${r.id}"`);
  if (problems.length > 0) throw new ContentError(`Invalid content:\n  ${problems.join("\n  ")}`);
}
