import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { getDb } from "~/lib/db/index.server.ts";
import type { Database } from "~/lib/db/schema.ts";
import { registerMaintenanceTask } from "~/lib/jobs.server.ts";
import { log } from "~/lib/log.server.ts";
import { mediaStorage } from "~/lib/media-storage.server.ts";
import type { StoredMedia } from "../media/upload.server.ts";
import type { ForumActor } from "./types.ts";

/**
 * The rows of a post's media (post_media) and their stored files. Rows are reserved before any file
 * is stored (post_id NULL), attached to the post when it is created (posts.server.ts), and removed
 * with their files when the post fails or is deleted; the maintenance task retries what is left.
 */

type MediaFiles = { id: string; storage_key: string; variants: string };

/**
 * Records planned media keys before any file is stored (post_id NULL, so a crash leaves rows that the
 * maintenance task uses to delete the files). Returns the media ids to pass to createPost.
 */
export async function reserveMedia(actor: ForumActor, planned: StoredMedia[], kdb = getDb()): Promise<string[]> {
  if (planned.length === 0) return [];
  const now = new Date().toISOString();
  const rows = planned.map((m, position) => ({
    id: randomUUID(),
    post_id: null,
    uploader_id: actor.id,
    position,
    kind: m.kind,
    content_type: m.contentType,
    storage_key: m.key,
    width: m.width,
    height: m.height,
    size_bytes: m.bytes,
    variants: JSON.stringify(m.variants),
    original_name: m.name.slice(0, 200),
    created_at: now,
  }));
  await kdb.insertInto("post_media").values(rows).execute();
  return rows.map((r) => r.id);
}

/**
 * Removes the files and rows of reserved media whose post failed. The rows go only once the files are
 * gone: if storage refuses now, they stay for the maintenance task (cleanupOrphanMedia) to retry.
 */
export async function releaseMedia(ids: string[], kdb = getDb()): Promise<void> {
  if (ids.length === 0) return;
  const rows = await kdb
    .selectFrom("post_media")
    .select(["id", "storage_key", "variants"])
    .where("id", "in", ids)
    .where("post_id", "is", null)
    .execute();
  await removeMediaRows(kdb, rows);
}

/**
 * Deletes the stored files of media rows that no longer have a post, then the rows (only once the
 * files are gone; on a storage failure the rows stay for the maintenance task).
 */
export async function removeMediaRows(kdb: Kysely<Database>, rows: MediaFiles[]): Promise<void> {
  if (rows.length === 0) return;
  const keys = rows.flatMap((r) => {
    const variants = JSON.parse(r.variants) as { key: string }[];
    return [r.storage_key, ...variants.map((v) => v.key)];
  });
  try {
    await mediaStorage().delete([...new Set(keys)]);
  } catch (error) {
    log.error("forum: could not delete media files (the maintenance task will retry):", error);
    return;
  }
  await kdb
    .deleteFrom("post_media")
    .where(
      "id",
      "in",
      rows.map((r) => r.id),
    )
    .where("post_id", "is", null)
    .execute();
}

/** Media rows without a post for an hour: from crashed uploads or deleted posts. Removes files and rows. */
export async function cleanupOrphanMedia(kdb: Kysely<Database> = getDb(), now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - 3_600_000).toISOString();
  const rows = await kdb
    .selectFrom("post_media")
    .select(["id", "storage_key", "variants"])
    .where("post_id", "is", null)
    .where("created_at", "<", cutoff)
    .limit(500)
    .execute();
  await removeMediaRows(kdb, rows);
  return rows.length;
}

registerMaintenanceTask("forum-media", (db) => cleanupOrphanMedia(db));
