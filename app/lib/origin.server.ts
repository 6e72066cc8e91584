import { config } from "./config.server.ts";

/**
 * Cross-site request forgery guard for resource routes and API handlers that change state
 * (React Router already checks the Origin of UI-route actions). Call first in the action:
 *
 * ```ts
 * export async function action({ request }: Route.ActionArgs) { assertSameOrigin(request); ... }
 * ```
 * The Origin header (or, when a browser omits it, the Referer's origin) must be the request URL's
 * origin or SITE_URL's. A request with neither header is refused too: browsers send Origin on
 * every cross-origin and same-origin POST, so only non-browser clients lack both.
 * GET, HEAD and OPTIONS pass: they must not change state anyway.
 */
export function assertSameOrigin(request: Request): void {
  const method = request.method.toUpperCase();
  if (method === "GET" || method === "HEAD" || method === "OPTIONS") return;

  const claimed = request.headers.get("Origin") ?? originOf(request.headers.get("Referer"));
  if (!claimed || claimed === "null") {
    throw forbidden("This request did not say which site it came from, so it was refused.");
  }
  const allowed = new Set([new URL(request.url).origin, originOf(config().siteUrl)]);
  if (!allowed.has(claimed)) {
    throw forbidden("This request came from another website, so it was refused.");
  }
}

function originOf(url: string | null): string | undefined {
  if (!url) return undefined;
  try {
    const { origin } = new URL(url);
    return origin === "null" ? undefined : origin;
  } catch {
    return undefined;
  }
}

function forbidden(message: string): Response {
  return new Response(`${message} If you used a form on this site, reload the page and try again.`, {
    status: 403,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
