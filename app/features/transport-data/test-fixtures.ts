import type { Fare, Place, Route } from "./types.ts";

/** A city in South Sulawesi for tests, with every optional field empty unless `extra` sets it. */
export function testPlace(id: string, name: string, extra: Partial<Place> = {}): Place {
  return {
    id,
    name,
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
  };
}

/** A regular one-way fare per person, dated 2025, changed by `extra`. */
export function testFare(extra: Partial<Fare> = {}): Fare {
  return {
    minIdr: 100000,
    maxIdr: 100000,
    kind: "regular",
    unit: "seat",
    trip: "one-way",
    asOf: "2025",
    approximate: false,
    label: null,
    ...extra,
  };
}

/** The Makassar-Baubau Pelni route for tests (one dated fare, unknown frequency), changed by `extra`. */
export function testRoute(extra: Partial<Route> = {}): Route {
  return {
    id: "makassar-baubau-pelni",
    mode: "pelni",
    from: "makassar",
    to: "baubau",
    via: [],
    bidirectional: true,
    duration: { minMinutes: 840, maxMinutes: 840, note: null },
    fares: [testFare({ minIdr: 233000, maxIdr: 233000, asOf: "2026-01" })],
    frequency: { kind: "unknown", departures: [], returnDepartures: [], asOf: null, note: null },
    operators: ["Pelni"],
    notes: null,
    notesId: null,
    closedMonths: [],
    unverified: false,
    status: { state: "active" },
    lastChecked: "2026-11-22",
    source: { kind: "editor", refs: [] },
    ...extra,
  };
}
