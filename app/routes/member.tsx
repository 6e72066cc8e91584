import { data } from "react-router";
import { isNotFound, notFoundBoundary } from "~/components/ErrorPage.tsx";
import { NotFound } from "~/components/NotFound.tsx";
import { Container } from "~/components/ui/index.tsx";
import { MemberProfileView } from "~/features/members/components/MemberProfile.tsx";
import { profilePage } from "~/features/members/constants.ts";
import { getMemberProfile, memberComments, memberPosts } from "~/features/members/members.server.ts";
import { PROFILE_TEXTS } from "~/features/members/texts.ts";
import { localeFromPath } from "~/lib/locale.ts";
import { notFound } from "~/lib/not-found.server.ts";
import { pageCache } from "~/lib/page-cache.server.ts";
import type { Route } from "./+types/member";

/** The same page for everyone (no viewer-specific content): visitors share one render per second (ADR 0011). */
export const middleware: Route.MiddlewareFunction[] = [pageCache.middlewareFor(["posts", "comments"])];

/** A member's public profile (ADR 0023): 404 for an unknown, deleted or banned member. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const headers = { "Cache-Control": "private, no-cache", Vary: "Cookie" };
  const member = await getMemberProfile(params.id);
  if (!member) throw notFound(request, [], headers);
  const search = new URL(request.url).searchParams;
  const [posts, comments] = await Promise.all([
    memberPosts(member.id, profilePage(search.get("posts"))),
    memberComments(member.id, profilePage(search.get("comments"))),
  ]);
  return data({ member, posts, comments, now: Date.now() }, { headers });
}

export const meta: Route.MetaFunction = ({ loaderData, error, location }) => {
  const t = PROFILE_TEXTS[localeFromPath(location.pathname)];
  if (!loaderData) return isNotFound(error) ? [{ title: t.notFound }, { name: "robots", content: "noindex" }] : [];
  const { name } = loaderData.member;
  // Members are private people: their pages are for the forum's readers, not for search engines.
  return [
    { title: t.pageTitle(name) },
    { name: "description", content: t.description(name) },
    { name: "robots", content: "noindex" },
  ];
};

export const ErrorBoundary = notFoundBoundary(NotFound);

export default function MemberRoute({ loaderData }: Route.ComponentProps) {
  return (
    <Container className="max-w-3xl py-8">
      <MemberProfileView
        member={loaderData.member}
        posts={loaderData.posts}
        comments={loaderData.comments}
        now={loaderData.now}
      />
    </Container>
  );
}
