/**
 * The one rule for every redirect target that a request can influence (forum, auth, account, admin,
 * forms): it must be a path on this site *after* URL normalisation. Checking the raw string is not
 * enough: `/community/..//example.org/x` and `/community/%2E%2E//example.org/` normalise to
 * `//example.org/…`, which a browser reads as another host.
 */
const BASE = "http://site.invalid";
const MAX_LENGTH = 1000;
/** Printable ASCII without the backslash (browsers read `/\evil` as `//evil`); percent-escapes pass. */
const PRINTABLE_PATH = /^\/[\x21-\x5B\x5D-\x7E]*$/;

export type SameSitePathOptions = {
  /** Where to go when the value is refused. */
  fallback: string;
  /** Only paths at or below these prefixes are accepted (`/community` takes `/community?x` and `/community/1`). */
  under?: readonly string[];
  /** Paths at or below these prefixes are refused (the sign-in page must not return to itself). */
  notUnder?: readonly string[];
};

function isAtOrBelow(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The normalised same-site path (`pathname?search#hash`), or null when `value` could leave the site. */
export function normaliseSameSitePath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > MAX_LENGTH) return null;
  if (!PRINTABLE_PATH.test(value) || value.startsWith("//")) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The normalised form is checked again: dot segments can turn "/a/..//host" into "//host".
  if (!PRINTABLE_PATH.test(path) || path.startsWith("//")) return null;
  return path;
}

/** `value` as a normalised same-site path that meets `options`, else `options.fallback`. */
export function sameSitePath(value: unknown, options: SameSitePathOptions): string {
  const path = normaliseSameSitePath(value);
  if (path === null) return options.fallback;
  const pathname = new URL(path, BASE).pathname;
  if (options.under && !options.under.some((prefix) => isAtOrBelow(pathname, prefix))) return options.fallback;
  if (options.notUnder?.some((prefix) => isAtOrBelow(pathname, prefix))) return options.fallback;
  return path;
}
