import { MapPinned, RefreshCw, Route as RouteIcon } from "lucide-react";
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
import { homePage } from "~/features/guide/guide.server.ts";
import { NewsletterForm } from "~/features/newsletter/components/NewsletterForm.tsx";
import { artId, artOgImage } from "~/lib/art.ts";
import { rootConfig, seo } from "~/lib/seo.ts";
import type { Route } from "./+types/home";

export function loader() {
  return homePage();
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = rootConfig(matches);
  return seo(site, {
    title: `${site.siteName}: transport, destinations and trip planning`,
    description:
      "Plan a trip around Sulawesi, Indonesia: checked flight, ferry and overland routes, guides to 20+ destinations from Bunaken to Toraja, and planning essentials.",
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

/** The spec's marketing stats (section 1). */
const stats: HomeStat[] = [
  { value: "20+", label: "Destinations", Icon: MapPinned },
  { value: "500+", label: "Routes Mapped", Icon: RouteIcon },
  { value: "Weekly", label: "Updates", Icon: RefreshCw },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const { regions, diving, articles } = loaderData;
  return (
    <>
      <HomeHero diving={diving} signup={<NewsletterForm source="home" withName buttonText="Get the free guide" />} />
      <HomeStats stats={stats} />
      <Container className="space-y-20 py-16">
        <ExploreByRegion regions={regions} />
        {diving ? <FeaturedExperienceSection experience={diving} /> : null}
        <LatestArticles articles={articles} />
        <NextSteps />
      </Container>
    </>
  );
}
