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
    const label = (time: number, legs: number, cost: number) => ({ time, legs, cost }) as Label;
    expect(dominates(label(10, 1, 5), label(10, 1, 6))).toBe(true);
    expect(dominates(label(10, 1, 5), label(10, 1, 5))).toBe(false);
    expect(dominates(label(9, 1, 6), label(10, 1, 5))).toBe(false);
  });

  it("shows at most four options, each saying why it is there, in the order of the preference", () => {
    // Eight direct routes, each faster and dearer than the one before: all eight are best trade-offs.
    const routes = Array.from({ length: 8 }, (_, i) =>
      route(`r${i}`, "a", "b", { minutes: [600 - i * 60, 600 - i * 60], price: [100_000 + i * 50_000, 200_000] }),
    );
    const fastest = found(planTrip(graphOf(places, routes), ["a"], ["b"], "fastest"));
    expect(fastest.length).toBeLessThanOrEqual(MAX_ITINERARIES);
    expect(routeIds(fastest[0]!)).toEqual(["r7"]);
    expect(fastest[0]!.reasons).toContain("fastest");
    const cheapest = found(planTrip(graphOf(places, routes), ["a"], ["b"], "cheapest"));
    expect(routeIds(cheapest[0]!)).toEqual(["r0"]);
    expect(cheapest[0]!.reasons).toContain("cheapest");
    for (const it of [...fastest, ...cheapest]) expect(it.reasons.length).toBeGreaterThan(0);
    expect(new Set(cheapest.map((it) => routeIds(it).join())).size).toBe(cheapest.length);
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

  it("carries unknown fares, durations and waits as unknown, never as zero, and estimates them apart", () => {
    const graph = graphOf(places, [
      route("priced", "a", "b", { price: [450_000, 600_000] }),
      route("unpriced", "b", "c", { price: null, minutes: null, frequency: { kind: "irregular" } }),
      route("charter", "c", "d", { price: [400_000, 400_000], priceUnit: "vehicle", mode: "car-with-driver" }),
    ]);
    const [trip] = found(planTrip(graph, ["a"], ["d"], "cheapest"));
    expect(trip!.price).toEqual({ min: 450_000, max: 600_000, unknown: 1 });
    expect(trip!.hires).toBe(1);
    expect(trip!.moving).toEqual({ min: 120, max: 120, unknown: 1 });
    expect(trip!.waiting.unknown).toBe(1);
    // The unknowns are estimated from the similar routes (ADR 0027), and kept apart from the sums.
    expect(trip!.rank.estimatedMoving).toBeGreaterThan(0);
    expect(trip!.rank.estimatedWaiting).toBeGreaterThan(0);
    expect(trip!.rank.estimatedFares).toBe(450_000);
  });

  it("an unknown fare is not cheap for being unknown: it is estimated from similar fares", () => {
    const graph = graphOf(places, [
      route("known", "a", "b", { price: [250_000, 250_000] }),
      route("other-1", "c", "d", { price: [100_000, 100_000] }),
      route("other-2", "d", "e", { price: [300_000, 300_000] }),
      route("unknown", "a", "b", { price: null, minutes: [30, 30] }),
    ]);
    // No distances here: the upper quartile of the known bus fares, Rp300k.
    const [cheapest] = found(planTrip(graph, ["a"], ["b"], "cheapest"));
    expect(routeIds(cheapest!)).toEqual(["known"]);
    const [fastest] = found(planTrip(graph, ["a"], ["b"], "fastest"));
    expect(routeIds(fastest!)).toEqual(["unknown"]);
    expect(fastest!.rank.cost).toBe(300_000);
  });

  it("never passes a place twice, counting a road's stops: no bus past the destination and back", () => {
    const graph = graphOf(places, [
      // The bus a → c stops at b; the leg b is the destination of: get off there.
      route("bus", "a", "c", { via: ["b"], minutes: [600, 600], price: null }),
      route("back", "c", "b", { minutes: [240, 240] }),
    ]);
    const trips = found(planTrip(graph, ["a"], ["b"], "best"));
    expect(trips.map(routeIds)).toEqual([["bus@a>b"]]);
    expect(trips[0]!.rank.estimatedMoving).toBeLessThanOrEqual(600);
  });

  it("leaves Sulawesi only when no way inside exists", () => {
    const outside = { ...place("x"), inRegion: false };
    const graph = graphOf(
      [...places, outside],
      [
        route("via-x-1", "a", "x", { minutes: [60, 60], price: [50_000, 50_000] }),
        route("via-x-2", "x", "b", { minutes: [60, 60], price: [50_000, 50_000] }),
        route("inside", "a", "b", { minutes: [900, 900], price: [900_000, 900_000] }),
      ],
    );
    expect(found(planTrip(graph, ["a"], ["b"], "cheapest")).map(routeIds)).toEqual([["inside"]]);
    const noInside = graphOf([...places, outside], [route("via-x-1", "a", "x"), route("via-x-2", "x", "b")]);
    expect(found(planTrip(noInside, ["a"], ["b"], "best")).map(routeIds)).toEqual([["via-x-1", "via-x-2"]]);
  });

  it("leaves out an option much slower than another without being meaningfully cheaper", () => {
    const graph = graphOf(places, [
      route("quick", "a", "b", { minutes: [120, 120], price: [200_000, 200_000] }),
      // Twenty hours and only Rp20k less: absurd beside "quick", though not dominated by it.
      route("slow", "a", "b", { minutes: [1200, 1200], price: [180_000, 180_000] }),
      // Twenty hours but Rp150k less: a real saving, kept and labelled cheapest.
      route("slow-cheap", "a", "b", { minutes: [1200, 1200], price: [50_000, 50_000] }),
    ]);
    const trips = found(planTrip(graph, ["a"], ["b"], "best"));
    expect(trips.flatMap(routeIds).sort()).toEqual(["quick", "slow-cheap"]);
    expect(trips.find((t) => routeIds(t)[0] === "slow-cheap")!.reasons).toContain("cheapest");
  });

  it("the same vessel sailing on is neither a wait nor a change", () => {
    const ship = { mode: "car-ferry" as const, operators: ["KMP Test"] };
    const graph = graphOf(places, [
      route("ferry-1", "a", "b", { ...ship, minutes: [600, 600], frequency: { kind: "weekdays", days: [2, 5] } }),
      route("ferry-2", "b", "c", { ...ship, minutes: [240, 240], frequency: { kind: "unknown" } }),
    ]);
    const [trip] = found(planTrip(graph, ["a"], ["c"], "best"));
    expect(trip!.changes).toBe(0);
    expect(trip!.sailingOn).toEqual([false, true]);
    expect(trip!.waiting).toEqual({ min: 0, max: 4 * DAY, unknown: 0 });
  });

  it("on a travel date, waits for the real departure and skips closed months", () => {
    const graph = graphOf(places, [
      route("ferry", "a", "b", {
        minutes: [600, 600],
        frequency: { kind: "weekdays", days: [2, 5] },
        departures: ["16:00"],
        closedMonths: [3],
      }),
    ]);
    // Tuesday 5 January 2027, setting off at 08:00: the 16:00 sailing, 8 hours on.
    const [tuesday] = found(planTrip(graph, ["a"], ["b"], "best", { date: { year: 2027, month: 1, day: 5 } }));
    expect(tuesday!.dayWaits).toEqual([8 * 60]);
    expect(tuesday!.rank.minutes).toBe(8 * 60 + 600);
    // Saturday 9 January: Tuesday 16:00, three days and eight hours on.
    const [saturday] = found(planTrip(graph, ["a"], ["b"], "best", { date: { year: 2027, month: 1, day: 9 } }));
    expect(saturday!.dayWaits).toEqual([3 * DAY + 8 * 60]);
    expect(planTrip(graph, ["a"], ["b"], "best", { date: { year: 2027, month: 3, day: 9 } }).kind).toBe("no-path");
    expect(planTrip(graph, ["a"], ["b"], "best", { date: { year: 0, month: 3, day: null } }).kind).toBe("no-path");
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
