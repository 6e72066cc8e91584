/**
 * The blog's texts: the article list, the article page and its cards and share buttons.
 * Every user-facing string lives here, not in JSX (issue 29, ADR 0035); a text with values is a
 * function, so a second language can order the words its own way.
 */

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
