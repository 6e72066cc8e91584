import { ArrowRight, MapPin } from "lucide-react";
import { ArtImage } from "~/components/ArtImage.tsx";
import { Link } from "~/components/Link.tsx";
import { buttonClass } from "~/components/ui/index.tsx";
import { artId } from "~/lib/art.ts";
import { useTexts } from "~/lib/use-locale.ts";
import type { DestinationCardData } from "../guide.server.ts";
import { DESTINATION_CARD_TEXT } from "../texts.ts";
import { ActivityBadge, DifficultyBadge } from "./ContentBadges.tsx";

export const CARD_SIZES = "(min-width: 1280px) 384px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 100vw";

/**
 * A destination in a list: art, name, region, summary, difficulty, activities, and the
 * spec's two buttons: 'Explore' opens the guide, 'Learn More' opens the Transport Hub at the
 * destination's hub (the spec's card link, /transport?destination={transportHub}).
 */
export function DestinationCard({
  destination: d,
  headingLevel = 3,
  priority = false,
}: {
  destination: DestinationCardData;
  headingLevel?: 2 | 3;
  /** Only for the first card when it is the largest image at the top of the page. */
  priority?: boolean;
}) {
  const t = useTexts(DESTINATION_CARD_TEXT);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {/* Decorative here: the name and summary say what the card is. */}
      <ArtImage
        id={artId.destination(d.slug)}
        alt=""
        priority={priority}
        sizes={CARD_SIZES}
        className="aspect-[16/10] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <p className="inline-flex items-center gap-1 text-sm font-medium text-teal-700">
          <MapPin aria-hidden="true" className="size-4" />
          {d.regionName}
        </p>
        <Heading className="mt-2 text-xl font-bold text-ocean-900">{d.name}</Heading>
        <p className="mt-2 flex-1 text-sm leading-6 text-slate-700">{d.summary}</p>
        <div className="mt-4 flex flex-wrap items-center gap-1.5">
          <span className="sr-only">{t.difficulty}</span>
          <DifficultyBadge difficulty={d.difficulty} />
          <span className="sr-only">{t.activities}</span>
          {d.activities.map((a) => (
            <ActivityBadge key={a} activity={a} />
          ))}
        </div>
        <div className="mt-5 flex flex-wrap gap-2">
          <Link to={`/destinations/${d.slug}`} className={buttonClass("primary")}>
            {t.explore}
            <span className="sr-only"> {d.name}</span>
            <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
          </Link>
          <Link to={`/transport?destination=${d.transportHub}`} className={buttonClass("outline")}>
            {t.learnMore}
            <span className="sr-only">
              {t.howToGetTo}
              {d.name}
            </span>
          </Link>
        </div>
      </div>
    </article>
  );
}

/** A smaller card with one link (featured block, similar destinations). */
export function DestinationMiniCard({
  destination: d,
  priority = false,
}: {
  destination: DestinationCardData;
  priority?: boolean;
}) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <ArtImage
        id={artId.destination(d.slug)}
        alt=""
        priority={priority}
        sizes="(min-width: 1024px) 384px, (min-width: 640px) 46vw, 100vw"
        className="aspect-[16/10] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-4">
        <p className="text-sm font-medium text-teal-700">{d.regionName}</p>
        <h3 className="mt-1 text-lg font-bold text-ocean-900">
          <Link
            to={`/destinations/${d.slug}`}
            className="rounded-sm after:absolute after:inset-0 after:content-[''] group-hover:underline"
          >
            {d.name}
          </Link>
        </h3>
        <p className="mt-1 text-sm leading-6 text-slate-700">{d.summary}</p>
      </div>
    </article>
  );
}
