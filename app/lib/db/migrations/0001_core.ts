import { sql } from "kysely";
import type { SqlDialect } from "../schema.ts";
import type { MigrationDb } from "./migration-db.ts";

/** Infrastructure tables: the rate limiter's windows and the durable job queue. */
export async function up(db: MigrationDb, _dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("window_start", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("rate_limits_expires_at").on("rate_limits").column("expires_at").execute();

  await db.schema
    .createTable("jobs")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('pending', 'running', 'succeeded', 'failed')`))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("max_attempts", "integer", (c) => c.notNull())
    .addColumn("run_at", "text", (c) => c.notNull())
    .addColumn("locked_until", "text")
    .addColumn("locked_by", "text")
    .addColumn("last_error", "text")
    .addColumn("dedupe_key", "text", (c) => c.unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text")
    .execute();
  // The worker's claim query reads due pending jobs in run_at order, and expired leases.
  await db.schema.createIndex("jobs_status_run_at").on("jobs").columns(["status", "run_at"]).execute();
  await db.schema.createIndex("jobs_status_locked_until").on("jobs").columns(["status", "locked_until"]).execute();
}
