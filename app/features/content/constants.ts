/**
 * The content's value lists (regions, hubs, activities, ...), shared by the content schemas
 * (schema.ts) and by code that also runs in the browser, which must not pull in zod.
 */

export const REGIONS = ["north", "central", "south", "southeast"] as const;

export const HUB_IDS = ["makassar", "manado", "gorontalo", "luwuk", "ampana", "palu", "kendari"] as const;

/** Activities a destination can offer. The first six are the list page's filter options. */
export const FILTER_ACTIVITIES = ["Diving", "Culture", "Trekking", "Island Hopping", "City", "Photography"] as const;
export const ACTIVITIES = [...FILTER_ACTIVITIES, "Beach", "Wildlife", "Snorkelling"] as const;

/** One difficulty scale for the whole site (the spec's "Advanced" reading is folded into "Challenging"). */
export const DIFFICULTIES = ["Easy", "Moderate", "Challenging"] as const;

export const BUDGET_LEVELS = ["Budget", "Mid-range", "Luxury"] as const;

/**
 * Images are original artwork generated at build time (scripts/generate-art.ts) from a motif and a
 * seed, so every picture is a local, optimised file and no photo is hot-linked.
 */
export const ART_MOTIFS = [
  "reef",
  "islands",
  "highlands",
  "city",
  "lake",
  "volcano",
  "forest",
  "beach",
  "harbour",
] as const;

/**
 * What sets one place's picture apart from another of the same motif (issue 19 point 8: no two places
 * share a scene): a landmark on the horizon, a boat or a building in front, a creature in the reef.
 * The artwork generator (scripts/art/scene.ts) draws each one; the alt text says so.
 */
export const ART_FEATURES = [
  "volcano-backdrop",
  "island-backdrop",
  "dry-hills",
  "karst",
  "fortress",
  "market",
  "pinisi",
  "ferry",
  "stilt-houses",
  "turtle",
  "whale-shark",
  "diver",
  "hornbill",
  "megalith",
  "tea-rows",
] as const;
export type ArtFeature = (typeof ART_FEATURES)[number];

export const ARTICLE_CATEGORIES = [
  "Diving",
  "Culture",
  "Adventure",
  "Wellness",
  "Conservation",
  "Transport",
  "Budget Travel",
] as const;

/**
 * The year from which the home page and /partners count checked routes (issue 27 point 7: what the
 * data shows, in place of the unmeasured "Weekly Updates" and "kept current" claims).
 */
export const ROUTES_CHECKED_SINCE_YEAR = 2023;
