import { data } from "react-router";
import { log } from "./log.server.ts";

/**
 * The one not-found pattern (ADR 0033): a page with an id in its path (destination, article, hub,
 * route, post, member ...) that finds nothing throws `notFound(request)` from its loader. The answer
 * is a 404 whose page is drawn by an error boundary: the route's own (`notFoundBoundary`, for pages
 * with their own not-found text) or the root's, the site's not-found page with suggestions.
 */

/** Logs the path of a request that ends in 404 (the spec asks for the bad path on the server). */
export function logNotFound(request: Request): void {
  const { pathname, search } = new URL(request.url);
  log.warn(`404 Not Found: ${pathname}${search}`);
}

/** What a not-found answer carries for the page: guide pages close to the bad path. */
export type NotFoundData = { suggestions: { url: string; title: string; kindLabel: string }[] };

/**
 * Logs the bad path and returns the 404 answer a loader throws: `throw notFound(request)`;
 * with `suggestions`, the not-found page lists them; `headers` go with the answer (e.g. its caching).
 */
export function notFound(
  request: Request,
  suggestions: NotFoundData["suggestions"] = [],
  headers?: Record<string, string>,
) {
  logNotFound(request);
  return data<NotFoundData>({ suggestions }, { status: 404, headers });
}
