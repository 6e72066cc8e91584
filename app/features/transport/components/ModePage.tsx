import { Lightbulb } from "lucide-react";
import { Link } from "~/components/Link.tsx";
import { CRUMB_TEXTS } from "~/components/texts.ts";
import { ButtonLink, Container, LastChecked, PageHeader, SectionHeading } from "~/components/ui/index.tsx";
import { MapSection } from "~/features/map/components/MapSection.tsx";
import { MAP_SECTION_TEXT_TABLE } from "~/features/map/texts.ts";
import type { MapData } from "~/features/map/types.ts";
import { LAST_CHECKED_TEXT } from "~/features/transport-data/texts.ts";
import { useLocale, useTexts } from "~/lib/use-locale.ts";
import { MODE_INTROS } from "../mode-texts.ts";
import { modeLabels } from "../queries.ts";
import { MODE_PAGE_TEXT } from "../texts.ts";
import type { ModePageData } from "../transport.server.ts";
import { MODE_ICONS, ModeCards } from "./ModeCards.tsx";
import { PriceAgeNote, RouteTable } from "./RouteTable.tsx";

/** /transport/flights, /transport/ferries, /transport/overland: every mapped route of one mode. */
export function ModePage({ page, map }: { page: ModePageData; map: MapData }) {
  const t = useTexts(MODE_PAGE_TEXT);
  const checked = useTexts(LAST_CHECKED_TEXT);
  const crumbs = useTexts(CRUMB_TEXTS);
  const mapTexts = useTexts(MAP_SECTION_TEXT_TABLE);
  const locale = useLocale();
  const intro = MODE_INTROS[locale][page.mode];
  const Icon = MODE_ICONS[page.mode];
  const label = modeLabels(locale)[page.mode];
  return (
    <>
      <PageHeader
        title={intro.pageTitle}
        subtitle={intro.pageSubtitle}
        trail={[
          { label: crumbs.home, to: "/" },
          { label: crumbs.transport, to: "/transport" },
          { label: intro.pageTitle },
        ]}
      />
      <Container className="py-10">
        <PriceAgeNote priceAge={page.priceAge} className="mb-6" />
        <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
          <section aria-labelledby="mode-intro">
            <h2 id="mode-intro" className="flex items-center gap-2 text-2xl font-bold text-ocean-900">
              <Icon aria-hidden="true" className="size-6 text-teal-700" />
              {label.plural}
              {t.inSulawesi}
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
              {t.tips}
            </h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-6 text-slate-700">
              {intro.tips.map((t) => (
                <li key={t}>{t}</li>
              ))}
            </ul>
          </aside>
        </div>

        <section aria-labelledby="mode-routes" className="mt-12">
          <SectionHeading id="mode-routes" sub={t.durationsPricesAndFrequencies}>
            {t.all}
            {label.page.toLowerCase()}
          </SectionHeading>
          {page.routes.length === 0 ? (
            <p className="text-slate-700">{t.noRoutesOfThis}</p>
          ) : (
            <RouteTable
              id={`all-${label.slug}`}
              caption={t.caption(label.page, page.routes.length)}
              routes={page.routes}
            />
          )}
          {page.lastChecked ? (
            <LastChecked date={page.lastChecked} {...checked.routes} className="mt-4 flex-wrap" />
          ) : null}
          <p className="mt-4 text-sm text-slate-700">
            {t.seenADifferentPrice}{" "}
            <Link to="/submit-update" className="font-semibold text-ocean-700 underline underline-offset-2">
              {t.submitAnUpdate}
            </Link>{" "}
            {t.andWeWillCheck}
          </p>
        </section>

        <MapSection id="mode-map" {...mapTexts.mode(label.plural)} map={map} />

        <section aria-labelledby="other-modes" className="mt-14">
          <SectionHeading id="other-modes">{t.otherWaysToTravel}</SectionHeading>
          <ModeCards exclude={page.mode} />
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to="/transport" variant="outline">
              {t.transportHub}
            </ButtonLink>
            <ButtonLink to="/transport-guide">{t.printableTransportGuide}</ButtonLink>
          </div>
        </section>
      </Container>
    </>
  );
}
