import { useLocation } from "react-router";
import { LANGUAGE_NAMES, LANGUAGE_TAGS, type Locale, localeFromPath, localizePath } from "~/lib/locale.ts";
import { LANGUAGE_SWITCH_TEXTS } from "./texts.ts";

/**
 * The link to the same page in the other edition (issue 31, ADR 0036): the same path and query (a
 * planner search stays the same search), a plain link, so choosing a language needs no JavaScript.
 * Pages without an Indonesian twin (the admin, files) show no switch.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  const here = localeFromPath(pathname);
  const other: Locale = here === "en" ? "id" : "en";
  // Prerendering renders each page at its path with a trailing slash.
  const path = pathname.replace(/(.)\/+$/, "$1");
  const target = localizePath(`${path}${search}`, other);
  if (target === `${path}${search}`) return null;
  return (
    <a
      href={target}
      hrefLang={LANGUAGE_TAGS[other]}
      lang={LANGUAGE_TAGS[other]}
      className={className}
      aria-label={LANGUAGE_SWITCH_TEXTS[here].label}
      data-language-switch
    >
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
