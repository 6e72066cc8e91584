/**
 * Scheduled backups and the restore (ADR 0030), on SQLite (PostgreSQL is backed up by pg_dump or the
 * host, README): a backup taken while the site keeps writing appears in DATA_DIR/backups, passes its
 * integrity check, is copied to the S3 bucket, and restores with every write acknowledged before it
 * began; a corrupt file is refused; retention keeps the newest.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  applyRetention,
  BACKUP_JOB,
  backupDir,
  lastBackups,
  listBackupFiles,
  scheduleBackupIfDue,
} from "~/features/operations/backup.server.ts";
import { resetConfigForTests } from "~/lib/config.server.ts";
import { closeDb, getDb, migrateToLatest, sqliteFile } from "~/lib/db/index.server.ts";
import { integrityOf, restoreSqliteFrom } from "~/lib/db/sqlite-backup.server.ts";
import { enqueueJob, runDueJobs } from "~/lib/jobs.server.ts";
import { captureLogLines } from "~/lib/log.server.ts";

let dataDir = "";
let s3: S3rver | undefined;
let s3Folder = "";
let logs: ReturnType<typeof captureLogLines>;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "sulawesi-backup-"));
  s3Folder = mkdtempSync(path.join(os.tmpdir(), "sulawesi-backup-s3-"));
  s3 = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: s3Folder,
    configureBuckets: [{ name: "site-backups", configs: [] }],
  });
  const { port } = await s3.run();
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("NODE_ENV", "test");
  vi.stubEnv("DATABASE_URL", "");
  vi.stubEnv("S3_BUCKET", "site-backups");
  vi.stubEnv("S3_ENDPOINT", `http://127.0.0.1:${port}`);
  vi.stubEnv("S3_ACCESS_KEY_ID", "S3RVER");
  vi.stubEnv("S3_SECRET_ACCESS_KEY", "S3RVER");
  vi.stubEnv("S3_FORCE_PATH_STYLE", "true");
  resetConfigForTests();
  await closeDb();
  await migrateToLatest(getDb());
  logs = captureLogLines();
});

afterAll(async () => {
  logs.stop();
  await closeDb();
  vi.unstubAllEnvs();
  resetConfigForTests();
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(s3Folder, { recursive: true, force: true });
});

/** Writers that keep inserting rows; each id is recorded with the moment its insert was acknowledged. */
function startWriters(count: number) {
  const acknowledged: { id: string; at: number }[] = [];
  let running = true;
  let n = 0;
  const loops = Array.from({ length: count }, async () => {
    while (running) {
      const id = await enqueueJob("test.acknowledged-write", { n: n++ }, { maxAttempts: 1 });
      acknowledged.push({ id: id!, at: performance.now() });
      // node:sqlite answers synchronously: give timers and I/O (the backup's) their turn, as requests do.
      await new Promise((resolve) => setImmediate(resolve));
    }
  });
  return {
    acknowledged,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

describe("scheduled backups (SQLite)", () => {
  let backupFile = "";
  let ackedBefore: string[] = [];
  let ackedAfter: string[] = [];

  it("takes a backup when one is due, while writes go on, checks it and copies it to the bucket", async () => {
    const writers = startWriters(4);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await scheduleBackupIfDue()).toBe(true);
    // Due once per interval: a second look in the same interval enqueues nothing.
    expect(await scheduleBackupIfDue()).toBe(false);
    const began = performance.now();
    const ran = await runDueJobs();
    const ended = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await writers.stop();
    expect(ran).toBe(1);
    ackedBefore = writers.acknowledged.filter((w) => w.at < began).map((w) => w.id);
    ackedAfter = writers.acknowledged.filter((w) => w.at > ended).map((w) => w.id);
    expect(ackedBefore.length).toBeGreaterThan(20);
    expect(ackedAfter.length).toBeGreaterThan(0);

    const { lastOk, latest } = await lastBackups();
    expect(latest?.id).toBe(lastOk?.id);
    expect(lastOk).toMatchObject({ status: "ok", checked: 1, error: null, copy_error: null });
    expect(lastOk!.s3_key).toBe(`backups/${lastOk!.file}`);
    backupFile = path.join(backupDir(), lastOk!.file!);
    expect(readdirSync(backupDir())).toEqual([lastOk!.file]);
    expect(await integrityOf(backupFile)).toBe("ok");
    expect(lastOk!.size_bytes).toBe(readFileSync(backupFile).length);
    // One self-contained file: no -wal beside it.
    expect(existsSync(`${backupFile}-wal`)).toBe(false);
    const inBucket = readdirSync(s3Folder, { recursive: true }).map(String);
    expect(inBucket.some((f) => f.includes(lastOk!.file!))).toBe(true);
    // A new backup is due only after BACKUP_INTERVAL_HOURS.
    expect(await scheduleBackupIfDue(getDb(), Date.now() + 23 * 3_600_000)).toBe(false);
  });

  it("restores it: every write acknowledged before the backup began is there, the replaced database kept aside", async () => {
    const current = sqliteFile();
    await closeDb();
    const { keptAside } = await restoreSqliteFrom(backupFile);
    const ids = new Set(
      (await getDb().selectFrom("jobs").select("id").where("type", "=", "test.acknowledged-write").execute()).map(
        (r) => r.id,
      ),
    );
    expect(ackedBefore.filter((id) => !ids.has(id))).toEqual([]);
    // It is the backup that came back: writes made after it are not in it.
    expect(ackedAfter.filter((id) => ids.has(id))).toEqual([]);
    expect(keptAside).not.toBeNull();
    expect(existsSync(path.join(keptAside!, path.basename(current)))).toBe(true);
    expect(await integrityOf(path.join(keptAside!, path.basename(current)))).toBe("ok");
  });

  it("refuses a corrupt file and leaves the database alone", async () => {
    const corrupt = path.join(dataDir, "corrupt.db");
    const bytes = readFileSync(backupFile);
    // Keep SQLite's header, spoil the pages after it.
    bytes.fill(0x5a, 4096, Math.min(bytes.length, 4096 * 6));
    writeFileSync(corrupt, bytes);
    const before = readdirSync(path.join(dataDir, "backups"));
    await expect(restoreSqliteFrom(corrupt)).rejects.toThrow(/failed its integrity check/);
    writeFileSync(corrupt, "not a database at all");
    await expect(restoreSqliteFrom(corrupt)).rejects.toThrow(/failed its integrity check/);
    expect(readdirSync(path.join(dataDir, "backups"))).toEqual(before);
    expect(await integrityOf(sqliteFile())).toBe("ok");
  });

  it("keeps the newest BACKUP_KEEP backups", async () => {
    vi.stubEnv("BACKUP_KEEP", "2");
    resetConfigForTests();
    try {
      for (let i = 0; i < 3; i++) {
        await enqueueJob(BACKUP_JOB, {});
        await runDueJobs();
      }
      const kept = await listBackupFiles();
      expect(kept).toHaveLength(2);
      const rows = await getDb()
        .selectFrom("backups")
        .select("file")
        .where("status", "=", "ok")
        .orderBy("started_at", "desc")
        .limit(2)
        .execute();
      expect(kept).toEqual(rows.map((r) => r.file));
      expect(await applyRetention(1)).toEqual([kept[1]]);
    } finally {
      vi.stubEnv("BACKUP_KEEP", "14");
      resetConfigForTests();
    }
  });
});
