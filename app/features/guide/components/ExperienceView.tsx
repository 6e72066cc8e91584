import { ArrowRight, CalendarDays, CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { ArtImage } from "~/components/ArtImage.tsx";
import { Container, LastChecked, PageHeader, SectionHeading } from "~/components/ui/index.tsx";
import { artId } from "~/lib/art.ts";
import { GUIDE_LAST_CHECKED_TEXT } from "../constants.ts";
import type { ExperiencePageData } from "../guide.server.ts";
import { EXPERIENCE_VIEW_TEXT } from "../texts.ts";
import { DestinationCard } from "./DestinationCard.tsx";
import { PlanJourneyBanner } from "./PlanJourneyBanner.tsx";

/** An experience guide (/experiences/diving ...). */
export function ExperienceView({ page }: { page: ExperiencePageData }) {
  const { experience: e, destinations, others } = page;
  return (
    <>
      <PageHeader
        title={`${e.title} in Sulawesi`}
        subtitle={e.summary}
        trail={[{ label: "Home", to: "/" }, { label: "Experiences", to: "/experiences" }, { label: e.title }]}
      />
      <Container className="space-y-16 py-10">
        <div className="grid gap-10 lg:grid-cols-[1.5fr_1fr]">
          <section aria-labelledby="about-heading">
            <h2 id="about-heading" className="text-2xl font-bold tracking-tight text-ocean-900 sm:text-3xl">
              {EXPERIENCE_VIEW_TEXT.whatToExpect}
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
                {EXPERIENCE_VIEW_TEXT.bestSeason}
              </h2>
              <p className="mt-2 text-slate-700">{e.bestSeason}</p>
              <LastChecked date={e.lastChecked} {...GUIDE_LAST_CHECKED_TEXT.experience} className="mt-3" />
            </section>
          </div>
        </div>

        <section aria-labelledby="highlights-heading">
          <SectionHeading id="highlights-heading">{EXPERIENCE_VIEW_TEXT.highlights}</SectionHeading>
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
          <SectionHeading id="where-heading" sub={EXPERIENCE_VIEW_TEXT.theDestinationsWhereThis}>
            {EXPERIENCE_VIEW_TEXT.whereToGo}
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
              {EXPERIENCE_VIEW_TEXT.moreExperiences}
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
                  {EXPERIENCE_VIEW_TEXT.allExperiences}
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
