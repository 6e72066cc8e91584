/**
 * Pages built from data the operator can change (the transport pages, ADR 0018): rendered per
 * request, kept in the instance's page cache (ADR 0011) and by shared caches (a CDN) for at most
 * SHARED_PAGE_SECONDS, so an edit shows everywhere within seconds. Browsers always revalidate.
 * A response that sets a cookie (a flash toast being cleared) is never shared; a member's page is
 * made private by the root middleware (ADR 0016).
 */
export const SHARED_PAGE_SECONDS = 5;

export const SHARED_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_PAGE_SECONDS}`;

/** A route's `headers` export for such a page. */
export function sharedPageHeaders({ parentHeaders }: { parentHeaders: Headers }): Record<string, string> {
  if (parentHeaders.has("Set-Cookie")) return { "Cache-Control": "private, no-cache", Vary: "Cookie" };
  return { "Cache-Control": SHARED_PAGE_CACHE_CONTROL, Vary: "Cookie" };
}
