import { data } from "react-router";
import { log } from "./log.server.ts";

/** Logs the path of a request that ends in 404 (the spec asks for the bad path on the server). */
export function logNotFound(request: Request): void {
  const { pathname, search } = new URL(request.url);
  log.warn(`404 Not Found: ${pathname}${search}`);
}

/** Logs the bad path and returns the 404 answer a loader throws: `throw notFound(request)`. */
export function notFound(request: Request) {
  logNotFound(request);
  return data(null, { status: 404 });
}
