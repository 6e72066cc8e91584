import type { Kysely } from "kysely";
import { displayNameOf } from "~/features/accounts/session.server.ts";
import { getDb } from "~/lib/db/index.server.ts";
import type { Database } from "~/lib/db/schema.ts";
import type { PostAuthor } from "./types.ts";

/** The forum's view of the database: the accounts feature owns `users`; the forum only reads these columns. */
type ForumUsers = { id: string; name: string | null; user_category: string | null };
type ForumDatabase = Omit<Database, "users"> & { users: ForumUsers };
export type ForumDb = Kysely<ForumDatabase>;
export const forumDb = (db: Kysely<Database> = getDb()) => db as unknown as ForumDb;

/** An author as shown with a post or comment (the accounts feature's display name rule). */
export function authorOf(id: string, name: string | null, category: string | null): PostAuthor {
  return { id, name: displayNameOf(name), userCategory: category || "traveller" };
}
