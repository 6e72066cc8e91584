import { ArrowLeft } from "lucide-react";
import { data, Form, useFetcher, useLocation, useNavigation } from "react-router";
import { isNotFound, notFoundBoundary } from "~/components/ErrorPage.tsx";
import { Link } from "~/components/Link.tsx";
import { ToastNotice, useToastFromData } from "~/components/Toaster.tsx";
import { Container } from "~/components/ui/index.tsx";
import { listComments } from "~/features/forum/comments.server.ts";
import { CommentForm, CommentList } from "~/features/forum/components/Comments.tsx";
import { type ClientViewer, PostCard } from "~/features/forum/components/PostCard.tsx";
import { PostFields } from "~/features/forum/components/PostFields.tsx";
import { ReportForm } from "~/features/forum/components/ReportForm.tsx";
import { markdownToText } from "~/features/forum/markdown.server.ts";
import { handlePostAction, type PostActionData } from "~/features/forum/post-actions.server.ts";
import { getPost } from "~/features/forum/posts.server.ts";
import { getViewer } from "~/features/forum/session.server.ts";
import { POST_TEXT } from "~/features/forum/texts.ts";
import { WatchButton } from "~/features/notifications/components/WatchButton.tsx";
import { isWatching, markThreadSeen } from "~/features/notifications/notifications.server.ts";
import { rateLimitIp } from "~/lib/client-ip.server.ts";
import { postPath } from "~/lib/community-links.ts";
import type { RouteHandle } from "~/lib/handle.ts";
import { localizePath } from "~/lib/locale.ts";
import { notFound } from "~/lib/not-found.server.ts";
import { assertSameOrigin } from "~/lib/origin.server.ts";
import { pageCache } from "~/lib/page-cache.server.ts";
import { passOnHeaders } from "~/lib/route-headers.ts";
import { breadcrumbs, rootConfig, seo } from "~/lib/seo.ts";
import { useHydrated } from "~/lib/use-hydrated.ts";
import { useLocale, useTexts } from "~/lib/use-locale.ts";
import type { Route } from "./+types/community-post";

export const handle: RouteHandle = { hydrate: true };

/** Visitors without cookies share one render per second (ADR 0011); members always get a fresh page. */
export const middleware: Route.MiddlewareFunction[] = [pageCache.middlewareFor(["comments"])];

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  const headers = { "Cache-Control": "private, no-cache", Vary: "Cookie" };
  const post = await getPost(params.id, viewer);
  const clientViewer = viewer
    ? ({ id: viewer.id, name: viewer.name ?? "", role: viewer.role } satisfies ClientViewer)
    : null;
  if (!post) throw notFound(request, [], headers);
  // ?comments=<cursor>: the next comments after the first COMMENTS_PAGE (a plain link, works without JavaScript).
  const after = new URL(request.url).searchParams.get("comments");
  const { comments, nextCursor } = await listComments(post.id, {
    viewer,
    after: after && after.length <= 300 ? after : null,
  });
  // A member who opens the thread has seen its new replies (the count on /account; ADR 0022).
  const watching = viewer ? await isWatching(viewer.id, { id: post.id, authorId: post.author.id }) : false;
  if (viewer) await markThreadSeen(viewer.id, post.id);
  return data(
    {
      post,
      // The post as a reader sees it (Markdown rendered, then plain text), for the meta description.
      description: markdownToText(post.content).slice(0, 160),
      comments,
      nextComments: nextCursor,
      laterComments: Boolean(after),
      watching,
      viewer: clientViewer,
      now: Date.now(),
    },
    { headers },
  );
}

/** Upvote, comment, and the author's edit and delete (app/features/forum/post-actions.server.ts). */
export async function action({ request, params, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const viewer = await getViewer(request);
  return handlePostAction(request, params.id, viewer, rateLimitIp(context));
}

/** React Router passes an action's headers on only through this export: a 429 keeps its Retry-After. */
export function headers(args: Route.HeadersArgs) {
  return passOnHeaders(args);
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => {
  const site = rootConfig(matches);
  const T = POST_TEXT[site.locale ?? "en"];
  if (!loaderData) {
    if (!isNotFound(error)) return [];
    return [{ title: T.notFoundMetaTitle(site.siteName) }, { name: "robots", content: "noindex" }];
  }
  const { post } = loaderData;
  const path = postPath(post.id);
  const description = loaderData.description;
  return seo(site, {
    title: post.title,
    description,
    path,
    type: "article",
    noindex: Boolean(post.hiddenAt),
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "DiscussionForumPosting",
        headline: post.title,
        text: description,
        datePublished: post.createdAt,
        author: { "@type": "Person", name: post.author.name },
        url: `${site.siteUrl}${path}`,
        commentCount: post.commentsCount,
      },
      breadcrumbs(site, [
        [T.home, "/"],
        [T.crumb, "/community"],
        [post.title, path],
      ]),
    ],
  });
};

function PostNotFound() {
  const T = useTexts(POST_TEXT);
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{T.notFound}</h1>
      <p className="mt-3 text-slate-600">{T.notFoundText}</p>
      <Link
        to="/community"
        className="mt-8 inline-flex items-center gap-2 rounded-full bg-ocean-700 px-6 py-3 font-semibold text-white hover:bg-ocean-800"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {T.backToCommunity}
      </Link>
    </section>
  );
}

export const ErrorBoundary = notFoundBoundary(PostNotFound);

export default function CommunityPostRoute({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  const { post, comments, viewer, now } = loaderData;
  const locale = useLocale();
  const T = POST_TEXT[locale];
  const returnTo = `${location.pathname}${location.search}`;
  // A refused form without JavaScript: the notice, and the form again with what was typed.
  const refused = actionData && !actionData.ok ? actionData : undefined;
  const typed = (intent: string) => (refused?.intent === intent ? refused.values : undefined);
  return (
    <Container className="max-w-3xl py-8">
      {/* Without JavaScript a refused form (a report without a reason, say) comes back here with its reason. */}
      <ToastNotice toast={actionData?.toast} />
      <Link
        to="/community"
        className="inline-flex items-center gap-1 text-sm font-semibold text-ocean-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {T.backToCommunity}
      </Link>
      <div className="mt-4">
        <PostCard
          post={post}
          viewer={viewer}
          now={now}
          returnTo={returnTo}
          headingLevel={1}
          linkTitle={false}
          allMedia
        />
      </div>
      {viewer && viewer.id === post.author.id && !post.hiddenAt ? (
        <OwnPostActions post={post} typed={typed("edit-post")} />
      ) : null}
      {viewer && !post.hiddenAt ? (
        <div className="mt-3 flex flex-wrap items-start gap-3">
          <WatchButton postPath={postPath(post.id)} watching={loaderData.watching} returnTo={returnTo} />
          {viewer.id !== post.author.id ? <ReportForm postId={post.id} returnTo={returnTo} /> : null}
        </div>
      ) : null}
      <section id="comments" aria-labelledby="comments-heading" className="mt-8">
        <h2 id="comments-heading" className="text-xl font-bold text-ocean-900">
          {T.commentsHeading(post.commentsCount)}
        </h2>
        <div className="mt-4">
          {loaderData.laterComments ? (
            <p className="mb-3 text-sm">
              <Link to={`${postPath(post.id)}#comments`} className="font-semibold text-ocean-700 underline">
                {T.backToFirstComments}
              </Link>
            </p>
          ) : null}
          <CommentList
            comments={comments}
            viewer={viewer}
            now={now}
            postId={post.id}
            manage
            refusedEdit={typed("edit-comment")}
          />
          {loaderData.nextComments ? (
            <p className="mt-3 text-sm">
              <Link
                to={`${postPath(post.id)}?comments=${encodeURIComponent(loaderData.nextComments)}#comments`}
                className="font-semibold text-ocean-700 underline"
              >
                {T.moreComments}
              </Link>
            </p>
          ) : null}
        </div>
        <CommentForm postId={post.id} viewer={viewer} returnTo={returnTo} typed={typed("comment")?.content} />
      </section>
    </Container>
  );
}

function OwnPostActions({
  post,
  typed,
}: {
  post: { id: string; title: string; content: string; category: string };
  typed?: { title?: string; content?: string; category?: string };
}) {
  const edit = useFetcher<PostActionData>();
  // Deleting navigates (not a fetcher): the action redirects to /community with the toast.
  const navigation = useNavigation();
  const deleting = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete-post";
  const hydrated = useHydrated();
  const locale = useLocale();
  const T = POST_TEXT[locale];
  const action = localizePath(postPath(post.id), locale);
  useToastFromData(edit.data?.toast);
  return (
    <div className="mt-4 flex flex-wrap items-start gap-4 rounded-2xl border border-slate-200 bg-white p-4 text-sm">
      <details className="min-w-0 flex-1" open={typed !== undefined}>
        <summary className="cursor-pointer font-semibold text-ocean-700">{T.editYourPost}</summary>
        <edit.Form method="post" action={action} className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="edit-post" />
          {hydrated ? <input type="hidden" name="via" value="fetcher" /> : null}
          <PostFields
            values={
              typed ? { title: typed.title ?? "", content: typed.content ?? "", category: typed.category ?? "" } : post
            }
            idPrefix="edit"
          />
          <button type="submit" className="rounded-full bg-ocean-700 px-4 py-2 font-semibold text-white">
            {edit.state !== "idle" ? T.saving : T.saveChanges}
          </button>
        </edit.Form>
      </details>
      <Form
        method="post"
        action={action}
        onSubmit={(event) => {
          if (!window.confirm(T.confirmDelete)) event.preventDefault();
        }}
      >
        <input type="hidden" name="intent" value="delete-post" />
        <button type="submit" className="rounded-full border border-coral-600 px-4 py-2 font-semibold text-coral-700">
          {deleting ? T.deleting : T.deletePost}
        </button>
      </Form>
    </div>
  );
}
