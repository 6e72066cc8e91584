import { MODE_TEXTS } from "~/features/transport-data/texts.ts";
import type { MapMode, MapPlaceKind } from "./types.ts";

/** The modes in the order the legend lists them (the order of their labels). */
export const MODE_ORDER = Object.keys(MODE_TEXTS.en) as MapMode[];

/**
 * Each mode has its own dash pattern and width as well as its own colour, so the modes stay apart
 * without colour (WCAG 1.4.1). Colours are dark enough for 3:1 against the sea and the land.
 * `curved`: flights are drawn as arcs, surface routes as straight lines.
 */
export const MODE_STYLES: Record<MapMode, { color: string; width: number; dash?: string; curved?: boolean }> = {
  flight: { color: "#3730a3", width: 1.4, dash: "7 4", curved: true },
  pelni: { color: "#0c4a6e", width: 2.6, dash: "0.1 5" },
  "car-ferry": { color: "#0f766e", width: 2, dash: "9 3 2 3" },
  "fast-boat": { color: "#0e7490", width: 2, dash: "3.5 2.5" },
  "public-boat": { color: "#155e75", width: 1.8, dash: "0.1 3.2" },
  "charter-boat": { color: "#115e59", width: 1.6, dash: "5 2 0.1 2" },
  bus: { color: "#9a3412", width: 2.4 },
  travel: { color: "#7c2d12", width: 1.6, dash: "12 2.5" },
  "car-with-driver": { color: "#57534e", width: 1.6, dash: "12 2.5 2 2.5" },
};

/** Kinds whose label is always drawn (when it fits); the others are labelled on hover and focus. */
export const MAIN_PLACE_KINDS: readonly MapPlaceKind[] = ["hub", "town", "destination"];

export const LABEL_FONT_SIZE = 13;
/**
 * Advance of label characters as a share of the font size, on the wide side: measured on DejaVu Sans
 * Bold (Linux's system-ui, the widest of the usual system fonts), so labels placed apart stay apart
 * with narrower fonts too.
 */
export const LABEL_CHAR_WIDTHS = { wide: 1.02, upper: 0.82, narrow: 0.42, other: 0.74 } as const;
