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

/** Reports from this many different members, each account older than REPORTER_MIN_AGE_HOURS, hide an item. */
export const REPORT_HIDE_THRESHOLD = 3;
export const REPORTER_MIN_AGE_HOURS = 24;
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
