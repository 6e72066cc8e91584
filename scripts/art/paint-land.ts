import { type Crown, canopy, crowns, crownsAlong, emergentTree, hornbill, leaf, palm, reeds, tree } from "./flora.ts";
import { f, mix, op, type Point, pill, poly, skyline, smooth } from "./kit.ts";
import {
  add,
  birds,
  C,
  circle,
  frame,
  H,
  land,
  linear,
  litSide,
  mist,
  paintSea,
  path,
  range,
  rect,
  ridgePoints,
  type Scene,
  skyAt,
  stroke,
  sunGlint,
  uid,
  W,
  waves,
  xs,
} from "./scene-kit.ts";
import { paintSky } from "./sky.ts";
import { outrigger, tongkonan } from "./structures.ts";

export function paintHighlands(s: Scene): void {
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

export function paintVolcano(s: Scene): void {
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

export function paintLake(s: Scene): void {
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

export function paintForest(s: Scene): void {
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
