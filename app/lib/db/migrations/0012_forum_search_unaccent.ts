import { sql } from "kysely";
import type { SqlDialect } from "../schema.ts";
import type { MigrationDb } from "./migration-db.ts";

/**
 * Forum search ignores accents on PostgreSQL too (issue 19 point 6). SQLite's FTS5 index already folds
 * them (`unicode61 remove_diacritics 2`); PostgreSQL's `english` configuration did not, so "cafe" missed
 * a post about a "café".
 *
 * PostgreSQL: the `unaccent` extension (shipped with PostgreSQL's contrib, and a trusted extension, so the
 * database's owner may create it) and a text search configuration `forum_search`: `english` with
 * `unaccent` before the stemmer. `posts.search` is rebuilt with it (a generated column cannot change its
 * expression: drop, add, index again), and queries use the same configuration (search.server.ts), so a
 * word is folded the same way on both sides. SQLite: nothing to do.
 */
export async function up(db: MigrationDb, dialect: SqlDialect): Promise<void> {
  if (dialect === "sqlite") return;
  await sql`create extension if not exists unaccent`.execute(db);
  await sql`create text search configuration forum_search (copy = english)`.execute(db);
  await sql`alter text search configuration forum_search
    alter mapping for hword, hword_part, word with unaccent, english_stem`.execute(db);
  await sql`alter table posts drop column search`.execute(db);
  await sql`alter table posts add column search tsvector generated always as (
      setweight(to_tsvector('forum_search', title), 'A') ||
      setweight(to_tsvector('forum_search', content), 'B') ||
      setweight(to_tsvector('forum_search', category), 'C')
    ) stored`.execute(db);
  await sql`create index posts_search on posts using gin (search)`.execute(db);
}
