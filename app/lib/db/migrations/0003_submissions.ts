import { type CreateTableBuilder, sql } from "kysely";
import type { SqlDialect } from "../schema.ts";
import type { MigrationDb } from "./migration-db.ts";

/**
 * What visitors send without an account (docs/decisions/0007-newsletter-and-public-forms.md):
 * newsletter subscribers, transport updates, partner requests and contact messages.
 *
 * - subscribers.email is stored lower-cased and trimmed and is UNIQUE, so "A@x.com " and "a@x.com"
 *   are one row; signups insert with ON CONFLICT (never read-then-write). Unsubscribing keeps the row
 *   (status 'unsubscribed', unsubscribed_at) so the address stays recorded as such.
 * - Updates and partner requests carry a review status for the admin dashboard; reviewed_by is set
 *   NULL when the reviewing admin's account is deleted.
 */
export async function up(db: MigrationDb, _dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable("subscribers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("name", "text")
    .addColumn("source", "text", (c) => c.notNull().check(sql`source in ('footer', 'home', 'blog')`))
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("subscribed").check(sql`status in ('subscribed', 'unsubscribed')`),
    )
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("unsubscribed_at", "text")
    .execute();
  await createdIndex(db, "subscribers");

  await db.schema
    .createTable("transport_updates")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("route", "text", (c) => c.notNull())
    .addColumn("travel_date", "text")
    .addColumn("changes", "text", (c) => c.notNull())
    .addColumn("price", "text")
    .addColumn("operator", "text")
    .addColumn("evidence_url", "text")
    .$call(reviewColumns)
    .execute();
  await createdIndex(db, "transport_updates");

  await db.schema
    .createTable("partner_requests")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("company_name", "text", (c) => c.notNull())
    .addColumn("routes", "text", (c) => c.notNull())
    .addColumn("whatsapp", "text")
    .addColumn("pricing_link", "text")
    .addColumn("notes", "text")
    .$call(reviewColumns)
    .execute();
  await createdIndex(db, "partner_requests");

  await db.schema
    .createTable("contact_messages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("read_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await createdIndex(db, "contact_messages");
}

/** The review state the admin dashboard keeps on updates and partner requests, then created_at. */
function reviewColumns<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("pending").check(sql`status in ('pending', 'approved', 'rejected')`),
    )
    .addColumn("review_note", "text")
    .addColumn("reviewed_at", "text")
    .addColumn("reviewed_by", "text", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull());
}

/** `<table>_created` on (created_at, id): every table here is listed newest first. */
function createdIndex(db: MigrationDb, table: string) {
  return db.schema.createIndex(`${table}_created`).on(table).columns(["created_at", "id"]).execute();
}
