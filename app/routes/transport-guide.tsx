import { Download } from "lucide-react";
import { CRUMB_TEXTS } from "~/components/texts.ts";
import { buttonClass, Container, LastChecked, PageHeader } from "~/components/ui/index.tsx";
import { GuidePrintMargins } from "~/features/transport/components/GuidePrintMargins.tsx";
import {
  BookingPlatforms,
  BudgetTiers,
  ContactDirectory,
  EmergencyNumbers,
  ExecutiveSummary,
  GuideContents,
  GuideSection,
  RegionRoutes,
  SafetyChecklist,
  TransportTypes,
} from "~/features/transport/components/GuideSections.tsx";
import { PriceAgeNote } from "~/features/transport/components/RouteTable.tsx";
import { GUIDE_BUDGET_INTRO, TRANSPORT_GUIDE_PAGE_TEXT } from "~/features/transport/texts.ts";
import { transportGuidePage } from "~/features/transport/transport.server.ts";
import { LAST_CHECKED_TEXT } from "~/features/transport-data/texts.ts";
import { publicConfig } from "~/lib/config.server.ts";
import { localeOf, localizePath } from "~/lib/locale.ts";
import { pageCache } from "~/lib/page-cache.server.ts";
import { breadcrumbs, rootConfig, seo } from "~/lib/seo.ts";
import { sharedPageHeaders } from "~/lib/shared-page-cache.ts";
import { useLocale, useTexts } from "~/lib/use-locale.ts";
import type { Route } from "./+types/transport-guide";

/**
 * Rendered per request from the merged transport data (ADR 0018), shared for a few seconds: the
 * instance's page cache for visitors without cookies, and shared caches through Cache-Control.
 */
export const middleware: Route.MiddlewareFunction[] = [pageCache.contentMiddleware];
export const headers = sharedPageHeaders;

export function loader({ request }: Route.LoaderArgs) {
  const { siteUrl, siteName } = publicConfig();
  return { guide: transportGuidePage(localeOf(request)), siteUrl, siteName };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = rootConfig(matches);
  const locale = site.locale ?? "en";
  const { metaTitle: title, metaDescription: description } = TRANSPORT_GUIDE_PAGE_TEXT[locale];
  const crumbs = CRUMB_TEXTS[locale];
  return seo(site, {
    title,
    description,
    path: "/transport-guide",
    jsonLd: [
      breadcrumbs(site, [
        [crumbs.home, "/"],
        [crumbs.transport, "/transport"],
        [title, "/transport-guide"],
      ]),
    ],
  });
};

export default function TransportGuidePage({ loaderData }: Route.ComponentProps) {
  const { guide, siteUrl, siteName } = loaderData;
  const locale = useLocale();
  const t = TRANSPORT_GUIDE_PAGE_TEXT[locale];
  const crumbs = useTexts(CRUMB_TEXTS);
  const checked = useTexts(LAST_CHECKED_TEXT);
  const title = t.metaTitle;
  return (
    <div className="print-guide">
      <GuidePrintMargins
        title={title}
        lastChecked={guide.lastChecked}
        site={`${siteName} · ${siteUrl}${localizePath("/transport-guide", locale)}`}
      />
      {/* On paper: dark text, no coloured band (browsers do not print backgrounds by default). */}
      <div className="print-guide-header print:border-b-2 print:border-slate-900 print:[&>div]:bg-none print:**:text-black print:[&_nav]:hidden">
        <PageHeader
          title={title}
          subtitle={t.regionalHubsAndRoutes}
          trail={[{ label: crumbs.home, to: "/" }, { label: crumbs.transport, to: "/transport" }, { label: t.crumb }]}
        >
          <div className="no-print mt-6 flex flex-wrap items-center gap-4">
            {/* The button needs the enhancement script; without JavaScript only the hint shows. */}
            <button type="button" data-print className={`js-only ${buttonClass("light")}`}>
              <Download aria-hidden="true" className="size-4" />
              {t.downloadAsPdf}
            </button>
            <p className="js-only text-sm text-ocean-50">{t.opensYourBrowsersPrint}</p>
            <p className="nojs-only text-sm text-ocean-50">{t.toSaveThisGuide}</p>
          </div>
        </PageHeader>
      </div>

      <Container className="py-10 print:py-4">
        <div className="mb-10 flex flex-col gap-6 print:mb-4">
          <LastChecked date={guide.lastChecked} {...checked.guide} className="flex-wrap" />
          <PriceAgeNote priceAge={guide.priceAge} />
          <GuideContents />
        </div>

        <GuideSection id="summary">
          <ExecutiveSummary paragraphs={guide.executiveSummary} />
        </GuideSection>

        <GuideSection id="regions" breakBefore intro={t.theFourRegionsTheir}>
          {guide.regions.map((r) => (
            <RegionRoutes key={r.region} region={r} />
          ))}
        </GuideSection>

        <GuideSection id="transport-types">
          <TransportTypes types={guide.transportTypes} />
        </GuideSection>

        <GuideSection id="budget" intro={GUIDE_BUDGET_INTRO[locale].text}>
          <BudgetTiers tiers={guide.budgets} />
        </GuideSection>

        <GuideSection id="contacts" intro={t.localTransportContactsAgree}>
          <ContactDirectory contacts={guide.contacts} />
        </GuideSection>

        <GuideSection id="safety">
          <SafetyChecklist items={guide.safetyChecklist} />
        </GuideSection>

        <GuideSection id="emergency" keepTogether intro={t.saveTheseNumbersIn}>
          <EmergencyNumbers numbers={guide.emergencyNumbers} />
        </GuideSection>

        <GuideSection id="booking">
          <BookingPlatforms platforms={guide.bookingPlatforms} />
        </GuideSection>

        <p className="mt-14 border-t border-slate-200 pt-4 text-sm text-slate-600 print:mt-8">
          {siteName} · {siteUrl}
          {t.transportGuideCheckThe}
        </p>
      </Container>
    </div>
  );
}
