import { ART_WIDTHS } from "~/lib/art.ts";
import { type Locale, localeFromPath, localizePath, pathWithoutLocale } from "~/lib/locale.ts";

/**
 * What the service worker may keep, as pure functions (unit-tested in rules.test.ts; the worker in
 * worker/service-worker.ts applies them). ADR 0019.
 */

/**
 * Paths never served from or stored in a cache: members' and admins' pages, sign-in, forms and their
 * answers, the forum, search, uploaded media and every API. Checked before the allow-list below.
 */
const NEVER = [
  "/account",
  "/admin",
  "/auth",
  "/api",
  "/community",
  "/media",
  "/newsletter",
  "/unsubscribe",
  "/submit-update",
  "/partners",
  "/contact",
  "/search",
] as const;

/** The guide's content pages (not hydrated, ADR 0002): the only pages kept for offline use. */
const GUIDE_PAGES = [
  /^\/$/,
  /^\/destinations(?:\/[a-z0-9-]+)?$/,
  /^\/transport(?:\/[a-z0-9-]+)?$/,
  // A route's own page (issue 28), not its history or the changes feed.
  /^\/transport\/routes\/[a-z0-9-]+$/,
  /^\/transport-guide$/,
  /^\/experiences(?:\/[a-z0-9-]+)?$/,
  /^\/planning$/,
  /^\/blog(?:\/[a-z0-9-]+)?$/,
  /^\/(?:privacy|terms|saved|offline)$/,
];

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * True for a path the worker never caches (also for subresources such as /api/session), in either
 * edition: /id/search and /id/community are never cached either.
 */
export function isNeverCached(pathname: string): boolean {
  const path = pathWithoutLocale(pathname);
  return NEVER.some((prefix) => under(path, prefix));
}

/** True for a guide page that may be kept for offline use, in either edition (/id/destinations/bunaken). */
export function isOfflinePage(pathname: string): boolean {
  const path = pathWithoutLocale(pathname);
  return !isNeverCached(pathname) && GUIDE_PAGES.some((re) => re.test(path));
}

/**
 * The edition whose pages a traveller uses, from a page they open: the worker keeps that edition's
 * twins of the precached pages (the Indonesian transport guide and pages, the planner, the offline
 * and saved pages) once they open an Indonesian page. English, the precache itself, needs nothing more.
 */
export function editionOf(pathname: string): Locale {
  return localeFromPath(pathname);
}

/**
 * The same path in `locale`: where to find the kept copy of a page, or the offline page, in the
 * edition of the page asked for ("/id/offline" for a missing /id/... page).
 */
export function inEdition(path: string, locale: Locale): string {
  return localizePath(path, locale);
}

/** What the storability rule reads of a response. */
export type ResponseFacts = {
  status: number;
  type: string;
  redirected: boolean;
  headers: { get(name: string): string | null };
};

/**
 * A response may be stored only when it is a plain 200 from our origin, not the end of a redirect
 * (a sign-in page instead of /account, a form's answer), and says nothing against shared storage:
 * no Set-Cookie (the server also marks those private: keepCookieResponsesPrivate), no
 * `Cache-Control: private` or `no-store`, no `Vary: *`.
 */
export function isStorable(response: ResponseFacts): boolean {
  if (response.status !== 200 || response.redirected) return false;
  if (response.type !== "basic" && response.type !== "default") return false;
  const { headers } = response;
  if (headers.get("Set-Cookie")) return false;
  if (/\b(?:private|no-store)\b/i.test(headers.get("Cache-Control") ?? "")) return false;
  return (headers.get("Vary") ?? "").trim() !== "*";
}

/**
 * The page's CSP without its per-request nonce source: a stored copy must not carry a nonce that
 * belonged to another response. Pages kept offline are not hydrated, so they use no nonce (the one
 * inline script is allowed by its hash).
 */
export function withoutNonce(csp: string): string {
  return csp.replace(/\s*'nonce-[^']*'/g, "");
}

/**
 * The headers to store with a copy: the CSP without its nonce, and nothing that described the
 * network body (the stored body is already decoded) or the connection.
 */
export function storedHeaders(headers: Headers): Headers {
  const out = new Headers(headers);
  for (const name of ["Content-Encoding", "Content-Length", "Set-Cookie", "Date", "Keep-Alive", "Connection"]) {
    out.delete(name);
  }
  const csp = out.get("Content-Security-Policy");
  if (csp) out.set("Content-Security-Policy", withoutNonce(csp));
  return out;
}

/** The page's <title> text, for the saved-pages list (the site name after " | " dropped). */
export function pageTitle(html: string): string {
  const raw = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1] ?? "";
  const text = raw
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .trim();
  return text.split(" | ")[0]?.trim() ?? "";
}

/**
 * Same-origin files a page uses (its stylesheet and script, artwork, the map, the icon): saved with
 * it, so a saved copy looks the same offline even after a new build has replaced the precache.
 */
export function pageResources(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/(?:src|srcset|href)="([^"]+)"/g)) {
    for (const candidate of (match[1] ?? "").replace(/&amp;/g, "&").split(",")) {
      const url = candidate.trim().split(/\s+/)[0] ?? "";
      if (/^\/(?:img\/[^?#]+|assets\/[^?#]+\.(?:svg|css|js)|favicon\.svg)$/.test(url)) found.add(url);
    }
  }
  return [...found];
}

/**
 * Other widths of the same artwork (`/img/art/{id}-{width}.webp`, app/lib/art.ts): offline, the
 * worker answers a missing width with one it has, the largest first.
 */
export function otherRenditions(url: string): string[] {
  const m = /^(.*\/img\/art\/[a-z0-9-]+)-(\d+)\.webp$/.exec(url);
  if (!m) return [];
  return ART_WIDTHS.filter((w) => String(w) !== m[2])
    .sort((a, b) => b - a)
    .map((w) => `${m[1]}-${w}.webp`);
}
