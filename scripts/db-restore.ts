/**
 * `npm run db:restore -- FILE`: puts a backup of the SQLite database back in place (ADR 0030).
 * Stop the site first. The file must pass `PRAGMA integrity_check` and be this site's database, or
 * nothing changes. The current database (with its -wal and -shm files) is moved aside into
 * DATA_DIR/backups/before-restore-TIME/, so a restore can itself be undone. The next start applies
 * any migrations the backup is missing. PostgreSQL: use pg_restore (README).
 */
import { ConfigError, config } from "../app/lib/config.server.ts";
import { BackupError, restoreSqliteFrom } from "../app/lib/db/sqlite-backup.server.ts";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const file = process.argv[2];
if (!file || file.startsWith("-")) fail("Usage: npm run db:restore -- FILE   (a backup made by db:backup or the site)");

let cfg: ReturnType<typeof config>;
try {
  cfg = config();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}
if (cfg.DATABASE_URL) {
  fail(
    'DATABASE_URL is set, so the data lives in PostgreSQL: restore a pg_dump file with\n  pg_restore --clean --if-exists --dbname="$DATABASE_URL" FILE',
  );
}
try {
  const { restored, keptAside } = await restoreSqliteFrom(file);
  console.log(
    `Restored ${file} as ${restored} (integrity ok).${
      keptAside ? ` The database it replaced is in ${keptAside}.` : ""
    } Start the site again.`,
  );
} catch (error) {
  fail(error instanceof BackupError ? error.message : `Restore failed: ${String(error)}`);
}
