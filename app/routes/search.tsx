import { data } from "react-router";
import { SearchBox } from "~/components/SearchBox.tsx";
import { CRUMB_TEXTS } from "~/components/texts.ts";
import { Container, PageHeader } from "~/components/ui/index.tsx";
import { SearchResultList } from "~/features/search/components/SearchResults.tsx";
import { searchSite } from "~/features/search/search.server.ts";
import { SEARCH_TEXTS } from "~/features/search/texts.ts";
import { localeOf } from "~/lib/locale.ts";
import { passOnHeaders } from "~/lib/route-headers.ts";
import { rootConfig, seo } from "~/lib/seo.ts";
import { useLocalizedPath, useTexts } from "~/lib/use-locale.ts";
import type { Route } from "./+types/search";

export async function loader({ request }: Route.LoaderArgs) {
  // /id/search searches the Indonesian edition and links to its pages (issue 31).
  const page = await searchSite(new URL(request.url).searchParams.get("q"), localeOf(request));
  const refused = page.status === "tooLong" || page.status === "noWords";
  // Results include forum posts, which an admin can hide: no shared cache keeps them.
  return data(page, { status: refused ? 400 : 200, headers: { "Cache-Control": "no-cache" } });
}

export const headers: Route.HeadersFunction = (args) => passOnHeaders(args);

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = rootConfig(matches);
  const t = SEARCH_TEXTS[site.locale ?? "en"];
  const query = loaderData?.query;
  return [
    ...seo(site, {
      title: query ? t.metaTitleFor(query) : t.metaTitle,
      description: t.intro,
      path: "/search",
    }),
    { name: "robots", content: "noindex, follow" },
  ];
};

function Message({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-700">
      {children}
    </p>
  );
}

function Results({ page }: { page: Extract<Route.ComponentProps["loaderData"], { status: "ok" }> }) {
  const t = useTexts(SEARCH_TEXTS);
  const localize = useLocalizedPath();
  const count = page.guide.length + page.forum.length;
  if (count === 0 && page.forumSearched) {
    return (
      <Message>
        {t.noResults(page.query)} {t.noResultsHint}
      </Message>
    );
  }
  return (
    <div className="space-y-10">
      <p role="status" className="text-slate-600">
        {t.resultsFor(count, page.query)}
      </p>
      {page.guide.length > 0 ? (
        <section aria-labelledby="guide-results">
          <h2 id="guide-results" className="mb-4 text-xl font-bold text-slate-900">
            {t.guideHeading}
          </h2>
          <SearchResultList results={page.guide} />
        </section>
      ) : null}
      <section aria-labelledby="forum-results">
        <h2 id="forum-results" className="mb-4 text-xl font-bold text-slate-900">
          {t.forumHeading}
        </h2>
        {page.forumSearched ? null : <Message>{t.forumUnavailable}</Message>}
        {page.forum.length > 0 ? <SearchResultList results={page.forum} /> : null}
        <p className="mt-4">
          <a
            href={localize(`/community?q=${encodeURIComponent(page.query)}&sort=relevance`)}
            className="font-medium text-ocean-700 underline"
          >
            {t.forumMore}
          </a>
        </p>
      </section>
    </div>
  );
}

export default function SearchRoute({ loaderData: page }: Route.ComponentProps) {
  const t = useTexts(SEARCH_TEXTS);
  const crumbs = useTexts(CRUMB_TEXTS);
  const localize = useLocalizedPath();
  return (
    <>
      <PageHeader
        title={t.heading}
        subtitle={t.intro}
        trail={[{ label: crumbs.home, to: localize("/") }, { label: t.metaTitle }]}
      />
      <Container className="max-w-3xl space-y-8 py-10">
        <SearchBox defaultValue={page.query} />
        {page.status === "ok" ? <Results page={page} /> : null}
        {page.status === "tooLong" ? <Message>{t.tooLong}</Message> : null}
        {page.status === "noWords" ? <Message>{t.noWords}</Message> : null}
      </Container>
    </>
  );
}
