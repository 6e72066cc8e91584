import { LABEL_CHAR_WIDTHS, LABEL_FONT_SIZE, MAIN_PLACE_KINDS, MODE_ORDER, MODE_STYLES } from "./constants.ts";
import { insideFrame, MAP_HEIGHT, MAP_WIDTH, type Point, project, round1 } from "./projection.ts";
import type { MapHighlight, MapMode, MapPlace, MapPlaceKind, MapRoute } from "./types.ts";

/**
 * Pure layout of the map: where markers, labels and route lines go, what is highlighted. The
 * component only turns this into SVG, so everything here is unit tested without rendering.
 */

export type Label = { x: number; y: number; anchor: "start" | "middle" | "end" };
type Box = { x0: number; y0: number; x1: number; y1: number; label?: boolean };

export type MarkerLayout = {
  id: string;
  name: string;
  /** The text of the permanent label. */
  shortName: string;
  href: string | null;
  kind: MapPlaceKind;
  x: number;
  y: number;
  r: number;
  highlighted: boolean;
  /** A label always shown; null when the place is labelled on hover and focus only. */
  label: Label | null;
  /** Where the label goes when the marker is hovered or focused (places without a permanent one). */
  hoverLabel: Label;
};

export type RouteLayout = {
  id: string;
  mode: MapMode;
  d: string;
  highlighted: boolean;
  discontinued: boolean;
};

export type OffMapLabel = { id: string; name: string; label: Label };

export type MapLayout = {
  markers: MarkerLayout[];
  routes: RouteLayout[];
  offMap: OffMapLabel[];
  modes: MapMode[];
};

/** The routes and places a highlight selects: the named routes, the named places and the routes' ends. */
export function selectHighlight(
  places: readonly MapPlace[],
  routes: readonly MapRoute[],
  highlight: MapHighlight = {},
): { places: Set<string>; routes: Set<string> } {
  const placeIds = new Set(places.map((p) => p.id));
  const wanted = new Set(highlight.routes ?? []);
  const selectedRoutes = new Set<string>();
  const selectedPlaces = new Set((highlight.places ?? []).filter((id) => placeIds.has(id)));
  for (const route of routes) {
    if (!wanted.has(route.id)) continue;
    selectedRoutes.add(route.id);
    for (const end of [route.from, route.to]) if (placeIds.has(end)) selectedPlaces.add(end);
  }
  return { places: selectedPlaces, routes: selectedRoutes };
}

function markerRadius(kind: MapPlaceKind, highlighted: boolean): number {
  const base = kind === "hub" ? 5 : kind === "town" || kind === "destination" ? 3.6 : 3;
  return highlighted ? base + 1.6 : base;
}

function charWidth(c: string): number {
  if (/[mwMW]/.test(c)) return LABEL_CHAR_WIDTHS.wide;
  if (/[A-Z]/.test(c)) return LABEL_CHAR_WIDTHS.upper;
  if (/[ijlrtf.,'()\s-]/.test(c)) return LABEL_CHAR_WIDTHS.narrow;
  return LABEL_CHAR_WIDTHS.other;
}

/** A label's estimated width in viewBox units (no fonts are measured on the server). */
export function labelWidth(text: string): number {
  let width = 0;
  for (const c of text) width += charWidth(c);
  return width * LABEL_FONT_SIZE;
}

/** The label's box in viewBox units: the font's ascent above the baseline, its descent below. */
export function labelBox(label: Label, width: number): Box {
  const x0 = label.anchor === "start" ? label.x : label.anchor === "end" ? label.x - width : label.x - width / 2;
  return { x0, y0: label.y - LABEL_FONT_SIZE * 0.93, x1: x0 + width, y1: label.y + LABEL_FONT_SIZE * 0.25 };
}

/** Candidate positions around a point: right, left, above, below, then the diagonals. */
function candidates(x: number, y: number, gap: number): Label[] {
  const mid = y + LABEL_FONT_SIZE * 0.3;
  const diagonal = gap * 0.7;
  return [
    { x: x + gap, y: mid, anchor: "start" },
    { x: x - gap, y: mid, anchor: "end" },
    { x, y: y - gap - LABEL_FONT_SIZE * 0.25, anchor: "middle" },
    { x, y: y + gap + LABEL_FONT_SIZE * 0.93, anchor: "middle" },
    { x: x + diagonal, y: y - diagonal - LABEL_FONT_SIZE * 0.25, anchor: "start" },
    { x: x + diagonal, y: y + diagonal + LABEL_FONT_SIZE * 0.93, anchor: "start" },
    { x: x - diagonal, y: y - diagonal - LABEL_FONT_SIZE * 0.25, anchor: "end" },
    { x: x - diagonal, y: y + diagonal + LABEL_FONT_SIZE * 0.93, anchor: "end" },
  ];
}

const overlaps = (a: Box, b: Box) => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
const insideBox = (b: Box) => b.x0 >= 1 && b.y0 >= 1 && b.x1 <= MAP_WIDTH - 1 && b.y1 <= MAP_HEIGHT - 1;

/** Places labels greedily, in the order given, where they overlap no label or marker placed before. */
export class LabelPlacer {
  private readonly taken: Box[] = [];

  block(box: Box): void {
    this.taken.push(box);
  }

  /** The first option that fits; `mustNotOverlap` narrows what it must avoid (e.g. labels only). */
  place(text: string, options: Label[], mustNotOverlap: (box: Box) => boolean = () => true): Label | null {
    const width = labelWidth(text);
    for (const option of options) {
      const box = labelBox(option, width);
      if (!insideBox(box) || this.taken.some((t) => mustNotOverlap(t) && overlaps(t, box))) continue;
      this.taken.push({ ...box, label: true });
      return option;
    }
    return null;
  }
}

/** Highlighted places, hubs, towns, destinations, then airports, ports and terminals. */
function labelPriority(m: MarkerLayout): number {
  if (m.highlighted) return 0;
  if (m.kind === "hub") return 1;
  if (m.kind === "town") return 2;
  return m.kind === "destination" ? 3 : 4;
}

export function layoutMarkers(places: readonly MapPlace[], highlighted: ReadonlySet<string>): MarkerLayout[] {
  const markers: MarkerLayout[] = places
    .map((p) => ({ place: p, point: project(p.lon, p.lat) }))
    .filter(({ point }) => insideFrame(point, 2))
    .map(({ place, point: [x, y] }) => {
      const lit = highlighted.has(place.id);
      const r = markerRadius(place.kind, lit);
      return {
        id: place.id,
        name: place.name,
        shortName: place.shortName ?? place.name,
        href: place.href,
        kind: place.kind,
        x: round1(x),
        y: round1(y),
        r,
        highlighted: lit,
        label: null,
        hoverLabel: { x: round1(x + r + 3), y: round1(y + LABEL_FONT_SIZE * 0.3), anchor: "start" },
      };
    });
  const placer = new LabelPlacer();
  for (const m of markers) placer.block({ x0: m.x - m.r, y0: m.y - m.r, x1: m.x + m.r, y1: m.y + m.r });
  const labelled = markers
    .filter((m) => m.highlighted || MAIN_PLACE_KINDS.includes(m.kind))
    .sort((a, b) => labelPriority(a) - labelPriority(b) || a.name.localeCompare(b.name));
  for (const m of labelled) {
    // Close to the marker first, then a little further out.
    const options = [...candidates(m.x, m.y, m.r + 2.5), ...candidates(m.x, m.y, m.r + 9)];
    m.label = placer.place(m.shortName, options);
    // A hub or highlighted place is always labelled: when crowded, over other markers, never over a label.
    if (!m.label && labelPriority(m) <= 1) m.label = placer.place(m.shortName, options, (box) => box.label === true);
    if (m.label) m.label = { x: round1(m.label.x), y: round1(m.label.y), anchor: m.label.anchor };
  }
  // The most important markers are drawn last: on top, so their dot gets the tap where markers touch.
  return markers.sort((a, b) => labelPriority(b) - labelPriority(a));
}

/** Where the segment from an inside point towards an outside one crosses the frame's edge. */
export function exitPoint([x0, y0]: Point, [x1, y1]: Point): Point {
  const dx = x1 - x0;
  const dy = y1 - y0;
  let t = 1;
  if (dx > 0) t = Math.min(t, (MAP_WIDTH - x0) / dx);
  if (dx < 0) t = Math.min(t, -x0 / dx);
  if (dy > 0) t = Math.min(t, (MAP_HEIGHT - y0) / dy);
  if (dy < 0) t = Math.min(t, -y0 / dy);
  return [x0 + dx * t, y0 + dy * t];
}

/** A straight or bowed line between two points, offset sideways for parallel routes. */
function linePath(a: Point, b: Point, bow: number, offset: number): string {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const length = Math.hypot(dx, dy) || 1;
  const [nx, ny] = [-dy / length, dx / length];
  const shift = bow * length + offset;
  if (shift === 0) return `M${round1(a[0])} ${round1(a[1])}L${round1(b[0])} ${round1(b[1])}`;
  const cx = (a[0] + b[0]) / 2 + nx * shift * 2;
  const cy = (a[1] + b[1]) / 2 + ny * shift * 2;
  return `M${round1(a[0])} ${round1(a[1])}Q${round1(cx)} ${round1(cy)} ${round1(b[0])} ${round1(b[1])}`;
}

const pairKey = (r: MapRoute) => (r.from < r.to ? `${r.from}|${r.to}` : `${r.to}|${r.from}`);

type Ends = { a: Point; b: Point; offMap?: { place: MapPlace; at: Point } };

function routeEnds(route: MapRoute, byId: ReadonlyMap<string, MapPlace>): Ends | null {
  const from = byId.get(route.from);
  const to = byId.get(route.to);
  if (!from || !to) return null;
  // Always from the smaller id, so parallel routes bow and shift the same way whichever way they run.
  const [p, q] = route.from < route.to ? [from, to] : [to, from];
  const a = project(p.lon, p.lat);
  const b = project(q.lon, q.lat);
  const aIn = insideFrame(a);
  const bIn = insideFrame(b);
  if (aIn && bIn) return { a, b };
  if (!aIn && !bIn) return null;
  const [inside, outside, outsidePlace] = aIn ? [a, b, q] : [b, a, p];
  const at = exitPoint(inside, outside);
  return { a: inside, b: at, offMap: { place: outsidePlace, at } };
}

/** Anchors an off-map place's label just inside the edge where its routes leave the frame. */
function offMapCandidates([x, y]: Point): Label[] {
  const anchor = x > MAP_WIDTH - 40 ? "end" : x < 40 ? "start" : "middle";
  const inX = anchor === "end" ? x - 3 : anchor === "start" ? x + 3 : x;
  const inY = y < 20 ? y + LABEL_FONT_SIZE + 2 : y > MAP_HEIGHT - 20 ? y - 5 : y + LABEL_FONT_SIZE * 0.3;
  return [0, -LABEL_FONT_SIZE - 2, LABEL_FONT_SIZE + 2, -2 * LABEL_FONT_SIZE, 2 * LABEL_FONT_SIZE].map((dy) => ({
    x: round1(inX),
    y: round1(inY + dy),
    anchor,
  }));
}

export function layoutRoutes(
  places: readonly MapPlace[],
  routes: readonly MapRoute[],
  highlighted: ReadonlySet<string>,
): { routes: RouteLayout[]; offMapEnds: Map<string, { place: MapPlace; at: Point }> } {
  const byId = new Map(places.map((p) => [p.id, p]));
  const groups = new Map<string, MapRoute[]>();
  for (const r of routes) groups.set(pairKey(r), [...(groups.get(pairKey(r)) ?? []), r]);
  const offMapEnds = new Map<string, { place: MapPlace; at: Point }>();
  const laid: RouteLayout[] = [];
  for (const group of groups.values()) {
    group.forEach((route, i) => {
      const ends = routeEnds(route, byId);
      if (!ends) return;
      if (ends.offMap && !offMapEnds.has(ends.offMap.place.id)) offMapEnds.set(ends.offMap.place.id, ends.offMap);
      const bow = MODE_STYLES[route.mode].curved && !ends.offMap ? 0.12 : 0;
      const offset = (i - (group.length - 1) / 2) * 3.5;
      laid.push({
        id: route.id,
        mode: route.mode,
        d: linePath(ends.a, ends.b, bow, offset),
        highlighted: highlighted.has(route.id),
        discontinued: route.discontinued === true,
      });
    });
  }
  // Highlighted routes last (on top); discontinued ones first (underneath).
  const rank = (r: RouteLayout) => (r.highlighted ? 2 : r.discontinued ? 0 : 1);
  return { routes: laid.sort((a, b) => rank(a) - rank(b)), offMapEnds };
}

export function layoutMap(
  places: readonly MapPlace[],
  routes: readonly MapRoute[],
  highlight: MapHighlight = {},
): MapLayout {
  const selected = selectHighlight(places, routes, highlight);
  const markers = layoutMarkers(places, selected.places);
  const { routes: lines, offMapEnds } = layoutRoutes(places, routes, selected.routes);
  // Off-map labels go after the places' labels, avoiding them and every marker.
  const placer = new LabelPlacer();
  for (const m of markers) {
    placer.block({ x0: m.x - m.r, y0: m.y - m.r, x1: m.x + m.r, y1: m.y + m.r });
    if (m.label) placer.block(labelBox(m.label, labelWidth(m.shortName)));
  }
  const offMap: OffMapLabel[] = [];
  for (const { place, at } of offMapEnds.values()) {
    const label = placer.place(place.name, offMapCandidates(at));
    if (label) offMap.push({ id: place.id, name: place.name, label });
  }
  const drawn = new Set(lines.map((r) => r.mode));
  const modes = MODE_ORDER.filter((mode) => drawn.has(mode));
  return { markers, routes: lines, offMap, modes };
}
