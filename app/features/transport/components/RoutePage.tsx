import { History, MessageSquarePlus, Route as RouteIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonClass, Container, PageHeader, SectionHeading } from "~/components/ui/index.tsx";
import { ROUTE_CHECK_TEXT } from "~/features/transport-data/texts.ts";
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
  const { row } = page;
  const title = ROUTE_PAGE_TEXT.title(page.title, row.modeLabel);
  return (
    <>
      <PageHeader
        title={title}
        subtitle={ROUTE_PAGE_TEXT.subtitle}
        trail={[
          { label: "Home", to: "/" },
          { label: "Transport", to: "/transport" },
          { label: page.mode.page, to: page.mode.href },
          { label: page.title },
        ]}
      />
      <Container className="py-10">
        <PriceAgeNote priceAge={page.priceAge} className="mb-6" />
        <section aria-labelledby="route-figures">
          <SectionHeading id="route-figures">{ROUTE_PAGE_TEXT.figures}</SectionHeading>
          <RouteTable id="route-figures-table" caption={title} routes={[row]} linkRoutes={false} showHistory={false} />
          <div className="mt-4 text-sm text-slate-700">
            <p className="font-semibold text-slate-900">{ROUTE_PAGE_TEXT.references}</p>
            <p>{ROUTE_PAGE_TEXT.referencesIntro}</p>
            <ul className="mt-1 list-disc pl-5">
              {page.references.map((ref) => (
                <li key={ref}>{ref}</li>
              ))}
            </ul>
          </div>
        </section>

        {map}

        <section aria-labelledby="route-related" className="mt-14">
          <SectionHeading id="route-related">{ROUTE_PAGE_TEXT.related}</SectionHeading>
          <div className="flex flex-wrap gap-3">
            <Link to={`/submit-update?route=${encodeURIComponent(row.id)}`} className={buttonClass("primary")}>
              <MessageSquarePlus aria-hidden="true" className="size-4" />
              {ROUTE_PAGE_TEXT.report}
            </Link>
            <Link to={routeHistoryPath(row.id)} className={buttonClass("outline")}>
              <History aria-hidden="true" className="size-4" />
              {ROUTE_CHECK_TEXT.history}
            </Link>
          </div>
          <p className="mt-3 text-sm text-slate-700">{ROUTE_PAGE_TEXT.reportHint}</p>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 font-semibold">
            {page.hubs.map((h) => (
              <li key={h.id}>
                <Link
                  to={`/transport/${h.id}`}
                  className="inline-flex items-center gap-1.5 text-ocean-700 underline underline-offset-2"
                >
                  <RouteIcon aria-hidden="true" className="size-4" />
                  {ROUTE_PAGE_TEXT.hub(h.name)}
                </Link>
              </li>
            ))}
            <li>
              <Link to={page.mode.href} className="text-ocean-700 underline underline-offset-2">
                {ROUTE_PAGE_TEXT.allOfMode(page.mode.page)}
              </Link>
            </li>
          </ul>
        </section>
      </Container>
    </>
  );
}
