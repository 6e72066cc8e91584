import { useEffect } from "react";
import { data, type ShouldRevalidateFunctionArgs, useLocation, useNavigate, useRevalidator } from "react-router";
import { toast } from "sonner";
import { ToastNotice } from "~/components/Toaster.tsx";
import { Container, PageHeader } from "~/components/ui/index.tsx";
import { CommunitySidebar } from "~/features/forum/components/CommunitySidebar.tsx";
import { CreatePost } from "~/features/forum/components/CreatePost.tsx";
import { ListFilters } from "~/features/forum/components/ListFilters.tsx";
import type { ClientViewer } from "~/features/forum/components/PostCard.tsx";
import { EmptyListNotice, LoadMore, PostList, PostsFailedNotice } from "~/features/forum/components/PostList.tsx";
import { useMorePosts } from "~/features/forum/components/use-more-posts.ts";
import { COMPOSE_PARAM, COMPOSE_PATH, LIST_QUERY_PARAMS, parseListQuery } from "~/features/forum/constants.ts";
import { createPostFromRequest } from "~/features/forum/create-post.server.ts";
import { localSignInHref } from "~/features/forum/links.ts";
import { listPosts } from "~/features/forum/listing.server.ts";
import { getViewer } from "~/features/forum/session.server.ts";
import { COMMUNITY_TEXT, TEXTS } from "~/features/forum/texts.ts";
import type { ListedPost, PostView } from "~/features/forum/types.ts";
import { maxFileMb, uploadLimits } from "~/features/media/upload.server.ts";
import { type CommunityCounts, recentCommunityCounts } from "~/features/stats/site-stats.server.ts";
import { atLeast } from "~/lib/claims.ts";
import { rateLimitIp } from "~/lib/client-ip.server.ts";
import { rethrowIfDatabaseUnavailable } from "~/lib/db/unavailable.ts";
import type { RouteHandle } from "~/lib/handle.ts";
import { type Locale, localeFromPath, localeOf, localizePath } from "~/lib/locale.ts";
import { log } from "~/lib/log.server.ts";
import { assertSameOrigin } from "~/lib/origin.server.ts";
import { pageCache } from "~/lib/page-cache.server.ts";
import { answerRefusal } from "~/lib/refusal.ts";
import { passOnHeaders } from "~/lib/route-headers.ts";
import { rootConfig, seo } from "~/lib/seo.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { useTexts } from "~/lib/use-locale.ts";
import type { Route } from "./+types/community";

export const handle: RouteHandle = { hydrate: true };

/** Visitors without cookies share one render per second (ADR 0011); members always get a fresh page. */
export const middleware: Route.MiddlewareFunction[] = [pageCache.middlewareFor(LIST_QUERY_PARAMS)];

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
    const [page, counts] = await Promise.all([listPosts(query, viewer), recentCommunityCounts()]);
    const figures = communityFigures(counts, localeOf(request));
    const posts = page.posts.map(listed);
    return data({ ...base, ok: true as const, figures, posts, nextCursor: page.nextCursor }, { headers });
  } catch (error) {
    // An outage shows the friendly 503 page (root error boundary) instead of an empty list.
    rethrowIfDatabaseUnavailable(error);
    log.error("community: loading posts failed:", error);
    return data(
      {
        ...base,
        ok: false as const,
        figures: [] as string[],
        posts: [] as ListedPost[],
        nextCursor: null as string | null,
      },
      { status: 500, headers },
    );
  }
}

/** What a card shows: the list's HTML only (the page is hydrated, so its data is sent again as JSON). */
function listed({ content: _source, ...post }: PostView): ListedPost {
  return post;
}

/** The spec's "N+ members · N+ posts per month", counted (issue 19); a figure of nothing is left out. */
function communityFigures(counts: CommunityCounts, locale: Locale): string[] {
  const t = COMMUNITY_TEXT[locale];
  // lib/claims writes "1,200+"; Indonesian groups thousands with a dot ("1.200+").
  const figure = (n: number) => {
    const text = atLeast(n);
    return text && locale === "id" ? text.replace(/,/g, ".") : text;
  };
  const members = figure(counts.members);
  const posts = figure(counts.postsLast30Days);
  return [members ? t.members(members) : null, posts ? t.postsPerMonth(posts) : null].filter(
    (f): f is string => f !== null,
  );
}

/** Creating a post without JavaScript (the dialog uses /api/community/posts for its progress bar). */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const viewer = await getViewer(request);
  const locale = localeOf(request);
  const t = TEXTS[locale];
  const outcome = await createPostFromRequest(request, viewer, rateLimitIp(context), locale);
  if (outcome.ok) {
    return redirectWithToast(localizePath(`/community#post-${outcome.postId}`, locale), { title: t.postCreated });
  }
  const { refusal, values } = outcome;
  if (refusal.status === 401) {
    const signIn = localSignInHref(COMPOSE_PATH, locale);
    return redirectWithToast(signIn, { title: t.mustLogInToPost, variant: "destructive" });
  }
  // A refused upload may leave the rest of its body unread: the browser must not reuse the connection.
  return answerRefusal(refusal, { values }, refusal.status === 413 ? { Connection: "close" } : {});
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
  const t = COMMUNITY_TEXT[site.locale ?? "en"];
  return seo(site, {
    title: t.metaTitle,
    description: t.metaDescription,
    path: "/community",
    // Search results and later pages are not separate documents for search engines.
    noindex: location.search.length > 1,
  });
};

export default function CommunityRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { query, viewer, rules, now } = loaderData;
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const returnTo = `${location.pathname}${location.search}`;
  const more = useMorePosts(loaderData);
  const T = useTexts(COMMUNITY_TEXT);
  const texts = useTexts(TEXTS);

  useEffect(() => {
    if (!loaderData.ok) toast.error(texts.errorLoadingPosts, { description: texts.unableToLoadPosts });
  }, [loaderData.ok, texts]);

  return (
    <>
      <PageHeader title={T.heading} subtitle={T.subtitle}>
        {loaderData.figures.length > 0 ? (
          <ul aria-label={T.figuresLabel} className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm font-semibold">
            {loaderData.figures.map((figure) => (
              <li key={figure}>{figure}</li>
            ))}
          </ul>
        ) : null}
        <div className="mt-6 flex flex-wrap gap-3">
          <CreatePost
            viewer={viewer}
            rules={rules}
            compose={Boolean(viewer) && new URLSearchParams(location.search).get(COMPOSE_PARAM) === "1"}
            failed={actionData?.values}
            onCreated={() => {
              if (location.search) navigate(localizePath("/community", localeFromPath(location.pathname)));
              else revalidator.revalidate();
            }}
          />
        </div>
      </PageHeader>
      <ToastNotice toast={actionData?.toast} />
      <Container className="grid gap-8 py-10 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0">
          <ListFilters query={query} />
          {!loaderData.ok ? <PostsFailedNotice /> : null}
          <h2 className="sr-only">{T.postsHeading}</h2>
          {loaderData.ok && more.posts.length === 0 ? <EmptyListNotice query={query} /> : null}
          <PostList posts={more.posts} viewer={viewer} now={now} returnTo={returnTo} />
          <LoadMore more={more} />
        </div>
        <CommunitySidebar viewer={viewer} returnTo={returnTo} />
      </Container>
    </>
  );
}
