import { randomUUID } from "node:crypto";
import { mkdir, readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import { config } from "~/lib/config.server.ts";
import { dialect, getDb } from "~/lib/db/index.server.ts";
import type { Database } from "~/lib/db/schema.ts";
import { BackupError, backupSqliteTo } from "~/lib/db/sqlite-backup.server.ts";
import { enqueueJob, registerJobHandler, registerMaintenanceTask } from "~/lib/jobs.server.ts";
import { log } from "~/lib/log.server.ts";
import { configuredBucket, S3Storage } from "~/lib/media-storage.server.ts";

/**
 * Scheduled backups of the SQLite database (ADR 0030); the copy, check and restore themselves are in
 * ~/lib/db/sqlite-backup.server.ts (shared with `npm run db:backup` and `npm run db:restore`).
 *
 * - The job runner's maintenance (every 10 minutes) enqueues a "backup.take" job once the last good
 *   backup is BACKUP_INTERVAL_HOURS old; the job copies the database with SQLite's online backup
 *   (node:sqlite `backup()`, in one step, off the main thread, from one read snapshot: the site keeps
 *   writing meanwhile), checks the copy with `PRAGMA integrity_check`, and only then renames it into
 *   DATA_DIR/backups/ and records it as 'ok'. Then the oldest beyond BACKUP_KEEP are deleted, and the
 *   copy goes to the S3 bucket when S3_BUCKET is set (under `backups/`, never served at /media).
 * - With PostgreSQL the host's tools do it (README): nothing is scheduled here.
 */

export const BACKUP_JOB = "backup.take";
const BACKUP_PREFIX = "app-";
const BACKUP_SUFFIX = ".db";

export function backupDir(): string {
  return path.join(config().dataDir, "backups");
}

/** "app-2026-11-26T07-30-00-000Z.db": sorts by time, safe on every file system. */
function backupName(at: Date): string {
  return `${BACKUP_PREFIX}${at.toISOString().replace(/[:.]/g, "-")}${BACKUP_SUFFIX}`;
}

/** Scheduled backups in DATA_DIR/backups, newest first. */
export async function listBackupFiles(): Promise<string[]> {
  const names = await readdir(backupDir()).catch(() => [] as string[]);
  return names.filter((n) => n.startsWith(BACKUP_PREFIX) && n.endsWith(BACKUP_SUFFIX)).sort((a, b) => (a < b ? 1 : -1));
}

/** Keeps the newest BACKUP_KEEP scheduled backups; returns the names deleted. */
export async function applyRetention(keep = config().BACKUP_KEEP): Promise<string[]> {
  const old = (await listBackupFiles()).slice(keep);
  for (const name of old) await rm(path.join(backupDir(), name), { force: true });
  return old;
}

async function copyToBucket(file: string): Promise<string | null> {
  const bucket = configuredBucket();
  if (!bucket) return null;
  const key = `backups/${path.basename(file)}`;
  await new S3Storage(bucket).putPrivate(key, file, "application/vnd.sqlite3");
  return key;
}

export type BackupRecord = Awaited<ReturnType<typeof takeScheduledBackup>>;

/** One scheduled backup, recorded in `backups` whether it succeeds or not. */
export async function takeScheduledBackup(db: Kysely<Database> = getDb()) {
  const id = randomUUID();
  const started = new Date();
  await mkdir(backupDir(), { recursive: true });
  const file = path.join(backupDir(), backupName(started));
  const row = {
    id,
    started_at: started.toISOString(),
    file: path.basename(file),
    status: "failed" as "ok" | "failed",
    size_bytes: null as number | null,
    checked: 0,
    s3_key: null as string | null,
    copy_error: null as string | null,
    error: null as string | null,
  };
  try {
    row.size_bytes = (await backupSqliteTo(file)).bytes;
    row.status = "ok";
    row.checked = 1;
  } catch (error) {
    row.error = error instanceof Error ? error.message : String(error);
    log.error(`backup: FAILED: ${row.error}`);
  }
  if (row.status === "ok") {
    const deleted = await applyRetention();
    try {
      row.s3_key = await copyToBucket(file);
    } catch (error) {
      row.copy_error = error instanceof Error ? error.message : String(error);
      log.error(`backup: the copy to the S3 bucket failed (the local backup is kept): ${row.copy_error}`);
    }
    log.info(
      `backup: ${row.file} (${row.size_bytes} bytes, integrity ok${row.s3_key ? `, copied to ${row.s3_key}` : ""}${
        deleted.length ? `; removed ${deleted.length} older` : ""
      })`,
    );
  }
  const record = { ...row, finished_at: new Date().toISOString() };
  await db.insertInto("backups").values(record).execute();
  if (row.status === "failed") throw new BackupError(row.error ?? "backup failed");
  return record;
}

/** The newest recorded backup attempt, and the newest good one. */
export async function lastBackups(db: Kysely<Database> = getDb()) {
  const latest = await db.selectFrom("backups").selectAll().orderBy("started_at", "desc").limit(1).executeTakeFirst();
  const lastOk = await db
    .selectFrom("backups")
    .selectAll()
    .where("status", "=", "ok")
    .orderBy("started_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return { latest: latest ?? null, lastOk: lastOk ?? null };
}

/** Whether scheduled backups apply: SQLite, and BACKUP_INTERVAL_HOURS not 0. */
export function backupsScheduled(): boolean {
  return dialect() === "sqlite" && config().BACKUP_INTERVAL_HOURS > 0;
}

export function backupIntervalMs(): number {
  return config().BACKUP_INTERVAL_HOURS * 3_600_000;
}

/** The maintenance step: enqueue a backup when the last good one is an interval old (once per interval). */
export async function scheduleBackupIfDue(db: Kysely<Database> = getDb(), now = Date.now()): Promise<boolean> {
  if (!backupsScheduled()) return false;
  const interval = backupIntervalMs();
  const { lastOk } = await lastBackups(db);
  if (lastOk && now - Date.parse(lastOk.started_at) < interval) return false;
  const id = await enqueueJob(BACKUP_JOB, {}, { dedupeKey: `backup:${Math.floor(now / interval)}`, maxAttempts: 3 });
  return id !== null;
}

registerJobHandler(BACKUP_JOB, () => takeScheduledBackup().then(() => undefined), { leaseSeconds: 30 * 60 });
registerMaintenanceTask("backups", (db) => scheduleBackupIfDue(db));
