import { Lightbulb } from "lucide-react";
import { Link } from "react-router";
import { ButtonLink, Container, LastChecked, PageHeader, SectionHeading } from "~/components/ui/index.tsx";
import { MapSection } from "~/features/map/components/MapSection.tsx";
import { MAP_SECTION_TEXTS } from "~/features/map/texts.ts";
import type { MapData } from "~/features/map/types.ts";
import { LAST_CHECKED_TEXT } from "~/features/transport-data/texts.ts";
import { MODE_INTROS } from "../mode-texts.ts";
import { MODE_LABELS } from "../queries.ts";
import { MODE_PAGE_TEXT } from "../texts.ts";
import type { ModePageData } from "../transport.server.ts";
import { MODE_ICONS, ModeCards } from "./ModeCards.tsx";
import { PriceAgeNote, RouteTable } from "./RouteTable.tsx";

/** /transport/flights, /transport/ferries, /transport/overland: every mapped route of one mode. */
export function ModePage({ page, map }: { page: ModePageData; map: MapData }) {
  const intro = MODE_INTROS[page.mode];
  const Icon = MODE_ICONS[page.mode];
  const label = MODE_LABELS[page.mode];
  return (
    <>
      <PageHeader
        title={intro.pageTitle}
        subtitle={intro.pageSubtitle}
        trail={[{ label: "Home", to: "/" }, { label: "Transport", to: "/transport" }, { label: intro.pageTitle }]}
      />
      <Container className="py-10">
        <PriceAgeNote priceAge={page.priceAge} className="mb-6" />
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
          <section aria-labelledby="mode-intro">
            <h2 id="mode-intro" className="flex items-center gap-2 text-2xl font-bold text-ocean-900">
              <Icon aria-hidden="true" className="size-6 text-teal-700" />
              {label.plural}
              {MODE_PAGE_TEXT.inSulawesi}
            </h2>
            <div className="mt-3 space-y-4 leading-7 text-slate-700">
              {intro.paragraphs.map((p) => (
                <p key={p.slice(0, 40)}>{p}</p>
              ))}
            </div>
          </section>
          <aside aria-labelledby="mode-tips" className="self-start rounded-2xl border border-slate-200 bg-sand-50 p-6">
            <h2 id="mode-tips" className="flex items-center gap-2 text-lg font-bold text-ocean-900">
              <Lightbulb aria-hidden="true" className="size-5 text-teal-700" />
              {MODE_PAGE_TEXT.tips}
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-6 text-slate-700">
              {intro.tips.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </aside>
        </div>

        <section aria-labelledby="mode-routes" className="mt-12">
          <SectionHeading id="mode-routes" sub={MODE_PAGE_TEXT.durationsPricesAndFrequencies}>
            {MODE_PAGE_TEXT.all}
            {label.page.toLowerCase()}
          </SectionHeading>
          {page.routes.length === 0 ? (
            <p className="text-slate-700">{MODE_PAGE_TEXT.noRoutesOfThis}</p>
          ) : (
            <RouteTable
              id={`all-${label.slug}`}
              caption={`${label.page}: ${page.routes.length} routes`}
              routes={page.routes}
            />
          )}
          {page.lastChecked ? (
            <LastChecked date={page.lastChecked} {...LAST_CHECKED_TEXT.routes} className="mt-4 flex-wrap" />
          ) : null}
          <p className="mt-4 text-sm text-slate-700">
            {MODE_PAGE_TEXT.seenADifferentPrice}{" "}
            <Link to="/submit-update" className="font-semibold text-ocean-700 underline underline-offset-2">
              {MODE_PAGE_TEXT.submitAnUpdate}
            </Link>{" "}
            {MODE_PAGE_TEXT.andWeWillCheck}
          </p>
        </section>

        <MapSection id="mode-map" {...MAP_SECTION_TEXTS.mode(label.plural)} map={map} />

        <section aria-labelledby="other-modes" className="mt-14">
          <SectionHeading id="other-modes">{MODE_PAGE_TEXT.otherWaysToTravel}</SectionHeading>
          <ModeCards exclude={page.mode} />
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/transport" variant="outline">
              {MODE_PAGE_TEXT.transportHub}
            </ButtonLink>
            <ButtonLink to="/transport-guide">{MODE_PAGE_TEXT.printableTransportGuide}</ButtonLink>
          </div>
        </section>
      </Container>
    </>
  );
}
