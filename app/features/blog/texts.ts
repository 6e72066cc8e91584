/**
 * The blog's texts: the article list, the article page and its cards and share buttons.
 * Every user-facing string lives here, not in JSX (issue 29, ADR 0035); a text with values is a
 * function, so a second language can order the words its own way.
 */

import { formatNumber, plural } from "~/lib/format.ts";

const articleCount = (n: number) =>
  plural("en", n, { one: `${formatNumber("en", n)} article`, other: `${formatNumber("en", n)} articles` });

export const ARTICLE_PAGE_TEXT = {
  articleNotFound: "Article Not Found",
  weCouldNotFind: "We could not find that article. It may have moved, or the link may be mistyped.",
  backToBlog: "Back to Blog",
  category: "Category: ",
  author: "Author:",
  published: "Published",
  minRead: " min read",
  tags: "Tags",
  shareThisArticle: "Share this article",
  about: "About ",
  relatedArticles: "Related articles",
};

export const BLOG_PAGE_TEXT = {
  rssFeed: "RSS feed",
  noArticlesInThis: "No articles in this category",
  weHaveNothingFiled: "We have nothing filed under “",
  yet: "” yet. ",
  browseEverythingWeHave: "Browse everything we have written instead.",
  showAllArticles: "Show all articles",
  getNewGuidesBy: "Get new guides by email",
  newArticlesRouteChanges:
    "New articles, route changes and the free Sulawesi Transport Guide in your inbox. No spam, and you can unsubscribe at any time.",
  storiesAndPracticalGuides:
    "Stories and practical guides from people who travel Sulawesi: diving, culture, adventure and the journeys in between.",
  metaTitle: "Sulawesi Travel Blog",
  metaDescription:
    "Stories and practical guides from Sulawesi: diving, culture, adventure, getting around and travelling on a budget.",
  categoryTitle: (category: string) => `${category} articles`,
  feedTitle: (siteName: string) => `${siteName} Blog`,
  count: (n: number) => articleCount(n),
  countIn: (n: number, category: string) => `${articleCount(n)} in ${category}`,
};

export const SHARE_BUTTONS_TEXT = {
  opensInANew: " (opens in a new tab)",
  share: "Share",
  copyLink: "Copy link",
};

export const ARTICLE_CARD_TEXT = {
  author: "Author:",
  minRead: " min read",
};

export const CATEGORY_FILTER_TEXT = {
  blogCategories: "Blog categories",
};
