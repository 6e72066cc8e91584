import type { SqlDialect } from "../schema.ts";
import * as core from "./0001_core.ts";
import * as auth from "./0002_auth.ts";
import * as submissions from "./0003_submissions.ts";
import * as forum from "./0004_forum.ts";
import * as admin from "./0005_admin.ts";
import * as subscriberEmailCheck from "./0006_subscriber_email_check.ts";
import * as newsletterDoubleOptIn from "./0007_newsletter_double_opt_in.ts";
import * as routeEdits from "./0008_route_edits.ts";
import * as partnerEmail from "./0009_partner_email.ts";
import * as reportsAndNotifications from "./0010_reports_and_notifications.ts";
import * as forumRevisions from "./0011_forum_revisions.ts";
import * as forumSearchUnaccent from "./0012_forum_search_unaccent.ts";
import * as reportQuorum from "./0013_report_quorum.ts";
import * as backups from "./0014_backups.ts";
import * as operatorAlerts from "./0015_operator_alerts.ts";
import * as editions from "./0016_editions.ts";
import type { MigrationDb } from "./migration-db.ts";

// In its own module so that a migration importing it does not import this list (an import cycle).
export type { MigrationDb };

export type Migration = {
  /** Recorded in schema_migrations once applied; never rename an applied migration. */
  name: string;
  /**
   * Runs inside a transaction (rolled back as a whole on error). `db` is that transaction; `dialect`
   * lets a migration differ where SQL does (prefer portable Kysely schema builder calls).
   */
  up: (db: MigrationDb, dialect: SqlDialect) => Promise<void>;
};

/**
 * Every migration, in the order they run, for both SQLite and PostgreSQL.
 *
 * To add one: create `NNNN_name.ts` next to this file exporting
 * `export async function up(db: MigrationDb, dialect: SqlDialect)` (`MigrationDb` from ./migration-db.ts), import it with its `.ts` extension
 * and append `{ name: "NNNN_name", up: ... }` below; then add its tables to ../schema.ts.
 * Reserved names: 0002_auth (accounts), 0003_submissions (newsletter and forms), 0004_forum,
 * 0005_admin. Use the conventions of docs/decisions/0003-data-layer-conventions.md. Never edit a
 * migration that has shipped: add a new one.
 */
export const migrations: readonly Migration[] = [
  { name: "0001_core", up: core.up },
  { name: "0002_auth", up: auth.up },
  { name: "0003_submissions", up: submissions.up },
  { name: "0004_forum", up: forum.up },
  { name: "0005_admin", up: admin.up },
  { name: "0006_subscriber_email_check", up: subscriberEmailCheck.up },
  { name: "0007_newsletter_double_opt_in", up: newsletterDoubleOptIn.up },
  { name: "0008_route_edits", up: routeEdits.up },
  { name: "0009_partner_email", up: partnerEmail.up },
  { name: "0010_reports_and_notifications", up: reportsAndNotifications.up },
  { name: "0011_forum_revisions", up: forumRevisions.up },
  { name: "0012_forum_search_unaccent", up: forumSearchUnaccent.up },
  { name: "0013_report_quorum", up: reportQuorum.up },
  { name: "0014_backups", up: backups.up },
  { name: "0015_operator_alerts", up: operatorAlerts.up },
  { name: "0016_editions", up: editions.up },
];
