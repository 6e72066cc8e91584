import type { MetaDescriptor } from "react-router";
import { LANGUAGE_TAGS, LOCALES, type Locale, localizePath, OG_LOCALES } from "./locale.ts";

/**
 * Per-page <head> tags: title, description, canonical URL, Open Graph and Twitter cards, and
 * optional JSON-LD. Every route's `meta` export calls this so the tags stay consistent.
 * `siteUrl` and `siteName` come from the root loader's public config
 * (its `loaderData.config`); use `rootConfig(matches)` below.
 */
export type SeoInput = {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. "/destinations/bunaken" (no query string). */
  path: string;
  /** Absolute path of the social image, e.g. "/img/art/bunaken-og.jpg". */
  image?: string;
  type?: "website" | "article";
  /** JSON-LD objects (Article, TouristDestination, BreadcrumbList ...). */
  jsonLd?: Record<string, unknown>[];
  noindex?: boolean;
};

/** The site's public origin and name, and the edition of the page (ADR 0036). */
export type SiteInfo = { siteUrl: string; siteName: string; locale?: Locale };

/** The page's URL in one edition: `/` stays `/`, Indonesian pages sit under `/id`. */
function editionUrl(site: SiteInfo, path: string, locale: Locale): string {
  return `${site.siteUrl}${localizePath(path, locale)}`;
}

/**
 * `input.path` is the English path; on an Indonesian page the canonical URL is its `/id` twin, and
 * every page names both editions (hreflang en, id, and x-default for the English).
 */
export function seo(site: SiteInfo, input: SeoInput): MetaDescriptor[] {
  const locale = site.locale ?? "en";
  const url = editionUrl(site, input.path, locale);
  const home = input.path === "/";
  const fullTitle = home ? input.title : `${input.title} | ${site.siteName}`;
  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    ...LOCALES.map((l) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: LANGUAGE_TAGS[l],
      href: editionUrl(site, input.path, l),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: editionUrl(site, input.path, "en") },
    { property: "og:site_name", content: site.siteName },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:locale", content: OG_LOCALES[locale] },
    { name: "twitter:card", content: input.image ? "summary_large_image" : "summary" },
  ];
  if (input.image) tags.push({ property: "og:image", content: `${site.siteUrl}${input.image}` });
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const ld of input.jsonLd ?? []) tags.push({ "script:ld+json": ld });
  return tags;
}

/** JSON-LD BreadcrumbList from [name, path] pairs. */
export function breadcrumbs(site: SiteInfo, trail: [name: string, path: string][]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map(([name, path], i) => ({
      "@type": "ListItem",
      position: i + 1,
      name,
      item: editionUrl(site, path, site.locale ?? "en"),
    })),
  };
}

type MatchLike = { id: string; loaderData?: unknown } | undefined;

/** The public site info from the root loader's data, for `meta` functions. */
export function rootConfig(matches: MatchLike[]): SiteInfo {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { config?: SiteInfo; locale?: Locale } | undefined;
  return {
    siteUrl: root?.config?.siteUrl ?? "http://localhost:3000",
    siteName: root?.config?.siteName ?? "Sulawesi Travel Guide",
    locale: root?.locale ?? "en",
  };
}
