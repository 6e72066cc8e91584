import { useLocation } from "react-router";
import { LANGUAGE_NAMES, LANGUAGE_TAGS, type Locale, localeFromPath, localizePath } from "~/lib/locale.ts";
import { LANGUAGE_SWITCH_TEXTS } from "./texts.ts";

/**
 * The link to the same page in the other edition (issue 31, ADR 0036): the same path and query (a
 * planner search stays the same search), a plain link, so choosing a language needs no JavaScript.
 * Pages without an Indonesian twin (the admin, files) show no switch.
 */
/** The short form the header shows, where a whole language name does not fit beside the menu. */
const LANGUAGE_CODES: Record<Locale, string> = { en: "EN", id: "ID" };

export function LanguageSwitch({ className, short = false }: { className?: string; short?: boolean }) {
  const { pathname, search } = useLocation();
  const here = localeFromPath(pathname);
  const other: Locale = here === "en" ? "id" : "en";
  // Prerendering renders each page at its path with a trailing slash.
  const path = pathname.replace(/(.)\/+$/, "$1");
  const target = localizePath(`${path}${search}`, other);
  if (target === `${path}${search}`) return null;
  const label = LANGUAGE_SWITCH_TEXTS[here].label;
  return (
    <a
      href={target}
      hrefLang={LANGUAGE_TAGS[other]}
      lang={LANGUAGE_TAGS[other]}
      className={className}
      // The accessible name starts with the visible text (WCAG 2.5.3): "ID: Baca halaman ini …".
      aria-label={short ? undefined : label}
      data-language-switch
    >
      {short ? LANGUAGE_CODES[other] : LANGUAGE_NAMES[other]}
      {short ? <span className="sr-only">{`: ${label}`}</span> : null}
    </a>
  );
}
