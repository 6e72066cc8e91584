import { isRouteErrorResponse, useLocation } from "react-router";
import { HydratedToast, type Toast } from "~/components/Toaster.tsx";
import { Container } from "~/components/ui/index.tsx";
import { dashboardAction, dashboardLoader } from "~/features/admin/admin-page.server.ts";
import {
  AccessDenied,
  CountCard,
  ExportButton,
  Pagination,
  SearchBox,
  StatusFilter,
  Tabs,
} from "~/features/admin/components/parts.tsx";
import { TAB_EXPORTS } from "~/features/admin/constants.ts";
import { AuditTable } from "~/features/admin/tabs/AuditTable.tsx";
import { CommunityTab } from "~/features/admin/tabs/CommunityTab.tsx";
import { MembersTable } from "~/features/admin/tabs/MembersTable.tsx";
import { MessagesTable } from "~/features/admin/tabs/MessagesTable.tsx";
import { OverviewTab } from "~/features/admin/tabs/OverviewTab.tsx";
import { PartnersTable } from "~/features/admin/tabs/PartnersTable.tsx";
import { RoutesTab } from "~/features/admin/tabs/RoutesTable.tsx";
import type { RefusedForm } from "~/features/admin/tabs/route-fields.tsx";
import { SubscriberStateFilter, SubscribersTable } from "~/features/admin/tabs/SubscribersTable.tsx";
import { UpdatesTable } from "~/features/admin/tabs/UpdatesTable.tsx";
import { ACCESS_DENIED_TOAST, DASHBOARD_TEXT, FETCH_FAILED_TOAST } from "~/features/admin/texts.ts";
import { formatNumber } from "~/lib/format.ts";
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
  { title: DASHBOARD_TEXT.title },
  { name: "robots", content: "noindex, nofollow" },
];

type Loaded = Exclude<Route.ComponentProps["loaderData"], { denied: true }>;

/** The spec's Access Denied toast for a signed-in account (403; shown once, by its id), none for a visitor (401). */
const deniedToast = (status: number) => (status === 403 ? ACCESS_DENIED_TOAST : null);

export default function Admin({ loaderData, actionData }: Route.ComponentProps) {
  // Where actions come back to (the request URL on the server would be /admin.data on client navigations).
  const location = useLocation();
  // Refused by the loader, or by the action (an admin whose session ended while the page was open).
  if (loaderData.denied) return <AccessDenied toast={deniedToast(loaderData.status)} />;
  if (actionData && "denied" in actionData) return <AccessDenied toast={deniedToast(actionData.status)} />;
  return (
    <Dashboard
      d={loaderData as Loaded}
      actionToast={actionData?.toast}
      refused={
        actionData && "values" in actionData && actionData.values
          ? { fieldErrors: actionData.fieldErrors ?? null, values: actionData.values }
          : null
      }
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
    return <AccessDenied toast={deniedToast(error.status)} />;
  }
  return <FetchFailed />;
}

function FetchFailed() {
  const location = useLocation();
  return (
    <Container className="py-10">
      <title>{DASHBOARD_TEXT.title}</title>
      <meta name="robots" content="noindex, nofollow" />
      <HydratedToast toast={FETCH_FAILED_TOAST} />
      <h1 className="text-3xl font-extrabold tracking-tight text-ocean-900">{DASHBOARD_TEXT.title}</h1>
      <p className="mt-4 text-slate-700">{DASHBOARD_TEXT.loadFailed}</p>
      <a
        href={location.pathname + location.search}
        className="mt-4 inline-block font-semibold text-ocean-700 underline"
      >
        {DASHBOARD_TEXT.tryAgain}
      </a>
    </Container>
  );
}

/** Under the confirmed count: how many wait for confirmation and how many left, when any. */
function subscriberNote({ pending, unsubscribed }: { pending: number; unsubscribed: number }) {
  const parts = [
    pending > 0 ? `${formatNumber("en", pending)} pending confirmation` : null,
    unsubscribed > 0 ? `${formatNumber("en", unsubscribed)} unsubscribed` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(" · ") : undefined;
}

function Dashboard({
  d,
  actionToast,
  returnTo,
  refused,
}: {
  d: Loaded;
  actionToast: Toast | null | undefined;
  refused: RefusedForm | null;
  returnTo: string;
}) {
  const exportKind = TAB_EXPORTS[d.tab];
  return (
    <Container className="py-10">
      <HydratedToast toast={actionToast} />
      <h1 className="text-3xl font-extrabold tracking-tight text-ocean-900">{DASHBOARD_TEXT.title}</h1>
      <p className="mt-1 text-slate-600">{DASHBOARD_TEXT.subtitle}</p>

      <div className="mt-6 grid gap-4 sm:grid-cols-3">
        <CountCard
          label={DASHBOARD_TEXT.totalSubscribers}
          value={d.counts.subscribers}
          note={subscriberNote(d.counts)}
        />
        <CountCard
          label={DASHBOARD_TEXT.transportUpdates}
          value={d.counts.updates}
          note={DASHBOARD_TEXT.pendingReview(d.counts.pendingUpdates)}
        />
        <CountCard
          label={DASHBOARD_TEXT.partnerRequests}
          value={d.counts.partners}
          note={DASHBOARD_TEXT.pendingReview(d.counts.pendingPartners)}
        />
      </div>

      <div className="mt-8">
        <Tabs current={d.tab} unreadMessages={d.counts.unreadMessages} />
      </div>

      {d.tab === "overview" ? (
        <div className="mt-6">
          <OverviewTab overview={d.list.overview} />
        </div>
      ) : (
        <>
          <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
            <SearchBox query={d.query} label={`Search ${d.tab}`} />
            {exportKind ? <ExportButton kind={exportKind} /> : null}
          </div>
          <TabFilter d={d} />

          <div className="mt-6">
            <TabPanel d={d} returnTo={returnTo} refused={refused} />
          </div>
          <Pagination query={d.query} page={d.list.page} pageCount={d.list.pageCount} total={d.list.total} />
        </>
      )}
    </Container>
  );
}

/** The chosen tab's filter, if it has one. */
function TabFilter({ d }: { d: Loaded }) {
  if (d.tab === "subscribers")
    return (
      <div className="mt-4">
        <SubscriberStateFilter query={d.query} />
      </div>
    );
  if (d.tab === "updates" || d.tab === "partners") {
    return (
      <div className="mt-4">
        <StatusFilter query={d.query} />
      </div>
    );
  }
  return null;
}

/** Chooses the tab; each tab's table lives in its own module (app/features/admin/tabs/). */
function TabPanel({ d, returnTo, refused }: { d: Loaded; returnTo: string; refused: RefusedForm | null }) {
  const { query, adminId } = d;
  switch (d.tab) {
    case "subscribers":
      return <SubscribersTable rows={d.list.rows} query={query} />;
    case "updates":
      return <UpdatesTable rows={d.list.rows} query={query} returnTo={returnTo} />;
    case "partners":
      return <PartnersTable rows={d.list.rows} query={query} returnTo={returnTo} />;
    case "messages":
      return <MessagesTable rows={d.list.rows} query={query} returnTo={returnTo} />;
    case "community":
      return (
        <CommunityTab
          rows={d.list.rows}
          member={d.list.member}
          reports={d.list.reports}
          query={query}
          returnTo={returnTo}
          adminId={adminId}
        />
      );
    case "members":
      return <MembersTable rows={d.list.rows} query={query} returnTo={returnTo} adminId={adminId} />;
    case "routes":
      return <RoutesTab list={d.list} query={query} refused={refused} />;
    case "audit":
      return <AuditTable rows={d.list.rows} query={query} />;
    case "overview":
      return <OverviewTab overview={d.list.overview} />;
  }
}
