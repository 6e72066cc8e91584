/**
 * `npm run seed:scale [-- --posts N --comments N --upvotes N --members N --seed S]`: fills the configured
 * database (DATA_DIR/app.db, or DATABASE_URL) with a forum at scale for benchmarks (issue 5 "Scale",
 * issue 7 item 2): by default 100,000 posts, 500,000 comments and 1,000,000 upvotes by 20,000 members.
 *
 * - Text is generated from a word list about Sulawesi travel with a skewed (Zipf-like) word frequency,
 *   so searches have common words (ferry, manado, dive) and rare ones (babirusa, maleo, anoa).
 * - The same seed gives the same data (ids included), so benchmark runs are comparable.
 * - Fast: one transaction; multi-row inserts (SQLite: prepared statements of 500 rows; PostgreSQL: one
 *   `insert ... select from unnest(arrays)` per 10,000 rows). The per-row counter and FTS triggers are
 *   switched off for the load and back on before commit; the counts are then set in bulk from the rows
 *   (the same numbers the triggers would give: upvote rows, visible comments) and the SQLite FTS index
 *   is rebuilt from the posts (PostgreSQL's tsvector column and GIN index fill themselves). A failure
 *   rolls everything back, triggers included.
 * - Refuses to run twice on one database (the members' emails are fixed): use a fresh DATA_DIR or database.
 */
import type { DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import { type Kysely, sql } from "kysely";
import { contentHash } from "../app/features/forum/content-hash.server.ts";
import { config } from "../app/lib/config.server.ts";
import { closeDb, dialect, getDb, migrateToLatest, sqliteFile } from "../app/lib/db/index.server.ts";
import type { Database } from "../app/lib/db/schema.ts";
import { openSqlite } from "../app/lib/db/sqlite-dialect.ts";
import {
  ADJECTIVES,
  CATEGORIES,
  COMMENT_TEXTS,
  FIRST_NAMES,
  LAST_NAMES,
  OPENERS,
  PLACES,
  SENTENCES,
  TOPICS,
  USER_CATEGORIES,
} from "./seed-scale-vocabulary.ts";

const { values: opts } = parseArgs({
  options: {
    posts: { type: "string", default: "100000" },
    comments: { type: "string" },
    upvotes: { type: "string" },
    members: { type: "string" },
    seed: { type: "string", default: "7" },
    quiet: { type: "boolean", default: false },
  },
  strict: true,
});
const count = (raw: string | undefined, fallback: number, name: string) => {
  const n = raw === undefined ? fallback : Number(raw);
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`--${name} must be a whole number >= 0`);
  return n;
};
const POSTS = count(opts.posts, 100_000, "posts");
const COMMENTS = count(opts.comments, POSTS * 5, "comments");
const UPVOTES = count(opts.upvotes, POSTS * 10, "upvotes");
const MEMBERS = Math.max(count(opts.members, Math.ceil(POSTS / 5), "members"), 10);
const SEED = count(opts.seed, 7, "seed");
if (UPVOTES > POSTS * MEMBERS)
  throw new Error("--upvotes cannot exceed posts x members (one vote per member and post)");
const log = (message: string) => {
  if (!opts.quiet) console.log(message);
};

/** The emails of seeded members end with this: it marks the data set (and makes a second run refuse). */
const SCALE_EMAIL_DOMAIN = "scale.sulawesi-guide.invalid";

// --- Deterministic random numbers (mulberry32) -------------------------------------------------------

let state = SEED >>> 0 || 1;
function random(): number {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const int = (n: number) => Math.floor(random() * n);
const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
const hex = (n: number) => Array.from({ length: n }, () => "0123456789abcdef"[int(16)]).join("");
/** A version-4-shaped UUID from the seeded generator (the forum accepts only UUID ids). */
const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${"89ab"[int(4)]}${hex(3)}-${hex(12)}`;

/** Draws from `items` with Zipf-like weights (the first items are common, the last rare). */
function zipf<T>(items: readonly T[], exponent = 1): () => T {
  const cumulative: number[] = [];
  let total = 0;
  for (let i = 0; i < items.length; i++) {
    total += 1 / (i + 1) ** exponent;
    cumulative.push(total);
  }
  return () => {
    const x = random() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return items[lo]!;
  };
}

// --- Text -------------------------------------------------------------------------------------------

const place = zipf(PLACES, 0.9);
const topic = zipf(TOPICS, 1.05);
const adjective = zipf(ADJECTIVES, 0.8);

function postText(): { title: string; content: string } {
  const a = place();
  let b = place();
  while (b === a) b = place();
  const t = topic();
  const title = `${pick(OPENERS)} ${t} ${random() < 0.5 ? "in" : "to"} ${a}`.slice(0, 200);
  const sentences: string[] = [];
  const n = 2 + int(6);
  for (let i = 0; i < n; i++) {
    const first = i === 0 ? a : place();
    sentences.push(pick(SENTENCES)(first, i === 0 ? b : place(), i === 0 ? t : topic(), adjective()));
    if (random() < 0.2) sentences.push("\n");
  }
  return { title, content: sentences.join(" ").replace(/ \n /g, "\n\n").trim() };
}

// --- Shape of the data set --------------------------------------------------------------------------

/**
 * How many of `total` go to each of `n` posts: skewed (a few popular posts, a long tail), each at
 * most `cap`, summing exactly to `total`.
 */
function distribute(total: number, n: number, cap: number): Int32Array {
  const shares = new Int32Array(n);
  if (n === 0 || total === 0) return shares;
  const weights = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n; i++) {
    // Heavy-tailed (Pareto-like), in a random order so popularity does not follow age.
    const w = 1 / (random() + 0.02) ** 1.3;
    weights[i] = w;
    sum += w;
  }
  let given = 0;
  for (let i = 0; i < n; i++) {
    const share = Math.min(cap, Math.floor((weights[i]! / sum) * total));
    shares[i] = share;
    given += share;
  }
  // Hand out the rest one at a time to posts below the cap.
  let i = int(n);
  while (given < total) {
    if (shares[i]! < cap) {
      shares[i]! += 1;
      given++;
    }
    i = (i + 1 + int(7)) % n;
  }
  return shares;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

// --- Writers: the same rows to SQLite (node:sqlite) or PostgreSQL (unnest) ---------------------------

type Row = (string | number | null)[];
type Table = { name: string; columns: string[]; pgTypes: string[] };
const TABLES = {
  users: {
    name: "users",
    columns: ["id", "name", "email", "email_verified", "role", "banned", "user_category", "created_at", "updated_at"],
    pgTypes: ["text", "text", "text", "int", "text", "int", "text", "text", "text"],
  },
  posts: {
    name: "posts",
    columns: [
      "id",
      "author_id",
      "title",
      "content",
      "category",
      "content_hash",
      "created_at",
      "updated_at",
      "hidden_at",
    ],
    pgTypes: ["text", "text", "text", "text", "text", "text", "text", "text", "text"],
  },
  comments: {
    name: "comments",
    columns: ["id", "post_id", "author_id", "content", "created_at", "updated_at", "hidden_at"],
    pgTypes: ["text", "text", "text", "text", "text", "text", "text"],
  },
  upvotes: {
    name: "user_upvotes",
    columns: ["user_id", "post_id", "created_at"],
    pgTypes: ["text", "text", "text"],
  },
} satisfies Record<string, Table>;

interface Writer {
  insert(table: Table, rows: Row[]): Promise<void>;
}

class SqliteWriter implements Writer {
  static readonly BATCH = 500;
  readonly #statements = new Map<string, ReturnType<DatabaseSync["prepare"]>>();
  readonly db: DatabaseSync;
  constructor(db: DatabaseSync) {
    this.db = db;
  }
  async insert(table: Table, rows: Row[]): Promise<void> {
    for (let start = 0; start < rows.length; start += SqliteWriter.BATCH) {
      const chunk = rows.slice(start, start + SqliteWriter.BATCH);
      const key = `${table.name}:${chunk.length}`;
      let stmt = this.#statements.get(key);
      if (!stmt) {
        const tuple = `(${table.columns.map(() => "?").join(", ")})`;
        stmt = this.db.prepare(
          `insert into ${table.name} (${table.columns.join(", ")}) values ${Array(chunk.length).fill(tuple).join(", ")}`,
        );
        this.#statements.set(key, stmt);
      }
      stmt.run(...chunk.flat());
    }
  }
}

class PostgresWriter implements Writer {
  readonly trx: Kysely<Database>;
  constructor(trx: Kysely<Database>) {
    this.trx = trx;
  }
  async insert(table: Table, rows: Row[]): Promise<void> {
    if (rows.length === 0) return;
    const arrays = table.columns.map((_, c) => rows.map((r) => r[c]));
    const unnest = sql.join(arrays.map((values, c) => sql`${values}::${sql.raw(table.pgTypes[c]!)}[]`));
    await sql`insert into ${sql.table(table.name)} (${sql.join(table.columns.map((c) => sql.ref(c)))})
      select * from unnest(${unnest})`.execute(this.trx);
  }
}

/** Buffers rows and writes them in batches; `parent` (the posts, for comments and upvotes) is written first. */
class Batcher {
  parent: Batcher | undefined;
  rows: Row[] = [];
  written = 0;
  readonly writer: Writer;
  readonly table: Table;
  readonly size: number;
  constructor(writer: Writer, table: Table, size: number) {
    this.writer = writer;
    this.table = table;
    this.size = size;
  }
  async add(row: Row): Promise<void> {
    this.rows.push(row);
    if (this.rows.length >= this.size) await this.flush();
  }
  async flush(): Promise<void> {
    if (this.parent) await this.parent.flush();
    const rows = this.rows;
    this.rows = [];
    await this.writer.insert(this.table, rows);
    this.written += rows.length;
  }
}

// --- The load ---------------------------------------------------------------------------------------

const DAY = 86_400_000;

async function load(writer: Writer, batch: number): Promise<void> {
  const now = Date.now();
  const start = now - 3 * 365 * DAY;
  // Seeded members joined before the first post (none is a "new account" to the rate limits).
  const memberIds: string[] = [];
  const users = new Batcher(writer, TABLES.users, batch);
  for (let i = 0; i < MEMBERS; i++) {
    const id = uuid();
    memberIds.push(id);
    const created = new Date(start - int(180) * DAY + int(DAY)).toISOString();
    await users.add([
      id,
      `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`,
      `member${i}@${SCALE_EMAIL_DOMAIN}`,
      1,
      "user",
      0,
      pick(USER_CATEGORIES),
      created,
      created,
    ]);
  }
  await users.flush();
  log(`  members   ${users.written.toLocaleString("en-US")}`);

  const commentShares = distribute(COMMENTS, POSTS, Number.MAX_SAFE_INTEGER);
  const upvoteShares = distribute(UPVOTES, POSTS, MEMBERS);
  const posts = new Batcher(writer, TABLES.posts, batch);
  const comments = new Batcher(writer, TABLES.comments, batch);
  const upvotes = new Batcher(writer, TABLES.upvotes, batch);
  comments.parent = posts;
  upvotes.parent = posts;
  const hashes = new Set<string>();
  const span = now - start - DAY;
  for (let p = 0; p < POSTS; p++) {
    // Posts spread evenly over three years, oldest first, with some jitter.
    const createdMs = start + Math.floor(((p + random()) / POSTS) * span);
    const created = new Date(createdMs).toISOString();
    const postId = uuid();
    const authorId = memberIds[int(MEMBERS)]!;
    let text = postText();
    let hash = contentHash(text.title, text.content);
    // The (author, content_hash) pair is unique, as for real posts.
    while (hashes.has(`${authorId}${hash}`)) {
      text = postText();
      hash = contentHash(text.title, text.content);
    }
    hashes.add(`${authorId}${hash}`);
    const hidden = random() < 0.001 ? new Date(createdMs + DAY).toISOString() : null;
    await posts.add([postId, authorId, text.title, text.content, pick(CATEGORIES), hash, created, created, hidden]);

    const topicWord = topic();
    const nComments = commentShares[p]!;
    let at = createdMs;
    for (let c = 0; c < nComments; c++) {
      at += 60_000 + int(Math.max(1, Math.floor((now - at) / (nComments - c + 4))));
      const when = new Date(Math.min(at, now)).toISOString();
      await comments.add([
        uuid(),
        postId,
        memberIds[int(MEMBERS)]!,
        pick(COMMENT_TEXTS)(place(), topicWord),
        when,
        when,
        // A few comments hidden by moderation: they exist but are not counted.
        random() < 0.005 ? when : null,
      ]);
    }

    // Distinct voters: an arithmetic progression modulo MEMBERS with a step coprime to it.
    const nVotes = upvoteShares[p]!;
    const offset = int(MEMBERS);
    let step = 1 + int(MEMBERS - 1);
    while (gcd(step, MEMBERS) !== 1) step = (step % (MEMBERS - 1)) + 1;
    for (let v = 0; v < nVotes; v++) {
      const when = new Date(Math.min(now, createdMs + int(30 * DAY))).toISOString();
      await upvotes.add([memberIds[(offset + v * step) % MEMBERS]!, postId, when]);
    }
    if ((p + 1) % 20_000 === 0) log(`  posts     ${(p + 1).toLocaleString("en-US")} ...`);
  }
  await posts.flush();
  await comments.flush();
  await upvotes.flush();
  log(
    `  posts ${posts.written.toLocaleString("en-US")}, comments ${comments.written.toLocaleString("en-US")}, upvotes ${upvotes.written.toLocaleString("en-US")}`,
  );
}

/** Sets posts.upvotes and posts.comments_count from the rows, where they differ (same SQL on both engines). */
const COUNT_UPDATES = [
  `update posts set upvotes = v.n from (
     select p.id, count(u.post_id) as n from posts p left join user_upvotes u on u.post_id = p.id group by p.id
   ) v where posts.id = v.id and posts.upvotes <> v.n`,
  `update posts set comments_count = v.n from (
     select p.id, count(c.id) as n from posts p
       left join comments c on c.post_id = p.id and c.hidden_at is null group by p.id
   ) v where posts.id = v.id and posts.comments_count <> v.n`,
];

/** Posts whose counts differ from their rows (0 after a correct load). */
const COUNT_CHECK = `select count(*) as n from posts p where
  p.upvotes <> (select count(*) from user_upvotes u where u.post_id = p.id) or
  p.comments_count <> (select count(*) from comments c where c.post_id = p.id and c.hidden_at is null)`;

/** The insert triggers that maintain counters and the FTS index row by row (SQLite names). */
const SQLITE_LOAD_TRIGGERS = ["posts_fts_insert", "comments_count_insert", "user_upvotes_count_insert"];

async function seedSqlite(): Promise<void> {
  await closeDb();
  const db = openSqlite(sqliteFile());
  try {
    db.exec("PRAGMA cache_size = -262144");
    db.exec("PRAGMA temp_store = MEMORY");
    db.exec("begin immediate");
    try {
      const triggers = db
        .prepare(
          `select name, sql from sqlite_master where type = 'trigger' and name in (${SQLITE_LOAD_TRIGGERS.map(() => "?").join(", ")})`,
        )
        .all(...SQLITE_LOAD_TRIGGERS) as { name: string; sql: string }[];
      if (triggers.length !== SQLITE_LOAD_TRIGGERS.length) throw new Error("The forum's triggers are not as expected.");
      for (const t of triggers) db.exec(`drop trigger ${t.name}`);
      await load(new SqliteWriter(db), 5_000);
      for (const t of triggers) db.exec(t.sql);
      log("  rebuilding the full-text index ...");
      db.exec("insert into posts_fts(posts_fts) values ('rebuild')");
      log("  setting counts ...");
      for (const update of COUNT_UPDATES) db.exec(update);
      db.exec("commit");
    } catch (error) {
      db.exec("rollback");
      throw error;
    }
    log("  analyze ...");
    db.exec("ANALYZE");
    const bad = (db.prepare(COUNT_CHECK).get() as { n: number }).n;
    if (bad !== 0) throw new Error(`${bad} posts have counts that differ from their rows.`);
    db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  } finally {
    db.close();
  }
}

async function seedPostgres(): Promise<void> {
  const kdb = getDb();
  await kdb.transaction().execute(async (trx) => {
    // Row-by-row counters off for the load (back on before commit; ALTER TABLE is transactional).
    await sql`alter table user_upvotes disable trigger user_upvotes_count`.execute(trx);
    await sql`alter table comments disable trigger comments_count`.execute(trx);
    await load(new PostgresWriter(trx), 10_000);
    await sql`alter table user_upvotes enable trigger user_upvotes_count`.execute(trx);
    await sql`alter table comments enable trigger comments_count`.execute(trx);
    log("  setting counts ...");
    for (const update of COUNT_UPDATES) await sql.raw(update).execute(trx);
  });
  log("  analyze ...");
  await sql`analyze`.execute(kdb);
  const bad = await sql.raw<{ n: number }>(COUNT_CHECK).execute(kdb);
  if (Number(bad.rows[0]?.n) !== 0) throw new Error(`${bad.rows[0]?.n} posts have counts that differ from their rows.`);
}

try {
  const engine = dialect();
  const target =
    engine === "postgres" ? `PostgreSQL ${new URL(config().DATABASE_URL!).pathname.slice(1)}` : sqliteFile();
  const startedAt = performance.now();
  await migrateToLatest();
  const existing = await getDb()
    .selectFrom("users")
    .select("id")
    .where("email", "=", `member0@${SCALE_EMAIL_DOMAIN}`)
    .executeTakeFirst();
  if (existing) {
    throw new Error(`${target} already holds the scale data set. Use a fresh DATA_DIR or database.`);
  }
  log(
    `Seeding ${target}: ${POSTS.toLocaleString("en-US")} posts, ${COMMENTS.toLocaleString("en-US")} comments, ${UPVOTES.toLocaleString("en-US")} upvotes, ${MEMBERS.toLocaleString("en-US")} members (seed ${SEED})`,
  );
  if (engine === "postgres") await seedPostgres();
  else await seedSqlite();
  log(`Done in ${((performance.now() - startedAt) / 1000).toFixed(1)} s; counts checked against the rows.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDb();
}
