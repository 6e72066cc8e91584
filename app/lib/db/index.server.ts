/**
 * # Data layer: how to use it
 *
 * ```ts
 * import { getDb } from "~/lib/db/index.server.ts";
 * const rows = await getDb().selectFrom("jobs").selectAll().where("status", "=", "failed").execute();
 * await getDb().transaction().execute(async (trx) => { ... });   // all-or-nothing
 * ```
 * - Kysely for every query, one code path for SQLite (default, DATA_DIR/app.db) and PostgreSQL
 *   (when DATABASE_URL is set). Conventions: ids `crypto.randomUUID()`, timestamps
 *   `new Date().toISOString()` in TEXT, booleans INTEGER 0/1, counters INTEGER; `count()` is a number on
 *   both. See docs/decisions/0003-data-layer-conventions.md.
 * - Uniqueness and counters: rely on constraints and single statements (`onConflict`, `set((eb) =>
 *   ({ n: eb("n", "+", 1) }))`), never read-then-write. On SQLite a transaction holds the write lock from
 *   its start (BEGIN IMMEDIATE): keep transactions short and do no network I/O inside them.
 * - Where SQL differs, branch on `dialect()` (or `dialectOf(trx)`).
 * - New tables: add a migration (migrations/index.ts says how) and the table types to schema.ts.
 *   Migrations run at server start (`npm start`), before `npm run dev` and with `npm run db:migrate`.
 * - Nothing connects at import time (prerendering imports server modules at build time): the first
 *   query opens the database.
 * - Tests: `tests/integration/db-harness.ts` gives each test file a fresh, migrated SQLite file and
 *   PostgreSQL database: `describeBothDatabases("thing", (getTestDb) => { ... })`. It installs the
 *   database with `setDbForTests`, so code that calls `getDb()` uses it.
 * - Related: rate limits `~/lib/rate-limit.server.ts`, background jobs `~/lib/jobs.server.ts`, mail
 *   `~/lib/mail.server.ts`, toasts `~/lib/toast.server.ts`, origin check `~/lib/origin.server.ts`,
 *   client IP `~/lib/client-ip.server.ts`. Backups: `npm run db:backup -- FILE` (SQLite).
 */
import path from "node:path";
import { Kysely, PostgresAdapter, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { config } from "../config.server.ts";
import { onStart, onStop } from "../lifecycle.server.ts";
import { log } from "../log.server.ts";
import { setMetricSources } from "../metrics.server.ts";
import { migrations as allMigrations, type Migration, type MigrationDb } from "./migrations/index.ts";
import type { Database, SqlDialect } from "./schema.ts";
import { sqliteDialect } from "./sqlite-dialect.ts";
import { writeTrackingPlugin } from "./writes.server.ts";

export type { Database, SqlDialect } from "./schema.ts";

type State = { db?: Kysely<Database>; dialect?: SqlDialect; injected?: boolean };
// Kept on globalThis so a dev-server module reload reuses the open connection instead of leaking one.
const STATE_KEY = Symbol.for("sulawesi-guide.db");
const globals = globalThis as Record<symbol, State | undefined>;
const state: State = globals[STATE_KEY] ?? {};
globals[STATE_KEY] = state;

/** The PostgreSQL type ids of int8 (count(*), sum(int)) and numeric (sum(bigint), avg). */
const INT8_OID = 20;
const NUMERIC_OID = 1700;

/** A Kysely instance over a new pg.Pool, with the app's type parsing (used by getDb and the test harness). */
export function createPostgresDb(url: string, max = 10, onPool?: (pool: pg.Pool) => void): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // pg returns int8 and numeric as strings (they may exceed 2^53); SQLite returns numbers. The
    // schema stores no numeric and no value that large, so parse both: `count()` is a number everywhere.
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === INT8_OID || oid === NUMERIC_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  onPool?.(pool);
  // An idle client losing its connection emits 'error' on the pool; unhandled, it would crash the process.
  pool.on("error", (error) => log.error("database: idle PostgreSQL connection failed:", error.message));
  // pg-pool listens for that only while a client is idle: a connection that PostgreSQL terminates while
  // checked out (between two statements of a transaction, say) would emit an unhandled 'error' and end
  // the process. The broken client is then not queryable, so its next query fails and the pool drops it.
  pool.on("connect", (client) => {
    client.on("error", (error) => log.error("database: PostgreSQL connection failed:", error.message));
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [writeTrackingPlugin] });
}

/** The pool behind getDb() on PostgreSQL, for the db_pool_connections series (nothing on SQLite). */
let appPool: pg.Pool | undefined;

/** The path of the SQLite database file for the current configuration. */
export function sqliteFile(): string {
  return path.join(config().dataDir, "app.db");
}

/** The process-wide Kysely instance, created on first call (the connection opens on the first query). */
export function getDb(): Kysely<Database> {
  if (state.db) return state.db;
  const cfg = config();
  if (cfg.DATABASE_URL) {
    state.db = createPostgresDb(cfg.DATABASE_URL, cfg.DATABASE_POOL_MAX, (pool) => {
      appPool = pool;
    });
    state.dialect = "postgres";
  } else {
    state.db = new Kysely<Database>({ dialect: sqliteDialect(sqliteFile()), plugins: [writeTrackingPlugin] });
    state.dialect = "sqlite";
  }
  return state.db;
}

setMetricSources({
  pool: () =>
    appPool && state.dialect === "postgres" && !state.injected
      ? { total: appPool.totalCount, idle: appPool.idleCount, waiting: appPool.waitingCount }
      : null,
});

/** The engine `getDb()` talks to, without connecting. */
export function dialect(): SqlDialect {
  if (state.dialect) return state.dialect;
  return config().DATABASE_URL ? "postgres" : "sqlite";
}

/** The engine of a given Kysely instance or transaction (for code that receives `db` or `trx`). */
export function dialectOf(db: Pick<Kysely<Database>, "getExecutor">): SqlDialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

/** Closes the connection (pool); the next `getDb()` opens a new one. An injected test database is left open. */
export async function closeDb(): Promise<void> {
  const { db, injected } = state;
  state.db = undefined;
  state.dialect = undefined;
  state.injected = undefined;
  if (db && !injected) await db.destroy();
}

/**
 * Tests: make `getDb()` and `dialect()` return this instance (the harness does it for you); pass
 * `undefined` to go back to the configured database. The caller keeps ownership and destroys it.
 */
export function setDbForTests(db: Kysely<Database> | undefined): void {
  // With the write tracking the page cache relies on (the same connections, the caller still owns them).
  state.db = db?.withPlugin(writeTrackingPlugin);
  state.dialect = db ? dialectOf(db) : undefined;
  state.injected = db ? true : undefined;
}

/** `select 1` within `timeoutMs`: true when the database answers. */
export async function isDatabaseUp(timeoutMs = 1_000): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const probe = (async () => {
    await sql`select 1`.execute(getDb());
    return true as const;
  })().catch(() => false as const);
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

// Any constant works; it only has to be the same in every instance of this app.
const MIGRATION_LOCK = "sulawesi-guide:migrations";

/**
 * Runs `fn` in a transaction that no other migrating process can enter at the same time:
 * PostgreSQL takes a transaction-scoped advisory lock; SQLite's BEGIN IMMEDIATE is the write lock.
 */
async function withMigrationLock<T>(db: MigrationDb, fn: (trx: MigrationDb) => Promise<T>): Promise<T> {
  const engine = dialectOf(db);
  return db.transaction().execute(async (trx) => {
    if (engine === "postgres") await sql`select pg_advisory_xact_lock(hashtext(${MIGRATION_LOCK}))`.execute(trx);
    return fn(trx);
  });
}

/**
 * Applies the pending migrations in order, each in its own transaction, and records them in
 * schema_migrations. Safe when several app instances start at once: each migration is checked and
 * applied under the lock, so it runs exactly once. Returns the names applied now.
 */
export async function migrateToLatest(
  db: MigrationDb = getDb(),
  migrations: readonly Migration[] = allMigrations,
): Promise<string[]> {
  const engine = dialectOf(db);
  await withMigrationLock(db, async (trx) => {
    await trx.schema
      .createTable("schema_migrations")
      .ifNotExists()
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("applied_at", "text", (c) => c.notNull())
      .execute();
  });

  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await withMigrationLock(db, async (trx) => {
      const done = await trx
        .selectFrom("schema_migrations")
        .select("name")
        .where("name", "=", migration.name)
        .executeTakeFirst();
      if (done) return false;
      try {
        await migration.up(trx, engine);
      } catch (error) {
        throw new Error(`Migration ${migration.name} failed (${engine}); nothing of it was applied.`, {
          cause: error,
        });
      }
      await trx
        .insertInto("schema_migrations")
        .values({ name: migration.name, applied_at: new Date().toISOString() })
        .execute();
      return true;
    });
    if (ran) {
      applied.push(migration.name);
      log.info(`database: applied migration ${migration.name}`);
    }
  }

  const known = new Set(migrations.map((m) => m.name));
  const recorded = await db.selectFrom("schema_migrations").select("name").execute();
  const unknown = recorded.map((r) => r.name).filter((name) => !known.has(name));
  if (unknown.length > 0) {
    log.warn(`database: migrations ${unknown.join(", ")} are applied but unknown to this code (newer version?).`);
  }
  return applied;
}

let registered = false;

/**
 * Server start: migrate before listening. Server stop: close the connection last (stop hooks run in
 * reverse order, so anything registered after this, such as the job worker, stops first).
 * Registered when this module is first imported; registering does not connect.
 */
export function registerDatabaseLifecycle(): void {
  if (registered) return;
  registered = true;
  onStart("database", async () => {
    await migrateToLatest();
  });
  onStop("database", closeDb);
}
registerDatabaseLifecycle();
