import { sql } from "kysely";
import type { SqlDialect } from "../schema.ts";
import type { MigrationDb } from "./migration-db.ts";

/**
 * One subscriber per address regardless of case and surrounding spaces, guaranteed by the database
 * and not only by the code that normalises (docs/decisions/0007-newsletter-and-public-forms.md):
 * every stored email must equal lower(trim(email)), so the existing UNIQUE (email) covers every
 * spelling. PostgreSQL: a CHECK constraint. SQLite cannot add a CHECK to an existing table, so two
 * triggers refuse the same rows on INSERT and UPDATE with the constraint's name.
 *
 * A unique index on lower(email) was not chosen: the signup's ON CONFLICT (email) names one arbiter,
 * and a second unique index could raise a conflict error that ON CONFLICT does not catch.
 *
 * Rows stored before this migration are normalised first where that does not collide with another
 * row (the app always stored them normalised, so none are expected).
 */
export async function up(db: MigrationDb, dialect: SqlDialect): Promise<void> {
  await sql`
    update subscribers set email = lower(trim(email))
    where email <> lower(trim(email))
      and not exists (select 1 from subscribers s2 where s2.email = lower(trim(subscribers.email)))
  `.execute(db);

  if (dialect === "postgres") {
    await sql`
      alter table subscribers
      add constraint subscribers_email_normalised check (email = lower(trim(email)))
    `.execute(db);
    return;
  }
  for (const event of ["insert", "update of email"]) {
    const name = event === "insert" ? "subscribers_email_normalised_insert" : "subscribers_email_normalised_update";
    await sql`
      create trigger ${sql.raw(name)} before ${sql.raw(event)} on subscribers
      when new.email <> lower(trim(new.email))
      begin
        select raise(abort, 'CHECK constraint failed: subscribers_email_normalised');
      end
    `.execute(db);
  }
}
