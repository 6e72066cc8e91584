import { formatCalendarDay } from "~/lib/format.ts";
import { defineTexts, type Locale } from "~/lib/locale.ts";
import { useLocale } from "~/lib/use-locale.ts";

/** The printed guide's running header and footer texts, in both editions. */
export const GUIDE_PRINT_TEXT = defineTexts({
  en: { checked: (date: string) => `Data checked ${date}`, page: "Page ", of: " of " },
  id: { checked: (date: string) => `Data diperiksa ${date}`, page: "Halaman ", of: " dari " },
});

/** `text` as a CSS string literal: quotes and backslashes escaped, "<" written as an escape so no tag can close. */
export function cssString(text: string): string {
  return `"${text
    .replace(/[\\"]/g, "\\$&")
    .replace(/</g, "\\3C ")
    .replace(/[\r\n]+/g, " ")}"`;
}

/** The @page margin boxes: title top left, date checked top right, site bottom left, page number bottom right. */
export function guidePrintCss(
  { title, lastChecked, site }: { title: string; lastChecked: string; site: string },
  locale: Locale = "en",
) {
  const t = GUIDE_PRINT_TEXT[locale];
  const box = "font-size:8pt;color:#334155;font-family:ui-sans-serif,system-ui,sans-serif";
  return [
    "@media print{@page{",
    `@top-left{content:${cssString(title)};${box}}`,
    `@top-right{content:${cssString(t.checked(formatCalendarDay(locale, lastChecked)))};${box}}`,
    `@bottom-left{content:${cssString(site)};${box}}`,
    `@bottom-right{content:${cssString(t.page)} counter(page) ${cssString(t.of)} counter(pages);${box}}`,
    "}}",
  ].join("");
}

/**
 * Chromium prints @page margin boxes on every page; their text cannot come from the document, so the
 * page writes them with the data's date (the site's CSP allows inline styles, not scripts).
 */
export function GuidePrintMargins(props: { title: string; lastChecked: string; site: string }) {
  return <style>{guidePrintCss(props, useLocale())}</style>;
}
