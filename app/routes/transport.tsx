import { BookOpen, Compass, MapPinned } from "lucide-react";
import { Link } from "~/components/Link.tsx";
import { CRUMB_TEXTS } from "~/components/texts.ts";
import { ButtonLink, Container, LastChecked, PageHeader, SectionHeading } from "~/components/ui/index.tsx";
import { MapSection } from "~/features/map/components/MapSection.tsx";
import { transportMap } from "~/features/map/map.server.ts";
import { MAP_SECTION_TEXT_TABLE } from "~/features/map/texts.ts";
import { RecentlyUpdated } from "~/features/route-changes/components/RecentlyUpdated.tsx";
import { recentlyUpdated } from "~/features/route-changes/route-changes.server.ts";
import { FEED_TEXT } from "~/features/route-changes/texts.ts";
import { HubCard } from "~/features/transport/components/HubCard.tsx";
import { ModeCards } from "~/features/transport/components/ModeCards.tsx";
import { PriceAgeNote } from "~/features/transport/components/RouteTable.tsx";
import { TRANSPORT_PAGE_TEXT } from "~/features/transport/texts.ts";
import { transportHubPage } from "~/features/transport/transport.server.ts";
import { LAST_CHECKED_TEXT } from "~/features/transport-data/texts.ts";
import { atLeast } from "~/lib/claims.ts";
import { localeOf } from "~/lib/locale.ts";
import { pageCache } from "~/lib/page-cache.server.ts";
import { breadcrumbs, rootConfig, seo } from "~/lib/seo.ts";
import { sharedPageHeaders } from "~/lib/shared-page-cache.ts";
import { useTexts } from "~/lib/use-locale.ts";
import type { Route } from "./+types/transport";

/**
 * Rendered per request from the merged transport data (ADR 0018), shared for a few seconds: the
 * instance's page cache for visitors without cookies, and shared caches through Cache-Control.
 */
export const middleware: Route.MiddlewareFunction[] = [pageCache.contentMiddlewareFor(["destination"])];
export const headers = sharedPageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  return {
    ...transportHubPage(new URL(request.url).searchParams.get("destination"), localeOf(request)),
    map: transportMap(localeOf(request)),
    recent: await recentlyUpdated(undefined, undefined, localeOf(request)),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = rootConfig(matches);
  const locale = site.locale ?? "en";
  const t = TRANSPORT_PAGE_TEXT[locale];
  const crumbs = CRUMB_TEXTS[locale];
  return [
    ...seo(site, {
      title: t.metaTitle,
      description: t.metaDescription,
      path: "/transport",
      jsonLd: [
        breadcrumbs(site, [
          [crumbs.home, "/"],
          [crumbs.transport, "/transport"],
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

const quickLinks = (t: (typeof TRANSPORT_PAGE_TEXT)["en"]) => [
  { to: "/transport/plan", label: t.planATripFromAToB },
  { to: "#hubs", label: t.regionalHubs },
  { to: "#ways-to-travel", label: t.waysToTravel },
  { to: "/transport/flights", label: t.flightRoutes },
  { to: "/transport/ferries", label: t.ferryRoutes },
  { to: "/transport/overland", label: t.overlandRoutes },
  { to: "/transport-guide", label: t.printableTransportGuide },
];

export default function TransportHub({ loaderData }: Route.ComponentProps) {
  const { hubs, focus, counts, lastChecked, map, recent } = loaderData;
  const ordered = focus ? [...hubs].sort((a, b) => Number(b.id === focus.hub) - Number(a.id === focus.hub)) : hubs;
  const focusHub = focus ? hubs.find((h) => h.id === focus.hub) : undefined;
  const t = useTexts(TRANSPORT_PAGE_TEXT);
  const crumbs = useTexts(CRUMB_TEXTS);
  const checked = useTexts(LAST_CHECKED_TEXT);
  const mapTexts = useTexts(MAP_SECTION_TEXT_TABLE);

  return (
    <>
      <PageHeader
        title={t.metaTitle}
        subtitle={t.subtitle(counts.hubs, counts.routes, atLeast(counts.destinations))}
        trail={[{ label: crumbs.home, to: "/" }, { label: crumbs.transport }]}
      >
        <ul className="mt-6 flex flex-wrap gap-3 text-sm">
          <li className="rounded-full bg-white/15 px-3 py-1 font-semibold">
            {counts.hubs}
            {t.hubCities}
          </li>
          <li className="rounded-full bg-white/15 px-3 py-1 font-semibold">
            {atLeast(counts.destinations)}
            {t.destinations}
          </li>
          <li className="rounded-full bg-white/15 px-3 py-1 font-semibold">{t.flightsFerriesAndBuses}</li>
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
              {t.gettingTo}
              {focus.destination ?? focusHub.region}
              {t.startFromHub}
              {focus.hubName}
            </h2>
            <p className="mt-2 max-w-3xl text-slate-700">
              {focus.hubName}
              {t.isTheNearestGateway}
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              <ButtonLink to={`/transport/${focus.hub}`} variant="accent">
                {t.routesFrom}
                {focus.hubName}
              </ButtonLink>
              <ButtonLink to="/transport" variant="outline">
                {t.showAllHubsEqually}
              </ButtonLink>
            </div>
          </section>
        ) : null}

        <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
          <div className="space-y-4 leading-7 text-slate-700 sm:text-lg sm:leading-8">
            <p>{t.sulawesiIsBigAnd}</p>
            <p>{t.pricesAndTimetablesHere}</p>
            <LastChecked date={lastChecked} {...checked.routes} className="flex-wrap" />
            <PriceAgeNote priceAge={loaderData.priceAge} />
          </div>

          <nav aria-labelledby="quick-nav" className="rounded-2xl border border-slate-200 bg-sand-50 p-5">
            <h2 id="quick-nav" className="flex items-center gap-2 text-base font-bold text-ocean-900">
              <Compass aria-hidden="true" className="size-5 text-teal-700" />
              {t.quickNavigation}
            </h2>
            <ul className="mt-3 space-y-1">
              {quickLinks(t).map((l) => (
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
          <SectionHeading id="hubs" sub={t.everyTripInSulawesi}>
            {t.regionalHubs}
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

        <MapSection id="network-map" {...mapTexts.network} map={map} className="mt-16" />

        <section aria-labelledby="ways-to-travel" className="mt-16">
          <SectionHeading id="ways-to-travel" sub={t.whatEachWayOf}>
            {t.waysToTravel}
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
              {t.theSulawesiTransportGuide}
            </h2>
            <p className="mt-2 max-w-2xl text-slate-700">{t.allRegionalRoutesBudgets}</p>
          </div>
          <ButtonLink to="/transport-guide">{t.openThePrintableGuide}</ButtonLink>
        </section>
      </Container>
    </>
  );
}
