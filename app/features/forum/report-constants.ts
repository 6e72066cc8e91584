/**
 * Reports of posts and comments: reasons, limits and texts (zod-free: the post page's bundle imports
 * this file). Rules: reports.server.ts; the admin's queue: app/features/admin/tabs/reports.server.ts.
 * docs/decisions/0022-reports-and-reply-notifications.md.
 */

export const REPORT_REASONS = ["spam", "scam", "offensive", "wrong-information", "other"] as const;
export type ReportReasonValue = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReasonValue, string> = {
  spam: "Spam",
  scam: "Scam or fake agent",
  offensive: "Offensive",
  "wrong-information": "Wrong information",
  other: "Other",
};

/**
 * The automatic hide's quorum (docs/decisions/0025-report-quorum-dates-history-requests.md): open
 * reports from REPORT_HIDE_THRESHOLD different networks, each from an established member, hide an
 * item until an admin looks. Established: the account is older than REPORTER_MIN_AGE_DAYS and has at
 * least REPORTER_MIN_CONTRIBUTIONS posts or comments that are still visible and were written more than
 * REPORTER_CONTRIBUTION_MIN_AGE_HOURS before the report. A network is an IPv4 /24 or an IPv6 /48.
 * No member and no network counts toward more than REPORTER_AUTO_HIDES_PER_WINDOW automatic hides in
 * AUTO_HIDE_WINDOW_HOURS. An admin's post or comment is never hidden automatically.
 */
export const REPORT_HIDE_THRESHOLD = 3;
export const REPORTER_MIN_AGE_DAYS = 7;
export const REPORTER_MIN_CONTRIBUTIONS = 3;
export const REPORTER_CONTRIBUTION_MIN_AGE_HOURS = 24;
export const REPORTER_AUTO_HIDES_PER_WINDOW = 2;
export const AUTO_HIDE_WINDOW_HOURS = 24;
export const REPORT_NOTE_MAX = 500;

export const REPORT_TEXTS = {
  report: "Report",
  reportPost: "Report this post",
  reportComment: "Report this comment",
  reasonLabel: "Reason",
  chooseReason: "Choose a reason",
  noteLabel: "Note (required for “Other”)",
  noteHint: "Moderators read this. Other members never see who reported.",
  send: "Send report",
  sending: "Sending...",
  thanksTitle: "Thanks for your report",
  thanksDescription: "A moderator will review it.",
  alreadyTitle: "Already reported",
  alreadyDescription: "You have already reported this. A moderator will review it.",
  errorTitle: "Report not sent",
  chooseReasonError: "Choose a reason for your report.",
  noteRequired: "Please say what is wrong when you choose “Other”.",
  noteTooLong: `A note can be at most ${REPORT_NOTE_MAX} characters.`,
  ownItem: "You cannot report your own post or comment.",
  signInToReport: "Please sign in to report posts and comments.",
} as const;

/** The admin's mail when members' reports hid something (never names who reported). */
export const AUTO_HIDE_MAIL = {
  subject: (what: "post" | "comment", title: string) => `Members' reports hid a ${what}: “${title}”`,
  body: (
    what: "post" | "comment",
    title: string,
    networks: number,
    reasons: string,
    queueUrl: string,
    itemUrl: string,
  ) => [
    `Established members from ${networks} different networks reported a ${what} on “${title}” (${reasons}). It is hidden from everyone but admins until you review it.`,
    `Review it in the report queue (restore or delete):\n${queueUrl}`,
    `The ${what}, as admins see it:\n${itemUrl}`,
  ],
} as const;

/** The author's mails after a review (they never name who reported). */
export const REVIEW_MAILS = {
  restoredSubject: (what: "post" | "comment") => `Your ${what} is visible again`,
  restored: (what: "post" | "comment", title: string, url: string) => [
    `Members reported your ${what} on “${title}”, so it was hidden until a moderator could look at it.`,
    `A moderator has reviewed it and restored it. It is visible again:\n${url}`,
    "Thanks for your patience.",
  ],
  deletedSubject: (what: "post" | "comment") => `Your ${what} was removed`,
  deleted: (what: "post" | "comment", title: string, reasons: string, termsUrl: string, contactUrl: string) => [
    `Members reported your ${what} on “${title}” (${reasons}). A moderator has reviewed it and removed it.`,
    `The community's rules are in our terms of use:\n${termsUrl}`,
    `If you think this was a mistake, tell us through the contact form:\n${contactUrl}`,
  ],
} as const;
