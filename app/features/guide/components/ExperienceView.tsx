import { ArrowRight, CalendarDays, CheckCircle2 } from "lucide-react";
import { ArtImage } from "~/components/ArtImage.tsx";
import { Link } from "~/components/Link.tsx";
import { CRUMB_TEXTS } from "~/components/texts.ts";
import { Container, LastChecked, PageHeader, SectionHeading } from "~/components/ui/index.tsx";
import { artId } from "~/lib/art.ts";
import { useTexts } from "~/lib/use-locale.ts";
import type { ExperiencePageData } from "../guide.server.ts";
import { EXPERIENCE_PAGE_TEXT, EXPERIENCE_VIEW_TEXT, GUIDE_LAST_CHECKED_TEXT } from "../texts.ts";
import { DestinationCard } from "./DestinationCard.tsx";
import { PlanJourneyBanner } from "./PlanJourneyBanner.tsx";

/** An experience guide (/experiences/diving ...). */
export function ExperienceView({ page }: { page: ExperiencePageData }) {
  const { experience: e, destinations, others } = page;
  const t = useTexts(EXPERIENCE_VIEW_TEXT);
  const crumbs = useTexts(CRUMB_TEXTS);
  const lastChecked = useTexts(GUIDE_LAST_CHECKED_TEXT);
  const pageText = useTexts(EXPERIENCE_PAGE_TEXT);
  return (
    <>
      <PageHeader
        title={pageText.title(e.title)}
        subtitle={e.summary}
        trail={[{ label: crumbs.home, to: "/" }, { label: crumbs.experiences, to: "/experiences" }, { label: e.title }]}
      />
      <Container className="space-y-16 py-10">
        <div className="grid gap-10 lg:grid-cols-[1.5fr_1fr]">
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="text-2xl font-bold tracking-tight text-ocean-900 sm:text-3xl">
              {t.whatToExpect}
            </h2>
            <div className="mt-4 space-y-4 text-base leading-7 text-slate-700 sm:text-lg sm:leading-8">
              {e.description.map((p) => (
                <p key={p.slice(0, 40)}>{p}</p>
              ))}
            </div>
          </section>
          <div className="space-y-5">
            <ArtImage
              id={artId.experience(e.id)}
              alt={e.imageAlt}
              priority
              sizes="(min-width: 1280px) 470px, (min-width: 1024px) 38vw, 100vw"
              className="aspect-[16/10] w-full rounded-2xl object-cover"
            />
            <section aria-labelledby="season-heading" className="rounded-2xl bg-ocean-50 p-5">
              <h2 id="season-heading" className="flex items-center gap-2 text-lg font-semibold text-ocean-900">
                <CalendarDays aria-hidden="true" className="size-5 text-teal-700" />
                {t.bestSeason}
              </h2>
              <p className="mt-2 text-slate-700">{e.bestSeason}</p>
              <LastChecked date={e.lastChecked} {...lastChecked.experience} className="mt-3" />
            </section>
          </div>
        </div>

        <section aria-labelledby="highlights-heading">
          <SectionHeading id="highlights-heading">{t.highlights}</SectionHeading>
          <ul className="grid gap-3 sm:grid-cols-2">
            {e.highlights.map((h) => (
              <li key={h} className="flex items-start gap-3 rounded-xl bg-teal-50 p-4 text-slate-800">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
                {h}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="where-heading">
          <SectionHeading id="where-heading" sub={t.theDestinationsWhereThis}>
            {t.whereToGo}
          </SectionHeading>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {destinations.map((d) => (
              <DestinationCard key={d.slug} destination={d} />
            ))}
          </div>
        </section>

        {others.length > 0 ? (
          <nav aria-labelledby="other-experiences-heading">
            <h2 id="other-experiences-heading" className="text-xl font-bold text-ocean-900">
              {t.moreExperiences}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-3">
              {others.map((o) => (
                <li key={o.id}>
                  <Link
                    to={`/experiences/${o.id}`}
                    className="inline-flex items-center gap-1 rounded-full border border-slate-300 px-4 py-2 font-medium text-ocean-800 hover:border-ocean-700 hover:bg-ocean-50"
                  >
                    {o.title}
                    <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
                  </Link>
                </li>
              ))}
              <li>
                <Link
                  to="/experiences"
                  className="inline-flex items-center gap-1 rounded-full border border-slate-300 px-4 py-2 font-medium text-ocean-800 hover:border-ocean-700 hover:bg-ocean-50"
                >
                  {t.allExperiences}
                </Link>
              </li>
            </ul>
          </nav>
        ) : null}

        <PlanJourneyBanner />
      </Container>
    </>
  );
}
