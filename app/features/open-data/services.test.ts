import { describe, expect, it } from "vitest";
import { testPlace, testRoute } from "~/features/transport-data/test-fixtures.ts";
import type { Route } from "~/features/transport-data/types.ts";
import { agencyName, returnDepartures, splitServices, stopTimeZone } from "./services.ts";

const located = (lat: number, lon: number) => ({ lat, lon, approximate: true, source: "test" });
const places = [
  testPlace("makassar", "Makassar", { coordinates: located(-5.1, 119.4) }),
  testPlace("baubau", "Baubau", { coordinates: located(-5.5, 122.6) }),
  testPlace("nowhere", "Nowhere"),
  testPlace("jakarta-airport", "Jakarta Airport", { region: null, coordinates: located(-6.1, 106.7) }),
  testPlace("perth", "Perth", { region: null, coordinates: located(-5, 115) }),
];
const timed = (extra: Partial<Route> = {}): Route =>
  testRoute({
    frequency: { kind: "weekdays", days: ["fri", "mon"], departures: ["18:00", "09:00"], asOf: "2025", note: null },
    ...extra,
  });

describe("which services the GTFS feed can describe (issue 33 point 2)", () => {
  it("takes a route with times, days, duration, located ends and one operator, outbound only", () => {
    const { included, excluded } = splitServices({ places, routes: [timed()] });
    expect(included).toEqual([
      expect.objectContaining({
        routeId: "makassar-baubau-pelni",
        direction: "outbound",
        stops: ["makassar", "baubau"],
        departures: ["09:00", "18:00"],
        days: ["mon", "fri"],
        durationMinutes: 840,
        agency: "Pelni",
        routeType: 4,
      }),
    ]);
    // The way back has no times of its own, and the listed weekdays are the sailings from Makassar.
    expect(excluded).toEqual([expect.objectContaining({ direction: "return", reasons: ["no-times", "no-days"] })]);
  });

  it("never uses the outbound departures for the return", () => {
    const daily = timed({ frequency: { kind: "daily", perDay: null, departures: ["09:00"], asOf: null, note: null } });
    const { included, excluded } = splitServices({ places, routes: [daily] });
    expect(included.map((s) => s.direction)).toEqual(["outbound"]);
    expect(excluded).toEqual([expect.objectContaining({ direction: "return", reasons: ["no-times"] })]);
    const withReturn = {
      ...daily,
      frequency: { ...daily.frequency, ...{ returnDepartures: ["14:00"] } },
    };
    expect(returnDepartures(withReturn)).toEqual(["14:00"]);
    const both = splitServices({ places, routes: [withReturn] }).included;
    expect(both.map((s) => [s.direction, s.from, s.departures])).toEqual([
      ["outbound", "makassar", ["09:00"]],
      ["return", "baubau", ["14:00"]],
    ]);
  });

  it("leaves out, with every reason, what the data cannot back", () => {
    const routes: Route[] = [
      timed({ id: "stopped", status: { state: "discontinued", since: "2025-07" }, bidirectional: false }),
      timed({ id: "no-duration", duration: { minMinutes: 600, maxMinutes: null, note: null }, bidirectional: false }),
      timed({ id: "unlocated", to: "nowhere", bidirectional: false }),
      timed({
        id: "every-2",
        frequency: { kind: "every-n-days", everyDays: 2, departures: ["20:00"], asOf: null, note: null },
        bidirectional: false,
      }),
      timed({ id: "two-operators", operators: ["Lion Air", "Batik Air"], bidirectional: false }),
      timed({ id: "nobody", operators: [], bidirectional: false }),
      timed({ id: "car", mode: "car-with-driver", bidirectional: false }),
      timed({ id: "unknown-zone", to: "perth", bidirectional: false }),
    ];
    const { included, excluded } = splitServices({ places, routes });
    expect(included).toEqual([]);
    expect(Object.fromEntries(excluded.map((s) => [s.routeId, s.reasons]))).toEqual({
      stopped: ["discontinued"],
      "no-duration": ["no-arrival"],
      unlocated: ["no-stop"],
      "every-2": ["no-days"],
      "two-operators": ["several-operators"],
      nobody: ["no-operator"],
      car: ["private-hire"],
      "unknown-zone": ["no-stop"],
    });
  });

  it("keeps only the located places on the way, in calling order (reversed on the way back)", () => {
    const route = timed({
      via: ["nowhere", "jakarta-airport"],
      frequency: {
        kind: "daily",
        perDay: null,
        departures: ["09:00"],
        asOf: null,
        note: null,
        returnDepartures: ["10:00"],
      } as Route["frequency"],
    });
    const stops = splitServices({ places, routes: [route] }).included.map((s) => s.stops);
    expect(stops).toEqual([
      ["makassar", "jakarta-airport", "baubau"],
      ["baubau", "jakarta-airport", "makassar"],
    ]);
  });

  it("knows the time zone of a located stop, and of no place it cannot place", () => {
    expect(stopTimeZone(places[0])).toBe("Asia/Makassar");
    expect(stopTimeZone(places[2])).toBeUndefined();
    expect(stopTimeZone(places[3])).toBe("Asia/Jakarta");
    expect(stopTimeZone(places[4])).toBeUndefined();
    expect(agencyName("Pelni (KM Tilongkabila)")).toBe("Pelni");
    expect(agencyName("Wings Air")).toBe("Wings Air");
  });
});
