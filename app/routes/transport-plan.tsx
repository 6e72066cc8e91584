import { data } from "react-router";
import { CRUMB_TEXTS } from "~/components/texts.ts";
import { Container, PageHeader } from "~/components/ui/index.tsx";
// no-inline: a script must be a file of our origin (the CSP allows no data: scripts).
import plannerOfflineJs from "~/enhance/planner-offline.js?url&no-inline";
import { SulawesiMap } from "~/features/map/components/SulawesiMap.tsx";
import { itineraryMap } from "~/features/map/map.server.ts";
import { OfflinePlanner } from "~/features/offline/components/OfflinePlanner.tsx";
import { SaveForOffline } from "~/features/offline/components/SaveForOffline.tsx";
import { PlannerForm } from "~/features/planner/components/PlannerForm.tsx";
import { PlanResults } from "~/features/planner/components/PlanResults.tsx";
import { PLAN_CACHE_CONTROL, PLAN_PATH } from "~/features/planner/constants.ts";
import { endpointOptions, planPage } from "~/features/planner/planner.server.ts";
import { PLANNER_TEXTS } from "~/features/planner/texts.ts";
import { localeOf } from "~/lib/locale.ts";
import { pageCache } from "~/lib/page-cache.server.ts";
import { passOnHeaders } from "~/lib/route-headers.ts";
import { breadcrumbs, rootConfig, seo } from "~/lib/seo.ts";
import { useLocalizedPath, useTexts } from "~/lib/use-locale.ts";
import type { Route } from "./+types/transport-plan";

/**
 * /transport/plan?from=&to=&pref=&date=&month=&show=: the route planner (app/features/planner), and
 * /id/transport/plan in Indonesian (issue 31). A GET form, so a plan is a URL that can be shared and
 * cached; a content page, not hydrated (ADR 0002). Bad input: 400.
 */
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const page = planPage(new URL(request.url).searchParams, locale);
  // The map draws the option chosen with ?show= (the first by default); the rest is faded.
  const shown = page.outcome.kind === "found" ? page.outcome.itineraries[page.outcome.shown - 1] : undefined;
  const map = shown ? itineraryMap(shown.routeIds, shown.placeIds, locale) : null;
  return data(
    { ...page, options: endpointOptions(locale), map },
    { status: page.status, headers: { "Cache-Control": PLAN_CACHE_CONTROL } },
  );
}

/** Plans come from the merged transport data (ADR 0018): kept a second by the page cache for visitors. */
export const middleware: Route.MiddlewareFunction[] = [pageCache.contentMiddlewareFor(["from", "to", "pref"])];

export function headers(args: Route.HeadersArgs) {
  return passOnHeaders(args);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = rootConfig(matches);
  const t = PLANNER_TEXTS[site.locale ?? "en"];
  const crumbs = CRUMB_TEXTS[site.locale ?? "en"];
  const outcome = loaderData?.outcome;
  const planned = outcome && (outcome.kind === "found" || outcome.kind === "no-path");
  return seo(site, {
    title: planned ? t.resultsMetaTitle(outcome.from, outcome.to) : t.metaTitle,
    description: t.description,
    path: PLAN_PATH,
    jsonLd: [
      breadcrumbs(site, [
        [crumbs.home, "/"],
        [crumbs.transport, "/transport"],
        [t.title, PLAN_PATH],
      ]),
    ],
  });
};

export default function TransportPlan({ loaderData }: Route.ComponentProps) {
  const { options, query, outcome, map } = loaderData;
  const t = useTexts(PLANNER_TEXTS);
  const crumbs = useTexts(CRUMB_TEXTS);
  const localize = useLocalizedPath();
  return (
    <>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        trail={[
          { label: crumbs.home, to: localize("/") },
          { label: crumbs.transport, to: localize("/transport") },
          { label: t.title },
        ]}
      />
      <Container className="py-10">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <PlannerForm options={options} query={query} />
        </div>
        <PlanResults outcome={outcome} map={map ? <SulawesiMap {...map} title={t.mapHeading} /> : undefined} />
        {outcome.kind === "found" || outcome.kind === "no-path" ? <SaveForOffline className="mt-8" /> : null}
        {/* Offline, a plan the server did not answer is made in the browser (ADR 0019). */}
        {outcome.kind === "form" ? <OfflinePlanner /> : null}
        <section aria-labelledby="plan-how" className="mt-12 max-w-3xl">
          <h2 id="plan-how" className="text-xl font-bold text-ocean-900">
            {t.howItWorksHeading}
          </h2>
          {t.howItWorks.map((p) => (
            <p key={p} className="mt-3 text-slate-700">
              {p}
            </p>
          ))}
        </section>
      </Container>
      {outcome.kind === "form" ? <script type="module" src={plannerOfflineJs} /> : null}
    </>
  );
}
