import type { Kysely } from "kysely";
import { getSessionUser } from "~/features/accounts/session.server.ts";
import { getDb } from "~/lib/db/index.server.ts";
import type { Database } from "~/lib/db/schema.ts";
import { isMediaKey } from "~/lib/media-storage.server.ts";

/**
 * Who may fetch a stored object at /media/{key}:
 * - "public": everyone, and shared caches may keep it (avatars, and the media of a visible post);
 * - "restricted": the media of a hidden post, or of no post (one being created, or deleted and
 *   awaiting removal). Only admins get these, never with a cache header that lets a proxy keep them.
 *
 * One query per request, on the unique index of post_media.storage_key. The key asked for may be any
 * width of an image while the row names the largest, but all the files of one item share the
 * random base name ("3f/3f9c...e1"), so the lookup is the index range of keys starting with that base.
 * Comments carry no media (post_media rows belong to posts only).
 */
export type MediaVisibility = "public" | "restricted";

/** Length of "3f/" plus 32 hex characters: the part every file of one item shares. */
const BASE_LENGTH = 35;

/**
 * The first string after every key that starts with `base`: its last hex character raised by one
 * ('9' becomes 'a', 'f' becomes 'g'). Only letters and digits change, so this holds under any
 * collation the database uses, not just byte order.
 */
function afterBase(base: string): string {
  const last = base.charCodeAt(base.length - 1);
  const next = last === 0x39 ? "a" : String.fromCharCode(last + 1);
  return base.slice(0, -1) + next;
}

export async function mediaVisibility(key: string, db: Kysely<Database> = getDb()): Promise<MediaVisibility> {
  if (!isMediaKey(key)) return "restricted";
  const base = key.slice(0, BASE_LENGTH);
  const row = await db
    .selectFrom("post_media as m")
    .leftJoin("posts as p", "p.id", "m.post_id")
    .select(["m.post_id", "p.hidden_at"])
    .where("m.storage_key", ">=", base)
    .where("m.storage_key", "<", afterBase(base))
    .executeTakeFirst();
  if (!row) return "public";
  return row.post_id !== null && row.hidden_at === null ? "public" : "restricted";
}

/** Whether the request's session belongs to an admin who is not banned. */
export async function isAdminRequest(request: Request): Promise<boolean> {
  const user = await getSessionUser(request);
  return user?.role === "admin" && !user.banned;
}
