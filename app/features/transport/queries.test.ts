import { describe, expect, it } from "vitest";
import type { TransportRoute } from "~/features/guide/schema.ts";
import { isHubId, modeFromSlug, oldestDate, routesForHubByMode, routesOfMode, toRow } from "./queries.ts";

const route = (
  over: Partial<TransportRoute> & Pick<TransportRoute, "id" | "mode" | "from" | "to">,
): TransportRoute => ({
  hubs: [],
  duration: "1 h",
  price: "Rp100k (2025)",
  frequency: "Daily",
  operators: ["Someone"],
  unverified: false,
  lastChecked: "2026-01-10",
  ...over,
});

const all: TransportRoute[] = [
  route({ id: "upg-mdc", mode: "flight", from: "Makassar", to: "Manado", hubs: ["makassar", "manado"] }),
  route({ id: "mdc-bunaken", mode: "ferry", from: "Manado", to: "Bunaken", hubs: ["manado"], notes: "Public boat" }),
  route({ id: "upg-gto", mode: "flight", from: "Makassar", to: "Gorontalo", hubs: ["makassar", "gorontalo"] }),
  route({ id: "mdc-gto-road", mode: "overland", from: "Manado", to: "Gorontalo", hubs: ["manado", "gorontalo"] }),
  route({ id: "amp-wakai", mode: "ferry", from: "Ampana", to: "Wakai", hubs: ["ampana"], unverified: true }),
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
  it("returns only that mode, sorted by origin then destination, without hub lists", () => {
    const flights = routesOfMode(all, "flight");
    expect(flights.map((r) => r.id)).toEqual(["upg-gto", "upg-mdc"]);
    expect(flights[0]).not.toHaveProperty("hubs");
  });
});

describe("routesForHubByMode", () => {
  it("groups a hub's routes by mode in flight, ferry, overland order and drops empty groups", () => {
    const groups = routesForHubByMode(all, "manado");
    expect(groups.map((g) => g.mode)).toEqual(["flight", "ferry", "overland"]);
    expect(groups.flatMap((g) => g.routes.map((r) => r.id))).toEqual(["upg-mdc", "mdc-bunaken", "mdc-gto-road"]);
    expect(routesForHubByMode(all, "ampana").map((g) => g.mode)).toEqual(["ferry"]);
    expect(routesForHubByMode(all, "luwuk")).toEqual([]);
  });
});

describe("toRow", () => {
  it("keeps notes and the unverified flag", () => {
    expect(toRow(all[1]!).notes).toBe("Public boat");
    expect(toRow(all[4]!).unverified).toBe(true);
    expect(toRow(all[0]!)).not.toHaveProperty("notes");
  });
});

describe("oldestDate", () => {
  it("returns the earliest ISO date, or undefined for none", () => {
    expect(oldestDate(["2026-02-01", "2025-11-30", "2026-01-15"])).toBe("2025-11-30");
    expect(oldestDate([])).toBeUndefined();
  });
});
