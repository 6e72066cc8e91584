import { describe, expect, it } from "vitest";
import { ContentError } from "~/features/content/validate.ts";
import { parseTransportData } from "./references.ts";

/** A valid minimal data set; each test breaks one thing and expects the build to name it. */
const place = (id: string, extra: object = {}) => ({
  id,
  name: id,
  localName: null,
  kind: "city",
  region: "south",
  code: null,
  coordinates: null,
  partOf: null,
  destinations: [],
  hubs: [],
  notes: null,
  ...extra,
});

const route = (extra: object = {}) => ({
  id: "a-b-bus",
  mode: "bus",
  from: "a",
  to: "b",
  via: [],
  bidirectional: true,
  duration: { minMinutes: 60, maxMinutes: 90, note: null },
  fares: [
    {
      minIdr: 50000,
      maxIdr: 70000,
      kind: "regular",
      unit: "seat",
      trip: "one-way",
      asOf: "2014",
      approximate: false,
      label: null,
    },
  ],
  frequency: { kind: "daily", perDay: null, departures: ["08:00"], returnDepartures: [], asOf: null, note: null },
  operators: ["Someone"],
  notes: null,
  notesId: null,
  closedMonths: [],
  unverified: false,
  status: { state: "active" },
  lastChecked: "2026-11-22",
  source: { kind: "editor", refs: ["facts sheet §3e"] },
  ...extra,
});

const known = { destinations: ["dest-a"], hubs: ["hub-a"] };

function files(routes: unknown[], places: unknown[] = [place("a", { destinations: ["dest-a"] }), place("b")]) {
  return { "content/transport/places.json": places, "content/transport/routes/road.json": routes };
}

function problemsOf(f: Record<string, unknown>): string {
  try {
    parseTransportData(f, known);
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error("expected the data to be refused");
}

describe("parseTransportData", () => {
  it("accepts a valid data set and returns places and routes", () => {
    const data = parseTransportData(files([route()]), known);
    expect(data.places.map((p) => p.id)).toEqual(["a", "b"]);
    expect(data.routes[0]).toMatchObject({ id: "a-b-bus", from: "a", to: "b" });
  });

  it("refuses a route to an unknown place, naming the file and field", () => {
    expect(problemsOf(files([route({ to: "atlantis" })]))).toContain(
      'content/transport/routes/road.json: 0.to: unknown place "atlantis"',
    );
    expect(problemsOf(files([route({ via: ["nowhere"] })]))).toContain('0.via.0: unknown place "nowhere"');
  });

  it("refuses a minimum above the maximum", () => {
    expect(problemsOf(files([route({ duration: { minMinutes: 120, maxMinutes: 60, note: null } })]))).toContain(
      "content/transport/routes/road.json: 0.duration.minMinutes: minMinutes must not be more than maxMinutes",
    );
    const fares = [{ ...route().fares[0], minIdr: 90000, maxIdr: 10000 }];
    expect(problemsOf(files([route({ fares })]))).toContain("0.fares.0.minIdr: minIdr must not be more than maxIdr");
  });

  it("refuses a price without its date", () => {
    const fares = [
      { minIdr: 50000, maxIdr: 50000, kind: "regular", unit: "seat", trip: "one-way", approximate: false, label: null },
    ];
    expect(problemsOf(files([route({ fares })]))).toContain("content/transport/routes/road.json: 0.fares.0.asOf:");
    const badDate = [{ ...fares[0], asOf: "last year" }];
    expect(problemsOf(files([route({ fares: badDate })]))).toContain(
      'must be "YYYY", "YYYY-MM", "YYYY/YYYY" or "undated"',
    );
  });

  it("refuses a bad mode, and a mode filed in the wrong route file", () => {
    expect(problemsOf(files([route({ mode: "teleport" })]))).toContain("content/transport/routes/road.json: 0.mode:");
    expect(problemsOf(files([route({ mode: "flight" })]))).toContain(
      "0.mode: a flight route belongs in content/transport/routes/flights.json",
    );
  });

  it("refuses a price unit, frequency or date that is not data", () => {
    const fares = [{ ...route().fares[0], minIdr: 1, maxIdr: 2, unit: "per head" }];
    expect(problemsOf(files([route({ fares })]))).toContain("0.fares.0.unit:");
    expect(
      problemsOf(
        files([route({ frequency: { kind: "often", departures: [], returnDepartures: [], asOf: null, note: null } })]),
      ),
    ).toContain("0.frequency.kind:");
    expect(problemsOf(files([route({ status: { state: "discontinued" } })]))).toContain("0.status.since:");
  });

  it("requires every fare to say what it is: regular, peak or tour (ADR 0026)", () => {
    const regular = route().fares[0]!;
    const { kind: _kind, ...withoutKind } = regular;
    expect(problemsOf(files([route({ fares: [withoutKind] })]))).toContain("0.fares.0.kind:");
    expect(problemsOf(files([route({ fares: [{ ...regular, kind: "holiday" }] })]))).toContain("0.fares.0.kind:");
    const kinds = ["regular", "peak", "tour"].map((kind) => ({ ...regular, kind }));
    const data = parseTransportData(files([route({ fares: kinds })]), known);
    expect(data.routes[0]?.fares.map((f) => f.kind)).toEqual(["regular", "peak", "tour"]);
  });

  it("keeps each direction's departures and days apart, and refuses bad ones (ADR 0026)", () => {
    const base = route().frequency;
    const twoWay = { ...base, departures: ["09:25"], returnDepartures: ["11:00"] };
    expect(parseTransportData(files([route({ frequency: twoWay })]), known).routes[0]?.frequency).toMatchObject({
      departures: ["09:25"],
      returnDepartures: ["11:00"],
    });
    expect(problemsOf(files([route({ frequency: { ...base, returnDepartures: ["25:00"] } })]))).toContain(
      '0.frequency.returnDepartures.0: must be a time "HH:MM"',
    );
    const { returnDepartures: _r, ...withoutReturn } = base;
    expect(problemsOf(files([route({ frequency: withoutReturn })]))).toContain("0.frequency.returnDepartures:");
    const weekdays = {
      kind: "weekdays",
      days: ["tue", "fri"],
      returnDays: ["wed", "sat"],
      departures: [],
      returnDepartures: [],
      asOf: null,
      note: null,
    };
    expect(parseTransportData(files([route({ frequency: weekdays })]), known).routes[0]?.frequency).toMatchObject({
      returnDays: ["wed", "sat"],
    });
    expect(problemsOf(files([route({ frequency: { ...weekdays, returnDays: [] } })]))).toContain(
      "0.frequency.returnDays:",
    );
    const { returnDays: _d, ...withoutReturnDays } = weekdays;
    expect(problemsOf(files([route({ frequency: withoutReturnDays })]))).toContain("0.frequency.returnDays:");
  });

  it("refuses duplicate ids, unknown destinations and hubs, and a destination no place serves", () => {
    expect(problemsOf(files([route(), route()]))).toContain('1.id: duplicate route id "a-b-bus"');
    const places = [place("a", { destinations: ["atlantis"], hubs: ["bali"] }), place("b")];
    const message = problemsOf(files([route()], places));
    expect(message).toContain('content/transport/places.json: 0.destinations.0: unknown destination "atlantis"');
    expect(message).toContain('0.hubs.0: unknown hub "bali"');
    expect(message).toContain('no place serves destination "dest-a"');
  });

  it("refuses a route file that is not one of the three", () => {
    const f = { ...files([route()]), "content/transport/routes/boats.json": [] };
    expect(problemsOf(f)).toContain("Unexpected route file content/transport/routes/boats.json");
  });
});
