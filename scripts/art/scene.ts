/**
 * The artwork scenes: a pure function from (id, motif) to an SVG document. The random generator
 * is seeded with a hash of the id, so every picture differs but a rebuild draws the same one.
 *
 * Style: flat, layered illustration in the site palette (ocean blue, teal, warm sand, soft coral),
 * with aerial perspective (far layers fade into the haze colour), one light source and no outlines.
 */
import { ART_FEATURES, type ArtFeature } from "../../app/features/content/constants.ts";
import { paintForeground } from "./features.ts";
import { createRng, hashString } from "./kit.ts";
import { paintBeach, paintIslands, paintReef } from "./paint-coast.ts";
import { paintForest, paintHighlands, paintLake, paintVolcano } from "./paint-land.ts";
import { paintCity, paintHarbour } from "./paint-town.ts";
import { type ArtMotif, C, H, MOODS, type Scene, W } from "./scene-kit.ts";

export const PAINTERS: Record<ArtMotif, { moods: readonly string[]; paint: (s: Scene) => void }> = {
  reef: { moods: ["day"], paint: paintReef },
  islands: { moods: ["day", "day", "golden", "dusk"], paint: paintIslands },
  highlands: { moods: ["mist", "golden", "day"], paint: paintHighlands },
  city: { moods: ["dusk", "golden", "day"], paint: paintCity },
  lake: { moods: ["mist", "day", "golden"], paint: paintLake },
  volcano: { moods: ["day", "golden", "dusk", "mist"], paint: paintVolcano },
  forest: { moods: ["mist", "day", "golden"], paint: paintForest },
  beach: { moods: ["day", "day", "golden"], paint: paintBeach },
  harbour: { moods: ["golden", "dusk", "day"], paint: paintHarbour },
};

export function isArtFeature(value: unknown): value is ArtFeature {
  return typeof value === "string" && (ART_FEATURES as readonly string[]).includes(value);
}

export function isArtMotif(value: unknown): value is ArtMotif {
  return typeof value === "string" && Object.hasOwn(PAINTERS, value);
}

/**
 * Builds the SVG for one artwork. Pure and deterministic: the same id and motif always give the
 * same string; the picture's layout, light and colours are seeded by a hash of the id.
 */
export function buildScene(id: string, motif: ArtMotif, features: readonly ArtFeature[] = []): string {
  const painter = PAINTERS[motif];
  if (!painter) throw new TypeError(`unknown art motif ${JSON.stringify(motif)}`);
  for (const feature of features) {
    if (!isArtFeature(feature)) throw new TypeError(`unknown art feature ${JSON.stringify(feature)}`);
  }
  const rng = createRng(hashString(id));
  const mood = MOODS[rng.pick(painter.moods)]!;
  const s: Scene = {
    features: new Set(features),
    drawn: new Set(),
    rng,
    mood,
    defs: [],
    out: [],
    horizon: H * 0.55,
    sun: { x: W / 2, y: H / 4, r: 50 },
    counter: 0,
  };
  const mirror = rng.chance(0.5);
  painter.paint(s);
  paintForeground(s);
  // A soft vignette from four edge gradients (much cheaper to rasterise than one radial gradient).
  const edge = (id: string, [x1, y1, x2, y2]: readonly [number, number, number, number]) =>
    `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${C.ocean900}" stop-opacity=".2"/><stop offset="1" stop-color="${C.ocean900}" stop-opacity="0"/></linearGradient>`;
  s.defs.push(edge("vt", [0, 0, 0, 1]), edge("vb", [0, 1, 0, 0]), edge("vl", [0, 0, 1, 0]), edge("vr", [1, 0, 0, 0]));
  const body = s.out.join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<defs>${s.defs.join("")}</defs>` +
    (mirror ? `<g transform="matrix(-1 0 0 1 ${W} 0)">${body}</g>` : `<g>${body}</g>`) +
    `<rect width="${W}" height="160" fill="url(#vt)"/><rect y="${H - 200}" width="${W}" height="200" fill="url(#vb)"/>` +
    `<rect width="240" height="${H}" fill="url(#vl)"/><rect x="${W - 240}" width="240" height="${H}" fill="url(#vr)"/></svg>`
  );
}
export type { ArtMotif } from "./scene-kit.ts";
