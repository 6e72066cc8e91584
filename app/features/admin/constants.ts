/**
 * The admin dashboard's tabs, filters and limits (the texts: texts.ts), shared by the page (links, forms) and the
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

export const EXPORT_KINDS = ["subscribers", "transport-updates", "partner-requests", "contact-messages"] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** Which export belongs to which tab. */
export const TAB_EXPORTS: Partial<Record<AdminTab, ExportKind>> = {
  subscribers: "subscribers",
  updates: "transport-updates",
  partners: "partner-requests",
  messages: "contact-messages",
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

export const PAGE_SIZE = 25;
export const NOTE_MAX = 1000;
export const SEARCH_MAX = 200;
