import { ARTICLE_CATEGORIES } from "~/features/content/constants.ts";
import { type Article, articleBySlug, guideContent } from "~/features/content/content.server.ts";
import { type Locale, localizePath } from "~/lib/locale.ts";
import { BLOG_FEED_TEXT, SHARE_LINK_TEXT } from "./texts.ts";

/**
 * Queries for the blog list, the article pages and the RSS feed. The pure helpers take the
 * articles as an argument (unit-tested with fixtures); the `*Page` functions wire them to the
 * real content, in the page's language (`locale`), and return only what each page renders. The RSS
 * feed stays English.
 */

/** Spec section 9: related articles at most 3. */
export const RELATED_LIMIT = 3;

type ArticleLike = Pick<
  Article,
  "slug" | "title" | "excerpt" | "category" | "tags" | "publishedAt" | "readTime" | "author" | "image"
>;

// ---------------------------------------------------------------------------------------------
// Categories

/** The categories that have at least one article, in the schema's order. */
export function categoriesWithArticles(list: readonly Pick<Article, "category">[]): string[] {
  const used = new Set(list.map((a) => a.category));
  return ARTICLE_CATEGORIES.filter((c) => used.has(c));
}

/**
 * Read `?category=`. Returns the matching category name (case-insensitive) from `available`,
 * `null` for "All" (missing or empty), or `{ unknown }` for a value no article has.
 */
export function parseCategory(
  value: string | null,
  available: readonly string[],
): { category: string | null; unknown: string | null } {
  const v = value?.trim() ?? "";
  if (v === "") return { category: null, unknown: null };
  const match = available.find((c) => c.toLowerCase() === v.toLowerCase());
  return match ? { category: match, unknown: null } : { category: null, unknown: v.slice(0, 60) };
}

// ---------------------------------------------------------------------------------------------
// Cards and related articles

export type ArticleCard = {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: string;
  publishedAt: string;
  readTime: number;
};

export function toCard(a: ArticleLike): ArticleCard {
  return {
    slug: a.slug,
    title: a.title,
    excerpt: a.excerpt,
    category: a.category,
    author: a.author.name,
    publishedAt: a.publishedAt,
    readTime: a.readTime,
  };
}

/**
 * Up to `limit` other articles sharing the category or at least one tag (tags compared
 * case-insensitively). Most shared tags first, then same category, then newest.
 */
export function relatedArticles<A extends Pick<Article, "slug" | "category" | "tags" | "publishedAt">>(
  list: readonly A[],
  article: Pick<Article, "slug" | "category" | "tags">,
  limit: number = RELATED_LIMIT,
): A[] {
  const tags = new Set(article.tags.map((t) => t.toLowerCase()));
  return list
    .filter((a) => a.slug !== article.slug)
    .map((a) => ({
      a,
      sharedTags: a.tags.filter((t) => tags.has(t.toLowerCase())).length,
      sameCategory: a.category === article.category ? 1 : 0,
    }))
    .filter((x) => x.sharedTags > 0 || x.sameCategory > 0)
    .sort(
      (x, y) =>
        y.sharedTags - x.sharedTags ||
        y.sameCategory - x.sameCategory ||
        y.a.publishedAt.localeCompare(x.a.publishedAt) ||
        x.a.slug.localeCompare(y.a.slug),
    )
    .slice(0, Math.max(0, limit))
    .map((x) => x.a);
}

// ---------------------------------------------------------------------------------------------
// Share links (built on the server so sharing works without JavaScript)

export type ShareLink = { network: "x" | "facebook" | "whatsapp" | "email"; label: string; href: string };

export function shareLinks(url: string, title: string, locale: Locale = "en"): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const label = SHARE_LINK_TEXT[locale];
  return [
    { network: "x", label: label.x, href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { network: "facebook", label: label.facebook, href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      network: "whatsapp",
      label: label.whatsapp,
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    },
    {
      network: "email",
      label: label.email,
      href: `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n\n${url}`)}`,
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// RSS 2.0

/** Escape the five XML special characters, for text and attribute values. */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "apos" }[c]};`);
}

/** RFC 822 date (what RSS 2.0 requires) for an ISO calendar date, at midnight UTC. */
export function rfc822(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

export type RssInput = {
  siteUrl: string;
  siteName: string;
  description: string;
  /** Path of the feed itself, for atom:link rel="self". */
  feedPath: string;
  items: Pick<ArticleLike, "slug" | "title" | "excerpt" | "category" | "publishedAt" | "author">[];
};

/** An RSS 2.0 document for the articles, newest first, with absolute links. */
export function buildRss({ siteUrl, siteName, description, feedPath, items }: RssInput): string {
  const base = siteUrl.replace(/\/+$/, "");
  const sorted = [...items].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug));
  const lastBuild = sorted[0]?.publishedAt;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "<channel>",
    `<title>${escapeXml(`${siteName} Blog`)}</title>`,
    `<link>${escapeXml(`${base}/blog`)}</link>`,
    `<description>${escapeXml(description)}</description>`,
    "<language>en</language>",
    `<atom:link href="${escapeXml(`${base}${feedPath}`)}" rel="self" type="application/rss+xml"/>`,
    ...(lastBuild ? [`<lastBuildDate>${rfc822(lastBuild)}</lastBuildDate>`] : []),
  ];
  for (const a of sorted) {
    const link = escapeXml(`${base}/blog/${a.slug}`);
    lines.push(
      "<item>",
      `<title>${escapeXml(a.title)}</title>`,
      `<link>${link}</link>`,
      `<guid isPermaLink="true">${link}</guid>`,
      `<description>${escapeXml(a.excerpt)}</description>`,
      `<category>${escapeXml(a.category)}</category>`,
      `<dc:creator>${escapeXml(a.author.name)}</dc:creator>`,
      `<pubDate>${rfc822(a.publishedAt)}</pubDate>`,
      "</item>",
    );
  }
  lines.push("</channel>", "</rss>");
  return `${lines.join("\n")}\n`;
}

// ---------------------------------------------------------------------------------------------
// Pages

export function blogPage(categoryParam: string | null, locale: Locale = "en") {
  const { articles } = guideContent(locale);
  const categories = categoriesWithArticles(articles);
  const { category, unknown } = parseCategory(categoryParam, categories);
  const shown = unknown ? [] : category ? articles.filter((a) => a.category === category) : articles;
  return {
    categories,
    active: category,
    unknown,
    articles: shown.map(toCard),
    total: articles.length,
  };
}

export function articlePage(slug: string, siteUrl: string, locale: Locale = "en") {
  const a = articleBySlug(slug, locale);
  if (!a) return undefined;
  const url = `${siteUrl}${localizePath(`/blog/${a.slug}`, locale)}`;
  return {
    article: {
      slug: a.slug,
      title: a.title,
      excerpt: a.excerpt,
      author: a.author,
      publishedAt: a.publishedAt,
      readTime: a.readTime,
      category: a.category,
      tags: a.tags,
      html: a.html,
      imageAlt: a.image.alt,
      seo: a.seo,
    },
    related: relatedArticles(guideContent(locale).articles, a).map(toCard),
    share: shareLinks(url, a.title, locale),
  };
}

export function blogRss(siteUrl: string, siteName: string): string {
  return buildRss({
    siteUrl,
    siteName,
    description: BLOG_FEED_TEXT.en.description(siteName),
    feedPath: "/blog/rss.xml",
    items: guideContent("en").articles,
  });
}
