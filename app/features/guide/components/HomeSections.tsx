import { ArrowRight, CalendarDays, CheckCircle2, type LucideIcon, Route as RouteIcon, Users } from "lucide-react";
import type { ReactNode } from "react";
import { ArtImage } from "~/components/ArtImage.tsx";
import { Link } from "~/components/Link.tsx";
import { buttonClass, Container, SectionHeading } from "~/components/ui/index.tsx";
import { artId } from "~/lib/art.ts";
import { useTexts } from "~/lib/use-locale.ts";
import type { ArticleTeaser, homePage, RegionCardData } from "../guide.server.ts";
import { HOME_SECTIONS_TEXT } from "../texts.ts";
import { ArticleTeaserCard } from "./ArticleTeaserCard.tsx";
import { RegionCard } from "./RegionCard.tsx";

type FeaturedExperience = NonNullable<ReturnType<typeof homePage>["diving"]>;

/** One figure of the home page's stats strip. */
export type HomeStat = { value: string; label: string; Icon: LucideIcon };

/**
 * The hero: headline, the two main calls to action, and the free-guide offer. `signup` is the
 * newsletter form, passed in by the route so the guide feature does not depend on the newsletter.
 */
export function HomeHero({ diving, signup }: { diving: FeaturedExperience | null; signup: ReactNode }) {
  const t = useTexts(HOME_SECTIONS_TEXT);
  return (
    <div className="relative isolate overflow-hidden bg-ocean-900 text-white">
      {diving ? (
        <ArtImage
          id={artId.experience(diving.id)}
          alt=""
          priority
          sizes="100vw"
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-45"
        />
      ) : null}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-r from-ocean-900 via-ocean-900/85 to-ocean-800/40"
      />
      <Container className="grid gap-10 py-16 sm:py-20 lg:grid-cols-[1.3fr_1fr] lg:items-center lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-wide text-teal-100 uppercase">{t.independentTravelGuide}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {t.findYourWayAround}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-ocean-50">{t.checkedFlightsFerriesAnd}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/destinations" className={buttonClass("light")}>
              {t.exploreDestinations}
              <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
            </Link>
            <Link to="/transport" className={buttonClass("accent")}>
              {t.planYourTransport}
            </Link>
          </div>
        </div>

        <FreeGuideOffer signup={signup} />
      </Container>
    </div>
  );
}

/** The free transport guide's pitch beside the hero, around the signup form. */
function FreeGuideOffer({ signup }: { signup: ReactNode }) {
  const t = useTexts(HOME_SECTIONS_TEXT);
  return (
    <section aria-labelledby="free-guide-heading" className="rounded-2xl bg-white p-6 text-slate-800 shadow-xl sm:p-8">
      <p className="text-sm font-semibold tracking-wide text-coral-700 uppercase">{t.freeDownload}</p>
      <h2 id="free-guide-heading" className="mt-2 text-2xl font-bold text-ocean-900">
        {t.getTheFreeSulawesi}
      </h2>
      <p className="mt-3 text-slate-700">{t.everyRegionalHubAnd}</p>
      <ul className="mt-4 space-y-2 text-sm text-slate-700">
        {t.guideContents.map((item) => (
          <li key={item} className="flex items-start gap-2">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-700" />
            {item}
          </li>
        ))}
      </ul>
      <div data-slot="guide-signup" className="mt-6">
        {signup}
      </div>
    </section>
  );
}

export function HomeStats({ stats }: { stats: readonly HomeStat[] }) {
  const t = useTexts(HOME_SECTIONS_TEXT);
  return (
    <div className="border-b border-slate-200 bg-sand-50">
      <Container className="py-8">
        <h2 className="sr-only">{t.theGuideInNumbers}</h2>
        <ul className="grid grid-cols-3 gap-3 sm:gap-6">
          {stats.map(({ value, label, Icon }) => (
            <li
              key={label}
              className="flex flex-col items-center gap-2 text-center sm:flex-row sm:justify-center sm:gap-3 sm:text-left"
            >
              <Icon aria-hidden="true" className="size-7 shrink-0 text-teal-700 sm:size-8" />
              <p className="flex flex-col">
                <span className="text-xl font-extrabold text-ocean-900 sm:text-3xl">{value}</span>{" "}
                <span className="text-sm font-medium text-slate-700">{label}</span>
              </p>
            </li>
          ))}
        </ul>
      </Container>
    </div>
  );
}

export function ExploreByRegion({ regions }: { regions: RegionCardData[] }) {
  const t = useTexts(HOME_SECTIONS_TEXT);
  return (
    <section aria-labelledby="regions-heading">
      <SectionHeading id="regions-heading" sub={t.fourVeryDifferentCorners}>
        {t.exploreByRegion}
      </SectionHeading>
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {regions.map((r) => (
          <RegionCard key={r.id} region={r} />
        ))}
      </div>
      <p className="mt-6">
        <Link
          to="/destinations"
          className="inline-flex items-center gap-1 font-semibold text-ocean-700 hover:underline"
        >
          {t.seeAllDestinations}
          <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
        </Link>
      </p>
    </section>
  );
}

/** The featured experience (diving): its picture, highlights, best season and a link to its page. */
export function FeaturedExperienceSection({ experience: diving }: { experience: FeaturedExperience }) {
  const t = useTexts(HOME_SECTIONS_TEXT);
  return (
    <section aria-labelledby="featured-experience-heading" className="overflow-hidden rounded-3xl bg-ocean-50">
      <div className="grid lg:grid-cols-2">
        <ArtImage
          id={artId.experience(diving.id)}
          alt={diving.imageAlt}
          sizes="(min-width: 1280px) 616px, (min-width: 1024px) 50vw, 100vw"
          className="aspect-[16/10] h-full w-full object-cover"
        />
        <div className="p-6 sm:p-10">
          <p className="text-sm font-semibold tracking-wide text-teal-700 uppercase">{t.featuredExperience}</p>
          <h2 id="featured-experience-heading" className="mt-2 text-3xl font-bold tracking-tight text-ocean-900">
            {diving.title}
          </h2>
          <p className="mt-3 text-slate-700">{diving.summary}</p>
          <ul className="mt-5 space-y-2">
            {diving.highlights.map((h) => (
              <li key={h} className="flex items-start gap-2 text-slate-700">
                <CheckCircle2 aria-hidden="true" className="mt-1 size-4 shrink-0 text-teal-700" />
                {h}
              </li>
            ))}
          </ul>
          <p className="mt-5 flex items-start gap-2 text-sm text-slate-700">
            <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-teal-700" />
            <span>
              <span className="font-semibold text-slate-900">{t.bestSeason}</span>
              {diving.bestSeason}
            </span>
          </p>
          <div className="mt-6">
            <Link to="/experiences/diving" className={buttonClass("primary")}>
              {t.discoverDivingInSulawesi}
              <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}

/** Shown only when there are articles. */
export function LatestArticles({ articles }: { articles: ArticleTeaser[] }) {
  const t = useTexts(HOME_SECTIONS_TEXT);
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="articles-heading">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionHeading id="articles-heading" sub={t.fieldNotesAndIn}>
          {t.latestTravelStories}
        </SectionHeading>
        <Link to="/blog" className="mb-6 inline-flex items-center gap-1 font-semibold text-ocean-700 hover:underline">
          {t.allArticles}
          <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
        </Link>
      </div>
      <div className="grid gap-6 md:grid-cols-3">
        {articles.map((a) => (
          <ArticleTeaserCard key={a.slug} article={a} />
        ))}
      </div>
    </section>
  );
}

/** The two closing calls to action: the Transport Hub and the community. */
export function NextSteps() {
  const t = useTexts(HOME_SECTIONS_TEXT);
  return (
    <section aria-labelledby="next-steps-heading">
      <h2 id="next-steps-heading" className="sr-only">
        {t.nextSteps}
      </h2>
      <div className="grid gap-6 md:grid-cols-2">
        <div className="flex flex-col rounded-3xl bg-gradient-to-br from-ocean-800 to-ocean-700 p-8 text-white">
          <RouteIcon aria-hidden="true" className="size-8 text-teal-100" />
          <h3 className="mt-4 text-2xl font-bold">{t.workOutTheRoute}</h3>
          <p className="mt-2 flex-1 text-ocean-50">{t.flightsFerriesBusesAnd}</p>
          <div className="mt-6">
            <Link to="/transport" className={buttonClass("light")}>
              {t.openTheTransportHub}
            </Link>
          </div>
        </div>
        <div className="flex flex-col rounded-3xl bg-gradient-to-br from-teal-700 to-teal-800 p-8 text-white">
          <Users aria-hidden="true" className="size-8 text-teal-100" />
          <h3 className="mt-4 text-2xl font-bold">{t.askTravellersOnThe}</h3>
          <p className="mt-2 flex-1 text-teal-50">{t.shareFreshPricesAnd}</p>
          <div className="mt-6">
            <Link to="/community" className={buttonClass("light")}>
              {t.joinFreeCommunity}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
