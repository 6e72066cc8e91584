import type { Preference } from "./types.ts";

/**
 * The route planner's limits, labels and user-facing texts (no zod: the form and, later, the offline
 * planner in the browser use them too).
 */

export const PLAN_PATH = "/transport/plan";

/** Longest from/to value accepted in the query (ids and slugs are far shorter). */
export const MAX_ENDPOINT_LENGTH = 80;

export const PREFERENCES: { value: Preference; label: string }[] = [
  { value: "best", label: "Best balance" },
  { value: "fastest", label: "Fastest" },
  { value: "fewest-changes", label: "Fewest changes" },
  { value: "cheapest", label: "Cheapest" },
];

export const DEFAULT_PREFERENCE: Preference = "best";

/**
 * How long caches may keep a plan: the routes change when the operator edits them (ADR 0018), so
 * browsers revalidate and shared caches keep it a few seconds (SHARED_PAGE_CACHE_CONTROL).
 */
export const PLAN_CACHE_CONTROL = "public, max-age=0, s-maxage=5";
