import { data } from "react-router";
import { isNotFound, notFoundBoundary } from "~/components/ErrorPage.tsx";
import { NotFound } from "~/components/NotFound.tsx";
import { Container } from "~/components/ui/index.tsx";
import { HistoryView } from "~/features/forum/components/History.tsx";
import { historyOf } from "~/features/forum/history.server.ts";
import { getViewer } from "~/features/forum/session.server.ts";
import { TEXTS_HISTORY } from "~/features/forum/texts.ts";
import { localeFromPath } from "~/lib/locale.ts";
import { notFound } from "~/lib/not-found.server.ts";
import { pageCache } from "~/lib/page-cache.server.ts";
import type { Route } from "./+types/community-history";

/** Visitors without cookies share one render per second (ADR 0011); admins also see hidden items. */
export const middleware: Route.MiddlewareFunction[] = [pageCache.middlewareFor(["comment"])];

/** The earlier versions of a post, or of one of its comments (?comment=<id>); ADR 0023. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  const search = new URL(request.url).searchParams;
  // ?page=N: the earlier versions come a page at a time (ADR 0025), newest first.
  const page = Number.parseInt(search.get("page") ?? "1", 10);
  const history = await historyOf(params.id, search.get("comment"), viewer, { page: Number.isFinite(page) ? page : 1 });
  const headers = { "Cache-Control": "private, no-cache", Vary: "Cookie" };
  if (!history) throw notFound(request, [], headers);
  return data({ history, now: Date.now() }, { headers });
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) => {
  const t = TEXTS_HISTORY[localeFromPath(location.pathname)];
  if (!loaderData) return isNotFound(error) ? [{ title: t.notFound }, { name: "robots", content: "noindex" }] : [];
  const { history } = loaderData;
  const title = history.kind === "post" ? t.pageTitle(history.post.title) : t.commentPageTitle(history.post.title);
  // The versions are the post's own text again: not a page for search engines.
  return [{ title }, { name: "robots", content: "noindex" }];
};

export const ErrorBoundary = notFoundBoundary(NotFound);

export default function CommunityHistoryRoute({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="max-w-3xl py-8">
      <HistoryView history={loaderData.history} now={loaderData.now} />
    </Container>
  );
}
