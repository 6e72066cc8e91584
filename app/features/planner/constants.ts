import type { Preference } from "./types.ts";

/**
 * The route planner's limits and paths (no zod: the form and the offline planner in the browser use
 * them too); its texts are in texts.ts.
 */

export const PLAN_PATH = "/transport/plan";

/** Longest from/to value accepted in the query (ids and slugs are far shorter). */
export const MAX_ENDPOINT_LENGTH = 80;

/** The form's order of preferences; their labels are PLANNER_TEXTS' `preferences`. */
export const PREFERENCES: { value: Preference }[] = [
  { value: "best" },
  { value: "fastest" },
  { value: "fewest-changes" },
  { value: "cheapest" },
];

export const DEFAULT_PREFERENCE: Preference = "best";

/**
 * How long caches may keep a plan: the routes change when the operator edits them (ADR 0018), so
 * browsers revalidate and shared caches keep it a few seconds (SHARED_PAGE_CACHE_CONTROL).
 */
export const PLAN_CACHE_CONTROL = "public, max-age=0, s-maxage=5";
