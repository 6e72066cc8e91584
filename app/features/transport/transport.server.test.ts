import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testFare } from "~/features/transport-data/test-fixtures.ts";
import { hubPage, modePage, transportFocus, transportGuidePage, transportHubPage } from "./transport.server.ts";

vi.mock("~/features/content/content.server.ts", () => {
  const hub = (id: string, name: string, region: string, lastChecked: string) => ({
    id,
    name,
    region,
    summary: `${name} summary`,
    description: `${name} first paragraph.\n\n${name} second paragraph.`,
    transportTypes: ["Flights"],
    typicalPrice: ["upg-mdc"],
    typicalDuration: ["upg-mdc"],
    highlights: ["a", "b"],
    gettingAround: "Taxis",
    image: { motif: "city", alt: `${name} harbour at dusk` },
    lastChecked,
  });
  const hubs = [
    hub("makassar", "Makassar", "south", "2026-01-10"),
    hub("manado", "Manado", "north", "2025-12-01"),
    hub("gorontalo", "Gorontalo", "north", "2026-01-10"),
    hub("luwuk", "Luwuk", "central", "2026-01-10"),
    hub("ampana", "Ampana", "central", "2026-01-10"),
  ];
  const destinations = [{ slug: "bunaken", name: "Bunaken", summary: "Reefs", transportHub: "manado" }];
  const guide = {
    lastChecked: "2026-01-10",
    regions: [
      {
        region: "south",
        title: "South Sulawesi",
        hub: "Makassar",
        routes: [{ destination: "Manado", routes: ["upg-mdc", "makassar-manado-pelni"] }],
      },
    ],
  };
  return {
    hubs,
    destinations,
    // Both editions are the English content here (transport/content-id.server.ts reads them).
    guideContent: () => ({ hubs, destinations, guide, regions: [] }),
    guide: {
      lastChecked: "2026-01-10",
      regions: [
        {
          region: "south",
          title: "South Sulawesi",
          hub: "Makassar",
          routes: [{ destination: "Manado", routes: ["upg-mdc", "makassar-manado-pelni"] }],
        },
      ],
    },
    regions: [],
    hubById: (id: string) => hubs.find((h) => h.id === id),
    regionById: () => undefined,
    destinationBySlug: (slug: string) => destinations.find((d) => d.slug === slug),
    destinationsForHub: (id: string) => destinations.filter((d) => d.transportHub === id),
  };
});

vi.mock("~/features/transport-data/data.server.ts", () => {
  const place = (id: string, name: string, hubs: string[], extra: object = {}) => ({
    id,
    name,
    localName: null,
    kind: "city",
    region: "south",
    code: null,
    coordinates: null,
    partOf: null,
    destinations: [],
    hubs,
    notes: null,
    ...extra,
  });
  const places = [
    place("makassar", "Makassar", ["makassar"]),
    place("manado", "Manado", ["manado"]),
    place("upg", "Sultan Hasanuddin", ["makassar"], { kind: "airport", code: "UPG", partOf: "makassar" }),
    place("mdc", "Sam Ratulangi", ["manado"], { kind: "airport", code: "MDC", partOf: "manado" }),
  ];
  const base = {
    via: [],
    bidirectional: true,
    notes: null,
    notesId: null,
    closedMonths: [],
    unverified: false,
    status: { state: "active" },
    source: { kind: "editor", refs: ["test"] },
  };
  const routes = [
    {
      ...base,
      id: "makassar-manado-pelni",
      mode: "pelni",
      from: "makassar",
      to: "manado",
      duration: { minMinutes: null, maxMinutes: null, note: null },
      fares: [],
      frequency: { kind: "unknown", departures: [], returnDepartures: [], asOf: null, note: null },
      operators: [],
      closedMonths: [3],
      lastChecked: "2025-09-01",
    },
    {
      id: "upg-mdc",
      mode: "flight",
      from: "upg",
      to: "mdc",
      via: [],
      bidirectional: true,
      duration: { minMinutes: 90, maxMinutes: 90, note: null },
      fares: [testFare({ minIdr: 1000000, maxIdr: 1000000 })],
      frequency: { kind: "daily", perDay: null, departures: [], returnDepartures: [], asOf: null, note: null },
      operators: ["Lion Air"],
      notes: null,
      notesId: null,
      closedMonths: [],
      unverified: false,
      status: { state: "active" },
      lastChecked: "2025-10-01",
      source: { kind: "editor", refs: ["test"] },
    },
  ];
  return {
    allRoutes: () => routes,
    placeById: (id: string) => places.find((p) => p.id === id),
    routeById: (id: string) => routes.find((r) => r.id === id),
  };
});

// Price-age markers are judged against today's date: fixed here so the fixtures' 2025 fares stay recent.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-24T12:00:00Z"));
});
afterAll(() => {
  vi.useRealTimers();
});

describe("transportFocus (?destination=)", () => {
  it("accepts a hub id or a destination slug and ignores anything else", () => {
    expect(transportFocus("manado")).toEqual({ hub: "manado" });
    expect(transportFocus("bunaken")).toEqual({ hub: "manado", destination: "Bunaken" });
    for (const v of [null, "", "atlantis", "<script>", "Manado"]) expect(transportFocus(v)).toBeUndefined();
  });
});

describe("transportHubPage", () => {
  it("lists the five hubs with region names and the oldest check date", () => {
    const page = transportHubPage(null);
    expect(page.hubs).toHaveLength(5);
    expect(page.hubs[0]).toMatchObject({
      id: "makassar",
      region: "South Sulawesi",
      typicalPrice: [{ text: "Manado (MDC) by air: Rp1M per person (2025)", stale: false }],
      typicalDuration: ["Manado (MDC) by air: About 1 h 30"],
    });
    expect(page.focus).toBeNull();
    expect(page.lastChecked).toBe("2025-10-01");
  });
  it("describes the focus for a destination", () => {
    expect(transportHubPage("bunaken").focus).toEqual({ hub: "manado", hubName: "Manado", destination: "Bunaken" });
  });
});

describe("hubPage", () => {
  it("returns undefined for unknown ids", () => {
    expect(hubPage("bali")).toBeUndefined();
    expect(hubPage("flights")).toBeUndefined();
  });
  it("returns the hub's routes, destinations and paragraphs", () => {
    const page = hubPage("manado")!;
    expect(page.hub.description).toEqual(["Manado first paragraph.", "Manado second paragraph."]);
    expect(page.groups.map((g) => g.mode)).toEqual(["flight", "ferry"]);
    expect(page.hub.typicalPrice).toEqual([{ text: "Makassar (UPG) by air: Rp1M per person (2025)", stale: false }]);
    expect(page.destinations).toEqual([{ slug: "bunaken", name: "Bunaken", summary: "Reefs" }]);
    expect(page.otherHubs).toHaveLength(4);
    expect(page.lastChecked).toBe("2025-09-01");
  });
});

describe("modePage", () => {
  it("has no check date when there are no routes", () => {
    expect(modePage("overland")).toMatchObject({ routes: [], lastChecked: null });
    expect(modePage("flight").routes).toHaveLength(1);
    expect(modePage("ferry").routes.map((r) => r.id)).toEqual(["makassar-manado-pelni"]);
  });
});

describe("transportGuidePage", () => {
  it("computes each row from its routes: modes, every figure with its date, unknowns as unknown", () => {
    const page = transportGuidePage();
    expect(page.regions[0]).toMatchObject({ regionName: "South Sulawesi" });
    expect(page.regions[0]!.routes[0]).toEqual({
      destination: "Manado",
      transport: ["Flight", "Pelni ship"],
      places: ["Makassar (UPG) → Manado (MDC)", "Makassar → Manado"],
      legs: [
        {
          id: "upg-mdc",
          label: "Flight",
          duration: "About 1 h 30",
          fares: [{ text: "Rp1M per person (2025)", stale: false }],
          frequency: "Daily",
          discontinued: null,
          closed: null,
          unverified: false,
          lastChecked: "2025-10-01",
          source: "editor",
          staleCheck: false,
        },
        {
          id: "makassar-manado-pelni",
          label: "Pelni ship",
          duration: "Duration unknown",
          fares: [{ text: "No dated fare found", stale: false }],
          frequency: "Frequency unknown",
          discontinued: null,
          closed: "Does not run in March",
          unverified: false,
          lastChecked: "2025-09-01",
          source: "editor",
          staleCheck: false,
        },
      ],
      operators: "Lion Air",
      lastChecked: "2025-09-01",
    });
    expect(page.lastChecked).toBe("2025-09-01");
  });
});
