import { Form, isRouteErrorResponse, Link, useLocation } from "react-router";
import { type Toast, ToastNotice, useToastFromData } from "~/components/Toaster.tsx";
import { Badge, Container } from "~/components/ui/index.tsx";
import { dashboardAction, dashboardLoader } from "~/features/admin/admin-page.server.ts";
import {
  AccessDenied,
  ActionFields,
  CountCard,
  Dash,
  DeleteForm,
  ExportButton,
  Pagination,
  Review,
  SearchBox,
  StatusFilter,
  SubmitButton,
  TableShell,
  Tabs,
  Truncated,
  td,
} from "~/features/admin/components/parts.tsx";
import { ACCESS_DENIED_TOAST, dashboardHref, FETCH_FAILED_TOAST, TAB_EXPORTS } from "~/features/admin/constants.ts";
import type { RouteHandle } from "~/lib/handle.ts";
import type { Route } from "./+types/admin";

/** /admin: the operator's dashboard (docs/decisions/0009-admin-dashboard.md). Admins only, checked on the server. */
export const handle: RouteHandle = { hydrate: true };

export function loader({ request }: Route.LoaderArgs) {
  return dashboardLoader(request);
}

export function action({ request }: Route.ActionArgs) {
  return dashboardAction(request);
}

/** Never stored; a 401's challenge (set by the loader or action) is passed on, also on /admin.data. */
export function headers({ loaderHeaders, actionHeaders, errorHeaders }: Route.HeadersArgs) {
  const challenge =
    actionHeaders?.get("WWW-Authenticate") ??
    loaderHeaders?.get("WWW-Authenticate") ??
    errorHeaders?.get("WWW-Authenticate");
  return challenge ? { "Cache-Control": "no-store", "WWW-Authenticate": challenge } : { "Cache-Control": "no-store" };
}

export const meta: Route.MetaFunction = () => [
  { title: "Admin Dashboard" },
  { name: "robots", content: "noindex, nofollow" },
];

type Loaded = Exclude<Route.ComponentProps["loaderData"], { denied: true }>;

export default function Admin({ loaderData, actionData }: Route.ComponentProps) {
  // Where actions come back to (the request URL on the server would be /admin.data on client navigations).
  const location = useLocation();
  // Refused by the loader, or by the action (an admin whose session ended while the page was open).
  if (loaderData.denied) return <AccessDenied toast={loaderData.toast} />;
  if (actionData && "denied" in actionData) return <AccessDenied toast={actionData.toast} />;
  return (
    <Dashboard
      d={loaderData as Loaded}
      actionToast={actionData?.toast}
      returnTo={location.pathname + location.search}
    />
  );
}

/**
 * The loader failed (the database is unreachable, say): the spec's 'Error' / 'Failed to fetch admin
 * data.' notice, never the data or the error itself. A refusal thrown from deeper down still shows the
 * Access Denied card.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && (error.status === 401 || error.status === 403)) {
    return <AccessDenied toast={error.status === 403 ? ACCESS_DENIED_TOAST : null} />;
  }
  return <FetchFailed />;
}

function FetchFailed() {
  useToastFromData(FETCH_FAILED_TOAST);
  const location = useLocation();
  return (
    <Container className="py-10">
      <title>Admin Dashboard</title>
      <meta name="robots" content="noindex, nofollow" />
      <ToastNotice toast={FETCH_FAILED_TOAST} />
      <h1 className="text-3xl font-extrabold tracking-tight text-ocean-900">Admin Dashboard</h1>
      <p className="mt-4 text-slate-700">The dashboard could not be loaded just now.</p>
      <a
        href={location.pathname + location.search}
        className="mt-4 inline-block font-semibold text-ocean-700 underline"
      >
        Try again
      </a>
    </Container>
  );
}

function Dashboard({
  d,
  actionToast,
  returnTo,
}: {
  d: Loaded;
  actionToast: Toast | null | undefined;
  returnTo: string;
}) {
  useToastFromData(actionToast);
  const exportKind = TAB_EXPORTS[d.tab];
  return (
    <Container className="py-10">
      <ToastNotice toast={actionToast} />
      <h1 className="text-3xl font-extrabold tracking-tight text-ocean-900">Admin Dashboard</h1>
      <p className="mt-1 text-slate-600">Manage subscribers, updates, and partner requests</p>

      <div className="mt-6 grid gap-4 sm:grid-cols-3">
        <CountCard
          label="Total Subscribers"
          value={d.counts.subscribers}
          note={d.counts.unsubscribed > 0 ? `${d.counts.unsubscribed.toLocaleString("en-US")} unsubscribed` : undefined}
        />
        <CountCard
          label="Transport Updates"
          value={d.counts.updates}
          note={`${d.counts.pendingUpdates} pending review`}
        />
        <CountCard
          label="Partner Requests"
          value={d.counts.partners}
          note={`${d.counts.pendingPartners} pending review`}
        />
      </div>

      <div className="mt-8">
        <Tabs current={d.tab} unreadMessages={d.counts.unreadMessages} />
      </div>

      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <SearchBox query={d.query} label={`Search ${d.tab}`} />
        {exportKind ? <ExportButton kind={exportKind} /> : null}
      </div>
      {d.tab === "updates" || d.tab === "partners" ? (
        <div className="mt-4">
          <StatusFilter query={d.query} />
        </div>
      ) : null}

      <div className="mt-6">
        <TabPanel d={d} returnTo={returnTo} />
      </div>
      <Pagination query={d.query} page={d.list.page} pageCount={d.list.pageCount} total={d.list.total} />
    </Container>
  );
}

function TabPanel({ d, returnTo }: { d: Loaded; returnTo: string }) {
  const { query } = d;
  switch (d.tab) {
    case "subscribers":
      return (
        <TableShell
          caption="Email Subscribers"
          columns={["Name", "Email", "Subscribed"]}
          rows={d.list.rows}
          query={query}
        >
          {(r) => (
            <tr key={r.id}>
              <td className={td}>{r.name ? r.name : <Dash />}</td>
              <td className={`${td} break-all`}>
                {r.email} {r.status !== "subscribed" ? <Badge tone="neutral">Unsubscribed</Badge> : null}
              </td>
              <td className={`${td} whitespace-nowrap`}>{r.created}</td>
            </tr>
          )}
        </TableShell>
      );
    case "updates":
      return (
        <TableShell
          caption="Transport Updates"
          columns={["Submitter", "Route", "Changes", "Date", "Review"]}
          rows={d.list.rows}
          query={query}
        >
          {(r) => (
            <tr key={r.id}>
              <td className={td}>{r.name}</td>
              <td className={td}>
                <Badge tone="ocean">{r.route}</Badge>
              </td>
              <td className={`${td} max-w-md`}>
                <Truncated text={r.changes} />
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-slate-600">
                  <dt>Travel date</dt>
                  <dd>{r.travelDate ?? <Dash />}</dd>
                  <dt>Price</dt>
                  <dd>{r.price ?? <Dash />}</dd>
                  <dt>Operator</dt>
                  <dd>{r.operator ?? <Dash />}</dd>
                  <dt>Evidence</dt>
                  <dd className="break-all">
                    {r.evidenceUrl ? (
                      <a href={r.evidenceUrl} rel="noopener noreferrer nofollow" target="_blank" className="underline">
                        {r.evidenceUrl}
                      </a>
                    ) : (
                      <Dash />
                    )}
                  </dd>
                </dl>
              </td>
              <td className={`${td} whitespace-nowrap`}>{r.created}</td>
              <td className={`${td} min-w-56`}>
                <Review intent="review-update" row={r} returnTo={returnTo} />
              </td>
            </tr>
          )}
        </TableShell>
      );
    case "partners":
      return (
        <TableShell
          caption="Partner Requests"
          columns={["Company", "Routes", "WhatsApp", "Date", "Review"]}
          rows={d.list.rows}
          query={query}
        >
          {(r) => (
            <tr key={r.id}>
              <td className={td}>
                {r.company}
                {r.pricingLink ? (
                  <p className="mt-1 text-xs break-all">
                    <a href={r.pricingLink} rel="noopener noreferrer nofollow" target="_blank" className="underline">
                      Pricing
                    </a>
                  </p>
                ) : null}
                {r.notes ? (
                  <div className="mt-1 text-xs text-slate-600">
                    <Truncated text={r.notes} max={60} />
                  </div>
                ) : null}
              </td>
              <td className={`${td} max-w-md`}>
                <Truncated text={r.routes} />
              </td>
              <td className={`${td} whitespace-nowrap`}>{r.whatsapp ? r.whatsapp : <Dash />}</td>
              <td className={`${td} whitespace-nowrap`}>{r.created}</td>
              <td className={`${td} min-w-56`}>
                <Review intent="review-partner" row={r} returnTo={returnTo} />
              </td>
            </tr>
          )}
        </TableShell>
      );
    case "messages":
      return (
        <TableShell
          caption="Contact Messages"
          columns={["From", "Subject", "Message", "Date", "Actions"]}
          rows={d.list.rows}
          query={query}
        >
          {(r) => (
            <tr key={r.id} className={r.read ? "" : "bg-sand-50"}>
              <td className={td}>
                {r.name}
                <p className="text-xs break-all text-slate-600">{r.email}</p>
                {r.read ? null : <Badge tone="coral">Unread</Badge>}
              </td>
              <td className={td}>{r.subject}</td>
              <td className={`${td} max-w-md`}>
                <Truncated text={r.message} />
              </td>
              <td className={`${td} whitespace-nowrap`}>{r.created}</td>
              <td className={`${td} space-y-2`}>
                <a href={r.replyHref} className="inline-block text-sm font-semibold text-ocean-700 underline">
                  Reply by email
                </a>
                <Form method="post" action="/admin">
                  <ActionFields intent="mark-message" id={r.id} returnTo={returnTo} />
                  <input type="hidden" name="read" value={r.read ? "0" : "1"} />
                  <SubmitButton>{r.read ? "Mark as unread" : "Mark as read"}</SubmitButton>
                </Form>
              </td>
            </tr>
          )}
        </TableShell>
      );
    case "community":
      return (
        <div className="space-y-4">
          {d.list.member ? (
            <section aria-label="Member" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <h2 className="text-lg font-bold text-ocean-900">Posts by {d.list.member.name}</h2>
              <p className="text-sm text-slate-600">
                {d.list.member.email} · joined {d.list.member.joined} · {d.list.member.posts} posts
                {d.list.member.banned ? " · banned" : ""}
                {d.list.member.banned && d.list.member.banReason ? ` (${d.list.member.banReason})` : ""}
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <BanForm
                  id={d.list.member.id}
                  banned={d.list.member.banned}
                  isAdmin={d.list.member.role === "admin"}
                  self={d.list.member.id === d.adminId}
                  returnTo={returnTo}
                />
                <Link to={dashboardHref({ tab: "community" })} className="py-1 text-sm text-ocean-700 underline">
                  All posts
                </Link>
              </div>
            </section>
          ) : null}
          {d.list.rows.length === 0 ? (
            <p className="rounded-2xl border border-slate-200 bg-white p-8 text-center text-slate-600">
              {query.q ? "Nothing matches this search." : "No posts yet."}
            </p>
          ) : null}
          <ul className="space-y-4">
            {d.list.rows.map((p) => (
              <li key={p.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <h2 className="font-bold text-ocean-900">
                      {p.hidden ? (
                        <>
                          <Badge tone="red">Hidden</Badge>{" "}
                        </>
                      ) : null}
                      {p.title}
                    </h2>
                    <p className="text-xs text-slate-600">
                      <Link to={dashboardHref({ tab: "community", author: p.authorId })} className="underline">
                        {p.author}
                      </Link>
                      {p.authorBanned ? " (banned)" : ""} · {p.category} · {p.created} · {p.upvotes} upvotes ·{" "}
                      {p.commentsCount} comments
                    </p>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {p.hidden ? null : (
                      <Link to={`/community/${p.id}`} className="py-1 text-sm text-ocean-700 underline">
                        View<span className="sr-only"> post {p.title}</span>
                      </Link>
                    )}
                    <Form method="post" action="/admin">
                      <ActionFields intent="hide-post" id={p.id} returnTo={returnTo} />
                      <input type="hidden" name="hidden" value={p.hidden ? "0" : "1"} />
                      <SubmitButton>{p.hidden ? "Unhide post" : "Hide post"}</SubmitButton>
                    </Form>
                    <DeleteForm intent="delete-post" id={p.id} what="post" returnTo={returnTo} />
                  </div>
                </div>
                <div className="mt-2 text-sm">
                  <Truncated text={p.content} max={200} />
                </div>
                {p.comments.length > 0 ? (
                  <details className="mt-3">
                    <summary className="cursor-pointer text-sm font-semibold text-ocean-800">
                      Comments ({p.comments.length})
                    </summary>
                    <ul className="mt-2 space-y-2">
                      {p.comments.map((c) => (
                        <li key={c.id} className="rounded-lg bg-slate-50 p-3 text-sm">
                          <p className="text-xs text-slate-600">
                            {c.hidden ? (
                              <>
                                <Badge tone="red">Hidden</Badge>{" "}
                              </>
                            ) : null}
                            {c.author} · {c.created}
                          </p>
                          <div className="mt-1">
                            <Truncated text={c.content} max={200} />
                          </div>
                          <div className="mt-2 flex gap-2">
                            <Form method="post" action="/admin">
                              <ActionFields intent="hide-comment" id={c.id} returnTo={returnTo} />
                              <input type="hidden" name="hidden" value={c.hidden ? "0" : "1"} />
                              <SubmitButton>{c.hidden ? "Unhide comment" : "Hide comment"}</SubmitButton>
                            </Form>
                            <DeleteForm intent="delete-comment" id={c.id} what="comment" returnTo={returnTo} />
                          </div>
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      );
    case "members":
      return (
        <TableShell
          caption="Members"
          columns={["Name", "Email", "Joined", "Posts", "Status"]}
          rows={d.list.rows}
          query={query}
        >
          {(m) => (
            <tr key={m.id}>
              <td className={td}>
                {m.name} {m.role === "admin" ? <Badge tone="ocean">Admin</Badge> : null}
              </td>
              <td className={`${td} break-all`}>{m.email}</td>
              <td className={`${td} whitespace-nowrap`}>{m.joined}</td>
              <td className={td}>
                <Link to={dashboardHref({ tab: "community", author: m.id })} className="underline">
                  {m.posts}
                  <span className="sr-only"> posts by {m.name}</span>
                </Link>
              </td>
              <td className={td}>
                {m.banned ? <Badge tone="red">Banned</Badge> : <Badge tone="green">Active</Badge>}
                {m.banned && m.banReason ? (
                  <p className="mt-1 max-w-xs text-xs text-slate-600">
                    Reason: <Truncated text={m.banReason} max={80} />
                  </p>
                ) : null}
                <div className="mt-2">
                  <BanForm
                    id={m.id}
                    banned={m.banned}
                    isAdmin={m.role === "admin"}
                    self={m.id === d.adminId}
                    returnTo={returnTo}
                  />
                </div>
              </td>
            </tr>
          )}
        </TableShell>
      );
    case "audit":
      return (
        <TableShell
          caption="Audit Log"
          columns={["When", "Who", "Action", "Target", "Detail"]}
          rows={d.list.rows}
          query={query}
        >
          {(a) => (
            <tr key={a.id}>
              <td className={`${td} whitespace-nowrap`}>{a.created}</td>
              <td className={`${td} break-all`}>{a.actor}</td>
              <td className={td}>
                <code>{a.action}</code>
              </td>
              <td className={`${td} text-xs`}>
                {a.targetType} <span className="break-all text-slate-600">{a.targetId}</span>
              </td>
              <td className={`${td} max-w-md`}>{a.detail ? <Truncated text={a.detail} /> : <Dash />}</td>
            </tr>
          )}
        </TableShell>
      );
  }
}

function BanForm({
  id,
  banned,
  isAdmin,
  self,
  returnTo,
}: {
  id: string;
  banned: boolean;
  isAdmin: boolean;
  self: boolean;
  returnTo: string;
}) {
  if (isAdmin || self) return null;
  return (
    <Form method="post" action="/admin" className="flex flex-wrap items-end gap-2">
      <ActionFields intent="ban-user" id={id} returnTo={returnTo} />
      <input type="hidden" name="banned" value={banned ? "0" : "1"} />
      {banned ? null : (
        <label className="text-xs font-medium text-slate-700">
          Reason (optional)
          <input name="reason" maxLength={1000} className="mt-1 block w-40 rounded border border-slate-300 px-2 py-1" />
        </label>
      )}
      <SubmitButton>{banned ? "Unban member" : "Ban member"}</SubmitButton>
    </Form>
  );
}
