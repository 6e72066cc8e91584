import { History, MessageSquarePlus, Route as RouteIcon } from "lucide-react";
import { Link } from "~/components/Link.tsx";
import { CRUMB_TEXTS } from "~/components/texts.ts";
import { buttonClass, Container, PageHeader, SectionHeading } from "~/components/ui/index.tsx";
import { ROUTE_CHECK_TEXT } from "~/features/transport-data/texts.ts";
import { useTexts } from "~/lib/use-locale.ts";
import { routeHistoryPath } from "../queries.ts";
import { ROUTE_PAGE_TEXT } from "../route-page-texts.ts";
import type { RoutePageData } from "../transport.server.ts";
import { PriceAgeNote, RouteTable } from "./RouteTable.tsx";

/**
 * /transport/routes/{id}: the route's figures with their dates and its check (RouteTable, as on the
 * hub and mode pages), the references it was checked against, then `map` (the page passes the map
 * section, drawn at build time by app/features/map), the history, "Report a change" and the pages
 * the route belongs to.
 */
export function RoutePage({ page, map }: { page: RoutePageData; map: React.ReactNode }) {
  const t = useTexts(ROUTE_PAGE_TEXT);
  const check = useTexts(ROUTE_CHECK_TEXT);
  const crumbs = useTexts(CRUMB_TEXTS);
  const { row } = page;
  const title = t.title(page.title, row.modeLabel);
  return (
    <>
      <PageHeader
        title={title}
        subtitle={t.subtitle}
        trail={[
          { label: crumbs.home, to: "/" },
          { label: crumbs.transport, to: "/transport" },
          { label: page.mode.page, to: page.mode.href },
          { label: page.title },
        ]}
      />
      <Container className="py-10">
        <PriceAgeNote priceAge={page.priceAge} className="mb-6" />
        <section aria-labelledby="route-figures">
          <SectionHeading id="route-figures">{t.figures}</SectionHeading>
          <RouteTable id="route-figures-table" caption={title} routes={[row]} linkRoutes={false} showHistory={false} />
          <div className="mt-4 text-sm text-slate-700">
            <p className="font-semibold text-slate-900">{t.references}</p>
            <p>{t.referencesIntro}</p>
            <ul className="mt-1 list-disc pl-5">
              {page.references.map((ref) => (
                <li key={ref}>{ref}</li>
              ))}
            </ul>
          </div>
        </section>

        {map}

        <section aria-labelledby="route-related" className="mt-14">
          <SectionHeading id="route-related">{t.related}</SectionHeading>
          <div className="flex flex-wrap gap-3">
            <Link to={`/submit-update?route=${encodeURIComponent(row.id)}`} className={buttonClass("primary")}>
              <MessageSquarePlus aria-hidden="true" className="size-4" />
              {t.report}
            </Link>
            <Link to={routeHistoryPath(row.id)} className={buttonClass("outline")}>
              <History aria-hidden="true" className="size-4" />
              {check.history}
            </Link>
          </div>
          <p className="mt-3 text-sm text-slate-700">{t.reportHint}</p>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 font-semibold">
            {page.hubs.map((h) => (
              <li key={h.id}>
                <Link
                  to={`/transport/${h.id}`}
                  className="inline-flex items-center gap-1.5 text-ocean-700 underline underline-offset-2"
                >
                  <RouteIcon aria-hidden="true" className="size-4" />
                  {t.hub(h.name)}
                </Link>
              </li>
            ))}
            <li>
              <Link to={page.mode.href} className="text-ocean-700 underline underline-offset-2">
                {t.allOfMode(page.mode.page)}
              </Link>
            </li>
          </ul>
        </section>
      </Container>
    </>
  );
}
