import { Link } from "react-router";
import { CRUMB_TEXT } from "~/components/texts.ts";
import { Container, PageHeader, SectionHeading } from "~/components/ui/index.tsx";
import { DestinationCard, DestinationMiniCard } from "~/features/guide/components/DestinationCard.tsx";
import { DestinationFilters } from "~/features/guide/components/DestinationFilters.tsx";
import { PlanJourneyBanner } from "~/features/guide/components/PlanJourneyBanner.tsx";
import { FILTER_MISS_TEXT } from "~/features/guide/constants.ts";
import { destinationsPage } from "~/features/guide/guide.server.ts";
import { DESTINATIONS_PAGE_TEXT } from "~/features/guide/texts.ts";
import { MapSection } from "~/features/map/components/MapSection.tsx";
import { MAP_SECTION_TEXTS } from "~/features/map/constants.ts";
import { destinationsMap } from "~/features/map/map.server.ts";
import { artId, artOgImage } from "~/lib/art.ts";
import { breadcrumbs, rootConfig, seo } from "~/lib/seo.ts";
import type { Route } from "./+types/destinations";

export function loader({ request }: Route.LoaderArgs) {
  const page = destinationsPage(new URL(request.url).searchParams);
  const filtered = page.results.length < page.total;
  return { ...page, map: destinationsMap(filtered ? page.results.map((d) => d.slug) : []), filtered };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = rootConfig(matches);
  const total = loaderData?.total ?? 20;
  return seo(site, {
    title: DESTINATIONS_PAGE_TEXT.sulawesiDestinations,
    description: DESTINATIONS_PAGE_TEXT.metaDescription(total),
    path: "/destinations",
    image: artOgImage(artId.region("north")),
    jsonLd: [
      breadcrumbs(site, [
        [CRUMB_TEXT.home, "/"],
        [CRUMB_TEXT.destinations, "/destinations"],
      ]),
    ],
  });
};

export default function Destinations({ loaderData }: Route.ComponentProps) {
  const { filters, results, total, featured, regionOptions, activityOptions, map, filtered } = loaderData;
  const count = results.length;
  return (
    <>
      <PageHeader
        title={DESTINATIONS_PAGE_TEXT.sulawesiDestinations}
        subtitle={DESTINATIONS_PAGE_TEXT.subtitle(total)}
        trail={[{ label: CRUMB_TEXT.home, to: "/" }, { label: CRUMB_TEXT.destinations }]}
      />
      <Container className="space-y-16 py-12">
        {/* The filters come first, before the featured cards, so that on a phone they are found at once. */}
        <section aria-labelledby="find-heading">
          <SectionHeading id="find-heading" sub={DESTINATIONS_PAGE_TEXT.filterByRegionAnd}>
            {DESTINATIONS_PAGE_TEXT.findADestination}
          </SectionHeading>
          {filters.unmatched.map((m) => (
            <p
              key={m.filter}
              role="status"
              className="mb-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-slate-900"
            >
              {FILTER_MISS_TEXT(m.filter, m.value)}
            </p>
          ))}
          <DestinationFilters filters={filters} regionOptions={regionOptions} activityOptions={activityOptions} />
        </section>

        {featured.length > 0 ? (
          <section aria-labelledby="featured-heading">
            <SectionHeading id="featured-heading" sub={DESTINATIONS_PAGE_TEXT.ourEditorsPicksFor}>
              {DESTINATIONS_PAGE_TEXT.featuredDestinations}
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
            {filters.region !== null || filters.activity !== null
              ? DESTINATIONS_PAGE_TEXT.matchingDestinations
              : DESTINATIONS_PAGE_TEXT.allDestinations}
          </SectionHeading>
          <p className="font-semibold text-slate-800">{DESTINATIONS_PAGE_TEXT.showing(count)}</p>
          {count > 0 ? (
            <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {results.map((d, i) => (
                <DestinationCard key={d.slug} destination={d} priority={featured.length === 0 && i === 0} />
              ))}
            </div>
          ) : (
            <div className="mt-6 rounded-2xl border border-dashed border-slate-300 p-8 text-center">
              <p className="text-lg font-semibold text-slate-900">{DESTINATIONS_PAGE_TEXT.noDestinationMatchesBoth}</p>
              <p className="mt-2 text-slate-700">
                {DESTINATIONS_PAGE_TEXT.tryAnotherRegionOr}{" "}
                <Link to="/destinations" className="font-semibold text-ocean-700 underline underline-offset-2">
                  {DESTINATIONS_PAGE_TEXT.showAllDestinations}
                </Link>
                .
              </p>
            </div>
          )}
        </section>

        <MapSection
          id="destinations-map"
          {...(filtered ? MAP_SECTION_TEXTS.destinationsFiltered : MAP_SECTION_TEXTS.destinations)}
          map={map}
          className=""
        />

        <PlanJourneyBanner />
      </Container>
    </>
  );
}
