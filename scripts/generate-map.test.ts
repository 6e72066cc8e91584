import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { MAP_HEIGHT, MAP_WIDTH } from "../app/features/map/projection.ts";
import { coastlineSvg } from "./generate-map.ts";

describe("generate-map", () => {
  const svg = coastlineSvg();

  it("draws the land in the map's own viewBox", () => {
    expect(svg).toContain(`viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}"`);
    const d = svg.match(/ d="([^"]+)"/)?.[1] ?? "";
    // Sulawesi, its islands and the edges of Borneo and the Sula islands: many rings.
    expect(d.match(/M/g)?.length ?? 0).toBeGreaterThan(30);
    const numbers = [...d.matchAll(/M(-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    for (const [x, y] of numbers) {
      expect(x).toBeGreaterThanOrEqual(-5);
      expect(x).toBeLessThanOrEqual(MAP_WIDTH + 5);
      expect(y).toBeGreaterThanOrEqual(-5);
      expect(y).toBeLessThanOrEqual(MAP_HEIGHT + 5);
    }
  });

  it("is the same on every run, so the asset's hash only changes when the map does", () => {
    expect(coastlineSvg()).toBe(svg);
  });

  it("stays small: the whole map's budget is 40 KB gzip per page", () => {
    expect(gzipSync(svg, { level: 9 }).length).toBeLessThan(12_000);
  });

  it("holds no script or external reference", () => {
    expect(svg).not.toMatch(/<script|href=|on\w+=/i);
  });
});
