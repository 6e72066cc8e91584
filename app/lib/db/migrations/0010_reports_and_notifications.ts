import { sql } from "kysely";
import type { SqlDialect } from "../schema.ts";
import type { MigrationDb } from "./migration-db.ts";

/**
 * Member reports and reply notifications (docs/decisions/0022-reports-and-reply-notifications.md).
 *
 * Reports:
 * - `reports`: one row per member per reported item. `target_key` is "post:<id>" or "comment:<id>";
 *   UNIQUE (target_key, reporter_id) makes a second report by the same member a no-op, also when two
 *   arrive at once. `post_id` (the post, or the comment's post) and `comment_id` cascade, so deleting
 *   the item removes its reports. `qualifies` is 1 when the reporter's account was more than 24 hours
 *   old at the time. `reviewed_at` is set when an admin restores the item (the report is closed).
 * - `report_cases`: one row per item with open reports, its counters changed only by one upsert per
 *   report (`reports = reports + 1`), so concurrent reports are all counted and the report that makes
 *   `qualifying` reach the threshold is the one that sees it. `auto_hidden_at`: when the reports hid it.
 *
 * Notifications:
 * - `notification_settings`: the member's choice (all, own posts only, none); no row means 'all'.
 * - `thread_watches`: an explicit Watch (watching 1) or Unwatch (watching 0) of a post's thread.
 * - `reply_notifications`: one row per recipient per new comment; `mailed_at` once a mail listed it,
 *   `seen_at` once the member opened the thread or marked it read.
 * - `thread_mail_state`: when the last reply mail about a thread went to a member. The mail job claims
 *   the hour with one conditional upsert, so at most one mail per thread per hour per member.
 */
export async function up(db: MigrationDb, _dialect: SqlDialect): Promise<void> {
  await db.schema
    .createTable("reports")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("target_key", "text", (c) => c.notNull())
    .addColumn("post_id", "text", (c) => c.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("comment_id", "text", (c) => c.references("comments.id").onDelete("cascade"))
    .addColumn("reporter_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("reason", "text", (c) =>
      c.notNull().check(sql`reason in ('spam', 'scam', 'offensive', 'wrong-information', 'other')`),
    )
    .addColumn("note", "text")
    .addColumn("qualifies", "integer", (c) => c.notNull().check(sql`qualifies in (0, 1)`))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("reviewed_at", "text")
    .addUniqueConstraint("reports_one_per_member", ["target_key", "reporter_id"])
    .execute();
  await db.schema.createIndex("reports_open").on("reports").columns(["target_key", "reviewed_at"]).execute();
  await db.schema.createIndex("reports_post").on("reports").column("post_id").execute();
  await db.schema.createIndex("reports_comment").on("reports").column("comment_id").execute();
  await db.schema.createIndex("reports_reporter").on("reports").column("reporter_id").execute();

  await db.schema
    .createTable("report_cases")
    .addColumn("target_key", "text", (c) => c.primaryKey())
    .addColumn("post_id", "text", (c) => c.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("comment_id", "text", (c) => c.references("comments.id").onDelete("cascade"))
    .addColumn("reports", "integer", (c) => c.notNull().defaultTo(0).check(sql`reports >= 0`))
    .addColumn("qualifying", "integer", (c) => c.notNull().defaultTo(0).check(sql`qualifying >= 0`))
    .addColumn("first_reported_at", "text", (c) => c.notNull())
    .addColumn("last_reported_at", "text", (c) => c.notNull())
    .addColumn("auto_hidden_at", "text")
    .execute();
  await db.schema
    .createIndex("report_cases_queue")
    .on("report_cases")
    .columns(["reports", "last_reported_at"])
    .execute();
  await db.schema.createIndex("report_cases_post").on("report_cases").column("post_id").execute();
  await db.schema.createIndex("report_cases_comment").on("report_cases").column("comment_id").execute();

  await db.schema
    .createTable("notification_settings")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("level", "text", (c) => c.notNull().check(sql`level in ('all', 'own', 'none')`))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("thread_watches")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("post_id", "text", (c) => c.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("watching", "integer", (c) => c.notNull().check(sql`watching in (0, 1)`))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("thread_watches_pk", ["user_id", "post_id"])
    .execute();
  await db.schema.createIndex("thread_watches_post").on("thread_watches").columns(["post_id", "watching"]).execute();

  await db.schema
    .createTable("reply_notifications")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("comment_id", "text", (c) => c.notNull().references("comments.id").onDelete("cascade"))
    .addColumn("post_id", "text", (c) => c.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("mailed_at", "text")
    .addColumn("seen_at", "text")
    .addPrimaryKeyConstraint("reply_notifications_pk", ["user_id", "comment_id"])
    .execute();
  await db.schema
    .createIndex("reply_notifications_thread")
    .on("reply_notifications")
    .columns(["user_id", "post_id", "mailed_at"])
    .execute();
  await db.schema
    .createIndex("reply_notifications_unseen")
    .on("reply_notifications")
    .columns(["user_id", "seen_at"])
    .execute();
  await db.schema.createIndex("reply_notifications_comment").on("reply_notifications").column("comment_id").execute();
  await db.schema.createIndex("reply_notifications_post").on("reply_notifications").column("post_id").execute();

  await db.schema
    .createTable("thread_mail_state")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("post_id", "text", (c) => c.notNull().references("posts.id").onDelete("cascade"))
    .addColumn("last_sent_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("thread_mail_state_pk", ["user_id", "post_id"])
    .execute();
  await db.schema.createIndex("thread_mail_state_post").on("thread_mail_state").column("post_id").execute();
}
