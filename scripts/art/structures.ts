/** Boats and buildings: outriggers, pinisi, ferries, tongkonan, houses, mosques, huts and stilt houses. */
import { f, mix, type Point, pill, poly, smooth } from "./kit.ts";
import { add, C, circle, path, rect, type Scene, seaAt, stroke } from "./scene-kit.ts";

export function outrigger(
  s: Scene,
  x: number,
  y: number,
  size: number,
  hull: string,
  sail: boolean,
  onSand = false,
): void {
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

export function pinisi(s: Scene, x: number, y: number, L: number, hull: string, trim: string, sails: boolean): void {
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

export function cubicAt(p0: Point, p1: Point, p2: Point, p3: Point, t: number): Point {
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
export function tongkonan(s: Scene, x: number, ground: number, size: number, depth: number, granary = false): void {
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

export function building(s: Scene, x: number, base: number, w: number, h: number, color: string, lit: number): void {
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

export function mosque(s: Scene, x: number, base: number, size: number, color: string): void {
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

/** A bamboo beach hut on short stilts with a thatched roof. */
export function beachHut(s: Scene, x: number, ground: number, w: number): void {
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

/** A Bajo house on stilts over the water, seen from the side. */
export function stiltHouse(s: Scene, x: number, water: number, w: number, depth: number): void {
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
export function ferry(s: Scene, x: number, y: number, L: number): void {
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
