import { describe, expect, it } from "vitest";
import {
  formatDuration,
  formatFare,
  formatFares,
  formatFrequency,
  formatIdr,
  formatMinutes,
  formatOperators,
  formatPriceDate,
  isStalePrice,
  latestFare,
} from "./format.ts";
import type { Fare, Frequency } from "./types.ts";

const fare = (over: Partial<Fare> = {}): Fare => ({
  minIdr: 125000,
  maxIdr: 170000,
  kind: "regular",
  unit: "seat",
  trip: "one-way",
  asOf: "2017",
  approximate: false,
  label: null,
  ...over,
});
const freq = (over: Partial<Frequency> & Pick<Frequency, "kind">): Frequency =>
  ({ departures: [], returnDepartures: [], returnDays: null, asOf: null, note: null, ...over }) as Frequency;

describe("formatMinutes and formatDuration", () => {
  it("formats minutes, hours and days", () => {
    expect(formatMinutes(45)).toBe("45 min");
    expect(formatMinutes(135)).toBe("2 h 15");
    expect(formatMinutes(120)).toBe("2 h");
    expect(formatMinutes(65)).toBe("1 h 05");
    expect(formatMinutes(4320)).toBe("3 days");
  });
  it("formats ranges, open ends, notes and unknowns", () => {
    expect(formatDuration({ minMinutes: 90, maxMinutes: 105, note: null })).toBe("1 h 30 – 1 h 45");
    expect(formatDuration({ minMinutes: 135, maxMinutes: 135, note: null })).toBe("About 2 h 15");
    expect(formatDuration({ minMinutes: 45, maxMinutes: 55, note: null })).toBe("45–55 min");
    expect(formatDuration({ minMinutes: 480, maxMinutes: 600, note: null })).toBe("8–10 h");
    expect(formatDuration({ minMinutes: 4320, maxMinutes: 5760, note: "2011" })).toBe("3 days – 4 days (2011)");
    expect(formatDuration({ minMinutes: null, maxMinutes: 60, note: null })).toBe("Up to 1 h");
    expect(formatDuration({ minMinutes: null, maxMinutes: null, note: null })).toBe("Duration unknown");
    expect(formatDuration({ minMinutes: null, maxMinutes: null, note: "Overnight" })).toBe(
      "Overnight (duration unknown)",
    );
  });
});

describe("prices", () => {
  it("formats rupiah the way the guide writes them", () => {
    expect(formatIdr(125000)).toBe("Rp125k");
    expect(formatIdr(1240000)).toBe("Rp1.24M");
    expect(formatIdr(1000000)).toBe("Rp1M");
    expect(formatIdr(5350)).toBe("Rp5,350");
    expect(formatIdr(153500)).toBe("Rp153,500");
  });
  it("formats dates of prices, approximate and undated ones included", () => {
    expect(formatPriceDate("2019-02")).toBe("Feb 2019");
    expect(formatPriceDate("2014/2017")).toBe("2014–2017");
    expect(formatPriceDate("2019", true)).toBe("~2019");
    expect(formatPriceDate("undated")).toBe("undated");
  });
  it("shows each fare with its unit and its own date", () => {
    expect(formatFare(fare())).toBe("Rp125k–170k per person (2017)");
    expect(
      formatFare(fare({ minIdr: 233000, maxIdr: 233000, approximate: true, asOf: "2026-01", label: "Economy" })),
    ).toBe("Economy: about Rp233k per person (Jan 2026)");
    expect(formatFare(fare({ minIdr: 400000, maxIdr: 700000, unit: "boat", asOf: "2025-06" }))).toBe(
      "Rp400k–700k per boat (Jun 2025)",
    );
    expect(formatFare(fare({ minIdr: 1300000, maxIdr: 2000000, trip: "return", asOf: "2011" }))).toBe(
      "Rp1.3M–2M per person return (2011)",
    );
    expect(formatFare(fare({ minIdr: 98000, maxIdr: null, asOf: "undated" }))).toBe("from Rp98k per person (undated)");
    expect(formatFare(fare({ minIdr: 5350, maxIdr: 50800, asOf: "2017" }))).toBe("Rp5,350–Rp50,800 per person (2017)");
  });
  it("labels a peak or tour price so it is never read as the ordinary fare (ADR 0026)", () => {
    expect(
      formatFare(fare({ minIdr: 3161000, maxIdr: 3161000, kind: "peak", asOf: "2025-04", label: "Lebaran" })),
    ).toBe("Lebaran: Rp3.16M per person, peak or holiday fare (Apr 2025)");
    expect(formatFare(fare({ minIdr: 350000, maxIdr: 350000, kind: "tour", asOf: "undated", label: null }))).toBe(
      "Rp350k per person, tour price, more than the ride alone (undated)",
    );
  });
  it("says so when no fare is known, never zero", () => {
    expect(formatFares([])).toEqual(["No dated fare found"]);
  });
  it("marks undated prices and prices more than two years old", () => {
    expect(isStalePrice("undated", "2026-11-24")).toBe(true);
    expect(isStalePrice("2019", "2026-11-24")).toBe(true);
    expect(isStalePrice("2024-10", "2026-11-24")).toBe(true);
    expect(isStalePrice("2024-12", "2026-11-24")).toBe(false);
    expect(isStalePrice("2026-01", "2026-11-24")).toBe(false);
    expect(isStalePrice("2023/2025", "2026-11-24")).toBe(false);
  });
  it("picks the most recent dated fare", () => {
    const fares = [
      fare({ asOf: "undated" }),
      fare({ asOf: "2017" }),
      fare({ asOf: "2020-01" }),
      fare({ asOf: "2012" }),
    ];
    expect(latestFare(fares)?.asOf).toBe("2020-01");
    expect(latestFare([])).toBeUndefined();
  });
});

describe("formatFrequency", () => {
  it("formats each kind of schedule", () => {
    expect(formatFrequency(freq({ kind: "daily", perDay: null }))).toBe("Daily");
    expect(formatFrequency(freq({ kind: "daily", perDay: { min: 2, max: 2 }, asOf: "2026-03" }))).toBe(
      "Daily, 2× a day (Mar 2026)",
    );
    expect(formatFrequency(freq({ kind: "daily", perDay: { min: 2, max: null } }))).toBe("Daily, 2+ a day");
    expect(formatFrequency(freq({ kind: "weekly", perWeek: { min: 2, max: 3 } }))).toBe("2–3× a week");
    expect(formatFrequency(freq({ kind: "weekdays", days: ["fri", "tue"], departures: ["16:00"], asOf: "2025" }))).toBe(
      "Tue, Fri at 16:00 (2025)",
    );
    expect(formatFrequency(freq({ kind: "weekdays", days: ["mon", "tue", "wed", "thu", "fri", "sat"] }))).toBe(
      "Mon–Sat",
    );
    expect(formatFrequency(freq({ kind: "every-n-days", everyDays: 14 }))).toBe("Every two weeks");
    expect(formatFrequency(freq({ kind: "on-demand" }))).toBe("On demand (charter)");
    expect(formatFrequency(freq({ kind: "unknown", note: "Check locally" }))).toBe("Frequency unknown: Check locally");
  });
  it("says which end each set of departures leaves (ADR 0026)", () => {
    const ends = { from: "Kendari (KDI)", to: "Wakatobi (WNI)" };
    const daily = freq({ kind: "daily", perDay: null, departures: ["09:25"], returnDepartures: ["11:00"] });
    expect(formatFrequency(daily, ends)).toBe("Daily, from Kendari (KDI) at 09:25, from Wakatobi (WNI) at 11:00");
    expect(formatFrequency(daily)).toBe("Daily at 09:25, back at 11:00");
    const oneWay = freq({ kind: "daily", perDay: null, departures: ["13:00"], asOf: "2026-02" });
    expect(formatFrequency(oneWay, ends)).toBe("Daily, from Kendari (KDI) at 13:00 (Feb 2026)");
    const backOnly = freq({ kind: "daily", perDay: null, returnDepartures: ["09:00"] });
    expect(formatFrequency(backOnly, ends)).toBe("Daily, from Wakatobi (WNI) at 09:00");
    const otherDays = freq({
      kind: "weekdays",
      days: ["tue", "fri"],
      returnDays: ["wed", "sat"],
      departures: ["10:00"],
      returnDepartures: ["13:00"],
    });
    expect(formatFrequency(otherDays, { from: "Bira", to: "Pamatata" })).toBe(
      "Tue, Fri from Bira at 10:00; Wed, Sat from Pamatata at 13:00",
    );
    expect(formatFrequency(freq({ kind: "daily", perDay: null }), ends)).toBe("Daily");
    const jetliner = freq({ kind: "weekdays", days: ["mon", "wed", "fri"], departures: ["18:00"] });
    expect(formatFrequency(jetliner, { from: "Kendari", to: "Wanci" })).toBe("Mon, Wed, Fri from Kendari at 18:00");
  });
  it("says operators are unknown rather than leaving a blank", () => {
    expect(formatOperators([])).toBe("Operators unknown");
    expect(formatOperators(["Pelni", "ASDP"])).toBe("Pelni, ASDP");
  });
});
