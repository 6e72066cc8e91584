import { Download, Search, ShieldAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { HydratedToast, type Toast } from "~/components/Toaster.tsx";
import { Badge, type BadgeTone, buttonClass } from "~/components/ui/index.tsx";
import { formatNumber } from "~/lib/format.ts";
import {
  type AdminTab,
  DEFAULT_SUBSCRIBER_FILTER,
  type ExportKind,
  REVIEW_STATUSES,
  type ReviewStatus,
  TABS,
} from "../constants.ts";
import { dashboardHref } from "../dashboard-href.ts";
import type { DashboardQuery } from "../schema.ts";
import { DASHBOARD_TEXT as T, TAB_LABELS } from "../texts.ts";

/**
 * Shown to visitors and signed-in non-admins: no admin data at all. `toast` is the spec's 'Access
 * Denied' notice for signed-in accounts (a toast with JavaScript, a visible alert without).
 */
export function AccessDenied({ toast }: { toast?: Toast | null }) {
  return (
    <div className="mx-auto max-w-md px-4 py-24">
      <HydratedToast toast={toast} />
      <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm">
        <ShieldAlert aria-hidden="true" className="mx-auto size-12 text-coral-700" />
        <h1 className="mt-4 text-2xl font-bold text-ocean-900">{T.accessDenied}</h1>
        <p className="mt-2 text-slate-700">{T.accessDeniedText}</p>
        <Link to="/" className={buttonClass("primary", "mt-6")}>
          {T.goHome}
        </Link>
      </div>
    </div>
  );
}

export function CountCard({ label, value, note }: { label: string; value: number; note?: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p className="mt-1 text-3xl font-bold text-ocean-900">{formatNumber("en", value)}</p>
      {note ? <p className="mt-1 text-sm text-slate-600">{note}</p> : null}
    </div>
  );
}

/** The tab links; the Messages tab carries the number of unread messages. */
export function Tabs({ current, unreadMessages }: { current: AdminTab; unreadMessages: number }) {
  return (
    <nav aria-label={T.sections} className="border-b border-slate-200">
      <ul className="-mb-px flex flex-wrap gap-1">
        {TABS.map((tab) => {
          const active = tab === current;
          return (
            <li key={tab}>
              <Link
                to={dashboardHref({ tab })}
                aria-current={active ? "page" : undefined}
                className={`inline-block rounded-t-lg border-b-2 px-4 py-2 font-semibold ${
                  active
                    ? "border-teal-700 text-ocean-900"
                    : "border-transparent text-slate-600 hover:border-slate-300 hover:text-ocean-800"
                }`}
              >
                {TAB_LABELS[tab]}
                {tab === "messages" && unreadMessages > 0 ? (
                  <span className="ml-2 rounded-full bg-coral-100 px-2 py-0.5 text-xs font-bold text-coral-700">
                    {formatNumber("en", unreadMessages)}
                    <span className="sr-only">{T.unread}</span>
                  </span>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** GET search form: works without JavaScript, keeps the tab and filters, starts again at page 1. */
export function SearchBox({ query, label }: { query: DashboardQuery; label: string }) {
  return (
    <Form method="get" action="/admin" role="search" className="flex flex-wrap items-end gap-2">
      {query.tab !== "subscribers" ? <input type="hidden" name="tab" value={query.tab} /> : null}
      {query.status ? <input type="hidden" name="status" value={query.status} /> : null}
      {query.state !== DEFAULT_SUBSCRIBER_FILTER ? <input type="hidden" name="state" value={query.state} /> : null}
      {query.author ? <input type="hidden" name="author" value={query.author} /> : null}
      {query.stale ? <input type="hidden" name="stale" value={query.stale} /> : null}
      {query.sort !== "oldest" ? <input type="hidden" name="sort" value={query.sort} /> : null}
      {query.update ? <input type="hidden" name="update" value={query.update} /> : null}
      <div>
        <label htmlFor="admin-q" className="block text-sm font-medium text-slate-700">
          {label}
        </label>
        <input
          id="admin-q"
          name="q"
          type="search"
          defaultValue={query.q}
          maxLength={200}
          className="mt-1 w-64 rounded-lg border border-slate-300 px-3 py-2"
        />
      </div>
      <button type="submit" className={buttonClass("outline")}>
        <Search aria-hidden="true" className="size-4" />
        {T.search}
      </button>
      {query.q ? (
        <Link to={dashboardHref({ ...query, q: "", page: 1 })} className="py-2 text-sm text-ocean-700 underline">
          {T.clearSearch}
        </Link>
      ) : null}
    </Form>
  );
}

export function ExportButton({ kind }: { kind: ExportKind }) {
  // A plain link: the export is a file download from a resource route.
  return (
    <a href={`/admin/export/${kind}`} download className={buttonClass("primary")}>
      <Download aria-hidden="true" className="size-4" />
      {T.exportCsv}
    </a>
  );
}

/** Filter links (work without JavaScript): each keeps the tab and search and starts again at page 1. */
export function FilterNav<V extends string>({
  label,
  options,
  current,
  hrefFor,
  labelFor,
}: {
  label: string;
  options: readonly V[];
  current: V;
  hrefFor: (value: V) => string;
  labelFor: (value: V) => string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2 text-sm">
        {options.map((value) => {
          const active = current === value;
          return (
            <li key={value}>
              <Link
                to={hrefFor(value)}
                aria-current={active ? "true" : undefined}
                className={`inline-block rounded-full border px-3 py-1 ${
                  active ? "border-teal-700 bg-teal-50 font-semibold text-teal-900" : "border-slate-300 text-slate-700"
                }`}
              >
                {labelFor(value)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

const REVIEW_FILTERS = ["all", ...REVIEW_STATUSES] as const;

export function StatusFilter({ query }: { query: DashboardQuery }) {
  return (
    <FilterNav
      label={T.filterByStatus}
      options={REVIEW_FILTERS}
      current={query.status ?? "all"}
      hrefFor={(value) => dashboardHref({ ...query, status: value === "all" ? undefined : value, page: 1 })}
      labelFor={(value) => (value === "all" ? T.all : STATUS_LABELS[value])}
    />
  );
}

export function Pagination({
  query,
  page,
  pageCount,
  total,
}: {
  query: DashboardQuery;
  page: number;
  pageCount: number;
  total: number;
}) {
  return (
    <nav aria-label={T.pagination} className="mt-4 flex items-center justify-between gap-4 text-sm text-slate-700">
      <p>{T.records(total, page, pageCount)}</p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link to={dashboardHref({ ...query, page: page - 1 })} className={buttonClass("outline")} rel="prev">
            {T.previous}
          </Link>
        ) : null}
        {page < pageCount ? (
          <Link to={dashboardHref({ ...query, page: page + 1 })} className={buttonClass("outline")} rel="next">
            {T.next}
          </Link>
        ) : null}
      </div>
    </nav>
  );
}

/** Long text cut to `max` characters, the whole text one click away (works without JavaScript). */
export function Truncated({ text, max = 80 }: { text: string; max?: number }) {
  if (text.length <= max) return <span className="whitespace-pre-line">{text}</span>;
  return (
    <details>
      <summary className="cursor-pointer">
        {text.slice(0, max).trimEnd()}…<span className="sr-only">{T.showAll}</span>
      </summary>
      <p className="mt-2 max-w-prose whitespace-pre-line break-words text-slate-800">{text}</p>
    </details>
  );
}

export const Dash = () => (
  <span className="text-slate-500">
    <span aria-hidden="true">-</span>
    <span className="sr-only">{T.none}</span>
  </span>
);

export const STATUS_LABELS: Record<ReviewStatus, string> = T.statusLabels;
const STATUS_TONES: Record<ReviewStatus, BadgeTone> = { pending: "yellow", approved: "green", rejected: "red" };

export function StatusBadge({ status }: { status: ReviewStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}

/** The hidden fields every action form carries: what to do and where to come back. */
export function ActionFields({ intent, id, returnTo }: { intent: string; id: string; returnTo: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="returnTo" value={returnTo} />
    </>
  );
}

export function SubmitButton({
  children,
  variant = "outline",
  name,
  value,
}: {
  children: ReactNode;
  variant?: "primary" | "outline";
  name?: string;
  value?: string;
}) {
  const navigation = useNavigation();
  return (
    <button
      type="submit"
      name={name}
      value={value}
      disabled={navigation.state === "submitting"}
      className={buttonClass(variant, "px-3 py-1 text-sm disabled:opacity-60")}
    >
      {children}
    </button>
  );
}

/**
 * Deleting cannot be undone, so it takes two steps, without JavaScript too: 'Delete post…' opens the
 * confirmation, whose 'Confirm delete' button sends confirm=1 (the server refuses a delete without it).
 */
export function DeleteForm({
  intent,
  id,
  what,
  returnTo,
  kind,
}: {
  intent: "delete-post" | "delete-comment" | "delete-reported";
  id: string;
  what: "post" | "comment";
  returnTo: string;
  /** The reported item's kind (the report queue's delete). */
  kind?: "post" | "comment";
}) {
  return (
    <details className="relative">
      <summary className={buttonClass("outline", "cursor-pointer px-3 py-1 text-sm")}>{T.deleteWhat(what)}</summary>
      <Form
        method="post"
        action="/admin"
        className="mt-2 w-56 rounded-lg border border-coral-400 bg-coral-100 p-3 text-sm text-coral-700"
      >
        <ActionFields intent={intent} id={id} returnTo={returnTo} />
        <input type="hidden" name="confirm" value="1" />
        {kind ? <input type="hidden" name="kind" value={kind} /> : null}
        <p className="mb-2">{T.deletedForGood(what)}</p>
        <SubmitButton variant="primary">{T.confirmDelete}</SubmitButton>
      </Form>
    </details>
  );
}

/** The review cell of a transport update or partner request: its status, when it was reviewed, and the form. */
export function Review({
  intent,
  row,
  returnTo,
}: {
  intent: "review-update" | "review-partner";
  row: { id: string; status: ReviewStatus; reviewed: string | null; reviewNote: string | null };
  returnTo: string;
}) {
  return (
    <>
      <StatusBadge status={row.status} />
      {row.reviewed ? <p className="mt-1 text-xs text-slate-600">{T.reviewed(row.reviewed)}</p> : null}
      <div className="mt-2">
        <ReviewForm intent={intent} id={row.id} status={row.status} note={row.reviewNote} returnTo={returnTo} />
      </div>
    </>
  );
}

/** Status and note for a transport update or partner request. */
function ReviewForm({
  intent,
  id,
  status,
  note,
  returnTo,
}: {
  intent: "review-update" | "review-partner";
  id: string;
  status: ReviewStatus;
  note: string | null;
  returnTo: string;
}) {
  return (
    <Form method="post" action="/admin" className="flex flex-col gap-2">
      <ActionFields intent={intent} id={id} returnTo={returnTo} />
      <label className="text-xs font-medium text-slate-700">
        {T.status}
        <select
          name="status"
          defaultValue={status}
          className="mt-1 block w-full rounded border border-slate-300 px-2 py-1"
        >
          {REVIEW_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
      <label className="text-xs font-medium text-slate-700">
        {T.noteOptional}
        <textarea
          name="note"
          defaultValue={note ?? ""}
          maxLength={1000}
          rows={2}
          className="mt-1 block w-full rounded border border-slate-300 px-2 py-1"
        />
      </label>
      <SubmitButton>{T.saveReview}</SubmitButton>
    </Form>
  );
}

/** A dashboard table: caption, one header row, and a row per record, or a note when there are none. */
export function TableShell<Row>({
  caption,
  columns,
  rows,
  query,
  children,
}: {
  caption: string;
  columns: readonly string[];
  rows: Row[];
  query: DashboardQuery;
  children: (row: Row) => ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="px-4 pt-4 text-left text-lg font-bold text-ocean-900">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={th}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.length === 0 ? <Empty colSpan={columns.length} query={query} /> : rows.map(children)}
        </tbody>
      </table>
    </div>
  );
}

const th = "px-4 py-3 font-semibold text-slate-700";
export const td = "px-4 py-3 align-top text-slate-800";

function Empty({ colSpan, query }: { colSpan: number; query: DashboardQuery }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-4 py-8 text-center text-slate-600">
        {query.q ? T.noMatch : T.empty}
      </td>
    </tr>
  );
}
