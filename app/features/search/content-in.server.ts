import matter from "gray-matter";
import { secondLevelHeadings } from "~/features/content/article-markdown.server.ts";
import { articleIntro, articleSections } from "~/features/content/article-sections.ts";
import {
  type Article,
  articles,
  destinations,
  experiences,
  hubs,
  planningContent,
} from "~/features/content/content.server.ts";
import { mergeOverlay } from "~/lib/content-overlay.ts";
import type { Locale } from "~/lib/format.ts";

/**
 * The guide content the search index reads, in one edition (issue 31): English as loaded and
 * validated by features/content, Indonesian as the same content with its Indonesian overlays
 * (content/id/**, app/lib/content-overlay.ts) merged over it, so every figure, slug and anchor is the
 * English file's. A text or file without a translation stays English. Read once, at import.
 */

const jsonOverlays = import.meta.glob<unknown>("/content/id/**/*.json", { eager: true, import: "default" });
const markdownOverlays = import.meta.glob<string>("/content/id/articles/*.md", {
  eager: true,
  query: "?raw",
  import: "default",
});

const overlay = (name: string): unknown => jsonOverlays[`/content/id/${name}`];

/** An article with its Indonesian text: front matter merged, intro and sections from its Markdown. */
function indonesianArticle(article: Article): SearchArticle {
  const raw = markdownOverlays[`/content/id/articles/${article.slug}.md`];
  if (raw === undefined) return article;
  const { data, content } = matter(raw);
  const front = mergeOverlay(
    {
      title: article.title,
      excerpt: article.excerpt,
      category: article.category,
      tags: article.tags,
      seo: { keywords: article.seo.keywords },
    },
    data,
  );
  const headings = secondLevelHeadings(content);
  return {
    slug: article.slug,
    ...front,
    intro: articleIntro(content, headings),
    sections: articleSections(content, headings),
  };
}

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

function indonesianContent(): SearchContent {
  return {
    destinations: destinations.map((d) => mergeOverlay(d, overlay(`destinations/${d.slug}.json`))),
    experiences: mergeOverlay(experiences, overlay("experiences.json")),
    hubs: mergeOverlay(hubs, overlay("transport/hubs.json")),
    planningContent: mergeOverlay(planningContent, overlay("planning.json")),
    articles: articles.map(indonesianArticle),
  };
}

const CONTENT: Record<Locale, SearchContent> = {
  en: { destinations, experiences, hubs, planningContent, articles },
  id: indonesianContent(),
};

export function searchContent(locale: Locale): SearchContent {
  return CONTENT[locale];
}
