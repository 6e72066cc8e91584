import type { ReactNode } from "react";
import { Link } from "~/components/Link.tsx";
import { PriceAgeNote } from "~/features/transport-data/components/PriceAge.tsx";
import { useTexts } from "~/lib/use-locale.ts";
import { anyStaleFare } from "../itinerary-view.ts";
import type { PlanOutcome } from "../plan-page.ts";
import { PLAN_ERROR_HEADING, PLANNER_TEXTS } from "../texts.ts";
import { ItineraryCard } from "./ItineraryCard.tsx";

/**
 * The results region: the itineraries, "no route" with the nearest connected places, or what was wrong
 * with the query. The first option comes first (on a phone, the first thing after the form); `map`, a
 * map of the option chosen with ?show= (app/features/map), comes after the list, and each option
 * links to its own.
 */
export function PlanResults({ outcome, map }: { outcome: PlanOutcome; map?: ReactNode }) {
  const plannerTexts = useTexts(PLANNER_TEXTS);
  const errorHeading = useTexts(PLAN_ERROR_HEADING).heading;
  if (outcome.kind === "form") return null;
  return (
    <section aria-labelledby="plan-results" className="mt-6 scroll-mt-4" id="results">
      {outcome.kind === "invalid" ? (
        <div role="alert" className="rounded-2xl border border-red-300 bg-red-50 p-5">
          <h2 id="plan-results" className="text-xl font-bold text-red-900">
            {errorHeading}
          </h2>
          <p className="mt-2 text-red-900">{outcome.message}</p>
        </div>
      ) : (
        <>
          <h2 id="plan-results" className="text-2xl font-bold text-ocean-900">
            {plannerTexts.resultsHeading(outcome.from, outcome.to)}
          </h2>
          {outcome.kind === "found" ? (
            <>
              <p className="mt-2 text-sm text-slate-700">{outcome.when}</p>
              <ol className="mt-4 space-y-6">
                {outcome.itineraries.map((itinerary, i) => (
                  <li key={itinerary.legs.map((l) => (l.kind === "route" ? l.routeId : l.from)).join()}>
                    <ItineraryCard
                      itinerary={itinerary}
                      index={i + 1}
                      showHref={map ? outcome.showHrefs[i] : undefined}
                      shown={map !== undefined && outcome.shown === i + 1}
                    />
                  </li>
                ))}
              </ol>
              <PriceAgeNote
                className="mt-6"
                priceAge={{
                  today: outcome.itineraries[0]?.pricesAsOf ?? "",
                  anyStale: anyStaleFare(outcome.itineraries),
                  anyStaleRoute: false,
                }}
              />
              {map ? (
                <div className="mt-8 scroll-mt-4" id="plan-map">
                  <p className="mb-3 font-semibold text-slate-800">{plannerTexts.mapShows(outcome.shown)}</p>
                  {map}
                </div>
              ) : null}
            </>
          ) : (
            <NoPath outcome={outcome} />
          )}
        </>
      )}
    </section>
  );
}

function NoPath({ outcome }: { outcome: Extract<PlanOutcome, { kind: "no-path" }> }) {
  const plannerTexts = useTexts(PLANNER_TEXTS);
  const list = (items: typeof outcome.nearTarget) => (
    <ul className="mt-2 space-y-1">
      {items.map((n) => (
        <li key={n.planHref}>
          <Link to={n.planHref} className="font-semibold text-ocean-700 underline underline-offset-2">
            {n.name}
          </Link>{" "}
          <span className="text-slate-600">({plannerTexts.kmAway(n.km)})</span>
        </li>
      ))}
    </ul>
  );
  return (
    <div className="mt-4 rounded-2xl border border-slate-200 bg-sand-50 p-5">
      <h3 className="text-lg font-bold text-slate-900">{plannerTexts.noPathHeading}</h3>
      <p className="mt-2 text-slate-700">{plannerTexts.noPath(outcome.from, outcome.to)}</p>
      {outcome.nearTarget.length > 0 ? (
        <div className="mt-4">
          <p className="text-slate-700">{plannerTexts.nearTarget(outcome.from, outcome.to)}</p>
          {list(outcome.nearTarget)}
        </div>
      ) : null}
      {outcome.nearOrigin.length > 0 ? (
        <div className="mt-4">
          <p className="text-slate-700">{plannerTexts.nearOrigin(outcome.from, outcome.to)}</p>
          {list(outcome.nearOrigin)}
        </div>
      ) : null}
    </div>
  );
}
