import { spawn } from "node:child_process";
import path from "node:path";
import { sql } from "kysely";
import { expect, it } from "vitest";
import { consumeRateLimit, deleteExpiredRateLimits, resetRateLimit, waitDescription } from "~/lib/rate-limit.server.ts";
import { describeBothDatabases } from "./db-harness.ts";

const root = path.resolve(import.meta.dirname, "../..");

/** Another process consuming the same key (a second app instance), printing how many were allowed. */
function consumeInChild(env: Record<string, string>, key: string, times: number): Promise<number> {
  const script = `
    const { consumeRateLimit } = await import(${JSON.stringify(path.join(root, "app/lib/rate-limit.server.ts"))});
    const { closeDb } = await import(${JSON.stringify(path.join(root, "app/lib/db/index.server.ts"))});
    const results = await Promise.all(Array.from({ length: ${times} }, () =>
      consumeRateLimit({ key: ${JSON.stringify(key)}, limit: 10, windowSeconds: 60 })));
    console.log("ALLOWED=" + results.filter((r) => r.allowed).length);
    await closeDb();`;
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--disable-warning=ExperimentalWarning", "--input-type=module", "-e", script],
      { env: { ...process.env, ...env }, cwd: root },
    );
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("close", (code) => {
      const match = /ALLOWED=(\d+)/.exec(out);
      if (code !== 0 || !match) reject(new Error(`child failed (${code}): ${out}`));
      else resolve(Number(match[1]));
    });
  });
}

describeBothDatabases("rate limit", (getDb, ctx) => {
  it("allows `limit` attempts per window, then says how long to wait", async () => {
    const now = new Date("2026-11-03T10:00:00.000Z");
    const key = "sign-in:ip:203.0.113.9";
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await consumeRateLimit({ key, limit: 3, windowSeconds: 600, now }));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0, 0]);
    expect(results[3]!.retryAfterSeconds).toBe(600);

    const later = new Date(now.getTime() + 599_000);
    const stillBlocked = await consumeRateLimit({ key, limit: 3, windowSeconds: 600, now: later });
    expect(stillBlocked).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 1 });

    const nextWindow = new Date(now.getTime() + 600_000);
    expect(await consumeRateLimit({ key, limit: 3, windowSeconds: 600, now: nextWindow })).toEqual({
      allowed: true,
      remaining: 2,
      retryAfterSeconds: 0,
    });
  });

  it("counts 50 concurrent attempts exactly: 10 allowed with limit 10", async () => {
    // Spread over three connections (pools on PostgreSQL): like three app instances.
    const dbs = [getDb(), ctx.connect(), ctx.connect()];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        consumeRateLimit({ key: "newsletter:ip:198.51.100.7", limit: 10, windowSeconds: 60 }, dbs[i % 3]),
      ),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    const row = await getDb()
      .selectFrom("rate_limits")
      .select("count")
      .where("key", "=", "newsletter:ip:198.51.100.7")
      .executeTakeFirstOrThrow();
    expect(row.count).toBe(50);
  });

  it("holds across processes: 5 processes x 10 attempts, limit 10 => 10 allowed", async () => {
    const env: Record<string, string> = { DATA_DIR: ctx.dataDir(), NODE_ENV: "test" };
    if (ctx.dialect === "postgres") {
      const { rows } = await sql<{ db: string }>`select current_database() as db`.execute(getDb());
      const url = new URL(process.env.TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
      url.pathname = `/${rows[0]!.db}`;
      env.DATABASE_URL = url.toString();
    }
    const allowed = await Promise.all([1, 2, 3, 4, 5].map(() => consumeInChild(env, "contact:ip:192.0.2.1", 10)));
    expect(allowed.reduce((a, b) => a + b, 0)).toBe(10);
  });

  it("keeps keys apart and can reset one", async () => {
    await consumeRateLimit({ key: "k1", limit: 1, windowSeconds: 60 });
    expect((await consumeRateLimit({ key: "k1", limit: 1, windowSeconds: 60 })).allowed).toBe(false);
    expect((await consumeRateLimit({ key: "k2", limit: 1, windowSeconds: 60 })).allowed).toBe(true);
    await resetRateLimit("k1");
    expect((await consumeRateLimit({ key: "k1", limit: 1, windowSeconds: 60 })).allowed).toBe(true);
  });

  it("deletes ended windows", async () => {
    const past = new Date(Date.now() - 3_600_000);
    await consumeRateLimit({ key: "old", limit: 5, windowSeconds: 60, now: past });
    await consumeRateLimit({ key: "current", limit: 5, windowSeconds: 60 });
    expect(await deleteExpiredRateLimits(getDb())).toBeGreaterThanOrEqual(1);
    const keys = (await getDb().selectFrom("rate_limits").select("key").execute()).map((r) => r.key);
    expect(keys).not.toContain("old");
    expect(keys).toContain("current");
  });

  it("rejects nonsense arguments", async () => {
    await expect(consumeRateLimit({ key: "", limit: 1, windowSeconds: 1 })).rejects.toThrow(/key/);
    await expect(consumeRateLimit({ key: "x", limit: 0, windowSeconds: 1 })).rejects.toThrow(/limit/);
    await expect(consumeRateLimit({ key: "x", limit: 1, windowSeconds: 0.5 })).rejects.toThrow(/windowSeconds/);
  });
});

it("waitDescription says how long to wait in words", () => {
  expect(waitDescription(1)).toBe("1 second");
  expect(waitDescription(45)).toBe("45 seconds");
  expect(waitDescription(60)).toBe("1 minute");
  expect(waitDescription(7200)).toBe("2 hours");
});
