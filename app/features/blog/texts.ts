/**
 * The blog's texts: the article list, the article page and its cards and share buttons, in both
 * editions (ADR 0036). Every user-facing string lives here, not in JSX (issue 29, ADR 0035); a text
 * with values is a function, so each language orders the words its own way.
 */

import { formatNumber, plural } from "~/lib/format.ts";
import { defineTexts } from "~/lib/locale.ts";

const articleCount = (n: number) =>
  plural("en", n, { one: `${formatNumber("en", n)} article`, other: `${formatNumber("en", n)} articles` });

export const ARTICLE_PAGE_TEXT = defineTexts({
  en: {
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
  },
  id: {
    articleNotFound: "Artikel Tidak Ditemukan",
    weCouldNotFind: "Kami tidak menemukan artikel itu. Mungkin sudah dipindahkan, atau ada salah ketik pada tautannya.",
    backToBlog: "Kembali ke Blog",
    category: "Kategori: ",
    author: "Penulis:",
    published: "Terbit",
    minRead: " menit baca",
    tags: "Tag",
    shareThisArticle: "Bagikan artikel ini",
    about: "Tentang ",
    relatedArticles: "Artikel terkait",
  },
});

export const BLOG_PAGE_TEXT = defineTexts({
  en: {
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
  },
  id: {
    rssFeed: "Umpan RSS (bahasa Inggris)",
    noArticlesInThis: "Belum ada artikel dalam kategori ini",
    weHaveNothingFiled: "Belum ada tulisan dalam kategori “",
    yet: "”. ",
    browseEverythingWeHave: "Silakan jelajahi semua tulisan kami.",
    showAllArticles: "Tampilkan semua artikel",
    getNewGuidesBy: "Dapatkan panduan baru lewat email",
    newArticlesRouteChanges:
      "Artikel baru, perubahan rute, dan Panduan Transportasi Sulawesi gratis langsung ke kotak masuk Anda. Tanpa spam, dan Anda bisa berhenti berlangganan kapan saja.",
    storiesAndPracticalGuides:
      "Cerita dan panduan praktis dari orang-orang yang menjelajahi Sulawesi: menyelam, budaya, petualangan, dan perjalanan di antaranya.",
    metaTitle: "Blog Wisata Sulawesi",
    metaDescription:
      "Cerita dan panduan praktis dari Sulawesi: menyelam, budaya, petualangan, cara berkeliling, dan bepergian hemat.",
    categoryTitle: (category: string) => `Artikel ${category}`,
    feedTitle: (siteName: string) => `Blog ${siteName}`,
    count: (n: number) => `${formatNumber("id", n)} artikel`,
    countIn: (n: number, category: string) => `${formatNumber("id", n)} artikel dalam kategori ${category}`,
  },
});

export const SHARE_BUTTONS_TEXT = defineTexts({
  en: {
    opensInANew: " (opens in a new tab)",
    share: "Share",
    copyLink: "Copy link",
  },
  id: {
    opensInANew: " (terbuka di tab baru)",
    share: "Bagikan",
    copyLink: "Salin tautan",
  },
});

/** The share links' names (built on the server, blog.server.ts). */
export const SHARE_LINK_TEXT = defineTexts({
  en: {
    x: "Share on X",
    facebook: "Share on Facebook",
    whatsapp: "Share on WhatsApp",
    email: "Share by email",
  },
  id: {
    x: "Bagikan di X",
    facebook: "Bagikan di Facebook",
    whatsapp: "Bagikan di WhatsApp",
    email: "Bagikan lewat email",
  },
});

export const ARTICLE_CARD_TEXT = defineTexts({
  en: {
    author: "Author:",
    minRead: " min read",
  },
  id: {
    author: "Penulis:",
    minRead: " menit baca",
  },
});

export const CATEGORY_FILTER_TEXT = defineTexts({
  en: {
    blogCategories: "Blog categories",
    all: "All",
  },
  id: {
    blogCategories: "Kategori blog",
    all: "Semua",
  },
});

/** The blog's RSS feed (English: the feed lists the English articles). */
export const BLOG_FEED_TEXT = defineTexts({
  en: { description: (siteName: string) => `Travel stories and practical guides to Sulawesi from ${siteName}.` },
  id: { description: (siteName: string) => `Kisah perjalanan dan panduan praktis ke Sulawesi dari ${siteName}.` },
});
