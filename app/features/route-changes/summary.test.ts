import { describe, expect, it } from "vitest";
import { testPlace, testRoute } from "~/features/transport-data/test-fixtures.ts";
import type { Route } from "~/features/transport-data/types.ts";
import { changedFieldsText, routeChanges } from "./summary.ts";

const place = testPlace;
const places = [
  place("makassar", "Makassar"),
  place("baubau", "Baubau"),
  place("upg", "Sultan Hasanuddin", { kind: "airport", code: "UPG", partOf: "makassar" }),
  place("wanci", "Wanci"),
];
const lookup = (id: string) => places.find((p) => p.id === id);

const base = testRoute({
  fares: [{ ...testRoute().fares[0]!, approximate: true, label: "Economy" }],
  frequency: {
    kind: "weekly",
    perWeek: { min: 2, max: 3 },
    departures: [],
    returnDepartures: [],
    asOf: "2026-01",
    note: null,
  },
  source: { kind: "editor", refs: ["facts sheet §3c"] },
});

describe("routeChanges", () => {
  it("lists only the changed fields, each before and after in the pages' words", () => {
    const after: Route = {
      ...base,
      fares: [{ ...base.fares[0]!, minIdr: 250000, maxIdr: 250000, approximate: false, asOf: "2026-11" }],
      duration: { minMinutes: 780, maxMinutes: 900, note: null },
      lastChecked: "2026-11-24",
      source: { kind: "traveller-report", refs: [] },
    };
    expect(routeChanges(base, after, lookup)).toEqual([
      { field: "duration", label: "Duration", before: "About 14 h", after: "13–15 h" },
      {
        field: "fares",
        label: "Fares",
        before: "Economy: about Rp233k per person (Jan 2026)",
        after: "Economy: Rp250k per person (Nov 2026)",
      },
      { field: "lastChecked", label: "Last checked", before: "November 22, 2026", after: "November 24, 2026" },
      { field: "source", label: "Source", before: "editor", after: "traveller report" },
    ]);
  });

  it("reads flags, places, operators and unknowns as words, never as raw values", () => {
    const after: Route = {
      ...base,
      from: "upg",
      via: ["wanci"],
      bidirectional: false,
      operators: [],
      unverified: true,
      closedMonths: [3],
      fares: [],
      notes: "Docked for repairs in March.",
    };
    const byField = Object.fromEntries(routeChanges(base, after, lookup).map((c) => [c.field, [c.before, c.after]]));
    expect(byField).toEqual({
      from: ["Makassar", "Makassar (UPG)"],
      via: ["none", "Wanci"],
      bidirectional: ["Both ways", "One way only"],
      fares: ["Economy: about Rp233k per person (Jan 2026)", "No dated fare found"],
      operators: ["Pelni", "Operators unknown"],
      closedMonths: ["Runs all year", "Does not run in March"],
      unverified: ["Not flagged", "Flagged: some figure could not be confirmed"],
      notes: ["none", "Docked for repairs in March."],
    });
  });

  it("names a change of the Indonesian note as its own field", () => {
    const after: Route = { ...base, notesId: "Naik dok setiap Maret." };
    expect(routeChanges(base, after, lookup)).toEqual([
      { field: "notesId", label: "Indonesian note", before: "none", after: "Naik dok setiap Maret." },
    ]);
  });

  it("ignores what a visitor cannot see: the citations behind a source, an identical copy", () => {
    expect(routeChanges(base, { ...base, source: { kind: "editor", refs: ["other"] } }, lookup)).toEqual([]);
    expect(routeChanges(base, structuredClone(base), lookup)).toEqual([]);
  });

  it("shows a new route's every known field, with nothing before", () => {
    const changes = routeChanges(null, base, lookup);
    expect(changes.every((c) => c.before === null)).toBe(true);
    expect(changes.map((c) => c.field)).not.toContain("via");
    expect(changes.map((c) => c.field)).not.toContain("notes");
    expect(changes.find((c) => c.field === "status")?.after).toBe("Running");
  });

  it("names a discontinuation with its month", () => {
    const after: Route = { ...base, status: { state: "discontinued", since: "2025-07" } };
    expect(routeChanges(base, after, lookup)).toEqual([
      { field: "status", label: "Status", before: "Running", after: "Stopped July 2025" },
    ]);
  });
});

describe("changedFieldsText", () => {
  it("names the fields a traveller acts on, or null for a check that changed nothing else", () => {
    const after: Route = { ...base, operators: ["Pelni", "ASDP"], lastChecked: "2026-11-24" };
    expect(changedFieldsText(routeChanges(base, after, lookup))).toBe("operators");
    expect(changedFieldsText(routeChanges(base, { ...base, lastChecked: "2026-11-24" }, lookup))).toBeNull();
  });
});

describe("routeChanges in Indonesian (issue 31)", () => {
  it("names the fields and words the values in Indonesian, with id-ID figures and dates", () => {
    const after: Route = {
      ...base,
      fares: [{ ...base.fares[0]!, minIdr: 250000, maxIdr: 250000, approximate: false, asOf: "2026-11" }],
      notesId: "Catatan baru.",
      lastChecked: "2026-11-24",
      source: { kind: "traveller-report", refs: [] },
    };
    expect(routeChanges(base, after, lookup, "id")).toEqual([
      {
        field: "fares",
        label: "Tarif",
        before: "Ekonomi: sekitar Rp233rb per orang (Jan 2026)",
        after: "Ekonomi: Rp250rb per orang (Nov 2026)",
      },
      { field: "notesId", label: "Catatan bahasa Indonesia", before: "tidak ada", after: "Catatan baru." },
      { field: "lastChecked", label: "Terakhir diperiksa", before: "22 November 2026", after: "24 November 2026" },
      { field: "source", label: "Sumber", before: "editor", after: "laporan pelancong" },
    ]);
    expect(routeChanges(base, after, lookup).map((c) => c.label)).toEqual([
      "Fares",
      "Indonesian note",
      "Last checked",
      "Source",
    ]);
  });
});
