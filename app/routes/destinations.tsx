import { Link } from "~/components/Link.tsx";
import { CRUMB_TEXTS } from "~/components/texts.ts";
import { Container, PageHeader, SectionHeading } from "~/components/ui/index.tsx";
import { DestinationCard, DestinationMiniCard } from "~/features/guide/components/DestinationCard.tsx";
import { DestinationFilters } from "~/features/guide/components/DestinationFilters.tsx";
import { PlanJourneyBanner } from "~/features/guide/components/PlanJourneyBanner.tsx";
import { destinationsPage } from "~/features/guide/guide.server.ts";
import { DESTINATIONS_PAGE_TEXT, FILTER_MISS_TEXT } from "~/features/guide/texts.ts";
import { MapSection } from "~/features/map/components/MapSection.tsx";
import { destinationsMap } from "~/features/map/map.server.ts";
import { MAP_SECTION_TEXT_TABLE } from "~/features/map/texts.ts";
import { artId, artOgImage } from "~/lib/art.ts";
import { localeOf } from "~/lib/locale.ts";
import { breadcrumbs, rootConfig, seo } from "~/lib/seo.ts";
import { useLocale } from "~/lib/use-locale.ts";
import type { Route } from "./+types/destinations";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const page = destinationsPage(new URL(request.url).searchParams, locale);
  const filtered = page.results.length < page.total;
  return { ...page, map: destinationsMap(filtered ? page.results.map((d) => d.slug) : [], locale), filtered };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = rootConfig(matches);
  const total = loaderData?.total ?? 20;
  const locale = site.locale ?? "en";
  const t = DESTINATIONS_PAGE_TEXT[locale];
  const crumbs = CRUMB_TEXTS[locale];
  return seo(site, {
    title: t.sulawesiDestinations,
    description: t.metaDescription(total),
    path: "/destinations",
    image: artOgImage(artId.region("north")),
    jsonLd: [
      breadcrumbs(site, [
        [crumbs.home, "/"],
        [crumbs.destinations, "/destinations"],
      ]),
    ],
  });
};

export default function Destinations({ loaderData }: Route.ComponentProps) {
  const { filters, results, total, featured, regionOptions, activityOptions, map, filtered } = loaderData;
  const count = results.length;
  const locale = useLocale();
  const t = DESTINATIONS_PAGE_TEXT[locale];
  const crumbs = CRUMB_TEXTS[locale];
  return (
    <>
      <PageHeader
        title={t.sulawesiDestinations}
        subtitle={t.subtitle(total)}
        trail={[{ label: crumbs.home, to: "/" }, { label: crumbs.destinations }]}
      />
      <Container className="space-y-16 py-12">
        {/* The filters come first, before the featured cards, so that on a phone they are found at once. */}
        <section aria-labelledby="find-heading">
          <SectionHeading id="find-heading" sub={t.filterByRegionAnd}>
            {t.findADestination}
          </SectionHeading>
          {filters.unmatched.map((m) => (
            <p
              key={m.filter}
              role="status"
              className="mb-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-slate-900"
            >
              {FILTER_MISS_TEXT[locale].message(m.filter, m.value)}
            </p>
          ))}
          <DestinationFilters filters={filters} regionOptions={regionOptions} activityOptions={activityOptions} />
        </section>

        {featured.length > 0 ? (
          <section aria-labelledby="featured-heading">
            <SectionHeading id="featured-heading" sub={t.ourEditorsPicksFor}>
              {t.featuredDestinations}
            </SectionHeading>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {featured.map((d, i) => (
                <DestinationMiniCard key={d.slug} destination={d} priority={i === 0} />
              ))}
            </div>
          </section>
        ) : null}

        <section aria-labelledby="all-heading">
          <SectionHeading id="all-heading">
            {filters.region !== null || filters.activity !== null ? t.matchingDestinations : t.allDestinations}
          </SectionHeading>
          <p className="font-semibold text-slate-800">{t.showing(count)}</p>
          {count > 0 ? (
            <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {results.map((d, i) => (
                <DestinationCard key={d.slug} destination={d} priority={featured.length === 0 && i === 0} />
              ))}
            </div>
          ) : (
            <div className="mt-6 rounded-2xl border border-dashed border-slate-300 p-8 text-center">
              <p className="text-lg font-semibold text-slate-900">{t.noDestinationMatchesBoth}</p>
              <p className="mt-2 text-slate-700">
                {t.tryAnotherRegionOr}{" "}
                <Link to="/destinations" className="font-semibold text-ocean-700 underline underline-offset-2">
                  {t.showAllDestinations}
                </Link>
                .
              </p>
            </div>
          )}
        </section>

        <MapSection
          id="destinations-map"
          {...(filtered
            ? MAP_SECTION_TEXT_TABLE[locale].destinationsFiltered
            : MAP_SECTION_TEXT_TABLE[locale].destinations)}
          map={map}
          className=""
        />

        <PlanJourneyBanner />
      </Container>
    </>
  );
}
