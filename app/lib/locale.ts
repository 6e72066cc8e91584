/**
 * The site's two editions (issue 31, ADR 0036): English at `/`, Bahasa Indonesia at `/id/...`.
 * A request's language is its URL's, nothing else: no cookie, no header, no global state, so two
 * requests in different languages can never mix and a page is the same for everyone at one URL
 * (prerendered and stored pages stay shareable). No React and no server-only imports: the
 * browser, the server, `react-router.config.ts` and the service worker's build use it alike.
 */
import type { Locale } from "./format.ts";

export type { Locale };

export const LOCALES: readonly Locale[] = ["en", "id"];
export const DEFAULT_LOCALE: Locale = "en";

/** The `<html lang>` and `hreflang` value of each edition. */
export const LANGUAGE_TAGS: Record<Locale, string> = { en: "en", id: "id" };
/** Open Graph's `og:locale`. */
export const OG_LOCALES: Record<Locale, string> = { en: "en_US", id: "id_ID" };

/** What a language is called, in that language (the switch names the other one this way). */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: "English", id: "Bahasa Indonesia" };

const ID_PREFIX = "/id";

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "id";
}

/** The edition a path belongs to: `/id` and `/id/...` are Indonesian, everything else English. */
export function localeFromPath(pathname: string): Locale {
  return pathname === ID_PREFIX || pathname.startsWith(`${ID_PREFIX}/`) ? "id" : "en";
}

/** The language of a request (its URL's path). */
export function localeOf(request: Request): Locale {
  return localeFromPath(new URL(request.url).pathname);
}

/** A path without its edition prefix: `/id/planning` → `/planning`, `/id` → `/`. */
export function pathWithoutLocale(pathname: string): string {
  if (localeFromPath(pathname) === "en") return pathname;
  const rest = pathname.slice(ID_PREFIX.length);
  return rest === "" ? "/" : rest;
}

/**
 * Paths that are not pages and exist once, whatever the edition: files (a dot in the last segment:
 * feeds, data files, the sitemap), uploads, build assets, APIs, the operator's dashboard, probes.
 */
const UNLOCALIZED_PREFIXES = ["/api/", "/media/", "/assets/", "/img/", "/admin", "/healthz", "/readyz"];

/** Whether a root-relative path has an Indonesian twin. */
export function isLocalizablePath(pathname: string): boolean {
  if (!pathname.startsWith("/") || pathname.startsWith("//")) return false;
  if (UNLOCALIZED_PREFIXES.some((p) => pathname === p.replace(/\/$/, "") || pathname.startsWith(p))) return false;
  const last = pathname.slice(pathname.lastIndexOf("/") + 1);
  return !last.includes(".");
}

/**
 * The same page in `locale`: `/planning` → `/id/planning`, `/` → `/id`, keeping the query and hash.
 * Anything that is not a root-relative page path (a full URL, `#section`, `?query`, `mailto:`, a file
 * or an API) is returned as it is.
 */
export function localizePath(href: string, locale: Locale): string {
  const cut = href.search(/[?#]/);
  const pathname = cut === -1 ? href : href.slice(0, cut);
  const tail = cut === -1 ? "" : href.slice(cut);
  if (!isLocalizablePath(pathname)) return href;
  const base = pathWithoutLocale(pathname);
  if (locale === "en") return `${base}${tail}`;
  return `${base === "/" ? ID_PREFIX : `${ID_PREFIX}${base}`}${tail}`;
}

/** A feature's texts in both languages; the Indonesian must have exactly the English's shape. */
export type Localized<T> = Readonly<Record<Locale, T>>;

/**
 * Declares a texts table in both editions. `id` is checked against the shape of `en` (NoInfer), so a
 * missing or extra key, or a function with other parameters, fails the typecheck: the completeness
 * check of issue 31 for interface texts.
 */
// Free of side effects: a bundle that imports a texts module but not a table leaves the table out.
/*#__NO_SIDE_EFFECTS__*/
export function defineTexts<T>(texts: { en: T; id: NoInfer<T> }): Localized<T> {
  return texts;
}
