import { sql } from "kysely";
import type { SqlDialect } from "../schema.ts";
import type { MigrationDb } from "./migration-db.ts";

/**
 * The Bahasa Indonesia edition (issue 31, ADR 0036). A member's and a subscriber's language, in which
 * every mail to them is written (set from the edition they signed up in); a forum post's language,
 * chosen when posting, shown as a marker on the other edition and used by the language filter. Rows
 * from before are English, as the site was.
 */
export async function up(db: MigrationDb, _dialect: SqlDialect): Promise<void> {
  const oneOfTheLanguages = (column: string) => sql`${sql.ref(column)} in ('en', 'id')`;
  await db.schema
    .alterTable("users")
    .addColumn("locale", "text", (c) => c.notNull().defaultTo("en").check(oneOfTheLanguages("locale")))
    .execute();
  await db.schema
    .alterTable("subscribers")
    .addColumn("locale", "text", (c) => c.notNull().defaultTo("en").check(oneOfTheLanguages("locale")))
    .execute();
  await db.schema
    .alterTable("posts")
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en").check(oneOfTheLanguages("language")))
    .execute();
  // The language filter keeps the list's keyset order (newest first) on an index, like the category's.
  await db.schema.createIndex("posts_language_created").on("posts").columns(["language", "created_at", "id"]).execute();
}
