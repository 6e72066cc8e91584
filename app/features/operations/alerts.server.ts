import type { Kysely } from "kysely";
import { config } from "~/lib/config.server.ts";
import { formatAdminBytes, formatAdminDate, formatAdminNumber } from "~/lib/dates.ts";
import { getDb } from "~/lib/db/index.server.ts";
import type { Database } from "~/lib/db/schema.ts";
import { registerMaintenanceTask } from "~/lib/jobs.server.ts";
import { log } from "~/lib/log.server.ts";
import { MAIL_JOB, sendMail } from "~/lib/mail.server.ts";
import { backupIntervalMs, backupsScheduled, lastBackups } from "./backup.server.ts";
import {
  type AlertKind,
  BACKUP_GRACE_MS,
  DISK_FREE_ALERT_SHARE,
  JOB_FAILING_ATTEMPTS,
  MAIL_UNDELIVERED_ALERT_MS,
  UPDATE_REVIEW_PROMISE_MS,
} from "./constants.ts";
import { type DiskSpace, diskSpace } from "./health.server.ts";
import { ALERT_TEXTS } from "./texts.ts";

/**
 * Alerts by mail to the operator (ADR 0030). The job runner's maintenance looks every 10 minutes;
 * each finding is recorded in `operator_alerts` and its mail enqueued in one transaction, and the
 * table's key (kind, UTC day) lets only the first of the day through, whichever process tries.
 */

export type Finding = { kind: AlertKind; detail: string };
type Db = Kysely<Database>;

const when = (iso: string | null | undefined) => formatAdminDate(iso, config().ADMIN_TIME_ZONE);
const hoursSince = (iso: string, now: Date) => formatAdminNumber((now.getTime() - Date.parse(iso)) / 3_600_000, 1);

/** When the site's database was set up: the reference for "no backup yet". */
async function siteSince(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom("schema_migrations")
    .select((eb) => eb.fn.min("applied_at").as("first"))
    .executeTakeFirst();
  return (row?.first as string | null | undefined) ?? null;
}

async function backupFindings(db: Db, now: Date): Promise<Finding[]> {
  if (!backupsScheduled()) return [];
  const { latest, lastOk } = await lastBackups(db);
  const found: Finding[] = [];
  if (latest?.status === "failed") {
    found.push({
      kind: "backup-failed",
      detail: `${when(latest.started_at)}: ${latest.error ?? "no reason recorded"}`,
    });
  } else if (latest?.copy_error) {
    found.push({
      kind: "backup-failed",
      detail: `${when(latest.started_at)}: the local backup is good, but its copy to the S3 bucket failed: ${latest.copy_error}`,
    });
  }
  const since = lastOk?.started_at ?? (await siteSince(db));
  if (since && now.getTime() - Date.parse(since) > backupIntervalMs() + BACKUP_GRACE_MS) {
    found.push({
      kind: "backup-overdue",
      detail: lastOk
        ? `the last one is from ${when(since)}, ${hoursSince(since, now)} hours ago (BACKUP_INTERVAL_HOURS=${config().BACKUP_INTERVAL_HOURS}).`
        : `none has been taken since the site started on ${when(since)}.`,
    });
  }
  return found;
}

async function mailFinding(db: Db, now: Date): Promise<Finding | null> {
  const row = await db
    .selectFrom("jobs")
    .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.min("created_at").as("oldest")])
    .where("type", "=", MAIL_JOB)
    .where("status", "in", ["pending", "running", "failed"])
    .where("created_at", "<", new Date(now.getTime() - MAIL_UNDELIVERED_ALERT_MS).toISOString())
    .executeTakeFirstOrThrow();
  const n = Number(row.n);
  if (n === 0) return null;
  return {
    kind: "mail-undelivered",
    detail: `${formatAdminNumber(n)} message(s) queued more than an hour ago are not delivered; the oldest since ${when(row.oldest as string)}.`,
  };
}

async function jobFinding(db: Db, now: Date): Promise<Finding | null> {
  const dayAgo = new Date(now.getTime() - 86_400_000).toISOString();
  const rows = await db
    .selectFrom("jobs")
    .select(["type", (eb) => eb.fn.countAll<number>().as("n")])
    .where("type", "!=", MAIL_JOB)
    .where((w) =>
      w.or([
        w.and([w("status", "=", "failed"), w("finished_at", ">", dayAgo)]),
        w.and([w("status", "in", ["pending", "running"]), w("attempts", ">=", JOB_FAILING_ATTEMPTS)]),
      ]),
    )
    .groupBy("type")
    .orderBy("type")
    .execute();
  if (rows.length === 0) return null;
  return {
    kind: "job-failing",
    detail: rows.map((r) => `${r.type}: ${formatAdminNumber(Number(r.n))}`).join(", "),
  };
}

function diskFinding(disk: DiskSpace | null): Finding | null {
  if (!disk || disk.freeShare >= DISK_FREE_ALERT_SHARE) return null;
  return {
    kind: "disk-low",
    detail: `${formatAdminBytes(disk.freeBytes)} free of ${formatAdminBytes(disk.totalBytes)} (${formatAdminNumber(disk.freeShare * 100, 1)} %) in ${config().dataDir}.`,
  };
}

async function updateFinding(db: Db, now: Date): Promise<Finding | null> {
  const row = await db
    .selectFrom("transport_updates")
    .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.min("created_at").as("oldest")])
    .where("status", "=", "pending")
    .where("created_at", "<", new Date(now.getTime() - UPDATE_REVIEW_PROMISE_MS).toISOString())
    .executeTakeFirstOrThrow();
  const n = Number(row.n);
  if (n === 0) return null;
  const oldest = row.oldest as string;
  return {
    kind: "update-unreviewed",
    detail: `${formatAdminNumber(n)} update(s) are pending for more than 24 hours; the oldest was sent ${when(oldest)}, ${hoursSince(oldest, now)} hours ago.`,
  };
}

/** Everything that needs the operator now. */
export async function findAlerts(db: Db = getDb(), now = new Date(), disk?: DiskSpace | null): Promise<Finding[]> {
  const found = [
    ...(await backupFindings(db, now)),
    await mailFinding(db, now),
    await jobFinding(db, now),
    diskFinding(disk === undefined ? await diskSpace() : disk),
    await updateFinding(db, now),
  ];
  return found.filter((f): f is Finding => f !== null);
}

/** The operator's address: OPERATOR_EMAIL, else CONTACT_EMAIL. */
export function operatorEmail(): string {
  const c = config();
  return c.OPERATOR_EMAIL ?? c.CONTACT_EMAIL;
}

/**
 * Records the alert and enqueues its mail, unless this kind was already sent today (UTC): then
 * nothing happens and it returns false. One transaction: no mail without its row, and the reverse.
 */
export async function raiseAlert(finding: Finding, db: Db = getDb(), now = new Date()): Promise<boolean> {
  const text = ALERT_TEXTS[finding.kind](finding.detail);
  const { SITE_NAME, siteUrl } = config();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("operator_alerts")
      .values({
        kind: finding.kind,
        day: now.toISOString().slice(0, 10),
        created_at: now.toISOString(),
        detail: finding.detail,
      })
      .onConflict((oc) => oc.columns(["kind", "day"]).doNothing())
      .returning("kind")
      .executeTakeFirst();
    if (!row) return false;
    await sendMail(
      {
        to: operatorEmail(),
        subject: `[${SITE_NAME}] ${text.subject}`,
        text: `${text.what}\n\nWhat to do: ${text.todo}\n\nThe dashboard's overview: ${siteUrl}/admin?tab=overview\n\nYou get at most one such mail a day for each kind of problem.`,
      },
      { trx },
    );
    return true;
  });
}

/** The maintenance step: every finding becomes an alert, at most one per kind per day. */
export async function checkAlerts(db: Db = getDb(), now = new Date(), disk?: DiskSpace | null): Promise<AlertKind[]> {
  const sent: AlertKind[] = [];
  for (const finding of await findAlerts(db, now, disk)) {
    if (await raiseAlert(finding, db, now)) {
      sent.push(finding.kind);
      log.warn(`alert: ${finding.kind}: ${finding.detail} (mailed to the operator)`);
    }
  }
  return sent;
}

registerMaintenanceTask("operator-alerts", (db) => checkAlerts(db));
