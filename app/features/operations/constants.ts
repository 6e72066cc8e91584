/**
 * The operator's alerts (ADR 0030): what each says and what to do about it. Mailed to OPERATOR_EMAIL
 * (default CONTACT_EMAIL), at most one per kind per day. No zod here.
 */

export const ALERT_KINDS = [
  "backup-failed",
  "backup-overdue",
  "mail-undelivered",
  "job-failing",
  "disk-low",
  "update-unreviewed",
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** Below this share of free space on DATA_DIR's disk, the operator is told. */
export const DISK_FREE_ALERT_SHARE = 0.1;
/** Mail still not delivered this long after it was queued is an alert. */
export const MAIL_UNDELIVERED_ALERT_MS = 3_600_000;
/** The review promised to travellers who send an update (spec: updates reviewed within 24 hours). */
export const UPDATE_REVIEW_PROMISE_MS = 24 * 3_600_000;
/** A job that has failed this many times in a row is failing repeatedly. */
export const JOB_FAILING_ATTEMPTS = 3;
/** A backup older than its interval by this much is overdue. */
export const BACKUP_GRACE_MS = 3_600_000;

export type AlertText = { subject: string; what: string; todo: string };
