import { describe, expect, it } from "vitest";
import {
  formatClosedMonths,
  formatDuration,
  formatFare,
  formatFares,
  formatFrequency,
  formatIdr,
  formatMinutes,
  formatMonth,
  formatOperators,
  formatPriceDate,
} from "./format.ts";
import { testFare } from "./test-fixtures.ts";
import type { Frequency } from "./types.ts";

/** The transport figures in the Indonesian edition (issue 31 point 3): id-ID numbers, months and words. */
const freq = (over: Partial<Frequency> & Pick<Frequency, "kind">): Frequency =>
  ({ departures: [], returnDepartures: [], returnDays: null, asOf: null, note: null, ...over }) as Frequency;

describe("durations in Indonesian", () => {
  it("says minutes, hours and days in Indonesian", () => {
    expect(formatMinutes(45, "id")).toBe("45 menit");
    expect(formatMinutes(135, "id")).toBe("2 jam 15 menit");
    expect(formatMinutes(120, "id")).toBe("2 jam");
    expect(formatMinutes(4320, "id")).toBe("3 hari");
  });
  it("words ranges, open ends and unknowns", () => {
    expect(formatDuration({ minMinutes: 480, maxMinutes: 600, note: null }, "id")).toBe("8–10 jam");
    expect(formatDuration({ minMinutes: 135, maxMinutes: 135, note: null }, "id")).toBe("Sekitar 2 jam 15 menit");
    expect(formatDuration({ minMinutes: null, maxMinutes: 60, note: null }, "id")).toBe("Hingga 1 jam");
    expect(formatDuration({ minMinutes: 480, maxMinutes: null, note: null }, "id")).toBe("Paling cepat 8 jam");
    expect(formatDuration({ minMinutes: null, maxMinutes: null, note: null }, "id")).toBe("Durasi tidak diketahui");
  });
  it("leaves the English as it was", () => {
    expect(formatMinutes(135)).toBe("2 h 15");
    expect(formatDuration({ minMinutes: 480, maxMinutes: null, note: null }, "en")).toBe("From 8 h");
  });
});

describe("fares in Indonesian", () => {
  it("writes rupiah with id-ID separators and Indonesian abbreviations", () => {
    expect(formatIdr(1500000, "id")).toBe("Rp1,5jt");
    expect(formatIdr(125000, "id")).toBe("Rp125rb");
    expect(formatIdr(153500, "id")).toBe("Rp153.500");
  });
  it("gives each fare its unit, kind and date in Indonesian", () => {
    expect(formatFare(testFare({ minIdr: 125000, maxIdr: 170000, asOf: "2017" }), "id")).toBe(
      "Rp125rb–170rb per orang (2017)",
    );
    expect(
      formatFare(testFare({ minIdr: 233000, maxIdr: 233000, approximate: true, asOf: "2026-01", unit: "boat" }), "id"),
    ).toBe("sekitar Rp233rb per kapal (Jan 2026)");
    expect(formatFare(testFare({ minIdr: 98000, maxIdr: null, asOf: "undated" }), "id")).toBe(
      "mulai Rp98rb per orang (tanpa tanggal)",
    );
    expect(formatFare(testFare({ minIdr: 1300000, maxIdr: 2000000, trip: "return", asOf: "2011" }), "id")).toBe(
      "Rp1,3jt–2jt per orang pulang-pergi (2011)",
    );
    expect(formatFare(testFare({ kind: "peak", asOf: "2025-04" }), "id")).toBe(
      "Rp100rb per orang, tarif musim ramai atau hari libur (Apr 2025)",
    );
    expect(formatFares([], "id")).toEqual(["Belum ada tarif bertanggal"]);
  });
  it("names months as Indonesians write them", () => {
    expect(formatPriceDate("2025-08", false, "id")).toBe("Agu 2025");
    expect(formatMonth("2025-07", "id")).toBe("Juli 2025");
    expect(formatClosedMonths([3, 5], "id")).toBe("Tidak beroperasi pada Maret, Mei");
    expect(formatOperators([], "id")).toBe("Operator tidak diketahui");
  });
});

describe("timetables in Indonesian", () => {
  it("writes days, times and counts the Indonesian way", () => {
    expect(
      formatFrequency(
        freq({ kind: "weekdays", days: ["fri", "tue"], departures: ["16:00"], asOf: "2025" }),
        undefined,
        "id",
      ),
    ).toBe("Sel, Jum pukul 16.00 (2025)");
    expect(formatFrequency(freq({ kind: "daily", perDay: { min: 2, max: 2 } }), undefined, "id")).toBe(
      "Setiap hari, 2× sehari",
    );
    expect(formatFrequency(freq({ kind: "every-n-days", everyDays: 14 }), undefined, "id")).toBe("Dua minggu sekali");
    expect(formatFrequency(freq({ kind: "unknown", note: null }), undefined, "id")).toBe("Frekuensi tidak diketahui");
  });
  it("says which end the times leave from", () => {
    const daily = freq({ kind: "daily", perDay: null, departures: ["09:25"], returnDepartures: ["11:00"] });
    expect(formatFrequency(daily, { from: "Kendari (KDI)", to: "Wakatobi (WNI)" }, "id")).toBe(
      "Setiap hari, dari Kendari (KDI) pukul 09.25, dari Wakatobi (WNI) pukul 11.00",
    );
  });
  it("labels the times with each end's zone where a timetable crosses zones (WITA, WIB)", () => {
    const daily = freq({ kind: "daily", perDay: null, departures: ["09:25"], returnDepartures: ["06:00"] });
    const across = { from: "Makassar (UPG)", to: "Jakarta (CGK)", fromZone: "Asia/Makassar", toZone: "Asia/Jakarta" };
    expect(formatFrequency(daily, across, "id")).toBe(
      "Setiap hari, dari Makassar (UPG) pukul 09.25 WITA, dari Jakarta (CGK) pukul 06.00 WIB",
    );
    expect(formatFrequency(daily, across)).toBe(
      "Daily, from Makassar (UPG) at 09:25 WITA, from Jakarta (CGK) at 06:00 WIB",
    );
    const within = { ...across, toZone: "Asia/Makassar" };
    expect(formatFrequency(daily, within)).toBe("Daily, from Makassar (UPG) at 09:25, from Jakarta (CGK) at 06:00");
  });
});
