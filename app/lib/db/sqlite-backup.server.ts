import { closeSync, existsSync, fsyncSync, openSync } from "node:fs";
import { copyFile, mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { DatabaseSync, backup as sqliteBackup } from "node:sqlite";
import { Worker } from "node:worker_threads";
import { sqliteFile } from "./index.server.ts";

/**
 * Copies, checks and restores of the SQLite database file, shared by the scheduled backups
 * (app/features/operations/backup.server.ts) and the operator's `npm run db:backup` and
 * `npm run db:restore` (scripts/). ADR 0030.
 */

export class BackupError extends Error {}

/**
 * The check itself, run in a worker thread: `PRAGMA integrity_check` reads the whole file, which for a
 * database of several hundred MB holds a thread for seconds. On the job-running worker's own thread it
 * stalled every request that worker was serving (a third of its CPU in a bench run, issue 30).
 */
const INTEGRITY_CHECK = `
const { parentPort, workerData } = require("node:worker_threads");
const { DatabaseSync } = require("node:sqlite");
let db;
let answer;
try {
  db = new DatabaseSync(workerData, { readOnly: true });
  const result = db.prepare("PRAGMA integrity_check").all().map((r) => r.integrity_check).join("; ");
  if (result !== "ok") answer = result || "no answer";
  else {
    const ours = db.prepare("SELECT count(*) AS n FROM sqlite_schema WHERE name = 'schema_migrations'").get();
    answer = ours.n === 1 ? "ok" : "not a database of this site (no schema_migrations table)";
  }
} catch (error) {
  answer = error instanceof Error ? error.message : String(error);
} finally {
  try { db?.close(); } catch {}
}
parentPort.postMessage(answer);
`;

/** `PRAGMA integrity_check` of a database file: "ok", or what SQLite found (an unreadable file included). */
export function integrityOf(file: string): Promise<string> {
  return new Promise((resolve) => {
    const worker = new Worker(INTEGRITY_CHECK, { eval: true, workerData: file });
    worker.once("message", (answer: string) => resolve(answer));
    worker.once("error", (error) => resolve(error.message));
    worker.once("exit", (code) => resolve(`the check stopped (exit code ${code})`));
  });
}

/**
 * Copies the SQLite database at `source` to `destination` (which must not exist): a consistent
 * snapshot, written as `destination.partial`, made a single self-contained file (no WAL), checked,
 * then renamed. Throws BackupError when the copy fails its check (nothing is left behind).
 */
export async function backupSqliteTo(destination: string, source = sqliteFile()): Promise<{ bytes: number }> {
  if (!existsSync(source)) throw new BackupError(`No database at ${source} (check DATA_DIR).`);
  if (existsSync(destination)) throw new BackupError(`${destination} already exists; choose a new file name.`);
  const partial = `${destination}.partial`;
  await rm(partial, { force: true });
  const from = new DatabaseSync(source, { readOnly: true });
  try {
    from.exec("PRAGMA busy_timeout = 10000");
    // All pages in one step: one read snapshot, so the copy is the database as of one moment.
    await sqliteBackup(from, partial, { rate: 2_000_000_000 });
  } catch (error) {
    await rm(partial, { force: true });
    throw new BackupError(`The copy failed: ${error instanceof Error ? error.message : error}`);
  } finally {
    from.close();
  }
  const copy = new DatabaseSync(partial);
  try {
    // The source is in WAL mode and the copy says so too; a backup should be one file.
    copy.exec("PRAGMA journal_mode = DELETE");
  } finally {
    copy.close();
  }
  const check = await integrityOf(partial);
  if (check !== "ok") {
    await rm(partial, { force: true });
    throw new BackupError(`The copy failed its integrity check (${check}); nothing was kept.`);
  }
  await rename(partial, destination);
  return { bytes: (await stat(destination)).size };
}

export type RestoreResult = { restored: string; keptAside: string | null };

/**
 * `npm run db:restore -- FILE`: refuses a file that fails its integrity check (or is not this site's
 * database); moves the current database (with its -wal and -shm) aside into
 * DATA_DIR/backups/before-restore-TIME/, then puts a copy of FILE in its place. Run with the site stopped.
 */
export async function restoreSqliteFrom(file: string, target = sqliteFile()): Promise<RestoreResult> {
  const source = path.resolve(file);
  if (!existsSync(source)) throw new BackupError(`${source} does not exist.`);
  const check = await integrityOf(source);
  if (check !== "ok") throw new BackupError(`${source} failed its integrity check (${check}); nothing was changed.`);
  let keptAside: string | null = null;
  if (existsSync(target)) {
    keptAside = path.join(
      path.dirname(target),
      "backups",
      `before-restore-${new Date().toISOString().replace(/[:.]/g, "-")}`,
    );
    await mkdir(keptAside, { recursive: true });
    for (const suffix of ["", "-wal", "-shm"]) {
      if (existsSync(target + suffix))
        await rename(target + suffix, path.join(keptAside, path.basename(target) + suffix));
    }
  }
  const partial = `${target}.restoring`;
  await copyFile(source, partial);
  const fd = openSync(partial, "r+");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  await rename(partial, target);
  return { restored: target, keptAside };
}
