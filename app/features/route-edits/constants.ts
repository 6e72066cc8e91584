import { STALE_PRICE_YEARS } from "~/features/transport-data/constants.ts";

/**
 * The operator's route edits (issue 18, docs/decisions/0018-living-transport-facts.md): kinds of
 * change and sorts (the texts: texts.ts), shared by the admin's Routes tab, the public pages and the server.
 * No zod here (the schemas: schema.ts and the content's app/features/transport-data/schema.ts).
 */

/**
 * A route last checked more than this many years ago is marked stale wherever it appears: the same
 * age as a price's "may be out of date" (issue 19), so the one marker means one thing.
 */
export const STALE_ROUTE_YEARS = STALE_PRICE_YEARS;

/** What a revision did. */
export const ROUTE_CHANGES = ["create", "edit", "discontinue"] as const;
export type RouteChangeKind = (typeof ROUTE_CHANGES)[number];

export const ROUTE_SORTS = ["oldest", "name"] as const;
export type RouteSort = (typeof ROUTE_SORTS)[number];
