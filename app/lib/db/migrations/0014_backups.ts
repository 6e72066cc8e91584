import { sql } from "kysely";
import type { SqlDialect } from "../schema.ts";
import type { MigrationDb } from "./migration-db.ts";

/**
 * Scheduled backups of the SQLite database (docs/decisions/0030-operating-alone.md): one row per
 * attempt. `status` 'ok' only once the copy passed `PRAGMA integrity_check` (`checked` 1) and was
 * renamed into place; 'failed' with `error` otherwise. `s3_key` is set when the copy also reached the
 * S3 bucket; `copy_error` says why it did not.
 */
export async function up(db: MigrationDb, _dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable("backups")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text")
    .addColumn("status", "text", (c) => c.notNull().check(sql`status in ('ok', 'failed')`))
    .addColumn("file", "text")
    .addColumn("size_bytes", "integer", (c) => c.check(sql`size_bytes >= 0`))
    .addColumn("checked", "integer", (c) => c.notNull().defaultTo(0).check(sql`checked in (0, 1)`))
    .addColumn("s3_key", "text")
    .addColumn("copy_error", "text")
    .addColumn("error", "text")
    .execute();
  await db.schema.createIndex("backups_started").on("backups").columns(["status", "started_at"]).execute();
}
