import type { Kysely } from "kysely";
import { displayNameOf } from "~/features/accounts/session.server.ts";
import { getDb } from "~/lib/db/index.server.ts";
import type { Database } from "~/lib/db/schema.ts";
import type { PostAuthor } from "./types.ts";

/** The forum's view of the database: the accounts feature owns `users`; the forum only reads these columns. */
type ForumUsers = {
  id: string;
  name: string | null;
  user_category: string | null;
  banned: number;
  ban_expires: string | null;
  created_at: string;
  image: string | null;
};
type ForumDatabase = Omit<Database, "users"> & { users: ForumUsers };
export type ForumDb = Kysely<ForumDatabase>;
export const forumDb = (db: Kysely<Database> = getDb()) => db as unknown as ForumDb;

/** A ban in force: banned, and either for good or until a time still ahead. */
export function isBannedNow(banned: number | boolean, banExpires: string | null, now = new Date()): boolean {
  if (!banned) return false;
  return banExpires === null || Date.parse(banExpires) > now.getTime();
}

/**
 * An author as shown with a post or comment (the accounts feature's display name rule). `banned`:
 * the author's users.banned and ban_expires; a banned member has no profile page to link to.
 */
export function authorOf(
  id: string,
  name: string | null,
  category: string | null,
  banned: { banned: number; banExpires: string | null } = { banned: 0, banExpires: null },
): PostAuthor {
  return {
    id,
    name: displayNameOf(name),
    userCategory: category || "traveller",
    hasProfile: !isBannedNow(banned.banned, banned.banExpires),
  };
}
