import { randomUUID } from "node:crypto";
import { type Kysely, sql, type Transaction } from "kysely";
import { displayNameOf } from "~/features/accounts/session.server.ts";
import { dialectOf, getDb } from "~/lib/db/index.server.ts";
import type { Database } from "~/lib/db/schema.ts";
import { registerMaintenanceTask } from "~/lib/jobs.server.ts";
import { consumeRateLimit, waitDescription } from "~/lib/rate-limit.server.ts";
import { mediaStorage } from "../media/storage.server.ts";
import type { StoredMedia } from "../media/upload.server.ts";
import { isCategory, type ListQuery, PAGE_SIZE, type PostCategory, TEXTS } from "./constants.ts";
import { contentHash } from "./content-hash.server.ts";
import { commentInputSchema, type PostInput, postInputSchema } from "./schema.ts";
import { fts5Query, searchTokens, tsQuery } from "./search-query.ts";

/**
 * The community forum's data and rules. Routes stay thin: they find the signed-in user, pass it in as
 * `actor`, and turn a thrown ForumError into an answer. See docs/decisions/0008-community-forum-and-media.md.
 *
 * - Reading is public: listPosts (search, category, sort, keyset pages), getPost, listComments.
 * - Writing needs an actor that is not banned. Authors edit and delete their own posts and comments,
 *   nobody else's; admins moderate through the dashboard (moderation.server.ts, audited).
 * - Counters (upvotes, comments_count) are kept by database triggers in the same statement as the
 *   row change (0004_forum), so they always equal the rows; setUpvote is idempotent per (user, post).
 * - Rate limits: `forumRateLimit(kind, actor, ip)` before each write (stricter for new accounts).
 */

/** Who is acting: the signed-in user (SessionUser from the accounts feature fits this shape). */
export type ForumActor = { id: string; role: "user" | "admin"; banned: boolean; createdAt: string };

/** A refusal: HTTP status plus the title and description to show (as a toast or a notice). */
export class ForumError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly description: string,
  ) {
    super(`${title}: ${description}`);
  }
}

// The accounts feature owns `users`; the forum only reads these columns.
type ForumUsers = { id: string; name: string | null; user_category: string | null };
type ForumDatabase = Omit<Database, "users"> & { users: ForumUsers };
type ForumDb = Kysely<ForumDatabase>;
const forumDb = (db: Kysely<Database> = getDb()) => db as unknown as ForumDb;

/** Who is reading: null for visitors. Admins also see hidden posts and comments. */
export type ForumViewer = { id: string; role?: string } | null;
const isAdmin = (viewer: ForumViewer | undefined) => viewer?.role === "admin";

export type PostAuthor = { id: string; name: string; userCategory: string };
export type MediaImage = {
  id: string;
  src: string;
  srcSet: string;
  width: number;
  height: number;
};
export type MediaVideo = { id: string; src: string; type: string };
export type PostView = {
  id: string;
  title: string;
  /** In lists, cut at LIST_EXCERPT characters (`truncated` says so); full on the post page. */
  content: string;
  truncated: boolean;
  category: PostCategory;
  upvotes: number;
  commentsCount: number;
  createdAt: string;
  editedAt: string | null;
  author: PostAuthor;
  images: MediaImage[];
  videos: MediaVideo[];
  userHasUpvoted: boolean;
  /** Set when an admin hid the post (only admins ever see such a post). */
  hiddenAt: string | null;
};
export type CommentView = {
  id: string;
  postId: string;
  content: string;
  createdAt: string;
  editedAt: string | null;
  author: PostAuthor;
  /** Set when an admin hid the comment (only admins ever see such a comment). */
  hiddenAt: string | null;
};

export const LIST_EXCERPT = 600;
/** Relevance ranks at most this many of the newest matches (a bounded cost for common words). */
export const RANK_CANDIDATES = 300;
/** PostgreSQL: how many of the newest posts are searched first for a common word's candidates. */
const RECENT_WINDOW = 3_000;
/** SQLite: from this many matches on, a sorted search walks the sort index instead of sorting matches. */
const COMMON_MATCHES = 2_000;
export const COMMENTS_PAGE = 100;
const NEW_ACCOUNT_MS = 24 * 3_600_000;

function mediaUrl(key: string): string {
  return `/media/${key}`;
}

function author(id: string, name: string | null, category: string | null): PostAuthor {
  return { id, name: displayNameOf(name), userCategory: category || "traveller" };
}

// --- Cursors -----------------------------------------------------------------------------------

type Cursor = { offset: number } | { values: [number | string, ...string[]] };

function encodeCursor(values: (number | string)[]): string {
  return Buffer.from(JSON.stringify(values)).toString("base64url");
}

function decodeCursor(raw: string | null, sort: ListQuery["sort"]): Cursor | null {
  if (!raw) return null;
  if (sort === "relevance") {
    const offset = /^o(\d{1,6})$/.exec(raw)?.[1];
    return offset ? { offset: Number(offset) } : null;
  }
  try {
    const values = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as unknown;
    if (!Array.isArray(values)) return null;
    const counted = sort === "most_liked" || sort === "most_discussed";
    const [first, ...rest] = values;
    if (counted) {
      if (values.length !== 3 || !Number.isSafeInteger(first)) return null;
    } else if (values.length !== 2) return null;
    const strings = counted ? rest : values;
    if (!strings.every((v) => typeof v === "string" && v.length <= 64)) return null;
    return { values: values as [number | string, ...string[]] };
  } catch {
    return null;
  }
}

// --- Reading -----------------------------------------------------------------------------------

type PostRow = {
  id: string;
  title: string;
  content: string;
  category: PostCategory;
  upvotes: number;
  comments_count: number;
  created_at: string;
  edited_at: string | null;
  hidden_at: string | null;
  author_id: string;
  author_name: string | null;
  author_category: string | null;
};

function basePostQuery(db: ForumDb, excerpt: boolean, viewer: ForumViewer) {
  const q = db
    .selectFrom("posts as p")
    .innerJoin("users as u", "u.id", "p.author_id")
    .select([
      "p.id",
      "p.title",
      excerpt ? sql<string>`substr(p.content, 1, ${LIST_EXCERPT + 1})`.as("content") : "p.content",
      "p.category",
      "p.upvotes",
      "p.comments_count",
      "p.created_at",
      "p.edited_at",
      "p.hidden_at",
      "p.author_id",
      "u.name as author_name",
      "u.user_category as author_category",
    ]);
  return isAdmin(viewer) ? q : q.where("p.hidden_at", "is", null);
}

async function decorate(db: ForumDb, rows: PostRow[], viewerId: string | null): Promise<PostView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [media, upvoted] = await Promise.all([
    db
      .selectFrom("post_media")
      .select(["id", "post_id", "kind", "content_type", "storage_key", "width", "height", "variants"])
      .where("post_id", "in", ids)
      .orderBy("position")
      .execute(),
    viewerId
      ? db
          .selectFrom("user_upvotes")
          .select("post_id")
          .where("user_id", "=", viewerId)
          .where("post_id", "in", ids)
          .execute()
      : Promise.resolve([]),
  ]);
  const upvotedIds = new Set(upvoted.map((u) => u.post_id));
  return rows.map((r) => {
    const images: MediaImage[] = [];
    const videos: MediaVideo[] = [];
    for (const m of media) {
      if (m.post_id !== r.id) continue;
      if (m.kind === "image") {
        const variants = JSON.parse(m.variants) as { key: string; width: number }[];
        images.push({
          id: m.id,
          src: mediaUrl(m.storage_key),
          srcSet: variants.map((v) => `${mediaUrl(v.key)} ${v.width}w`).join(", "),
          width: m.width ?? 0,
          height: m.height ?? 0,
        });
      } else {
        videos.push({ id: m.id, src: mediaUrl(m.storage_key), type: m.content_type });
      }
    }
    const truncated = r.content.length > LIST_EXCERPT;
    return {
      id: r.id,
      title: r.title,
      content: truncated ? r.content.slice(0, LIST_EXCERPT).trimEnd() : r.content,
      truncated,
      category: r.category,
      upvotes: Number(r.upvotes),
      commentsCount: Number(r.comments_count),
      createdAt: r.created_at,
      editedAt: r.edited_at,
      author: author(r.author_id, r.author_name, r.author_category),
      images,
      videos,
      userHasUpvoted: upvotedIds.has(r.id),
      hiddenAt: r.hidden_at,
    };
  });
}

export type PostPage = { posts: PostView[]; nextCursor: string | null };

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
  const engine = dialectOf(kdb);
  const tokens = query.q ? searchTokens(query.q) : [];
  if (query.q && tokens.length === 0) return { posts: [], nextCursor: null };
  const sort = query.sort === "relevance" && tokens.length === 0 ? "newest" : query.sort;
  const cursor = decodeCursor(query.after, sort);
  // Without a cursor, ?page=N starts at its offset (the no-JavaScript "Load More" link).
  const pageOffset = cursor ? 0 : (Math.max(1, Math.floor(query.page ?? 1)) - 1) * pageSize;

  let q = basePostQuery(db, true, viewer);
  if (query.category !== "all") q = q.where("p.category", "=", query.category);

  if (tokens.length > 0 && sort === "relevance") {
    const offset = cursor && "offset" in cursor ? cursor.offset : pageOffset;
    // Ranking every match of a common word costs too much at scale (bm25 / ts_rank per row): only the
    // newest RANK_CANDIDATES matches are ranked. Older matches are still found by the other sorts.
    if (offset >= RANK_CANDIDATES) return { posts: [], nextCursor: null };
    const take = Math.min(pageSize + 1, RANK_CANDIDATES - offset);
    // The page is chosen among the candidates by their ids alone; only its rows are then joined.
    const visible = isAdmin(viewer) ? sql`` : sql`and h.hidden_at is null`;
    if (engine === "sqlite") {
      const match = fts5Query(tokens, query.category === "all" ? null : query.category);
      q = q
        .innerJoin(
          sql<{ seq: number; score: number }>`(select m.seq, m.score from
            (select rowid as seq, rank as score from posts_fts where posts_fts match ${match}
              order by rowid desc limit ${RANK_CANDIDATES}) m
            join posts h on h.seq = m.seq ${visible}
            order by m.score, m.seq desc limit ${take} offset ${offset})`.as("m"),
          (join) => join.on(sql<boolean>`m.seq = p.seq`),
        )
        .orderBy(sql`m.score`)
        .orderBy(sql`m.seq`, "desc");
    } else {
      const tsq = tsQuery(tokens);
      const category = query.category === "all" ? sql`` : sql`and h.category = ${query.category}`;
      // PostgreSQL misjudges how common a prefix query is and may read every match through the GIN
      // index. So first look among the newest RECENT_WINDOW posts (an index walk): a common word fills
      // the candidates there. Only a rarer word goes through the GIN index, which is quick for few rows.
      const recent = await sql<{ id: string }>`select h.id from (select id, created_at, search, category, hidden_at
          from posts h where true ${category} ${visible} order by created_at desc, id desc limit ${RECENT_WINDOW}) h
        where h.search @@ to_tsquery('english', ${tsq})
        order by h.created_at desc, h.id desc limit ${RANK_CANDIDATES}`.execute(db);
      const candidates =
        recent.rows.length >= RANK_CANDIDATES
          ? sql`(select h.id, h.created_at, h.search from posts h where h.id in (${sql.join(recent.rows.map((r) => r.id))}))`
          : sql`(select h.id, h.created_at, h.search from posts h
              where h.search @@ to_tsquery('english', ${tsq}) ${category} ${visible}
              order by h.created_at desc, h.id desc limit ${RANK_CANDIDATES})`;
      q = q
        .innerJoin(
          sql<{
            id: string;
            score: number;
          }>`(select c.id, c.created_at, ts_rank(c.search, to_tsquery('english', ${tsq})) as score
            from ${candidates} c
            order by score desc, c.created_at desc, c.id desc limit ${take} offset ${offset})`.as("m"),
          (join) => join.on(sql<boolean>`m.id = p.id`),
        )
        .orderBy(sql`m.score`, "desc")
        .orderBy("p.created_at", "desc")
        .orderBy("p.id", "desc");
    }
    const rows = (await q.execute()) as PostRow[];
    const more = rows.length > pageSize;
    const page = rows.slice(0, pageSize);
    return {
      posts: await decorate(db, page, viewer?.id ?? null),
      nextCursor: more ? `o${offset + pageSize}` : null,
    };
  }

  // SQLite, a common word: the set of matching rows (read from the index as one string), tested in
  // JavaScript while walking the sort's index. A rare word: filtered in SQL, then the few sorted.
  // By date, a chunk of the sort index covers a narrow band of rowids (posts are inserted in time
  // order), so only the matches in that band are read; by count, all matching rowids are read once.
  let matchesAmong: ((seqs: number[]) => Promise<Set<number>>) | null = null;
  let density = 1;
  if (tokens.length > 0) {
    if (engine === "sqlite") {
      const match = fts5Query(tokens, query.category === "all" ? null : query.category);
      const probe = await sql<{ n: number }>`select count(*) as n from
        (select 1 from posts_fts where posts_fts match ${match} limit ${COMMON_MATCHES})`.execute(db);
      if (Number(probe.rows[0]?.n ?? 0) >= COMMON_MATCHES) {
        const read = async (from: number, to: number) => {
          const found = await sql<{ seqs: string | null }>`select group_concat(rowid) as seqs from posts_fts
            where posts_fts match ${match} and rowid between ${from} and ${to}`.execute(db);
          const text = found.rows[0]?.seqs ?? "";
          return new Set(text ? text.split(",").map(Number) : []);
        };
        if (sort === "newest" || sort === "oldest") {
          density = 0.1;
          matchesAmong = (seqs) => read(Math.min(...seqs), Math.max(...seqs));
        } else {
          const all = await read(0, Number.MAX_SAFE_INTEGER);
          const last = await sql<{ n: number | null }>`select max(seq) as n from posts`.execute(db);
          density = all.size / Math.max(1, Number(last.rows[0]?.n ?? 1));
          matchesAmong = async () => all;
        }
      } else {
        q = q.where(sql<boolean>`p.seq in (select rowid from posts_fts where posts_fts match ${match})`);
      }
    } else {
      q = q.where(sql<boolean>`p.search @@ to_tsquery('english', ${tsQuery(tokens)})`);
    }
  }

  const keysetOf = (row: PostRow): (number | string)[] =>
    sort === "most_liked"
      ? [Number(row.upvotes), row.created_at, row.id]
      : sort === "most_discussed"
        ? [Number(row.comments_count), row.created_at, row.id]
        : [row.created_at, row.id];
  const sorted = (keyset: (number | string)[] | null) => {
    let s = q;
    switch (sort) {
      case "oldest":
        if (keyset)
          s = s.where((eb) =>
            eb(eb.refTuple("p.created_at", "p.id"), ">", eb.tuple(keyset[0] as string, keyset[1] as string)),
          );
        return s.orderBy("p.created_at", "asc").orderBy("p.id", "asc");
      case "most_liked":
      case "most_discussed": {
        const column = sort === "most_liked" ? "p.upvotes" : "p.comments_count";
        if (keyset) {
          s = s.where((eb) =>
            eb(
              eb.refTuple(column, "p.created_at", "p.id"),
              "<",
              eb.tuple(keyset[0] as number, keyset[1] as string, keyset[2] as string),
            ),
          );
        }
        return s.orderBy(column, "desc").orderBy("p.created_at", "desc").orderBy("p.id", "desc");
      }
      default:
        if (keyset)
          s = s.where((eb) =>
            eb(eb.refTuple("p.created_at", "p.id"), "<", eb.tuple(keyset[0] as string, keyset[1] as string)),
          );
        return s.orderBy("p.created_at", "desc").orderBy("p.id", "desc");
    }
  };

  const keyset = cursor && "values" in cursor ? cursor.values : null;
  let rows: PostRow[];
  if (matchesAmong) {
    // Enough rows per chunk to expect a page of matches in one or two reads.
    const chunk = Math.min(5_000, Math.max(100, Math.ceil(((pageSize + 1) * 1.5) / density)));
    rows = [];
    let skip = pageOffset;
    let walk: (number | string)[] | null = keyset;
    while (rows.length <= pageSize) {
      const batch = (await sorted(walk)
        .select(sql<number>`p.seq`.as("seq"))
        .limit(chunk)
        .execute()) as unknown as (PostRow & { seq: number })[];
      const matching = batch.length > 0 ? await matchesAmong(batch.map((r) => Number(r.seq))) : new Set<number>();
      for (const row of batch) {
        if (!matching.has(Number(row.seq))) continue;
        if (skip > 0) skip--;
        else if (rows.length <= pageSize) rows.push(row);
      }
      const end = batch[batch.length - 1];
      if (batch.length < chunk || !end) break;
      walk = keysetOf(end);
    }
  } else {
    let s = sorted(keyset);
    if (pageOffset > 0) s = s.offset(pageOffset);
    rows = (await s.limit(pageSize + 1).execute()) as PostRow[];
  }
  const more = rows.length > pageSize;
  const page = rows.slice(0, pageSize);
  const lastRow = page[page.length - 1];
  const nextCursor = more && lastRow ? encodeCursor(keysetOf(lastRow)) : null;
  return { posts: await decorate(db, page, viewer?.id ?? null), nextCursor };
}

/** One post, complete (no excerpt), or null. */
export async function getPost(
  id: string,
  viewer: ForumViewer = null,
  kdb: Kysely<Database> = getDb(),
): Promise<PostView | null> {
  if (!isUuid(id)) return null;
  const db = forumDb(kdb);
  const row = (await basePostQuery(db, false, viewer).where("p.id", "=", id).executeTakeFirst()) as PostRow | undefined;
  if (!row) return null;
  const [post] = await decorate(db, [row], viewer?.id ?? null);
  return post ?? null;
}

export type CommentPage = { comments: CommentView[]; nextCursor: string | null };

/** A post's comments, oldest first, COMMENTS_PAGE at a time. */
export async function listComments(
  postId: string,
  {
    after = null,
    limit = COMMENTS_PAGE,
    viewer = null,
    db: kdb = getDb(),
  }: { after?: string | null; limit?: number; viewer?: ForumViewer; db?: Kysely<Database> } = {},
): Promise<CommentPage> {
  if (!isUuid(postId)) return { comments: [], nextCursor: null };
  const db = forumDb(kdb);
  const keyset = decodeCursor(after, "oldest");
  let q = db
    .selectFrom("comments as c")
    .innerJoin("users as u", "u.id", "c.author_id")
    .select([
      "c.id",
      "c.post_id",
      "c.content",
      "c.created_at",
      "c.edited_at",
      "c.hidden_at",
      "c.author_id",
      "u.name as author_name",
      "u.user_category as author_category",
    ])
    .where("c.post_id", "=", postId);
  if (!isAdmin(viewer)) q = q.where("c.hidden_at", "is", null);
  if (keyset && "values" in keyset) {
    const [createdAt, id] = keyset.values as [string, string];
    q = q.where((eb) => eb(eb.refTuple("c.created_at", "c.id"), ">", eb.tuple(createdAt, id)));
  }
  const rows = await q
    .orderBy("c.created_at", "asc")
    .orderBy("c.id", "asc")
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    comments: page.map((r) => ({
      id: r.id,
      postId: r.post_id,
      content: r.content,
      createdAt: r.created_at,
      editedAt: r.edited_at,
      author: author(r.author_id, r.author_name, r.author_category),
      hiddenAt: r.hidden_at,
    })),
    nextCursor: rows.length > limit && last ? encodeCursor([last.created_at, last.id]) : null,
  };
}

// --- Writing -----------------------------------------------------------------------------------

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

function assertActive(actor: ForumActor): void {
  if (actor.banned) throw new ForumError(403, TEXTS.error, "Your account has been suspended.");
}

/**
 * Validates a create/edit form: title, content and category required after trimming (the spec's
 * 'Missing information' / 'Please fill in all fields'), lengths capped, category one of the five.
 */
export function validatePostInput(raw: { title?: unknown; content?: unknown; category?: unknown }): PostInput {
  const parsed = postInputSchema.safeParse({
    title: typeof raw.title === "string" ? raw.title : "",
    content: typeof raw.content === "string" ? raw.content : "",
    category: typeof raw.category === "string" ? raw.category : "",
  });
  if (!parsed.success) {
    throw new ForumError(400, TEXTS.errorCreatingPost, parsed.error.issues[0]?.message ?? "Invalid post.");
  }
  const { title, content, category } = parsed.data;
  if (!title || !content || !category) throw new ForumError(400, TEXTS.missingInformation, TEXTS.fillAllFields);
  if (!isCategory(category)) throw new ForumError(400, TEXTS.errorCreatingPost, "Choose one of the topics.");
  return { title, content, category };
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; errcode?: number; message?: string };
  return (
    e?.code === "23505" ||
    e?.errcode === 2067 ||
    e?.errcode === 1555 ||
    /UNIQUE constraint failed/.test(String(e?.message))
  );
}

const duplicatePost = () =>
  new ForumError(409, TEXTS.errorCreatingPost, "You have already posted this. Edit your earlier post instead.");

/**
 * Records planned media keys before any file is stored (post_id NULL, so a crash leaves rows that the
 * maintenance task uses to delete the files). Returns the media ids to pass to createPost.
 */
export async function reserveMedia(actor: ForumActor, planned: StoredMedia[], kdb = getDb()): Promise<string[]> {
  if (planned.length === 0) return [];
  const now = new Date().toISOString();
  const rows = planned.map((m, position) => ({
    id: randomUUID(),
    post_id: null,
    uploader_id: actor.id,
    position,
    kind: m.kind,
    content_type: m.contentType,
    storage_key: m.key,
    width: m.width,
    height: m.height,
    size_bytes: m.bytes,
    variants: JSON.stringify(m.variants),
    original_name: m.name.slice(0, 200),
    created_at: now,
  }));
  await kdb.insertInto("post_media").values(rows).execute();
  return rows.map((r) => r.id);
}

/**
 * Removes the files and rows of reserved media whose post failed. The rows go only once the files are
 * gone: if storage refuses now, they stay for the maintenance task (cleanupOrphanMedia) to retry.
 */
export async function releaseMedia(ids: string[], kdb = getDb()): Promise<void> {
  if (ids.length === 0) return;
  const rows = await kdb
    .selectFrom("post_media")
    .select(["id", "storage_key", "variants"])
    .where("id", "in", ids)
    .where("post_id", "is", null)
    .execute();
  await removeMediaRows(kdb, rows);
}

/** Creates a post (after validation) and attaches the reserved media. Returns its id. */
export async function createPost(
  actor: ForumActor,
  input: PostInput,
  {
    mediaIds = [],
    now = new Date(),
    db: kdb = getDb(),
  }: { mediaIds?: string[]; now?: Date; db?: Kysely<Database> } = {},
): Promise<string> {
  assertActive(actor);
  const { title, content, category } = validatePostInput(input);
  const id = randomUUID();
  const at = now.toISOString();
  return kdb.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("posts")
      .values({
        id,
        author_id: actor.id,
        title,
        content,
        category,
        content_hash: contentHash(title, content),
        created_at: at,
        updated_at: at,
        edited_at: null,
      })
      .onConflict((oc) => oc.columns(["author_id", "content_hash"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!row) throw duplicatePost();
    if (mediaIds.length > 0) {
      const attached = await trx
        .updateTable("post_media")
        .set({ post_id: id })
        .where("id", "in", mediaIds)
        .where("post_id", "is", null)
        .where("uploader_id", "=", actor.id)
        .executeTakeFirst();
      if (Number(attached.numUpdatedRows) !== mediaIds.length) {
        throw new ForumError(
          409,
          TEXTS.errorCreatingPost,
          "The attached files are no longer available. Please try again.",
        );
      }
    }
    return id;
  });
}

/** The author of a visible post or comment (a hidden one counts as gone: nobody may write to it). */
async function ownerOf(db: Kysely<Database>, table: "posts" | "comments", id: string): Promise<string> {
  const row = isUuid(id)
    ? await db
        .selectFrom(table)
        .select("author_id")
        .where("id", "=", id)
        .where("hidden_at", "is", null)
        .executeTakeFirst()
    : undefined;
  if (!row)
    throw new ForumError(
      404,
      TEXTS.error,
      table === "posts" ? "This post no longer exists." : "This comment no longer exists.",
    );
  return row.author_id;
}

/** Edits title, content and category of the actor's own post. */
export async function updatePost(
  actor: ForumActor,
  postId: string,
  input: PostInput,
  { now = new Date(), db: kdb = getDb() }: { now?: Date; db?: Kysely<Database> } = {},
): Promise<void> {
  assertActive(actor);
  const { title, content, category } = validatePostInput(input);
  const owner = await ownerOf(kdb, "posts", postId);
  if (owner !== actor.id) throw new ForumError(403, TEXTS.error, "You can only edit your own posts.");
  try {
    const at = now.toISOString();
    const result = await kdb
      .updateTable("posts")
      .set({ title, content, category, content_hash: contentHash(title, content), updated_at: at, edited_at: at })
      .where("id", "=", postId)
      .where("author_id", "=", actor.id)
      .where("hidden_at", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new ForumError(404, TEXTS.error, "This post no longer exists.");
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicatePost();
    throw error;
  }
}

/**
 * Deletes the actor's own post, its comments and upvotes, and its stored media. Admins remove other
 * people's posts from the dashboard (moderation.server.ts), which writes the audit log; not here.
 */
export async function deletePost(actor: ForumActor, postId: string, kdb: Kysely<Database> = getDb()): Promise<void> {
  assertActive(actor);
  const owner = await ownerOf(kdb, "posts", postId);
  if (owner !== actor.id) throw new ForumError(403, TEXTS.error, "You can only delete your own posts.");
  const deleted = await removePost(kdb, postId, actor.id);
  if (!deleted) throw new ForumError(404, TEXTS.error, "This post no longer exists.");
}

/**
 * Deletes a post (only if `authorId` wrote it, when given) with its comments and upvotes (cascade),
 * then its stored media files. Returns false when there was no such post. Used by deletePost and by
 * moderation.server.ts. `alsoInTransaction` runs after the delete, in its transaction (the
 * dashboard's audit row).
 */
export async function removePost(
  kdb: Kysely<Database>,
  postId: string,
  authorId: string | null,
  alsoInTransaction?: (trx: Transaction<Database>) => Promise<void>,
): Promise<boolean> {
  if (!isUuid(postId)) return false;
  const media = await kdb.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom("post_media")
      .select(["id", "storage_key", "variants"])
      .where("post_id", "=", postId)
      .execute();
    let del = trx.deleteFrom("posts").where("id", "=", postId);
    if (authorId) del = del.where("author_id", "=", authorId);
    const result = await del.executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return null;
    await alsoInTransaction?.(trx);
    return rows;
  });
  if (!media) return false;
  // The rows now have post_id NULL; remove the files now, and the rows once that worked (the
  // maintenance task retries whatever is left).
  await removeMediaRows(kdb, media);
  return true;
}

/** A comment's cleaned text ("" when empty); longer than COMMENT_MAX is refused (400). */
function commentText(raw: string): string {
  const parsed = commentInputSchema.safeParse({ content: raw });
  if (!parsed.success) {
    throw new ForumError(400, TEXTS.errorPostingComment, parsed.error.issues[0]?.message ?? "Invalid comment.");
  }
  return parsed.data.content;
}

/**
 * Adds a comment. Empty or whitespace-only content is ignored (returns null), as the spec says.
 */
export async function createComment(
  actor: ForumActor,
  postId: string,
  rawContent: string,
  { now = new Date(), db: kdb = getDb() }: { now?: Date; db?: Kysely<Database> } = {},
): Promise<CommentView | null> {
  assertActive(actor);
  const content = commentText(rawContent);
  if (!content) return null;
  await ownerOf(kdb, "posts", postId);
  const id = randomUUID();
  const at = now.toISOString();
  try {
    await kdb
      .insertInto("comments")
      .values({ id, post_id: postId, author_id: actor.id, content, created_at: at, updated_at: at, edited_at: null })
      .execute();
  } catch (error) {
    // The post was deleted in between (foreign key).
    if (/foreign key|FOREIGN KEY/i.test(String((error as Error)?.message))) {
      throw new ForumError(404, TEXTS.errorPostingComment, "This post no longer exists.");
    }
    throw error;
  }
  const row = await forumDb(kdb)
    .selectFrom("users")
    .select(["name", "user_category"])
    .where("id", "=", actor.id)
    .executeTakeFirst();
  return {
    id,
    postId,
    content,
    createdAt: at,
    editedAt: null,
    author: author(actor.id, row?.name ?? null, row?.user_category ?? null),
    hiddenAt: null,
  };
}

/** Edits the actor's own comment (empty content is refused: delete it instead). */
export async function updateComment(
  actor: ForumActor,
  commentId: string,
  rawContent: string,
  { now = new Date(), db: kdb = getDb() }: { now?: Date; db?: Kysely<Database> } = {},
): Promise<void> {
  assertActive(actor);
  const content = commentText(rawContent);
  if (!content) throw new ForumError(400, TEXTS.errorPostingComment, "A comment cannot be empty.");
  const owner = await ownerOf(kdb, "comments", commentId);
  if (owner !== actor.id) throw new ForumError(403, TEXTS.error, "You can only edit your own comments.");
  const at = now.toISOString();
  // The same conditions again in the statement: a comment hidden or deleted since is not written to.
  const result = await kdb
    .updateTable("comments")
    .set({ content, updated_at: at, edited_at: at })
    .where("id", "=", commentId)
    .where("author_id", "=", actor.id)
    .where("hidden_at", "is", null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new ForumError(404, TEXTS.error, "This comment no longer exists.");
}

/** Deletes the actor's own comment (admins moderate from the dashboard). Returns its post. */
export async function deleteComment(
  actor: ForumActor,
  commentId: string,
  kdb: Kysely<Database> = getDb(),
): Promise<string> {
  assertActive(actor);
  const owner = await ownerOf(kdb, "comments", commentId);
  if (owner !== actor.id) throw new ForumError(403, TEXTS.error, "You can only delete your own comments.");
  const row = await kdb
    .deleteFrom("comments")
    .where("id", "=", commentId)
    .where("author_id", "=", actor.id)
    .returning("post_id")
    .executeTakeFirst();
  if (!row) throw new ForumError(404, TEXTS.error, "This comment no longer exists.");
  return row.post_id;
}

export type UpvoteResult = { upvoted: boolean; upvotes: number; changed: boolean };

/**
 * Sets the actor's upvote on a post (`up` true adds it, false removes it). Idempotent: the
 * (user, post) primary key allows one row, and the trigger changes the count only when a row is
 * actually inserted or deleted, in the same transaction. The count is never taken from the client.
 */
export async function setUpvote(
  actor: ForumActor,
  postId: string,
  up: boolean,
  { now = new Date(), db: kdb = getDb() }: { now?: Date; db?: Kysely<Database> } = {},
): Promise<UpvoteResult> {
  assertActive(actor);
  if (!isUuid(postId)) throw new ForumError(404, TEXTS.error, "This post no longer exists.");
  try {
    return await kdb.transaction().execute(async (trx) => {
      let changed: boolean;
      if (up) {
        // Only visible posts take new votes (a hidden post is gone for everyone but admins).
        const visible = await trx
          .selectFrom("posts")
          .select("id")
          .where("id", "=", postId)
          .where("hidden_at", "is", null)
          .executeTakeFirst();
        if (!visible) throw new ForumError(404, TEXTS.error, "This post no longer exists.");
        const row = await trx
          .insertInto("user_upvotes")
          .values({ user_id: actor.id, post_id: postId, created_at: now.toISOString() })
          .onConflict((oc) => oc.columns(["user_id", "post_id"]).doNothing())
          .returning("post_id")
          .executeTakeFirst();
        changed = Boolean(row);
      } else {
        const row = await trx
          .deleteFrom("user_upvotes")
          .where("user_id", "=", actor.id)
          .where("post_id", "=", postId)
          .returning("post_id")
          .executeTakeFirst();
        changed = Boolean(row);
      }
      const post = await trx.selectFrom("posts").select("upvotes").where("id", "=", postId).executeTakeFirst();
      if (!post) throw new ForumError(404, TEXTS.error, "This post no longer exists.");
      return { upvoted: up, upvotes: Number(post.upvotes), changed };
    });
  } catch (error) {
    if (error instanceof ForumError) throw error;
    if (/foreign key|FOREIGN KEY/i.test(String((error as Error)?.message))) {
      throw new ForumError(404, TEXTS.error, "This post no longer exists.");
    }
    throw error;
  }
}

// --- Rate limits -------------------------------------------------------------------------------

export type ForumAction = "upload" | "post" | "comment" | "upvote" | "edit";

type Rule = { key: string; limit: number; windowSeconds: number; message?: string };

export function isNewAccount(actor: ForumActor, now = new Date()): boolean {
  const created = Date.parse(actor.createdAt);
  return Number.isNaN(created) || now.getTime() - created < NEW_ACCOUNT_MS;
}

function rules(action: ForumAction, actor: ForumActor, ip: string, now: Date): Rule[] {
  const fresh = isNewAccount(actor, now);
  const u = `forum:${action}:user:${actor.id}`;
  const i = `forum:${action}:ip:${ip}`;
  switch (action) {
    case "upload":
      return [
        { key: `${u}:10m`, limit: 10, windowSeconds: 600 },
        { key: `${i}:10m`, limit: 30, windowSeconds: 600 },
      ];
    case "post":
      return [
        { key: `${u}:30s`, limit: 1, windowSeconds: 30 },
        fresh
          ? {
              key: `${u}:day-new`,
              limit: 10,
              windowSeconds: 86_400,
              message: "New accounts can create up to 10 posts a day.",
            }
          : { key: `${u}:day`, limit: 50, windowSeconds: 86_400, message: "You can create up to 50 posts a day." },
        { key: `${i}:1h`, limit: 30, windowSeconds: 3_600 },
      ];
    case "comment":
      return [
        { key: `${u}:10s`, limit: 1, windowSeconds: 10 },
        fresh
          ? {
              key: `${u}:day-new`,
              limit: 50,
              windowSeconds: 86_400,
              message: "New accounts can post up to 50 comments a day.",
            }
          : { key: `${u}:day`, limit: 500, windowSeconds: 86_400 },
        { key: `${i}:1h`, limit: 120, windowSeconds: 3_600 },
      ];
    case "upvote":
      return [
        { key: `${u}:1m`, limit: 60, windowSeconds: 60 },
        { key: `${i}:1m`, limit: 300, windowSeconds: 60 },
      ];
    case "edit":
      return [
        { key: `${u}:1h`, limit: 30, windowSeconds: 3_600 },
        { key: `${i}:1h`, limit: 120, windowSeconds: 3_600 },
      ];
  }
}

export type RateLimitRefusal = { retryAfterSeconds: number; message: string };

/**
 * Counts one `action` by `actor` from `ip` against its limits (per account and per IP, stricter for
 * accounts younger than a day). Returns null when allowed, else the wait and a message for a 429.
 */
export async function forumRateLimit(
  action: ForumAction,
  actor: ForumActor,
  ip: string,
  { now = new Date(), db = getDb() }: { now?: Date; db?: Kysely<Database> } = {},
): Promise<RateLimitRefusal | null> {
  for (const rule of rules(action, actor, ip, now)) {
    const result = await consumeRateLimit(
      { key: rule.key, limit: rule.limit, windowSeconds: rule.windowSeconds, now },
      db,
    );
    if (!result.allowed) {
      const wait = waitDescription(result.retryAfterSeconds);
      return {
        retryAfterSeconds: result.retryAfterSeconds,
        message: `${rule.message ?? "You're doing that too often."} Please wait ${wait} and try again.`,
      };
    }
  }
  return null;
}

// --- Media cleanup -----------------------------------------------------------------------------

async function removeMediaRows(
  kdb: Kysely<Database>,
  rows: { id: string; storage_key: string; variants: string }[],
): Promise<void> {
  if (rows.length === 0) return;
  const keys = rows.flatMap((r) => {
    const variants = JSON.parse(r.variants) as { key: string }[];
    return [r.storage_key, ...variants.map((v) => v.key)];
  });
  try {
    await mediaStorage().delete([...new Set(keys)]);
  } catch (error) {
    console.error("forum: could not delete media files (the maintenance task will retry):", error);
    return;
  }
  await kdb
    .deleteFrom("post_media")
    .where(
      "id",
      "in",
      rows.map((r) => r.id),
    )
    .where("post_id", "is", null)
    .execute();
}

/** Media rows without a post for an hour: from crashed uploads or deleted posts. Removes files and rows. */
export async function cleanupOrphanMedia(kdb: Kysely<Database> = getDb(), now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - 3_600_000).toISOString();
  const rows = await kdb
    .selectFrom("post_media")
    .select(["id", "storage_key", "variants"])
    .where("post_id", "is", null)
    .where("created_at", "<", cutoff)
    .limit(500)
    .execute();
  await removeMediaRows(kdb, rows);
  return rows.length;
}

registerMaintenanceTask("forum-media", (db) => cleanupOrphanMedia(db));
