import { ArrowLeft, CalendarDays, Clock, Tag, UserRound } from "lucide-react";
import { ArtImage } from "~/components/ArtImage.tsx";
import { isNotFound, notFoundBoundary } from "~/components/ErrorPage.tsx";
import { Link } from "~/components/Link.tsx";
import { CRUMB_TEXTS, MISSING_PAGE_TEXTS } from "~/components/texts.ts";
import { Container, PageHeader, SectionHeading } from "~/components/ui/index.tsx";
import { articlePage } from "~/features/blog/blog.server.ts";
import { ArticleCard } from "~/features/blog/components/ArticleCard.tsx";
import { ShareButtons } from "~/features/blog/components/ShareButtons.tsx";
import { categoryUrl } from "~/features/blog/links.ts";
import { ARTICLE_PAGE_TEXT } from "~/features/blog/texts.ts";
import { ARTICLE_CATEGORY_LABELS, labelOf } from "~/features/content/texts.ts";
import { SaveForOffline } from "~/features/offline/components/SaveForOffline.tsx";
import { artId, artOgImage } from "~/lib/art.ts";
import { publicConfig } from "~/lib/config.server.ts";
import { formatCalendarDay } from "~/lib/format.ts";
import { localeOf } from "~/lib/locale.ts";
import { notFound } from "~/lib/not-found.server.ts";
import { breadcrumbs, rootConfig, seo } from "~/lib/seo.ts";
import { useLocale, useTexts } from "~/lib/use-locale.ts";
import type { Route } from "./+types/article";

export function loader({ params, request }: Route.LoaderArgs) {
  const page = articlePage(params.slug, publicConfig().siteUrl, localeOf(request));
  if (!page) throw notFound(request);
  return page;
}

export const meta: Route.MetaFunction = ({ loaderData, matches, error }) => {
  const site = rootConfig(matches);
  const locale = site.locale ?? "en";
  const crumbs = CRUMB_TEXTS[locale];
  if (!loaderData) {
    if (!isNotFound(error)) return [];
    return [
      { title: MISSING_PAGE_TEXTS[locale].titleOnSite(ARTICLE_PAGE_TEXT[locale].articleNotFound, site.siteName) },
      { name: "robots", content: "noindex" },
    ];
  }
  const a = loaderData.article;
  const path = `/blog/${a.slug}`;
  const image = artOgImage(artId.article(a.slug));
  return [
    ...seo(site, {
      title: a.seo.metaTitle,
      description: a.seo.metaDescription,
      path,
      image,
      type: "article",
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "Article",
          headline: a.title,
          description: a.seo.metaDescription,
          datePublished: a.publishedAt,
          author: { "@type": "Person", name: a.author.name, description: a.author.bio },
          image: `${site.siteUrl}${image}`,
          publisher: { "@type": "Organization", name: site.siteName, url: site.siteUrl },
          mainEntityOfPage: `${site.siteUrl}${path}`,
          articleSection: labelOf(ARTICLE_CATEGORY_LABELS[locale], a.category),
          keywords: a.seo.keywords.join(", "),
        },
        breadcrumbs(site, [
          [crumbs.home, "/"],
          [crumbs.blog, "/blog"],
          [a.title, path],
        ]),
      ],
    }),
    { property: "article:published_time", content: a.publishedAt },
    { property: "article:section", content: labelOf(ARTICLE_CATEGORY_LABELS[locale], a.category) },
    ...(a.seo.keywords.length ? [{ name: "keywords", content: a.seo.keywords.join(", ") }] : []),
  ];
};

function ArticleNotFound() {
  const t = useTexts(ARTICLE_PAGE_TEXT);
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t.articleNotFound}</h1>
      <p className="mt-3 text-slate-600">{t.weCouldNotFind}</p>
      <Link
        to="/blog"
        className="mt-8 inline-flex items-center gap-2 rounded-full bg-ocean-700 px-6 py-3 font-semibold text-white hover:bg-ocean-800"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t.backToBlog}
      </Link>
    </section>
  );
}

export const ErrorBoundary = notFoundBoundary(ArticleNotFound);

export default function ArticleRoute({ loaderData }: Route.ComponentProps) {
  const { article: a, related, share } = loaderData;
  const locale = useLocale();
  const t = ARTICLE_PAGE_TEXT[locale];
  const crumbs = CRUMB_TEXTS[locale];
  return (
    <>
      <PageHeader
        title={a.title}
        subtitle={a.excerpt}
        trail={[{ label: crumbs.home, to: "/" }, { label: crumbs.blog, to: "/blog" }, { label: a.title }]}
      >
        <ul className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-ocean-50">
          <li>
            <Link
              to={categoryUrl(a.category)}
              className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 font-semibold text-ocean-900 hover:bg-sand-100"
            >
              <Tag aria-hidden="true" className="size-3.5" />
              <span className="sr-only">{t.category}</span>
              {labelOf(ARTICLE_CATEGORY_LABELS[locale], a.category)}
            </Link>
          </li>
          <li className="inline-flex items-center gap-1.5">
            <UserRound aria-hidden="true" className="size-4" />
            <span className="sr-only">{t.author}</span>
            {a.author.name}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <CalendarDays aria-hidden="true" className="size-4" />
            <span className="sr-only">{t.published}</span>
            <time dateTime={a.publishedAt}>{formatCalendarDay(locale, a.publishedAt)}</time>
          </li>
          <li className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4" />
            {a.readTime}
            {t.minRead}
          </li>
        </ul>
      </PageHeader>

      <Container className="py-10">
        <div className="mx-auto max-w-3xl">
          <ArtImage
            id={artId.article(a.slug)}
            alt={a.imageAlt}
            priority
            sizes="(min-width: 800px) 768px, 100vw"
            className="aspect-[16/10] w-full rounded-2xl object-cover shadow-sm"
          />

          <article aria-label={a.title} className="mt-8">
            {/* Our own Markdown, rendered on the server with raw HTML stripped (content.server.ts). */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: trusted, sanitised article HTML */}
            <div className="prose-guide" dangerouslySetInnerHTML={{ __html: a.html }} />
          </article>

          <div className="mt-10 border-t border-slate-200 pt-6">
            <h2 className="text-sm font-semibold text-slate-900">{t.tags}</h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {a.tags.map((t) => (
                <li key={t} className="rounded-full bg-sand-100 px-3 py-1 text-sm font-medium text-slate-800">
                  #{t}
                </li>
              ))}
            </ul>
          </div>

          <section aria-labelledby="share-heading" className="mt-8">
            <h2 id="share-heading" className="mb-3 text-lg font-bold text-ocean-900">
              {t.shareThisArticle}
            </h2>
            <ShareButtons links={share} />
            <SaveForOffline className="mt-4" />
          </section>

          <section aria-labelledby="about-author" className="mt-10 flex gap-4 rounded-2xl bg-sand-50 p-6">
            <span
              aria-hidden="true"
              className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-teal-700 text-lg font-bold text-white"
            >
              {a.author.name.slice(0, 1)}
            </span>
            <div>
              <h2 id="about-author" className="text-lg font-bold text-ocean-900">
                {t.about}
                {a.author.name}
              </h2>
              <p className="mt-1 text-slate-700">{a.author.bio}</p>
            </div>
          </section>
        </div>

        {related.length > 0 ? (
          <section aria-labelledby="related" className="mt-16">
            <SectionHeading id="related">{t.relatedArticles}</SectionHeading>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((r) => (
                <li key={r.slug}>
                  <ArticleCard article={r} headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <p className="mt-12 text-center">
          <Link to="/blog" className="inline-flex items-center gap-1.5 font-semibold text-ocean-700 hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t.backToBlog}
          </Link>
        </p>
      </Container>
    </>
  );
}
