import type { TextParts } from "~/features/forum/texts.ts";
import { formatNumber, type Locale, plural } from "~/lib/format.ts";
import type { AdminTab, ReviewStatus, SubscriberFilter, SubscriberState } from "./constants.ts";

/**
 * The admin dashboard's texts (issue 29): tab and filter labels, toasts, the Overview tab's texts
 * and the dashboard's own words, in one place. No zod here (the dashboard's browser bundle).
 */

/** Every page is English today; the Indonesian edition (issue 31) passes the page's locale instead. */
const LOCALE: Locale = "en";

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
  upvotes: (n: number) => `${n} ${plural(LOCALE, n, { one: "upvote", other: "upvotes" })}`,
  comments: (n: number) => `${n} ${plural(LOCALE, n, { one: "comment", other: "comments" })}`,
} as const;

export const SUBSCRIBER_FILTER_LABELS: Record<SubscriberFilter, string> = {
  confirmed: "Confirmed",
  pending: "Pending confirmation",
  unsubscribed: "Unsubscribed",
  all: "All",
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

/** The CSV downloads' plain-text refusals (/admin/export/{kind}). */
export const EXPORT_TEXT = {
  401: "Please sign in to continue.",
  403: "You need admin privileges to access this page.",
  noSuchExport: "There is no such export.",
} as const;

/** The dashboard page (/admin) and the parts its tabs share. */
export const DASHBOARD_TEXT = {
  title: "Admin Dashboard",
  loadFailed: "The dashboard could not be loaded just now.",
  tryAgain: "Try again",
  subtitle: "Manage subscribers, updates, and partner requests",
  totalSubscribers: "Total Subscribers",
  transportUpdates: "Transport Updates",
  partnerRequests: "Partner Requests",
  pendingReview: (n: number) => `${n} pending review`,
  accessDenied: "Access Denied",
  accessDeniedText: "You need admin privileges to access this page.",
  goHome: "Go Home",
  sections: "Dashboard sections",
  unread: " unread",
  search: "Search",
  clearSearch: "Clear search",
  exportCsv: "Export CSV",
  filterByStatus: "Filter by review status",
  all: "All",
  pagination: "Pagination",
  records: (total: number, page: number, pageCount: number): TextParts => [
    formatNumber(LOCALE, total),
    " ",
    plural(LOCALE, total, { one: "record", other: "records" }),
    ", page ",
    page,
    " of ",
    pageCount,
  ],
  previous: "Previous",
  next: "Next",
  showAll: " (show all)",
  none: "none",
  statusLabels: { pending: "Pending", approved: "Approved", rejected: "Rejected" } satisfies Record<
    ReviewStatus,
    string
  >,
  deleteWhat: (what: "post" | "comment") => `Delete ${what}…`,
  deletedForGood: (what: "post" | "comment") => `This ${what} will be deleted for good.`,
  confirmDelete: "Confirm delete",
  reviewed: (when: string): TextParts => ["Reviewed ", when],
  status: "Status",
  noteOptional: "Note (optional)",
  saveReview: "Save review",
  noMatch: "Nothing matches this search.",
  empty: "Nothing here yet.",
} as const;

/** The Audit, Members, Messages and Subscribers tabs' tables, and the ban form. */
export const TABLE_TEXT = {
  auditCaption: "Audit Log",
  auditColumns: ["When", "Who", "Action", "Target", "Detail"],
  reasonOptional: "Reason (optional)",
  ban: "Ban member",
  unban: "Unban member",
  membersCaption: "Members",
  membersColumns: ["Name", "Email", "Joined", "Posts", "Status"],
  admin: "Admin",
  postsBy: (name: string): TextParts => [" posts by ", name],
  banned: "Banned",
  active: "Active",
  reason: "Reason: ",
  messagesCaption: "Contact Messages",
  messagesColumns: ["From", "Subject", "Message", "Date", "Actions"],
  unreadBadge: "Unread",
  replyByEmail: "Reply by email",
  markUnread: "Mark as unread",
  markRead: "Mark as read",
  subscribersCaption: "Email Subscribers",
  subscribersColumns: ["Name", "Email", "Subscribed"],
  confirmedOn: (when: string): TextParts => ["Confirmed ", when],
  stateLabels: { confirmed: "Confirmed", pending: "Pending", unsubscribed: "Unsubscribed" } satisfies Record<
    SubscriberState,
    string
  >,
  filterByState: "Filter by subscription state",
} as const;

/** The Community tab: a member's header, the posts and comments, and the report queue. */
export const COMMUNITY_TAB_TEXT = {
  noPosts: "No posts yet.",
  memberLabel: "Member",
  postsBy: (name: string): TextParts => ["Posts by ", name],
  memberLine: (email: string, joined: string, posts: number): TextParts => [
    email,
    " · joined ",
    joined,
    " · ",
    posts,
    " posts",
  ],
  banned: " · banned",
  banReason: (reason: string) => ` (${reason})`,
  allPosts: "All posts",
  comments: (n: number): TextParts => ["Comments (", n, ")"],
  queueHeading: (total: number): TextParts => ["Reported by members (", formatNumber(LOCALE, total), ")"],
  queueMore: (n: number) => `${formatNumber(LOCALE, n)} more after these are reviewed.`,
  hidden: "Hidden",
  view: "View",
  viewPost: (title: string): TextParts => [" post ", title],
  hidePost: "Hide post",
  unhidePost: "Unhide post",
  hideComment: "Hide comment",
  unhideComment: "Unhide comment",
  queueIntro:
    "Most reported first. Reports from established members in three different networks hide an item until you review it (never an admin’s); you get a mail when that happens.",
  hiddenByReports: "Hidden by reports",
  reportedItem: (kind: "post" | "comment", title: string, author: string): TextParts => [
    kind === "post" ? "Post" : "Comment on",
    " “",
    title,
    "” by ",
    author,
  ],
  reportLine: (reports: number, qualifying: number, lastReported: string, reasons: string): TextParts => [
    reports,
    " ",
    plural(LOCALE, reports, { one: "report", other: "reports" }),
    " (",
    qualifying,
    " from established members) · last",
    " ",
    lastReported,
    " · ",
    reasons,
  ],
  viewReported: (what: "post" | "comment", title: string): TextParts => [" ", what, " on ", title],
  restore: (what: "post" | "comment") => `Restore ${what}`,
  dismiss: "Dismiss reports",
} as const;

/** The Updates and Partners tabs' tables. */
export const REVIEW_TABLE_TEXT = {
  updatesCaption: "Transport Updates",
  updatesColumns: ["Submitter", "Route", "Changes", "Date", "Review"],
  travelDate: "Travel date",
  price: "Price",
  operator: "Operator",
  evidence: "Evidence",
  partnersCaption: "Partner Requests",
  partnersColumns: ["Company", "Routes", "WhatsApp", "Email", "Date", "Review"],
  opensWhatsApp: " (opens WhatsApp in a new tab)",
  pricing: "Pricing",
} as const;

/** The dashboard's actions: the toasts after a save, and their refusals. */
export const ACTION_TEXT = {
  couldNotSave: "Could not save",
  invalidRequest: "That request was not valid.",
  notFound: "Not found",
  gone: (what: string) => `That ${what} no longer exists.`,
  notAllowed: "Not allowed",
  postHidden: (hidden: boolean) => `Post ${hidden ? "hidden" : "visible again"}`,
  commentHidden: (hidden: boolean) => `Comment ${hidden ? "hidden" : "visible again"}`,
  postDeleted: "Post deleted",
  commentDeleted: "Comment deleted",
  postRestored: "Post restored",
  commentRestored: "Comment restored",
  cannotBanSelf: "You cannot ban your own account.",
  cannotBanAdmin: "Admins cannot be banned.",
  memberBanned: "Member banned",
  memberUnbanned: "Member unbanned",
  markedRead: "Marked as read",
  markedUnread: "Marked as unread",
  reviewed: { pending: "Marked as pending", approved: "Approved", rejected: "Rejected" } satisfies Record<
    ReviewStatus,
    string
  >,
  /** A member without a name, as the dashboard shows them. */
  unnamed: "Traveller",
} as const;
