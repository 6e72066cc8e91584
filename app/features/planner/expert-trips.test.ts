import { describe, expect, it } from "vitest";
import { EXPERT_TRIPS, matchesExpert } from "./expert-trips.ts";
import type { ItineraryView, LegView } from "./itinerary-view.ts";
import { planPage } from "./planner.server.ts";

/**
 * Option 1 of each expert trip (expert-trips.ts) is one the expert would give. Through the page's
 * own entry point only, so this file runs unchanged against an older planner (ADR 0027 has the count).
 */
const routeIds = (it: ItineraryView) =>
  it.legs.filter((l): l is Extract<LegView, { kind: "route" }> => l.kind === "route").map((l) => l.routeId);

describe(`${EXPERT_TRIPS.length} real trips: option 1 is the one an expert would give (issue 27 point 8)`, () => {
  it("has at least 25 trips", () => expect(EXPERT_TRIPS.length).toBeGreaterThanOrEqual(25));
  for (const trip of EXPERT_TRIPS) {
    // A trip the data cannot answer yet is checked to fail, so the day it passes the note goes.
    const check = trip.dataGap ? it.fails : it;
    check(`${trip.query}: ${trip.why}${trip.dataGap ? ` (fails until the data changes: ${trip.dataGap})` : ""}`, () => {
      const { outcome } = planPage(new URLSearchParams(trip.query));
      if (outcome.kind !== "found") throw new Error(`no itinerary for ${trip.query}`);
      const first = routeIds(outcome.itineraries[0]!);
      expect(first, `option 1 of ${trip.query}`).toSatisfy((ids: string[]) => matchesExpert(ids, trip));
      for (const it of outcome.itineraries) for (const id of trip.never ?? []) expect(routeIds(it)).not.toContain(id);
    });
  }
});
