import { safeReturnPath, signInHref } from "~/lib/community-links.ts";
import { type Locale, localizePath, pathWithoutLocale } from "~/lib/locale.ts";

/**
 * The forum's links in an edition (issue 31, ADR 0036). lib/community-links.ts checks return paths
 * under /community; these accept the same paths under /id/community too and keep the edition.
 */

/** A same-site return path under /community or /id/community, in `locale`'s edition (or null). */
export function localReturnPath(value: unknown, locale: Locale): string | null {
  if (typeof value !== "string") return null;
  const safe = safeReturnPath(pathWithoutLocale(value));
  return safe === null ? null : localizePath(safe, locale);
}

/** "Sign in" in `locale`'s edition, coming back to `returnTo` (kept in that edition) afterwards. */
export function localSignInHref(returnTo: string, locale: Locale): string {
  const back = localReturnPath(returnTo, locale) ?? localizePath("/community", locale);
  if (locale === "en") return signInHref(back);
  return localizePath(`/auth?redirectTo=${encodeURIComponent(back)}`, locale);
}
