import { describe, expect, it } from "vitest";
import { route as routeSchema } from "~/features/transport-data/schema.ts";
import { testRoute as fixture } from "~/features/transport-data/test-fixtures.ts";
import type { Route } from "~/features/transport-data/types.ts";
import { normaliseStoredRoute, readStoredRoute } from "./stored.ts";

/** The fixture route with a citation, as the schema requires. */
const testRoute = (extra: Partial<Route> = {}) =>
  fixture({ source: { kind: "editor", refs: ["facts sheet §8c [S10]"] }, ...extra });

/** A route as a revision stored before ADR 0026 holds it: no fare kinds, no return departures or days. */
function beforeFareKinds(r: Route): unknown {
  const { returnDepartures: _r, ...frequency } = r.frequency as Route["frequency"] & { returnDays?: unknown };
  delete (frequency as { returnDays?: unknown }).returnDays;
  return { ...r, fares: r.fares.map(({ kind: _k, ...f }) => f), frequency };
}

const peakShipped = testRoute({
  id: "jakarta-makassar-flight",
  fares: [
    { ...testRoute().fares[0]!, minIdr: 3161000, maxIdr: 3161000, kind: "peak", label: "Lebaran peak" },
    { ...testRoute().fares[0]!, minIdr: 900000, maxIdr: 900000, kind: "regular", label: null },
  ],
});

describe("reading a route revision stored before fare kinds and per-direction timetables", () => {
  it("refuses the old record as it is, and accepts it once normalised", () => {
    const old = beforeFareKinds(testRoute());
    expect(routeSchema.safeParse(old).success).toBe(false);
    const parsed = routeSchema.safeParse(normaliseStoredRoute(old));
    expect(parsed.success).toBe(true);
    expect(parsed.data?.fares[0]?.kind).toBe("regular");
    expect(parsed.data?.frequency.returnDepartures).toEqual([]);
  });

  it("takes a fare's kind from the same fare in the shipped data, else regular", () => {
    const stored = beforeFareKinds({
      ...peakShipped,
      fares: [...peakShipped.fares, { ...peakShipped.fares[1]!, minIdr: 950000, maxIdr: 950000 }],
    });
    const read = readStoredRoute(JSON.stringify(stored), (id) => (id === peakShipped.id ? peakShipped : undefined));
    expect((read as Route).fares.map((f) => f.kind)).toEqual(["peak", "regular", "regular"]);
  });

  it("gives old weekday timetables the same days back, and leaves new records untouched", () => {
    const weekdays = testRoute({
      frequency: {
        kind: "weekdays",
        days: ["tue", "fri"],
        returnDays: null,
        departures: [],
        returnDepartures: [],
        asOf: null,
        note: null,
      },
    });
    const parsed = routeSchema.safeParse(normaliseStoredRoute(beforeFareKinds(weekdays)));
    expect(parsed.data?.frequency).toMatchObject({ kind: "weekdays", returnDays: null, returnDepartures: [] });
    const current = testRoute({
      fares: [{ ...testRoute().fares[0]!, kind: "tour" }],
      frequency: {
        kind: "daily",
        perDay: null,
        departures: ["09:25"],
        returnDepartures: ["11:00"],
        asOf: null,
        note: null,
      },
    });
    expect(normaliseStoredRoute(structuredClone(current), peakShipped)).toEqual(current);
  });
});

describe("reading a route revision stored before the Indonesian note", () => {
  it("reads a missing notesId as null, which the schema accepts", () => {
    const { notesId: _n, ...old } = testRoute({ notes: "Runs on Tuesdays." });
    expect(routeSchema.safeParse(old).success).toBe(false);
    const parsed = routeSchema.safeParse(normaliseStoredRoute(old));
    expect(parsed.success).toBe(true);
    expect(parsed.data?.notesId).toBeNull();
  });

  it("keeps a stored Indonesian note", () => {
    const current = testRoute({ notes: "Runs on Tuesdays.", notesId: "Berlayar setiap Selasa." });
    expect(normaliseStoredRoute(structuredClone(current))).toEqual(current);
  });
});

describe("reading a route revision stored before the Indonesian twins of labels and notes", () => {
  const shipped = testRoute({
    duration: { minMinutes: 60, maxMinutes: 60, note: "by fast boat", noteId: "dengan kapal cepat" },
    fares: [{ ...testRoute().fares[0]!, label: "Economy", labelId: "Ekonomi" }],
    frequency: {
      kind: "daily",
      perDay: null,
      departures: [],
      returnDepartures: [],
      asOf: null,
      note: "Leaves when full",
      noteId: "Berangkat kalau penuh",
    },
  });
  /** The shipped route as saved before the twins, with `change` applied. */
  const oldRevision = (change: (r: Route) => Route = (r) => r) => {
    const r = change(structuredClone(shipped));
    const { noteId: _d, ...duration } = r.duration;
    const { noteId: _f, ...frequency } = r.frequency;
    return { ...r, duration, frequency, fares: r.fares.map(({ labelId: _l, ...f }) => f) };
  };

  it("takes the shipped twin where the English is unchanged", () => {
    const read = normaliseStoredRoute(oldRevision(), shipped) as Route;
    expect(read.duration.noteId).toBe("dengan kapal cepat");
    expect(read.frequency.noteId).toBe("Berangkat kalau penuh");
    expect(read.fares[0]?.labelId).toBe("Ekonomi");
    expect(routeSchema.safeParse(read).success).toBe(true);
  });

  it("has no twin where the revision changed the English, and keeps a twin it saved, even null", () => {
    const edited = oldRevision((r) => ({ ...r, duration: { ...r.duration, note: "by slow boat" } }));
    const read = normaliseStoredRoute(edited, shipped) as Route;
    expect(read.duration.noteId).toBeUndefined();
    expect(read.frequency.noteId).toBe("Berangkat kalau penuh");
    const cleared = { ...shipped, duration: { ...shipped.duration, noteId: null } };
    expect((normaliseStoredRoute(structuredClone(cleared), shipped) as Route).duration.noteId).toBeNull();
  });
});
