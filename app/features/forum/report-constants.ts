/**
 * Reports of posts and comments: reasons, limits and texts (zod-free: the post page's bundle imports
 * this file). Rules: reports.server.ts; the admin's queue: app/features/admin/tabs/reports.server.ts.
 * docs/decisions/0022-reports-and-reply-notifications.md.
 */

export const REPORT_REASONS = ["spam", "scam", "offensive", "wrong-information", "other"] as const;
export type ReportReasonValue = (typeof REPORT_REASONS)[number];

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
