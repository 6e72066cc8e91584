/** Under water: fish and schools, turtles, corals, sponges, seagrass, whale sharks and divers. */
import { f, mix, type Point, smooth } from "./kit.ts";
import { add, C, circle, path, rect, type Scene, stroke } from "./scene-kit.ts";

export function fish(x: number, y: number, len: number, dir: number, color: string, eye: string): string {
  const b = len / 2;
  const t =
    `M${f(-b)} 0Q0 ${f(-len * 0.36)} ${f(b)} 0Q0 ${f(len * 0.36)} ${f(-b)} 0Z` +
    `M${f(-b + len * 0.06)} 0L${f(-len * 0.82)} ${f(-len * 0.24)}Q${f(-len * 0.7)} 0 ${f(-len * 0.82)} ${f(len * 0.24)}Z`;
  const eyeDot =
    len > 20 ? `<circle cx="${f(b * 0.55)}" cy="${f(-len * 0.05)}" r="${f(len * 0.045)}" fill="${eye}"/>` : "";
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${dir} 1)"><path d="${t}" fill="${color}"/>${eyeDot}</g>`;
}

export function school(s: Scene, cx: number, cy: number, count: number, len: number, color: string): void {
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

export function featureFish(s: Scene, x: number, y: number, len: number, body: string, stripe: string): void {
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

export function turtle(s: Scene, x: number, y: number, size: number): void {
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

export function branchCoral(s: Scene, x: number, y: number, size: number, color: string): void {
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
export function seaFan(s: Scene, x: number, y: number, size: number, color: string): void {
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

export function tableCoral(s: Scene, x: number, y: number, size: number, color: string): void {
  add(
    s,
    rect(x - size * 0.07, y - size * 0.35, size * 0.14, size * 0.35, mix(color, C.ocean900, 0.35)),
    `<ellipse cx="${f(x)}" cy="${f(y - size * 0.36)}" rx="${f(size)}" ry="${f(size * 0.12)}" fill="${mix(color, C.ocean900, 0.3)}"/>`,
    `<ellipse cx="${f(x)}" cy="${f(y - size * 0.42)}" rx="${f(size * 0.96)}" ry="${f(size * 0.11)}" fill="${color}"/>`,
  );
}

export function brainCoral(s: Scene, x: number, y: number, size: number, color: string): void {
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

export function sponges(s: Scene, x: number, y: number, size: number, color: string): void {
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

export function seagrass(s: Scene, x: number, y: number, count: number, h: number, color: string): void {
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

/** A whale shark seen from the side: broad head, white spots, tall tail (Botubarani). */
export function whaleShark(s: Scene, x: number, y: number, L: number): void {
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
export function diver(s: Scene, x: number, y: number, size: number): void {
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
