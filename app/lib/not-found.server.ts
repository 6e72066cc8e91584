import { data } from "react-router";
import { log } from "./log.server.ts";

/** Logs the path of a request that ends in 404 (the spec asks for the bad path on the server). */
export function logNotFound(request: Request): void {
  const { pathname, search } = new URL(request.url);
  log.warn(`404 Not Found: ${pathname}${search}`);
}

/** What a not-found answer carries for the page: guide pages close to the bad path. */
export type NotFoundData = { suggestions: { url: string; title: string; kindLabel: string }[] };

/**
 * Logs the bad path and returns the 404 answer a loader throws: `throw notFound(request)`;
 * with `suggestions`, the not-found page lists them.
 */
export function notFound(request: Request, suggestions: NotFoundData["suggestions"] = []) {
  logNotFound(request);
  return data<NotFoundData>({ suggestions }, { status: 404 });
}
