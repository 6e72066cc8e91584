import { randomUUID } from "node:crypto";
import { mkdir, rm, statfs, writeFile } from "node:fs/promises";
import path from "node:path";
import { config } from "~/lib/config.server.ts";
import { isDatabaseUp } from "~/lib/db/index.server.ts";

/**
 * What the operator's tools ask about the machine (ADR 0030): free disk space where DATA_DIR lives,
 * and readiness for /readyz (the database answers, the data directory takes a write).
 */

export type DiskSpace = { freeBytes: number; totalBytes: number; freeShare: number };

/** Space left for the site's data: what an unprivileged process may still write. */
export async function diskSpace(dir = config().dataDir): Promise<DiskSpace | null> {
  try {
    const s = await statfs(dir);
    const totalBytes = s.blocks * s.bsize;
    const freeBytes = s.bavail * s.bsize;
    return totalBytes > 0 ? { freeBytes, totalBytes, freeShare: freeBytes / totalBytes } : null;
  } catch {
    return null;
  }
}

/** DATA_DIR takes a small file and gives it back (uploads, the outbox, backups and SQLite live there). */
async function storageWritable(): Promise<boolean> {
  const dir = path.join(config().dataDir, ".ready");
  const file = path.join(dir, randomUUID());
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(file, "ok");
    return true;
  } catch {
    return false;
  } finally {
    await rm(file, { force: true }).catch(() => {});
  }
}

export type Readiness = { ready: boolean; database: "up" | "down"; storage: "writable" | "unwritable" };

/** /readyz: the database answers `select 1` within a second and DATA_DIR takes a write. */
export async function readiness(): Promise<Readiness> {
  const [database, storage] = await Promise.all([isDatabaseUp(1_000), storageWritable()]);
  return {
    ready: database && storage,
    database: database ? "up" : "down",
    storage: storage ? "writable" : "unwritable",
  };
}
