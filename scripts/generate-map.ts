/**
 * Draws the map's coastline (app/features/map) from Natural Earth's 10m land, as packaged by the
 * `world-atlas` npm package, into app/features/map/generated/coastline.svg. The map component
 * imports that file with `?url`, so Vite ships it as a hashed, immutably cached asset that every
 * page with a map shares (ADR 0015). The projection is app/features/map/projection.ts, the same
 * function that places the markers. The output is generated, not committed: `npm run build` and
 * `npm run dev` run this first. A run whose output is unchanged leaves the file alone.
 *
 *   node scripts/generate-map.ts [--check]
 *
 * --check exits 1 when the file is missing or differs from what this script would write.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parseArgs } from "node:util";
import { geoClipRectangle, geoStream, geoTransform } from "d3-geo";
import type { MultiPolygon } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { MAP_HEIGHT, MAP_WIDTH, project, round1 } from "../app/features/map/projection.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
export const COASTLINE_FILE = path.join(ROOT, "app", "features", "map", "generated", "coastline.svg");

/** Douglas-Peucker tolerance in viewBox units (about 250 m): under half a device pixel at the largest size shown. */
const TOLERANCE = 0.12;
/** Islets smaller than this (viewBox units squared, about 0.25 km²) are dropped: under a pixel. */
const MIN_RING_AREA = 0.05;
/** Clip a little outside the frame so the coast does not stop in a visible straight edge. */
const BLEED = 4;

export const LAND_FILL = "#efe6cf";
export const COAST_STROKE = "#a8956a";

type Ring = [number, number][];

function perpendicularDistance(p: [number, number], a: [number, number], b: [number, number]): number {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length = Math.hypot(dx, dy);
  if (length === 0) return Math.hypot(p[0] - a[0], p[1] - a[1]);
  return Math.abs(dy * p[0] - dx * p[1] + b[0] * a[1] - b[1] * a[0]) / length;
}

/** Douglas-Peucker on an open polyline, iterative so long coasts cannot overflow the stack. */
function simplifyLine(points: Ring): Ring {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop() as [number, number];
    let farthest = -1;
    let distance = TOLERANCE;
    for (let i = first + 1; i < last; i++) {
      const d = perpendicularDistance(
        points[i] as [number, number],
        points[first] as [number, number],
        points[last] as [number, number],
      );
      if (d > distance) {
        distance = d;
        farthest = i;
      }
    }
    if (farthest !== -1) {
      keep[farthest] = 1;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

function ringArea(ring: Ring): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    sum += xj * yi - xi * yj;
  }
  return Math.abs(sum) / 2;
}

/** A closed ring simplified as two halves split at the point farthest from its start. */
function simplifyRing(ring: Ring): Ring {
  const start = ring[0] as [number, number];
  let split = 0;
  let best = -1;
  ring.forEach(([x, y], i) => {
    const d = Math.hypot(x - start[0], y - start[1]);
    if (d > best) {
      best = d;
      split = i;
    }
  });
  const first = simplifyLine(ring.slice(0, split + 1));
  const second = simplifyLine([...ring.slice(split), start]);
  return [...first, ...second.slice(1, -1)];
}

/** Projects and clips the land to the frame, collecting the resulting rings. */
function projectedRings(land: MultiPolygon): Ring[] {
  const rings: Ring[] = [];
  let current: Ring = [];
  const collector = {
    point(x: number, y: number) {
      current.push([x, y]);
    },
    lineStart() {
      current = [];
    },
    lineEnd() {
      if (current.length > 2) rings.push(current);
    },
    polygonStart() {},
    polygonEnd() {},
    sphere() {},
  };
  const clip = geoClipRectangle(-BLEED, -BLEED, MAP_WIDTH + BLEED, MAP_HEIGHT + BLEED);
  const projection = geoTransform({
    point(lon, lat) {
      const [x, y] = project(lon, lat);
      this.stream.point(x, y);
    },
  });
  geoStream(land, projection.stream(clip(collector)));
  return rings;
}

function ringPath(ring: Ring): string {
  let d = "";
  let px = 0;
  let py = 0;
  ring.forEach(([x, y], i) => {
    const rx = round1(x);
    const ry = round1(y);
    // Relative moves after the first: shorter numbers, and they compress better.
    d += i === 0 ? `M${rx} ${ry}` : `l${round1(rx - px)} ${round1(ry - py)}`;
    px = rx;
    py = ry;
  });
  return `${d.replaceAll(" -", "-")}z`;
}

/** The whole SVG document; deterministic, so an unchanged input gives identical bytes. */
export function coastlineSvg(): string {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(readFileSync(require.resolve("world-atlas/land-10m.json"), "utf8")) as Topology<{
    land: GeometryCollection;
  }>;
  const land = feature(topology, topology.objects.land);
  const geometry = land.features[0]?.geometry as MultiPolygon;
  const d = projectedRings(geometry)
    .map(simplifyRing)
    .filter((ring) => ring.length > 2 && ringArea(ring) >= MIN_RING_AREA)
    .map(ringPath)
    .join("");
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}" width="${MAP_WIDTH}" height="${MAP_HEIGHT}">`,
    "<!-- Land: Natural Earth 10m (public domain), via the world-atlas package. Generated by scripts/generate-map.ts -->",
    `<path fill="${LAND_FILL}" stroke="${COAST_STROKE}" stroke-width="0.6" stroke-linejoin="round" d="${d}"/>`,
    "</svg>\n",
  ].join("\n");
}

function readOrEmpty(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

function main(): void {
  const { values } = parseArgs({ options: { check: { type: "boolean", default: false } } });
  const svg = coastlineSvg();
  const current = readOrEmpty(COASTLINE_FILE);
  if (values.check) {
    if (current !== svg) {
      console.error(`generate-map: ${path.relative(ROOT, COASTLINE_FILE)} is missing or out of date`);
      process.exit(1);
    }
    return;
  }
  if (current === svg) return;
  mkdirSync(path.dirname(COASTLINE_FILE), { recursive: true });
  const tmp = `${COASTLINE_FILE}.${process.pid}.tmp`;
  writeFileSync(tmp, svg);
  renameSync(tmp, COASTLINE_FILE);
  console.log(`generate-map: wrote ${path.relative(ROOT, COASTLINE_FILE)} (${svg.length} bytes)`);
}

if (import.meta.main) main();
