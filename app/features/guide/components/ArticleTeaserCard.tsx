import { Clock } from "lucide-react";
import { ArtImage } from "~/components/ArtImage.tsx";
import { Link } from "~/components/Link.tsx";
import { Badge } from "~/components/ui/index.tsx";
import { ARTICLE_CATEGORY_LABELS, labelOf } from "~/features/content/texts.ts";
import { artId } from "~/lib/art.ts";
import { formatCalendarDay } from "~/lib/format.ts";
import { useLocale } from "~/lib/use-locale.ts";
import type { ArticleTeaser } from "../guide.server.ts";
import { ARTICLE_TEASER_CARD_TEXT } from "../texts.ts";

/** A blog article teaser: art, category, title (the link), excerpt, date and reading time. */
export function ArticleTeaserCard({ article: a }: { article: ArticleTeaser }) {
  const locale = useLocale();
  const t = ARTICLE_TEASER_CARD_TEXT[locale];
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <ArtImage
        id={artId.article(a.slug)}
        alt=""
        sizes="(min-width: 1280px) 400px, (min-width: 768px) 31vw, 100vw"
        className="aspect-[16/10] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <div>
          <Badge tone="sand">{labelOf(ARTICLE_CATEGORY_LABELS[locale], a.category)}</Badge>
        </div>
        <h3 className="mt-3 text-lg leading-snug font-bold text-ocean-900">
          <Link
            to={`/blog/${a.slug}`}
            className="rounded-sm after:absolute after:inset-0 after:content-[''] group-hover:underline"
          >
            {a.title}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-sm leading-6 text-slate-700">{a.excerpt}</p>
        <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <time dateTime={a.publishedAt}>{formatCalendarDay(locale, a.publishedAt)}</time>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-4" />
            {a.readTime}
            {t.minRead}
          </span>
        </p>
      </div>
    </article>
  );
}
