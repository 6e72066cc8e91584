import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";

/**
 * `npm run seed:scale` at a small size on both engines: the counts asked for, counters equal to the
 * rows (as the triggers would keep them), a complete search index, the triggers back on afterwards,
 * and a second run refused without changing anything.
 */
const script = path.join(import.meta.dirname, "seed-scale.ts");
const POSTS = 300;
const ADMIN_URL = process.env.TEST_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

function seed(env: Record<string, string>) {
  const { DATABASE_URL: _, ...inherited } = process.env;
  return spawnSync(
    process.execPath,
    ["--disable-warning=ExperimentalWarning", script, "--posts", String(POSTS), "--seed", "3", "--quiet"],
    { env: { ...inherited, NODE_ENV: "test", ...env }, encoding: "utf8" },
  );
}

type Query = (text: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

const COUNTS = `select
  (select count(*) from posts) as posts,
  (select count(*) from comments) as comments,
  (select count(*) from user_upvotes) as upvotes,
  (select count(*) from users) as members,
  (select count(*) from posts p where p.upvotes <> (select count(*) from user_upvotes u where u.post_id = p.id)) as bad_upvotes,
  (select count(*) from posts p where p.comments_count <>
     (select count(*) from comments c where c.post_id = p.id and c.hidden_at is null)) as bad_comments,
  (select count(*) from comments where hidden_at is not null) as hidden_comments,
  (select max(upvotes) from posts) as max_upvotes`;

async function checkSeeded(query: Query) {
  const [row] = await query(COUNTS);
  const n = (k: string) => Number(row![k]);
  expect(n("posts")).toBe(POSTS);
  expect(n("comments")).toBe(POSTS * 5);
  expect(n("upvotes")).toBe(POSTS * 10);
  expect(n("members")).toBe(POSTS / 5);
  expect(n("bad_upvotes")).toBe(0);
  expect(n("bad_comments")).toBe(0);
  // Heavy-tailed, and some hidden comments that must not be counted.
  expect(n("max_upvotes")).toBeGreaterThan(10);
  expect(n("hidden_comments")).toBeGreaterThan(0);
}

async function checkTriggersBack(query: Query) {
  const [post] = await query("select id, upvotes from posts order by upvotes asc limit 1");
  const voters = await query(
    "select id from users where id not in (select user_id from user_upvotes where post_id = ?)",
    [post!.id],
  );
  await query("insert into user_upvotes (user_id, post_id, created_at) values (?, ?, ?)", [
    voters[0]!.id,
    post!.id,
    new Date().toISOString(),
  ]);
  const [after] = await query("select upvotes from posts where id = ?", [post!.id]);
  expect(Number(after!.upvotes)).toBe(Number(post!.upvotes) + 1);
}

describe("seed:scale on SQLite", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "seed-scale-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("seeds consistent data with a complete full-text index, and refuses a second run", async () => {
    const first = seed({ DATA_DIR: dir });
    expect(first.stderr).toBe("");
    expect(first.status).toBe(0);
    const db = new DatabaseSync(path.join(dir, "app.db"));
    const query: Query = async (text, params = []) =>
      db.prepare(text).all(...(params as string[])) as Record<string, unknown>[];
    try {
      await checkSeeded(query);
      // FTS5 checks its index against the posts table (throws when a row is missing or stale).
      db.exec("insert into posts_fts(posts_fts) values ('integrity-check')");
      const [common] = await query("select count(*) as n from posts_fts where posts_fts match 'ferry'");
      const [rare] = await query("select count(*) as n from posts_fts where posts_fts match 'babirusa'");
      expect(Number(common!.n)).toBeGreaterThan(POSTS / 3);
      expect(Number(rare!.n)).toBeLessThan(Number(common!.n) / 10);

      const second = seed({ DATA_DIR: dir });
      expect(second.status).toBe(1);
      expect(second.stderr).toContain("already holds the scale data set");
      await checkSeeded(query);
      await checkTriggersBack(query);
    } finally {
      db.close();
    }
  });
});

const postgresProblem = await (async () => {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return undefined;
  } catch (error) {
    return String(error);
  } finally {
    await client.end().catch(() => {});
  }
})();

describe.skipIf(postgresProblem && !process.env.CI)("seed:scale on PostgreSQL", () => {
  const database = `test_seed_scale_${randomBytes(4).toString("hex")}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${database}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  afterAll(() => admin(`drop database if exists "${database}"`));

  it("seeds consistent data with a filled search column, and refuses a second run", async () => {
    await admin(`create database "${database}"`);
    const dir = mkdtempSync(path.join(os.tmpdir(), "seed-scale-pg-"));
    const first = seed({ DATABASE_URL: url.toString(), DATA_DIR: dir });
    expect(first.stderr).toBe("");
    expect(first.status).toBe(0);
    const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
    const query: Query = async (text, params = []) => {
      let i = 0;
      return (
        await pool.query(
          text.replace(/\?/g, () => `$${++i}`),
          params,
        )
      ).rows;
    };
    try {
      await checkSeeded(query);
      const [common] = await query("select count(*) as n from posts where search @@ to_tsquery('english', 'ferry')");
      expect(Number(common!.n)).toBeGreaterThan(POSTS / 3);
      const second = seed({ DATABASE_URL: url.toString(), DATA_DIR: dir });
      expect(second.status).toBe(1);
      await checkSeeded(query);
      await checkTriggersBack(query);
    } finally {
      await pool.end();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
