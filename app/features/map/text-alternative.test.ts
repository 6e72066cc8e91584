import { describe, expect, it } from "vitest";
import { FIXTURE_PLACES, FIXTURE_ROUTES } from "./test-fixture.ts";
import { mapText } from "./text-alternative.ts";

describe("mapText", () => {
  const text = mapText(FIXTURE_PLACES, FIXTURE_ROUTES, { places: ["bunaken"], routes: ["kendari-wanci-fast-boat"] });

  it("lists every place on the map with its link, highlighted places first", () => {
    expect(text.places[0]).toMatchObject({ highlighted: true });
    expect(
      text.places
        .filter((p) => p.highlighted)
        .map((p) => p.name)
        .sort(),
    ).toEqual(["Bunaken", "Kendari", "Wanci"]);
    expect(text.places.find((p) => p.id === "rantepao")?.href).toBe("/destinations/tana-toraja");
    expect(text.places.map((p) => p.id)).not.toContain("jakarta");
  });

  it("lists the highlighted routes apart from the others, by mode and name", () => {
    expect(text.highlightedRoutes).toEqual([
      {
        id: "kendari-wanci-fast-boat",
        mode: "Fast boat",
        from: "Kendari",
        to: "Wanci",
        discontinued: false,
        unverified: false,
        staleCheck: false,
        offMap: [],
      },
    ]);
    expect(text.otherRoutes[0]?.mode).toBe("Flight");
  });

  it("says which routes are discontinued and which ends are off the map", () => {
    expect(text.otherRoutes.find((r) => r.id === "gorontalo-wakai-ferry")?.discontinued).toBe(true);
    expect(text.otherRoutes.find((r) => r.id === "jakarta-makassar-flight")?.offMap).toEqual(["Jakarta"]);
  });

  it("marks routes flagged unverified or last checked more than two years ago", () => {
    const routes = [...text.highlightedRoutes, ...text.otherRoutes];
    const marks = (id: string) => routes.find((r) => r.id === id);
    expect(marks("palu-ampana-travel")).toMatchObject({ unverified: true, staleCheck: false });
    expect(marks("bitung-tahuna-ferry")).toMatchObject({ unverified: false, staleCheck: true });
    expect(marks("makassar-manado-flight")).toMatchObject({ unverified: false, staleCheck: false });
    const later = mapText(FIXTURE_PLACES, FIXTURE_ROUTES, {}, "2018-01-01");
    expect(later.otherRoutes.find((r) => r.id === "bitung-tahuna-ferry")?.staleCheck).toBe(false);
  });

  it("lists only the routes the map draws", () => {
    const ids = [...text.highlightedRoutes, ...text.otherRoutes].map((r) => r.id);
    expect(ids).not.toContain("jakarta-denpasar-flight");
    expect(ids).not.toContain("makassar-nowhere");
    expect(ids).toHaveLength(FIXTURE_ROUTES.length - 2);
  });
});
