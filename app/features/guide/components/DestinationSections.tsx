import { ArrowRight, CalendarDays, CheckCircle2, Clock, Lightbulb } from "lucide-react";
import type { ReactNode } from "react";
import { ArtImage } from "~/components/ArtImage.tsx";
import { Link } from "~/components/Link.tsx";
import { artId } from "~/lib/art.ts";
import { useTexts } from "~/lib/use-locale.ts";
import type { DestinationPageData } from "../guide.server.ts";
import { DESTINATION_SECTIONS_TEXT } from "../texts.ts";
import { ActivityBadge, BudgetBadge, DifficultyBadge } from "./ContentBadges.tsx";
import { DestinationMiniCard } from "./DestinationCard.tsx";
import { GuideSection } from "./GuideSection.tsx";

type Destination = DestinationPageData["destination"];

type SectionsText = (typeof DESTINATION_SECTIONS_TEXT)["en"];

/** The guide's sections in page order, for the "On this page" links. */
const sections = (t: SectionsText) =>
  [
    ["overview", t.overview],
    ["gallery", t.illustrations],
    ["highlights", t.keyHighlights],
    ["getting-there", t.gettingThere],
    ["where-to-stay", t.whereToStay],
    ["plan", t.planYourVisit],
    ["tips", t.tips],
    ["similar", t.similarDestinations],
  ] as const;

/** In-page links to each section the page shows (Tips and Similar only when they have content). */
export function OnThisPage({ destination: d, hasSimilar }: { destination: Destination; hasSimilar: boolean }) {
  const t = useTexts(DESTINATION_SECTIONS_TEXT);
  return (
    <nav aria-label={t.onThisPage} className="mt-6 border-b border-slate-200 pb-4">
      <ul className="flex flex-wrap gap-2 text-sm">
        {sections(t)
          .filter(([id]) => (id !== "tips" || d.tips.length > 0) && (id !== "similar" || hasSimilar))
          .map(([id, title]) => (
            <li key={id}>
              <a
                href={`#${id}`}
                className="inline-block rounded-full bg-slate-100 px-3 py-1.5 font-medium text-slate-800 hover:bg-ocean-50 hover:text-ocean-900"
              >
                {title}
              </a>
            </li>
          ))}
      </ul>
    </nav>
  );
}

function Fact({ label, children, className = "" }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={`rounded-xl border border-slate-200 bg-white p-4 ${className}`}>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1.5 text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The key facts (activities, best time, stay, difficulty, budget) in an "At a glance" box beside the
 * long description. The box comes first in the page, so phones show it before the text; from lg up it
 * sits in the right-hand column.
 */
export function DestinationOverview({ destination: d }: { destination: Destination }) {
  const t = useTexts(DESTINATION_SECTIONS_TEXT);
  return (
    <GuideSection id="overview" title={t.overview}>
      <div className="grid gap-8 lg:grid-cols-[1.6fr_1fr]">
        <aside aria-labelledby="at-a-glance-heading" className="lg:col-start-2 lg:row-start-1">
          <h3 id="at-a-glance-heading" className="mb-3 text-lg font-semibold text-ocean-900">
            {t.atAGlance}
          </h3>
          <dl className="grid content-start gap-3 sm:grid-cols-2 lg:grid-cols-1">
            <Fact label={t.activities} className="sm:col-span-2 lg:col-span-1">
              <span className="flex flex-wrap gap-1.5">
                {d.activities.map((a) => (
                  <ActivityBadge key={a} activity={a} />
                ))}
              </span>
            </Fact>
            <Fact label={t.bestTimeToVisit}>
              <span className="flex items-start gap-2">
                <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-700" />
                {d.bestTime}
              </span>
            </Fact>
            <Fact label={t.howLongToStay}>
              <span className="flex items-start gap-2">
                <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-700" />
                {d.stayDuration}
              </span>
            </Fact>
            <Fact label={t.difficulty}>
              <DifficultyBadge difficulty={d.difficulty} />
            </Fact>
            <Fact label={t.budgetLevel}>
              <BudgetBadge level={d.budgetLevel} />
            </Fact>
          </dl>
        </aside>
        <div className="space-y-4 text-base leading-7 text-slate-700 sm:text-lg sm:leading-8 lg:col-start-1 lg:row-start-1">
          {d.description.map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
        </div>
      </div>
    </GuideSection>
  );
}

/** The destination's illustrations, each with its caption. */
export function DestinationGallery({ destination: d }: { destination: Destination }) {
  const t = useTexts(DESTINATION_SECTIONS_TEXT);
  return (
    <GuideSection id="gallery" title={t.illustrations}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {d.gallery.map((caption, i) => (
          <li key={caption}>
            <figure className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
              <ArtImage
                id={artId.gallery(d.slug, i + 1)}
                alt=""
                sizes="(min-width: 1280px) 395px, (min-width: 1024px) 31vw, (min-width: 640px) 48vw, 100vw"
                className="aspect-[16/10] w-full object-cover"
              />
              <figcaption className="p-3 text-sm leading-6 text-slate-700">{caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </GuideSection>
  );
}

export function DestinationHighlights({ highlights }: { highlights: Destination["highlights"] }) {
  const t = useTexts(DESTINATION_SECTIONS_TEXT);
  return (
    <GuideSection id="highlights" title={t.keyHighlights}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {highlights.map((h) => (
          <li key={h} className="flex items-start gap-3 rounded-xl bg-teal-50 p-4 text-slate-800">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
            {h}
          </li>
        ))}
      </ul>
    </GuideSection>
  );
}

/** Shown only when the destination has tips. */
export function DestinationTips({ tips }: { tips: Destination["tips"] }) {
  const t = useTexts(DESTINATION_SECTIONS_TEXT);
  if (tips.length === 0) return null;
  return (
    <GuideSection id="tips" title={t.tips}>
      <ul className="space-y-3">
        {tips.map((t) => (
          <li
            key={t}
            className="flex items-start gap-3 rounded-xl border border-sand-200 bg-sand-50 p-4 text-slate-800"
          >
            <Lightbulb aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-coral-700" />
            {t}
          </li>
        ))}
      </ul>
    </GuideSection>
  );
}

/** Destinations like this one, with a link to the whole region; shown only when there are some. */
export function SimilarDestinations({ destination: d, similar }: Pick<DestinationPageData, "destination" | "similar">) {
  const t = useTexts(DESTINATION_SECTIONS_TEXT);
  if (similar.length === 0) return null;
  return (
    <section aria-labelledby="similar-heading" id="similar" className="scroll-mt-24">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="similar-heading" className="text-2xl font-bold tracking-tight text-ocean-900 sm:text-3xl">
          {t.similarDestinations}
        </h2>
        <Link
          to={`/destinations?region=${d.region}`}
          className="inline-flex items-center gap-1 font-semibold text-ocean-700 hover:underline"
        >
          {t.allOf}
          {d.regionName}
          <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
        </Link>
      </div>
      <div className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {similar.map((s) => (
          <DestinationMiniCard key={s.slug} destination={s} />
        ))}
      </div>
    </section>
  );
}
