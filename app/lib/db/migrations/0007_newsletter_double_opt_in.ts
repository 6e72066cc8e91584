import type { SqlDialect } from "../schema.ts";
import type { MigrationDb } from "./migration-db.ts";

/**
 * Newsletter double opt-in (docs/decisions/0013-newsletter-double-opt-in.md).
 *
 * - `confirmed_at`: when the address's owner confirmed the current subscription through the link in
 *   the confirmation mail; NULL while the signup waits for that. A subscriber counts (dashboard,
 *   export, Kit sync, welcome mail) only with status 'subscribed' and confirmed_at set.
 * - `confirm_sent_at`: when the last confirmation mail was asked for. Limits resends to one per
 *   address per few minutes, and starts the 7 days after which an unconfirmed signup is purged.
 *
 * Every row stored before double opt-in counts as confirmed (at its signup time): those people
 * subscribed under the rules of the day, and the operator has already been mailing them.
 * Plain ADD COLUMN and UPDATE: the same on SQLite and PostgreSQL (no CHECK or status value changes,
 * which SQLite could only do by rebuilding the table).
 */
export async function up(db: MigrationDb, _dialect: SqlDialect): Promise<void> {
  await db.schema.alterTable("subscribers").addColumn("confirmed_at", "text").execute();
  await db.schema.alterTable("subscribers").addColumn("confirm_sent_at", "text").execute();
  await db
    .updateTable("subscribers")
    .set((eb) => ({ confirmed_at: eb.ref("created_at") }))
    .execute();
  // The purge and the dashboard's "pending" filter look for unconfirmed rows by when they were asked.
  await db.schema
    .createIndex("subscribers_unconfirmed")
    .on("subscribers")
    .columns(["confirmed_at", "confirm_sent_at"])
    .execute();
}
