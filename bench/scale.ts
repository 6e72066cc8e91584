import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";

/**
 * The scale data set (scripts/seed-scale.ts: 100,000 posts, 500,000 comments, 1,000,000 upvotes) for the
 * benchmark, seeded once and reused: a SQLite file under bench/.cache and a PostgreSQL database, both
 * named by a hash of the seed script (a changed script seeds again). Migrations added after the seed
 * are applied by the server at start, to the copy of the SQLite file and to the PostgreSQL database, as
 * they would be to a production database.
 */

const root = path.resolve(import.meta.dirname, "..");
const cacheDir = path.join(root, "bench/.cache");
const seedScript = path.join(root, "scripts/seed-scale.ts");
/** The seeded members' email domain (the seed script's SCALE_EMAIL_DOMAIN). */
export const SCALE_EMAIL_DOMAIN = "scale.sulawesi-guide.invalid";

export function datasetKey(): string {
  return createHash("sha256").update(readFileSync(seedScript)).digest("hex").slice(0, 12);
}

function seed(env: Record<string, string | undefined>): void {
  const started = Date.now();
  const { DATABASE_URL: _, ...inherited } = process.env;
  const result = spawnSync(process.execPath, ["--disable-warning=ExperimentalWarning", seedScript, "--quiet"], {
    cwd: root,
    env: { ...inherited, NODE_ENV: "production", ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (result.status !== 0) throw new Error("npm run seed:scale failed (see above)");
  console.log(`  seeded in ${Math.round((Date.now() - started) / 1000)} s`);
}

/** Copies the cached SQLite data set into `dataDir/app.db`, seeding the cache first when missing. */
export function prepareSqlite(dataDir: string): void {
  const cached = path.join(cacheDir, `scale-${datasetKey()}.db`);
  if (!existsSync(cached)) {
    console.log(`Seeding the SQLite scale data set (once; cached as ${path.relative(root, cached)}) ...`);
    const seedDir = path.join(cacheDir, `seeding-${process.pid}`);
    rmSync(seedDir, { recursive: true, force: true });
    mkdirSync(seedDir, { recursive: true });
    try {
      seed({ DATA_DIR: seedDir });
      renameSync(path.join(seedDir, "app.db"), cached);
    } finally {
      rmSync(seedDir, { recursive: true, force: true });
    }
  }
  mkdirSync(dataDir, { recursive: true });
  copyFileSync(cached, path.join(dataDir, "app.db"));
}

export const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export function pgUrl(database: string): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** One statement on the administrative connection (create and drop databases). */
export async function adminQuery(text: string): Promise<void> {
  await withClient(PG_ADMIN_URL, (c) => c.query(text));
}

/** PostgreSQL reachable at PG_ADMIN_URL: undefined, else why not. */
export async function postgresProblem(): Promise<string | undefined> {
  try {
    await withClient(PG_ADMIN_URL, (c) => c.query("select 1"));
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * The name of the PostgreSQL database holding the data set, seeded when missing (a database from an
 * interrupted seed, which commits all or nothing, holds no members and is seeded again).
 */
export async function preparePostgres(): Promise<string> {
  const name = `bench_scale_${datasetKey()}`;
  const exists = await withClient(PG_ADMIN_URL, async (c) => {
    const found = await c.query("select 1 from pg_database where datname = $1", [name]);
    return found.rowCount === 1;
  });
  if (exists) {
    const complete = await withClient(pgUrl(name), async (c) => {
      const users = await c.query("select to_regclass('users') as t");
      if (!users.rows[0]?.t) return false;
      const member = await c.query("select 1 from users where email = $1", [`member0@${SCALE_EMAIL_DOMAIN}`]);
      return member.rowCount === 1;
    });
    if (complete) return name;
    await withClient(PG_ADMIN_URL, (c) => c.query(`drop database "${name}"`));
  }
  console.log(`Seeding the PostgreSQL scale data set (once; database ${name}) ...`);
  await withClient(PG_ADMIN_URL, (c) => c.query(`create database "${name}"`));
  seed({ DATABASE_URL: pgUrl(name), DATA_DIR: path.join(cacheDir, "pg-seed-data") });
  return name;
}
