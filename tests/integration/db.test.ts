import { spawn } from "node:child_process";
import path from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import {
  closeDb,
  createPostgresDb,
  dialectOf,
  isDatabaseUp,
  migrateToLatest,
  setDbForTests,
} from "~/lib/db/index.server.ts";
import type { MigrationDb } from "~/lib/db/migrations/index.ts";
import { describeBothDatabases } from "./db-harness.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** Runs `npm run db:migrate`'s script in a separate process (a second app instance starting). */
function migrateInChild(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ["--disable-warning=ExperimentalWarning", path.join(root, "scripts/db-migrate.ts")],
      { env: { ...process.env, ...env }, cwd: root },
    );
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("close", (code) => resolve({ code, output }));
  });
}

describeBothDatabases("database", (getDb, ctx) => {
  it("has applied every migration exactly once, and a second run does nothing", async () => {
    const rows = await getDb().selectFrom("schema_migrations").select("name").execute();
    expect(rows.map((r) => r.name)).toContain("0001_core");
    expect(await migrateToLatest(getDb())).toEqual([]);
  });

  it("knows its dialect", () => {
    expect(dialectOf(getDb())).toBe(ctx.dialect);
  });

  it("returns count() as a number", async () => {
    await getDb()
      .insertInto("rate_limits")
      .values([
        { key: "a", count: 1, window_start: "2026-01-01T00:00:00.000Z", expires_at: "2026-01-01T00:01:00.000Z" },
        { key: "b", count: 2, window_start: "2026-01-01T00:00:00.000Z", expires_at: "2026-01-01T00:01:00.000Z" },
      ])
      .execute();
    const row = await getDb()
      .selectFrom("rate_limits")
      .select((eb) => [eb.fn.countAll().as("n"), eb.fn.sum("count").as("total")])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ n: 2, total: 3 });
  });

  it("orders ISO timestamps as text", async () => {
    const stamps = ["2026-11-03T10:00:00.000Z", "2026-02-28T23:59:59.999Z", "2025-12-31T00:00:00.001Z"];
    for (const [i, ts] of stamps.entries()) {
      await getDb()
        .insertInto("rate_limits")
        .values({ key: `ts${i}`, count: 0, window_start: ts, expires_at: ts })
        .execute();
    }
    const rows = await getDb()
      .selectFrom("rate_limits")
      .select("window_start")
      .where("key", "like", "ts%")
      .orderBy("window_start")
      .execute();
    expect(rows.map((r) => r.window_start)).toEqual([...stamps].sort());
  });

  it("rolls back a failed migration completely and does not record it", async () => {
    const broken = {
      name: "9999_broken",
      up: async (db: MigrationDb) => {
        await db.schema.createTable("half_done").addColumn("id", "text").execute();
        await sql`select * from no_such_table`.execute(db);
      },
    };
    await expect(migrateToLatest(getDb(), [broken])).rejects.toThrow(/9999_broken failed/);
    const recorded = await getDb()
      .selectFrom("schema_migrations")
      .select("name")
      .where("name", "=", "9999_broken")
      .execute();
    expect(recorded).toEqual([]);
    await expect(sql`select * from half_done`.execute(getDb())).rejects.toThrow();
  });

  it("answers the health probe", async () => {
    expect(await isDatabaseUp(1_000)).toBe(true);
  });

  it("migrates once when several instances start at the same time", async () => {
    const env: Record<string, string> = { DATA_DIR: path.join(ctx.dataDir(), "concurrent") };
    let pgDb: string | undefined;
    if (ctx.dialect === "postgres") {
      pgDb = `test_concurrent_${process.pid}_${Date.now()}`;
      await sql.raw(`create database "${pgDb}"`).execute(getDb());
      const url = new URL(process.env.TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
      url.pathname = `/${pgDb}`;
      env.DATABASE_URL = url.toString();
    }
    try {
      const results = await Promise.all([1, 2, 3, 4].map(() => migrateInChild(env)));
      for (const r of results) expect(r.code, r.output).toBe(0);
      const applied = results.filter((r) => r.output.includes("applied migration 0001_core"));
      expect(applied).toHaveLength(1);
    } finally {
      if (pgDb) await sql.raw(`drop database if exists "${pgDb}" with (force)`).execute(getDb());
    }
  });
});

describe("database health when PostgreSQL is unreachable", () => {
  it("reports down within the timeout", async () => {
    // Nothing listens on port 1: the probe must fail fast, not hang.
    setDbForTests(createPostgresDb("postgres://postgres@127.0.0.1:1/none"));
    const started = Date.now();
    expect(await isDatabaseUp(1_000)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_500);
    setDbForTests(undefined);
    await closeDb();
  });
});
