import { type Kysely, sql } from "kysely";
import { dialectOf, getDb } from "~/lib/db/index.server.ts";
import type { Database } from "~/lib/db/schema.ts";
import { type ListQuery, PAGE_SIZE, type PostSort } from "./constants.ts";
import { decodeCursor, encodeCursor, type Keyset } from "./cursors.server.ts";
import { type ForumDb, forumDb } from "./forum-db.server.ts";
import { basePostQuery, type PostQuery, type PostRow, toPostViews } from "./post-views.server.ts";
import { isAdmin } from "./rules.server.ts";
import { type CommonWordMatches, matchingPosts, type PostSearch, relevancePage } from "./search.server.ts";
import { searchTokens } from "./search-query.ts";
import type { ForumViewer, PostPage } from "./types.ts";

/**
 * The list of posts on /community: category, one of the sorts, keyset pages, and full-text search
 * (search.server.ts). Reading is public; hidden posts are listed for admins only.
 */

type PageRequest = { db: ForumDb; viewerId: string | null; pageSize: number };
/** After `keyset` (the previous page's last row) when given, then `offset` rows further. */
type PageStart = { keyset: Keyset | null; offset: number };

/**
 * One page of posts: optional full-text search (ranked; `relevance` sorts by rank), optional category,
 * one of the sorts. Keyset pagination (`after` is the previous page's nextCursor; an offset for
 * relevance). `nextCursor` is set only when a full page came back and more posts follow.
 */
export async function listPosts(
  query: ListQuery,
  viewer: ForumViewer = null,
  { pageSize = PAGE_SIZE, db: kdb = getDb() }: { pageSize?: number; db?: Kysely<Database> } = {},
): Promise<PostPage> {
  const db = forumDb(kdb);
  const tokens = query.q ? searchTokens(query.q) : [];
  if (query.q && tokens.length === 0) return { posts: [], nextCursor: null };
  const sort = query.sort === "relevance" && tokens.length === 0 ? "newest" : query.sort;
  const start = pageStart(query, sort, pageSize);
  const request: PageRequest = { db, viewerId: viewer?.id ?? null, pageSize };

  let q = basePostQuery(db, true, viewer);
  if (query.category !== "all") q = q.where("p.category", "=", query.category);
  // ?lang=: one language's posts, newest first on the posts_language_created index (migration 0016).
  if (query.language) q = q.where("p.language", "=", query.language);
  const search: PostSearch | null =
    tokens.length > 0
      ? { tokens, category: query.category, engine: dialectOf(kdb), includeHidden: isAdmin(viewer) }
      : null;
  if (search && sort === "relevance") return relevancePage(db, q, search, { ...request, offset: start.offset });
  return sortedPage(request, q, search, sort, start);
}

/** Where the page starts: after the cursor's keyset, at its offset (relevance), or at ?page=N. */
function pageStart(query: ListQuery, sort: PostSort, pageSize: number): PageStart {
  const cursor = decodeCursor(query.after, sort);
  if (cursor && "offset" in cursor) return { keyset: null, offset: cursor.offset };
  if (cursor) return { keyset: cursor.values, offset: 0 };
  // Without a cursor, ?page=N starts at its offset (the no-JavaScript "Load More" link).
  return { keyset: null, offset: (Math.max(1, Math.floor(query.page ?? 1)) - 1) * pageSize };
}

/** A page in one of the sorts (a search limits it to the matches), with its keyset cursor. */
async function sortedPage(
  request: PageRequest,
  q: PostQuery,
  search: PostSearch | null,
  sort: PostSort,
  start: PageStart,
): Promise<PostPage> {
  const { db, pageSize } = request;
  const matching = search ? await matchingPosts(db, q, search, sort) : { q, common: null };
  const rows = matching.common
    ? await walkSortIndex(matching.q, sort, start, pageSize, matching.common)
    : await firstRowsInOrder(matching.q, sort, start, pageSize);
  const more = rows.length > pageSize;
  const page = rows.slice(0, pageSize);
  const lastRow = page[page.length - 1];
  const nextCursor = more && lastRow ? encodeCursor(keysetOf(lastRow, sort)) : null;
  return { posts: await toPostViews(db, page, request.viewerId), nextCursor };
}

/** Up to pageSize + 1 rows in the sort's order (the extra row tells whether more follow). */
async function firstRowsInOrder(
  q: PostQuery,
  sort: PostSort,
  { keyset, offset }: PageStart,
  pageSize: number,
): Promise<PostRow[]> {
  let s = inSortOrder(q, sort, keyset);
  if (offset > 0) s = s.offset(offset);
  return (await s.limit(pageSize + 1).execute()) as PostRow[];
}

/**
 * SQLite, a common word: walks the sort's index in chunks and keeps the rows that match, until a page
 * (plus one) is found or the posts run out.
 */
async function walkSortIndex(
  q: PostQuery,
  sort: PostSort,
  { keyset, offset }: PageStart,
  pageSize: number,
  common: CommonWordMatches,
): Promise<PostRow[]> {
  // Enough rows per chunk to expect a page of matches in one or two reads.
  const chunk = Math.min(5_000, Math.max(100, Math.ceil(((pageSize + 1) * 1.5) / common.density)));
  const rows: PostRow[] = [];
  let skip = offset;
  let walk = keyset;
  while (rows.length <= pageSize) {
    const batch = (await inSortOrder(q, sort, walk)
      .select(sql<number>`p.seq`.as("seq"))
      .limit(chunk)
      .execute()) as unknown as (PostRow & { seq: number })[];
    const matching = batch.length > 0 ? await common.among(batch.map((r) => Number(r.seq))) : new Set<number>();
    for (const row of batch.filter((r) => matching.has(Number(r.seq)))) {
      if (skip > 0) skip--;
      else if (rows.length <= pageSize) rows.push(row);
    }
    const end = batch[batch.length - 1];
    if (batch.length < chunk || !end) break;
    walk = keysetOf(end, sort);
  }
  return rows;
}

/** The row's values in the sort's order, for the next page's cursor. */
function keysetOf(row: PostRow, sort: PostSort): Keyset {
  if (sort === "most_liked") return [Number(row.upvotes), row.created_at, row.id];
  if (sort === "most_discussed") return [Number(row.comments_count), row.created_at, row.id];
  return [row.created_at, row.id];
}

/** The query in the sort's order, starting after `keyset` (the previous page's last row) when given. */
function inSortOrder(q: PostQuery, sort: PostSort, keyset: Keyset | null): PostQuery {
  switch (sort) {
    case "oldest":
      return oldestFirst(q, keyset);
    case "most_liked":
      return mostCountedFirst(q, "p.upvotes", keyset);
    case "most_discussed":
      return mostCountedFirst(q, "p.comments_count", keyset);
    default:
      return newestFirst(q, keyset);
  }
}

function newestFirst(q: PostQuery, keyset: Keyset | null): PostQuery {
  const s = keyset
    ? q.where((eb) => eb(eb.refTuple("p.created_at", "p.id"), "<", eb.tuple(keyset[0] as string, keyset[1] as string)))
    : q;
  return s.orderBy("p.created_at", "desc").orderBy("p.id", "desc");
}

function oldestFirst(q: PostQuery, keyset: Keyset | null): PostQuery {
  const s = keyset
    ? q.where((eb) => eb(eb.refTuple("p.created_at", "p.id"), ">", eb.tuple(keyset[0] as string, keyset[1] as string)))
    : q;
  return s.orderBy("p.created_at", "asc").orderBy("p.id", "asc");
}

/** Most upvotes or most comments first; ties newest first. */
function mostCountedFirst(q: PostQuery, column: "p.upvotes" | "p.comments_count", keyset: Keyset | null): PostQuery {
  const s = keyset
    ? q.where((eb) =>
        eb(
          eb.refTuple(column, "p.created_at", "p.id"),
          "<",
          eb.tuple(keyset[0] as number, keyset[1] as string, keyset[2] as string),
        ),
      )
    : q;
  return s.orderBy(column, "desc").orderBy("p.created_at", "desc").orderBy("p.id", "desc");
}
