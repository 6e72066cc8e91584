import { Mail, Rss } from "lucide-react";
import { data } from "react-router";
import { Link } from "~/components/Link.tsx";
import { CRUMB_TEXTS } from "~/components/texts.ts";
import { Container, PageHeader } from "~/components/ui/index.tsx";
import { blogPage } from "~/features/blog/blog.server.ts";
import { ArticleCard } from "~/features/blog/components/ArticleCard.tsx";
import { CategoryFilter } from "~/features/blog/components/CategoryFilter.tsx";
import { BLOG_PAGE_TEXT } from "~/features/blog/texts.ts";
import { ARTICLE_CATEGORY_LABELS, labelOf } from "~/features/content/texts.ts";
import { NewsletterForm } from "~/features/newsletter/components/NewsletterForm.tsx";
import { localeOf } from "~/lib/locale.ts";
import { logNotFound } from "~/lib/not-found.server.ts";
import { breadcrumbs, rootConfig, seo } from "~/lib/seo.ts";
import { useLocale } from "~/lib/use-locale.ts";
import type { Route } from "./+types/blog";

/** An unknown ?category= answers 404 with the "no articles" card and its link to /blog. */
export function loader({ request }: Route.LoaderArgs) {
  const page = blogPage(new URL(request.url).searchParams.get("category"), localeOf(request));
  if (!page.unknown) return page;
  logNotFound(request);
  return data(page, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = rootConfig(matches);
  const active = loaderData?.active;
  const locale = site.locale ?? "en";
  const t = BLOG_PAGE_TEXT[locale];
  const crumbs = CRUMB_TEXTS[locale];
  return [
    ...seo(site, {
      title: active ? t.categoryTitle(labelOf(ARTICLE_CATEGORY_LABELS[locale], active)) : t.metaTitle,
      description: t.metaDescription,
      path: "/blog",
      // Filtered views point to the full list as their canonical page; an unknown filter is not indexed.
      noindex: Boolean(loaderData?.unknown),
      jsonLd: [
        breadcrumbs(site, [
          [crumbs.home, "/"],
          [crumbs.blog, "/blog"],
        ]),
      ],
    }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: BLOG_PAGE_TEXT.en.feedTitle(site.siteName),
      href: `${site.siteUrl}/blog/rss.xml`,
    },
  ];
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { categories, active, unknown, articles } = loaderData;
  const locale = useLocale();
  const t = BLOG_PAGE_TEXT[locale];
  const crumbs = CRUMB_TEXTS[locale];
  const activeLabel = active ? labelOf(ARTICLE_CATEGORY_LABELS[locale], active) : null;
  return (
    <>
      <PageHeader
        title={t.metaTitle}
        subtitle={t.storiesAndPracticalGuides}
        trail={[{ label: crumbs.home, to: "/" }, { label: crumbs.blog }]}
      />
      <Container className="py-10">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <CategoryFilter categories={categories} active={unknown ? undefined : active} />
          <a
            href="/blog/rss.xml"
            className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-ocean-700 underline-offset-2 hover:underline sm:self-auto"
          >
            <Rss aria-hidden="true" className="size-4" />
            {t.rssFeed}
          </a>
        </div>

        <p className="mt-6 text-sm text-slate-600" aria-live="polite">
          {unknown ? null : activeLabel ? t.countIn(articles.length, activeLabel) : t.count(articles.length)}
        </p>

        {articles.length === 0 ? (
          <section
            aria-labelledby="no-articles"
            className="mt-6 rounded-2xl border border-slate-200 bg-sand-50 p-8 text-center"
          >
            <h2 id="no-articles" className="text-xl font-bold text-ocean-900">
              {t.noArticlesInThis}
            </h2>
            <p className="mt-2 text-slate-700">
              {unknown ? (
                <>
                  {t.weHaveNothingFiled}
                  {unknown}
                  {t.yet}
                </>
              ) : null}
              {t.browseEverythingWeHave}
            </p>
            <Link
              to="/blog"
              className="mt-4 inline-block rounded-full bg-ocean-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-ocean-800"
            >
              {t.showAllArticles}
            </Link>
          </section>
        ) : (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {articles.map((a) => (
              <li key={a.slug}>
                <ArticleCard article={a} />
              </li>
            ))}
          </ul>
        )}

        <section
          aria-labelledby="blog-newsletter"
          className="mt-16 rounded-2xl bg-gradient-to-br from-teal-700 to-ocean-800 p-8 text-white"
        >
          <h2 id="blog-newsletter" className="flex items-center gap-2 text-2xl font-bold">
            <Mail aria-hidden="true" className="size-6" />
            {t.getNewGuidesBy}
          </h2>
          <p className="mt-2 max-w-2xl text-ocean-50">{t.newArticlesRouteChanges}</p>
          <div className="mt-6 max-w-xl rounded-xl bg-white p-5 text-slate-900">
            <NewsletterForm source="blog" />
          </div>
        </section>
      </Container>
    </>
  );
}
