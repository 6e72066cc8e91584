import { sql } from "kysely";
import type { SqlDialect } from "../schema.ts";
import type { MigrationDb } from "./migration-db.ts";

/**
 * Accounts (better-auth's user, session, account and verification models, mapped to snake_case tables
 * in app/features/accounts/auth.server.ts). Timestamps TEXT ISO, booleans INTEGER 0/1 (ADR 0003).
 */
export async function up(db: MigrationDb, _dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("email_verified", "integer", (c) => c.notNull().defaultTo(0).check(sql`email_verified in (0, 1)`))
    .addColumn("image", "text")
    .addColumn("role", "text", (c) => c.notNull().defaultTo("user").check(sql`role in ('user', 'admin')`))
    .addColumn("banned", "integer", (c) => c.notNull().defaultTo(0).check(sql`banned in (0, 1)`))
    .addColumn("ban_reason", "text")
    .addColumn("ban_expires", "text")
    .addColumn("user_category", "text", (c) =>
      c
        .notNull()
        .defaultTo("traveller")
        .check(sql`user_category in ('traveller', 'local-guide', 'photographer', 'blogger', 'business')`),
    )
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("users_created_at").on("users").column("created_at").execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("ip_address", "text")
    .addColumn("user_agent", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_user_id").on("sessions").column("user_id").execute();
  await db.schema.createIndex("sessions_expires_at").on("sessions").column("expires_at").execute();

  await db.schema
    .createTable("accounts")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("account_id", "text", (c) => c.notNull())
    .addColumn("provider_id", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("access_token", "text")
    .addColumn("refresh_token", "text")
    .addColumn("id_token", "text")
    .addColumn("access_token_expires_at", "text")
    .addColumn("refresh_token_expires_at", "text")
    .addColumn("scope", "text")
    .addColumn("password", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("accounts_user_id").on("accounts").column("user_id").execute();
  await db.schema
    .createIndex("accounts_provider_account")
    .on("accounts")
    .columns(["provider_id", "account_id"])
    .unique()
    .execute();

  await db.schema
    .createTable("verifications")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("identifier", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("verifications_identifier").on("verifications").column("identifier").execute();
  await db.schema.createIndex("verifications_expires_at").on("verifications").column("expires_at").execute();
}
