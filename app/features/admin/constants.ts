/**
 * The admin dashboard's tabs, labels, texts and limits, shared by the page (links, forms) and the
 * server. No zod here, so the dashboard's browser bundle stays small (the schemas: schema.ts).
 */

export const TABS = [
  "overview",
  "subscribers",
  "updates",
  "routes",
  "partners",
  "messages",
  "community",
  "members",
  "audit",
] as const;
export type AdminTab = (typeof TABS)[number];

export const TAB_LABELS: Record<AdminTab, string> = {
  overview: "Overview",
  subscribers: "Subscribers",
  updates: "Updates",
  routes: "Routes",
  partners: "Partners",
  messages: "Messages",
  community: "Community",
  members: "Members",
  audit: "Audit",
};

/** A post's figures in the Community tab, singular for one: "1 upvote · 2 comments". */
export const POST_COUNT_TEXT = {
  upvotes: (n: number) => `${n} ${n === 1 ? "upvote" : "upvotes"}`,
  comments: (n: number) => `${n} ${n === 1 ? "comment" : "comments"}`,
} as const;

export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * A newsletter subscriber's state (double opt-in, docs/decisions/0013-newsletter-double-opt-in.md),
 * and the Subscribers tab's filter: confirmed subscribers by default, the only ones that count.
 */
export const SUBSCRIBER_STATES = ["confirmed", "pending", "unsubscribed"] as const;
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number];
export const SUBSCRIBER_FILTERS = [...SUBSCRIBER_STATES, "all"] as const;
export type SubscriberFilter = (typeof SUBSCRIBER_FILTERS)[number];
export const DEFAULT_SUBSCRIBER_FILTER: SubscriberFilter = "confirmed";
export const SUBSCRIBER_FILTER_LABELS: Record<SubscriberFilter, string> = {
  confirmed: "Confirmed",
  pending: "Pending confirmation",
  unsubscribed: "Unsubscribed",
  all: "All",
};

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

/** The Overview tab (ADR 0030): weekly series over this many weeks, drawn as SVG on the server. */
export const WEEKS_SHOWN = 12;
export const OVERVIEW_SERIES = [
  { key: "subscribers", label: "New subscribers (confirmed)" },
  { key: "members", label: "New members" },
  { key: "posts", label: "Forum posts" },
  { key: "updates", label: "Transport updates" },
  { key: "partners", label: "Partner requests" },
  { key: "reports", label: "Reports by members" },
] as const;
export type OverviewSeriesKey = (typeof OVERVIEW_SERIES)[number]["key"];

export const OVERVIEW_TEXTS = {
  weeklyHeading: "Per week, last 12 weeks",
  weeklyNote: "Weeks run Monday to Sunday (UTC); the last bar is the current week so far.",
  chartSummary: (label: string, total: string, last: string) =>
    `${label}: ${total} in 12 weeks, ${last} this week so far.`,
  tableCaption: (label: string) => `${label} per week`,
  showFigures: "Show the figures",
  weekColumn: "Week of",
  countColumn: "Count",
  healthHeading: "Health",
  routesChecked: "Routes checked in the last 12 months",
  routesCheckedValue: (checked: string, total: string, percent: string) => `${percent} % (${checked} of ${total})`,
  oldestUpdate: "Oldest unreviewed update",
  noPendingUpdate: "None waiting",
  reviewLink: "Review it",
  failingJobs: "Failing jobs",
  failingJobsValue: (failed: string, retrying: string) => `${failed} failed, ${retrying} retrying`,
  undeliveredMail: "Undelivered mail",
  undeliveredMailValue: (failed: string, retrying: string) => `${failed} given up, ${retrying} retrying`,
  mailRetryHint: "Send given-up mail again with npm run mail:retry once the relay works.",
  lastBackup: "Last backup",
  noBackup: "None yet",
  backupValue: (when: string, size: string) => `${when}, ${size}, integrity checked`,
  backupFailed: (when: string) => `The latest attempt failed (${when})`,
  backupPostgres: "PostgreSQL: backed up by pg_dump or the host (see the README)",
  diskFree: "Disk space left",
  diskValue: (free: string, total: string, percent: string) => `${free} of ${total} (${percent} %)`,
  unknown: "Unknown",
  version: "Version running",
  versionValue: (built: string, commit: string | null, node: string) =>
    `Built ${built}${commit ? `, commit ${commit}` : ""}, Node ${node}`,
  versionFromSource: (node: string) => `Running from source (no build/version.json), Node ${node}`,
  runningSince: (when: string) => `running since ${when}`,
  alertsHeading: "Alerts mailed in the last 7 days",
  noAlerts: "None",
} as const;

export const PAGE_SIZE = 25;
export const NOTE_MAX = 1000;
export const SEARCH_MAX = 200;
