/**
 * React Router sends what a loader or action puts in its response headers only through the route's
 * `headers` export. These are the ones that must reach the browser: rate-limit waits, caching rules
 * for pages that differ per member, and the privacy headers of token pages.
 */
const PASSED_ON = ["Retry-After", "Cache-Control", "Vary", "Referrer-Policy"];

type HeaderSources = { loaderHeaders?: Headers; actionHeaders?: Headers; errorHeaders?: Headers };

/**
 * The loader's and then the action's values of PASSED_ON (the action's win), over `defaults`; a thrown
 * answer's (a 404 from `notFound`) when the loader threw.
 */
export function passOnHeaders(
  { loaderHeaders, actionHeaders, errorHeaders }: HeaderSources,
  defaults?: HeadersInit,
): Headers {
  const out = new Headers(defaults);
  for (const source of [loaderHeaders, actionHeaders, errorHeaders]) {
    for (const name of PASSED_ON) {
      const value = source?.get(name);
      if (value) out.set(name, value);
    }
  }
  return out;
}
