import { useLocation } from "react-router";
import { type Locale, type Localized, localeFromPath, localizePath } from "./locale.ts";

/**
 * The edition of the page being rendered, from its URL (ADR 0036). Works the same in a server render,
 * a prerender and the browser, so components need no prop or context for it.
 */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** A feature's texts in the page's language: `const t = useTexts(PLANNER_TEXTS)`. */
export function useTexts<T>(texts: Localized<T>): T {
  return texts[useLocale()];
}

/** Localizes a root-relative link for the page's edition: `href={useLocalizedPath()("/planning")}`. */
export function useLocalizedPath(): (href: string) => string {
  const locale = useLocale();
  return (href) => localizePath(href, locale);
}
