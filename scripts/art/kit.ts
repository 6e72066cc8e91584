/**
 * Small, dependency-free building blocks for the artwork scenes: a seeded random generator,
 * colour mixing, number formatting and smooth SVG paths. Everything here is deterministic.
 */

export type Point = readonly [number, number];

/** A 32-bit hash of a string (FNV-1a with a murmur3 finaliser, so similar ids spread well). */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export type Rng = {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
  /** Integer in [min, max] (inclusive). */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** Roughly normal around 0 with the given spread (sum of three uniforms). */
  jitter(spread: number): number;
};

/** mulberry32: tiny, fast and good enough for layout decisions. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (probability) => next() < probability,
    jitter: (spread) => ((next() + next() + next()) / 1.5 - 1) * spread,
  };
}

/** Formats a coordinate with at most one decimal, so SVGs stay small and stable. */
export function f(n: number): string {
  const r = Math.round(n * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
}

function channels(hex: string): [number, number, number] {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

/** Linear mix of two #rrggbb colours: t = 0 gives `a`, t = 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  const k = Math.min(1, Math.max(0, t));
  const out = ca.map((c, i) => Math.round(c + (cb[i]! - c) * k));
  return `#${out.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

/** A closed polygon path. */
export function poly(points: readonly Point[]): string {
  return `M${points.map(([x, y]) => `${f(x)} ${f(y)}`).join("L")}Z`;
}

/**
 * A smooth curve through the points (Catmull-Rom converted to cubic Béziers). Returns path
 * commands starting with "M" unless `continued`, in which case it starts with "L" to the first
 * point so it can extend an existing path.
 */
export function smooth(points: readonly Point[], continued = false, tension = 1): string {
  if (points.length === 0) return "";
  const [x0, y0] = points[0]!;
  let d = `${continued ? "L" : "M"}${f(x0)} ${f(y0)}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[Math.min(points.length - 1, i + 2)]!;
    const k = tension / 6;
    const c1x = p1[0] + (p2[0] - p0[0]) * k;
    const c1y = p1[1] + (p2[1] - p0[1]) * k;
    const c2x = p2[0] - (p3[0] - p1[0]) * k;
    const c2y = p2[1] - (p3[1] - p1[1]) * k;
    d += `C${f(c1x)} ${f(c1y)} ${f(c2x)} ${f(c2y)} ${f(p2[0])} ${f(p2[1])}`;
  }
  return d;
}

/** A landmass whose top edge runs smoothly through `points`, closed down to `bottom`. */
export function skyline(points: readonly Point[], bottom: number): string {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return `M${f(first[0])} ${f(bottom)}${smooth(points, true)}L${f(last[0])} ${f(bottom)}Z`;
}

/** A horizontal pill (rounded line), the basic "flat illustration" stroke for water and cloud bands. */
export function pill(x: number, y: number, width: number, height: number, fill: string, opacity = 1): string {
  const alpha = opacity < 1 ? ` fill-opacity="${op(opacity)}"` : "";
  return `<rect x="${f(x)}" y="${f(y - height / 2)}" width="${f(width)}" height="${f(height)}" rx="${f(height / 2)}" fill="${fill}"${alpha}/>`;
}

/** Opacity attribute value with two decimals. */
export function op(opacity: number): string {
  return (Math.round(opacity * 100) / 100).toString();
}

export function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}

/** Sum of a few gaussian bumps: a natural-looking height profile in [0, ~1]. */
export type Bump = { x: number; width: number; height: number };
export function bumpsAt(x: number, bumps: readonly Bump[]): number {
  let h = 0;
  for (const b of bumps) {
    const d = (x - b.x) / b.width;
    h = Math.max(h, b.height * Math.exp(-d * d));
  }
  return h;
}
