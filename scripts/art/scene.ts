/**
 * The artwork scenes: a pure function from (id, motif) to an SVG document. The random generator
 * is seeded with a hash of the id, so every picture differs but a rebuild draws the same one.
 *
 * Style: flat, layered illustration in the site palette (ocean blue, teal, warm sand, soft coral),
 * with aerial perspective (far layers fade into the haze colour), one light source and no outlines.
 */
import { ART_FEATURES, type ArtFeature } from "../../app/features/guide/constants.ts";
import type { Artwork } from "../../app/features/guide/schema.ts";
import { ART_SIZE } from "../../app/lib/art.ts";
import {
  type Bump,
  bumpsAt,
  clamp,
  createRng,
  f,
  hashString,
  mix,
  op,
  type Point,
  pill,
  poly,
  type Rng,
  skyline,
  smooth,
} from "./kit.ts";

export type ArtMotif = Artwork["motif"];

const W = ART_SIZE.width;
const H = ART_SIZE.height;

/** The site palette (app/app.css) plus a few in-between tones used only in the artwork. */
const C = {
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

type Mood = {
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

const MOODS: Record<string, Mood> = {
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

type Scene = {
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

function uid(s: Scene, prefix: string): string {
  s.counter += 1;
  return `${prefix}${s.counter}`;
}

function add(s: Scene, ...elements: string[]): void {
  s.out.push(...elements);
}

function path(d: string, fill: string, extra = ""): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

function stroke(d: string, color: string, width: number, extra = ""): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${f(width)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
}

function circle(x: number, y: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${fill}"${extra}/>`;
}

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ""): string {
  return `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra}/>`;
}

function linear(s: Scene, y1: number, y2: number, stops: readonly (readonly [number, string, number?])[]): string {
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
function skyAt(s: Scene, y: number): string {
  const t = clamp(y / s.horizon, 0, 1);
  const [top, middle, low] = s.mood.sky;
  return t < 0.55 ? mix(top, middle, t / 0.55) : mix(middle, low, (t - 0.55) / 0.45);
}

function seaAt(s: Scene, y: number): string {
  return mix(s.mood.sea[0], s.mood.sea[1], clamp((y - s.horizon) / (H - s.horizon), 0, 1) ** 0.8);
}

/** Land colour by depth: 0 is the nearest layer, 1 the farthest (almost lost in the haze). */
function land(s: Scene, depth: number): string {
  return mix(mix(s.mood.land[0], s.mood.land[1], depth), s.mood.haze, depth ** 1.15 * 0.72);
}

/* ------------------------------------------------------------------ sky, sun and weather -- */

function paintSky(s: Scene, clouds: number): void {
  const [top, middle, low] = s.mood.sky;
  add(
    s,
    rect(
      0,
      0,
      W,
      Math.min(H, s.horizon + 60),
      linear(s, 0, s.horizon, [
        [0, top],
        [0.55, middle],
        [1, low],
      ]),
    ),
  );
  const { x, y, r } = s.sun;
  const glowId = uid(s, "glow");
  s.defs.push(
    `<radialGradient id="${glowId}" gradientUnits="userSpaceOnUse" cx="${f(x)}" cy="${f(y)}" r="${f(r * 7)}">` +
      `<stop offset="0" stop-color="${s.mood.sun}" stop-opacity=".6"/>` +
      `<stop offset=".3" stop-color="${s.mood.sun}" stop-opacity=".2"/>` +
      `<stop offset="1" stop-color="${s.mood.sun}" stop-opacity="0"/></radialGradient>`,
  );
  // Only the glow's bounding box is filled: radial gradients are the slowest thing to rasterise.
  const gx = Math.max(0, x - r * 7);
  const gy = Math.max(0, y - r * 7);
  add(s, rect(gx, gy, Math.min(W, x + r * 7) - gx, Math.min(s.horizon + 40, y + r * 7) - gy, `url(#${glowId})`));
  add(s, circle(x, y, r * 1.55, s.mood.sun, ` fill-opacity=".16"`), circle(x, y, r, s.mood.sun));
  for (let i = 0; i < clouds; i++) {
    const cy = s.rng.range(s.horizon * 0.1, s.horizon * 0.62);
    const cw = s.rng.range(160, 340) * (0.6 + cy / s.horizon);
    const cx = s.rng.range(-100, W - cw + 100);
    cloud(s, cx, cy, cw);
  }
  paintBackdrops(s);
}

function cloud(s: Scene, x: number, y: number, w: number): void {
  const h = w * 0.16;
  const color = mix(skyAt(s, y), s.mood.cloud, s.rng.range(0.55, 0.8));
  add(
    s,
    `<g fill="${color}">`,
    pill(x, y, w, h, color),
    circle(x + w * s.rng.range(0.22, 0.34), y - h * 0.4, h * 0.9, color),
    circle(x + w * s.rng.range(0.48, 0.58), y - h * 0.7, h * 1.2, color),
    circle(x + w * s.rng.range(0.7, 0.78), y - h * 0.2, h * 0.7, color),
    "</g>",
  );
}

function birds(s: Scene, count: number, color: string): void {
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

function paintSea(s: Scene, top: number, options: { glint?: boolean; bands?: number } = {}): void {
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

function sunGlint(s: Scene, top: number): void {
  const n = 16;
  for (let i = 0; i < n; i++) {
    const t = ((i + 0.5) / n) ** 1.6;
    const y = top + 5 + (H - top) * t * 0.85;
    const w = (s.sun.r * 1.2 + 220 * t) * s.rng.range(0.35, 1);
    add(s, pill(s.sun.x - w / 2 + s.rng.jitter(10 + 40 * t), y, w, 2 + 6 * t, s.mood.sun, 0.6 * (1 - t * 0.55)));
  }
}

function waves(s: Scene, yMin: number, yMax: number, count: number, color: string, opacity: number): void {
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
function ridgePoints(s: Scene, x0: number, x1: number, base: number, amp: number, peaks: number, step = 40): Point[] {
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

function range(s: Scene, base: number, amp: number, peaks: number, depth: number): Point[] {
  const pts = ridgePoints(s, -60, W + 60, base, amp, peaks);
  add(s, path(skyline(pts, H), land(s, depth)));
  return pts;
}

/** A soft band of haze across the frame (a vertical gradient, so it has no hard edges). */
function mist(s: Scene, y: number, height: number, opacity: number): void {
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
function xs(from: number, to: number, step: number): number[] {
  const n = Math.max(1, Math.round((to - from) / step));
  return Array.from({ length: n + 1 }, (_, i) => from + ((to - from) * i) / n);
}

type IslandOptions = { cx: number; base: number; w: number; h: number; depth: number; karst?: boolean; palms?: number };

function island(s: Scene, o: IslandOptions): void {
  const color = land(s, o.depth);
  const p = o.karst ? s.rng.range(2.6, 3.6) : s.rng.range(1.5, 2.1);
  const n = 16;
  const pts: Point[] = [];
  for (let i = 0; i <= n; i++) {
    const u = (i / n) * 2 - 1;
    const shape = (1 - Math.abs(u) ** p) ** (1 / p);
    const wobble = i === 0 || i === n ? 0 : s.rng.jitter(0.05);
    pts.push([o.cx + (u * o.w) / 2, o.base - o.h * Math.max(0, shape + wobble * shape)]);
  }
  // Reflection first, so the island sits on it.
  const refl = pts.map(([x, y]): Point => [x, o.base + (o.base - y) * 0.3]);
  add(s, path(`${smooth(pts)}${smooth([...refl].reverse(), true)}Z`, mix(seaAt(s, o.base + 6), color, 0.35)));
  add(s, path(skyline(pts, o.base + 1), color));
  if (o.depth < 0.8) {
    // Forest on the island's back: crowns along the upper part of its outline.
    const top = pts.filter(([, y]) => y < o.base - o.h * 0.25);
    if (top.length > 1) {
      const lightColor = mix(color, s.mood.sun, 0.1 + (1 - o.depth) * 0.1);
      crowns(s, crownsAlong(s, top, Math.max(6, o.h * 0.09)), color, lightColor, litSide(s));
    }
  }
  const sand = mix(mix(C.sand200, s.mood.haze, 0.2 + o.depth * 0.5), color, s.mood.name === "dusk" ? 0.5 : 0.1);
  const bh = Math.max(2.5, o.h * 0.045);
  const bx0 = o.cx - o.w * 0.47;
  const bx1 = o.cx + o.w * 0.47;
  add(
    s,
    path(
      `M${f(bx0)} ${f(o.base)}Q${f(o.cx)} ${f(o.base - bh * 2.4)} ${f(bx1)} ${f(o.base)}Q${f(o.cx)} ${f(o.base + bh * 0.6)} ${f(bx0)} ${f(o.base)}Z`,
      sand,
    ),
  );
  const palms = o.palms ?? 0;
  for (let i = 0; i < palms; i++) {
    const u = s.rng.range(-0.55, 0.55);
    const idx = Math.round(((u + 1) / 2) * n);
    const [px, py] = pts[idx]!;
    palm(s, px, py + o.h * 0.06, o.h * s.rng.range(0.35, 0.6), s.rng.range(-0.35, 0.35), mix(color, C.ink, 0.08));
  }
}

/* --------------------------------------------------------------------------- vegetation -- */

function palm(s: Scene, x: number, y: number, h: number, lean: number, color: string, trunkColor?: string): void {
  const top: Point = [x + lean * h * 0.5, y - h];
  const ctrl: Point = [x + lean * h * 0.05, y - h * 0.55];
  const left: Point[] = [];
  const right: Point[] = [];
  for (let i = 0; i <= 8; i++) {
    const t = i / 8;
    const bx = (1 - t) ** 2 * x + 2 * (1 - t) * t * ctrl[0] + t * t * top[0];
    const by = (1 - t) ** 2 * y + 2 * (1 - t) * t * ctrl[1] + t * t * top[1];
    const dx = 2 * (1 - t) * (ctrl[0] - x) + 2 * t * (top[0] - ctrl[0]);
    const dy = 2 * (1 - t) * (ctrl[1] - y) + 2 * t * (top[1] - ctrl[1]);
    const len = Math.hypot(dx, dy) || 1;
    const wdt = h * (0.032 - 0.014 * t);
    left.push([bx - (dy / len) * wdt, by + (dx / len) * wdt]);
    right.push([bx + (dy / len) * wdt, by - (dx / len) * wdt]);
  }
  add(s, path(poly([...left, ...right.reverse()]), trunkColor ?? color));
  const fronds = s.rng.int(7, 9);
  let d = "";
  for (let i = 0; i < fronds; i++) {
    const a = ((-195 + (230 * i) / (fronds - 1) + s.rng.jitter(10)) * Math.PI) / 180;
    const len = h * s.rng.range(0.36, 0.5);
    const dx = Math.cos(a) * len;
    const dy = Math.sin(a) * len * 0.55;
    const droop = len * (0.28 + 0.3 * Math.abs(Math.cos(a)));
    const tip: Point = [top[0] + dx, top[1] + dy + droop];
    const mid: Point = [top[0] + dx * 0.5, top[1] + dy * 0.5 - len * 0.2];
    const nx = -(tip[1] - top[1]);
    const ny = tip[0] - top[0];
    const nl = Math.hypot(nx, ny) || 1;
    const wdt = len * 0.13;
    const sgn = dx < 0 ? -1 : 1;
    const up: Point = [mid[0] + (nx / nl) * wdt * sgn, mid[1] + (ny / nl) * wdt * sgn];
    const lo: Point = [mid[0] - (nx / nl) * wdt * 0.25 * sgn, mid[1] - (ny / nl) * wdt * 0.25 * sgn];
    d += `M${f(top[0])} ${f(top[1])}Q${f(up[0])} ${f(up[1])} ${f(tip[0])} ${f(tip[1])}Q${f(lo[0])} ${f(lo[1])} ${f(top[0])} ${f(top[1])}Z`;
  }
  add(s, path(d, color));
  add(s, circle(top[0], top[1] + h * 0.02, h * 0.035, mix(color, C.ink, 0.3)));
}

/** A rounded tropical tree: a cluster of circles on a short trunk, lit from the sun's side. */
function tree(s: Scene, x: number, y: number, r: number, color: string, litSide: number): void {
  add(s, rect(x - r * 0.08, y - r * 0.9, r * 0.16, r * 0.9, mix(color, C.ink, 0.35)));
  add(
    s,
    `<g fill="${color}">`,
    circle(x, y - r * 1.15, r * 0.85, color),
    circle(x - r * 0.6, y - r * 0.8, r * 0.62, color),
    circle(x + r * 0.62, y - r * 0.78, r * 0.6, color),
    circle(x + s.rng.jitter(r * 0.2), y - r * 1.75, r * 0.6, color),
    "</g>",
  );
  add(s, circle(x + litSide * r * 0.35, y - r * 1.45, r * 0.45, mix(color, s.mood.sun, 0.14)));
}

function disc(x: number, y: number, r: number): string {
  return `M${f(x - r)} ${f(y)}a${f(r)} ${f(r)} 0 1 0 ${f(r * 2)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-r * 2)} 0`;
}

type Crown = [x: number, y: number, r: number];

/**
 * Tree crowns drawn twice, a lit disc and then the body colour shifted away from the sun, which
 * leaves a thin rim of light on each crown's sunny upper edge.
 */
function crowns(s: Scene, list: readonly Crown[], color: string, lightColor: string, litSide: number): void {
  if (list.length === 0) return;
  add(
    s,
    path(list.map(([x, y, r]) => disc(x, y, r)).join(""), lightColor),
    path(list.map(([x, y, r]) => disc(x - litSide * r * 0.2, y + r * 0.22, r)).join(""), color),
  );
}

/** Crowns spaced along a line of points (a ridge or an island's top edge). */
function crownsAlong(s: Scene, pts: readonly Point[], r: number): Crown[] {
  const list: Crown[] = [];
  for (let i = 0; i < pts.length - 1; i++) {
    const [x0, y0] = pts[i]!;
    const [x1, y1] = pts[i + 1]!;
    const steps = Math.max(1, Math.round(Math.hypot(x1 - x0, y1 - y0) / (r * 1.25)));
    for (let k = 0; k < steps; k++) {
      const t = k / steps;
      const rr = r * s.rng.range(0.7, 1.25);
      list.push([x0 + (x1 - x0) * t + s.rng.jitter(r * 0.25), y0 + (y1 - y0) * t + rr * 0.15, rr]);
    }
  }
  return list;
}

/**
 * A forested ridge: fill plus a bumpy canopy of crowns along its top edge and, for near layers,
 * `interior` crowns scattered below it for texture.
 */
function canopy(s: Scene, pts: readonly Point[], depth: number, r: number, litSide: number, interior = 0): void {
  const color = land(s, depth);
  add(s, path(skyline(pts, H), color));
  const lightColor = mix(color, s.mood.sun, 0.16 + (1 - depth) * 0.1);
  crowns(s, crownsAlong(s, pts, r), color, lightColor, litSide);
  if (interior <= 0) return;
  const step = pts[1]![0] - pts[0]![0];
  const ridgeAt = (x: number) => {
    const i = clamp(Math.floor((x - pts[0]![0]) / step), 0, pts.length - 2);
    const [x0, y0] = pts[i]!;
    const [, y1] = pts[i + 1]!;
    return y0 + ((y1 - y0) * (x - x0)) / step;
  };
  const inner: Crown[] = [];
  for (let k = 0; k < interior; k++) {
    const x = s.rng.range(0, W);
    inner.push([x, ridgeAt(x) + s.rng.range(r * 1.4, r * 5), r * s.rng.range(0.8, 1.3)]);
  }
  inner.sort((a, b) => a[1] - b[1]);
  crowns(s, inner, mix(color, C.ink, 0.05), mix(lightColor, color, 0.6), litSide);
}

/** A big tropical leaf reaching into the frame from (x, y) towards `angle` (radians). */
function leaf(s: Scene, x: number, y: number, len: number, angle: number, color: string): void {
  const tip: Point = [x + Math.cos(angle) * len, y + Math.sin(angle) * len];
  const nx = -Math.sin(angle);
  const ny = Math.cos(angle);
  const w = len * s.rng.range(0.2, 0.28);
  const m1: Point = [x + Math.cos(angle) * len * 0.45 + nx * w, y + Math.sin(angle) * len * 0.45 + ny * w];
  const m2: Point = [x + Math.cos(angle) * len * 0.45 - nx * w, y + Math.sin(angle) * len * 0.45 - ny * w];
  add(
    s,
    path(
      `M${f(x)} ${f(y)}Q${f(m1[0])} ${f(m1[1])} ${f(tip[0])} ${f(tip[1])}Q${f(m2[0])} ${f(m2[1])} ${f(x)} ${f(y)}Z`,
      color,
    ),
    stroke(
      `M${f(x)} ${f(y)}L${f(tip[0] - Math.cos(angle) * len * 0.1)} ${f(tip[1] - Math.sin(angle) * len * 0.1)}`,
      mix(color, C.sand200, 0.18),
      3,
    ),
  );
}

function reeds(s: Scene, x: number, y: number, count: number, h: number, color: string): void {
  let d = "";
  for (let i = 0; i < count; i++) {
    const bx = x + s.rng.jitter(60);
    const hh = h * s.rng.range(0.5, 1);
    const bend = s.rng.jitter(hh * 0.25);
    d += `M${f(bx)} ${f(y)}Q${f(bx + bend * 0.2)} ${f(y - hh * 0.6)} ${f(bx + bend)} ${f(y - hh)}`;
  }
  add(s, stroke(d, color, 3.2));
}

/* ------------------------------------------------------------------------- boats & town -- */

function outrigger(s: Scene, x: number, y: number, size: number, hull: string, sail: boolean, onSand = false): void {
  const L = size;
  if (onSand) {
    add(
      s,
      `<ellipse cx="${f(x + L * 0.1)}" cy="${f(y + L * 0.2)}" rx="${f(L * 1.15)}" ry="${f(L * 0.09)}" fill="${mix(C.sand300, C.wood, 0.25)}" fill-opacity=".55"/>`,
    );
  } else {
    add(s, pill(x - L * 0.95, y + L * 0.14, L * 1.9, L * 0.06, mix(seaAt(s, y), C.ink, 0.25), 0.35));
  }
  if (sail) {
    add(s, stroke(`M${f(x + L * 0.1)} ${f(y)}L${f(x + L * 0.1)} ${f(y - L * 1.35)}`, C.wood, L * 0.035));
    add(
      s,
      path(
        `M${f(x + L * 0.08)} ${f(y - L * 1.32)}Q${f(x - L * 0.35)} ${f(y - L * 0.75)} ${f(x - L * 0.78)} ${f(y - L * 0.16)}L${f(x + L * 0.05)} ${f(y - L * 0.14)}Z`,
        mix(C.sand50, s.mood.sun, 0.3),
      ),
    );
  }
  const arm = mix(C.wood, s.mood.haze, 0.2);
  // Float behind the hull, then the hull with upturned ends, then the arching crossbeams.
  add(s, pill(x - L * 0.8, y + L * 0.1, L * 1.6, L * 0.05, arm));
  add(
    s,
    path(
      `M${f(x - L * 1.05)} ${f(y - L * 0.24)}Q${f(x - L * 0.75)} ${f(y + L * 0.14)} ${f(x)} ${f(y + L * 0.14)}Q${f(x + L * 0.75)} ${f(y + L * 0.14)} ${f(x + L * 1.05)} ${f(y - L * 0.24)}Q${f(x + L * 0.8)} ${f(y - L * 0.03)} ${f(x + L * 0.6)} ${f(y - L * 0.03)}L${f(x - L * 0.6)} ${f(y - L * 0.03)}Q${f(x - L * 0.8)} ${f(y - L * 0.03)} ${f(x - L * 1.05)} ${f(y - L * 0.24)}Z`,
      hull,
    ),
  );
  add(
    s,
    stroke(
      `M${f(x - L * 0.8)} ${f(y + L * 0.02)}Q${f(x)} ${f(y + L * 0.06)} ${f(x + L * 0.8)} ${f(y + L * 0.02)}`,
      mix(hull, C.sand50, 0.55),
      L * 0.035,
    ),
  );
  add(
    s,
    stroke(
      `M${f(x - L * 0.55)} ${f(y + L * 0.12)}Q${f(x - L * 0.5)} ${f(y - L * 0.2)} ${f(x - L * 0.3)} ${f(y - L * 0.05)}M${f(x + L * 0.55)} ${f(y + L * 0.12)}Q${f(x + L * 0.5)} ${f(y - L * 0.2)} ${f(x + L * 0.3)} ${f(y - L * 0.05)}`,
      arm,
      L * 0.035,
    ),
  );
}

function pinisi(s: Scene, x: number, y: number, L: number, hull: string, trim: string, sails: boolean): void {
  const rig = mix(C.wood, s.mood.haze, 0.15);
  const sailColor = mix(C.sand50, s.mood.sun, 0.3);
  const fx = x + L * 0.35;
  const mx = x - L * 0.25;
  add(s, pill(x - L * 1.05, y + L * 0.16, L * 2.1, L * 0.07, mix(seaAt(s, y), C.ink, 0.2), 0.35));
  add(
    s,
    stroke(
      `M${f(mx)} ${f(y - L * 0.2)}L${f(mx)} ${f(y - L * 2.25)}M${f(fx)} ${f(y - L * 0.2)}L${f(fx)} ${f(y - L * 2.05)}M${f(x + L * 1.05)} ${f(y - L * 0.3)}L${f(x + L * 1.7)} ${f(y - L * 0.48)}`,
      rig,
      L * 0.035,
    ),
  );
  if (sails) {
    add(
      s,
      path(
        `M${f(mx - L * 0.02)} ${f(y - L * 2.15)}L${f(mx - L * 0.85)} ${f(y - L * 1.65)}Q${f(mx - L * 1.02)} ${f(y - L * 1.0)} ${f(mx - L * 0.9)} ${f(y - L * 0.42)}L${f(mx - L * 0.02)} ${f(y - L * 0.4)}Z`,
        sailColor,
      ),
      path(
        `M${f(fx - L * 0.02)} ${f(y - L * 1.95)}L${f(fx - L * 0.5)} ${f(y - L * 1.6)}Q${f(fx - L * 0.62)} ${f(y - L * 1.0)} ${f(fx - L * 0.5)} ${f(y - L * 0.42)}L${f(fx - L * 0.02)} ${f(y - L * 0.4)}Z`,
        mix(sailColor, s.mood.haze, 0.2),
      ),
      path(
        `M${f(fx + L * 0.03)} ${f(y - L * 1.98)}Q${f(x + L * 1.25)} ${f(y - L * 1.1)} ${f(x + L * 1.66)} ${f(y - L * 0.5)}L${f(fx + L * 0.05)} ${f(y - L * 0.42)}Z`,
        mix(sailColor, s.mood.haze, 0.1),
      ),
    );
  } else {
    add(
      s,
      stroke(
        `M${f(mx)} ${f(y - L * 2.2)}L${f(x - L * 0.95)} ${f(y - L * 0.4)}M${f(fx)} ${f(y - L * 2.0)}L${f(x + L * 1.7)} ${f(y - L * 0.48)}M${f(mx)} ${f(y - L * 2.2)}L${f(fx)} ${f(y - L * 2.0)}`,
        rig,
        L * 0.012,
      ),
      stroke(
        `M${f(mx - L * 0.05)} ${f(y - L * 0.5)}L${f(mx - L * 0.85)} ${f(y - L * 0.44)}M${f(fx - L * 0.05)} ${f(y - L * 0.5)}L${f(fx - L * 0.5)} ${f(y - L * 0.46)}`,
        mix(C.sand200, s.mood.haze, 0.2),
        L * 0.1,
      ),
      stroke(
        `M${f(mx - L * 0.3)} ${f(y - L * 0.56)}l0 ${f(L * 0.12)}M${f(mx - L * 0.6)} ${f(y - L * 0.54)}l0 ${f(L * 0.12)}M${f(fx - L * 0.28)} ${f(y - L * 0.54)}l0 ${f(L * 0.12)}`,
        rig,
        L * 0.02,
      ),
    );
  }
  add(
    s,
    path(
      `M${f(x + L * 1.15)} ${f(y - L * 0.34)}Q${f(x + L * 0.8)} ${f(y + L * 0.1)} ${f(x + L * 0.3)} ${f(y + L * 0.12)}L${f(x - L * 0.6)} ${f(y + L * 0.12)}Q${f(x - L * 0.95)} ${f(y + L * 0.06)} ${f(x - L * 1.02)} ${f(y - L * 0.36)}L${f(x - L * 0.75)} ${f(y - L * 0.33)}Q${f(x)} ${f(y - L * 0.16)} ${f(x + L * 1.15)} ${f(y - L * 0.34)}Z`,
      hull,
    ),
    stroke(
      `M${f(x - L * 0.92)} ${f(y - L * 0.22)}Q${f(x)} ${f(y - L * 0.06)} ${f(x + L * 1.0)} ${f(y - L * 0.2)}`,
      trim,
      L * 0.05,
    ),
    rect(x - L * 0.92, y - L * 0.56, L * 0.42, L * 0.25, mix(hull, C.sand50, 0.55)),
    rect(x - L * 0.95, y - L * 0.6, L * 0.48, L * 0.05, mix(hull, C.ink, 0.2)),
  );
}

function cubicAt(p0: Point, p1: Point, p2: Point, p3: Point, t: number): Point {
  const u = 1 - t;
  return [
    u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
    u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
  ];
}

/**
 * A Toraja tongkonan seen from the side: a house on stilts under a saddle roof whose ends sweep
 * far out and up like a boat's prow and stern. `granary` draws the smaller alang (rice barn).
 */
function tongkonan(s: Scene, x: number, ground: number, size: number, depth: number, granary = false): void {
  const fade = (c: string) => mix(c, s.mood.haze, depth * 0.7);
  const dark = fade(C.wood);
  const wall = fade(C.coral700);
  const carve = fade(C.sand200);
  const roof = fade(mix(C.ink, C.teal800, 0.35));
  const stiltH = size * (granary ? 0.55 : 0.42);
  const wallH = size * (granary ? 0.3 : 0.38);
  const floor = ground - stiltH;
  const eave = floor - wallH;
  const half = size / 2;
  // Stilts and the platform.
  const posts = granary ? 4 : 5;
  for (let i = 0; i < posts; i++) {
    const px = x - half * 0.85 + (size * 0.85 * i) / (posts - 1);
    add(s, rect(px - size * 0.025, floor, size * 0.05, stiltH, dark));
  }
  add(s, rect(x - half * 1.04, floor - size * 0.03, size * 1.08, size * 0.05, dark));
  // Walls flare slightly outward towards the roof, with carved bands.
  add(
    s,
    path(
      poly([
        [x - half, floor],
        [x + half, floor],
        [x + half * 1.08, eave],
        [x - half * 1.08, eave],
      ]),
      wall,
    ),
  );
  const band = (y: number) => rect(x - half * 1.04, y, size * 1.08, size * 0.018, carve);
  add(s, band(floor - wallH * 0.22), band(eave + wallH * 0.2));
  let motif = "";
  const tiles = Math.max(3, Math.round(size / 26));
  const my = floor - wallH * 0.52;
  const mr = Math.min(wallH * 0.14, (size / tiles) * 0.28);
  for (let i = 0; i < tiles; i++) {
    const cx = x - half + (size * (i + 0.5)) / tiles;
    motif += `M${f(cx)} ${f(my - mr)}L${f(cx + mr)} ${f(my)}L${f(cx)} ${f(my + mr)}L${f(cx - mr)} ${f(my)}Z`;
  }
  add(s, path(motif, carve));
  add(s, circle(x, my, mr * 0.55, fade(C.ink)));
  // The saddle roof: a nearly flat underside over the walls that sweeps up into thin tips.
  const reach = size * (granary ? 1.05 : 1.25);
  const rise = size * (granary ? 0.5 : 0.66);
  const thick = size * (granary ? 0.32 : 0.4);
  // Poles under the projecting gables.
  const pole = (px: number, py: number) => rect(px - size * 0.018, py, size * 0.036, ground - py, dark);
  add(s, pole(x - reach * 0.74, eave - rise * 0.3), pole(x + reach * 0.74, eave - rise * 0.3));
  // Underside: level over the walls, then rising to a blunt gable end below the ridge tip.
  const lower = (side: number): [Point, Point, Point, Point] => [
    [x + side * half * 1.05, eave],
    [x + side * half * 1.55, eave],
    [x + side * reach * 0.8, eave - rise * 0.42],
    [x + side * reach * 0.97, eave - rise + thick * 0.3],
  ];
  const upper = (side: number): [Point, Point, Point, Point] => [
    [x, eave - thick],
    [x + side * reach * 0.45, eave - thick],
    [x + side * reach * 0.76, eave - rise * 0.72],
    [x + side * reach, eave - rise],
  ];
  const sample = (curve: [Point, Point, Point, Point]) => Array.from({ length: 9 }, (_, i) => cubicAt(...curve, i / 8));
  const lowL = sample(lower(-1)).reverse();
  const lowR = sample(lower(1));
  const upR = sample(upper(1));
  const upL = sample(upper(-1));
  const underside: Point[] = [...lowL, ...lowR];
  const ridge: Point[] = [...[...upL].reverse(), ...upR.slice(1)];
  add(s, path(`${smooth(underside)}${smooth([...ridge].reverse(), true)}Z`, roof));
  // Layered bamboo thatch: lines between the underside and the ridge, converging on the tips.
  let lines = "";
  for (const k of [0.3, 0.55, 0.78]) {
    const line = underside.map(([ux, uy], i): Point => {
      const [rx, ry] = i < 9 ? ridge[i]! : ridge[i - 1]!;
      return [ux + (rx - ux) * k, uy + (ry - uy) * k];
    });
    lines += smooth(line.slice(1, -1));
  }
  add(s, stroke(lines, mix(roof, C.sage, 0.3), size * 0.012));
  add(s, stroke(smooth(underside.slice(5, -5)), dark, size * 0.03));
}

function building(s: Scene, x: number, base: number, w: number, h: number, color: string, lit: number): void {
  add(s, rect(x, base - h, w, h, color));
  const topStyle = s.rng.next();
  if (topStyle < 0.25) add(s, rect(x + w * 0.2, base - h - h * 0.08, w * 0.6, h * 0.08, color));
  else if (topStyle < 0.4) add(s, stroke(`M${f(x + w * 0.7)} ${f(base - h)}l0 ${f(-h * 0.18)}`, color, 3));
  if (lit <= 0) return;
  let d = "";
  const cols = Math.max(1, Math.floor((w - 8) / 16));
  const rows = Math.max(1, Math.floor((h - 14) / 24));
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (!s.rng.chance(lit)) continue;
      const wx = x + 6 + c * ((w - 12) / cols) + 2;
      const wy = base - h + 12 + r * 24;
      d += `M${f(wx)} ${f(wy)}h6v10h-6Z`;
    }
  }
  if (d) add(s, path(d, s.mood.lamp, ` fill-opacity=".85"`));
}

function mosque(s: Scene, x: number, base: number, size: number, color: string): void {
  const body = size;
  add(s, rect(x - body / 2, base - body * 0.55, body, body * 0.55, color));
  add(
    s,
    path(
      `M${f(x - body * 0.36)} ${f(base - body * 0.55)}C${f(x - body * 0.38)} ${f(base - body * 1.05)} ${f(x + body * 0.38)} ${f(base - body * 1.05)} ${f(x + body * 0.36)} ${f(base - body * 0.55)}Z`,
      color,
    ),
    stroke(`M${f(x)} ${f(base - body * 0.9)}l0 ${f(-body * 0.18)}`, color, Math.max(2, body * 0.025)),
  );
  const mx = x + body * 0.75;
  add(
    s,
    rect(mx - body * 0.06, base - body * 1.45, body * 0.12, body * 1.45, color),
    rect(mx - body * 0.1, base - body * 1.15, body * 0.2, body * 0.05, color),
    path(
      `M${f(mx - body * 0.07)} ${f(base - body * 1.45)}Q${f(mx)} ${f(base - body * 1.68)} ${f(mx + body * 0.07)} ${f(base - body * 1.45)}Z`,
      color,
    ),
  );
}

/* ------------------------------------------------------------------------------- undersea -- */

function fish(x: number, y: number, len: number, dir: number, color: string, eye: string): string {
  const b = len / 2;
  const t =
    `M${f(-b)} 0Q0 ${f(-len * 0.36)} ${f(b)} 0Q0 ${f(len * 0.36)} ${f(-b)} 0Z` +
    `M${f(-b + len * 0.06)} 0L${f(-len * 0.82)} ${f(-len * 0.24)}Q${f(-len * 0.7)} 0 ${f(-len * 0.82)} ${f(len * 0.24)}Z`;
  const eyeDot =
    len > 20 ? `<circle cx="${f(b * 0.55)}" cy="${f(-len * 0.05)}" r="${f(len * 0.045)}" fill="${eye}"/>` : "";
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${dir} 1)"><path d="${t}" fill="${color}"/>${eyeDot}</g>`;
}

function school(s: Scene, cx: number, cy: number, count: number, len: number, color: string): void {
  const dir = s.rng.chance(0.5) ? 1 : -1;
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = s.rng.range(0, Math.PI * 2);
    const r = Math.sqrt(s.rng.next());
    parts.push(
      fish(cx + Math.cos(a) * r * 180, cy + Math.sin(a) * r * 70, len * s.rng.range(0.8, 1.15), dir, color, color),
    );
  }
  add(s, ...parts);
}

function featureFish(s: Scene, x: number, y: number, len: number, body: string, stripe: string): void {
  const dir = s.rng.chance(0.5) ? 1 : -1;
  const b = len / 2;
  const stripes =
    `M${f(b * 0.25)} ${f(-len * 0.3)}q${f(len * 0.06)} ${f(len * 0.3)} 0 ${f(len * 0.6)}` +
    `M${f(-b * 0.35)} ${f(-len * 0.27)}q${f(len * 0.06)} ${f(len * 0.27)} 0 ${f(len * 0.54)}`;
  add(
    s,
    `<g transform="translate(${f(x)} ${f(y)}) scale(${dir} 1)">`,
    path(
      `M${f(-b)} 0Q${f(-b * 0.2)} ${f(-len * 0.48)} ${f(b)} 0Q${f(-b * 0.2)} ${f(len * 0.48)} ${f(-b)} 0Z` +
        `M${f(-b + len * 0.06)} 0L${f(-len * 0.8)} ${f(-len * 0.26)}Q${f(-len * 0.7)} 0 ${f(-len * 0.8)} ${f(len * 0.26)}Z`,
      body,
    ),
    stroke(stripes, stripe, len * 0.07),
    circle(b * 0.6, -len * 0.06, len * 0.045, C.ink),
    "</g>",
  );
}

function turtle(s: Scene, x: number, y: number, size: number): void {
  const dir = s.rng.chance(0.5) ? 1 : -1;
  const angle = s.rng.range(-14, 8);
  const skin = "#9fb79c";
  const shell = mix(C.teal800, C.wood, 0.35);
  const pattern = mix(shell, C.sand300, 0.35);
  add(
    s,
    `<g transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)}) scale(${dir} 1)">`,
    path(
      `M${f(size * 0.25)} ${f(-size * 0.35)}Q${f(size * 0.1)} ${f(-size * 1.25)} ${f(-size * 0.65)} ${f(-size * 1.05)}Q${f(-size * 0.1)} ${f(-size * 0.8)} ${f(-size * 0.15)} ${f(-size * 0.3)}Z`,
      skin,
    ),
    path(
      `M${f(size * 0.25)} ${f(size * 0.35)}Q${f(size * 0.1)} ${f(size * 1.1)} ${f(-size * 0.55)} ${f(size * 0.95)}Q${f(-size * 0.1)} ${f(size * 0.7)} ${f(-size * 0.15)} ${f(size * 0.3)}Z`,
      mix(skin, C.ocean800, 0.2),
    ),
    path(
      `M${f(-size * 0.7)} ${f(-size * 0.3)}Q${f(-size * 1.05)} ${f(-size * 0.45)} ${f(-size * 1.1)} ${f(-size * 0.2)}Q${f(-size * 0.9)} ${f(-size * 0.15)} ${f(-size * 0.75)} ${f(-size * 0.1)}Z`,
      skin,
    ),
    `<ellipse cx="${f(size * 1.12)}" cy="0" rx="${f(size * 0.3)}" ry="${f(size * 0.22)}" fill="${skin}"/>`,
    circle(size * 1.25, -size * 0.06, size * 0.04, C.ink),
    `<ellipse cx="0" cy="0" rx="${f(size)}" ry="${f(size * 0.62)}" fill="${shell}"/>`,
    stroke(
      `M${f(-size * 0.3)} ${f(-size * 0.18)}L${f(size * 0.3)} ${f(-size * 0.18)}L${f(size * 0.42)} ${f(size * 0.12)}L${f(0)} ${f(size * 0.3)}L${f(-size * 0.42)} ${f(size * 0.12)}Z` +
        `M${f(-size * 0.3)} ${f(-size * 0.18)}L${f(-size * 0.55)} ${f(-size * 0.5)}M${f(size * 0.3)} ${f(-size * 0.18)}L${f(size * 0.55)} ${f(-size * 0.5)}` +
        `M${f(size * 0.42)} ${f(size * 0.12)}L${f(size * 0.9)} ${f(size * 0.2)}M${f(-size * 0.42)} ${f(size * 0.12)}L${f(-size * 0.9)} ${f(size * 0.2)}M0 ${f(size * 0.3)}L0 ${f(size * 0.62)}`,
      pattern,
      size * 0.05,
    ),
    "</g>",
  );
}

function branchCoral(s: Scene, x: number, y: number, size: number, color: string): void {
  let d = "";
  const grow = (bx: number, by: number, angle: number, len: number, depth: number) => {
    const ex = bx + Math.cos(angle) * len;
    const ey = by + Math.sin(angle) * len;
    d += `M${f(bx)} ${f(by)}L${f(ex)} ${f(ey)}`;
    if (depth <= 0) return;
    const spread = s.rng.range(0.3, 0.55);
    grow(ex, ey, angle - spread, len * s.rng.range(0.62, 0.8), depth - 1);
    grow(ex, ey, angle + spread, len * s.rng.range(0.62, 0.8), depth - 1);
  };
  const stems = s.rng.int(2, 3);
  for (let i = 0; i < stems; i++)
    grow(x + s.rng.jitter(size * 0.15), y, -Math.PI / 2 + s.rng.jitter(0.5), size * 0.35, 3);
  add(s, stroke(d, color, size * 0.075));
}

/** A gorgonian sea fan: a translucent lobed fan over a fine branching skeleton. */
function seaFan(s: Scene, x: number, y: number, size: number, color: string): void {
  const pts: Point[] = [];
  const n = 11;
  for (let i = 0; i <= n; i++) {
    const a = Math.PI * 1.08 + (Math.PI * 0.84 * i) / n;
    const r = size * (i === 0 || i === n ? 0.45 : s.rng.range(0.75, 1));
    pts.push([x + Math.cos(a) * r * 0.95, y - size * 0.12 + Math.sin(a) * r]);
  }
  add(s, path(`M${f(x)} ${f(y)}${smooth(pts, true)}Z`, color, ` fill-opacity=".8"`));
  let d = "";
  const grow = (bx: number, by: number, angle: number, len: number, depth: number) => {
    const ex = bx + Math.cos(angle) * len;
    const ey = by + Math.sin(angle) * len;
    d += `M${f(bx)} ${f(by)}L${f(ex)} ${f(ey)}`;
    if (depth <= 0) return;
    grow(ex, ey, angle - 0.32, len * 0.72, depth - 1);
    grow(ex, ey, angle + 0.32, len * 0.72, depth - 1);
  };
  grow(x, y, -Math.PI / 2 + s.rng.jitter(0.2), size * 0.3, 4);
  add(s, stroke(d, mix(color, C.sand50, 0.3), Math.max(1.5, size * 0.022)));
}

function tableCoral(s: Scene, x: number, y: number, size: number, color: string): void {
  add(
    s,
    rect(x - size * 0.07, y - size * 0.35, size * 0.14, size * 0.35, mix(color, C.ocean900, 0.35)),
    `<ellipse cx="${f(x)}" cy="${f(y - size * 0.36)}" rx="${f(size)}" ry="${f(size * 0.12)}" fill="${mix(color, C.ocean900, 0.3)}"/>`,
    `<ellipse cx="${f(x)}" cy="${f(y - size * 0.42)}" rx="${f(size * 0.96)}" ry="${f(size * 0.11)}" fill="${color}"/>`,
  );
}

function brainCoral(s: Scene, x: number, y: number, size: number, color: string): void {
  add(
    s,
    path(
      `M${f(x - size)} ${f(y)}C${f(x - size)} ${f(y - size * 1.1)} ${f(x + size)} ${f(y - size * 1.1)} ${f(x + size)} ${f(y)}Z`,
      color,
    ),
  );
  let d = "";
  for (let i = 1; i <= 3; i++) {
    const r = size * (0.25 * i);
    d += `M${f(x - r)} ${f(y - size * 0.05)}C${f(x - r)} ${f(y - r * 1.05)} ${f(x + r)} ${f(y - r * 1.05)} ${f(x + r)} ${f(y - size * 0.05)}`;
  }
  add(
    s,
    stroke(
      d,
      mix(color, C.ocean900, 0.25),
      Math.max(1.5, size * 0.06),
      ` stroke-dasharray="${f(size * 0.22)} ${f(size * 0.1)}"`,
    ),
  );
}

function sponges(s: Scene, x: number, y: number, size: number, color: string): void {
  const n = s.rng.int(2, 4);
  for (let i = 0; i < n; i++) {
    const h = size * s.rng.range(0.6, 1.1);
    const w = size * 0.22;
    const tx = x + (i - n / 2) * w * 1.05 + s.rng.jitter(4);
    add(
      s,
      rect(tx, y - h, w, h, mix(color, C.ocean900, i % 2 === 0 ? 0 : 0.12), ` rx="${f(w * 0.45)}"`),
      `<ellipse cx="${f(tx + w / 2)}" cy="${f(y - h + w * 0.25)}" rx="${f(w * 0.32)}" ry="${f(w * 0.13)}" fill="${mix(color, C.ocean900, 0.55)}"/>`,
    );
  }
}

function seagrass(s: Scene, x: number, y: number, count: number, h: number, color: string): void {
  let d = "";
  for (let i = 0; i < count; i++) {
    const bx = x + s.rng.jitter(40);
    const hh = h * s.rng.range(0.5, 1);
    const sway = s.rng.jitter(hh * 0.35);
    d += `M${f(bx - 4)} ${f(y)}Q${f(bx + sway * 0.2)} ${f(y - hh * 0.6)} ${f(bx + sway)} ${f(y - hh)}Q${f(bx + sway * 0.3 + 5)} ${f(y - hh * 0.55)} ${f(bx + 4)} ${f(y)}Z`;
  }
  add(s, path(d, color));
}

/* ---------------------------------------------------------------------------- the scenes -- */

function frame(s: Scene, horizonRange: readonly [number, number], sunSide?: number): void {
  s.horizon = s.rng.range(horizonRange[0], horizonRange[1]) * H;
  const side = sunSide ?? (s.rng.chance(0.5) ? 1 : -1);
  const [a, b] = s.mood.sunAt;
  s.sun = {
    x: W / 2 + side * s.rng.range(W * 0.12, W * 0.34),
    y: s.rng.range(a, b) * s.horizon,
    r: s.rng.range(38, 62),
  };
}

function litSide(s: Scene): number {
  return s.sun.x > W / 2 ? 1 : -1;
}

function paintIslands(s: Scene): void {
  frame(s, [0.5, 0.6]);
  paintSky(s, s.rng.int(2, 4));
  birds(s, s.rng.int(2, 5), mix(land(s, 0.2), s.mood.haze, 0.3));
  paintSea(s, s.horizon);
  const far = s.rng.int(2, 3);
  for (let i = 0; i < far; i++) {
    island(s, {
      cx: s.rng.range(0, W),
      base: s.horizon + 2,
      w: s.rng.range(280, 520),
      h: s.rng.range(18, 40),
      depth: 0.9,
    });
  }
  const mid = s.rng.int(2, 3);
  for (let i = 0; i < mid; i++) {
    const base = s.horizon + s.rng.range(18, 50);
    island(s, {
      cx: s.rng.range(W * 0.1, W * 0.9),
      base,
      w: s.rng.range(200, 380),
      h: s.rng.range(70, 140),
      depth: 0.55,
      karst: s.rng.chance(0.7),
      palms: s.rng.int(0, 3),
    });
  }
  const side = s.rng.chance(0.5) ? 1 : -1;
  const nearBase = s.horizon + (H - s.horizon) * s.rng.range(0.42, 0.55);
  island(s, {
    cx: W / 2 + side * s.rng.range(W * 0.3, W * 0.42),
    base: nearBase,
    w: s.rng.range(560, 780),
    h: s.rng.range(150, 220),
    depth: 0.12,
    palms: s.rng.int(3, 5),
  });
  outrigger(
    s,
    W / 2 - side * s.rng.range(0, W * 0.25),
    s.horizon + (H - s.horizon) * s.rng.range(0.55, 0.75),
    s.rng.range(70, 95),
    s.rng.pick([C.coral600, C.sand50, C.ocean500]),
    s.rng.chance(0.6),
  );
  waves(s, s.horizon + (H - s.horizon) * 0.6, H - 10, 20, s.mood.glint, 0.4);
}

/** A bamboo beach hut on short stilts with a thatched roof. */
function beachHut(s: Scene, x: number, ground: number, w: number): void {
  const wood = mix(C.wood, C.sand300, 0.35);
  const thatch = mix(C.sand300, C.wood, 0.3);
  const floor = ground - w * 0.22;
  const wallH = w * 0.36;
  add(
    s,
    `<ellipse cx="${f(x + w * 0.1)}" cy="${f(ground + 6)}" rx="${f(w * 0.7)}" ry="${f(w * 0.06)}" fill="${C.sand300}" fill-opacity=".8"/>`,
  );
  let posts = "";
  for (let i = 0; i < 4; i++)
    posts += `M${f(x - w * 0.42 + (w * 0.84 * i) / 3)} ${f(floor)}L${f(x - w * 0.42 + (w * 0.84 * i) / 3)} ${f(ground)}`;
  add(s, stroke(posts, wood, w * 0.035));
  add(s, rect(x - w * 0.5, floor - w * 0.03, w, w * 0.04, wood));
  add(s, rect(x - w * 0.42, floor - wallH, w * 0.84, wallH, mix(C.sand200, C.wood, 0.15)));
  let slats = "";
  for (let i = 1; i < 9; i++) slats += `M${f(x - w * 0.42 + (w * 0.84 * i) / 9)} ${f(floor - wallH)}l0 ${f(wallH)}`;
  add(s, stroke(slats, mix(C.sand300, C.wood, 0.2), 2));
  add(s, rect(x - w * 0.08, floor - wallH * 0.75, w * 0.2, wallH * 0.75, mix(C.wood, C.ink, 0.2)));
  const eave = floor - wallH;
  add(
    s,
    path(
      `M${f(x - w * 0.66)} ${f(eave + w * 0.06)}L${f(x - w * 0.12)} ${f(eave - w * 0.42)}L${f(x + w * 0.12)} ${f(eave - w * 0.42)}L${f(x + w * 0.66)} ${f(eave + w * 0.06)}Z`,
      thatch,
    ),
  );
  let straw = "";
  for (let i = 0; i < 3; i++) {
    const y = eave - w * (0.08 + i * 0.12);
    const half = w * (0.6 - i * 0.14);
    straw += `M${f(x - half)} ${f(y + w * 0.04)}L${f(x + half)} ${f(y + w * 0.04)}`;
  }
  add(s, stroke(straw, mix(thatch, C.wood, 0.25), 3));
}

function paintBeach(s: Scene): void {
  frame(s, [0.4, 0.48]);
  paintSky(s, s.rng.int(2, 4));
  birds(s, s.rng.int(2, 4), mix(C.ink, s.mood.haze, 0.4));
  const shore = s.horizon + (H - s.horizon) * s.rng.range(0.38, 0.5);
  add(
    s,
    rect(
      0,
      s.horizon,
      W,
      shore - s.horizon + 30,
      linear(s, s.horizon, shore, [
        [0, s.mood.sea[0]],
        [0.45, mix(C.ocean500, s.mood.haze, 0.25)],
        [1, mix(C.lagoon, C.sand100, 0.35)],
      ]),
    ),
  );
  add(s, rect(0, s.horizon, W, 2.5, s.mood.glint, ` fill-opacity=".45"`));
  if (s.sun.y < s.horizon) {
    for (let i = 0; i < 10; i++) {
      const t = ((i + 0.5) / 10) ** 1.5;
      const w = (s.sun.r + 160 * t) * s.rng.range(0.35, 1);
      add(
        s,
        pill(
          s.sun.x - w / 2,
          s.horizon + 5 + (shore - s.horizon) * 0.7 * t,
          w,
          2 + 3 * t,
          s.mood.sun,
          0.5 * (1 - t * 0.5),
        ),
      );
    }
  }
  // A headland and a pinisi on the horizon.
  const side = s.rng.chance(0.5) ? 1 : -1;
  island(s, {
    cx: W / 2 - side * W * s.rng.range(0.42, 0.55),
    base: s.horizon + 1,
    w: s.rng.range(500, 800),
    h: s.rng.range(50, 90),
    depth: 0.8,
  });
  pinisi(
    s,
    W / 2 + side * s.rng.range(0, W * 0.2),
    s.horizon + 8,
    s.rng.range(26, 34),
    mix(C.sand50, s.mood.haze, 0.3),
    mix(C.coral600, s.mood.haze, 0.4),
    true,
  );
  for (let i = 0; i < 14; i++) {
    const t = s.rng.next();
    const y = s.horizon + 12 + (shore - s.horizon - 20) * t;
    add(s, pill(s.rng.range(-50, W), y, s.rng.range(60, 260) * (0.4 + t), 2 + 2 * t, C.ocean50, 0.25));
  }
  // Sometimes limestone rocks standing in the shallows, with a little green on top.
  if (s.rng.chance(0.45)) {
    const rocks = s.rng.int(1, 3);
    const rx = W / 2 - side * s.rng.range(W * 0.08, W * 0.26);
    const shade = -litSide(s);
    for (let i = 0; i < rocks; i++) {
      const w = s.rng.range(70, 150) * (i === 0 ? 1.3 : 1);
      const h = w * s.rng.range(0.8, 1.4);
      const x = rx - side * i * s.rng.range(90, 160);
      const y = shore - s.rng.range(10, 40) - i * 8;
      const color = mix(mix("#7b756c", C.teal800, 0.3), s.mood.haze, 0.25);
      const pts: Point[] = [];
      for (let k = 0; k <= 10; k++) {
        const u = (k / 10) * 2 - 1;
        pts.push([
          x + (u * w) / 2,
          y - h * (1 - Math.abs(u) ** 3) ** (1 / 3) * (k === 0 || k === 10 ? 0 : s.rng.range(0.9, 1.05)),
        ]);
      }
      add(s, path(skyline(pts, y + 4), color));
      add(
        s,
        path(
          poly([
            [x + shade * w * 0.05, y - h],
            [x + shade * w * 0.5, y - h * 0.3],
            [x + shade * w * 0.5, y + 4],
            [x + shade * w * 0.1, y + 4],
          ]),
          C.ink,
          ` fill-opacity=".1"`,
        ),
      );
      const green = land(s, 0.3);
      crowns(
        s,
        crownsAlong(
          s,
          pts.slice(2, 9).map(([px, py]): Point => [px, py + 6]),
          Math.max(8, w * 0.09),
        ),
        green,
        mix(green, s.mood.sun, 0.2),
        -shade,
      );
      add(s, pill(x - w * 0.6, y + 4, w * 1.2, 6, "#ffffff", 0.7));
    }
  }
  // Shoreline: foam, wet sand, dry sand.
  const line: Point[] = [];
  for (let x = -40; x <= W + 40; x += 80)
    line.push([x, shore + Math.sin(x / 170 + s.rng.range(0, 0.4)) * 10 + s.rng.jitter(5)]);
  const wet = line.map(([x, y]): Point => [x, y + 22]);
  add(s, path(skyline(line, H), mix(C.lagoon, C.sand100, 0.6)));
  add(s, path(skyline(wet, H), mix(C.sand300, C.ocean500, 0.15)));
  add(s, stroke(smooth(line), "#ffffff", 6, ` stroke-opacity=".85"`));
  add(
    s,
    stroke(
      smooth(line.map(([x, y]): Point => [x, y - 14])),
      "#ffffff",
      3,
      ` stroke-opacity=".4" stroke-dasharray="60 40"`,
    ),
  );
  const dry = wet.map(([x, y]): Point => [x, y + 26 + Math.sin(x / 300) * 8]);
  add(
    s,
    path(
      skyline(dry, H),
      linear(s, shore, H, [
        [0, mix(C.sand200, s.mood.sun, 0.2)],
        [1, C.sand300],
      ]),
    ),
  );
  // Ripples in the sand.
  let dunes = "";
  for (let i = 0; i < 9; i++) {
    const y = s.rng.range(shore + 90, H - 20);
    const x = s.rng.range(-100, W);
    const w = s.rng.range(120, 320);
    dunes += `M${f(x)} ${f(y)}q${f(w / 2)} ${f(-14)} ${f(w)} 0`;
  }
  add(s, stroke(dunes, mix(C.sand300, C.wood, 0.12), 3, ` stroke-opacity=".45"`));
  // A boat pulled up on the sand, and leaning palms framing one side.
  if (s.rng.chance(0.45)) {
    beachHut(s, W / 2 - side * s.rng.range(W * 0.22, W * 0.34), shore + s.rng.range(150, 200), s.rng.range(200, 250));
    if (s.rng.chance(0.5))
      outrigger(
        s,
        W / 2 + side * s.rng.range(0, W * 0.1),
        shore + s.rng.range(150, 200),
        s.rng.range(110, 130),
        s.rng.pick([C.coral600, C.ocean500, C.teal600]),
        false,
        true,
      );
  } else {
    outrigger(
      s,
      W / 2 - side * s.rng.range(W * 0.05, W * 0.2),
      shore + s.rng.range(130, 180),
      s.rng.range(120, 150),
      s.rng.pick([C.coral600, C.ocean500, C.teal600]),
      false,
      true,
    );
  }
  const palms = s.rng.int(2, 3);
  for (let i = 0; i < palms; i++) {
    const px = W / 2 + side * (W * 0.36 + i * s.rng.range(70, 130));
    const py = H - s.rng.range(40, 110);
    const h = s.rng.range(520, 700) - i * 80;
    add(
      s,
      `<ellipse cx="${f(px - side * 120)}" cy="${f(py + 6)}" rx="${f(h * 0.28)}" ry="16" fill="${C.sand300}" fill-opacity=".8"/>`,
    );
    palm(
      s,
      px,
      py,
      h,
      -side * s.rng.range(0.25, 0.55),
      mix(C.leaf, C.ink, 0.15 + i * 0.1),
      mix(C.wood, C.sand300, 0.25),
    );
  }
}

function paintReef(s: Scene): void {
  // Either fully underwater, or split at the waterline with an island above.
  const split = s.rng.chance(0.35);
  let top = 0;
  if (split) {
    frame(s, [0.3, 0.36]);
    paintSky(s, s.rng.int(1, 2));
    island(s, {
      cx: s.rng.range(0, W),
      base: s.horizon + 2,
      w: s.rng.range(300, 500),
      h: s.rng.range(20, 40),
      depth: 0.85,
    });
    island(s, {
      cx: s.rng.range(W * 0.2, W * 0.8),
      base: s.horizon + 4,
      w: s.rng.range(360, 520),
      h: s.rng.range(90, 140),
      depth: 0.4,
      palms: s.rng.int(2, 4),
    });
    if (s.rng.chance(0.6))
      outrigger(
        s,
        s.rng.range(W * 0.15, W * 0.85),
        s.horizon - 6,
        s.rng.range(60, 80),
        s.rng.pick([C.coral600, C.sand50]),
        s.rng.chance(0.5),
      );
    top = s.horizon;
  } else {
    s.horizon = 0;
  }
  const depthY = (t: number) => top + (H - top) * t;
  const scale = split ? 0.85 : 1;
  const shallow = split || s.rng.chance(0.55);
  const light = shallow ? "#7cc4c2" : "#58abbd";
  const middle = shallow ? C.ocean500 : "#1a6f97";
  const deep = C.ocean900;
  add(
    s,
    rect(
      0,
      top,
      W,
      H - top,
      linear(s, top, H, [
        [0, light],
        [0.45, middle],
        [1, deep],
      ]),
    ),
  );
  if (split) {
    // The waterline: a bright wavy edge with the sea's surface shimmer beneath it.
    const line = xs(-20, W + 20, 80).map((x, i): Point => [x, top + Math.sin(i * 1.3 + s.rng.range(0, 2)) * 5]);
    add(s, path(`${smooth(line)}L${W + 20} ${f(top + 26)}L-20 ${f(top + 26)}Z`, C.teal100, ` fill-opacity=".3"`));
    add(s, stroke(smooth(line), "#ffffff", 5, ` stroke-opacity=".8"`));
  } else {
    // The surface seen from below.
    const surface = xs(W + 20, -20, 140).map((x, i): Point => [x, 38 + Math.sin(i * 1.7 + s.rng.range(0, 3)) * 12]);
    add(s, path(`M-20 0L${W + 20} 0${smooth(surface, true)}Z`, C.teal100, ` fill-opacity=".35"`));
  }
  const ray = uid(s, "ray");
  s.defs.push(
    `<linearGradient id="${ray}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity=".26"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>`,
  );
  const slant = s.rng.range(-260, 260);
  for (let i = 0; i < 6; i++) {
    const x = s.rng.range(-100, W);
    const w = s.rng.range(30, 110);
    add(
      s,
      path(
        poly([
          [x, top],
          [x + w, top],
          [x + w + slant + w * 1.2, depthY(0.8)],
          [x + slant - w * 0.4, depthY(0.8)],
        ]),
        `url(#${ray})`,
      ),
    );
  }
  // Distant reef wall and a far school of fish.
  const wall = ridgePoints(s, -60, W + 60, depthY(0.7), (H - top) * 0.16, 4, 50);
  add(s, path(skyline(wall, H), mix(middle, deep, 0.5), ` fill-opacity=".7"`));
  school(
    s,
    s.rng.range(W * 0.2, W * 0.8),
    s.rng.range(depthY(0.25), depthY(0.45)),
    s.rng.int(20, 34),
    18,
    mix(middle, C.ocean50, 0.45),
  );
  const tilt = s.rng.jitter(40);
  const floorY = (x: number) => depthY(0.8) + ((x - W / 2) / W) * tilt;
  // A coral bommie on one side, its top crowded with coral.
  const side = s.rng.chance(0.5) ? 1 : -1;
  const bx = W / 2 + side * s.rng.range(W * 0.2, W * 0.3);
  const bw = s.rng.range(520, 680);
  const bh = s.rng.range(150, 210) * scale;
  const n = 12;
  const bommie: Point[] = [];
  for (let i = 0; i <= n; i++) {
    const u = (i / n) * 2 - 1;
    const lump = i === 0 || i === n ? 0 : s.rng.range(0.85, 1.08);
    bommie.push([bx + (u * bw) / 2, floorY(bx) + 30 - bh * (1 - u * u) ** 0.5 * lump]);
  }
  const rock = mix(mix(C.ocean800, C.teal700, 0.5), middle, 0.3);
  add(s, path(skyline(bommie, H), rock));
  // The sandy floor.
  const floor = xs(-40, W + 40, 100).map((x): Point => [x, floorY(x) + s.rng.jitter(10)]);
  const sand = mix(C.sand200, C.ocean500, 0.35);
  add(
    s,
    path(
      skyline(floor, H),
      linear(s, depthY(0.78), H, [
        [0, sand],
        [1, mix(sand, deep, 0.25)],
      ]),
    ),
  );
  const corals = [C.coral400, C.coral100, C.sand300, "#e7a07a", C.teal100, "#d77b8f"];
  const fans = [C.coral600, "#c0648a", "#d9785f", "#a8577e"].map((c) => mix(c, middle, 0.12));
  for (let i = 1; i < n; i++) {
    const [cx, cy] = bommie[i]!;
    const kind = s.rng.int(0, 4);
    const color = s.rng.pick(corals);
    if (kind === 0) branchCoral(s, cx, cy + 8, s.rng.range(60, 100) * scale, color);
    else if (kind === 1) tableCoral(s, cx, cy + 10, s.rng.range(55, 85), mix(color, C.teal600, 0.25));
    else if (kind === 2) brainCoral(s, cx, cy + 12, s.rng.range(30, 48), color);
    else if (kind === 3) seaFan(s, cx, cy + 10, s.rng.range(60, 90), s.rng.pick(fans));
    else sponges(s, cx, cy + 10, s.rng.range(50, 80), mix(color, "#8a6fa0", 0.35));
  }
  // Foreground garden along the floor, larger at the edges of the frame.
  const spots = s.rng.int(11, 14);
  for (let i = 0; i < spots; i++) {
    const t = (i + s.rng.range(0.1, 0.9)) / spots;
    const x = t * W;
    const y = floorY(x) + (H - floorY(x)) * s.rng.range(0.2, 0.85);
    const edge = Math.abs(t - 0.5) * 2;
    const size = (70 + 110 * edge) * s.rng.range(0.8, 1.2) * scale;
    const color = s.rng.pick(corals);
    const kind = s.rng.int(0, 5);
    if (kind <= 1) branchCoral(s, x, y, size, color);
    else if (kind === 2) seaFan(s, x, y, size * 1.1, s.rng.pick(fans));
    else if (kind === 3) brainCoral(s, x, y, size * 0.45, color);
    else if (kind === 4) sponges(s, x, y, size, mix(color, "#8a6fa0", 0.35));
    else seagrass(s, x, y, 9, size * 1.2, mix(C.teal600, C.sage, 0.4));
  }
  // Life: a turtle or bright reef fish, a school nearer by, and bubbles.
  // A turtle only where the place's features ask for one.
  if (s.features.has("turtle")) {
    s.drawn.add("turtle");
    turtle(s, W / 2 - side * s.rng.range(0, W * 0.2), s.rng.range(depthY(0.3), depthY(0.45)), s.rng.range(80, 105));
  }
  const bright = s.rng.int(2, 4);
  for (let i = 0; i < bright; i++) {
    featureFish(
      s,
      s.rng.range(W * 0.15, W * 0.85),
      s.rng.range(depthY(0.42), depthY(0.66)),
      s.rng.range(48, 76),
      s.rng.pick([C.coral400, "#f5b942", C.sand100]),
      s.rng.pick([C.sand50, C.ocean800]),
    );
  }
  school(
    s,
    s.rng.range(W * 0.1, W * 0.9),
    s.rng.range(depthY(0.5), depthY(0.65)),
    s.rng.int(6, 10),
    24,
    mix(C.sand100, middle, 0.2),
  );
  let bubbles = "";
  const bxs = s.rng.range(W * 0.2, W * 0.8);
  for (let i = 0; i < 12; i++) {
    const r = s.rng.range(3, 9);
    const y = s.rng.range(depthY(0.1), depthY(0.7));
    bubbles += `M${f(bxs + s.rng.jitter(50) + r)} ${f(y)}a${f(r)} ${f(r)} 0 1 0 ${f(-r * 2)} 0a${f(r)} ${f(r)} 0 1 0 ${f(r * 2)} 0`;
  }
  add(s, stroke(bubbles, C.ocean50, 2, ` stroke-opacity=".55"`));
}

function paintHighlands(s: Scene): void {
  frame(s, [0.5, 0.56]);
  paintSky(s, s.rng.int(1, 3));
  const lit = litSide(s);
  range(s, s.horizon - 10, s.rng.range(200, 280), 4, 0.92);
  mist(s, s.horizon - 30, 110, 0.7);
  range(s, s.horizon + 30, s.rng.range(170, 230), 5, 0.7);
  mist(s, s.horizon + 30, 90, 0.6);
  const hill = ridgePoints(s, -60, W + 60, s.horizon + 110, s.rng.range(110, 170), 4);
  canopy(s, hill, 0.45, 22, lit);
  // The village: a row of tongkonan facing their rice barns across a yard.
  const ground = s.horizon + (H - s.horizon) * s.rng.range(0.44, 0.5);
  const yard = mix(mix(C.sage, C.sand300, 0.25), s.mood.haze, 0.2);
  add(
    s,
    path(
      skyline(
        [
          [-60, ground - 30],
          [W / 2, ground - 46],
          [W + 60, ground - 30],
        ],
        H,
      ),
      yard,
    ),
  );
  if (s.features.has("megalith") || s.features.has("tea-rows")) {
    // No village: the valley's standing stone, or a tea garden (drawn with the other features).
    birds(s, s.rng.int(2, 4), mix(C.ink, s.mood.haze, 0.45));
    return;
  }
  // Either a row of two or three houses, or one house seen close up.
  const closeUp = s.rng.chance(0.35);
  const count = closeUp ? 1 : s.rng.int(2, 3);
  const size = closeUp ? s.rng.range(290, 330) : s.rng.range(150, 175) * (count === 2 ? 1.15 : 1);
  const gap = size * 2.6;
  const start = closeUp
    ? W / 2 + lit * s.rng.range(W * 0.08, W * 0.16)
    : W / 2 - ((count - 1) * gap) / 2 + s.rng.jitter(100);
  if (closeUp) tongkonan(s, start - lit * size * 1.75, ground - 30, size * 0.45, 0.3, true);
  for (let i = 0; i < count; i++) {
    if (!closeUp && s.rng.chance(0.65))
      tongkonan(s, start + i * gap + gap * 0.5 + s.rng.jitter(30), ground - 36, size * 0.5, 0.35, true);
  }
  for (let i = 0; i < count; i++)
    tongkonan(s, start + i * gap + s.rng.jitter(20), ground, size * s.rng.range(0.9, 1.05), 0.1);
  // Rice terraces sweeping down to the viewer.
  const bands = s.rng.int(4, 6);
  const phase = s.rng.range(0, Math.PI * 2);
  for (let k = 0; k < bands; k++) {
    const t = (k + 1) / (bands + 1);
    const y0 = ground + 26 + (H - ground - 20) * t ** 1.25;
    const amp = 12 + 36 * t;
    const pts = xs(-60, W + 60, 80).map((x): Point => [x, y0 + Math.sin(x / (260 + 80 * t) + phase + k * 0.4) * amp]);
    const green = mix(mix(C.sage, C.leaf, t * 0.8 + s.rng.range(-0.1, 0.1)), s.mood.sun, 0.08);
    const flooded = k > 0 && t < 0.75 && s.rng.chance(0.3);
    add(s, path(skyline(pts, H), flooded ? mix(skyAt(s, s.horizon * 0.6), C.sage, 0.3) : green));
    add(s, stroke(smooth(pts), mix(green, C.sand200, 0.45), 2.5 + 3 * t));
  }
  // Palms at the edge of the frame.
  palm(
    s,
    W / 2 - lit * s.rng.range(W * 0.4, W * 0.46),
    H - 10,
    s.rng.range(420, 520),
    lit * 0.2,
    mix(C.leaf, C.ink, 0.35),
    mix(C.wood, C.ink, 0.1),
  );
  birds(s, s.rng.int(2, 4), mix(C.ink, s.mood.haze, 0.45));
}

function paintVolcano(s: Scene): void {
  frame(s, [0.58, 0.66]);
  const lit = litSide(s);
  paintSky(s, s.rng.int(1, 3));
  const cx = W / 2 - lit * s.rng.range(W * 0.05, W * 0.16);
  const peak = s.rng.range(H * 0.17, H * 0.26);
  const base = s.horizon + 40;
  const half = s.rng.range(W * 0.42, W * 0.58);
  const crater = s.rng.range(40, 64);
  range(s, s.horizon + 5, s.rng.range(70, 120), 4, 0.85);
  // Plume drifting away from the sun.
  const wind = -lit;
  const puffs: string[] = [];
  const plume = mix(s.mood.cloud, s.mood.haze, 0.3);
  for (let i = 0; i < 16; i++) {
    const t = i / 15;
    const r = (16 + 44 * t) * s.rng.range(0.75, 1.15);
    puffs.push(
      circle(
        cx + wind * t ** 1.4 * W * 0.28 + s.rng.jitter(10 + 20 * t),
        peak - 20 - t * 130 + s.rng.jitter(8 + 20 * t),
        r,
        plume,
      ),
    );
  }
  add(s, `<g opacity="${op(s.rng.range(0.78, 0.92))}">`, ...puffs, "</g>");
  // The cone: bare rock near the summit fading into green slopes.
  const rockColor = mix(mix("#6e5d57", C.ocean700, 0.25), s.mood.haze, 0.35);
  const slope = land(s, 0.4);
  const fill = linear(s, peak, base, [
    [0, rockColor],
    [0.3, mix(rockColor, slope, 0.5)],
    [0.6, slope],
  ]);
  const left = `M${f(cx - half)} ${f(base)}C${f(cx - half * 0.55)} ${f(base - 30)} ${f(cx - crater * 1.6)} ${f(peak + 90)} ${f(cx - crater)} ${f(peak)}`;
  const rim = `L${f(cx - crater * 0.4)} ${f(peak + 12)}L${f(cx + crater * 0.3)} ${f(peak + 9)}L${f(cx + crater)} ${f(peak + 2)}`;
  const right = `C${f(cx + crater * 1.6)} ${f(peak + 90)} ${f(cx + half * 0.55)} ${f(base - 30)} ${f(cx + half)} ${f(base)}Z`;
  add(s, path(left + rim + right, fill));
  // Shade the flank away from the sun, and cut gullies down the slopes.
  const away = -lit;
  const split = cx + lit * crater * 0.2;
  const shade =
    `M${f(cx + away * half)} ${f(base)}C${f(cx + away * half * 0.55)} ${f(base - 30)} ${f(cx + away * crater * 1.6)} ${f(peak + 90)} ${f(cx + away * crater)} ${f(peak + 1)}` +
    `L${f(split)} ${f(peak + 11)}Q${f(cx + away * half * 0.08)} ${f(base - 160)} ${f(cx + away * half * 0.1)} ${f(base)}Z`;
  add(s, path(shade, C.ink, ` fill-opacity=".16"`));
  let gullies = "";
  for (let i = 0; i < 9; i++) {
    const u = s.rng.range(-0.9, 0.9);
    const sx = cx + u * crater;
    const len = s.rng.range(0.25, 0.6) * (base - peak);
    const ex = sx + u * half * 0.5 * (len / (base - peak));
    gullies += `M${f(sx)} ${f(peak + 14)}Q${f((sx + ex) / 2 + s.rng.jitter(8))} ${f(peak + len * 0.5)} ${f(ex)} ${f(peak + len)}`;
  }
  add(s, stroke(gullies, C.ink, 4, ` stroke-opacity=".18"`));
  if (s.mood.name === "dusk") {
    add(
      s,
      `<ellipse cx="${f(cx)}" cy="${f(peak + 6)}" rx="${f(crater * 0.9)}" ry="8" fill="${C.coral400}" fill-opacity=".85"/>`,
    );
  }
  mist(s, s.horizon - 20, 120, 0.6);
  // Foothills with forest, then fields or a bay in front.
  const hill = ridgePoints(s, -60, W + 60, s.horizon + 60, s.rng.range(60, 110), 4);
  canopy(s, hill, 0.3, 18, lit);
  const front = s.horizon + (H - s.horizon) * 0.5;
  if (s.rng.chance(0.5)) {
    s.horizon = front;
    paintSea(s, front, { glint: false, bands: 14 });
    outrigger(
      s,
      W / 2 + lit * s.rng.range(0, W * 0.25),
      front + (H - front) * 0.5,
      90,
      s.rng.pick([C.coral600, C.sand50]),
      s.rng.chance(0.5),
    );
    waves(s, front + 40, H - 10, 16, s.mood.glint, 0.35);
  } else {
    const field = xs(-60, W + 60, 160).map((x): Point => [x, front + s.rng.jitter(12)]);
    const fieldColor = mix(C.sage, s.mood.sun, 0.12);
    add(s, path(skyline(field, H), fieldColor));
    for (let k = 1; k <= 4; k++) {
      const y = front + (H - front) * (k / 5) ** 1.2;
      add(
        s,
        path(
          `M-20 ${f(y + s.rng.jitter(6))}Q${f(W / 2)} ${f(y - 26 + s.rng.jitter(10))} ${W + 20} ${f(y + s.rng.jitter(6))}V${H}H-20Z`,
          mix(fieldColor, C.leaf, 0.12 + k * 0.1),
        ),
      );
    }
  }
  const trees = s.rng.int(3, 5);
  for (let i = 0; i < trees; i++) {
    const x = i % 2 === 0 ? s.rng.range(-20, W * 0.2) : s.rng.range(W * 0.8, W + 20);
    const y = H - s.rng.range(0, 60);
    if (s.rng.chance(0.6))
      palm(s, x, y, s.rng.range(300, 440), s.rng.jitter(0.3), mix(C.leaf, C.ink, 0.3), mix(C.wood, C.ink, 0.1));
    else tree(s, x, y, s.rng.range(60, 90), mix(C.leaf, C.ink, 0.25), lit);
  }
}

function paintLake(s: Scene): void {
  frame(s, [0.5, 0.58]);
  const lit = litSide(s);
  paintSky(s, s.rng.int(1, 3));
  // Mountains drawn once into a group, then mirrored as the reflection.
  const before = s.out.length;
  range(s, s.horizon, s.rng.range(180, 260), 4, 0.85);
  range(s, s.horizon, s.rng.range(90, 150), 5, 0.6);
  const shoreTop = ridgePoints(s, -60, W + 60, s.horizon, s.rng.range(30, 60), 6, 30);
  canopy(s, shoreTop, 0.35, 12, lit);
  const mountains = s.out.splice(before);
  const group = uid(s, "m");
  s.defs.push(`<clipPath id="${group}c"><rect width="${W}" height="${f(s.horizon)}"/></clipPath>`);
  add(s, `<g id="${group}" clip-path="url(#${group}c)">`, ...mountains, "</g>");
  add(
    s,
    rect(
      0,
      s.horizon,
      W,
      H - s.horizon,
      linear(s, s.horizon, H, [
        [0, mix(s.mood.sea[0], s.mood.haze, 0.3)],
        [1, s.mood.sea[1]],
      ]),
    ),
  );
  add(s, `<use href="#${group}" transform="matrix(1 0 0 -1 0 ${f(s.horizon * 2)})" opacity=".38"/>`);
  if (s.sun.y < s.horizon) sunGlint(s, s.horizon);
  for (let i = 0; i < 30; i++) {
    const t = s.rng.next() ** 1.5;
    const y = s.horizon + 6 + (H - s.horizon) * t;
    add(
      s,
      pill(s.rng.range(-80, W), y, s.rng.range(80, 420) * (0.5 + t), 2 + 2 * t, s.mood.glint, s.rng.range(0.15, 0.35)),
    );
  }
  // A floating house or a fisherman's canoe, and reeds in a corner.
  const y = s.horizon + (H - s.horizon) * s.rng.range(0.3, 0.5);
  const x = W / 2 + lit * s.rng.range(-W * 0.15, W * 0.2);
  if (s.rng.chance(0.45)) {
    const sz = s.rng.range(90, 120);
    add(s, rect(x - sz, y - 6, sz * 2, 12, mix(C.wood, s.mood.haze, 0.25)));
    add(s, rect(x - sz * 0.75, y - sz * 0.6, sz * 1.5, sz * 0.55, mix(C.sand300, s.mood.haze, 0.3)));
    add(
      s,
      path(
        poly([
          [x - sz * 0.9, y - sz * 0.55],
          [x, y - sz * 1.05],
          [x + sz * 0.9, y - sz * 0.55],
        ]),
        mix(C.coral700, s.mood.haze, 0.3),
      ),
    );
    add(s, rect(x - sz * 0.15, y - sz * 0.38, sz * 0.3, sz * 0.32, mix(C.wood, s.mood.haze, 0.3)));
    add(s, pill(x - sz, y + 12, sz * 2, 6, mix(C.wood, s.mood.sea[0], 0.6), 0.45));
  } else {
    const L = s.rng.range(70, 90);
    add(
      s,
      path(
        `M${f(x - L)} ${f(y - 8)}Q${f(x)} ${f(y + 14)} ${f(x + L)} ${f(y - 8)}Q${f(x)} ${f(y + 2)} ${f(x - L)} ${f(y - 8)}Z`,
        mix(C.wood, s.mood.haze, 0.15),
      ),
      rect(x - 9, y - 46, 18, 42, mix(C.ocean800, s.mood.haze, 0.15), ` rx="6"`),
      path(
        poly([
          [x - 26, y - 44],
          [x, y - 62],
          [x + 26, y - 44],
        ]),
        mix(C.sand300, s.mood.haze, 0.15),
      ),
      stroke(`M${f(x + 4)} ${f(y - 30)}L${f(x + 44)} ${f(y + 14)}`, mix(C.wood, s.mood.haze, 0.15), 4),
      pill(x - L, y + 10, L * 2, 5, mix(C.wood, s.mood.sea[0], 0.6), 0.4),
    );
  }
  reeds(s, W / 2 - lit * W * 0.45, H + 10, 34, s.rng.range(160, 240), mix(C.leaf, C.ink, 0.25));
  reeds(s, W / 2 - lit * W * 0.36, H + 10, 16, s.rng.range(100, 150), mix(C.leaf, C.ink, 0.4));
  birds(s, s.rng.int(2, 4), mix(C.ink, s.mood.haze, 0.45));
}

/** A Sulawesi red-knobbed hornbill in flight (about `size` across), facing right when dir is 1. */
function hornbill(s: Scene, x: number, y: number, size: number, dir: number): void {
  const body = mix(C.ink, s.mood.haze, 0.12);
  const far = mix(body, s.mood.haze, 0.3);
  add(
    s,
    `<g transform="translate(${f(x)} ${f(y)}) scale(${f((dir * size) / 100)} ${f(size / 100)})">`,
    path("M-2 4C2 18 10 28 24 34L21 27L26 28L22 21C17 13 11 7 6 3Z", far),
    path("M-20 -3L-54 -4Q-57 1 -54 6L-20 5Z", mix(C.sand100, s.mood.haze, 0.15)),
    `<ellipse cx="0" cy="0" rx="25" ry="8.5" fill="${body}"/>`,
    path("M-9 -4C-15 -28 -8 -48 8 -60L11 -52L15 -56L17 -47L22 -49L21 -40L26 -40C21 -24 13 -10 8 -2Z", body),
    circle(24, -3, 7.5, body),
    path("M29 -7Q47 -6 55 7Q44 1 29 1Z", "#e8c170"),
    path("M26 -9Q35 -18 46 -7Z", C.coral600),
    circle(26, -5, 1.6, C.sand100),
    "</g>",
  );
}

/** A rainforest giant: a tall tapering trunk under a broad crown of flattened clumps. */
function emergentTree(s: Scene, x: number, y: number, h: number, color: string, litSide: number): void {
  const trunk = mix(color, C.ink, 0.25);
  add(
    s,
    path(
      poly([
        [x - 11, y],
        [x + 11, y],
        [x + 5, y - h],
        [x - 5, y - h],
      ]),
      trunk,
    ),
  );
  add(
    s,
    stroke(
      `M${f(x)} ${f(y - h * 0.82)}Q${f(x - 40)} ${f(y - h * 0.9)} ${f(x - 70)} ${f(y - h - 4)}M${f(x)} ${f(y - h * 0.86)}Q${f(x + 36)} ${f(y - h * 0.92)} ${f(x + 66)} ${f(y - h - 8)}`,
      trunk,
      6,
    ),
  );
  const clumps: [number, number, number, number][] = [
    [x - 78, y - h + 2, 74, 30],
    [x + 78, y - h - 4, 78, 30],
    [x + s.rng.jitter(20), y - h - 26, 96, 38],
    [x - 30 + s.rng.jitter(20), y - h - 52, 62, 28],
  ];
  const light = mix(color, s.mood.sun, 0.18);
  const e = (cx: number, cy: number, rx: number, ry: number, fill: string) =>
    `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"/>`;
  add(s, ...clumps.map(([cx, cy, rx, ry]) => e(cx, cy, rx, ry, light)));
  add(s, ...clumps.map(([cx, cy, rx, ry]) => e(cx - litSide * rx * 0.08, cy + ry * 0.18, rx, ry, color)));
}

function paintForest(s: Scene): void {
  frame(s, [0.4, 0.46]);
  const lit = litSide(s);
  paintSky(s, s.rng.int(1, 3));
  // Plain canopy, a river winding out of the hills, or a waterfall off a cliff.
  const variant = s.rng.pick(["canopy", "river", "river", "falls", "falls"] as const);
  const layers = 4;
  const bases: number[] = [];
  for (let i = 0; i < layers; i++) {
    const depth = 0.9 - i * 0.25;
    const base = s.horizon + i * (H - s.horizon) * 0.17;
    bases.push(base);
    const pts = ridgePoints(s, -60, W + 60, base, s.rng.range(110, 190) * (1 - i * 0.12), 4, 60);
    canopy(s, pts, depth, 16 + i * 11, lit, i >= 2 ? 22 + i * 5 : 0);
    if (i < layers - 1) mist(s, base + 50, 100, 0.55 - i * 0.1);
  }
  const near = land(s, 0.15);
  const nearLight = mix(near, s.mood.sun, 0.2);
  if (variant === "river") {
    // The river: a band widening towards the viewer, reflecting the sky, its banks hidden by crowns.
    const x0 = W / 2 + s.rng.jitter(W * 0.15);
    const y0 = bases[1]! + 40;
    const steps = 9;
    const centre: Point[] = [];
    const phase = s.rng.range(0, Math.PI * 2);
    for (let k = 0; k <= steps; k++) {
      const t = k / steps;
      centre.push([x0 + Math.sin(phase + t * 4.2) * (40 + 260 * t), y0 + (H + 40 - y0) * t]);
    }
    const width = (t: number) => 6 + 320 * t ** 1.6;
    const left = centre.map(([x, y], k): Point => [x - width(k / steps), y]);
    const right = centre.map(([x, y], k): Point => [x + width(k / steps), y]);
    const water = mix(mix(s.mood.sea[0], skyAt(s, s.horizon * 0.6), 0.5), s.mood.glint, 0.15);
    add(s, path(`${smooth(left)}${smooth([...right].reverse(), true)}Z`, water));
    for (let k = 2; k < steps; k++) {
      const [x, y] = centre[k]!;
      const w = width(k / steps);
      add(s, pill(x - w * 0.5 + s.rng.jitter(w * 0.2), y + s.rng.jitter(10), w * 0.6, 2 + k * 0.6, s.mood.glint, 0.45));
    }
    const banks: Crown[] = [];
    for (let k = 0; k < steps; k++) {
      const r = 10 + 44 * ((k + 0.5) / steps);
      for (const edge of [left, right]) {
        const out = edge === left ? -1 : 1;
        const [x0, y0] = edge[k]!;
        const [x1, y1] = edge[k + 1]!;
        banks.push(
          ...crownsAlong(
            s,
            [
              [x0 + out * r * 0.55, y0],
              [x1 + out * r * 0.55, y1],
            ],
            r,
          ),
        );
      }
    }
    banks.sort((a, b) => a[1] - b[1]);
    crowns(s, banks, near, nearLight, lit);
  } else if (variant === "falls") {
    // A cliff with a waterfall dropping into a misty pool.
    const x = W / 2 - lit * s.rng.range(W * 0.05, W * 0.2);
    const top = bases[1]! - s.rng.range(40, 80);
    const bottom = bases[3]! + 60;
    const cw = s.rng.range(340, 420);
    const rock = mix(mix("#6e6a63", C.teal800, 0.35), s.mood.haze, 0.3);
    const edgeL: Point[] = [
      [x - cw * 0.62, bottom],
      [x - cw * 0.52 + s.rng.jitter(12), (top + bottom) / 2],
      [x - cw * 0.4, top + 24],
    ];
    const crest: Point[] = [
      [x - cw * 0.3, top + s.rng.jitter(8)],
      [x, top - 6],
      [x + cw * 0.3, top + s.rng.jitter(8)],
    ];
    const edgeR: Point[] = [
      [x + cw * 0.4, top + 24],
      [x + cw * 0.52 + s.rng.jitter(12), (top + bottom) / 2],
      [x + cw * 0.62, bottom],
    ];
    add(s, path(`${smooth([...edgeL, ...crest, ...edgeR])}Z`, rock));
    let strata = "";
    for (let k = 0; k < 6; k++) {
      const sx = x + s.rng.range(-cw * 0.4, cw * 0.4);
      strata += `M${f(sx)} ${f(top + s.rng.range(20, 60))}Q${f(sx + s.rng.jitter(14))} ${f((top + bottom) / 2)} ${f(sx + s.rng.jitter(10))} ${f(bottom)}`;
    }
    add(s, stroke(strata, mix(rock, C.ink, 0.2), 4, ` stroke-opacity=".5"`));
    const fw = s.rng.range(50, 80);
    const fallColor = mix(C.ocean50, s.mood.haze, 0.15);
    add(
      s,
      path(
        `M${f(x - fw / 2)} ${f(top)}L${f(x + fw / 2)} ${f(top - 2)}L${f(x + fw * 0.62)} ${f(bottom)}L${f(x - fw * 0.62)} ${f(bottom)}Z`,
        fallColor,
      ),
    );
    let streaks = "";
    for (let k = -2; k <= 2; k++)
      streaks += `M${f(x + k * fw * 0.16)} ${f(top + s.rng.range(10, 80))}L${f(x + k * fw * 0.2)} ${f(bottom)}`;
    add(s, stroke(streaks, C.ocean200, 3, ` stroke-opacity=".7"`));
    const cliffGreen = crownsAlong(
      s,
      [
        [x - cw * 0.6, top + 60],
        [x - cw * 0.42, top + 10],
        [x - fw * 0.75, top + 2],
      ],
      24,
    ).concat(
      crownsAlong(
        s,
        [
          [x + fw * 0.75, top],
          [x + cw * 0.42, top + 10],
          [x + cw * 0.6, top + 60],
        ],
        24,
      ),
      crownsAlong(
        s,
        [
          [x - cw * 0.62, top + 90],
          [x - cw * 0.6, bottom - 40],
        ],
        28,
      ),
      crownsAlong(
        s,
        [
          [x + cw * 0.62, top + 90],
          [x + cw * 0.6, bottom - 40],
        ],
        28,
      ),
    );
    crowns(s, cliffGreen, land(s, 0.4), mix(land(s, 0.4), s.mood.sun, 0.18), lit);
    mist(s, bottom - 20, 90, 0.8);
    add(
      s,
      `<ellipse cx="${f(x)}" cy="${f(bottom + 10)}" rx="${f(fw * 2.2)}" ry="22" fill="${fallColor}" fill-opacity=".8"/>`,
    );
    const foot: Crown[] = [];
    for (let k = 0; k < 14; k++) {
      const side = k % 2 === 0 ? -1 : 1;
      foot.push([x + side * s.rng.range(fw * 1.6, W * 0.5), bottom + s.rng.range(20, 120), s.rng.range(40, 70)]);
    }
    foot.sort((a, b) => a[1] - b[1]);
    crowns(s, foot, near, nearLight, lit);
  }
  if (variant !== "falls") {
    // Rainforest giants rising out of the canopy.
    const giants = s.rng.int(1, 2);
    for (let i = 0; i < giants; i++) {
      const x = W / 2 + (i === 0 ? 1 : -1) * lit * s.rng.range(W * 0.12, W * 0.32);
      emergentTree(s, x, s.horizon + (H - s.horizon) * 0.62, s.rng.range(280, 360), land(s, 0.15), lit);
    }
  }
  // A hornbill only where the place's features ask for one (so it sets that place apart).
  if (s.features.has("hornbill")) {
    s.drawn.add("hornbill");
    hornbill(
      s,
      W / 2 + s.rng.jitter(W * 0.3),
      s.rng.range(s.horizon * 0.35, s.horizon * 0.7),
      s.rng.range(130, 170),
      s.rng.chance(0.5) ? 1 : -1,
    );
  } else {
    birds(s, s.rng.int(2, 4), mix(C.ink, s.mood.haze, 0.35));
  }
  // A frame of big leaves in the lower corners.
  const dark = mix(C.leaf, C.ink, 0.5);
  for (let i = 0; i < 8; i++) {
    const corner = i % 2 === 0 ? -1 : 1;
    const x = W / 2 + corner * (W / 2 + 30);
    const y = H - s.rng.range(-30, 220);
    const a = corner < 0 ? s.rng.range(-1.0, 0.1) : Math.PI + s.rng.range(-0.1, 1.0);
    leaf(s, x, y, s.rng.range(240, 420), a, i < 4 ? mix(dark, C.leaf, 0.35) : dark);
  }
}

function paintCity(s: Scene): void {
  frame(s, [0.62, 0.68]);
  paintSky(s, s.rng.int(1, 3));
  const lit = s.mood.name === "dusk" ? 0.35 : s.mood.name === "golden" ? 0.12 : 0;
  const far = land(s, 0.75);
  const near = land(s, 0.35);
  // The skyline, drawn into a group so the bay can mirror it.
  const before = s.out.length;
  range(s, s.horizon - 20, s.rng.range(60, 110), 3, 0.9);
  for (let x = -20; x < W; ) {
    const w = s.rng.range(40, 90);
    const tall = s.rng.chance(0.15) ? 1.6 : 1;
    building(s, x, s.horizon, w, s.rng.range(80, 220) * tall, far, lit * 0.6);
    x += w + s.rng.range(-5, 10);
  }
  const mx = s.rng.range(W * 0.2, W * 0.75);
  for (let x = -20; x < W; ) {
    const w = s.rng.range(50, 120);
    if (Math.abs(x + w / 2 - mx) > 190) building(s, x, s.horizon, w, s.rng.range(60, 190), near, lit);
    x += w + s.rng.range(8, 30);
  }
  mosque(s, mx, s.horizon, s.rng.range(140, 170), near);
  // The waterfront promenade with lamps and palms.
  const prom = land(s, 0.1);
  add(s, rect(0, s.horizon - 4, W, 22, prom));
  let lamps = "";
  for (let x = 40; x < W; x += 150) lamps += `M${f(x)} ${f(s.horizon - 4)}l0 -46m-10 0h20`;
  add(s, stroke(lamps, prom, 4));
  if (lit > 0) {
    for (let x = 40; x < W; x += 150) add(s, circle(x, s.horizon - 52, 5, s.mood.lamp));
  }
  for (let i = 0; i < 5; i++) {
    palm(s, s.rng.range(0, W), s.horizon + 2, s.rng.range(130, 190), s.rng.jitter(0.3), mix(prom, C.leaf, 0.2));
  }
  const skylineGroup = s.out.splice(before);
  const id = uid(s, "city");
  add(s, `<g id="${id}">`, ...skylineGroup, "</g>");
  const water = s.horizon + 18;
  add(
    s,
    rect(
      0,
      water,
      W,
      H - water,
      linear(s, water, H, [
        [0, mix(s.mood.sea[0], s.mood.haze, 0.2)],
        [1, s.mood.sea[1]],
      ]),
    ),
  );
  add(s, `<use href="#${id}" transform="matrix(1 0 0 -0.7 0 ${f(water + s.horizon * 0.7)})" opacity=".22"/>`);
  s.horizon = water;
  if (s.sun.y < water) sunGlint(s, water);
  for (let i = 0; i < 34; i++) {
    const t = s.rng.next() ** 1.5;
    add(
      s,
      pill(
        s.rng.range(-80, W),
        water + 6 + (H - water) * t,
        s.rng.range(60, 300) * (0.5 + t),
        2 + 3 * t,
        s.mood.glint,
        s.rng.range(0.15, 0.35),
      ),
    );
  }
  if (lit > 0) {
    for (let i = 0; i < 40; i++) {
      add(
        s,
        pill(
          s.rng.range(0, W),
          water + s.rng.range(8, 140),
          s.rng.range(8, 30),
          3,
          s.mood.lamp,
          s.rng.range(0.2, 0.45),
        ),
      );
    }
  }
  const boats = s.rng.int(1, 2);
  for (let i = 0; i < boats; i++) {
    const t = (i + 1) / (boats + 1);
    outrigger(
      s,
      s.rng.range(W * 0.15, W * 0.85),
      water + (H - water) * (0.3 + t * 0.45),
      60 + t * 70,
      s.rng.pick([C.coral600, C.sand50, C.ocean500, C.teal600]),
      s.rng.chance(0.5),
    );
  }
  waves(s, water + 60, H - 10, 20, s.mood.glint, 0.35);
}

/** A Bajo house on stilts over the water, seen from the side. */
function stiltHouse(s: Scene, x: number, water: number, w: number, depth: number): void {
  const fade = (c: string) => mix(c, s.mood.haze, depth * 0.7);
  const post = fade(C.wood);
  const stiltH = w * s.rng.range(0.3, 0.45);
  const floor = water - stiltH;
  const wallH = w * s.rng.range(0.4, 0.5);
  const wall = fade(s.rng.pick(["#b89572", C.sand300, "#8f7a66", "#7fa3a5", "#c9b48f"]));
  const roof = fade(s.rng.pick([mix(C.coral700, C.wood, 0.3), "#6d7f8c", mix(C.sand300, C.wood, 0.45)]));
  let posts = "";
  const n = Math.max(3, Math.round(w / 40));
  for (let i = 0; i < n; i++) {
    const px = x - w * 0.45 + (w * 0.9 * i) / (n - 1);
    posts += `M${f(px)} ${f(floor)}L${f(px)} ${f(water + 6)}`;
  }
  add(s, stroke(posts, post, Math.max(2, w * 0.03)));
  add(s, pill(x - w * 0.5, water + 8, w, Math.max(3, w * 0.05), mix(post, s.mood.sea[0], 0.5), 0.4));
  add(s, rect(x - w * 0.55, floor - 4, w * 1.1, 6, post));
  add(s, rect(x - w / 2, floor - wallH, w, wallH, wall));
  add(s, rect(x - w * 0.3, floor - wallH * 0.62, w * 0.14, wallH * 0.62, mix(wall, C.ink, 0.35)));
  add(s, rect(x + w * 0.1, floor - wallH * 0.75, w * 0.18, wallH * 0.3, mix(wall, C.ink, 0.3)));
  const eave = floor - wallH;
  const peak = eave - w * s.rng.range(0.28, 0.4);
  add(
    s,
    path(
      poly([
        [x - w * 0.62, eave + 2],
        [x - w * 0.28, peak],
        [x + w * 0.28, peak],
        [x + w * 0.62, eave + 2],
      ]),
      roof,
    ),
  );
  add(s, rect(x - w * 0.62, eave, w * 1.24, 4, mix(roof, C.ink, 0.25)));
}

/** A white inter-island ferry, bow to the right. */
function ferry(s: Scene, x: number, y: number, L: number): void {
  const white = mix(C.sand50, s.mood.sun, 0.2);
  const glass = mix(C.ocean800, s.mood.haze, 0.15);
  add(s, pill(x - L, y + L * 0.1, L * 2, L * 0.06, mix(seaAt(s, y), C.ink, 0.25), 0.35));
  add(
    s,
    rect(x - L * 0.5, y - L * 0.92, L * 0.14, L * 0.3, C.coral600),
    rect(x - L * 0.5, y - L * 0.95, L * 0.14, L * 0.06, C.ink),
    rect(x - L * 0.85, y - L * 0.46, L * 1.5, L * 0.22, white),
    rect(x - L * 0.7, y - L * 0.62, L * 1.12, L * 0.17, white),
    rect(x + L * 0.12, y - L * 0.76, L * 0.34, L * 0.15, white),
    stroke(`M${f(x + L * 0.3)} ${f(y - L * 0.76)}l0 ${f(-L * 0.2)}`, C.ink, L * 0.012),
  );
  let windows = "";
  for (let i = 0; i < 16; i++)
    windows += `M${f(x - L * 0.8 + i * L * 0.09)} ${f(y - L * 0.38)}h${f(L * 0.055)}v${f(L * 0.06)}h${f(-L * 0.055)}Z`;
  for (let i = 0; i < 11; i++)
    windows += `M${f(x - L * 0.64 + i * L * 0.095)} ${f(y - L * 0.55)}h${f(L * 0.06)}v${f(L * 0.05)}h${f(-L * 0.06)}Z`;
  windows += `M${f(x + L * 0.16)} ${f(y - L * 0.72)}h${f(L * 0.26)}v${f(L * 0.05)}h${f(-L * 0.26)}Z`;
  add(s, path(windows, glass));
  add(
    s,
    path(
      `M${f(x + L * 1.05)} ${f(y - L * 0.3)}Q${f(x + L * 0.92)} ${f(y + L * 0.08)} ${f(x + L * 0.7)} ${f(y + L * 0.1)}L${f(x - L)} ${f(y + L * 0.1)}L${f(x - L)} ${f(y - L * 0.26)}Z`,
      white,
    ),
    rect(x - L, y - L * 0.12, L * 1.95, L * 0.05, C.ocean600),
    path(
      `M${f(x - L)} ${f(y + L * 0.02)}L${f(x + L * 0.86)} ${f(y + L * 0.02)}Q${f(x + L * 0.8)} ${f(y + L * 0.1)} ${f(x + L * 0.7)} ${f(y + L * 0.1)}L${f(x - L)} ${f(y + L * 0.1)}Z`,
      C.coral700,
    ),
  );
}

function paintHarbour(s: Scene): void {
  // A ferry at the quay only where the place's features ask for one.
  const variant = s.features.has("ferry")
    ? "ferry"
    : s.rng.pick(["quay", "quay", "stilts", "stilts", "sailing"] as const);
  if (variant === "stilts") {
    paintStiltVillage(s);
    return;
  }
  if (variant === "sailing") {
    paintSailing(s);
    return;
  }
  frame(s, [0.5, 0.56]);
  const lit = litSide(s);
  paintSky(s, s.rng.int(1, 3));
  range(s, s.horizon, s.rng.range(90, 160), 4, 0.85);
  mist(s, s.horizon - 10, 60, 0.5);
  // Warehouses and houses with pitched roofs along the quay.
  const walls = [
    land(s, 0.55),
    mix(mix(C.sand300, s.mood.haze, 0.45), land(s, 0.55), 0.3),
    mix(mix(C.coral400, s.mood.haze, 0.55), land(s, 0.55), 0.3),
  ];
  for (let x = -30; x < W; ) {
    const w = s.rng.range(70, 150);
    const h = s.rng.range(40, 100);
    const wall = s.rng.pick(walls);
    add(s, rect(x, s.horizon - h, w, h, wall));
    add(
      s,
      path(
        poly([
          [x - 6, s.horizon - h],
          [x + w / 2, s.horizon - h - w * s.rng.range(0.15, 0.28)],
          [x + w + 6, s.horizon - h],
        ]),
        mix(wall, C.coral700, 0.35),
      ),
    );
    if (s.rng.chance(0.6)) add(s, rect(x + w * 0.3, s.horizon - h * 0.5, w * 0.16, h * 0.5, mix(wall, C.ink, 0.2)));
    x += w + s.rng.range(4, 40);
  }
  const quay = s.horizon + 20;
  add(s, rect(0, s.horizon - 4, W, quay - s.horizon + 8, land(s, 0.3)));
  s.horizon = quay;
  paintSea(s, quay + 4, { glint: true, bands: 22 });
  add(s, rect(0, quay - 4, W, 10, mix(C.wood, s.mood.haze, 0.35)));
  // Pinisi moored along the quay (and perhaps the ferry in), their masts a forest against the sky.
  const hulls = [C.sand50, C.teal600, C.ocean600, "#e9dcc4", C.coral600];
  const trims = [C.coral600, C.sand200, C.coral400, C.ocean700];
  const ferrySide = lit;
  const boats = variant === "ferry" ? s.rng.int(2, 3) : s.rng.int(3, 5);
  for (let i = 0; i < boats; i++) {
    const t = variant === "ferry" ? (i + 0.5) / (boats + 2.2) : (i + 0.5) / boats;
    const x = variant === "ferry" && ferrySide > 0 ? t * W : W - t * W;
    pinisi(
      s,
      x + s.rng.jitter(40),
      quay + 50 + s.rng.range(0, 30),
      s.rng.range(110, 150),
      s.rng.pick(hulls),
      s.rng.pick(trims),
      false,
    );
  }
  if (variant === "ferry") {
    s.drawn.add("ferry");
    ferry(s, W / 2 + ferrySide * W * 0.3, quay + 80, s.rng.range(250, 290));
  }
  // Reflections, a boat coming in, and mooring posts in the foreground.
  for (let i = 0; i < 30; i++) {
    add(
      s,
      pill(
        s.rng.range(0, W),
        s.rng.range(quay + 110, H - 120),
        s.rng.range(14, 60),
        4,
        s.rng.pick(hulls),
        s.rng.range(0.18, 0.35),
      ),
    );
  }
  outrigger(
    s,
    W / 2 - lit * s.rng.range(W * 0.05, W * 0.25),
    H - s.rng.range(110, 160),
    s.rng.range(110, 140),
    s.rng.pick([C.coral600, C.teal600, C.ocean500]),
    false,
  );
  const post = mix(C.wood, C.ink, 0.2);
  const px = W / 2 - lit * s.rng.range(W * 0.34, W * 0.44);
  for (let k = 0; k < 3; k++) {
    const x = px + k * s.rng.range(60, 90) * -lit;
    const top = H - s.rng.range(170, 240) + k * 40;
    add(s, rect(x - 10, top, 20, H - top, post, ` rx="4"`), pill(x - 16, top + 30, 32, 8, mix(post, C.sand300, 0.3)));
    add(s, pill(x - 30, H - 30 + k * 6, 60, 6, s.mood.glint, 0.35));
  }
  waves(s, quay + 140, H - 10, 18, s.mood.glint, 0.35);
  birds(s, s.rng.int(3, 6), mix(C.ink, s.mood.haze, 0.4));
}

/** A Bajo sea village: houses on stilts over the shallows, joined by boardwalks. */
function paintStiltVillage(s: Scene): void {
  frame(s, [0.44, 0.52]);
  const lit = litSide(s);
  paintSky(s, s.rng.int(1, 3));
  paintSea(s, s.horizon);
  const far = s.rng.int(1, 3);
  for (let i = 0; i < far; i++) {
    island(s, {
      cx: s.rng.range(0, W),
      base: s.horizon + 2,
      w: s.rng.range(300, 600),
      h: s.rng.range(30, 70),
      depth: 0.85,
    });
  }
  // A row of houses in the middle distance, joined by a boardwalk.
  const rowY = s.horizon + (H - s.horizon) * s.rng.range(0.2, 0.28);
  const count = s.rng.int(5, 7);
  const walk = mix(C.wood, s.mood.haze, 0.45);
  add(s, rect(-20, rowY - 22, W + 40, 5, walk));
  let posts = "";
  for (let x = 10; x < W; x += 70) posts += `M${f(x)} ${f(rowY - 20)}L${f(x)} ${f(rowY + 4)}`;
  add(s, stroke(posts, walk, 3));
  for (let i = 0; i < count; i++) {
    const x = ((i + 0.5) / count) * W + s.rng.jitter(30);
    stiltHouse(s, x, rowY, s.rng.range(90, 130), 0.45);
  }
  // One or two houses close by on one side, with a canoe tied up.
  const side = -lit;
  const nearY = s.horizon + (H - s.horizon) * s.rng.range(0.62, 0.7);
  const nw = s.rng.range(260, 320);
  const nx = W / 2 + side * s.rng.range(W * 0.24, W * 0.32);
  if (s.rng.chance(0.6)) stiltHouse(s, nx + side * nw * 1.05, nearY - 20, nw * 0.8, 0.12);
  stiltHouse(s, nx, nearY, nw, 0.05);
  outrigger(
    s,
    nx - side * nw * 1.0,
    nearY + 30,
    s.rng.range(110, 140),
    s.rng.pick([C.coral600, C.teal600, C.sand50, C.ocean500]),
    false,
  );
  if (s.rng.chance(0.6))
    outrigger(
      s,
      W / 2 - side * s.rng.range(W * 0.05, W * 0.3),
      rowY + 70,
      60,
      s.rng.pick([C.coral600, C.sand50]),
      s.rng.chance(0.5),
    );
  waves(s, rowY + 40, H - 10, 22, s.mood.glint, 0.35);
  birds(s, s.rng.int(2, 5), mix(C.ink, s.mood.haze, 0.4));
}

/** A pinisi under full sail between islands. */
function paintSailing(s: Scene): void {
  frame(s, [0.52, 0.6]);
  const lit = litSide(s);
  paintSky(s, s.rng.int(2, 4));
  paintSea(s, s.horizon);
  const far = s.rng.int(2, 3);
  for (let i = 0; i < far; i++) {
    island(s, {
      cx: s.rng.range(0, W),
      base: s.horizon + 2,
      w: s.rng.range(300, 600),
      h: s.rng.range(24, 60),
      depth: 0.85,
    });
  }
  island(s, {
    cx: W / 2 + lit * s.rng.range(W * 0.25, W * 0.4),
    base: s.horizon + s.rng.range(20, 40),
    w: s.rng.range(300, 420),
    h: s.rng.range(90, 140),
    depth: 0.5,
    karst: s.rng.chance(0.6),
    palms: s.rng.int(1, 3),
  });
  const hull = s.rng.pick([C.sand50, "#e9dcc4", C.teal600, C.ocean600]);
  if (s.rng.chance(0.6)) {
    pinisi(
      s,
      W / 2 + lit * s.rng.range(W * 0.1, W * 0.3),
      s.horizon + 30,
      44,
      mix(C.sand50, s.mood.haze, 0.35),
      mix(C.coral600, s.mood.haze, 0.4),
      true,
    );
  }
  pinisi(
    s,
    W / 2 - lit * s.rng.range(W * 0.05, W * 0.18),
    s.horizon + (H - s.horizon) * s.rng.range(0.55, 0.65),
    s.rng.range(170, 200),
    hull,
    s.rng.pick([C.coral600, C.ocean700, C.sand200]),
    true,
  );
  waves(s, s.horizon + (H - s.horizon) * 0.5, H - 10, 24, s.mood.glint, 0.4);
  birds(s, s.rng.int(2, 5), mix(C.ink, s.mood.haze, 0.4));
}

// --- Features: what sets one place's scene apart (ART_FEATURES) -----------------------------------

/** Backdrops, drawn right after the sky so the painter's own layers stand in front of them. */
function paintBackdrops(s: Scene): void {
  const has = (f: ArtFeature) => s.features.has(f);
  const far = mix(land(s, 0.8), s.mood.haze, 0.15);
  if (has("karst")) karstIslets(s, s.horizon);
  if (has("dry-hills")) {
    const pts = ridgePoints(s, -60, W + 60, s.horizon - 60, s.rng.range(200, 260), 3);
    add(s, path(skyline(pts, s.horizon + 40), mix(mix(C.sand300, C.coral600, 0.2), s.mood.haze, 0.3)));
  }
  if (has("volcano-backdrop")) {
    const cx = W * s.rng.range(0.62, 0.8);
    const h = s.rng.range(230, 290);
    const w = h * 1.9;
    add(
      s,
      path(
        `M${f(cx - w)} ${f(s.horizon + 6)}Q${f(cx - w * 0.35)} ${f(s.horizon - h * 0.25)} ${f(cx - w * 0.12)} ${f(s.horizon - h)}` +
          `L${f(cx + w * 0.12)} ${f(s.horizon - h)}Q${f(cx + w * 0.35)} ${f(s.horizon - h * 0.25)} ${f(cx + w)} ${f(s.horizon + 6)}Z`,
        far,
      ),
    );
    for (let i = 0; i < 4; i++) {
      add(
        s,
        circle(
          cx + i * 26,
          s.horizon - h - 30 - i * 34,
          26 + i * 10,
          s.mood.cloud,
          ` fill-opacity="${f(0.55 - i * 0.1)}"`,
        ),
      );
    }
  }
  if (has("island-backdrop")) {
    for (const [cx, w, h] of [
      [W * s.rng.range(0.15, 0.3), s.rng.range(380, 480), s.rng.range(150, 200)],
      [W * s.rng.range(0.7, 0.85), s.rng.range(260, 340), s.rng.range(110, 150)],
    ] as const) {
      add(
        s,
        path(
          `M${f(cx - w / 2)} ${f(s.horizon + 4)}Q${f(cx - w * 0.2)} ${f(s.horizon - h)} ${f(cx)} ${f(s.horizon - h)}` +
            `Q${f(cx + w * 0.25)} ${f(s.horizon - h)} ${f(cx + w / 2)} ${f(s.horizon + 4)}Z`,
          far,
        ),
      );
    }
  }
}

/** Features in front of the painter's scene, in the order a viewer sees them (far to near). */
function paintForeground(s: Scene): void {
  const has = (f: ArtFeature) => s.features.has(f);
  const water = s.horizon;
  const sea = (t: number) => water + (H - water) * t;
  if (has("fortress")) fortress(s, water);
  if (has("ferry") && !s.drawn.has("ferry")) ferry(s, W * s.rng.range(0.3, 0.7), sea(0.32), s.rng.range(190, 240));
  if (has("stilt-houses")) {
    const side = s.rng.chance(0.5) ? 0.08 : 0.62;
    for (let i = 0; i < 3; i++)
      stiltHouse(s, W * side + i * 150, sea(0.2) + i * 8, s.rng.range(100, 130), 0.3 - i * 0.1);
  }
  if (has("pinisi")) pinisi(s, W * s.rng.range(0.25, 0.75), sea(0.55), s.rng.range(170, 210), C.wood, C.coral600, true);
  if (has("whale-shark")) whaleShark(s, W * s.rng.range(0.35, 0.6), H * 0.62, s.rng.range(300, 360));
  if (has("turtle") && !s.drawn.has("turtle")) turtle(s, W * s.rng.range(0.2, 0.4), H * 0.5, s.rng.range(90, 115));
  if (has("diver")) diver(s, W * s.rng.range(0.55, 0.7), H * 0.6, s.rng.range(230, 270));
  if (has("hornbill") && !s.drawn.has("hornbill"))
    hornbill(s, W * s.rng.range(0.3, 0.7), H * s.rng.range(0.16, 0.26), s.rng.range(90, 120), 1);
  if (has("megalith")) megalith(s, W * s.rng.range(0.38, 0.62), H * 0.88, s.rng.range(330, 380));
  if (has("tea-rows")) teaRows(s);
  if (has("market")) market(s);
}

/** Jagged limestone islets rising straight from the water (Labengki). */
function karstIslets(s: Scene, water: number): void {
  const rock = mix(C.sage, C.sand200, 0.35);
  for (let i = 0; i < 4; i++) {
    const cx = W * (0.12 + i * 0.25) + s.rng.jitter(60);
    const h = s.rng.range(160, 300) * (i % 2 ? 0.7 : 1);
    const w = s.rng.range(110, 170);
    const top = [0.2, 0.35, 0.5, 0.65, 0.8].map(
      (t, k): Point => [cx - w / 2 + w * t, water - h * (k % 2 ? 0.78 : 1) + s.rng.jitter(20)],
    );
    const pts: Point[] = [
      [cx - w / 2, water + 6],
      [cx - w * 0.45, water - h * 0.6],
      ...top,
      [cx + w * 0.45, water - h * 0.55],
      [cx + w / 2, water + 6],
    ];
    add(s, path(poly(pts), mix(rock, s.mood.haze, 0.1 + i * 0.05)));
    crowns(s, crownsAlong(s, top, 24), mix(C.leaf, s.mood.haze, 0.15), C.sage, litSide(s));
  }
}

/** A long stone curtain wall with crenellations and round bastions (Baubau's Wolio fortress). */
function fortress(s: Scene, water: number): void {
  const stone = mix(mix(C.sand300, C.wood, 0.18), s.mood.haze, 0.1);
  const dark = mix(stone, C.ink, 0.25);
  const top = water - 110;
  add(s, rect(0, top, W, water - top + 4, stone));
  let merlons = "";
  for (let x = 0; x < W; x += 36) merlons += `M${f(x)} ${f(top)}h20v-18h-20Z`;
  add(s, path(merlons, stone));
  for (let i = 0; i < 4; i++) {
    const bx = W * (0.12 + i * 0.25) + s.rng.jitter(30);
    add(
      s,
      path(
        `M${f(bx - 70)} ${f(water + 4)}L${f(bx - 60)} ${f(top - 40)}L${f(bx + 60)} ${f(top - 40)}L${f(bx + 70)} ${f(water + 4)}Z`,
        dark,
      ),
    );
    let battlement = "";
    for (let x = bx - 60; x < bx + 55; x += 30) battlement += `M${f(x)} ${f(top - 40)}h18v-16h-18Z`;
    add(s, path(battlement, dark));
  }
  add(s, stroke(`M0 ${f(top + 40)}H${f(W)}M0 ${f(top + 75)}H${f(W)}`, dark, 2, ` stroke-opacity=".4"`));
}

/** A whale shark seen from the side: broad head, white spots, tall tail (Botubarani). */
function whaleShark(s: Scene, x: number, y: number, L: number): void {
  const body = mix(C.ocean800, C.ink, 0.3);
  add(
    s,
    path(
      `M${f(x - L)} ${f(y)}Q${f(x - L * 0.9)} ${f(y - L * 0.2)} ${f(x - L * 0.3)} ${f(y - L * 0.18)}Q${f(x + L * 0.4)} ${f(y - L * 0.14)} ${f(x + L * 0.7)} ${f(y - L * 0.03)}` +
        `L${f(x + L)} ${f(y - L * 0.35)}L${f(x + L * 0.88)} ${f(y + L * 0.02)}L${f(x + L)} ${f(y + L * 0.25)}L${f(x + L * 0.7)} ${f(y + L * 0.05)}` +
        `Q${f(x)} ${f(y + L * 0.16)} ${f(x - L * 0.95)} ${f(y + L * 0.06)}Z`,
      body,
    ),
    path(
      `M${f(x - L * 0.15)} ${f(y - L * 0.17)}L${f(x)} ${f(y - L * 0.38)}L${f(x + L * 0.12)} ${f(y - L * 0.15)}Z`,
      body,
    ),
  );
  let spots = "";
  for (let i = 0; i < 26; i++) {
    const sx = x - L * 0.8 + s.rng.range(0, L * 1.4);
    const sy = y + s.rng.range(-L * 0.1, L * 0.06);
    spots += `M${f(sx - 5)} ${f(sy)}a5 5 0 1 0 10 0a5 5 0 1 0 -10 0`;
  }
  add(s, path(spots, C.sand50, ` fill-opacity=".7"`));
}

/** A scuba diver with fins, tank and a trail of bubbles. */
function diver(s: Scene, x: number, y: number, size: number): void {
  const suit = mix(C.ink, C.ocean800, 0.2);
  add(
    s,
    path(
      `M${f(x - size * 0.5)} ${f(y)}Q${f(x)} ${f(y - size * 0.16)} ${f(x + size * 0.45)} ${f(y - size * 0.04)}` +
        `Q${f(x)} ${f(y + size * 0.14)} ${f(x - size * 0.5)} ${f(y)}Z`,
      suit,
    ),
    circle(x + size * 0.52, y - size * 0.06, size * 0.1, suit),
    rect(x - size * 0.2, y - size * 0.2, size * 0.42, size * 0.08, C.coral600, ` rx="${f(size * 0.04)}"`),
    path(
      `M${f(x - size * 0.48)} ${f(y)}L${f(x - size * 0.85)} ${f(y - size * 0.12)}L${f(x - size * 0.82)} ${f(y + size * 0.08)}Z`,
      C.teal600,
    ),
  );
  let bubbles = "";
  for (let i = 0; i < 7; i++) {
    const r = 4 + i * 1.5;
    bubbles += `M${f(x + size * 0.6 + s.rng.jitter(10) - r)} ${f(y - size * 0.2 - i * 34)}a${f(r)} ${f(r)} 0 1 0 ${f(2 * r)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-2 * r)} 0`;
  }
  add(s, path(bubbles, "none", ` stroke="${C.ocean50}" stroke-width="2" stroke-opacity=".7"`));
}

/** An ancient carved standing stone in a grassy valley (Lore Lindu's megaliths). */
function megalith(s: Scene, x: number, ground: number, h: number): void {
  const stone = mix(C.sand300, C.ink, 0.3);
  const w = h * 0.42;
  add(
    s,
    path(
      `M${f(x - w * 1.8)} ${f(ground)}Q${f(x)} ${f(ground - h * 0.14)} ${f(x + w * 1.8)} ${f(ground)}Z`,
      mix(C.sage, C.leaf, 0.3),
    ),
    path(
      `M${f(x - w / 2)} ${f(ground)}L${f(x - w / 2)} ${f(ground - h * 0.7)}Q${f(x - w / 2)} ${f(ground - h)} ${f(x)} ${f(ground - h)}` +
        `Q${f(x + w / 2)} ${f(ground - h)} ${f(x + w / 2)} ${f(ground - h * 0.7)}L${f(x + w / 2)} ${f(ground)}Z`,
      stone,
    ),
    stroke(
      `M${f(x - w * 0.22)} ${f(ground - h * 0.72)}h${f(w * 0.12)}M${f(x + w * 0.1)} ${f(ground - h * 0.72)}h${f(w * 0.12)}` +
        `M${f(x)} ${f(ground - h * 0.66)}v${f(h * 0.12)}M${f(x - w * 0.3)} ${f(ground - h * 0.42)}q${f(w * 0.3)} ${f(h * 0.1)} ${f(w * 0.6)} 0`,
      mix(stone, C.ink, 0.45),
      5,
    ),
  );
}

/** Rows of clipped tea bushes rolling over the hills (Malino). */
function teaRows(s: Scene): void {
  const top = s.horizon + (H - s.horizon) * 0.25;
  add(s, path(skyline(ridgePoints(s, -60, W + 60, top, 40, 3), H), mix(C.leaf, C.sage, 0.45)));
  for (let k = 0; k < 11; k++) {
    const t = (k + 1) / 12;
    const y0 = top + 20 + (H - top) * t ** 1.2;
    const pts = xs(-60, W + 60, 80).map((x): Point => [x, y0 + Math.sin(x / 300 + k * 0.3) * (10 + 20 * t)]);
    add(s, stroke(smooth(pts), mix(C.leaf, C.ink, 0.15 + 0.2 * t), 10 + 18 * t));
  }
}

/** A seafront market in front: stalls under striped awnings with baskets of fish and fruit. */
function market(s: Scene): void {
  const ground = H * 0.7;
  add(s, rect(0, ground, W, H - ground, mix(C.sand200, C.wood, 0.12)));
  const stalls = 4;
  for (let i = 0; i < stalls; i++) {
    const w = W / stalls - 40;
    const x = 20 + i * (W / stalls);
    const roof = ground - 150 - s.rng.range(0, 20);
    const [a, b] = i % 2 ? [C.coral600, C.sand50] : [C.teal600, C.sand50];
    add(s, stroke(`M${f(x + 8)} ${f(H * 0.86)}V${f(roof)}M${f(x + w - 8)} ${f(H * 0.86)}V${f(roof)}`, C.wood, 8));
    for (let k = 0; k < 6; k++) {
      add(s, path(`M${f(x + (k * w) / 6)} ${f(roof)}h${f(w / 6)}l${f(-6)} ${f(44)}h${f(-w / 6 + 12)}Z`, k % 2 ? a : b));
    }
    add(s, rect(x, H * 0.8, w, 22, mix(C.wood, C.sand300, 0.3)));
    for (let k = 0; k < 4; k++) {
      const bx = x + 30 + (k * (w - 60)) / 3;
      add(s, path(`M${f(bx - 34)} ${f(H * 0.8)}q34 -52 68 0Z`, mix(C.wood, C.sand300, 0.5)));
      const fruit = s.rng.pick([C.coral400, "#f2c14e", C.sage, C.ocean200]);
      for (let m = 0; m < 5; m++) add(s, circle(bx - 20 + m * 10, H * 0.8 - 24 - (m % 2) * 8, 9, fruit));
    }
  }
}

const PAINTERS: Record<ArtMotif, { moods: readonly string[]; paint: (s: Scene) => void }> = {
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
