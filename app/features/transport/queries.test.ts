import { describe, expect, it } from "vitest";
import { testFare, testPlace } from "~/features/transport-data/test-fixtures.ts";
import type { Place, Route } from "~/features/transport-data/types.ts";
import {
  isHubId,
  modeFromSlug,
  oldestDate,
  priceTexts,
  routesForHubByMode,
  routesOfMode,
  toRow,
  typicalDuration,
  typicalPrice,
} from "./queries.ts";

const place = testPlace;

const places: Place[] = [
  place("makassar", "Makassar", { hubs: ["makassar"] }),
  place("upg", "Sultan Hasanuddin International Airport", {
    kind: "airport",
    code: "UPG",
    partOf: "makassar",
    hubs: ["makassar"],
  }),
  place("manado", "Manado", { hubs: ["manado"] }),
  place("mdc", "Sam Ratulangi", { kind: "airport", code: "MDC", partOf: "manado", hubs: ["manado"] }),
  place("bunaken", "Bunaken Island"),
  place("gorontalo", "Gorontalo", { hubs: ["gorontalo"] }),
  place("ampana", "Ampana", { hubs: ["ampana"] }),
  place("wakai", "Wakai"),
];
const lookup = (id: string) => places.find((p) => p.id === id);

const route = (over: Partial<Route> & Pick<Route, "id" | "mode" | "from" | "to">): Route => ({
  via: [],
  bidirectional: true,
  duration: { minMinutes: 60, maxMinutes: 60, note: null },
  fares: [testFare()],
  frequency: { kind: "daily", perDay: null, departures: [], returnDepartures: [], asOf: null, note: null },
  operators: ["Someone"],
  notes: null,
  notesId: null,
  closedMonths: [],
  unverified: false,
  status: { state: "active" },
  lastChecked: "2026-01-10",
  source: { kind: "editor", refs: ["test"] },
  ...over,
});

const all: Route[] = [
  route({ id: "upg-mdc", mode: "flight", from: "upg", to: "mdc" }),
  route({ id: "mdc-bunaken", mode: "public-boat", from: "manado", to: "bunaken", notes: "Public boat", fares: [] }),
  route({ id: "mdc-gto-road", mode: "travel", from: "manado", to: "gorontalo" }),
  route({ id: "amp-wakai", mode: "public-boat", from: "ampana", to: "wakai", unverified: true, closedMonths: [3] }),
  route({
    id: "old-flight",
    mode: "flight",
    from: "mdc",
    to: "upg",
    status: { state: "discontinued", since: "2025-07" },
  }),
];

describe("isHubId", () => {
  it("accepts the five hubs only", () => {
    for (const id of ["makassar", "manado", "gorontalo", "luwuk", "ampana"]) expect(isHubId(id)).toBe(true);
    for (const id of ["bali", "", "Makassar", null, undefined, "flights"]) expect(isHubId(id)).toBe(false);
  });
});

describe("modeFromSlug", () => {
  it("maps the page slugs to modes", () => {
    expect(modeFromSlug("flights")).toBe("flight");
    expect(modeFromSlug("ferries")).toBe("ferry");
    expect(modeFromSlug("overland")).toBe("overland");
  });
  it("ignores anything else, including inherited object keys", () => {
    for (const s of ["flight", "buses", "constructor", "__proto__", "toString", undefined]) {
      expect(modeFromSlug(s)).toBeUndefined();
    }
  });
});

describe("routesOfMode", () => {
  it("lists a page's modes, sorted by origin then destination, stopped routes last", () => {
    expect(routesOfMode(all, lookup, "flight").map((r) => r.id)).toEqual(["upg-mdc", "old-flight"]);
    expect(routesOfMode(all, lookup, "ferry").map((r) => r.id)).toEqual(["amp-wakai", "mdc-bunaken"]);
  });
});

describe("routesForHubByMode", () => {
  it("groups the routes touching a hub's places by mode page and drops empty groups", () => {
    const groups = routesForHubByMode(all, lookup, "manado");
    expect(groups.map((g) => g.mode)).toEqual(["flight", "ferry", "overland"]);
    expect(groups.flatMap((g) => g.routes.map((r) => r.id))).toEqual([
      "upg-mdc",
      "old-flight",
      "mdc-bunaken",
      "mdc-gto-road",
    ]);
    expect(routesForHubByMode(all, lookup, "ampana").map((g) => g.mode)).toEqual(["ferry"]);
    expect(routesForHubByMode(all, lookup, "luwuk")).toEqual([]);
  });
});

describe("toRow", () => {
  it("labels airports by their town and code and computes every text from the data", () => {
    expect(toRow(all[0]!, lookup, "2026-11-24")).toMatchObject({
      from: "Makassar (UPG)",
      to: "Manado (MDC)",
      modeLabel: "Flight",
      duration: "About 1 h",
      fares: [{ text: "Rp100k per person (2025)", stale: false }],
      frequency: "Daily",
      operators: "Someone",
      discontinued: null,
    });
  });
  it("says unknown for a missing fare, and marks stopped, seasonal and unverified routes", () => {
    expect(toRow(all[1]!, lookup, "2026-11-24")).toMatchObject({
      fares: [{ text: "No dated fare found", stale: false }],
      notes: "Public boat",
    });
    expect(toRow(all[3]!, lookup)).toMatchObject({ unverified: true, closed: "Does not run in March" });
    expect(toRow(all[4]!, lookup).discontinued).toBe("Stopped July 2025");
  });
  it("carries the route's last check, its source and the age marker of that check", () => {
    const r = all[0]!;
    expect(toRow(r, lookup, "2026-11-24")).toMatchObject({
      lastChecked: "2026-01-10",
      source: "editor",
      staleCheck: false,
    });
    const old = { ...r, lastChecked: "2024-11-23", source: { kind: "traveller-report" as const, refs: [] } };
    expect(toRow(old, lookup, "2026-11-24")).toMatchObject({ source: "traveller report", staleCheck: true });
    expect(toRow({ ...old, lastChecked: "2024-11-24" }, lookup, "2026-11-24").staleCheck).toBe(false);
  });
});

describe("hub card figures", () => {
  it("marks a typical price whose route needs checking: unverified, or last checked over two years ago", () => {
    const r = all[0]!;
    expect(typicalPrice(r, lookup, "makassar", "2026-11-24").route).toBeUndefined();
    expect(typicalPrice({ ...r, unverified: true }, lookup, "makassar", "2026-11-24").route).toEqual({
      staleCheck: false,
      unverified: true,
    });
    expect(typicalPrice({ ...r, lastChecked: "2023-05-01" }, lookup, "makassar", "2026-11-24").route).toEqual({
      staleCheck: true,
      unverified: false,
    });
  });
  it("names a route by its far end from the hub, with the fare's own date", () => {
    expect(typicalPrice(all[2]!, lookup, "manado", "2026-11-24")).toEqual({
      text: "Gorontalo by shared car: Rp100k per person (2025)",
      stale: false,
    });
    expect(typicalDuration(all[2]!, lookup, "gorontalo")).toBe("Manado by shared car: About 1 h");
    expect(typicalPrice(all[1]!, lookup, "manado", "2026-11-24")).toEqual({
      text: "Bunaken Island by public boat: No dated fare found",
      stale: false,
    });
  });
});

describe("price age markers", () => {
  const fare = (asOf: string) => ({
    minIdr: 100000,
    maxIdr: 100000,
    kind: "regular" as const,
    unit: "seat" as const,
    trip: "one-way" as const,
    asOf,
    approximate: false,
    label: null,
  });
  it("marks a price more than two years old, or undated, and explains nothing when none is", () => {
    expect(priceTexts([fare("2024-12"), fare("2024-10"), fare("2011"), fare("undated")], "2026-11-24")).toEqual([
      { text: "Rp100k per person (Dec 2024)", stale: false },
      { text: "Rp100k per person (Oct 2024)", stale: true },
      { text: "Rp100k per person (2011)", stale: true },
      { text: "Rp100k per person (undated)", stale: true },
    ]);
    expect(priceTexts([], "2026-11-24")).toEqual([{ text: "No dated fare found", stale: false }]);
  });
  it("judges against the date it is given (the request or build date)", () => {
    expect(priceTexts([fare("2025")], "2027-12-01")[0]!.stale).toBe(false);
    expect(priceTexts([fare("2025")], "2028-01-01")[0]!.stale).toBe(true);
  });
});

describe("oldestDate", () => {
  it("returns the earliest ISO date, or undefined for none", () => {
    expect(oldestDate(["2026-02-01", "2025-11-30", "2026-01-15"])).toBe("2025-11-30");
    expect(oldestDate([])).toBeUndefined();
  });
});
