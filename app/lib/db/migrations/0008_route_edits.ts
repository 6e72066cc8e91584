import { sql } from "kysely";
import type { SqlDialect } from "../schema.ts";
import type { MigrationDb } from "./migration-db.ts";

/**
 * The operator's changes to the transport data (issue 18, docs/decisions/0018-living-transport-facts.md).
 * The shipped JSON in content/transport/ stays the baseline (revision 0 of every route); the
 * database holds what the operator changed over it:
 *
 * - `route_revisions`: one row per save of a route (an edit, a new route, a route marked
 *   discontinued), with the full route record after the change and before it, the changed fields,
 *   the source and last-checked date, who saved it and, when the save applied a traveller's update,
 *   which one. UNIQUE (route_id, revision) is the optimistic concurrency: a save made from revision N
 *   inserts N + 1, so of two saves from the same revision only the first can commit.
 * - `place_additions`: places added by the operator (each with its cited coordinates, if any).
 * - `transport_updates.applied_at` / `applied_revision_id`: an approved update applied to a route.
 *
 * Rows are never updated or deleted, so COUNT(*) of both tables is the data's version.
 */
export async function up(db: MigrationDb, _dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable("route_revisions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("route_id", "text", (c) => c.notNull())
    .addColumn("revision", "integer", (c) => c.notNull())
    .addColumn("change", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("last_checked", "text", (c) => c.notNull())
    .addColumn("record", "text", (c) => c.notNull())
    .addColumn("previous", "text")
    .addColumn("changed_fields", "text", (c) => c.notNull())
    .addColumn("update_id", "text", (c) => c.references("transport_updates.id").onDelete("set null"))
    .addColumn("actor_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("route_revisions_route_revision", ["route_id", "revision"])
    .addCheckConstraint("route_revisions_revision_positive", sql`revision >= 1`)
    .execute();
  await db.schema.createIndex("route_revisions_created").on("route_revisions").columns(["created_at", "id"]).execute();

  await db.schema
    .createTable("place_additions")
    .addColumn("place_id", "text", (c) => c.primaryKey())
    .addColumn("record", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("actor_id", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema.alterTable("transport_updates").addColumn("applied_at", "text").execute();
  await db.schema.alterTable("transport_updates").addColumn("applied_revision_id", "text").execute();
}
