import type { Route } from "~/features/transport-data/types.ts";
import { STALE_ROUTE_YEARS } from "./constants.ts";
import { ROUTE_FIELD_LABELS } from "./texts.ts";

/**
 * Pure helpers about a route's freshness and its revisions; no zod, safe in the browser bundle.
 */

const DAY_MS = 86_400_000;

/** Whole days from `lastChecked` (YYYY-MM-DD) to `today` (YYYY-MM-DD); never negative. */
export function ageInDays(lastChecked: string, today: string): number {
  const days = Math.floor((Date.parse(today) - Date.parse(lastChecked)) / DAY_MS);
  return Number.isFinite(days) ? Math.max(0, days) : 0;
}

/** Last checked more than STALE_ROUTE_YEARS years before `today`. */
export function isOldCheck(lastChecked: string, today: string): boolean {
  const limit = `${Number(today.slice(0, 4)) - STALE_ROUTE_YEARS}${today.slice(4, 10)}`;
  return lastChecked < limit;
}

/** Marked visibly wherever the route appears: last checked over two years ago, or flagged unverified. */
export function isStaleRoute(route: Pick<Route, "lastChecked" | "unverified">, today: string): boolean {
  return route.unverified || isOldCheck(route.lastChecked, today);
}

export type ChangedField = keyof typeof ROUTE_FIELD_LABELS;

/** The top-level fields that differ between two versions of a route (all of them for a new route). */
export function changedFields(before: Route | null, after: Route): ChangedField[] {
  const fields = Object.keys(ROUTE_FIELD_LABELS) as ChangedField[];
  if (!before) return fields;
  return fields.filter((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f]));
}
