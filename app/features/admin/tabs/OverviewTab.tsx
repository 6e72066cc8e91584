import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatAdminBytes, formatAdminDate, formatAdminNumber } from "~/lib/dates.ts";
import { WeeklyChart } from "../components/WeeklyChart.tsx";
import { dashboardHref } from "../dashboard-href.ts";
import { OVERVIEW_TEXTS as T } from "../texts.ts";
import type { Overview } from "./overview.server.ts";

/** The Overview tab: the weekly charts, then the site's health, each figure with its meaning (ADR 0030). */
export function OverviewTab({ overview }: { overview: Overview }) {
  const { timeZone } = overview;
  return (
    <div className="space-y-8">
      <section aria-labelledby="overview-weekly">
        <h2 id="overview-weekly" className="text-xl font-bold text-ocean-900">
          {T.weeklyHeading}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{T.weeklyNote}</p>
        <div className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {overview.series.map((s) => (
            <WeeklyChart key={s.key} label={s.label} counts={s.counts} weekStarts={overview.weekStarts} />
          ))}
        </div>
      </section>
      <HealthList overview={overview} timeZone={timeZone} />
      <section aria-labelledby="overview-alerts">
        <h2 id="overview-alerts" className="text-xl font-bold text-ocean-900">
          {T.alertsHeading}
        </h2>
        {overview.recentAlerts.length === 0 ? (
          <p className="mt-2 text-slate-700">{T.noAlerts}</p>
        ) : (
          <ul className="mt-2 space-y-1 text-slate-700">
            {overview.recentAlerts.map((a) => (
              <li key={`${a.kind}-${a.created_at}`}>
                <span className="font-medium">{formatAdminDate(a.created_at, timeZone)}</span>: {a.subject}. {a.detail}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-ocean-900">{children}</dd>
    </div>
  );
}

const percent = (part: number, whole: number) => formatAdminNumber(whole > 0 ? (part / whole) * 100 : 0, 1);

function backupText(backups: Overview["backups"], timeZone: string): string {
  if (!backups) return T.backupPostgres;
  const { latest, lastOk } = backups;
  const good = lastOk
    ? T.backupValue(formatAdminDate(lastOk.started_at, timeZone), formatAdminBytes(lastOk.size_bytes ?? 0))
    : T.noBackup;
  if (latest && latest.status === "failed")
    return `${good}. ${T.backupFailed(formatAdminDate(latest.started_at, timeZone))}`;
  return good;
}

function HealthList({ overview: o, timeZone }: { overview: Overview; timeZone: string }) {
  const n = formatAdminNumber;
  return (
    <section aria-labelledby="overview-health">
      <h2 id="overview-health" className="text-xl font-bold text-ocean-900">
        {T.healthHeading}
      </h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Item label={T.routesChecked}>
          {T.routesCheckedValue(n(o.routes.checked), n(o.routes.total), percent(o.routes.checked, o.routes.total))}
        </Item>
        <Item label={T.oldestUpdate}>
          {o.oldestUpdate ? (
            <>
              {formatAdminDate(o.oldestUpdate.created_at, timeZone)} ({o.oldestUpdate.route}){" "}
              <Link
                to={dashboardHref({ tab: "updates", status: "pending" })}
                className="font-semibold text-ocean-700 underline"
              >
                {T.reviewLink}
              </Link>
            </>
          ) : (
            T.noPendingUpdate
          )}
        </Item>
        <Item label={T.failingJobs}>{T.failingJobsValue(n(o.queue.failedJobs), n(o.queue.retryingJobs))}</Item>
        <Item label={T.undeliveredMail}>
          {T.undeliveredMailValue(n(o.queue.mailFailed), n(o.queue.mailRetrying))}
          {o.queue.mailFailed > 0 ? <p className="mt-1 text-sm text-slate-600">{T.mailRetryHint}</p> : null}
        </Item>
        <Item label={T.lastBackup}>{backupText(o.backups, timeZone)}</Item>
        <Item label={T.diskFree}>
          {o.disk
            ? T.diskValue(
                formatAdminBytes(o.disk.freeBytes),
                formatAdminBytes(o.disk.totalBytes),
                percent(o.disk.freeBytes, o.disk.totalBytes),
              )
            : T.unknown}
        </Item>
        <Item label={T.version}>
          {o.version.builtAt
            ? T.versionValue(formatAdminDate(o.version.builtAt, timeZone), o.version.commit, o.version.node)
            : T.versionFromSource(o.version.node)}
          <p className="mt-1 text-sm text-slate-600">
            {T.runningSince(formatAdminDate(o.version.startedAt, timeZone))}
          </p>
        </Item>
      </dl>
    </section>
  );
}
