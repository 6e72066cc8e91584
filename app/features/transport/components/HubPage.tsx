import { MapPin } from "lucide-react";
import { CRUMB_TEXTS } from "~/components/texts.ts";
import { ButtonLink, Container, PageHeader } from "~/components/ui/index.tsx";
import { MapSection } from "~/features/map/components/MapSection.tsx";
import { MAP_SECTION_TEXT_TABLE } from "~/features/map/texts.ts";
import type { MapData } from "~/features/map/types.ts";
import { SaveForOffline } from "~/features/offline/components/SaveForOffline.tsx";
import { TravellerUpdates } from "~/features/submissions/components/TravellerUpdates.tsx";
import type { TravellerUpdate } from "~/features/submissions/traveller-updates.ts";
import { useTexts } from "~/lib/use-locale.ts";
import { HUB_PAGE_TEXT } from "../texts.ts";
import type { HubPageData } from "../transport.server.ts";
import { HubAbout, HubAtAGlance, HubDestinations, HubRoutes, MoreTransportNav } from "./HubSections.tsx";
import { PriceAgeNote } from "./RouteTable.tsx";

/** /transport/{hub}: the airport, port, getting around, highlights, routes and destinations of one hub city. */
export function HubPage({ page, updates, map }: { page: HubPageData; updates?: TravellerUpdate[]; map: MapData }) {
  const t = useTexts(HUB_PAGE_TEXT);
  const crumbs = useTexts(CRUMB_TEXTS);
  const mapTexts = useTexts(MAP_SECTION_TEXT_TABLE);
  const { hub, destinations, otherHubs, lastChecked } = page;
  return (
    <>
      <PageHeader
        title={t.title(hub.name)}
        subtitle={hub.summary}
        trail={[{ label: crumbs.home, to: "/" }, { label: crumbs.transport, to: "/transport" }, { label: hub.name }]}
      >
        <p className="mt-5 inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-sm font-semibold">
          <MapPin aria-hidden="true" className="size-4" />
          {hub.region}
        </p>
        <p className="mt-5">
          <ButtonLink to={`/transport/plan?from=${hub.id}`} variant="light">
            {t.planATripFrom}
            {hub.name}
          </ButtonLink>
        </p>
      </PageHeader>

      <Container className="py-10">
        <SaveForOffline className="mb-6" />
        <PriceAgeNote priceAge={page.priceAge} className="mb-6" />
        <div className="grid gap-10 lg:grid-cols-[1fr_22rem]">
          <HubAbout hub={hub} />
          <HubAtAGlance hub={hub} lastChecked={lastChecked} />
        </div>

        <HubRoutes page={page} />
        <MapSection id="hub-map" {...mapTexts.hub(hub.name)} map={map} />

        {/* Approved transport updates from travellers (rendered per request; see the admin dashboard). */}
        {updates ? <TravellerUpdates updates={updates} placeName={hub.name} /> : null}

        <HubDestinations hub={hub} destinations={destinations} />
        <MoreTransportNav otherHubs={otherHubs} />
      </Container>
    </>
  );
}
