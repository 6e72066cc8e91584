/** Islands and what grows on them: palms, trees and canopies, leaves, reeds, hornbills, forest giants. */
import { clamp, f, mix, type Point, poly, skyline, smooth } from "./kit.ts";
import { add, C, circle, H, land, litSide, path, rect, type Scene, seaAt, stroke, W } from "./scene-kit.ts";

export type IslandOptions = {
  cx: number;
  base: number;
  w: number;
  h: number;
  depth: number;
  karst?: boolean;
  palms?: number;
};

export function island(s: Scene, o: IslandOptions): void {
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

export function palm(
  s: Scene,
  x: number,
  y: number,
  h: number,
  lean: number,
  color: string,
  trunkColor?: string,
): void {
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
export function tree(s: Scene, x: number, y: number, r: number, color: string, litSide: number): void {
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

export function disc(x: number, y: number, r: number): string {
  return `M${f(x - r)} ${f(y)}a${f(r)} ${f(r)} 0 1 0 ${f(r * 2)} 0a${f(r)} ${f(r)} 0 1 0 ${f(-r * 2)} 0`;
}

export type Crown = [x: number, y: number, r: number];

/**
 * Tree crowns drawn twice, a lit disc and then the body colour shifted away from the sun, which
 * leaves a thin rim of light on each crown's sunny upper edge.
 */
export function crowns(s: Scene, list: readonly Crown[], color: string, lightColor: string, litSide: number): void {
  if (list.length === 0) return;
  add(
    s,
    path(list.map(([x, y, r]) => disc(x, y, r)).join(""), lightColor),
    path(list.map(([x, y, r]) => disc(x - litSide * r * 0.2, y + r * 0.22, r)).join(""), color),
  );
}

/** Crowns spaced along a line of points (a ridge or an island's top edge). */
export function crownsAlong(s: Scene, pts: readonly Point[], r: number): Crown[] {
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
export function canopy(s: Scene, pts: readonly Point[], depth: number, r: number, litSide: number, interior = 0): void {
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
export function leaf(s: Scene, x: number, y: number, len: number, angle: number, color: string): void {
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

export function reeds(s: Scene, x: number, y: number, count: number, h: number, color: string): void {
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

/** A Sulawesi red-knobbed hornbill in flight (about `size` across), facing right when dir is 1. */
export function hornbill(s: Scene, x: number, y: number, size: number, dir: number): void {
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
export function emergentTree(s: Scene, x: number, y: number, h: number, color: string, litSide: number): void {
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
