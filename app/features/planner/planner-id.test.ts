import { describe, expect, it } from "vitest";
import {
  formatDuration,
  formatFare,
  formatFrequency,
  formatIdr,
  formatMinutes,
  placeName,
} from "~/features/transport-data/format.ts";
import type { Fare, Frequency } from "~/features/transport-data/types.ts";
import type { ItineraryView, LegView } from "./itinerary-view.ts";
import { LEG_FORMATS } from "./leg-format.ts";
import { endpointOptions, planPage } from "./planner.server.ts";
import { PLAN_ERRORS, PLANNER_TEXTS } from "./texts.ts";

/** The planner's Bahasa Indonesia edition (issue 31): texts, formats and place names; English unchanged. */
const page = (query: string, locale: "en" | "id") => planPage(new URLSearchParams(query), locale);

function found(query: string, locale: "en" | "id") {
  const { outcome, status } = page(query, locale);
  expect(status).toBe(200);
  if (outcome.kind !== "found") throw new Error(`expected itineraries for ${query}, got ${outcome.kind}`);
  return outcome;
}
const routeLegs = (it: ItineraryView) =>
  it.legs.filter((l): l is Extract<LegView, { kind: "route" }> => l.kind === "route");

const fare = (over: Partial<Fare>): Fare => ({
  minIdr: 125_000,
  maxIdr: 170_000,
  kind: "regular",
  unit: "seat",
  trip: "one-way",
  asOf: "2026-01",
  approximate: false,
  label: null,
  ...over,
});

describe("the planner in Indonesian", () => {
  it("Gorontalo to the Togean Islands: Indonesian names, reasons, days to allow, rupiah, months and weekdays", () => {
    const outcome = found("from=gorontalo&to=togean-islands", "id");
    expect(outcome.to).toBe("Kepulauan Togean (Togian)");
    expect(outcome.when).toBe(PLANNER_TEXTS.id.withoutDate);
    const [first] = outcome.itineraries;
    expect(first).toMatchObject({
      changes: "Langsung",
      days: "hingga 5 hari",
      price: "Rp63rb",
      moving: "12 jam – 13 jam",
    });
    expect(first?.reasons).toContain("Imbangan terbaik antara waktu, tarif, dan ganti kendaraan");
    const ferry = routeLegs(first!)[0]!;
    expect(ferry.mode).toBe("Kapal feri");
    expect(ferry.fares).toContainEqual({ text: "Ekonomi: Rp63rb per orang (2013)", stale: true });
    expect(ferry.runs).toMatch(/^Dari Gorontalo: Sel, Jum pukul 16.00 \(2025\)/);
    expect(ferry.months).toBe("Setiap bulan kecuali Maret.");
    // Links stay paths of the site: the page puts them in its edition.
    expect(ferry.routePage).toBe("/transport/routes/gorontalo-wakai-tuna-tomini");
  });

  it("Makassar to the Togean Islands: airports by their Indonesian names, transfers and estimates in Indonesian", () => {
    const outcome = found("from=makassar&to=togean-islands", "id");
    const legs = outcome.itineraries.flatMap((it) => it.legs);
    expect(legs.map((l) => l.from)).toContain("Bandara Internasional Sultan Hasanuddin");
    expect(legs.find((l) => l.kind === "transfer")).toMatchObject({ text: PLANNER_TEXTS.id.transferText });
    const texts = outcome.itineraries.map((it) => `${it.moving} ${it.days} ${it.price}`).join(" ");
    expect(texts).toContain("transfer lokal");
    expect(texts).toMatch(/perkiraan/);
    expect(texts).not.toMatch(/\b(days?|legs?|fares?|unknown|estimated|Rp\d+k)\b/);
  });

  it("a travel date in Indonesian: the day as id-ID writes it and the wait in hours", () => {
    const outcome = found("from=gorontalo&to=togean-islands&date=2026-12-24", "id");
    expect(outcome.when).toBe("Untuk perjalanan pada 24 Desember 2026.");
    expect(routeLegs(outcome.itineraries[0]!)[0]?.waitOnDay).toMatch(/^keberangkatan berikutnya sekitar \d+ jam lagi$/);
    expect(found("from=gorontalo&to=togean-islands&month=7", "id").when).toBe("Untuk perjalanan pada bulan Juli.");
  });

  it("answers bad input in Indonesian, with the same status", () => {
    const cases: [string, string][] = [
      ["from=makassar&to=", PLAN_ERRORS.id.missing],
      ["from=atlantis&to=wakatobi", PLAN_ERRORS.id.unknownFrom],
      ["from=makassar&to=makassar", PLAN_ERRORS.id.same],
      ["from=makassar&to=wakatobi&date=2027-02-30", PLAN_ERRORS.id.date],
    ];
    for (const [query, message] of cases) {
      expect(page(query, "id")).toMatchObject({ status: 400, outcome: { kind: "invalid", message } });
    }
    expect(PLAN_ERRORS.id.missing).toBe("Pilih tempat Anda berangkat sekaligus tempat tujuan Anda.");
  });

  it("English stays as it was", () => {
    const outcome = found("from=gorontalo&to=togean-islands", "en");
    expect(outcome.to).toBe("Togean (Togian) Islands");
    expect(outcome.itineraries[0]).toMatchObject({ changes: "Direct", days: "up to 5 days", price: "Rp63k" });
    expect(page("from=makassar&to=", "en").outcome).toMatchObject({ message: PLAN_ERRORS.en.missing });
    expect(page("from=makassar&to=", "en")).toEqual(planPage(new URLSearchParams("from=makassar&to=")));
  });

  it("the form's places: Indonesian spellings where the overlays and the data give them", () => {
    const id = endpointOptions("id");
    expect(id.destinations).toContainEqual({ value: "togean-islands", label: "Kepulauan Togean (Togian)" });
    expect(id.destinations).toContainEqual({ value: "lake-poso-tentena", label: "Danau Poso & Tentena" });
    expect(id.places).toContainEqual({
      value: "makassar-airport",
      label: "Bandara Internasional Sultan Hasanuddin (bandara)",
    });
    expect(id.places).toContainEqual({ value: "tete-b", label: "Pelabuhan Tete B (pelabuhan)" });
    const en = endpointOptions("en");
    expect(en.destinations).toContainEqual({ value: "togean-islands", label: "Togean (Togian) Islands" });
    expect(en.places).toContainEqual({
      value: "makassar-airport",
      label: "Sultan Hasanuddin International Airport (airport)",
    });
    expect(endpointOptions()).toEqual(en);
  });
});

describe("place names", () => {
  it("keeps English as it is and writes Indonesian as Indonesians do", () => {
    expect(placeName({ name: "Bunaken Island", localName: "Pulau Bunaken" }, "en")).toBe("Bunaken Island");
    expect(placeName({ name: "Bunaken Island", localName: "Pulau Bunaken" }, "id")).toBe("Pulau Bunaken");
    expect(placeName({ name: "Haluoleo Airport", localName: null }, "id")).toBe("Bandara Haluoleo");
    expect(placeName({ name: "Seko airport", localName: null }, "id")).toBe("Bandara Seko");
    expect(placeName({ name: "Makassar", localName: null }, "id")).toBe("Makassar");
  });
});

describe("a leg's figures in each language", () => {
  const daily: Frequency = {
    kind: "daily",
    perDay: { min: 2, max: 2 },
    departures: ["10:00", "17:00"],
    returnDepartures: [],
    asOf: "2015",
    note: null,
  } as Frequency;

  it("English is the transport pages' own wording", () => {
    const en = LEG_FORMATS.en;
    expect(en.minutes(135)).toBe(formatMinutes(135));
    expect(en.idr(1_240_000)).toBe(formatIdr(1_240_000));
    expect(en.fare(fare({}))).toBe(formatFare(fare({})));
    expect(en.duration({ minMinutes: 480, maxMinutes: 600, note: null })).toBe(
      formatDuration({ minMinutes: 480, maxMinutes: 600, note: null }),
    );
    expect(en.frequency(daily)).toBe(formatFrequency(daily));
  });

  it("Indonesian: units, id-ID rupiah, fares with their dates and kinds, timetables", () => {
    const id = LEG_FORMATS.id;
    expect([id.minutes(45), id.minutes(135), id.minutes(120), id.minutes(4320)]).toEqual([
      "45 menit",
      "2 jam 15 menit",
      "2 jam",
      "3 hari",
    ]);
    expect([id.idr(125_000), id.idr(1_240_000), id.idr(5350)]).toEqual(["Rp125rb", "Rp1,24jt", "Rp5.350"]);
    expect(id.duration({ minMinutes: 480, maxMinutes: 600, note: null })).toBe("8–10 jam");
    expect(id.duration({ minMinutes: null, maxMinutes: null, note: null })).toBe("Durasi tidak diketahui");
    expect(id.fare(fare({}))).toBe("Rp125rb–170rb per orang (Jan 2026)");
    expect(id.fare(fare({ minIdr: 1_500_000, maxIdr: null, unit: "boat", kind: "tour", asOf: "undated" }))).toBe(
      "mulai Rp1,5jt per kapal, harga paket tur, lebih mahal dari ongkos perjalanannya saja (tanpa tanggal)",
    );
    expect(id.fare(fare({ approximate: true, trip: "return", minIdr: 98_000, maxIdr: 98_000 }))).toBe(
      "sekitar Rp98rb per orang pulang-pergi (Jan 2026)",
    );
    expect(id.fares([])).toEqual(["Belum ada tarif bertanggal"]);
    expect(id.frequency(daily)).toBe("Setiap hari, 2× sehari pukul 10.00, 17.00 (2015)");
    expect(id.operators([])).toBe("Operator tidak diketahui");
  });
});
