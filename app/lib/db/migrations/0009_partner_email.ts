import type { SqlDialect } from "../schema.ts";
import type { MigrationDb } from "./migration-db.ts";

/**
 * A partner request says how to reach the operator (issue 19 point 4): an `email` column beside
 * `whatsapp`. The rule "an email or a WhatsApp number, at least one" is the form's (server-enforced in
 * app/features/submissions); rows stored before it may have neither, so the column carries no CHECK.
 * Stored trimmed and lower-cased, NULL when not given. Plain ADD COLUMN: the same on SQLite and PostgreSQL.
 */
export async function up(db: MigrationDb, _dialect: SqlDialect): Promise<void> {
  await db.schema.alterTable("partner_requests").addColumn("email", "text").execute();
}
