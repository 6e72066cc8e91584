import type { SqlDialect } from "../schema.ts";
import type { MigrationDb } from "./migration-db.ts";

/**
 * The admin dashboard's audit log (docs/decisions/0009-admin-dashboard.md): one row per admin action
 * (review, moderation, ban), written in the same transaction as the change. `actor_id` is kept as
 * NULL when the admin's account is deleted later, so the record of what happened survives.
 */
export async function up(db: MigrationDb, _dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("actor_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("target_type", "text", (c) => c.notNull())
    .addColumn("target_id", "text", (c) => c.notNull())
    .addColumn("detail", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("audit_log_created").on("audit_log").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("audit_log_target").on("audit_log").columns(["target_type", "target_id"]).execute();
}
