import { ClipboardCheck, MapPinned, Route as RouteIcon } from "lucide-react";
import { Container } from "~/components/ui/index.tsx";
import {
  ExploreByRegion,
  FeaturedExperienceSection,
  HomeHero,
  type HomeStat,
  HomeStats,
  LatestArticles,
  NextSteps,
} from "~/features/guide/components/HomeSections.tsx";
import { HOME_STAT_LABELS } from "~/features/guide/constants.ts";
import { homePage } from "~/features/guide/guide.server.ts";
import { NewsletterForm } from "~/features/newsletter/components/NewsletterForm.tsx";
import { NEWSLETTER_FORM_TEXTS } from "~/features/newsletter/texts.ts";
import { artId, artOgImage } from "~/lib/art.ts";
import { atLeast } from "~/lib/claims.ts";
import { pageCache } from "~/lib/page-cache.server.ts";
import { rootConfig, seo } from "~/lib/seo.ts";
import { sharedPageHeaders } from "~/lib/shared-page-cache.ts";
import type { Route } from "./+types/home";

/**
 * Rendered per request from the merged transport data (ADR 0018), shared for a few seconds: the
 * instance's page cache for visitors without cookies, and shared caches through Cache-Control.
 */
export const middleware: Route.MiddlewareFunction[] = [pageCache.contentMiddleware];
export const headers = sharedPageHeaders;

export function loader() {
  return homePage();
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = rootConfig(matches);
  const destinations = atLeast(loaderData?.counts.destinations ?? 0);
  return seo(site, {
    title: `${site.siteName}: transport, destinations and trip planning`,
    description: `Plan a trip around Sulawesi, Indonesia: checked flight, ferry and overland routes, guides to ${destinations ?? "the"} destinations from Bunaken to Toraja, and planning essentials.`,
    path: "/",
    image: artOgImage(artId.experience("diving")),
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: site.siteName,
        url: `${site.siteUrl}/`,
      },
    ],
  });
};

/**
 * The spec's stats strip, its figures counted from the content (issue 19); a figure of nothing is left
 * out. The spec's "Weekly Updates" promised a rhythm nothing measures: in its place, how many routes of
 * the merged data were checked since 2023 (issue 27 point 7).
 */
function homeStats(counts: { destinations: number; routes: number; checkedRoutes: number }): HomeStat[] {
  const stats: { value: string | null; label: string; Icon: HomeStat["Icon"] }[] = [
    { value: atLeast(counts.destinations), label: HOME_STAT_LABELS.destinations, Icon: MapPinned },
    { value: atLeast(counts.routes), label: HOME_STAT_LABELS.routes, Icon: RouteIcon },
    { value: atLeast(counts.checkedRoutes), label: HOME_STAT_LABELS.checkedRoutes, Icon: ClipboardCheck },
  ];
  return stats.filter((s): s is HomeStat => s.value !== null);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { regions, diving, articles, counts } = loaderData;
  return (
    <>
      <HomeHero
        diving={diving}
        signup={<NewsletterForm source="home" withName buttonText={NEWSLETTER_FORM_TEXTS.getTheGuide} />}
      />
      <HomeStats stats={homeStats(counts)} />
      <Container className="space-y-20 py-16">
        <ExploreByRegion regions={regions} />
        {diving ? <FeaturedExperienceSection experience={diving} /> : null}
        <LatestArticles articles={articles} />
        <NextSteps />
      </Container>
    </>
  );
}
