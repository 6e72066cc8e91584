import { z } from "zod";

/**
 * What the admin dashboard accepts in its URL and its forms. Shared by the page (links, forms) and
 * the server (loader, action, export route), which is the one that decides.
 */

export const TABS = ["subscribers", "updates", "partners", "messages", "community", "members", "audit"] as const;
export type AdminTab = (typeof TABS)[number];

export const TAB_LABELS: Record<AdminTab, string> = {
  subscribers: "Subscribers",
  updates: "Updates",
  partners: "Partners",
  messages: "Messages",
  community: "Community",
  members: "Members",
  audit: "Audit",
};

export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const EXPORT_KINDS = ["subscribers", "transport-updates", "partner-requests", "contact-messages"] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** Which export belongs to which tab. */
export const TAB_EXPORTS: Partial<Record<AdminTab, ExportKind>> = {
  subscribers: "subscribers",
  updates: "transport-updates",
  partners: "partner-requests",
  messages: "contact-messages",
};

/** Spec §8: a signed-in non-admin is told with a destructive toast, then sees the denied view. */
export const ACCESS_DENIED_TOAST = {
  id: "admin-access-denied",
  title: "Access Denied",
  description: "You don't have admin privileges to access this page.",
  variant: "destructive" as const,
};

/** Spec §8: the dashboard's data could not be loaded. */
export const FETCH_FAILED_TOAST = {
  id: "admin-fetch-failed",
  title: "Error",
  description: "Failed to fetch admin data.",
  variant: "destructive" as const,
};

export const PAGE_SIZE = 25;
export const NOTE_MAX = 1000;
export const SEARCH_MAX = 200;

/** The dashboard's query string; anything unknown or malformed falls back to the defaults. */
export const dashboardQuerySchema = z.object({
  tab: z.enum(TABS).catch("subscribers"),
  q: z
    .string()
    .trim()
    .max(SEARCH_MAX)
    .catch("")
    .transform((v) => v.slice(0, SEARCH_MAX)),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  status: z.enum(REVIEW_STATUSES).optional().catch(undefined),
  author: z.uuid().optional().catch(undefined),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

export function parseDashboardQuery(url: URL): DashboardQuery {
  const raw = Object.fromEntries(
    ["tab", "q", "page", "status", "author"].map((k) => [k, url.searchParams.get(k) ?? undefined]),
  );
  return dashboardQuerySchema.parse(raw);
}

/** The dashboard URL for a query (defaults left out). */
export function dashboardHref(query: Partial<DashboardQuery>): string {
  const params = new URLSearchParams();
  if (query.tab && query.tab !== "subscribers") params.set("tab", query.tab);
  if (query.status) params.set("status", query.status);
  if (query.author) params.set("author", query.author);
  if (query.q) params.set("q", query.q);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const s = params.toString();
  return s ? `/admin?${s}` : "/admin";
}

const id = z.uuid("That record id is not valid.");
const flag = z.enum(["0", "1"]).transform((v) => v === "1");
/** Deleting cannot be undone: the form's second step ('Confirm delete') sends confirm=1. */
const confirmed = z.literal("1", "Confirm the deletion first: it cannot be undone.");
const note = z
  .string()
  .trim()
  .max(NOTE_MAX, `A note can be at most ${NOTE_MAX} characters.`)
  .optional()
  .transform((v) => (v ? v : null));

/** Every admin action, told apart by `intent`. */
export const adminActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("review-update"), id, status: z.enum(REVIEW_STATUSES), note }),
  z.object({ intent: z.literal("review-partner"), id, status: z.enum(REVIEW_STATUSES), note }),
  z.object({ intent: z.literal("mark-message"), id, read: flag }),
  z.object({ intent: z.literal("hide-post"), id, hidden: flag }),
  z.object({ intent: z.literal("delete-post"), id, confirm: confirmed }),
  z.object({ intent: z.literal("hide-comment"), id, hidden: flag }),
  z.object({ intent: z.literal("delete-comment"), id, confirm: confirmed }),
  z.object({ intent: z.literal("ban-user"), id, banned: flag, reason: note }),
]);
export type AdminAction = z.infer<typeof adminActionSchema>;

/** Where to go back after an action: only a dashboard URL. */
export const returnToSchema = z
  .string()
  .regex(/^\/admin(\?[^#\s]*)?$/)
  .max(1000)
  .catch("/admin");
