import {
  type Article,
  articles,
  destinations,
  experiences,
  guideContent,
  hubs,
  planningContent,
} from "~/features/content/content.server.ts";
import type { Locale } from "~/lib/format.ts";

/**
 * The guide content the search index reads, in one edition (issue 31): features/content's editions
 * (guideContent), the Indonesian one being the English content with its overlays from content/id/**
 * merged over it, so every figure, slug and anchor is the English file's. The index keeps the English
 * edition's order. A text or file without a translation stays English.
 */

/** What the index reads of an article. */
export type SearchArticle = Pick<Article, "slug" | "title" | "excerpt" | "category" | "tags" | "intro" | "sections"> & {
  seo: Pick<Article["seo"], "keywords">;
};

export type SearchContent = {
  destinations: typeof destinations;
  experiences: typeof experiences;
  hubs: typeof hubs;
  planningContent: typeof planningContent;
  articles: readonly SearchArticle[];
};

/** `list` in the English edition's order (the Indonesian edition sorts destinations by their Indonesian names). */
function inEnglishOrder<T extends { slug: string }>(english: readonly T[], list: readonly T[]): T[] {
  return english.map((e) => list.find((x) => x.slug === e.slug) ?? e);
}

function indonesianContent(): SearchContent {
  const id = guideContent("id");
  return {
    destinations: inEnglishOrder(destinations, id.destinations),
    experiences: id.experiences,
    hubs: id.hubs,
    planningContent: id.planningContent,
    articles: inEnglishOrder(articles, id.articles),
  };
}

const CONTENT: Record<Locale, SearchContent> = {
  en: { destinations, experiences, hubs, planningContent, articles },
  id: indonesianContent(),
};

export function searchContent(locale: Locale): SearchContent {
  return CONTENT[locale];
}
