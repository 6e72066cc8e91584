/** The sky: its gradient, sun, clouds and, right after them, the place's backdrops (features.ts). */
import { paintBackdrops } from "./features.ts";
import { f, mix, pill } from "./kit.ts";
import { add, circle, H, linear, rect, type Scene, skyAt, uid, W } from "./scene-kit.ts";

export function paintSky(s: Scene, clouds: number): void {
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

export function cloud(s: Scene, x: number, y: number, w: number): void {
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
