import type { Kysely } from "kysely";
import { ROUTES_CHECKED_SINCE_YEAR } from "~/features/content/constants.ts";
import { destinations, hubs } from "~/features/content/content.server.ts";
import { allRoutes } from "~/features/transport-data/data.server.ts";
import { registerCacheReset } from "~/lib/cache-resets.server.ts";
import { getDb } from "~/lib/db/index.server.ts";
import type { Database } from "~/lib/db/schema.ts";

/**
 * Every figure the site claims, counted from the content or the database (issue 19): nothing here
 * is typed in by hand. Pages round them with `atLeast` (app/lib/claims.ts).
 */

export type ContentCounts = { destinations: number; routes: number; checkedRoutes: number; hubs: number };

/**
 * Routes counted as "checked since 2023" (issue 27 point 7): their `lastChecked` date is on or after this
 * day. The year is the one the home page and /partners name (ROUTES_CHECKED_SINCE_YEAR).
 */
export const CHECKED_ROUTES_FROM = `${ROUTES_CHECKED_SINCE_YEAR}-01-01`;

/**
 * What the guide holds: destinations, routes still running, routes checked since 2023 (stopped ones
 * included: checking that a service ended is a check too), and hub cities. Routes come from the merged
 * view, so the operator's changes and their dates count.
 */
export function contentCounts(): ContentCounts {
  const routes = allRoutes();
  return {
    destinations: destinations.length,
    routes: routes.filter((r) => r.status.state === "active").length,
    checkedRoutes: routes.filter((r) => r.lastChecked >= CHECKED_ROUTES_FROM).length,
    hubs: hubs.length,
  };
}

export type CommunityCounts = { members: number; postsLast30Days: number };

const DAY_MS = 86_400_000;

const count = (row: { n: number | string | bigint } | undefined) => Number(row?.n ?? 0);

/** Confirmed members who are not banned, and visible posts of the last 30 days. */
export async function communityCounts(db: Kysely<Database> = getDb()): Promise<CommunityCounts> {
  const since = new Date(Date.now() - 30 * DAY_MS).toISOString();
  const [members, posts] = await Promise.all([
    db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("email_verified", "=", 1)
      .where("banned", "=", 0)
      .executeTakeFirst(),
    db
      .selectFrom("posts")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("hidden_at", "is", null)
      .where("created_at", ">=", since)
      .executeTakeFirst(),
  ]);
  return { members: count(members), postsLast30Days: count(posts) };
}

const COMMUNITY_COUNTS_TTL_MS = 60_000;
let cachedCounts: { at: number; counts: Promise<CommunityCounts> } | undefined;

/**
 * `communityCounts` kept for a minute per process: the forum page shows them on every request, and a
 * figure rounded down to "N+" does not need to be fresher. A failed count is not kept.
 */
export function recentCommunityCounts(): Promise<CommunityCounts> {
  if (cachedCounts && Date.now() - cachedCounts.at < COMMUNITY_COUNTS_TTL_MS) return cachedCounts.counts;
  const counts = communityCounts();
  cachedCounts = { at: Date.now(), counts };
  counts.catch(() => {
    if (cachedCounts?.counts === counts) cachedCounts = undefined;
  });
  return counts;
}

/** Forgets the kept counts (tests). */
export function resetCommunityCountsForTests(): void {
  cachedCounts = undefined;
}
registerCacheReset("community-counts", resetCommunityCountsForTests);

/** Operators whose partner request the operator approved: the site's partner operators. */
export async function partnerOperatorCount(db: Kysely<Database> = getDb()): Promise<number> {
  const row = await db
    .selectFrom("partner_requests")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", "approved")
    .executeTakeFirst();
  return count(row);
}
