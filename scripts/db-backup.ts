/**
 * `npm run db:backup -- FILE`: a backup of the site's database, safe while the site runs (ADR 0030).
 * - SQLite: SQLite's online backup from one read snapshot (the site keeps writing meanwhile), written
 *   to FILE.partial, made one self-contained file, checked with `PRAGMA integrity_check`, then renamed,
 *   so FILE is never a half-written or unchecked backup. The site also takes these on its own, every
 *   BACKUP_INTERVAL_HOURS, into DATA_DIR/backups/. Restore one with `npm run db:restore -- FILE`.
 * - PostgreSQL (DATABASE_URL set): runs `pg_dump --format=custom` into FILE (pg_dump must be
 *   installed, of the server's major version or newer); restore with pg_restore (README).
 */
import { spawnSync } from "node:child_process";
import { existsSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { ConfigError, config } from "../app/lib/config.server.ts";
import { BackupError, backupSqliteTo } from "../app/lib/db/sqlite-backup.server.ts";

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
const destination = path.resolve(target);
if (existsSync(destination)) fail(`${destination} already exists; choose a new file name.`);

if (cfg.DATABASE_URL) {
  const partial = `${destination}.partial`;
  const result = spawnSync("pg_dump", ["--format=custom", `--file=${partial}`, `--dbname=${cfg.DATABASE_URL}`], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  if (result.error || result.status !== 0) {
    rmSync(partial, { force: true });
    fail(
      result.error
        ? `pg_dump could not be run (${result.error.message}): install PostgreSQL's client tools (apt-get install -y postgresql-client).`
        : `pg_dump failed (exit code ${result.status}); nothing was written.`,
    );
  }
  renameSync(partial, destination);
  const kb = Math.ceil(statSync(destination).size / 1024);
  console.log(
    `Dumped the PostgreSQL database to ${destination} (${kb} KB). Restore: pg_restore --clean --if-exists --dbname="$DATABASE_URL" ${destination}`,
  );
} else {
  try {
    const { bytes } = await backupSqliteTo(destination);
    console.log(`Backed up the database to ${destination} (${Math.ceil(bytes / 1024)} KB, integrity ok).`);
  } catch (error) {
    fail(error instanceof BackupError ? error.message : `Backup failed: ${String(error)}`);
  }
}
