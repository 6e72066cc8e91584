import { readFileSync } from "node:fs";
import path from "node:path";
import { type ExpressionBuilder, sql } from "kysely";
import { lastBackups } from "~/features/operations/backup.server.ts";
import type { AlertKind } from "~/features/operations/constants.ts";
import { diskSpace } from "~/features/operations/health.server.ts";
import { ALERT_TEXTS } from "~/features/operations/texts.ts";
import { mergedTransportData } from "~/features/route-edits/merged.server.ts";
import { config } from "~/lib/config.server.ts";
import { dialect, getDb } from "~/lib/db/index.server.ts";
import type { Database } from "~/lib/db/schema.ts";
import { MAIL_JOB } from "~/lib/mail.server.ts";
import { OVERVIEW_SERIES, type OverviewSeriesKey, WEEKS_SHOWN } from "../constants.ts";
import type { Db } from "../listing.server.ts";

/**
 * The Overview tab (ADR 0030): the site at a glance, every figure counted from the database, the
 * merged route data, the disk or the build; nothing estimated. Weeks are Monday to Sunday in UTC, the
 * last one the current, partial week.
 */

const WEEK_MS = 7 * 86_400_000;

/** Monday 00:00 UTC of the week `now` is in, and the 11 before it: 12 week starts, oldest first. */
export function weekStarts(now: Date, weeks = WEEKS_SHOWN): Date[] {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const monday = day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000;
  return Array.from({ length: weeks }, (_, i) => new Date(monday - (weeks - 1 - i) * WEEK_MS));
}

type Source = { table: keyof Database; column: string; where?: (eb: ExpressionBuilder<Database, never>) => unknown };

/** Where each series is counted: the moment a row came into being (a subscriber: when confirmed). */
const SOURCES: Record<OverviewSeriesKey, Source> = {
  subscribers: { table: "subscribers", column: "confirmed_at" },
  members: { table: "users", column: "created_at" },
  posts: { table: "posts", column: "created_at" },
  updates: { table: "transport_updates", column: "created_at" },
  partners: { table: "partner_requests", column: "created_at" },
  reports: { table: "reports", column: "created_at" },
};

/** One query per table: a sum per week of the rows whose timestamp falls in it. */
async function weeklyCounts(db: Db, source: Source, starts: Date[], end: Date): Promise<number[]> {
  const bounds = [...starts.map((d) => d.toISOString()), end.toISOString()];
  const column = sql.ref(source.column);
  const sums = starts.map((_, i) =>
    sql<number>`sum(case when ${column} >= ${bounds[i]} and ${column} < ${bounds[i + 1]} then 1 else 0 end)`.as(
      `w${i}`,
    ),
  );
  const row = (await db
    .selectFrom(source.table as "posts")
    .select(sums)
    .where(sql.ref(source.column), ">=", bounds[0]!)
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  return starts.map((_, i) => Number(row?.[`w${i}`] ?? 0));
}

/** Routes whose last check is within 12 months of `now`, of all routes in the merged data. */
async function routesChecked(db: Db, now: Date) {
  const { routes } = await mergedTransportData(db);
  const yearAgo = new Date(now);
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
  const since = yearAgo.toISOString().slice(0, 10);
  const checked = routes.filter((r) => r.lastChecked >= since).length;
  return { checked, total: routes.length };
}

/** Rows of the job queue by kind: other jobs failed or retrying, mail given up or retrying. */
async function queueState(db: Db) {
  type Eb = ExpressionBuilder<Database, "jobs">;
  const failed = (eb: Eb) => eb("status", "=", "failed");
  const retrying = (eb: Eb) => eb.and([eb("status", "in", ["pending", "running"]), eb("attempts", ">", 0)]);
  const countWhere = (eb: Eb, isMail: boolean, state: typeof failed) =>
    eb.fn.sum<number>(
      eb
        .case()
        .when(eb.and([eb("type", isMail ? "=" : "!=", MAIL_JOB), state(eb)]))
        .then(1)
        .else(0)
        .end(),
    );
  const row = await db
    .selectFrom("jobs")
    .select((eb) => [
      countWhere(eb, false, failed).as("failedJobs"),
      countWhere(eb, false, retrying).as("retryingJobs"),
      countWhere(eb, true, failed).as("mailFailed"),
      countWhere(eb, true, retrying).as("mailRetrying"),
    ])
    .executeTakeFirstOrThrow();
  return {
    failedJobs: Number(row.failedJobs ?? 0),
    retryingJobs: Number(row.retryingJobs ?? 0),
    mailFailed: Number(row.mailFailed ?? 0),
    mailRetrying: Number(row.mailRetrying ?? 0),
  };
}

async function oldestUnreviewedUpdate(db: Db) {
  const row = await db
    .selectFrom("transport_updates")
    .select(["id", "route", "created_at"])
    .where("status", "=", "pending")
    .orderBy("created_at")
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

export type RunningVersion = { builtAt: string | null; commit: string | null };

/** What `npm run build` recorded (build/version.json); nulls when the app runs from source. */
export function runningVersion(file = path.resolve("build", "version.json")): RunningVersion {
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<RunningVersion>;
    return {
      builtAt: typeof parsed.builtAt === "string" ? parsed.builtAt : null,
      commit: typeof parsed.commit === "string" ? parsed.commit : null,
    };
  } catch {
    return { builtAt: null, commit: null };
  }
}

export async function overview(db: Db = getDb(), now = new Date()) {
  const starts = weekStarts(now);
  const series = await Promise.all(
    OVERVIEW_SERIES.map(async ({ key, label }) => ({
      key,
      label,
      counts: await weeklyCounts(db, SOURCES[key], starts, now),
    })),
  );
  const [routes, queue, oldestUpdate, backups, disk] = await Promise.all([
    routesChecked(db, now),
    queueState(db),
    oldestUnreviewedUpdate(db),
    dialect() === "sqlite" ? lastBackups(db) : Promise.resolve(null),
    diskSpace(),
  ]);
  const alertRows = await db
    .selectFrom("operator_alerts")
    .select(["kind", "created_at", "detail"])
    .where("created_at", ">=", new Date(now.getTime() - WEEK_MS).toISOString())
    .orderBy("created_at", "desc")
    .limit(10)
    .execute();
  // The subject only: the mail's advice (which names settings) stays on the server.
  const recentAlerts = alertRows.map((a) => ({
    ...a,
    subject: ALERT_TEXTS[a.kind as AlertKind]?.("").subject ?? a.kind,
  }));
  return {
    /** The operator's zone (ADMIN_TIME_ZONE): the page formats dates in it, as every tab does. */
    timeZone: config().ADMIN_TIME_ZONE,
    weekStarts: starts.map((d) => d.toISOString().slice(0, 10)),
    series,
    routes,
    queue,
    oldestUpdate,
    backups,
    disk,
    recentAlerts,
    version: {
      ...runningVersion(),
      node: process.versions.node,
      startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    },
  };
}

export type Overview = Awaited<ReturnType<typeof overview>>;

/** The dashboard's listing shape for the Overview tab (it has no rows or pages). */
export async function listOverview() {
  return { overview: await overview(), rows: [] as never[], page: 1, pageCount: 1, total: 0 };
}
