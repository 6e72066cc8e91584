import { describe, expect, it } from "vitest";
import { insideFrame, MAP_FRAME, MAP_HEIGHT, MAP_WIDTH, project } from "./projection.ts";

describe("the map's projection", () => {
  it("maps the frame's corners to the viewBox's corners", () => {
    const [x0, y0] = project(MAP_FRAME.west, MAP_FRAME.north);
    const [x1, y1] = project(MAP_FRAME.east, MAP_FRAME.south);
    expect(x0).toBeCloseTo(0, 6);
    expect(y0).toBeCloseTo(0, 6);
    expect(x1).toBeCloseTo(MAP_WIDTH, 6);
    expect(Math.abs(y1 - MAP_HEIGHT)).toBeLessThan(0.5);
  });

  it("puts north up and east right", () => {
    const [xManado, yManado] = project(124.84, 1.49);
    const [xMakassar, yMakassar] = project(119.42, -5.135);
    expect(xManado).toBeGreaterThan(xMakassar);
    expect(yManado).toBeLessThan(yMakassar);
  });

  // The islands the issue names, by a point on each (approximate, from OpenStreetMap).
  const islands: [string, number, number][] = [
    ["Sangihe (Tahuna)", 125.49, 3.61],
    ["Siau", 125.4, 2.73],
    ["Togean (Wakai)", 121.87, -0.41],
    ["Banggai (Peleng)", 123.2, -1.35],
    ["Wakatobi (Binongko)", 124.03, -5.95],
    ["Selayar (Benteng)", 120.46, -6.12],
    ["Selayar's southern tip", 120.5, -6.48],
    ["Sulawesi's west coast (Mamuju)", 118.89, -2.68],
    ["Sulawesi's north-east tip (Bitung)", 125.19, 1.44],
  ];
  it.each(islands)("keeps %s inside the frame, away from the edge", (_name, lon, lat) => {
    expect(insideFrame(project(lon, lat), 8)).toBe(true);
  });

  it("leaves Jakarta and Bali outside the frame", () => {
    expect(insideFrame(project(106.85, -6.2))).toBe(false);
    expect(insideFrame(project(115.22, -8.65))).toBe(false);
  });

  it("has a portrait aspect ratio that suits a phone", () => {
    expect(MAP_HEIGHT / MAP_WIDTH).toBeGreaterThan(1.2);
    expect(MAP_HEIGHT / MAP_WIDTH).toBeLessThan(1.6);
  });
});
