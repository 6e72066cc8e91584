import { describe, expect, it } from "vitest";
import { destinations } from "~/features/content/content.server.ts";
import { transportData } from "~/features/transport-data/data.server.ts";
import { plannerInput } from "./from-transport-data.ts";
import { buildGraph } from "./graph.ts";
import type { ItineraryView, LegView } from "./itinerary-view.ts";
import { MAX_ITINERARIES, planTrip } from "./plan.ts";
import { planPage, tripFromGateway } from "./planner.server.ts";
import { PLAN_ERRORS } from "./texts.ts";

/** The planner on today's shipped data (content/transport), through the page's own entry point. */
const page = (query: string) => planPage(new URLSearchParams(query));

function itineraries(query: string): ItineraryView[] {
  const { outcome, status } = page(query);
  expect(status).toBe(200);
  if (outcome.kind !== "found") throw new Error(`expected itineraries for ${query}, got ${outcome.kind}`);
  return outcome.itineraries;
}
const routeLegs = (it: ItineraryView) =>
  it.legs.filter((l): l is Extract<LegView, { kind: "route" }> => l.kind === "route");
const routeIds = (it: ItineraryView) => routeLegs(it).map((l) => l.routeId);

describe("the planner on the shipped data", () => {
  it("Gorontalo to the Togean Islands: the Tuna Tomini, its 2013 fares, its days from Gorontalo, its months", () => {
    const trips = itineraries("from=gorontalo&to=togean-islands");
    expect(trips.length).toBeLessThanOrEqual(MAX_ITINERARIES);
    expect(routeIds(trips[0]!)).toEqual(["gorontalo-wakai-tuna-tomini"]);
    const ferry = routeLegs(trips[0]!)[0]!;
    // Each fare with its date; one from 2013 is marked "may be out of date" (issue 19 point 2).
    expect(ferry.fares).toContainEqual({ text: "Economy: Rp63k per person (2013)", stale: true });
    // This direction's days and times only (issue 27 point 4), and the months it runs.
    expect(ferry.runs).toMatch(/^From Gorontalo: Tue, Fri at 16:00/);
    expect(ferry.runs).not.toContain("17:00");
    expect(ferry.months).toBe("Every month except March.");
    expect(ferry.routePage).toBe("/transport/routes/gorontalo-wakai-tuna-tomini");
    // Each option says why it is there; options differ in their legs.
    for (const trip of trips) expect(trip.reasons.length).toBeGreaterThan(0);
    expect(new Set(trips.map((t) => routeIds(t).join())).size).toBe(trips.length);
  });

  it("Makassar to Wakatobi: the flight to Kendari and the daily Wings flight are offered (issue 27)", () => {
    const trips = itineraries("from=makassar&to=wakatobi");
    const viaKendari = trips.find((t) => routeIds(t).join() === "makassar-kendari-flight,kendari-wakatobi-flight");
    expect(viaKendari?.reasons).toEqual(["Another way: the next best balance of time, fares and changes"]);
    // Its unknown fare is estimated and said to be.
    expect(viaKendari?.price).toMatch(/one fare unknown \(about Rp[\d.]+[kM] estimated, used to rank\)/);
  });

  it("the way back runs on its own days and times", () => {
    const [back] = itineraries("from=togean-islands&to=gorontalo");
    expect(routeLegs(back!)[0]!.runs).toMatch(/^From Wakai: Mon, Thu at 17:00/);
  });

  it("a travel date gives the real wait for the ferry, and March leaves it out", () => {
    // Tuesday 5 January 2027: the ferry leaves at 16:00, eight hours after setting off at 08:00.
    const [onTuesday] = itineraries("from=gorontalo&to=togean-islands&date=2027-01-05");
    expect(routeIds(onTuesday!)).toEqual(["gorontalo-wakai-tuna-tomini"]);
    expect(routeLegs(onTuesday!)[0]!.waitOnDay).toBe("next departure in about 8 h");
    // Wednesday: the next sailing is Friday at 16:00, two days and eight hours on.
    const [onWednesday] = itineraries("from=gorontalo&to=togean-islands&date=2027-01-06");
    expect(routeLegs(onWednesday!)[0]!.waitOnDay).toBe("next departure in about 56 h");
    for (const query of [
      "from=gorontalo&to=togean-islands&month=3",
      "from=gorontalo&to=togean-islands&date=2027-03-09",
    ]) {
      const { outcome } = page(query);
      if (outcome.kind !== "found") throw new Error(query);
      expect(outcome.when).toMatch(/^For travel (in March|on March 9, 2027)\.$/);
      for (const trip of outcome.itineraries) expect(routeIds(trip)).not.toContain("gorontalo-wakai-tuna-tomini");
    }
  });

  it("the map draws the option chosen with ?show=, and each option links to its own", () => {
    const { outcome } = page("from=makassar&to=togean-islands&show=2");
    if (outcome.kind !== "found") throw new Error("expected itineraries");
    expect(outcome.shown).toBe(2);
    expect(outcome.showHrefs[0]).toBe("/transport/plan?from=makassar&to=togean-islands#plan-map");
    expect(outcome.showHrefs[1]).toBe("/transport/plan?from=makassar&to=togean-islands&show=2#plan-map");
  });

  it("peak and tour prices are shown on the leg, never in the total; a charter stays per boat", () => {
    const trips = itineraries("from=manado&to=bunaken");
    const charter = trips.find((t) => routeIds(t)[0] === "manado-bunaken-charter")!;
    // The Rp350k day tour with lunch is a tour: on the leg, not totalled.
    expect(charter.price).not.toContain("350k");
    expect(charter.price).toMatch(/boat or car hired whole/);
    expect(routeLegs(charter)[0]!.fares).toContainEqual(expect.objectContaining({ kind: "tour" }));
  });

  it("Manado to Wakatobi: flights south, then a boat or a flight to the islands", () => {
    const trips = itineraries("from=manado&to=wakatobi");
    const [first] = trips;
    expect(routeIds(first!)[0]).toBe("makassar-manado-flight");
    for (const trip of trips)
      expect(["Wanci (Wangi-Wangi)", "Matahora Airport", "Kaledupa", "Tomia"]).toContain(trip.legs.at(-1)!.to);
  });

  it("Makassar to Rantepao: the night bus, direct, with its fares and dates; the stopped flight is skipped", () => {
    const trips = itineraries("from=makassar&to=rantepao");
    expect(routeIds(trips[0]!)).toEqual(["makassar-rantepao-bus"]);
    expect(trips[0]!.changes).toBe("Direct");
    expect(trips[0]!.legs[0]).toMatchObject({ kind: "route", duration: expect.stringMatching(/^7–10 h/) });
    expect(trips.flatMap(routeIds)).not.toContain("makassar-toraja-flight");
  });

  it("says when there is no path (the suggestions are tested on plan.test.ts's graphs)", () => {
    // Tilamuta's only sailing on record (KM Sabuk Nusantara 113, facts sheet §8c) leaves it; none is known to go there.
    const { outcome, status } = page("from=makassar&to=tilamuta");
    expect(status).toBe(200);
    expect(outcome.kind).toBe("no-path");
  });

  it("reaches Toraja Airport through Rantepao since its Makassar and Manado flights stopped", () => {
    const [first] = itineraries("from=toraja-airport&to=makassar");
    expect(first!.legs[0]).toMatchObject({ kind: "transfer", to: "Rantepao" });
  });

  it("a ferry twice a week adds days to allow on top of the time on the move", () => {
    const trips = itineraries("from=gorontalo&to=wakai&pref=fewest-changes");
    expect(routeIds(trips[0]!)).toEqual(["gorontalo-wakai-tuna-tomini"]);
    // 12–13 h on board; Tuesday and Friday sailings: up to four days' wait, so up to five days.
    expect(trips[0]!.moving).toBe("12 h – 13 h");
    expect(trips[0]!.days).toBe("up to 5 days");
    // With an airport transfer, whose time nobody gives, the days say so.
    const [flown] = itineraries("from=manado&to=wakatobi");
    expect(flown!.legs[0]!.kind).toBe("transfer");
    expect(flown!.days).toMatch(/^up to \d+ days plus local transfers$/);
  });

  it("counts unknown fares as unknown in the totals, never as zero, and says what was estimated", () => {
    const trips = itineraries("from=makassar&to=togean-islands&pref=cheapest");
    const withUnknown = trips.find((t) => t.price.includes("unknown"));
    expect(withUnknown?.price).toMatch(
      /^from Rp[\d.]+[kM]?.* \+ (one fare|\d fares) unknown \(about Rp[\d.]+[kM] estimated, used to rank\)/,
    );
    const graph = buildGraph(plannerInput(transportData()).places, plannerInput(transportData()).routes);
    const result = planTrip(graph, ["makassar"], ["wakai", "bomba"], "cheapest");
    if (result.kind !== "found") throw new Error("no path");
    for (const it of result.itineraries) {
      const legs = it.legs.length - it.transfers;
      expect(it.price.unknown + it.hires).toBeLessThanOrEqual(legs);
      // A leg with no fare adds nothing to the sum and one to the unknowns.
      const unpriced = it.legs.filter((l) => !l.route.transfer && l.route.price === null && !l.route.hirePrice).length;
      expect(it.price.unknown).toBe(unpriced);
    }
  });

  it("orders by the preference: fewest changes first puts the fewest legs first", () => {
    const trips = itineraries("from=makassar&to=togean-islands&pref=fewest-changes");
    const changes = trips.map((t) => routeIds(t).length);
    expect(changes).toEqual([...changes].sort((a, b) => a - b));
  });

  it("every destination page plans from Makassar or Manado", () => {
    for (const d of destinations) {
      const trip = tripFromGateway(d.slug);
      expect("href" in trip ? trip.href : trip.reason, d.slug).toMatch(
        /^\/transport\/plan\?from=(makassar|manado)&to=/,
      );
    }
  });
});

describe("bad input gets a 400 and a clear message", () => {
  it.each([
    ["from=makassar&to=", PLAN_ERRORS.en.missing],
    ["from=&to=wakatobi", PLAN_ERRORS.en.missing],
    ["from=atlantis", PLAN_ERRORS.en.unknownFrom],
    ["from=atlantis&to=wakatobi", PLAN_ERRORS.en.unknownFrom],
    ["from=makassar&to=atlantis", PLAN_ERRORS.en.unknownTo],
    ["from=makassar&to=makassar", PLAN_ERRORS.en.same],
    ["from=makassar&to=samalona", null],
    ["from=%3Cscript%3E&to=wakatobi", PLAN_ERRORS.en.unknownFrom],
    [`from=${"a".repeat(81)}&to=wakatobi`, PLAN_ERRORS.en.tooLong],
    ["from=makassar&to=wakatobi&pref=scenic", PLAN_ERRORS.en.preference],
    ["from=makassar&to=wakatobi&date=2027-02-30", PLAN_ERRORS.en.date],
    ["from=makassar&to=wakatobi&date=tomorrow", PLAN_ERRORS.en.date],
    ["from=makassar&to=wakatobi&month=13", PLAN_ERRORS.en.month],
    ["from=makassar&to=wakatobi&show=9", PLAN_ERRORS.en.show],
    ["from=makassar&to=wakatobi&show=x", PLAN_ERRORS.en.show],
    ["from=makassar&to=wakatobi&date=2027-02-28&month=7", null],
  ])("%s", (query, message) => {
    const { outcome, status } = page(query);
    if (message === null) {
      expect(status).toBe(200);
      return;
    }
    expect(status).toBe(400);
    expect(outcome).toEqual({ kind: "invalid", message });
  });

  it("an empty query shows the form; a link with one end fills that end in", () => {
    expect(page("")).toMatchObject({ status: 200, outcome: { kind: "form" } });
    expect(page("from=makassar")).toMatchObject({
      status: 200,
      outcome: { kind: "form" },
      query: { from: "makassar" },
    });
    expect(page("to=wakatobi")).toMatchObject({ status: 200, outcome: { kind: "form" }, query: { to: "wakatobi" } });
  });
});
