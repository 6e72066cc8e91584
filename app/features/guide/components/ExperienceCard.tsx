import { ArrowRight, CalendarDays } from "lucide-react";
import { ArtImage } from "~/components/ArtImage.tsx";
import { Link } from "~/components/Link.tsx";
import { buttonClass } from "~/components/ui/index.tsx";
import { artId } from "~/lib/art.ts";
import { useTexts } from "~/lib/use-locale.ts";
import type { ExperienceCardData } from "../guide.server.ts";
import { EXPERIENCE_CARD_TEXT } from "../texts.ts";

/**
 * An experience preview. Experiences with their own guide link to it; the others (food) show
 * where to enjoy them, linking to those destinations instead.
 */
export function ExperienceCard({
  experience: e,
  priority = false,
}: {
  experience: ExperienceCardData;
  priority?: boolean;
}) {
  const t = useTexts(EXPERIENCE_CARD_TEXT);
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <ArtImage
        id={artId.experience(e.id)}
        alt=""
        priority={priority}
        sizes="(min-width: 1280px) 608px, (min-width: 768px) 48vw, 100vw"
        className="aspect-[16/10] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-2xl font-bold text-ocean-900">{e.title}</h3>
        <p className="mt-2 text-slate-700">{e.summary}</p>
        <p className="mt-3 flex items-start gap-2 text-sm text-slate-700">
          <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-700" />
          <span>
            <span className="font-semibold text-slate-900">{t.bestSeason}</span>
            {e.bestSeason}
          </span>
        </p>
        <div className="mt-4 flex-1">
          <p className="text-sm font-semibold text-slate-900">{e.hasPage ? t.topPlaces : t.whereToTryIt}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {e.places.map((p) => (
              <li key={p.slug}>
                <Link
                  to={`/destinations/${p.slug}`}
                  className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm font-medium text-ocean-800 hover:border-ocean-700 hover:bg-ocean-50"
                >
                  {p.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        {e.hasPage ? (
          <div className="mt-6">
            <Link to={`/experiences/${e.id}`} className={buttonClass("primary")}>
              {t.readTheGuide}
              <span className="sr-only">: {e.title}</span>
              <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
            </Link>
          </div>
        ) : null}
      </div>
    </article>
  );
}
