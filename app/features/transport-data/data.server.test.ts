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

  it("keeps stopped Toraja flights as discontinued in July 2025 (Manado on the 18th, §9g)", () => {
    expect(routeById("makassar-toraja-flight")?.status).toEqual({ state: "discontinued", since: "2025-07" });
    expect(routeById("manado-toraja-flight")?.status).toEqual({ state: "discontinued", since: "2025-07-18" });
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

  it("says what every fare is, per person or per boat or car (issue 27 point 3)", () => {
    for (const r of routes) {
      for (const f of r.fares) expect(["regular", "peak", "tour"], r.id).toContain(f.kind);
    }
    const bunaken = routeById("manado-bunaken-charter")?.fares ?? [];
    expect(bunaken.filter((f) => f.kind === "regular")).toEqual([
      expect.objectContaining({ minIdr: 400000, maxIdr: 700000, unit: "boat" }),
    ]);
    expect(bunaken.filter((f) => f.kind === "tour")).toEqual([
      expect.objectContaining({ minIdr: 350000, maxIdr: 350000, unit: "seat" }),
    ]);
    for (const id of ["jakarta-makassar-flight", "jakarta-manado-flight"]) {
      const peak = (routeById(id)?.fares ?? []).filter((f) => /peak|high-fare/i.test(f.label ?? ""));
      expect(peak.length, id).toBeGreaterThan(0);
      for (const f of peak) expect(f.kind, `${id} ${f.label}`).toBe("peak");
    }
    // A fare labelled as a holiday price is never a regular one.
    for (const r of routes) {
      for (const f of r.fares) {
        if (/lebaran|christmas|peak|last seat/i.test(f.label ?? "")) expect(f.kind, `${r.id} ${f.label}`).toBe("peak");
        if (/tour|lunch/i.test(f.label ?? "")) expect(f.kind, `${r.id} ${f.label}`).toBe("tour");
      }
    }
  });

  it("gives each direction its own departures (issue 27 point 4)", () => {
    expect(routeById("kendari-wakatobi-flight")).toMatchObject({
      from: "kendari-airport",
      to: "wakatobi-airport",
      frequency: { departures: ["09:25"], returnDepartures: ["11:00"] },
    });
    expect(routeById("bira-pamatata-ferry")?.frequency).toMatchObject({
      departures: ["03:00", "05:00", "09:00"],
      returnDepartures: ["06:00", "08:00", "11:00"],
      asOf: "2025-02",
    });
    for (const r of routes) {
      if (!r.bidirectional) expect(r.frequency.returnDepartures, r.id).toEqual([]);
    }
  });

  it("has the places and routes of the facts sheet's §8 and §9 (issue 27 point 5)", () => {
    const ids = [
      "makassar-pantoloan-pelni",
      "bitung-pantoloan-pelni",
      "tilamuta-makassar-sabuk-nusantara-113",
      "banggai-raha-sabuk-nusantara-113",
      "kendari-raha-fast-boat",
      "bitung-gorontalo-pelni",
      "toraja-seko-flight",
      "palu-poso-travel",
      "palu-parigi-road",
      "palu-donggala-overland",
      "tomohon-lake-tondano-road",
      "bajoe-kolaka-ferry",
      "bone-kendari-flight",
      "manado-airport-trans-manado",
    ];
    for (const id of ids) {
      const r = routeById(id);
      expect(r, id).toBeDefined();
      expect(
        r?.source.refs.some((ref) => /facts sheet §[289]/.test(ref)),
        id,
      ).toBe(true);
    }
    expect(placeById("pantoloan")).toMatchObject({ kind: "port", partOf: "palu" });
    expect(routeById("makassar-baubau-pelni")?.duration).toMatchObject({ minMinutes: 840, maxMinutes: 1020 });
    expect(routeById("kendari-raha-fast-boat")?.frequency).toMatchObject({
      kind: "daily",
      departures: ["13:00"],
      returnDepartures: ["09:00"],
    });
    // Unknown stays unknown: no journey time is on record for the Raha boats or Makassar–Pantoloan.
    for (const id of ["kendari-raha-fast-boat", "makassar-pantoloan-pelni", "bitung-pantoloan-pelni"]) {
      expect(routeById(id)?.duration, id).toMatchObject({ minMinutes: null, maxMinutes: null });
    }
  });

  it("reaches Raha and Toraja Airport: an active route or a transfer leads to each", () => {
    const active = routes.filter((r) => r.status.state === "active");
    expect(active.some((r) => r.to === "raha" || (r.from === "raha" && r.bidirectional))).toBe(true);
    expect(placeById("toraja-airport")?.partOf).toBe("rantepao");
    expect(active.some((r) => r.from === "toraja-airport" || r.to === "toraja-airport")).toBe(true);
  });
});
