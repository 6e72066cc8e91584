import { BookOpen, Compass, MapPinned } from "lucide-react";
import { Link } from "react-router";
import { CRUMB_TEXT } from "~/components/texts.ts";
import { ButtonLink, Container, LastChecked, PageHeader, SectionHeading } from "~/components/ui/index.tsx";
import { MapSection } from "~/features/map/components/MapSection.tsx";
import { MAP_SECTION_TEXTS } from "~/features/map/constants.ts";
import { transportMap } from "~/features/map/map.server.ts";
import { RecentlyUpdated } from "~/features/route-changes/components/RecentlyUpdated.tsx";
import { FEED_TEXT } from "~/features/route-changes/constants.ts";
import { recentlyUpdated } from "~/features/route-changes/route-changes.server.ts";
import { HubCard } from "~/features/transport/components/HubCard.tsx";
import { ModeCards } from "~/features/transport/components/ModeCards.tsx";
import { PriceAgeNote } from "~/features/transport/components/RouteTable.tsx";
import { TRANSPORT_PAGE_TEXT } from "~/features/transport/texts.ts";
import { transportHubPage } from "~/features/transport/transport.server.ts";
import { LAST_CHECKED_TEXT } from "~/features/transport-data/constants.ts";
import { atLeast } from "~/lib/claims.ts";
import { pageCache } from "~/lib/page-cache.server.ts";
import { breadcrumbs, rootConfig, seo } from "~/lib/seo.ts";
import { sharedPageHeaders } from "~/lib/shared-page-cache.ts";
import type { Route } from "./+types/transport";

/**
 * Rendered per request from the merged transport data (ADR 0018), shared for a few seconds: the
 * instance's page cache for visitors without cookies, and shared caches through Cache-Control.
 */
export const middleware: Route.MiddlewareFunction[] = [pageCache.contentMiddleware];
export const headers = sharedPageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  return {
    ...transportHubPage(new URL(request.url).searchParams.get("destination")),
    map: transportMap(),
    recent: await recentlyUpdated(),
  };
}

const title = TRANSPORT_PAGE_TEXT.metaTitle;
const description = TRANSPORT_PAGE_TEXT.metaDescription;

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = rootConfig(matches);
  return [
    ...seo(site, {
      title,
      description,
      path: "/transport",
      jsonLd: [
        breadcrumbs(site, [
          [CRUMB_TEXT.home, "/"],
          [CRUMB_TEXT.transport, "/transport"],
        ]),
      ],
    }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: FEED_TEXT.title(site.siteName),
      href: `${site.siteUrl}${FEED_TEXT.path}`,
    },
  ];
};

const quickLinks = [
  { to: "/transport/plan", label: TRANSPORT_PAGE_TEXT.planATripFromAToB },
  { to: "#hubs", label: TRANSPORT_PAGE_TEXT.regionalHubs },
  { to: "#ways-to-travel", label: TRANSPORT_PAGE_TEXT.waysToTravel },
  { to: "/transport/flights", label: TRANSPORT_PAGE_TEXT.flightRoutes },
  { to: "/transport/ferries", label: TRANSPORT_PAGE_TEXT.ferryRoutes },
  { to: "/transport/overland", label: TRANSPORT_PAGE_TEXT.overlandRoutes },
  { to: "/transport-guide", label: TRANSPORT_PAGE_TEXT.printableTransportGuide },
];

export default function TransportHub({ loaderData }: Route.ComponentProps) {
  const { hubs, focus, counts, lastChecked, map, recent } = loaderData;
  const ordered = focus ? [...hubs].sort((a, b) => Number(b.id === focus.hub) - Number(a.id === focus.hub)) : hubs;
  const focusHub = focus ? hubs.find((h) => h.id === focus.hub) : undefined;

  return (
    <>
      <PageHeader
        title={title}
        subtitle={`${counts.hubs} gateway cities, ${counts.routes} mapped routes by air, sea and road, and the way to ${atLeast(counts.destinations)} destinations across the island.`}
        trail={[{ label: CRUMB_TEXT.home, to: "/" }, { label: CRUMB_TEXT.transport }]}
      >
        <ul className="mt-6 flex flex-wrap gap-3 text-sm">
          <li className="rounded-full bg-white/15 px-3 py-1 font-semibold">
            {counts.hubs}
            {TRANSPORT_PAGE_TEXT.hubCities}
          </li>
          <li className="rounded-full bg-white/15 px-3 py-1 font-semibold">
            {atLeast(counts.destinations)}
            {TRANSPORT_PAGE_TEXT.destinations}
          </li>
          <li className="rounded-full bg-white/15 px-3 py-1 font-semibold">
            {TRANSPORT_PAGE_TEXT.flightsFerriesAndBuses}
          </li>
        </ul>
      </PageHeader>

      <Container className="py-10">
        {focus && focusHub ? (
          <section
            aria-labelledby="transport-focus"
            className="mb-10 rounded-2xl border border-coral-600 bg-coral-100/40 p-6"
          >
            <h2 id="transport-focus" className="flex items-start gap-2 text-xl font-bold text-ocean-900 sm:text-2xl">
              <MapPinned aria-hidden="true" className="mt-1 size-6 shrink-0 text-coral-700" />
              {TRANSPORT_PAGE_TEXT.gettingTo}
              {focus.destination ?? focusHub.region}
              {TRANSPORT_PAGE_TEXT.startFromHub}
              {focus.hubName}
            </h2>
            <p className="mt-2 max-w-3xl text-slate-700">
              {focus.hubName}
              {TRANSPORT_PAGE_TEXT.isTheNearestGateway}
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              <ButtonLink to={`/transport/${focus.hub}`} variant="accent">
                {TRANSPORT_PAGE_TEXT.routesFrom}
                {focus.hubName}
              </ButtonLink>
              <ButtonLink to="/transport" variant="outline">
                {TRANSPORT_PAGE_TEXT.showAllHubsEqually}
              </ButtonLink>
            </div>
          </section>
        ) : null}

        <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
          <div className="space-y-4 leading-7 text-slate-700 sm:text-lg sm:leading-8">
            <p>{TRANSPORT_PAGE_TEXT.sulawesiIsBigAnd}</p>
            <p>{TRANSPORT_PAGE_TEXT.pricesAndTimetablesHere}</p>
            <LastChecked date={lastChecked} {...LAST_CHECKED_TEXT.routes} className="flex-wrap" />
            <PriceAgeNote priceAge={loaderData.priceAge} />
          </div>

          <nav aria-labelledby="quick-nav" className="rounded-2xl border border-slate-200 bg-sand-50 p-5">
            <h2 id="quick-nav" className="flex items-center gap-2 text-base font-bold text-ocean-900">
              <Compass aria-hidden="true" className="size-5 text-teal-700" />
              {TRANSPORT_PAGE_TEXT.quickNavigation}
            </h2>
            <ul className="mt-3 space-y-1">
              {quickLinks.map((l) => (
                <li key={l.to}>
                  {l.to.startsWith("#") ? (
                    <a
                      href={l.to}
                      className="block rounded-md px-2 py-1.5 text-ocean-800 hover:bg-sand-100 hover:underline"
                    >
                      {l.label}
                    </a>
                  ) : (
                    <Link
                      to={l.to}
                      className="block rounded-md px-2 py-1.5 text-ocean-800 hover:bg-sand-100 hover:underline"
                    >
                      {l.label}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <section aria-labelledby="hubs" className="mt-14">
          <SectionHeading id="hubs" sub={TRANSPORT_PAGE_TEXT.everyTripInSulawesi}>
            {TRANSPORT_PAGE_TEXT.regionalHubs}
          </SectionHeading>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {ordered.map((hub) => (
              <li key={hub.id} className="flex">
                <HubCard hub={hub} highlighted={focus?.hub === hub.id} />
              </li>
            ))}
          </ul>
        </section>

        {/* Left out (not shown empty) when the database could not be asked. */}
        {recent ? <RecentlyUpdated changes={recent} className="mt-16" /> : null}

        <MapSection id="network-map" {...MAP_SECTION_TEXTS.network} map={map} className="mt-16" />

        <section aria-labelledby="ways-to-travel" className="mt-16">
          <SectionHeading id="ways-to-travel" sub={TRANSPORT_PAGE_TEXT.whatEachWayOf}>
            {TRANSPORT_PAGE_TEXT.waysToTravel}
          </SectionHeading>
          <ModeCards />
        </section>

        <section
          aria-labelledby="guide-cta"
          className="mt-16 flex flex-col items-start gap-4 rounded-2xl bg-ocean-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-8"
        >
          <div>
            <h2 id="guide-cta" className="flex items-center gap-2 text-xl font-bold text-ocean-900">
              <BookOpen aria-hidden="true" className="size-6 text-teal-700" />
              {TRANSPORT_PAGE_TEXT.theSulawesiTransportGuide}
            </h2>
            <p className="mt-2 max-w-2xl text-slate-700">{TRANSPORT_PAGE_TEXT.allRegionalRoutesBudgets}</p>
          </div>
          <ButtonLink to="/transport-guide">{TRANSPORT_PAGE_TEXT.openThePrintableGuide}</ButtonLink>
        </section>
      </Container>
    </>
  );
}
