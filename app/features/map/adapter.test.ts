import { describe, expect, it } from "vitest";
import type { Place, Route } from "~/features/transport-data/types.ts";
import {
  hubHighlight,
  itineraryHighlight,
  modeGroupHighlight,
  networkMap,
  shortDestinationName,
  withDestination,
} from "./adapter.ts";

const point = (lat: number, lon: number) => ({ lat, lon, approximate: false, source: "test" });
function place(id: string, extra: Partial<Place> = {}): Place {
  return {
    id,
    name: id[0]?.toUpperCase() + id.slice(1),
    localName: null,
    kind: "town",
    region: null,
    code: null,
    coordinates: null,
    partOf: null,
    destinations: [],
    hubs: [],
    notes: null,
    ...extra,
  };
}
function route(id: string, from: string, to: string, extra: Partial<Route> = {}): Route {
  return {
    id,
    mode: "bus",
    from,
    to,
    via: [],
    bidirectional: true,
    duration: { minMinutes: null, maxMinutes: null, note: null },
    fares: [],
    frequency: { kind: "unknown", departures: [], returnDepartures: [], asOf: null, note: null },
    operators: [],
    notes: null,
    notesId: null,
    closedMonths: [],
    unverified: false,
    status: { state: "active" },
    lastChecked: "2026-11-20",
    source: { kind: "facts-sheet", refs: ["test"] },
    ...extra,
  } as Route;
}

const places: Place[] = [
  place("makassar", {
    kind: "city",
    coordinates: point(-5.13, 119.41),
    hubs: ["makassar"],
    destinations: ["makassar"],
  }),
  place("makassar-airport", { kind: "airport", partOf: "makassar", hubs: ["makassar"] }),
  place("toraja-airport", {
    name: "Toraja Airport (Buntu Kunik)",
    kind: "airport",
    code: "TRT",
    coordinates: point(-3.19, 119.92),
  }),
  place("ampana", { kind: "town", coordinates: point(-0.88, 121.63), hubs: ["ampana"], destinations: ["ampana"] }),
  place("wakai", { kind: "village", destinations: ["togean-islands"] }),
  place("rantepao", { kind: "town", coordinates: point(-2.97, 119.9), destinations: ["toraja-highlands"] }),
  place("poso", { kind: "town" }),
  place("jakarta-airport", { kind: "airport" }),
];
const routes: Route[] = [
  route("cgk-upg", "jakarta-airport", "makassar-airport", { mode: "flight" }),
  route("upg-ampana", "makassar-airport", "ampana", { mode: "flight" }),
  route("ampana-wakai", "ampana", "wakai", { mode: "public-boat" }),
  route("makassar-rantepao", "makassar", "rantepao"),
  route("poso-ampana", "poso", "ampana", { mode: "travel" }),
  route("old-ferry", "ampana", "wakai", {
    mode: "car-ferry",
    status: { state: "discontinued", since: "2025-03" },
  }),
];
const guides = [
  { slug: "togean-islands", name: "Togean Islands", lat: -0.42, lon: 121.87 },
  { slug: "toraja-highlands", name: "Toraja Highlands", lat: -3.0, lon: 119.88 },
];
const network = networkMap(places, routes, guides, { hubIds: ["makassar", "ampana"], prefer: "hub" });

describe("networkMap", () => {
  it("draws places with a point, a place without one at its town or its destination, and no guesses", () => {
    expect(network.markerOf.get("makassar-airport")).toBe("makassar");
    expect(network.markerOf.get("wakai")).toBe("destination:togean-islands");
    expect(network.markerOf.has("poso")).toBe(false);
    expect(network.markerOf.has("jakarta-airport")).toBe(false);
    expect(network.places.find((p) => p.id === "destination:togean-islands")).toMatchObject({
      name: "Togean Islands",
      lat: -0.42,
      href: "/destinations/togean-islands",
      kind: "destination",
    });
  });

  it("keeps only routes with both ends drawn, with their ids, modes and status", () => {
    expect(network.routes.map((r) => r.id).sort()).toEqual([
      "ampana-wakai",
      "makassar-rantepao",
      "old-ferry",
      "upg-ampana",
    ]);
    expect(network.routes.find((r) => r.id === "upg-ampana")).toMatchObject({
      from: "makassar",
      to: "ampana",
      mode: "flight",
    });
    expect(network.routes.find((r) => r.id === "old-ferry")?.discontinued).toBe(true);
  });

  it("carries each route's last check and unverified flag, for the list's markers", () => {
    const r = network.routes.find((x) => x.id === "upg-ampana");
    expect(r).toHaveProperty("unverified", expect.any(Boolean));
    expect(r?.lastChecked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("labels an airport with a code by its code, and names its link in full", () => {
    expect(network.places.find((p) => p.id === "toraja-airport")).toMatchObject({
      name: "Toraja Airport (Buntu Kunik)",
      shortName: "TRT",
    });
  });

  it("marks hubs and links places to their hub page, or their destination page", () => {
    expect(network.places.find((p) => p.id === "makassar")).toMatchObject({ kind: "hub", href: "/transport/makassar" });
    expect(network.places.find((p) => p.id === "rantepao")).toMatchObject({
      kind: "town",
      href: "/destinations/toraja-highlands",
    });
    const byDestination = networkMap(places, routes, guides, { hubIds: ["makassar"], prefer: "destination" });
    expect(byDestination.places.find((p) => p.id === "makassar")?.href).toBe("/destinations/makassar");
  });
});

describe("highlights", () => {
  it("a hub: every route touching one of its places, and the hub", () => {
    expect(hubHighlight(places, routes, "makassar")).toEqual({
      places: ["makassar"],
      routes: ["cgk-upg", "upg-ampana", "makassar-rantepao"],
    });
  });

  it("a mode page: the routes of its modes", () => {
    expect(modeGroupHighlight(routes, "ferries").routes).toEqual(["ampana-wakai", "old-ferry"]);
    expect(modeGroupHighlight(routes, "overland").routes).toEqual(["makassar-rantepao", "poso-ampana"]);
  });

  it("a destination: its marker and the routes of the places serving it", () => {
    const togean = withDestination(network, places, routes, guides[0] as (typeof guides)[number]);
    expect(togean.highlight).toEqual({ places: ["destination:togean-islands"], routes: ["ampana-wakai", "old-ferry"] });
    expect(togean.places).toHaveLength(network.places.length);
  });

  it("a destination with no transport place drawn gets its own marker from the guide", () => {
    const lonely = { slug: "lore-lindu", name: "Lore Lindu", lat: -1.5, lon: 120.1 };
    const map = withDestination(network, places, routes, lonely);
    expect(map.places.find((p) => p.id === "destination:lore-lindu")).toMatchObject({ name: "Lore Lindu", lat: -1.5 });
    expect(map.highlight).toEqual({ places: ["destination:lore-lindu"], routes: [] });
  });

  it("a planner itinerary: its legs", () => {
    expect(itineraryHighlight(["upg-ampana", "ampana-wakai"])).toEqual({ routes: ["upg-ampana", "ampana-wakai"] });
    expect(itineraryHighlight(["palu-ampana-bus"], ["palu", "poso"])).toEqual({
      routes: ["palu-ampana-bus"],
      places: ["palu", "poso"],
    });
  });
});

describe("shortDestinationName", () => {
  it.each([
    ["Gorontalo (Botubarani whale sharks, Olele)", "Gorontalo"],
    ["Selayar & Taka Bonerate National Park", "Selayar"],
    ["Bantimurung–Bulusaraung National Park", "Bantimurung"],
    ["Bunaken National Marine Park", "Bunaken"],
    ["Togean (Togian) Islands", "Togean (Togian) Islands"],
    ["Tangkoko Nature Reserve", "Tangkoko"],
    ["Kendari", "Kendari"],
  ])("labels %s as %s", (name, short) => {
    expect(shortDestinationName(name)).toBe(short);
  });
});
