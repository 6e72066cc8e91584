import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { digitRuns } from "~/lib/content-overlay.ts";
import { baselineRoutes } from "./data.server.ts";
import {
  englishOnlyTexts,
  formatDataText,
  formatDuration,
  formatFare,
  formatFrequency,
  formatLabel,
  formatOperators,
  formatReference,
  placeLabel,
  placeName,
} from "./format.ts";
import { testFare, testRoute } from "./test-fixtures.ts";
import { DATA_LABELS_ID } from "./texts.ts";
import type { Frequency, Place } from "./types.ts";

/**
 * The route data's recurring words on the Indonesian edition (DATA_LABELS_ID, formatLabel) and a
 * place's name in each language (placeName), the helpers the transport pages, the planner and the
 * map share (issue 31).
 */

type RawRoute = {
  id: string;
  operators?: string[];
  fares?: { label: string | null; labelId?: string | null }[];
  duration?: { note: string | null; noteId?: string | null };
  frequency?: { note: string | null; noteId?: string | null };
};
const routesDir = path.resolve(import.meta.dirname, "../../../content/transport/routes");
const routes: RawRoute[] = readdirSync(routesDir).flatMap((f) => {
  const json = JSON.parse(readFileSync(path.join(routesDir, f), "utf8")) as RawRoute[] | { routes: RawRoute[] };
  return Array.isArray(json) ? json : json.routes;
});
const dataWords = new Set(
  routes.flatMap((r) => [
    ...(r.fares ?? []).map((f) => f.label),
    ...(r.operators ?? []),
    r.duration?.note ?? null,
    r.frequency?.note ?? null,
  ]),
);

describe("the route data's words in Indonesian", () => {
  it("translates a whole label and leaves English unchanged", () => {
    expect(formatLabel("Economy", "id")).toBe("Ekonomi");
    expect(formatLabel("VIP / first class", "id")).toBe("VIP / kelas satu");
    expect(formatLabel("Check locally", "id")).toBe("Tanyakan di tempat");
    expect(formatLabel("overnight", "id")).toBe("semalam");
    expect(formatLabel("Economy", "en")).toBe("Economy");
    expect(formatLabel("Economy")).toBe("Economy");
  });

  it("shows a label not in the glossary as written, and never translates part of one", () => {
    expect(formatLabel("Litha & Co VIP", "id")).toBe("Litha & Co VIP");
    expect(formatLabel("Economy Makassar→Baubau, KM Sinabung", "id")).toBe("Economy Makassar→Baubau, KM Sinabung");
    expect(formatLabel("economy", "id")).toBe("economy");
    expect(formatLabel("", "id")).toBe("");
  });

  it("every entry is a word the data uses, with the same figures as its English", () => {
    for (const [english, indonesian] of Object.entries(DATA_LABELS_ID)) {
      expect(dataWords.has(english), english).toBe(true);
      expect(digitRuns(indonesian), english).toEqual(digitRuns(english));
      expect(indonesian.trim(), english).not.toBe("");
    }
  });

  it("is used in fares, durations, timetables and operators on the Indonesian edition only", () => {
    expect(formatOperators(["Airport taxis", "DAMRI airport bus", "Pelni"], "id")).toBe(
      "Taksi bandara, Bus bandara DAMRI, Pelni",
    );
    expect(formatOperators(["Airport taxis", "Pelni"])).toBe("Airport taxis, Pelni");
    const fare = testFare({ label: "Economy", minIdr: 233_000, maxIdr: 233_000, asOf: "2026-01" });
    expect(formatFare(fare, "id")).toBe("Ekonomi: Rp233rb per orang (Jan 2026)");
    expect(formatFare(fare, "en")).toBe("Economy: Rp233k per person (Jan 2026)");
    expect(formatDuration({ minMinutes: 720, maxMinutes: 720, note: "overnight" }, "id")).toBe(
      "Sekitar 12 jam (semalam)",
    );
    expect(formatDuration({ minMinutes: 720, maxMinutes: 720, note: "overnight" })).toBe("About 12 h (overnight)");
    const unknown = {
      kind: "unknown",
      departures: [],
      returnDepartures: [],
      returnDays: null,
      asOf: null,
      note: "Check locally",
    } as unknown as Frequency;
    expect(formatFrequency(unknown, undefined, "id")).toBe("Frekuensi tidak diketahui: Tanyakan di tempat");
    expect(formatFrequency(unknown)).toBe("Frequency unknown: Check locally");
  });
});

describe("the route data's labels and notes in Indonesian (issue 31 points 4 and 8)", () => {
  const pairs = routes.flatMap((r) => [
    ...(r.fares ?? []).map((f, i) => ({ at: `${r.id} fares.${i}.label`, en: f.label, id: f.labelId })),
    { at: `${r.id} duration.note`, en: r.duration?.note ?? null, id: r.duration?.noteId },
    { at: `${r.id} frequency.note`, en: r.frequency?.note ?? null, id: r.frequency?.noteId },
  ]);

  it("every label and note the data holds has its Indonesian twin, with the same figures", () => {
    const written = pairs.filter((p) => p.en !== null);
    expect(written.length).toBeGreaterThan(150);
    for (const { at, en, id } of written) {
      expect(id?.trim(), at).toBeTruthy();
      expect(digitRuns(id ?? ""), at).toEqual(digitRuns(en ?? ""));
    }
    // A twin without an English text would never show.
    for (const { at, en, id } of pairs) if (en === null) expect(id ?? null, at).toBeNull();
  });

  it("every operator that describes rather than names (a lowercase word) is in the glossary", () => {
    const described = new Set(routes.flatMap((r) => r.operators ?? []).filter((o) => /\b[a-z]{3,}\b/.test(o)));
    expect(described.size).toBeGreaterThan(10);
    for (const operator of described) expect(DATA_LABELS_ID[operator], operator).toBeTruthy();
  });

  it("shows the twin on the Indonesian edition and the English on the English one", () => {
    expect(formatDataText("Morning departures", "Keberangkatan pagi", "id")).toBe("Keberangkatan pagi");
    expect(formatDataText("Morning departures", "Keberangkatan pagi", "en")).toBe("Morning departures");
    expect(formatDataText("Morning departures", "Keberangkatan pagi")).toBe("Morning departures");
    const fare = testFare({
      label: "Litha & Co VIP",
      labelId: "Litha & Co kelas VIP",
      minIdr: 150_000,
      maxIdr: 150_000,
      asOf: "2017",
    });
    expect(formatFare(fare, "id")).toBe("Litha & Co kelas VIP: Rp150rb per orang (2017)");
    expect(formatDuration({ minMinutes: 60, maxMinutes: 60, note: "by ferry", noteId: "dengan feri" }, "id")).toBe(
      "Sekitar 1 jam (dengan feri)",
    );
  });

  it("without a current twin: the glossary's word, else the English marked as English", () => {
    // An operator's edit in English only, or a twin whose figures the English no longer states.
    expect(formatDataText("Leaves at 09:00 (2024)", null, "id")).toBe("Leaves at 09:00 (2024) (dalam bahasa Inggris)");
    expect(formatDataText("Leaves at 09:00 (2025)", "Berangkat pukul 09.00 (2024)", "id")).toBe(
      "Leaves at 09:00 (2025) (dalam bahasa Inggris)",
    );
    expect(formatDataText("Leaves at 09:00 (2024)", "  ", "id")).toBe("Leaves at 09:00 (2024) (dalam bahasa Inggris)");
    expect(formatDataText("Economy", undefined, "id")).toBe("Ekonomi");
    expect(formatDataText("Leaves at 09:00 (2024)", null, "en")).toBe("Leaves at 09:00 (2024)");
  });
});

describe("a place's name in each language", () => {
  const place = (over: Partial<Place>): Place =>
    ({
      id: "x",
      name: "Makassar",
      localName: null,
      kind: "city",
      code: null,
      partOf: null,
      ...over,
    }) as Place;

  it("English: the data's name, whatever the local name", () => {
    expect(placeName(place({ name: "Bunaken Island", localName: "Pulau Bunaken" }), "en")).toBe("Bunaken Island");
    expect(placeName(place({ name: "Haluoleo Airport" }))).toBe("Haluoleo Airport");
  });

  it("Indonesian: the local name, else the generic word in Indonesian order, else the name", () => {
    expect(placeName(place({ name: "Bunaken Island", localName: "Pulau Bunaken" }), "id")).toBe("Pulau Bunaken");
    expect(placeName(place({ name: "Sultan Hasanuddin International Airport" }), "id")).toBe(
      "Bandara Internasional Sultan Hasanuddin",
    );
    expect(placeName(place({ name: "Tete B harbour" }), "id")).toBe("Pelabuhan Tete B");
    expect(placeName(place({ name: "Togean Islands" }), "id")).toBe("Kepulauan Togean");
    expect(placeName(place({ name: "Lake Poso" }), "id")).toBe("Danau Poso");
    expect(placeName(place({ name: "Makassar" }), "id")).toBe("Makassar");
  });

  it("an airport's short label keeps its code and names its town in the language", () => {
    const town = place({ id: "t", name: "Lake Poso" });
    const airport = place({ kind: "airport", code: "PSJ", name: "Kasiguncu Airport", partOf: "t" });
    expect(placeLabel(airport, town, "id")).toBe("Danau Poso (PSJ)");
    expect(placeLabel(airport, town, "en")).toBe("Lake Poso (PSJ)");
  });
});

describe("a citation in each language", () => {
  it("names the facts sheet in the page's language and leaves other citations as written", () => {
    expect(formatReference("facts sheet §8c [S10]", "id")).toBe("lembar fakta §8c [S10]");
    expect(formatReference("facts sheet §8c [S10]", "en")).toBe("facts sheet §8c [S10]");
    expect(formatReference("Traveller report, 2026-10", "id")).toBe("Traveller report, 2026-10");
    expect(formatReference("my facts sheet §1", "id")).toBe("my facts sheet §1");
  });
});

describe("what the Indonesian edition still shows in English (the admin's count)", () => {
  const route = testRoute({
    notes: "Runs at 08:00.",
    notesId: "Berangkat pukul 08.00.",
    duration: { minMinutes: 60, maxMinutes: 60, note: "overnight" },
    fares: [testFare({ label: "Bench seat" }), testFare({ label: "Economy" }), testFare({ label: "constructor" })],
  });

  it("counts each text with neither a current twin nor a glossary entry", () => {
    // "Bench seat" and "constructor" (not a glossary word, whatever Object's prototype holds).
    expect(englishOnlyTexts(route)).toBe(2);
    expect(formatDataText("constructor", null, "id")).toBe("constructor (dalam bahasa Inggris)");
    const stale = { ...route, notes: "Runs at 09:00." };
    expect(englishOnlyTexts(stale)).toBe(3);
    const translated = { ...route, fares: [testFare({ label: "Bench seat", labelId: "Kursi bangku" })] };
    expect(englishOnlyTexts(translated)).toBe(0);
  });

  it("is nothing for the shipped data", () => {
    expect(baselineRoutes.filter((r) => englishOnlyTexts(r) > 0).map((r) => r.id)).toEqual([]);
  });
});
