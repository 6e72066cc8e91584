import { listPosts } from "~/features/forum/listing.server.ts";
import { markdownToText } from "~/features/forum/markdown.server.ts";
import { type RouteCheckData, routeCheck } from "~/features/transport/transport.server.ts";
import type { Locale } from "~/lib/format.ts";
import { localizePath, pathWithoutLocale } from "~/lib/locale.ts";
import { log } from "~/lib/log.server.ts";
import {
  FORUM_RESULT_LIMIT,
  GUIDE_RESULT_LIMIT,
  type SearchKind,
  SNIPPET_LENGTH,
  SUGGESTION_LIMIT,
} from "./constants.ts";
import { type GuideHit, searchGuide } from "./guide-index.server.ts";
import { type SnippetPart, snippet } from "./highlight.ts";
import { type ParsedQuery, parseSearchQuery, pathWords } from "./query.ts";
import { KIND_LABELS } from "./texts.ts";

/** One result as the page shows it: its title and snippet with the matches marked. */
export type SearchResultView = {
  id: string;
  kind: SearchKind;
  kindLabel: string;
  url: string;
  title: SnippetPart[];
  /** For a section: the page it is on ("Planning Essentials"). */
  page?: string;
  snippet: SnippetPart[];
  /** A route's last check, source and markers, from the current data (routes only). */
  route?: RouteCheckData;
};

export type SearchPage =
  | { status: "empty" | "tooLong" | "noWords"; query: string }
  | {
      status: "ok";
      query: string;
      guide: SearchResultView[];
      forum: SearchResultView[];
      /** False when the forum's database could not be asked: the guide results still show. */
      forumSearched: boolean;
    };

function guideView(hit: GuideHit, locale: Locale): SearchResultView {
  const inBody = snippet(hit.body, hit.terms, SNIPPET_LENGTH);
  return {
    id: hit.id,
    kind: hit.kind,
    kindLabel: KIND_LABELS[locale][hit.kind],
    url: localizePath(hit.url, locale),
    title: snippet(hit.title, hit.terms, hit.title.length),
    ...(hit.page ? { page: hit.page } : {}),
    snippet: inBody.some((p) => p.mark) ? inBody : snippet(hit.summary, [], SNIPPET_LENGTH),
    ...routeOf(hit, locale),
  };
}

/** A route result carries the route's check as it stands now (the index keeps only its words). */
function routeOf(hit: GuideHit, locale: Locale): { route?: RouteCheckData } {
  if (hit.kind !== "route") return {};
  const check = routeCheck(hit.id.replace(/^route:/, ""), undefined, locale);
  return check ? { route: check } : {};
}

async function forumResults(
  query: string,
  terms: readonly string[],
  locale: Locale,
): Promise<SearchResultView[] | null> {
  try {
    const page = await listPosts({ q: query, sort: "relevance", category: "all", after: null }, null, {
      pageSize: FORUM_RESULT_LIMIT,
    });
    return page.posts.map((post) => ({
      id: `post:${post.id}`,
      kind: "post",
      kindLabel: KIND_LABELS[locale].post,
      url: localizePath(`/community/${post.id}`, locale),
      title: snippet(post.title, terms, post.title.length),
      // What a reader sees of the post, not its Markdown source.
      snippet: snippet(markdownToText(post.content), terms, SNIPPET_LENGTH),
    }));
  } catch (error) {
    log.warn("search: the forum could not be searched", error);
    return null;
  }
}

/**
 * The search page's content for `?q=` in `locale`: results from that edition's index, linking to
 * pages of that edition, or why there are none.
 */
export async function searchSite(raw: string | null, locale: Locale = "en"): Promise<SearchPage> {
  const parsed: ParsedQuery = parseSearchQuery(raw);
  if (parsed.kind !== "ok") return { status: parsed.kind, query: "query" in parsed ? parsed.query : "" };
  const guide = searchGuide(parsed.terms, GUIDE_RESULT_LIMIT, locale).map((hit) => guideView(hit, locale));
  const forum = await forumResults(parsed.query, parsed.terms, locale);
  return { status: "ok", query: parsed.query, guide, forum: forum ?? [], forumSearched: forum !== null };
}

export type Suggestion = { url: string; title: string; kindLabel: string };

/**
 * Guide pages whose names are close to the words of a path that was not found, in the edition of
 * that path (/id/destinaton/bunakn suggests /id/destinations/bunaken, named in Indonesian).
 */
export function suggestionsForPath(pathname: string, locale: Locale = "en"): Suggestion[] {
  const words = pathWords(pathWithoutLocale(pathname));
  if (words === "") return [];
  return searchGuide(words.split(" "), SUGGESTION_LIMIT, locale).map((hit) => ({
    url: localizePath(hit.url, locale),
    title: hit.title,
    kindLabel: KIND_LABELS[locale][hit.kind],
  }));
}
