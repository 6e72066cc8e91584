import { Search, Users } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import {
  data,
  Form,
  Link,
  type ShouldRevalidateFunctionArgs,
  useFetcher,
  useLocation,
  useNavigate,
  useRevalidator,
  useSubmit,
} from "react-router";
import { toast } from "sonner";
import { ToastNotice } from "~/components/Toaster.tsx";
import { buttonClass, Container, PageHeader } from "~/components/ui/index.tsx";
import { CommentsPanel } from "~/features/forum/components/Comments.tsx";
import { CreatePost } from "~/features/forum/components/CreatePost.tsx";
import { type ClientViewer, PostCard } from "~/features/forum/components/PostCard.tsx";
import { CategoryOptions } from "~/features/forum/components/PostFields.tsx";
import {
  listSearch,
  PAGE_SIZE,
  POST_SORTS,
  parseListQuery,
  SEARCH_MAX,
  SORT_LABELS,
  TEXTS,
} from "~/features/forum/constants.ts";
import { createPostFromRequest } from "~/features/forum/create-post.server.ts";
import { signInHref } from "~/features/forum/links.ts";
import { listPosts } from "~/features/forum/listing.server.ts";
import { getViewer } from "~/features/forum/session.server.ts";
import type { PostView } from "~/features/forum/types.ts";
import { maxFileMb, uploadLimits } from "~/features/media/upload.server.ts";
import { rateLimitIp } from "~/lib/client-ip.server.ts";
import { rethrowIfDatabaseUnavailable } from "~/lib/db/unavailable.ts";
import type { RouteHandle } from "~/lib/handle.ts";
import { assertSameOrigin } from "~/lib/origin.server.ts";
import { pageCache } from "~/lib/page-cache.server.ts";
import { passOnHeaders } from "~/lib/route-headers.ts";
import { rootConfig, seo } from "~/lib/seo.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";
import type { Route } from "./+types/community";

export const handle: RouteHandle = { hydrate: true };

/** Visitors without cookies share one render per second (ADR 0011); members always get a fresh page. */
export const middleware: Route.MiddlewareFunction[] = [pageCache.middleware];

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = parseListQuery(url.searchParams);
  const viewer = await getViewer(request);
  const limits = uploadLimits();
  const base = {
    query,
    viewer: viewer ? ({ id: viewer.id, name: viewer.name ?? "", role: viewer.role } satisfies ClientViewer) : null,
    rules: { maxFiles: limits.maxFiles, maxFileMb: maxFileMb(limits) },
    now: Date.now(),
  };
  const headers = { "Cache-Control": "private, no-cache", Vary: "Cookie" };
  try {
    const page = await listPosts(query, viewer);
    return data({ ...base, ok: true as const, posts: page.posts, nextCursor: page.nextCursor }, { headers });
  } catch (error) {
    // An outage shows the friendly 503 page (root error boundary) instead of an empty list.
    rethrowIfDatabaseUnavailable(error);
    console.error("community: loading posts failed:", error);
    return data(
      { ...base, ok: false as const, posts: [] as PostView[], nextCursor: null as string | null },
      { status: 500, headers },
    );
  }
}

/** Creating a post without JavaScript (the dialog uses /api/community/posts for its progress bar). */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const viewer = await getViewer(request);
  const outcome = await createPostFromRequest(request, viewer, rateLimitIp(context));
  if (outcome.ok) return redirectWithToast(`/community#post-${outcome.postId}`, { title: TEXTS.postCreated });
  if (outcome.status === 401) {
    return redirectWithToast(signInHref("/community"), { title: TEXTS.mustLogInToPost, variant: "destructive" });
  }
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (outcome.retryAfterSeconds) headers["Retry-After"] = String(outcome.retryAfterSeconds);
  if (outcome.status === 413) headers.Connection = "close";
  return data(
    {
      toast: { title: outcome.title, description: outcome.description, variant: "destructive" as const },
      values: outcome.values,
    },
    { status: outcome.status, headers },
  );
}

/** Upvotes and comments change one card, not the list: the list is not reloaded for them. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get("intent");
  if (intent === "upvote" || intent === "comment") return false;
  return defaultShouldRevalidate;
}

/** React Router passes an action's headers on only through this export: a 429 keeps its Retry-After. */
export function headers(args: Route.HeadersArgs) {
  return passOnHeaders(args);
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const site = rootConfig(matches);
  return seo(site, {
    title: "Community Forum",
    description:
      "Ask and answer questions about travelling around Sulawesi: ferries, flights, overland routes, tips and trip reports from 2,400+ members.",
    path: "/community",
    // Search results and later pages are not separate documents for search engines.
    noindex: location.search.length > 1,
  });
};

type LoaderData = Route.ComponentProps["loaderData"];

export default function CommunityRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { query, viewer, rules, now } = loaderData;
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const returnTo = `${location.pathname}${location.search}`;

  // Load More (with JavaScript): later pages are appended here; a new list (search, topic, sort) starts over.
  const [more, setMore] = useState<{ key: string; posts: PostView[]; nextCursor: string | null; page: number }>();
  const listKey = `${location.search}|${loaderData.posts[0]?.id ?? ""}`;
  const extra = more?.key === listKey ? more : undefined;
  const posts = [...loaderData.posts, ...(extra?.posts ?? [])];
  const nextCursor = extra ? extra.nextCursor : loaderData.nextCursor;
  const page = extra?.page ?? query.page;
  const moreFetcher = useFetcher<LoaderData>();
  const fetched = moreFetcher.data;
  const pendingKey = useRef(listKey);
  useEffect(() => {
    if (!fetched || moreFetcher.state !== "idle" || pendingKey.current !== listKey) return;
    if (!fetched.ok) {
      toast.error(TEXTS.errorLoadingPosts, { description: TEXTS.unableToLoadPosts });
      return;
    }
    setMore((prev) => {
      const current = prev?.key === listKey ? prev : { key: listKey, posts: [], nextCursor: null, page: query.page };
      if (current.page >= fetched.query.page) return current;
      const seen = new Set([...loaderData.posts, ...current.posts].map((p) => p.id));
      return {
        key: listKey,
        posts: [...current.posts, ...fetched.posts.filter((p) => !seen.has(p.id))],
        nextCursor: fetched.nextCursor,
        page: fetched.query.page,
      };
    });
  }, [fetched, moreFetcher.state, listKey, loaderData.posts, query.page]);

  useEffect(() => {
    if (!loaderData.ok) toast.error(TEXTS.errorLoadingPosts, { description: TEXTS.unableToLoadPosts });
  }, [loaderData.ok]);

  // One comments panel open at a time; comment counts added in panels.
  const [openPost, setOpenPost] = useState<string | null>(null);
  const [addedComments, setAddedComments] = useState<Record<string, number>>({});

  const nextPageHref = `/community${listSearch({ ...query, page: page + 1, after: null })}`;
  const nextDataHref = `/community${listSearch({ ...query, page: page + 1, after: nextCursor })}`;
  const submit = useSubmit();

  return (
    <>
      <PageHeader
        title="Sulawesi Travel Community"
        subtitle="Ask questions, share routes and prices, and swap tips with travellers, local guides and operators."
      >
        <ul aria-label="The community in numbers" className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm font-semibold">
          <li>16,000+ monthly travellers</li>
          <li>2,400+ members</li>
          <li>180+ posts per month</li>
        </ul>
        <div className="mt-6 flex flex-wrap gap-3">
          <CreatePost
            viewer={viewer}
            rules={rules}
            returnTo={returnTo}
            failed={actionData?.values}
            onCreated={() => {
              if (location.search) navigate("/community");
              else revalidator.revalidate();
            }}
          />
        </div>
      </PageHeader>
      <ToastNotice toast={actionData?.toast} />
      <Container className="grid gap-8 py-10 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0">
          <Form
            method="get"
            action="/community"
            role="search"
            aria-label="Search the forum"
            className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
            onChange={(event) => {
              // Topic and sort apply at once; the search box waits for Enter or the button.
              const target = event.target as HTMLElement;
              if (target.tagName === "SELECT") submit(event.currentTarget, { replace: true });
            }}
          >
            <div>
              <label htmlFor="forum-q" className="block text-sm font-semibold text-slate-800">
                Search posts
              </label>
              <input
                id="forum-q"
                type="search"
                name="q"
                defaultValue={query.q}
                key={query.q}
                maxLength={SEARCH_MAX}
                placeholder="Ferry to Togean, Toraja tips..."
                className="w-full rounded-lg border border-slate-300 px-3 py-2"
              />
            </div>
            <div>
              <label htmlFor="forum-topic" className="block text-sm font-semibold text-slate-800">
                Topic
              </label>
              <select
                id="forum-topic"
                name="topic"
                defaultValue={query.category}
                key={query.category}
                className="w-full rounded-lg border border-slate-300 px-3 py-2"
              >
                <option value="all">All topics</option>
                <CategoryOptions />
              </select>
            </div>
            <div>
              <label htmlFor="forum-sort" className="block text-sm font-semibold text-slate-800">
                Sort by
              </label>
              <select
                id="forum-sort"
                name="sort"
                defaultValue={query.sort}
                key={`${query.sort}-${query.q}`}
                className="w-full rounded-lg border border-slate-300 px-3 py-2"
              >
                {query.q ? <option value="relevance">{SORT_LABELS.relevance}</option> : null}
                {POST_SORTS.map((s) => (
                  <option key={s} value={s}>
                    {SORT_LABELS[s]}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={buttonClass("primary")}>
              <Search aria-hidden="true" className="size-4" />
              Search
            </button>
          </Form>

          {!loaderData.ok ? (
            <div role="alert" className="mt-6 rounded-lg border border-coral-400 bg-coral-100 px-4 py-3 text-coral-700">
              <p className="font-semibold">{TEXTS.errorLoadingPosts}</p>
              <p className="mt-1 text-sm">{TEXTS.unableToLoadPosts}</p>
            </div>
          ) : null}

          <h2 className="sr-only">Posts</h2>
          {loaderData.ok && posts.length === 0 ? (
            <p className="mt-8 rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
              {query.q || query.category !== "all"
                ? "No posts match your search. Try other words or another topic."
                : query.page > 1
                  ? "There are no more posts."
                  : "No posts yet. Start the first conversation!"}
            </p>
          ) : null}
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
          {/* The spec: more are offered only when a full page came back (and, here, more exist). */}
          {nextCursor && posts.length >= PAGE_SIZE ? (
            <div className="mt-8 text-center">
              <Link
                to={nextPageHref}
                className={buttonClass("outline")}
                onClick={(event) => {
                  if (!hydrated) return;
                  event.preventDefault();
                  pendingKey.current = listKey;
                  moreFetcher.load(nextDataHref);
                }}
              >
                {moreFetcher.state === "loading" ? "Loading..." : "Load More"}
              </Link>
            </div>
          ) : null}
        </div>
        <aside className="space-y-4">
          {viewer ? (
            <div className="rounded-2xl border border-teal-100 bg-teal-50 p-5">
              <h2 className="font-bold text-teal-900">Welcome back{viewer.name ? `, ${viewer.name}` : ""}!</h2>
              <p className="mt-2 text-sm text-teal-900">
                Share what you learned on the road: fares, timetables, and the places worth the detour.
              </p>
            </div>
          ) : (
            <JoinPrompt returnTo={returnTo} />
          )}
          <div className="rounded-2xl border border-slate-200 bg-white p-5 text-sm text-slate-700">
            <h2 className="font-bold text-ocean-900">Community guidelines</h2>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>Be kind and stay on topic.</li>
              <li>Share prices with the date you paid them.</li>
              <li>No spam or advertising; operators can use the partner form.</li>
            </ul>
          </div>
        </aside>
      </Container>
    </>
  );
}

function JoinPrompt({ returnTo }: { returnTo: string }) {
  return (
    <div className="rounded-2xl border border-ocean-100 bg-ocean-50 p-5">
      <Users aria-hidden="true" className="size-6 text-ocean-700" />
      <h2 className="mt-2 font-bold text-ocean-900">Join the free community</h2>
      <p className="mt-2 text-sm text-ocean-900">
        Sign in to post questions, comment and upvote the most helpful answers. Reading is open to everyone.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <a href={signInHref(returnTo)} className={buttonClass("primary")}>
          Sign in
        </a>
        <a href={`${signInHref(returnTo)}&tab=signup`} className={buttonClass("outline")}>
          Join free
        </a>
      </div>
    </div>
  );
}
