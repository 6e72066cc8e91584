import { describe, expect, it } from "vitest";
import { exitPoint, type Label, labelBox, labelWidth, layoutMap, selectHighlight } from "./layout.ts";
import { MAP_HEIGHT, MAP_WIDTH } from "./projection.ts";
import { FIXTURE_PLACES, FIXTURE_ROUTES } from "./test-fixture.ts";

const box = (label: Label, text: string) => labelBox(label, labelWidth(text));

describe("selectHighlight", () => {
  it("selects the named routes and both of their ends", () => {
    const s = selectHighlight(FIXTURE_PLACES, FIXTURE_ROUTES, { routes: ["makassar-rantepao-bus"] });
    expect([...s.routes]).toEqual(["makassar-rantepao-bus"]);
    expect([...s.places].sort()).toEqual(["makassar", "rantepao"]);
  });

  it("adds named places and ignores ids that are not on the map", () => {
    const s = selectHighlight(FIXTURE_PLACES, FIXTURE_ROUTES, {
      places: ["bunaken", "atlantis"],
      routes: ["no-such-route"],
    });
    expect([...s.places]).toEqual(["bunaken"]);
    expect(s.routes.size).toBe(0);
  });

  it("selects nothing without a highlight", () => {
    const s = selectHighlight(FIXTURE_PLACES, FIXTURE_ROUTES);
    expect(s.places.size + s.routes.size).toBe(0);
  });
});

describe("layoutMap", () => {
  const layout = layoutMap(FIXTURE_PLACES, FIXTURE_ROUTES, { routes: ["ampana-wakai-boat"] });

  it("draws a marker for every place inside the frame, and none for those outside", () => {
    const ids = layout.markers.map((m) => m.id).sort();
    expect(ids).toEqual(
      FIXTURE_PLACES.map((p) => p.id)
        .filter((id) => !["jakarta", "denpasar"].includes(id))
        .sort(),
    );
    for (const m of layout.markers) {
      expect(m.x).toBeGreaterThanOrEqual(0);
      expect(m.x).toBeLessThanOrEqual(MAP_WIDTH);
      expect(m.y).toBeGreaterThanOrEqual(0);
      expect(m.y).toBeLessThanOrEqual(MAP_HEIGHT);
    }
  });

  it("labels every hub, town, destination and highlighted place here, and no two labels overlap", () => {
    const labelled = layout.markers.filter((m) => m.label !== null);
    const main = layout.markers.filter((m) => m.kind !== "airport" && m.kind !== "port" && m.kind !== "terminal");
    expect(labelled.map((m) => m.id).sort()).toEqual(main.map((m) => m.id).sort());
    const boxes = labelled.map((m) => box(m.label as Label, m.name));
    for (const [i, a] of boxes.entries()) {
      for (const b of boxes.slice(i + 1)) {
        expect(a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1).toBe(false);
      }
      expect(a.x0).toBeGreaterThanOrEqual(0);
      expect(a.x1).toBeLessThanOrEqual(MAP_WIDTH);
    }
  });

  it("labels a hub crowded by other markers, over the markers but not over another label", () => {
    const crowd = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => ({
      id: `p${i}`,
      name: `Place ${i}`,
      lat: -5.135 + 0.12 * Math.sin((i * Math.PI) / 4),
      lon: 119.42 + 0.12 * Math.cos((i * Math.PI) / 4),
      href: null,
      kind: "port" as const,
    }));
    const crowded = layoutMap([...FIXTURE_PLACES, ...crowd], []);
    expect(crowded.markers.find((m) => m.id === "makassar")?.label).not.toBeNull();
  });

  it("leaves smaller places to a hover and focus label", () => {
    const bitung = layout.markers.find((m) => m.id === "bitung");
    expect(bitung?.label).toBeNull();
    expect(bitung?.hoverLabel.x).toBeGreaterThan(bitung?.x ?? Number.POSITIVE_INFINITY);
  });

  it("draws the more important markers over the others", () => {
    const order = layout.markers.map((m) => m.id);
    expect(order.indexOf("makassar")).toBeGreaterThan(order.indexOf("bitung"));
    expect(order.indexOf("wakai")).toBeGreaterThan(order.indexOf("makassar"));
  });

  it("marks the highlighted route and its ends, and draws them on top", () => {
    const lit = layout.routes.filter((r) => r.highlighted).map((r) => r.id);
    expect(lit).toEqual(["ampana-wakai-boat"]);
    expect(layout.routes.at(-1)?.id).toBe("ampana-wakai-boat");
    expect(
      layout.markers
        .filter((m) => m.highlighted)
        .map((m) => m.id)
        .sort(),
    ).toEqual(["ampana", "wakai"]);
  });

  it("draws a route with one end off the map to the frame's edge and names that end", () => {
    const route = layout.routes.find((r) => r.id === "jakarta-makassar-flight");
    expect(route?.d).toMatch(/^M[\d.]+ [\d.]+L0 [\d.]+$/);
    expect(layout.offMap.map((o) => o.name)).toContain("Jakarta");
  });

  it("leaves out routes with both ends off the map or an unknown end", () => {
    const ids = layout.routes.map((r) => r.id);
    expect(ids).not.toContain("jakarta-denpasar-flight");
    expect(ids).not.toContain("makassar-nowhere");
  });

  it("draws flights as arcs, surface routes as straight lines, and parallel routes apart", () => {
    const flight = layout.routes.find((r) => r.id === "makassar-baubau-flight");
    const ship = layout.routes.find((r) => r.id === "makassar-baubau-pelni");
    expect(flight?.d).toContain("Q");
    expect(ship?.d).not.toBe(flight?.d);
    expect(layout.routes.find((r) => r.id === "makassar-rantepao-bus")?.d).toContain("L");
  });

  it("lists the modes drawn, in the key's order", () => {
    expect(layout.modes).toEqual(["flight", "pelni", "car-ferry", "fast-boat", "public-boat", "bus", "travel"]);
  });
});

describe("exitPoint", () => {
  it("stops a line at the frame's edge", () => {
    expect(exitPoint([100, 100], [-100, 100])).toEqual([0, 100]);
    expect(exitPoint([100, 100], [100, MAP_HEIGHT + 50])).toEqual([100, MAP_HEIGHT]);
  });
});
