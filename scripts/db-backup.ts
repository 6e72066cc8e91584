/**
 * `npm run db:backup -- FILE`: a consistent copy of the SQLite database, safe while the site runs.
 * VACUUM INTO reads one snapshot (WAL lets the site keep writing meanwhile) and writes a compact
 * copy; we write to FILE.partial, check it, then rename, so FILE is never a half-written backup.
 * Restore: stop the site, replace DATA_DIR/app.db with the copy, delete app.db-wal and app.db-shm, start.
 */
import { existsSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { ConfigError, config } from "../app/lib/config.server.ts";
import { sqliteFile } from "../app/lib/db/index.server.ts";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const target = process.argv[2];
if (!target || target.startsWith("-")) fail("Usage: npm run db:backup -- FILE   (FILE must not exist yet)");

let cfg: ReturnType<typeof config>;
try {
  cfg = config();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}
if (cfg.DATABASE_URL) {
  fail(
    "DATABASE_URL is set, so the data lives in PostgreSQL: back it up with pg_dump, e.g.\n" +
      '  pg_dump --format=custom --file=backup.dump "$DATABASE_URL"\n' +
      "and restore with pg_restore --clean --dbname=... backup.dump",
  );
}

const source = sqliteFile();
if (!existsSync(source)) fail(`No database at ${source} (check DATA_DIR).`);
const destination = path.resolve(target);
if (existsSync(destination)) fail(`${destination} already exists; choose a new file name.`);
const partial = `${destination}.partial`;
rmSync(partial, { force: true });

const db = new DatabaseSync(source, { readOnly: true });
try {
  db.exec("PRAGMA busy_timeout = 10000");
  db.prepare("VACUUM INTO ?").run(partial);
} catch (error) {
  rmSync(partial, { force: true });
  fail(`Backup failed: ${error instanceof Error ? error.message : error}`);
} finally {
  db.close();
}

const copy = new DatabaseSync(partial, { readOnly: true });
const check = copy.prepare("PRAGMA integrity_check").get() as { integrity_check: string } | undefined;
const tables = copy.prepare("SELECT count(*) AS n FROM sqlite_schema WHERE type = 'table'").get() as { n: number };
copy.close();
if (check?.integrity_check !== "ok") {
  rmSync(partial, { force: true });
  fail(`The copy failed its integrity check (${check?.integrity_check}); nothing was written.`);
}
renameSync(partial, destination);
const kb = Math.ceil(statSync(destination).size / 1024);
console.log(`Backed up ${source} to ${destination} (${kb} KB, ${tables.n} tables, integrity ok).`);
