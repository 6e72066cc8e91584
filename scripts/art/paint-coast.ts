/** The coast painters: islands, beach and reef scenes. */
import { crowns, crownsAlong, island, palm } from "./flora.ts";
import { f, mix, type Point, pill, poly, skyline, smooth } from "./kit.ts";
import {
  add,
  birds,
  C,
  frame,
  H,
  land,
  linear,
  litSide,
  paintSea,
  path,
  rect,
  ridgePoints,
  type Scene,
  stroke,
  uid,
  W,
  waves,
  xs,
} from "./scene-kit.ts";
import {
  brainCoral,
  branchCoral,
  featureFish,
  school,
  seaFan,
  seagrass,
  sponges,
  tableCoral,
  turtle,
} from "./sea-life.ts";
import { paintSky } from "./sky.ts";
import { beachHut, outrigger, pinisi } from "./structures.ts";

export function paintIslands(s: Scene): void {
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

export function paintBeach(s: Scene): void {
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

export function paintReef(s: Scene): void {
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
