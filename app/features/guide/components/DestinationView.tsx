import { MapPin } from "lucide-react";
import { ArtImage } from "~/components/ArtImage.tsx";
import { CRUMB_TEXTS } from "~/components/texts.ts";
import { Container, PageHeader } from "~/components/ui/index.tsx";
import { MapSection } from "~/features/map/components/MapSection.tsx";
import { MAP_SECTION_TEXT_TABLE } from "~/features/map/texts.ts";
import type { MapData } from "~/features/map/types.ts";
import { SaveForOffline } from "~/features/offline/components/SaveForOffline.tsx";
import { artId } from "~/lib/art.ts";
import { useLocale } from "~/lib/use-locale.ts";
import type { DestinationPageData } from "../guide.server.ts";
import { GettingThere, PlanYourVisit, WhereToStay } from "./DestinationPractical.tsx";
import {
  DestinationGallery,
  DestinationHighlights,
  DestinationOverview,
  DestinationTips,
  OnThisPage,
  SimilarDestinations,
} from "./DestinationSections.tsx";

/** The destination guide: every section of the spec's /destinations/{id} page. */
export function DestinationView({ page, map }: { page: DestinationPageData; map: MapData }) {
  const { destination: d, similar, mapUrl } = page;
  const locale = useLocale();
  const crumbs = CRUMB_TEXTS[locale];
  return (
    <>
      <PageHeader
        title={d.name}
        subtitle={d.summary}
        trail={[
          { label: crumbs.home, to: "/" },
          { label: crumbs.destinations, to: "/destinations" },
          { label: d.regionName, to: `/destinations/${d.region}` },
          { label: d.name },
        ]}
      >
        <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-ocean-50">
          <span className="inline-flex items-center gap-1.5">
            <MapPin aria-hidden="true" className="size-4" />
            {d.province === d.regionName ? d.regionName : `${d.province}, ${d.regionName}`}
          </span>
        </div>
      </PageHeader>

      <Container className="pt-8">
        <SaveForOffline className="mb-4" />
        <ArtImage
          id={artId.destination(d.slug)}
          alt={d.imageAlt}
          priority
          sizes="(min-width: 1280px) 1216px, 100vw"
          className="aspect-[16/10] w-full rounded-3xl object-cover shadow-sm sm:aspect-[21/9]"
        />
        <OnThisPage destination={d} hasSimilar={similar.length > 0} />
      </Container>

      <Container className="space-y-16 py-10">
        <DestinationOverview destination={d} />
        <DestinationGallery destination={d} />
        <DestinationHighlights highlights={d.highlights} />
        <GettingThere destination={d} />
        <MapSection
          id="destination-map"
          {...MAP_SECTION_TEXT_TABLE[locale].destination(d.name)}
          map={map}
          className=""
        />
        <WhereToStay destination={d} />
        <PlanYourVisit destination={d} mapUrl={mapUrl} />
        <DestinationTips tips={d.tips} />
        <SimilarDestinations destination={d} similar={similar} />
      </Container>
    </>
  );
}
