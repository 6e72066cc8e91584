import { describe, expect, it } from "vitest";
import { allPlaces, allRoutes, placeById, placesForDestination, routeById } from "./data.server.ts";

const places = allPlaces();
const routes = allRoutes();

/** The shipped data loads, and carries the corrections of the facts sheet's §8. */
describe("the shipped transport data", () => {
  it("loads places and routes with every reference resolved", () => {
    expect(places.length).toBeGreaterThan(40);
    expect(routes.length).toBeGreaterThan(60);
    for (const r of routes) {
      expect(placeById(r.from), r.id).toBeDefined();
      expect(placeById(r.to), r.id).toBeDefined();
    }
  });

  it("keeps stopped Toraja flights as discontinued in July 2025", () => {
    for (const id of ["makassar-toraja-flight", "manado-toraja-flight"]) {
      expect(routeById(id)?.status).toEqual({ state: "discontinued", since: "2025-07" });
    }
  });

  it("knows the Tuna Tomini does not sail in March", () => {
    expect(routeById("gorontalo-wakai-tuna-tomini")?.closedMonths).toEqual([3]);
  });

  it("includes Kendari and Palu with their airports", () => {
    expect(placeById("kendari-airport")).toMatchObject({ code: "KDI", partOf: "kendari", region: "southeast" });
    expect(placeById("palu-airport")).toMatchObject({ code: "PLW", partOf: "palu", region: "central" });
  });

  it("resolves a destination to the places that serve it", () => {
    expect(placesForDestination("togean-islands").map((p) => p.id)).toEqual(["wakai", "bomba"]);
  });

  it("never states a price or duration of zero", () => {
    for (const r of routes) {
      for (const f of r.fares) expect([f.minIdr, f.maxIdr]).not.toContain(0);
      expect([r.duration.minMinutes, r.duration.maxMinutes]).not.toContain(0);
    }
  });
});
