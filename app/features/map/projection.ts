/**
 * The map's frame and projection: one Mercator projection, used by scripts/generate-map.ts to draw
 * the coastline and by the map component to place markers, so both always line up.
 *
 * The frame holds Sulawesi and its islands: Selayar and the Takabonerate atolls in the south-west,
 * Wakatobi in the south-east, Banggai and the Togeans in the east, Sangihe and Siau in the north.
 * Units are the SVG viewBox's; the width is chosen so that 14-unit labels are about 12-13 px on a
 * 360 px phone and larger on a desktop.
 */
export const MAP_FRAME = { west: 118.6, east: 126.0, south: -6.75, north: 3.9 } as const;

/** Width of the viewBox in SVG units; the height follows from the projection. */
export const MAP_WIDTH = 360;

const toRadians = Math.PI / 180;

/** Mercator's northing, in degrees of longitude (so x and y share one scale). */
function mercatorY(lat: number): number {
  return Math.log(Math.tan(Math.PI / 4 + (lat * toRadians) / 2)) / toRadians;
}

const SCALE = MAP_WIDTH / (MAP_FRAME.east - MAP_FRAME.west);
const TOP = mercatorY(MAP_FRAME.north);

/** Height of the viewBox, rounded to whole units so the aspect ratio is a simple, fixed pair. */
export const MAP_HEIGHT = Math.round((TOP - mercatorY(MAP_FRAME.south)) * SCALE);

export type Point = readonly [x: number, y: number];

/** Projects a longitude/latitude (degrees) to viewBox units; y grows southwards. */
export function project(lon: number, lat: number): Point {
  return [(lon - MAP_FRAME.west) * SCALE, (TOP - mercatorY(lat)) * SCALE];
}

/** Whether a projected point lies inside the viewBox, with an optional inner margin. */
export function insideFrame([x, y]: Point, margin = 0): boolean {
  return x >= margin && x <= MAP_WIDTH - margin && y >= margin && y <= MAP_HEIGHT - margin;
}

/** Rounds to one decimal: a tenth of a unit is well under a device pixel at any size the map is shown. */
export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
