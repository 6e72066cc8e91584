import { type Expression, type Kysely, type SelectQueryBuilder, type SqlBool, sql } from "kysely";
import { config } from "~/lib/config.server.ts";
import { formatAdminDate } from "~/lib/dates.ts";
import { dialectOf } from "~/lib/db/index.server.ts";
import type { Database } from "~/lib/db/schema.ts";
import { PAGE_SIZE } from "./constants.ts";
import { ACTION_TEXT } from "./texts.ts";

/**
 * What every tab's listing shares (docs/decisions/0009-admin-dashboard.md):
 *
 * - Listings: newest first ((created_at, id) descending), paginated on the server, searched with a
 *   "contains" on the listed columns (LIKE with %, _ and \ escaped) that ignores the case of ASCII
 *   letters only, on both engines (see `asciiLower`).
 * - Dates are formatted here, in ADMIN_TIME_ZONE, so the page shows the same text with or without
 *   JavaScript.
 */

export type Db = Kysely<Database>;

export function adminTimeZone(): string {
  return config().ADMIN_TIME_ZONE;
}

/** A stored timestamp as the dashboard shows it (ADMIN_TIME_ZONE). */
export const formatStamp = (iso: string | null | undefined) => formatAdminDate(iso, adminTimeZone());

export type Paged<T> = { rows: T[]; total: number; page: number; pageCount: number };

/**
 * Lower-cases A-Z only. SQLite's lower() folds only ASCII letters, PostgreSQL's folds every letter its
 * locale knows (or only ASCII under the C locale), so search folds ASCII alone on both engines and
 * gives the same answer everywhere: "selene" finds "Selene", "Sélène" finds "sélène" and "SéLèNE",
 * but "Sélène" does not find "SÉLÈNE" (É and é are different letters to it).
 */
export function asciiLower(text: string): string {
  return text.replace(/[A-Z]/g, (c) => c.toLowerCase());
}

function likePattern(q: string): string {
  return `%${asciiLower(q).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const LOWER = "abcdefghijklmnopqrstuvwxyz";

/** A column with A-Z lower-cased and nothing else, on either engine. */
function asciiLowerSql(db: Pick<Db, "getExecutor">, column: string) {
  const value = sql`coalesce(${sql.ref(column)}, '')`;
  return dialectOf(db) === "postgres" ? sql`translate(${value}, ${UPPER}, ${LOWER})` : sql`lower(${value})`;
}

/** `col like '%q%'` over any of `columns` (OR), ASCII case folded, with LIKE's wildcards escaped. */
export function containsAny(db: Pick<Db, "getExecutor">, columns: string[], q: string): Expression<SqlBool> {
  const pattern = likePattern(q);
  const parts = columns.map((c) => sql<SqlBool>`${asciiLowerSql(db, c)} like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

/**
 * One page of a listing: counts the rows `base` (its filters applied) finds, clamps the requested
 * page to the pages there are, reads that page as `select` chooses and orders it, and maps each row.
 */
export async function paged<DB, TB extends keyof DB, O, Out>(
  base: SelectQueryBuilder<DB, TB, object>,
  requested: number,
  select: (qb: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, O>,
  toRow: (row: O) => Out,
): Promise<Paged<Out>> {
  const counted = await base.select(sql<number | string>`count(*)`.as("n")).executeTakeFirstOrThrow();
  // Kysely cannot resolve a selection's type on a generic builder; the row is { n }.
  const total = Number((counted as { n: number | string }).n);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(Math.max(1, requested), pageCount);
  const rows = await select(base)
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
    .execute();
  return { total, page, pageCount, rows: rows.map(toRow) };
}

/** Only http(s) URLs become links; anything else (javascript:, data:) is shown as text or not at all. */
export function safeHttpUrl(url: string | null): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === "http:" || u.protocol === "https:" ? u.toString() : null;
  } catch {
    return null;
  }
}

/** A member's name as the dashboard shows it ("Traveller" when blank). */
export function displayName(name: string | null | undefined): string {
  const t = (name ?? "").trim();
  return t || ACTION_TEXT.unnamed;
}
