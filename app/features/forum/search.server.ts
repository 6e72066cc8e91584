import { type RawBuilder, sql } from "kysely";
import type { SqlDialect } from "~/lib/db/schema.ts";
import type { PostCategory, PostSort } from "./constants.ts";
import type { ForumDb } from "./forum-db.server.ts";
import { type PostQuery, type PostRow, toPostViews } from "./post-views.server.ts";
import { fts5Query, type SearchToken, tsQuery } from "./search-query.ts";
import type { PostPage } from "./types.ts";

/**
 * Full-text search of posts: SQLite FTS5 (the posts_fts table) or PostgreSQL tsvector (posts.search).
 * `relevancePage` ranks the newest matches; `matchingPosts` limits a sorted list (listing.server.ts)
 * to the matches. The visitor's words become a safe query in search-query.ts.
 */

/** Relevance ranks at most this many of the newest matches (a bounded cost for common words). */
export const RANK_CANDIDATES = 300;
/** PostgreSQL: how many of the newest posts are searched first for a common word's candidates. */
const RECENT_WINDOW = 3_000;
/** SQLite: from this many matches on, a sorted search walks the sort index instead of sorting matches. */
const COMMON_MATCHES = 2_000;

/** A search: its words, the topic it is limited to, the engine, and whether hidden posts count (admins). */
export type PostSearch = {
  tokens: SearchToken[];
  category: PostCategory | "all";
  engine: SqlDialect;
  includeHidden: boolean;
};

/** SQLite, a common word: which of the given posts (by seq) match, and about what share of posts do. */
export type CommonWordMatches = { among: (seqs: number[]) => Promise<Set<number>>; density: number };

const fts5MatchOf = (search: PostSearch) =>
  fts5Query(search.tokens, search.category === "all" ? null : search.category);
const visibleCandidates = (search: PostSearch) => (search.includeHidden ? sql`` : sql`and h.hidden_at is null`);

/**
 * The page of best matches starting at `offset` (`o{offset}` cursors). Ranking every match of a common
 * word costs too much at scale (bm25 / ts_rank per row): only the newest RANK_CANDIDATES matches are
 * ranked. Older matches are still found by the other sorts.
 */
export async function relevancePage(
  db: ForumDb,
  q: PostQuery,
  search: PostSearch,
  { offset, pageSize, viewerId }: { offset: number; pageSize: number; viewerId: string | null },
): Promise<PostPage> {
  if (offset >= RANK_CANDIDATES) return { posts: [], nextCursor: null };
  const take = Math.min(pageSize + 1, RANK_CANDIDATES - offset);
  const ranked =
    search.engine === "sqlite"
      ? rankedByFts5(q, search, take, offset)
      : await rankedByTsvector(db, q, search, take, offset);
  const rows = (await ranked.execute()) as PostRow[];
  const more = rows.length > pageSize;
  return {
    posts: await toPostViews(db, rows.slice(0, pageSize), viewerId),
    nextCursor: more ? `o${offset + pageSize}` : null,
  };
}

/** SQLite: bm25 ranks the newest candidates; the page is chosen by their ids alone, then joined. */
function rankedByFts5(q: PostQuery, search: PostSearch, take: number, offset: number): PostQuery {
  return q
    .innerJoin(
      sql<{ seq: number; score: number }>`(select m.seq, m.score from
        (select rowid as seq, rank as score from posts_fts where posts_fts match ${fts5MatchOf(search)}
          order by rowid desc limit ${RANK_CANDIDATES}) m
        join posts h on h.seq = m.seq ${visibleCandidates(search)}
        order by m.score, m.seq desc limit ${take} offset ${offset})`.as("m"),
      (join) => join.on(sql<boolean>`m.seq = p.seq`),
    )
    .orderBy(sql`m.score`)
    .orderBy(sql`m.seq`, "desc");
}

/** PostgreSQL: ts_rank ranks the newest candidates; the page is chosen by their ids alone, then joined. */
async function rankedByTsvector(
  db: ForumDb,
  q: PostQuery,
  search: PostSearch,
  take: number,
  offset: number,
): Promise<PostQuery> {
  const tsq = tsQuery(search.tokens);
  const candidates = await newestTsvectorMatches(db, search, tsq);
  return q
    .innerJoin(
      sql<{
        id: string;
        score: number;
      }>`(select c.id, c.created_at, ts_rank(c.search, to_tsquery('forum_search', ${tsq})) as score
        from ${candidates} c
        order by score desc, c.created_at desc, c.id desc limit ${take} offset ${offset})`.as("m"),
      (join) => join.on(sql<boolean>`m.id = p.id`),
    )
    .orderBy(sql`m.score`, "desc")
    .orderBy("p.created_at", "desc")
    .orderBy("p.id", "desc");
}

/**
 * PostgreSQL: the newest RANK_CANDIDATES matches, as a subquery. PostgreSQL misjudges how common a
 * prefix query is and may read every match through the GIN index. So first look among the newest
 * RECENT_WINDOW posts (an index walk): a common word fills the candidates there. Only a rarer word
 * goes through the GIN index, which is quick for few rows.
 */
async function newestTsvectorMatches(db: ForumDb, search: PostSearch, tsq: string): Promise<RawBuilder<unknown>> {
  const category = search.category === "all" ? sql`` : sql`and h.category = ${search.category}`;
  const visible = visibleCandidates(search);
  const recent = await sql<{ id: string }>`select h.id from (select id, created_at, search, category, hidden_at
      from posts h where true ${category} ${visible} order by created_at desc, id desc limit ${RECENT_WINDOW}) h
    where h.search @@ to_tsquery('forum_search', ${tsq})
    order by h.created_at desc, h.id desc limit ${RANK_CANDIDATES}`.execute(db);
  if (recent.rows.length >= RANK_CANDIDATES) {
    return sql`(select h.id, h.created_at, h.search from posts h where h.id in (${sql.join(recent.rows.map((r) => r.id))}))`;
  }
  return sql`(select h.id, h.created_at, h.search from posts h
      where h.search @@ to_tsquery('forum_search', ${tsq}) ${category} ${visible}
      order by h.created_at desc, h.id desc limit ${RANK_CANDIDATES})`;
}

/**
 * A sorted search: the query limited to the matching posts in SQL, or, on SQLite for a common word,
 * the query unchanged plus `common`, to test the posts against while walking the sort's index.
 */
export async function matchingPosts(
  db: ForumDb,
  q: PostQuery,
  search: PostSearch,
  sort: PostSort,
): Promise<{ q: PostQuery; common: CommonWordMatches | null }> {
  if (search.engine !== "sqlite") {
    return {
      q: q.where(sql<boolean>`p.search @@ to_tsquery('forum_search', ${tsQuery(search.tokens)})`),
      common: null,
    };
  }
  const match = fts5MatchOf(search);
  if (await isCommonFts5Match(db, match)) return { q, common: await commonWordMatches(db, match, sort) };
  return {
    q: q.where(sql<boolean>`p.seq in (select rowid from posts_fts where posts_fts match ${match})`),
    common: null,
  };
}

/** SQLite: whether at least COMMON_MATCHES posts match (counting stops there). */
async function isCommonFts5Match(db: ForumDb, match: string): Promise<boolean> {
  const probe = await sql<{ n: number }>`select count(*) as n from
    (select 1 from posts_fts where posts_fts match ${match} limit ${COMMON_MATCHES})`.execute(db);
  return Number(probe.rows[0]?.n ?? 0) >= COMMON_MATCHES;
}

/**
 * SQLite, a common word: the set of matching rows (read from the index as one string), tested in
 * JavaScript while walking the sort's index. By date, a chunk of the sort index covers a narrow band
 * of rowids (posts are inserted in time order), so only the matches in that band are read; by count,
 * all matching rowids are read once.
 */
async function commonWordMatches(db: ForumDb, match: string, sort: PostSort): Promise<CommonWordMatches> {
  const read = async (from: number, to: number) => {
    const found = await sql<{ seqs: string | null }>`select group_concat(rowid) as seqs from posts_fts
      where posts_fts match ${match} and rowid between ${from} and ${to}`.execute(db);
    const text = found.rows[0]?.seqs ?? "";
    return new Set(text ? text.split(",").map(Number) : []);
  };
  if (sort === "newest" || sort === "oldest") {
    return { density: 0.1, among: (seqs) => read(Math.min(...seqs), Math.max(...seqs)) };
  }
  const all = await read(0, Number.MAX_SAFE_INTEGER);
  const last = await sql<{ n: number | null }>`select max(seq) as n from posts`.execute(db);
  return { density: all.size / Math.max(1, Number(last.rows[0]?.n ?? 1)), among: async () => all };
}
