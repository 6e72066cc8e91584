import { describe, expect, it } from "vitest";
import { testPlace, testRoute } from "~/features/transport-data/test-fixtures.ts";
import type { Frequency, Route } from "~/features/transport-data/types.ts";
import { agencyName, departuresOf, splitServices, stopTimeZone } from "./services.ts";

const located = (lat: number, lon: number) => ({ lat, lon, approximate: true, source: "test" });
const places = [
  testPlace("makassar", "Makassar", { coordinates: located(-5.1, 119.4) }),
  testPlace("baubau", "Baubau", { coordinates: located(-5.5, 122.6) }),
  testPlace("nowhere", "Nowhere"),
  testPlace("jakarta-airport", "Jakarta Airport", { region: null, coordinates: located(-6.1, 106.7) }),
  testPlace("perth", "Perth", { region: null, coordinates: located(-5, 115) }),
];
const common = { departures: ["18:00", "09:00"], returnDepartures: [], asOf: "2025", note: null };
const weekdays = (extra: Partial<Extract<Frequency, { kind: "weekdays" }>> = {}): Frequency => ({
  kind: "weekdays",
  days: ["fri", "mon"],
  returnDays: null,
  ...common,
  ...extra,
});
const daily = (extra: Partial<Frequency> = {}) => ({ kind: "daily", perDay: null, ...common, ...extra }) as Frequency;
const timed = (extra: Partial<Route> = {}): Route => testRoute({ frequency: weekdays(), ...extra });

describe("which services the GTFS feed can describe (issue 33 point 2)", () => {
  it("takes a route with times, days, duration, located ends and one operator", () => {
    const { included, excluded } = splitServices({ places, routes: [timed()] });
    expect(included).toEqual([
      expect.objectContaining({
        routeId: "makassar-baubau-pelni",
        direction: "outbound",
        stops: ["makassar", "baubau"],
        departures: ["09:00", "18:00"],
        toWitaMinutes: 0,
        days: ["mon", "fri"],
        durationMinutes: 840,
        agency: "Pelni",
        routeType: 4,
      }),
    ]);
    // No times back, and "returnDays: null" means the same days or unknown: not enough for a calendar.
    expect(excluded).toEqual([expect.objectContaining({ direction: "return", reasons: ["no-times", "no-days"] })]);
  });

  it("never uses the outbound departures for the return; the return has its own times and days", () => {
    const oneWayTimes = timed({ frequency: daily() });
    expect(splitServices({ places, routes: [oneWayTimes] }).excluded).toEqual([
      expect.objectContaining({ direction: "return", reasons: ["no-times"] }),
    ]);
    const both = timed({ frequency: weekdays({ returnDepartures: ["14:00"], returnDays: ["tue", "sat"] }) });
    expect(departuresOf(both, "return")).toEqual(["14:00"]);
    expect(
      splitServices({ places, routes: [both] }).included.map((s) => [s.direction, s.from, s.departures, s.days]),
    ).toEqual([
      ["outbound", "makassar", ["09:00", "18:00"], ["mon", "fri"]],
      ["return", "baubau", ["14:00"], ["tue", "sat"]],
    ]);
    const sameDaysUnknown = timed({ frequency: weekdays({ returnDepartures: ["14:00"] }) });
    expect(splitServices({ places, routes: [sameDaysUnknown] }).excluded).toEqual([
      expect.objectContaining({ direction: "return", reasons: ["no-days"] }),
    ]);
  });

  it("leaves out, with every reason, what the data cannot back", () => {
    const routes: Route[] = [
      timed({ id: "stopped", status: { state: "discontinued", since: "2025-07" } }),
      timed({ id: "no-duration", duration: { minMinutes: 600, maxMinutes: null, note: null } }),
      timed({ id: "unlocated", to: "nowhere" }),
      timed({
        id: "every-2",
        frequency: { kind: "every-n-days", everyDays: 2, ...common },
      }),
      timed({ id: "two-operators", operators: ["Lion Air", "Batik Air"] }),
      timed({ id: "nobody", operators: [] }),
      timed({ id: "car", mode: "car-with-driver" }),
      timed({ id: "unknown-zone", to: "perth" }),
    ].map((r) => ({ ...r, bidirectional: false }));
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
    const route = timed({ via: ["nowhere", "jakarta-airport"], frequency: daily({ returnDepartures: ["10:00"] }) });
    const stops = splitServices({ places, routes: [route] }).included.map((s) => s.stops);
    expect(stops).toEqual([
      ["makassar", "jakarta-airport", "baubau"],
      ["baubau", "jakarta-airport", "makassar"],
    ]);
  });

  it("converts a departure from Jakarta (local time, WIB) to the feed's WITA", () => {
    const flight = timed({ id: "jakarta-makassar", from: "jakarta-airport", to: "makassar", mode: "flight" });
    const [service] = splitServices({ places, routes: [{ ...flight, bidirectional: false }] }).included;
    expect(service).toMatchObject({ from: "jakarta-airport", toWitaMinutes: 60, routeType: 1100 });
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
