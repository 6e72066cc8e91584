/**
 * The guide's value lists (regions, hubs, activities, ...), shared by the content schemas
 * (schema.ts) and by code that also runs in the browser, which must not pull in zod.
 */

export const REGIONS = ["north", "central", "south", "southeast"] as const;

export const HUB_IDS = ["makassar", "manado", "gorontalo", "luwuk", "ampana", "palu", "kendari"] as const;

/** Activities a destination can offer. The first six are the list page's filter options. */
export const FILTER_ACTIVITIES = ["Diving", "Culture", "Trekking", "Island Hopping", "City", "Photography"] as const;
export const ACTIVITIES = [...FILTER_ACTIVITIES, "Beach", "Wildlife", "Snorkelling"] as const;

/** One difficulty scale for the whole site (the spec's "Advanced" reading is folded into "Challenging"). */
export const DIFFICULTIES = ["Easy", "Moderate", "Challenging"] as const;

/** Shown when a filter value in the URL matches no option (issue 19 point 10). */
export const FILTER_MISS_TEXT = (filter: string, value: string) =>
  `No destinations match ${filter} “${value}”; showing all ${filter === "region" ? "regions" : "activities"}.`;

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

/** What each guide page's "last checked" stamp covers (the `LastChecked` component). */
export const GUIDE_LAST_CHECKED_TEXT = {
  destination: {
    label: "Page last checked",
    covers:
      "the date we last compared this page with its sources. Prices in the text are from the year written beside them; one without a year is undated.",
  },
  experience: {
    label: "Page last checked",
    covers: "the date we last compared this page with its sources.",
  },
  planning: {
    label: "Figures last checked",
    covers: "the date we last compared these figures with their sources; sample costs are from the years they name.",
  },
} as const;

/**
 * The year from which the home page and /partners count checked routes (issue 27 point 7: what the
 * data shows, in place of the unmeasured "Weekly Updates" and "kept current" claims).
 */
export const ROUTES_CHECKED_SINCE_YEAR = 2023;

/** Labels of the home page's stats strip, each shown after its counted "N+" figure (spec: "25+ Destinations"). */
export const HOME_STAT_LABELS = {
  destinations: "Destinations",
  routes: "Routes Mapped",
  checkedRoutes: `Routes Checked Since ${ROUTES_CHECKED_SINCE_YEAR}`,
} as const;

/**
 * The /planning budget guide's note (issue 27 point 7): where its figures come from and when. The
 * rupiah figures are dated samples; rows without one say "estimate" in the content itself.
 */
export const PLANNING_BUDGET_NOTE = {
  before:
    "Sample prices as we found them, each with the year it was seen (rows marked estimate have no dated source); dollar amounts are converted at about IDR 16,300 to the US dollar, the rate of 12 March 2025. Prices change, so treat them as a guide. For route-by-route fares see the",
  link: "Transport Hub",
} as const;
