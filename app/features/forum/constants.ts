/**
 * Forum constants and the list query (the texts: texts.ts). Shared by the server and the browser; no zod
 * here (the browser bundles import this file; the input schemas in schema.ts serve the actions).
 */

export const POST_CATEGORIES = ["general", "transport", "routes", "tips", "experience"] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];

/** The spec's sort options; `relevance` is offered only while searching (and is then the default). */
export const POST_SORTS = ["newest", "oldest", "most_discussed", "most_liked"] as const;
export type PostSort = (typeof POST_SORTS)[number] | "relevance";

/**
 * Where "Create Post" takes a visitor back after signing in: the list with the create form open
 * (the dialog with JavaScript, the inline form without).
 */
export const COMPOSE_PARAM = "compose";
export const COMPOSE_PATH = `/community?${COMPOSE_PARAM}=1`;

/** Spec section 9. */
export const PAGE_SIZE = 10;
export const SHOWN_IMAGES = 4;
export const SHOWN_VIDEOS = 2;

export const TITLE_MAX = 200;
export const CONTENT_MAX = 10_000;
export const COMMENT_MAX = 2_000;
export const SEARCH_MAX = 200;

/** The rel of every link a member writes (Markdown, markdown.server.ts). */
export const USER_LINK_REL = "ugc nofollow noopener";
/** Accounts younger than this cannot post links (link-rule.server.ts); the rate limits use the same age. */
export const NEW_ACCOUNT_HOURS = 24;
/** An edit later than this after posting shows "edited" and keeps the earlier version (revisions). */
export const EDIT_GRACE_MINUTES = 5;
/**
 * Edit history bounds (ADR 0025): a late edit within REVISION_MERGE_MINUTES of the last kept version
 * keeps nothing more (a burst of edits is one revision), an item keeps at most REVISIONS_KEPT_PER_ITEM
 * earlier versions (the oldest go first), and the history page shows HISTORY_PAGE_SIZE per page.
 */
export const REVISION_MERGE_MINUTES = 60;
export const REVISIONS_KEPT_PER_ITEM = 20;
export const HISTORY_PAGE_SIZE = 10;

export function isCategory(value: unknown): value is PostCategory {
  return typeof value === "string" && (POST_CATEGORIES as readonly string[]).includes(value);
}

/** Trims, turns CRLF into LF, drops control characters other than line breaks and tabs. */
export function cleanText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, "\n")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "")
      .trim()
  );
}

/** What was typed into the create-post form, as sent (to fill the form again after a refusal). */
export type CreatePostValues = { title: string; content: string; category: string; language?: string };

/** The languages a post can be written in (posts.language, migration 0016): the site's two editions. */
export const POST_LANGUAGES = ["en", "id"] as const;
export type PostLanguage = (typeof POST_LANGUAGES)[number];

export function isPostLanguage(value: unknown): value is PostLanguage {
  return value === "en" || value === "id";
}

export type ListQuery = {
  q: string;
  category: PostCategory | "all";
  sort: PostSort;
  /** 1-based page number (?page=N): the page to show without a cursor. */
  page?: number;
  /** Opaque keyset cursor (or an offset for relevance) of the next page; wins over `page`. */
  after: string | null;
  /** ?lang=en|id: only posts written in that language (absent: every language). */
  language?: PostLanguage;
};

export const MAX_PAGE = 1000;

/** The language filter's query parameter (?lang=id): posts written in that language only. */
export const LANGUAGE_PARAM = "lang";

/**
 * Reads /community's query string (?q, ?topic, ?lang, ?sort, ?page, and ?after from Load More),
 * falling back to defaults for anything unknown. `?category` is accepted as another name for `?topic`.
 */
/** The query parameters parseListQuery reads (the page cache stores only URLs made of these). */
export const LIST_QUERY_PARAMS = ["q", "topic", "category", LANGUAGE_PARAM, "sort", "page", "after"] as const;

export function parseListQuery(params: URLSearchParams): ListQuery & { page: number } {
  const q = (params.get("q") ?? "").trim().slice(0, SEARCH_MAX);
  const rawCategory = params.get("topic") ?? params.get("category") ?? "all";
  const category = isCategory(rawCategory) ? rawCategory : "all";
  const rawSort = params.get("sort") ?? "";
  const sort: PostSort = (POST_SORTS as readonly string[]).includes(rawSort)
    ? (rawSort as PostSort)
    : q
      ? "relevance"
      : "newest";
  const rawPage = Number(params.get("page") ?? "1");
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? Math.min(rawPage, MAX_PAGE) : 1;
  const after = params.get("after");
  const language = params.get(LANGUAGE_PARAM);
  const query: ListQuery & { page: number } = {
    q,
    category,
    sort,
    page,
    after: after && after.length <= 300 ? after : null,
  };
  // Left out when absent, so the list's data (and the English page) stays as it was without a filter.
  return isPostLanguage(language) ? { ...query, language } : query;
}

/** The canonical query string of a list view (defaults left out), for links and the URL bar. */
export function listSearch(query: Omit<ListQuery, "after"> & { after?: string | null }): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category !== "all") params.set("topic", query.category);
  if (query.language) params.set(LANGUAGE_PARAM, query.language);
  const defaultSort = query.q ? "relevance" : "newest";
  if (query.sort !== defaultSort) params.set("sort", query.sort);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  if (query.after) params.set("after", query.after);
  const s = params.toString();
  return s ? `?${s}` : "";
}
