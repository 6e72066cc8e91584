import type { Place } from "./types.ts";

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
