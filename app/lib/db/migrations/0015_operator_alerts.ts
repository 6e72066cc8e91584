import type { SqlDialect } from "../schema.ts";
import type { MigrationDb } from "./migration-db.ts";

/**
 * Alerts mailed to the operator (docs/decisions/0030-operating-alone.md). The primary key
 * (kind, day) is the rule "at most one mail per kind per day": the alert is recorded and its mail
 * enqueued in one transaction, and a second insert for the same kind and UTC day does nothing, also
 * when two processes check at once.
 */
export async function up(db: MigrationDb, _dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable("operator_alerts")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("detail", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("operator_alerts_one_per_day", ["kind", "day"])
    .execute();
}
