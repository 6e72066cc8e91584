import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * Requests whose target or Host React Router cannot turn into a URL, made whole before anything else
 * reads them (issue 26 point 6). Without this, both reach @react-router/express, whose URL building
 * throws: a 500 and a stack trace in the log for a request that is legal HTTP.
 *
 * - An absolute-form target (`GET http://localhost:3000/community HTTP/1.1`) must be accepted
 *   (RFC 9112 section 3.2.2): the path and query are served, and its authority replaces the Host
 *   header, as that section says a server must do. Only http(s) targets; anything else is a 400.
 * - No Host header (HTTP/1.0 allows that; Node already refuses HTTP/1.1 without one), or an empty one:
 *   the configured site's host (SITE_URL) is used, as if the client had named it.
 * - A Host header that is not a host (spaces, a path, a user name): 400.
 *
 * Refusals are a short plain-text 400 and log nothing: the sender is broken or probing, not us.
 * Returns false when it has answered the request itself.
 */
export function normaliseRequestTarget(req: IncomingMessage, res: ServerResponse, siteUrl: string): boolean {
  const target = req.url ?? "";
  if (!target.startsWith("/")) {
    const absolute = parseAbsoluteTarget(target);
    if (!absolute) return refuse(res);
    req.url = `${absolute.pathname}${absolute.search}`;
    req.headers.host = absolute.host;
    return true;
  }
  const host = req.headers.host;
  if (host === undefined || host.trim() === "") {
    req.headers.host = new URL(siteUrl).host;
    return true;
  }
  return isHost(host) ? true : refuse(res);
}

function parseAbsoluteTarget(target: string): URL | undefined {
  // An authority must follow the scheme (the URL parser would read "http:///a" as host "a").
  if (!/^https?:\/\/[^/?#\s]/i.test(target)) return undefined;
  try {
    const url = new URL(target);
    return url.host && !url.username && !url.password ? url : undefined;
  } catch {
    return undefined;
  }
}

/** A host with an optional port, as a URL's authority would hold it (and nothing else). */
function isHost(value: string): boolean {
  if (/[\s/\\?#@]/.test(value)) return false;
  try {
    return new URL(`http://${value}`).host !== "";
  } catch {
    return false;
  }
}

function refuse(res: ServerResponse): false {
  res.statusCode = 400;
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Connection", "close");
  res.end("The request could not be understood.");
  return false;
}
