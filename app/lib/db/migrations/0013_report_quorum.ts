import type { SqlDialect } from "../schema.ts";
import type { MigrationDb } from "./migration-db.ts";

/**
 * The quorum behind an automatic hide (docs/decisions/0025-report-quorum-dates-history-requests.md).
 *
 * - `reports.reporter_network`: the network the report came from, "198.51.100.0/24" or
 *   "2001:db8:85a3::/48" ("unknown" when no address was known); never the address itself. The quorum
 *   counts distinct networks. Reports stored before this migration have NULL and count as none.
 * - `reports.counted_in_hide_at`: when this report was one of those that hid its item automatically.
 *   It outlives the admin's restore (the report stays, reviewed), so the cap on how many items one
 *   reporter or one network may hide in a day still sees it.
 */
export async function up(db: MigrationDb, _dialect: SqlDialect): Promise<void> {
  await db.schema.alterTable("reports").addColumn("reporter_network", "text").execute();
  await db.schema.alterTable("reports").addColumn("counted_in_hide_at", "text").execute();
  await db.schema
    .createIndex("reports_reporter_hides")
    .on("reports")
    .columns(["reporter_id", "counted_in_hide_at"])
    .execute();
  await db.schema
    .createIndex("reports_network_hides")
    .on("reports")
    .columns(["reporter_network", "counted_in_hide_at"])
    .execute();
}
