import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EXPERT_TRIPS } from "./expert-trips.ts";
import { positionsOf } from "./graph.ts";
import { planTrip } from "./plan.ts";
import { plannerContextFrom } from "./plan-page.ts";
import { offlinePlannerData } from "./planner.server.ts";
import { absurdBeside } from "./rank.ts";
import { searchLabels } from "./search.ts";
import type { Itinerary, PlannerGraph, Preference, TravelDate } from "./types.ts";

/**
 * Issue 27 point 8: properties of every answer on today's data, over all pairs of places (and, by
 * fast-check, preferences and travel dates): no option passes a place twice (its stops on the way
 * included), none is absurd beside another (point 2, thresholds in rules.ts), none leaves Sulawesi
 * when a way inside exists, and totals add regular per-person fares only (never a peak or tour price,
 * never a boat hired whole).
 */
const data = offlinePlannerData();
const context = plannerContextFrom(JSON.parse(JSON.stringify(data)));
const graph = context.graph();
const routes = new Map(data.routes.map((r) => [r.id, r]));
const ids = data.places.map((p) => p.id);
const PREFERENCES: Preference[] = ["best", "fastest", "fewest-changes", "cheapest"];

function options(from: string[], to: string[], preference: Preference, date: TravelDate | null = null): Itinerary[] {
  const result = planTrip(graph, from, to, preference, { date });
  return result.kind === "found" ? result.itineraries : [];
}

/** Every place an itinerary reaches or passes, in order. */
function placesPassed(it: Itinerary): string[] {
  const passed = [it.legs[0]!.from.id];
  for (const leg of it.legs) {
    const via = leg.route.via ?? [];
    passed.push(...(leg.reverse ? [...via].reverse() : via), leg.to.id);
  }
  return passed;
}

/** The regular one-way per-person fares of the data route a leg comes from. */
function regularSeatFares(routeId: string) {
  return (routes.get(routeId)?.fares ?? []).filter((f) => f.kind === "regular" && f.unit === "seat");
}

function checkTotals(it: Itinerary): void {
  let min = 0;
  let max = 0;
  for (const leg of it.legs) {
    const { route } = leg;
    if (route.transfer || route.priceUnit !== "seat" || !route.price) continue;
    // The fare counted is one of the route's regular per-person fares: never peak, tour or per boat.
    const fare = regularSeatFares(route.routeId!).find(
      (f) => (f.minIdr ?? f.maxIdr) === route.price!.min && (f.maxIdr ?? f.minIdr) === route.price!.max,
    );
    expect(fare, `${route.id}: the total's fare`).toBeDefined();
    min += route.price.min;
    max += route.price.max;
  }
  expect(it.price.min).toBe(min);
  expect(it.price.max).toBe(max);
}

function checkAnswer(from: string[], to: string[], its: readonly Itinerary[], outsideAllowed: () => boolean) {
  for (const it of its) {
    const passed = placesPassed(it);
    expect(new Set(passed).size, `${passed.join(" > ")} passes a place twice`).toBe(passed.length);
    for (const other of its) expect(absurdBeside(it, other), "an absurd option").toBe(false);
    // A stop outside Sulawesi on the way (the ends may be outside: a trip from Bali).
    const stops = it.legs.slice(1).map((l) => l.from);
    if (stops.some((p) => p.inRegion === false && !from.includes(p.id) && !to.includes(p.id))) {
      expect(outsideAllowed(), `${from} → ${to} leaves Sulawesi though a way inside exists`).toBe(true);
    }
    checkTotals(it);
  }
}

/** Whether only a trip that leaves Sulawesi serves (the search inside finds nothing). */
const onlyOutside = (g: PlannerGraph, from: string[], to: string[]) => () =>
  searchLabels(g, positionsOf(g, from), positionsOf(g, to)).length === 0;

describe("the planner's answers on today's data (issue 27 point 8)", () => {
  it("every pair of places, best balance: no place twice, nothing absurd, nothing outside needlessly, regular fares only", () => {
    let found = 0;
    for (const from of ids) {
      for (const to of ids) {
        if (from === to) continue;
        const its = options([from], [to], "best");
        if (its.length > 0) found++;
        checkAnswer([from], [to], its, onlyOutside(graph, [from], [to]));
      }
    }
    // The check is not run on empty answers only.
    expect(found).toBeGreaterThan(1000);
  });

  it("any preference and travel date (fast-check)", () => {
    const date = fc.option(
      fc.record({
        year: fc.constant(2027),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.option(fc.integer({ min: 1, max: 28 }), { nil: null }),
      }),
      { nil: null },
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...ids),
        fc.constantFrom(...ids),
        fc.constantFrom(...PREFERENCES),
        date,
        (a, b, p, d) => {
          if (a === b) return;
          const its = options([a], [b], p, d);
          checkAnswer([a], [b], its, onlyOutside(graph, [a], [b]));
          // A travel month leaves out every route that does not run then.
          if (d)
            for (const it of its)
              for (const leg of it.legs) expect(leg.route.closedMonths ?? []).not.toContain(d.month);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("the expert trips: no option is absurd", () => {
    for (const trip of EXPERT_TRIPS) {
      const params = new URLSearchParams(trip.query);
      const from = context.endpoint(params.get("from")!)!.placeIds;
      const to = context.endpoint(params.get("to")!)!.placeIds;
      const month = params.get("month");
      const date = month ? { year: 0, month: Number(month), day: null } : null;
      const its = options(
        from.filter((id) => !to.includes(id)),
        to,
        (params.get("pref") as Preference) ?? "best",
        date,
      );
      expect(its.length, trip.query).toBeGreaterThan(0);
      checkAnswer(from, to, its, onlyOutside(graph, from, to));
    }
  });
});
