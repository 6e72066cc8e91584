/**
 * Runs the same integration tests on SQLite and on PostgreSQL, each against a fresh, fully migrated
 * database of its own:
 *
 * ```ts
 * describeBothDatabases("rate limit", (getDb, ctx) => {
 *   it("counts", async () => { await consumeRateLimit({ ... }); ... });   // getDb() also works in the code under test
 * });
 * ```
 * - SQLite: a new file in a temp directory. PostgreSQL: a new database `test_<run>_<n>` on the server
 *   at TEST_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres), dropped afterwards.
 * - While a block runs, the database is installed with `setDbForTests` (so `getDb()` returns it),
 *   and DATA_DIR points at the block's temp directory (mail outbox, secrets) with NODE_ENV=test.
 *   Every registered cache is forgotten when a block starts and ends (`resetAllCaches`, ADR 0034).
 * - `ctx.connect()` opens a second, independent connection to the same database (to play a second
 *   app instance); the harness closes it at the end.
 * - No PostgreSQL reachable: with CI set the PostgreSQL block fails and says how to start it;
 *   otherwise it is skipped with one notice.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Kysely } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, it } from "vitest";
import { resetAllCaches } from "~/lib/cache-resets.server.ts";
import { createPostgresDb, migrateToLatest, setDbForTests } from "~/lib/db/index.server.ts";
import type { Database, SqlDialect } from "~/lib/db/schema.ts";
import { sqliteDialect } from "~/lib/db/sqlite-dialect.ts";

export type HarnessContext = {
  dialect: SqlDialect;
  /** The block's temp directory (also DATA_DIR while the block runs). */
  dataDir: () => string;
  /** A second, independent connection (pool) to the same database; closed by the harness. */
  connect: () => Kysely<Database>;
};

const ADMIN_URL = process.env.TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const START_HINT =
  "start it with `pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start` (or set TEST_PG_URL)";

async function probePostgres(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query("select 1");
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

const postgresProblem = await probePostgres();

/** CI=true (or 1, yes): CI=false and CI=0 are not CI. */
function isCi(): boolean {
  const value = (process.env.CI ?? "").trim().toLowerCase();
  return value !== "" && value !== "false" && value !== "0" && value !== "no";
}

function noticeOnce(message: string) {
  // One notice per vitest run, not per test file: the first worker to create the marker prints it.
  const marker = path.join(os.tmpdir(), `sulawesi-pg-notice-${process.ppid}`);
  try {
    writeFileSync(marker, "", { flag: "wx" });
    console.warn(message);
  } catch {
    // Another test file already printed it.
  }
}

const RUN_ID = `${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
let counter = 0;

function pgUrl(database: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

function describeOn(engine: SqlDialect, body: (getDb: () => Kysely<Database>, ctx: HarnessContext) => void) {
  let db: Kysely<Database> | undefined;
  let dir = "";
  let database = "";
  const extra: Kysely<Database>[] = [];
  const savedEnv = { DATA_DIR: process.env.DATA_DIR, NODE_ENV: process.env.NODE_ENV };

  const open = (): Kysely<Database> =>
    engine === "sqlite"
      ? new Kysely<Database>({ dialect: sqliteDialect(path.join(dir, "app.db")) })
      : createPostgresDb(pgUrl(database));

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), `sulawesi-${engine}-`));
    process.env.DATA_DIR = dir;
    process.env.NODE_ENV = "test";
    // Whatever a module kept from the previous block's environment or database (configuration,
    // rendered pages, the merged transport data, counts...) must not answer for this one (ADR 0034).
    resetAllCaches();
    if (engine === "postgres") {
      database = `test_${RUN_ID}_${process.pid}_${++counter}`;
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`create database "${database}"`);
      await admin.end();
    }
    db = open();
    await migrateToLatest(db);
    setDbForTests(db);
  });

  afterAll(async () => {
    setDbForTests(undefined);
    for (const other of extra) await other.destroy();
    await db?.destroy();
    if (engine === "postgres" && database) {
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`drop database if exists "${database}" with (force)`);
      await admin.end();
    }
    rmSync(dir, { recursive: true, force: true });
    for (const [key, value] of Object.entries(savedEnv)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetAllCaches();
  });

  body(
    () => {
      if (!db) throw new Error("The test database is not ready (use getDb() inside tests and hooks).");
      return db;
    },
    {
      dialect: engine,
      dataDir: () => dir,
      connect: () => {
        const other = open();
        extra.push(other);
        return other;
      },
    },
  );
}

/** Declares `name` twice: `name [sqlite]` and `name [postgres]`, with a fresh database each. */
export function describeBothDatabases(
  name: string,
  body: (getDb: () => Kysely<Database>, ctx: HarnessContext) => void,
): void {
  describe(`${name} [sqlite]`, () => describeOn("sqlite", body));

  if (!postgresProblem) {
    describe(`${name} [postgres]`, () => describeOn("postgres", body));
  } else if (isCi()) {
    describe(`${name} [postgres]`, () => {
      it("needs PostgreSQL", () => {
        throw new Error(`PostgreSQL is not reachable at ${ADMIN_URL} (${postgresProblem}): ${START_HINT}.`);
      });
    });
  } else {
    noticeOnce(
      `\nNOTICE: PostgreSQL tests skipped: PostgreSQL is not reachable at ${ADMIN_URL} (${postgresProblem}). To run them, ${START_HINT}.\n`,
    );
    describe.skip(`${name} [postgres]`, () => describeOn("postgres", body));
  }
}
