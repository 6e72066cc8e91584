/** The scenes' shared kit: palette, moods, the Scene being drawn, SVG helpers, sky, sea, land and haze. */
import type { ArtFeature } from "../../app/features/content/constants.ts";
import type { Artwork } from "../../app/features/content/schema.ts";
import { ART_SIZE } from "../../app/lib/art.ts";
import { type Bump, bumpsAt, clamp, f, mix, op, type Point, pill, type Rng, skyline } from "./kit.ts";

export type ArtMotif = Artwork["motif"];

export const W = ART_SIZE.width;
export const H = ART_SIZE.height;

/** The site palette (app/app.css) plus a few in-between tones used only in the artwork. */
export const C = {
  ocean50: "#eef7fb",
  ocean100: "#d5ebf4",
  ocean200: "#a9d4e6",
  ocean500: "#1f7ea8",
  ocean600: "#146589",
  ocean700: "#0e5273",
  ocean800: "#0b3f59",
  ocean900: "#082c3f",
  teal100: "#cceee8",
  teal600: "#0d7168",
  teal700: "#0b5d56",
  teal800: "#094a45",
  sand50: "#fcf8ef",
  sand100: "#f7eedb",
  sand200: "#f0e0bd",
  sand300: "#e6cc95",
  coral100: "#fde5dc",
  coral400: "#f28b6c",
  coral600: "#c2462a",
  coral700: "#a33a22",
  leaf: "#2f7a5f",
  sage: "#6f9f83",
  lagoon: "#5fb3b3",
  wood: "#3a2a22",
  ink: "#14262e",
} as const;

export type Mood = {
  name: string;
  /** Sky gradient: top, middle, horizon. */
  sky: readonly [string, string, string];
  sun: string;
  haze: string;
  cloud: string;
  /** Sea gradient: at the horizon, at the bottom edge. */
  sea: readonly [string, string];
  glint: string;
  /** Land colours before haze: nearest, farthest. */
  land: readonly [string, string];
  /** Sun height as a fraction of the horizon height (0 = top). */
  sunAt: readonly [number, number];
  /** Lit windows. */
  lamp: string;
};

export const MOODS: Record<string, Mood> = {
  day: {
    name: "day",
    sky: ["#3b8fb6", C.ocean200, C.ocean50],
    sun: "#fffaf0",
    haze: "#cfe5ee",
    cloud: "#ffffff",
    sea: ["#4f9fc0", C.ocean800],
    glint: C.ocean50,
    land: [C.teal700, "#2d7597"],
    sunAt: [0.18, 0.42],
    lamp: C.sand100,
  },
  golden: {
    name: "golden",
    sky: ["#2f7898", "#bcd3cb", "#f6d9ad"],
    sun: "#fff3dc",
    haze: "#ecd8b8",
    cloud: "#fcebd0",
    sea: ["#6c9fae", C.ocean800],
    glint: "#fbe6c2",
    land: [C.teal800, "#3e7489"],
    sunAt: [0.42, 0.7],
    lamp: "#ffe3a8",
  },
  dusk: {
    name: "dusk",
    sky: [C.ocean800, "#b98a8e", "#f4ad8c"],
    sun: "#fff0e4",
    haze: "#dca393",
    cloud: "#f2b7a2",
    sea: ["#8f8c98", C.ocean900],
    glint: "#f9c6ab",
    land: ["#1b3442", "#6a6a86"],
    sunAt: [0.74, 0.96],
    lamp: "#ffd39a",
  },
  mist: {
    name: "mist",
    sky: ["#86b9c9", "#d3e8ec", C.sand50],
    sun: "#ffffff",
    haze: "#e2eeea",
    cloud: "#ffffff",
    sea: ["#8dbfc9", C.ocean700],
    glint: "#ffffff",
    land: [C.teal700, "#5b949a"],
    sunAt: [0.28, 0.5],
    lamp: C.sand100,
  },
};

export type Scene = {
  /** The place's distinguishing features (ART_FEATURES): backdrops drawn with the sky, the rest last. */
  features: ReadonlySet<ArtFeature>;
  /** Features the motif's painter drew itself (the foreground pass leaves them out). */
  drawn: Set<ArtFeature>;
  rng: Rng;
  mood: Mood;
  defs: string[];
  out: string[];
  horizon: number;
  sun: { x: number; y: number; r: number };
  counter: number;
};

export function uid(s: Scene, prefix: string): string {
  s.counter += 1;
  return `${prefix}${s.counter}`;
}

export function add(s: Scene, ...elements: string[]): void {
  s.out.push(...elements);
}

export function path(d: string, fill: string, extra = ""): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

export function stroke(d: string, color: string, width: number, extra = ""): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(width)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
}

export function circle(x: number, y: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${fill}"${extra}/>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ""): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra}/>`;
}

export function linear(
  s: Scene,
  y1: number,
  y2: number,
  stops: readonly (readonly [number, string, number?])[],
): string {
  const id = uid(s, "g");
  const st = stops
    .map(
      ([o, c, a]) => `<stop offset="${op(o)}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${op(a)}"`}/>`,
    )
    .join("");
  s.defs.push(
    `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${f(y1)}" x2="0" y2="${f(y2)}">${st}</linearGradient>`,
  );
  return `url(#${id})`;
}

/** Sky colour at height y (matches the sky gradient), for blending clouds and reflections. */
export function skyAt(s: Scene, y: number): string {
  const t = clamp(y / s.horizon, 0, 1);
  const [top, middle, low] = s.mood.sky;
  return t < 0.55 ? mix(top, middle, t / 0.55) : mix(middle, low, (t - 0.55) / 0.45);
}

export function seaAt(s: Scene, y: number): string {
  return mix(s.mood.sea[0], s.mood.sea[1], clamp((y - s.horizon) / (H - s.horizon), 0, 1) ** 0.8);
}

/** Land colour by depth: 0 is the nearest layer, 1 the farthest (almost lost in the haze). */
export function land(s: Scene, depth: number): string {
  return mix(mix(s.mood.land[0], s.mood.land[1], depth), s.mood.haze, depth ** 1.15 * 0.72);
}

/* ------------------------------------------------------------------ sky, sun and weather -- */

export function birds(s: Scene, count: number, color: string): void {
  const cx = s.rng.range(W * 0.15, W * 0.85);
  const cy = s.rng.range(s.horizon * 0.2, s.horizon * 0.6);
  let d = "";
  for (let i = 0; i < count; i++) {
    const x = cx + s.rng.jitter(160);
    const y = cy + s.rng.jitter(60);
    const span = s.rng.range(9, 16);
    const lift = span * s.rng.range(0.35, 0.7);
    d += `M${f(x - span)} ${f(y)}Q${f(x - span / 2)} ${f(y - lift)} ${f(x)} ${f(y)}Q${f(x + span / 2)} ${f(y - lift)} ${f(x + span)} ${f(y)}`;
  }
  add(s, stroke(d, color, 2.6));
}

/* --------------------------------------------------------------------------------- water -- */

export function paintSea(s: Scene, top: number, options: { glint?: boolean; bands?: number } = {}): void {
  add(
    s,
    rect(
      0,
      top,
      W,
      H - top,
      linear(s, top, H, [
        [0, s.mood.sea[0]],
        [1, s.mood.sea[1]],
      ]),
    ),
  );
  add(s, rect(0, top, W, 2.5, s.mood.glint, ` fill-opacity=".45"`));
  const bands = options.bands ?? 26;
  for (let i = 0; i < bands; i++) {
    const t = s.rng.next() ** 1.7;
    const y = top + 6 + (H - top) * t;
    const w = s.rng.range(40, 180) * (0.4 + t * 3);
    add(s, pill(s.rng.range(-60, W), y, w, 1.5 + t * 4, s.mood.glint, s.rng.range(0.12, 0.3)));
  }
  if (options.glint !== false && s.sun.y < top + s.sun.r) sunGlint(s, top);
}

export function sunGlint(s: Scene, top: number): void {
  const n = 16;
  for (let i = 0; i < n; i++) {
    const t = ((i + 0.5) / n) ** 1.6;
    const y = top + 5 + (H - top) * t * 0.85;
    const w = (s.sun.r * 1.2 + 220 * t) * s.rng.range(0.35, 1);
    add(s, pill(s.sun.x - w / 2 + s.rng.jitter(10 + 40 * t), y, w, 2 + 6 * t, s.mood.sun, 0.6 * (1 - t * 0.55)));
  }
}

export function waves(s: Scene, yMin: number, yMax: number, count: number, color: string, opacity: number): void {
  let d = "";
  for (let i = 0; i < count; i++) {
    const t = s.rng.next();
    const y = yMin + (yMax - yMin) * t;
    const w = 14 + 40 * t;
    const x = s.rng.range(0, W);
    d += `M${f(x)} ${f(y)}q${f(w / 4)} ${f(-w / 5)} ${f(w / 2)} 0t${f(w / 2)} 0`;
  }
  add(s, stroke(d, color, 2.4, ` stroke-opacity="${op(opacity)}"`));
}

/* ---------------------------------------------------------------------------- landforms -- */

/** A ridge line across [x0, x1] from gaussian peaks plus a little noise. */
export function ridgePoints(
  s: Scene,
  x0: number,
  x1: number,
  base: number,
  amp: number,
  peaks: number,
  step = 40,
): Point[] {
  const bumps: Bump[] = [];
  for (let i = 0; i < peaks; i++) {
    bumps.push({
      x: s.rng.range(x0, x1),
      width: s.rng.range(0.08, 0.22) * (x1 - x0),
      height: s.rng.range(0.45, 1),
    });
  }
  return xs(x0, x1, step).map((x): Point => [x, base - amp * (0.12 + bumpsAt(x, bumps)) + s.rng.jitter(amp * 0.03)]);
}

export function range(s: Scene, base: number, amp: number, peaks: number, depth: number): Point[] {
  const pts = ridgePoints(s, -60, W + 60, base, amp, peaks);
  add(s, path(skyline(pts, H), land(s, depth)));
  return pts;
}

/** A soft band of haze across the frame (a vertical gradient, so it has no hard edges). */
export function mist(s: Scene, y: number, height: number, opacity: number): void {
  const top = y - height / 2;
  const haze = s.mood.haze;
  add(
    s,
    rect(
      0,
      top,
      W,
      height,
      linear(s, top, top + height, [
        [0, haze, 0],
        [0.5, haze, opacity],
        [1, haze, 0],
      ]),
    ),
  );
}

/** x positions from `from` to `to` (both included) about `step` apart. */
export function xs(from: number, to: number, step: number): number[] {
  const n = Math.max(1, Math.round((to - from) / step));
  return Array.from({ length: n + 1 }, (_, i) => from + ((to - from) * i) / n);
}

export function frame(s: Scene, horizonRange: readonly [number, number], sunSide?: number): void {
  s.horizon = s.rng.range(horizonRange[0], horizonRange[1]) * H;
  const side = sunSide ?? (s.rng.chance(0.5) ? 1 : -1);
  const [a, b] = s.mood.sunAt;
  s.sun = {
    x: W / 2 + side * s.rng.range(W * 0.12, W * 0.34),
    y: s.rng.range(a, b) * s.horizon,
    r: s.rng.range(38, 62),
  };
}

export function litSide(s: Scene): number {
  return s.sun.x > W / 2 ? 1 : -1;
}
