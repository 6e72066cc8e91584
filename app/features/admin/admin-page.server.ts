import { data } from "react-router";
import { requireAdmin, type SessionUser } from "~/features/accounts/session.server.ts";
import { assertSameOrigin } from "~/lib/origin.server.ts";
import { answerRefusal, Refusal, refusalOfToast } from "~/lib/refusal.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { runAdminAction } from "./admin.server.ts";
import type { AdminTab } from "./constants.ts";
import { dashboardCounts } from "./counts.server.ts";
import { adminActionSchema, type DashboardQuery, parseDashboardQuery, returnToSchema } from "./schema.ts";
import { listAudit } from "./tabs/audit.server.ts";
import { listPosts } from "./tabs/community.server.ts";
import { listMembers } from "./tabs/members.server.ts";
import { listMessages } from "./tabs/messages.server.ts";
import { listOverview } from "./tabs/overview.server.ts";
import { listPartners } from "./tabs/partners.server.ts";
import { listRoutes } from "./tabs/routes.server.ts";
import { listSubscribers } from "./tabs/subscribers.server.ts";
import { listUpdates } from "./tabs/updates.server.ts";
import { ACCESS_DENIED_TOAST, ACTION_TEXT } from "./texts.ts";

/** Every admin response: never stored by a browser or a proxy. */
export const NO_STORE = { "Cache-Control": "no-store" } as const;

/**
 * RFC 9110 requires a challenge on every 401. The admin area signs in with a session cookie from the
 * /auth form, so the challenge names that (the "Cookie" scheme of draft-broyer-http-cookie-auth);
 * browsers ignore schemes they do not know and just show the page.
 */
export const COOKIE_CHALLENGE = 'Cookie realm="admin", form-action="/auth"';

/** The headers of a refusal: no-store, and the challenge on a 401. */
export function deniedHeaders(status: 401 | 403): Record<string, string> {
  return status === 401 ? { ...NO_STORE, "WWW-Authenticate": COOKIE_CHALLENGE } : { ...NO_STORE };
}

/**
 * What a visitor (401) or a signed-in non-admin or banned account (403) gets from the page, its data
 * URL and its action: a refusal (ADR 0033) with the denied flag (the page shows the Access Denied
 * card), the spec's toast for signed-in accounts (none for a visitor), and nothing else.
 */
function denied(status: 401 | 403) {
  const refusal = status === 403 ? refusalOfToast(403, ACCESS_DENIED_TOAST) : new Refusal(401, "", "");
  return answerRefusal(refusal, { denied: true as const }, deniedHeaders(status));
}

/**
 * The admin check for pages: the signed-in admin, or the 401/403 status to answer with (visitors
 * 401, signed-in non-admins and banned accounts 403). Anything else thrown is passed on.
 */
export async function adminOrStatus(request: Request): Promise<SessionUser | 401 | 403> {
  try {
    return await requireAdmin(request);
  } catch (error) {
    if (error instanceof Response && (error.status === 401 || error.status === 403)) return error.status;
    throw error;
  }
}

/** Each tab's listing (its module: tabs/{tab}.server.ts). */
const TAB_LISTINGS = {
  overview: listOverview,
  subscribers: listSubscribers,
  updates: listUpdates,
  routes: listRoutes,
  partners: listPartners,
  messages: listMessages,
  community: listPosts,
  members: listMembers,
  audit: listAudit,
} satisfies Record<AdminTab, (query: DashboardQuery) => Promise<unknown>>;

type Listing<T extends AdminTab> = Awaited<ReturnType<(typeof TAB_LISTINGS)[T]>>;
/** The chosen tab and its rows, told apart by `tab`. */
type TabView = { [T in AdminTab]: { query: DashboardQuery; tab: T; list: Listing<T> } }[AdminTab];

async function tabData(url: URL): Promise<TabView> {
  const query = parseDashboardQuery(url);
  const list = await TAB_LISTINGS[query.tab](query);
  return { query, tab: query.tab, list } as TabView;
}

export type DashboardData = Awaited<ReturnType<typeof tabData>> & {
  denied: false;
  counts: Awaited<ReturnType<typeof dashboardCounts>>;
  adminId: string;
};

export async function dashboardLoader(request: Request) {
  const admin = await adminOrStatus(request);
  if (typeof admin === "number") return denied(admin);
  const url = new URL(request.url);
  const [counts, view] = await Promise.all([dashboardCounts(), tabData(url)]);
  return data({ denied: false as const, counts, adminId: admin.id, ...view }, { headers: NO_STORE });
}

/**
 * Every dashboard change: same origin (403 with the reason otherwise), admin only (the denied answer,
 * 401/403, before the body is read; the page then shows the Access Denied card, also to an admin whose
 * session ended while the page was open), validated by zod (400 with the reason), then done and
 * audited; answers with a redirect back to the page it came from carrying a toast (works without
 * JavaScript). Refusals are returned, not thrown, so they never reach the generic error page: each is a
 * `Refusal` answered by `answerRefusal` (ADR 0033), a refused form with what the admin typed.
 */
export async function dashboardAction(request: Request) {
  try {
    assertSameOrigin(request);
  } catch (error) {
    if (!(error instanceof Response)) throw error;
    return answerRefusal(new Refusal(error.status, ACTION_TEXT.couldNotSave, await error.text()));
  }
  const admin = await adminOrStatus(request);
  if (typeof admin === "number") return denied(admin);
  const form = await request.formData().catch(() => null);
  const fields = form ? Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string")) : {};
  const returnTo = returnToSchema.parse(fields.returnTo);
  const parsed = adminActionSchema.safeParse(fields);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? ACTION_TEXT.invalidRequest;
    return answerRefusal(new Refusal(400, ACTION_TEXT.couldNotSave, message));
  }
  const result = await runAdminAction(admin, parsed.data);
  if (!result.ok) {
    const { status, title, description = "", fieldErrors, values } = result;
    return answerRefusal(new Refusal(status, title, description, { fieldErrors }), values ? { values } : {});
  }
  const to = result.returnTo ? returnToSchema.parse(result.returnTo) : returnTo;
  return redirectWithToast(to, { title: result.title, description: result.description }, { headers: NO_STORE });
}
