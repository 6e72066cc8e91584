import { isNotFound, notFoundBoundary } from "~/components/ErrorPage.tsx";
import { CRUMB_TEXTS, MISSING_PAGE_TEXTS } from "~/components/texts.ts";
import { ACTIVITY_LABELS, labelOf } from "~/features/content/texts.ts";
import { DestinationNotFound } from "~/features/guide/components/DestinationNotFound.tsx";
import { DestinationView } from "~/features/guide/components/DestinationView.tsx";
import { RegionView } from "~/features/guide/components/RegionView.tsx";
import { destinationPage, isRegionId, regionPage } from "~/features/guide/guide.server.ts";
import { DESTINATION_NOT_FOUND_TEXT, DESTINATION_PAGE_TEXT } from "~/features/guide/texts.ts";
import { destinationMap } from "~/features/map/map.server.ts";
import { artId, artOgImage } from "~/lib/art.ts";
import { type Locale, localeOf } from "~/lib/locale.ts";
import { notFound } from "~/lib/not-found.server.ts";
import { pageCache } from "~/lib/page-cache.server.ts";
import { breadcrumbs, rootConfig, seo } from "~/lib/seo.ts";
import { sharedPageHeaders } from "~/lib/shared-page-cache.ts";
import type { Route } from "./+types/destination";

function destinationWithMap(slug: string, locale: Locale) {
  const page = destinationPage(slug, locale);
  const map = destinationMap(slug, locale);
  return page && map ? { ...page, map } : null;
}

/** One segment serves the four region pages (/destinations/north ...) and every destination. */
/**
 * Rendered per request from the merged transport data (ADR 0018), shared for a few seconds: the
 * instance's page cache for visitors without cookies, and shared caches through Cache-Control.
 */
export const middleware: Route.MiddlewareFunction[] = [pageCache.contentMiddleware];
export const headers = sharedPageHeaders;

export function loader({ params, request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const page = isRegionId(params.slug) ? regionPage(params.slug, locale) : destinationWithMap(params.slug, locale);
  if (!page) throw notFound(request);
  return page;
}

export const meta: Route.MetaFunction = ({ matches, loaderData, error }) => {
  const site = rootConfig(matches);
  const locale = site.locale ?? "en";
  const crumbs = CRUMB_TEXTS[locale];
  const t = DESTINATION_PAGE_TEXT[locale];
  if (!loaderData) {
    if (!isNotFound(error)) return [];
    return [
      {
        title: MISSING_PAGE_TEXTS[locale].titleOnSite(
          DESTINATION_NOT_FOUND_TEXT[locale].destinationNotFound,
          site.siteName,
        ),
      },
      { name: "robots", content: "noindex" },
    ];
  }
  if (loaderData.kind === "region") {
    const r = loaderData.region;
    const path = `/destinations/${r.id}`;
    return seo(site, {
      title: t.regionTitle(r.name),
      description: r.summary,
      path,
      image: artOgImage(artId.region(r.id)),
      jsonLd: [
        breadcrumbs(site, [
          [crumbs.home, "/"],
          [crumbs.destinations, "/destinations"],
          [r.name, path],
        ]),
      ],
    });
  }
  const d = loaderData.destination;
  const path = `/destinations/${d.slug}`;
  const image = artOgImage(artId.destination(d.slug));
  return seo(site, {
    title: t.destinationTitle(d.name, d.regionName),
    description: d.summary,
    path,
    image,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "TouristDestination",
        name: d.name,
        description: d.summary,
        url: `${site.siteUrl}${path}`,
        image: `${site.siteUrl}${image}`,
        geo: { "@type": "GeoCoordinates", latitude: d.coordinates.lat, longitude: d.coordinates.lng },
        containedInPlace: { "@type": "AdministrativeArea", name: t.province(d.province) },
        touristType: d.activities.map((a) => labelOf(ACTIVITY_LABELS[locale], a)),
      },
      breadcrumbs(site, [
        [crumbs.home, "/"],
        [crumbs.destinations, "/destinations"],
        [d.regionName, `/destinations/${d.region}`],
        [d.name, path],
      ]),
    ],
  });
};

export const ErrorBoundary = notFoundBoundary(DestinationNotFound);

export default function DestinationRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "region") return <RegionView page={loaderData} />;
  return <DestinationView page={loaderData} map={loaderData.map} />;
}
