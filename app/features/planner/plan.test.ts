import { describe, expect, it } from "vitest";
import { MAX_ITINERARIES, planTrip } from "./plan.ts";
import { dominates, type Label } from "./search.ts";
import { graphOf, place, route } from "./test-graphs.ts";
import type { Itinerary, PlanResult } from "./types.ts";
import { longestWait } from "./waiting.ts";

const DAY = 24 * 60;

function found(result: PlanResult): Itinerary[] {
  if (result.kind !== "found") throw new Error(`expected itineraries, got ${result.kind}`);
  return result.itineraries;
}
const routeIds = (it: Itinerary) => it.legs.map((l) => l.route.id);

describe("longestWait", () => {
  it("derives the longest wait from the frequency, and unknown stays unknown", () => {
    expect(longestWait({ kind: "daily" })).toBe(DAY);
    expect(longestWait({ kind: "daily", perDay: 4 })).toBe(DAY / 4);
    expect(longestWait({ kind: "weekly", perWeek: 2 })).toBe(3.5 * DAY);
    expect(longestWait({ kind: "weekly", perWeek: 1 })).toBe(7 * DAY);
    // Monday and Friday: Friday to Monday is the longer gap, three days... Monday to Friday is four.
    expect(longestWait({ kind: "weekdays", days: [1, 5] })).toBe(4 * DAY);
    expect(longestWait({ kind: "weekdays", days: [2, 4, 6] })).toBe(3 * DAY);
    expect(longestWait({ kind: "weekdays", days: [] })).toBeNull();
    expect(longestWait({ kind: "irregular" })).toBeNull();
    expect(longestWait({ kind: "unknown" })).toBeNull();
  });
});

describe("planTrip on hand-made graphs", () => {
  const places = ["a", "b", "c", "d", "e"].map((id) => place(id));

  it("keeps the trade-offs: a slow cheap direct route and a fast dear one with a change", () => {
    const graph = graphOf(places, [
      route("slow-cheap", "a", "b", { minutes: [600, 600], price: [100_000, 100_000] }),
      route("fast-1", "a", "c", { minutes: [60, 60], price: [500_000, 500_000] }),
      route("fast-2", "c", "b", { minutes: [60, 60], price: [500_000, 500_000] }),
      // Slower, dearer and with more changes than slow-cheap: dominated, never shown.
      route("bad-1", "a", "d", { minutes: [400, 400], price: [300_000, 300_000] }),
      route("bad-2", "d", "b", { minutes: [400, 400], price: [300_000, 300_000] }),
    ]);
    const fastest = found(planTrip(graph, ["a"], ["b"], "fastest"));
    expect(fastest.map(routeIds)).toEqual([["fast-1", "fast-2"], ["slow-cheap"]]);
    const cheapest = found(planTrip(graph, ["a"], ["b"], "cheapest"));
    expect(cheapest.map(routeIds)).toEqual([["slow-cheap"], ["fast-1", "fast-2"]]);
    expect(found(planTrip(graph, ["a"], ["b"], "fewest-changes"))[0]!.changes).toBe(0);
  });

  it("dominance: at least as good on every criterion and better on one", () => {
    const label = (time: number, legs: number, price: number, unknown = 0) =>
      ({ time, legs, price, timeUnknown: 0, priceUnknown: unknown }) as Label;
    expect(dominates(label(10, 1, 5), label(10, 1, 6))).toBe(true);
    expect(dominates(label(10, 1, 5), label(10, 1, 5))).toBe(false);
    expect(dominates(label(9, 1, 6), label(10, 1, 5))).toBe(false);
    // A fare we do not know is not cheaper than one we do.
    expect(dominates(label(10, 1, 0, 1), label(10, 1, 5))).toBe(false);
  });

  it("shows at most five itineraries, each made of different routes, in the order of the preference", () => {
    // Eight direct routes, each faster and dearer than the one before: all eight are best trade-offs.
    const routes = Array.from({ length: 8 }, (_, i) =>
      route(`r${i}`, "a", "b", { minutes: [600 - i * 60, 600 - i * 60], price: [100_000 + i * 50_000, 200_000] }),
    );
    const fastest = found(planTrip(graphOf(places, routes), ["a"], ["b"], "fastest"));
    expect(fastest).toHaveLength(MAX_ITINERARIES);
    expect(fastest.map(routeIds)).toEqual([["r7"], ["r6"], ["r5"], ["r4"], ["r3"]]);
    const cheapest = found(planTrip(graphOf(places, routes), ["a"], ["b"], "cheapest"));
    expect(cheapest.map(routeIds)).toEqual([["r0"], ["r1"], ["r2"], ["r3"], ["r4"]]);
    expect(new Set(cheapest.map((it) => routeIds(it).join())).size).toBe(MAX_ITINERARIES);
  });

  it("skips discontinued routes and one-way routes taken backwards", () => {
    const graph = graphOf(places, [
      route("stopped", "a", "b", { discontinued: true }),
      route("one-way", "b", "a", { bothWays: false }),
      route("via-c", "a", "c"),
      route("c-b", "c", "b"),
    ]);
    expect(found(planTrip(graph, ["a"], ["b"], "fastest")).map(routeIds)).toEqual([["via-c", "c-b"]]);
    expect(found(planTrip(graph, ["b"], ["a"], "fastest")).map(routeIds)[0]).toEqual(["one-way"]);
  });

  it("a twice-weekly ferry adds days to allow on top of the time on the move", () => {
    const graph = graphOf(places, [
      route("flight", "a", "b", { minutes: [60, 90], frequency: { kind: "daily", perDay: 2 } }),
      route("ferry", "b", "c", { minutes: [720, 780], frequency: { kind: "weekdays", days: [2, 5] } }),
    ]);
    const [trip] = found(planTrip(graph, ["a"], ["c"], "fastest"));
    expect(trip!.moving).toEqual({ min: 780, max: 870, unknown: 0 });
    // Up to half a day for the flight, up to four days (Friday to Tuesday) for the ferry.
    expect(trip!.waiting).toEqual({ min: 0, max: 720 + 4 * DAY, unknown: 0 });
    expect(trip!.daysToAllow).toBe(Math.ceil((870 + 720 + 4 * DAY) / DAY));
    expect(trip!.daysToAllow).toBe(6);
  });

  it("carries unknown fares, durations and waits as unknown, never as zero", () => {
    const graph = graphOf(places, [
      route("priced", "a", "b", { price: [450_000, 600_000] }),
      route("unpriced", "b", "c", { price: null, minutes: null, frequency: { kind: "irregular" } }),
      route("charter", "c", "d", { price: [400_000, 400_000], priceUnit: "vehicle" }),
    ]);
    const [trip] = found(planTrip(graph, ["a"], ["d"], "cheapest"));
    expect(trip!.price).toEqual({ min: 450_000, max: 600_000, unknown: 1 });
    expect(trip!.hires).toBe(1);
    expect(trip!.moving).toEqual({ min: 120, max: 120, unknown: 1 });
    expect(trip!.waiting.unknown).toBe(1);
  });

  it("does not count a hidden fare as cheap: a known fare ranks first for the cheapest", () => {
    const graph = graphOf(places, [
      route("known", "a", "b", { price: [300_000, 300_000] }),
      route("unknown-faster", "a", "b", { price: null, minutes: [30, 30] }),
      // As fast as "known" but its fare is unknown: dominated, not shown.
      route("unknown-same", "a", "b", { price: null }),
    ]);
    expect(found(planTrip(graph, ["a"], ["b"], "cheapest")).map(routeIds)).toEqual([["known"], ["unknown-faster"]]);
    expect(found(planTrip(graph, ["a"], ["b"], "fastest")).map(routeIds)).toEqual([["unknown-faster"], ["known"]]);
  });

  it("plans to any of a destination's places, from any of the origin's", () => {
    const graph = graphOf(places, [
      route("a-c", "a", "c", { minutes: [100, 100], price: [50_000, 50_000] }),
      route("b-d", "b", "d"),
    ]);
    const trips = found(planTrip(graph, ["a", "b"], ["c", "d"], "fastest"));
    expect(trips.map(routeIds)).toEqual([["b-d"], ["a-c"]]);
  });

  it("says there is no path and suggests the nearest connected places", () => {
    const geo = [place("a", 0, 0), place("b", 0, 1), place("c", 0, 3), place("x", 0, 4), place("y", 0, 5)];
    const graph = graphOf(geo, [route("a-b", "a", "b"), route("b-c", "b", "c"), route("x-y", "x", "y")]);
    const result = planTrip(graph, ["a"], ["x"], "fastest");
    expect(result.kind).toBe("no-path");
    if (result.kind !== "no-path") return;
    expect(result.nearTarget.map((n) => n.place.id)).toEqual(["c", "b"]);
    expect(result.nearTarget[0]!.km).toBe(111);
    expect(result.nearOrigin.map((n) => n.place.id)).toEqual(["y"]);
  });
});
