import { useState } from "react";
import { Link } from "~/components/Link.tsx";
import { buttonClass } from "~/components/ui/index.tsx";
import { useTexts } from "~/lib/use-locale.ts";
import { type ListQuery, PAGE_SIZE } from "../constants.ts";
import { COMMUNITY_TEXT, TEXTS } from "../texts.ts";
import type { ListedPost } from "../types.ts";
import { CommentsPanel } from "./Comments.tsx";
import { type ClientViewer, PostCard } from "./PostCard.tsx";
import type { useMorePosts } from "./use-more-posts.ts";

/**
 * The posts of /community as cards. One comments panel is open at a time; comments added there raise
 * the card's count without reloading the list.
 */
export function PostList({
  posts,
  viewer,
  now,
  returnTo,
}: {
  posts: ListedPost[];
  viewer: ClientViewer;
  now: number;
  returnTo: string;
}) {
  const [openPost, setOpenPost] = useState<string | null>(null);
  const [addedComments, setAddedComments] = useState<Record<string, number>>({});
  return (
    <ol className="mt-6 space-y-5">
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard
            post={post}
            viewer={viewer}
            now={now}
            returnTo={returnTo}
            commentsOpen={openPost === post.id}
            commentsCount={post.commentsCount + (addedComments[post.id] ?? 0)}
            onToggleComments={() => setOpenPost((open) => (open === post.id ? null : post.id))}
          >
            {openPost === post.id ? (
              <CommentsPanel
                postId={post.id}
                viewer={viewer}
                now={now}
                returnTo={returnTo}
                onCountChange={(delta) =>
                  setAddedComments((counts) => ({ ...counts, [post.id]: (counts[post.id] ?? 0) + delta }))
                }
              />
            ) : null}
          </PostCard>
        </li>
      ))}
    </ol>
  );
}

/** The spec's notice when the posts could not be loaded. */
export function PostsFailedNotice() {
  const t = useTexts(TEXTS);
  return (
    <div role="alert" className="mt-6 rounded-lg border border-coral-400 bg-coral-100 px-4 py-3 text-coral-700">
      <p className="font-semibold">{t.errorLoadingPosts}</p>
      <p className="mt-1 text-sm">{t.unableToLoadPosts}</p>
    </div>
  );
}

/** Why the list is empty: nothing matches, no more pages, or no posts at all yet. */
export function EmptyListNotice({ query }: { query: ListQuery & { page: number } }) {
  const T = useTexts(COMMUNITY_TEXT);
  const text =
    query.q || query.category !== "all" || query.language ? T.noMatch : query.page > 1 ? T.noMore : T.noPosts;
  return (
    <p className="mt-8 rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600">{text}</p>
  );
}

/** The spec: more are offered only when a full page came back (and, here, more exist). */
export function LoadMore({ more }: { more: ReturnType<typeof useMorePosts> }) {
  const T = useTexts(COMMUNITY_TEXT);
  if (!more.nextCursor || more.posts.length < PAGE_SIZE) return null;
  return (
    <div className="mt-8 text-center">
      <Link to={more.nextPageHref} className={buttonClass("outline")} onClick={more.loadMore}>
        {more.loading ? T.loading : T.loadMore}
      </Link>
    </div>
  );
}
