/** Features that set one place's scene apart (ART_FEATURES): backdrops and foreground pieces. */
import type { ArtFeature } from "../../app/features/content/constants.ts";
import { crowns, crownsAlong, hornbill } from "./flora.ts";
import { f, mix, type Point, poly, skyline, smooth } from "./kit.ts";
import { add, C, circle, H, land, litSide, path, rect, ridgePoints, type Scene, stroke, W, xs } from "./scene-kit.ts";
import { diver, turtle, whaleShark } from "./sea-life.ts";
import { ferry, pinisi, stiltHouse } from "./structures.ts";

/** Backdrops, drawn right after the sky so the painter's own layers stand in front of them. */
export function paintBackdrops(s: Scene): void {
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
export function paintForeground(s: Scene): void {
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
export function karstIslets(s: Scene, water: number): void {
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
export function fortress(s: Scene, water: number): void {
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

/** An ancient carved standing stone in a grassy valley (Lore Lindu's megaliths). */
export function megalith(s: Scene, x: number, ground: number, h: number): void {
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
export function teaRows(s: Scene): void {
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
export function market(s: Scene): void {
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
