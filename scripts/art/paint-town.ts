/** The town and sea-traffic painters: city, harbour, stilt village and sailing scenes. */
import { island, palm } from "./flora.ts";
import { f, mix, pill, poly } from "./kit.ts";
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
  type Scene,
  stroke,
  sunGlint,
  uid,
  W,
  waves,
} from "./scene-kit.ts";
import { paintSky } from "./sky.ts";
import { building, ferry, mosque, outrigger, pinisi, stiltHouse } from "./structures.ts";

export function paintCity(s: Scene): void {
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

export function paintHarbour(s: Scene): void {
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
export function paintStiltVillage(s: Scene): void {
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
export function paintSailing(s: Scene): void {
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
