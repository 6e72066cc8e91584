import { useEffect, useRef, useState } from "react";
import { useFetcher, useLocation } from "react-router";
import { toast } from "sonner";
import { localizePath } from "~/lib/locale.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { useLocale } from "~/lib/use-locale.ts";
import { type ListQuery, listSearch } from "../constants.ts";
import { TEXTS } from "../texts.ts";
import type { ListedPost } from "../types.ts";

/** One page of the list as /community's loader returns it. */
export type ListPage = {
  ok: boolean;
  query: ListQuery & { page: number };
  posts: ListedPost[];
  nextCursor: string | null;
};

type Appended = { key: string; posts: ListedPost[]; nextCursor: string | null; page: number };

/**
 * Load More. Without JavaScript it is a link to ?page=N+1; with JavaScript the next page (by keyset
 * cursor) is fetched and appended here. A new list (search, topic, sort, or a new first post) starts over.
 */
export function useMorePosts(first: ListPage) {
  const { query } = first;
  const location = useLocation();
  const locale = useLocale();
  const hydrated = useHydrated();
  const [more, setMore] = useState<Appended>();
  const listKey = `${location.search}|${first.posts[0]?.id ?? ""}`;
  const extra = more?.key === listKey ? more : undefined;
  const posts = [...first.posts, ...(extra?.posts ?? [])];
  const nextCursor = extra ? extra.nextCursor : first.nextCursor;
  const page = extra?.page ?? query.page;
  const fetcher = useFetcher<ListPage>();
  const fetched = fetcher.data;
  const pendingKey = useRef(listKey);
  useEffect(() => {
    if (!fetched || fetcher.state !== "idle" || pendingKey.current !== listKey) return;
    if (!fetched.ok) {
      toast.error(TEXTS[locale].errorLoadingPosts, { description: TEXTS[locale].unableToLoadPosts });
      return;
    }
    setMore((prev) => appendPage(prev?.key === listKey ? prev : undefined, fetched, first.posts, listKey, query.page));
  }, [fetched, fetcher.state, listKey, first.posts, query.page, locale]);

  const list = localizePath("/community", locale);
  const nextDataHref = `${list}${listSearch({ ...query, page: page + 1, after: nextCursor })}`;
  return {
    posts,
    nextCursor,
    // A page link: the Link component keeps it in the edition.
    nextPageHref: `/community${listSearch({ ...query, page: page + 1, after: null })}`,
    loading: fetcher.state === "loading",
    /** The link's click: with JavaScript, fetch the next page instead of following the link. */
    loadMore: (event: React.MouseEvent) => {
      if (!hydrated) return;
      event.preventDefault();
      pendingKey.current = listKey;
      fetcher.load(nextDataHref);
    },
  };
}

/** The appended pages plus the fetched one (a page already there is not added twice, nor a post). */
function appendPage(
  prev: Appended | undefined,
  fetched: ListPage,
  firstPosts: ListedPost[],
  key: string,
  firstPage: number,
): Appended {
  const current = prev ?? { key, posts: [], nextCursor: null, page: firstPage };
  if (current.page >= fetched.query.page) return current;
  const seen = new Set([...firstPosts, ...current.posts].map((p) => p.id));
  return {
    key,
    posts: [...current.posts, ...fetched.posts.filter((p) => !seen.has(p.id))],
    nextCursor: fetched.nextCursor,
    page: fetched.query.page,
  };
}
