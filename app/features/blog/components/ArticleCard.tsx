import { CalendarDays, Clock, UserRound } from "lucide-react";
import { ArtImage } from "~/components/ArtImage.tsx";
import { Link } from "~/components/Link.tsx";
import { Badge } from "~/components/ui/index.tsx";
import { ARTICLE_CATEGORY_LABELS, labelOf } from "~/features/content/texts.ts";
import { artId } from "~/lib/art.ts";
import { formatCalendarDay } from "~/lib/format.ts";
import { useLocale } from "~/lib/use-locale.ts";
import type { ArticleCard as Card } from "../blog.server.ts";
import { ARTICLE_CARD_TEXT } from "../texts.ts";

/**
 * An article teaser. The title links to the article and its link stretches over the card, so the
 * whole card is clickable while the link's accessible name stays the title.
 */
export function ArticleCard({ article, headingLevel = 2 }: { article: Card; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const locale = useLocale();
  const t = ARTICLE_CARD_TEXT[locale];
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md focus-within:ring-2 focus-within:ring-coral-600">
      <ArtImage
        id={artId.article(article.slug)}
        alt=""
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
        className="aspect-[16/10] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <div>
          <Badge tone="teal">{labelOf(ARTICLE_CATEGORY_LABELS[locale], article.category)}</Badge>
        </div>
        <Heading className="mt-3 text-lg font-bold leading-snug text-ocean-900">
          <Link
            to={`/blog/${article.slug}`}
            className="after:absolute after:inset-0 group-hover:underline focus-visible:outline-none"
          >
            {article.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-sm leading-6 text-slate-700">{article.excerpt}</p>
        <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
          <li className="inline-flex items-center gap-1">
            <UserRound aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t.author}</span>
            {article.author}
          </li>
          <li className="inline-flex items-center gap-1">
            <CalendarDays aria-hidden="true" className="size-3.5" />
            <time dateTime={article.publishedAt}>{formatCalendarDay(locale, article.publishedAt)}</time>
          </li>
          <li className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            {article.readTime}
            {t.minRead}
          </li>
        </ul>
      </div>
    </article>
  );
}
