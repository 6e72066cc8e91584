/**
 * The app icon (web app manifest, home screen): the favicon's picture (a volcano over the sea at
 * sunrise) in the site's palette. `maskable` fills the whole square with the background and keeps the
 * picture inside the safe zone, a circle of 80 % of the width, so any mask shape leaves it whole.
 */
const OCEAN = "#0b3f59";
const TEAL = "#0d7168";
const CORAL = "#f28b6c";
const SAND = "#f0e0bd";

/** The picture on a 64-unit square. */
const PICTURE = [
  `<path d="M8 44c8-6 16-6 24 0s16 6 24 0v12H8z" fill="${TEAL}"/>`,
  `<circle cx="44" cy="20" r="8" fill="${CORAL}"/>`,
  `<path d="M14 42l10-16 8 12 6-8 10 12z" fill="${SAND}"/>`,
].join("");

export function iconSvg(size: number, purpose: "any" | "maskable" | "apple"): string {
  const open = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">`;
  if (purpose === "any") {
    return `${open}<rect width="64" height="64" rx="14" fill="${OCEAN}"/>${PICTURE}</svg>`;
  }
  // Full bleed (no transparent corners); the picture (x 8..56, y 12..56) scaled into the safe zone.
  const scale = purpose === "maskable" ? 0.72 : 0.9;
  const offset = 32 - 32 * scale;
  return `${open}<rect width="64" height="64" fill="${OCEAN}"/><g transform="translate(${offset} ${offset + 1}) scale(${scale})">${PICTURE}</g></svg>`;
}
