import type { AlertKind, AlertText } from "./constants.ts";

/** The operator's alert mails (ADR 0030, issue 29): every text in one place. No zod here. */

/** Each alert's mail: the subject, what happened (with the figure), and what to do. */
export const ALERT_TEXTS: Record<AlertKind, (detail: string) => AlertText> = {
  "backup-failed": (detail) => ({
    subject: "The last database backup failed",
    what: `The scheduled backup did not complete: ${detail}`,
    todo: "Look at the server log around that time (search for 'backup:'), check the disk space and permissions of DATA_DIR/backups (and the S3 settings if the copy to the bucket failed), then take one by hand with `npm run db:backup -- FILE` to see that it works.",
  }),
  "backup-overdue": (detail) => ({
    subject: "No database backup for too long",
    what: `The last good backup is older than BACKUP_INTERVAL_HOURS allows: ${detail}`,
    todo: "Check that the site is running and that its job worker is not stuck (the dashboard's Overview shows failing jobs), then take one by hand with `npm run db:backup -- FILE`.",
  }),
  "mail-undelivered": (detail) => ({
    subject: "Mail has not been delivered for over an hour",
    what: `Messages are waiting in the queue: ${detail}`,
    todo: "Check the mail relay (SMTP_URL: host, password, sending limits) and the server log (search for 'mail.send'). Waiting mail goes out by itself once the relay works; mail that was given up is sent again with `npm run mail:retry`.",
  }),
  "job-failing": (detail) => ({
    subject: "A background job keeps failing",
    what: `Jobs failed several times in a row: ${detail}`,
    todo: "Read the job's last error (jobs table, column last_error, or the server log with the job id) and fix its cause; failed jobs can be given new attempts once it is fixed (mail: `npm run mail:retry`).",
  }),
  "disk-low": (detail) => ({
    subject: "The disk is almost full",
    what: `Less than 10 % of the disk that holds DATA_DIR is free: ${detail}`,
    todo: "Free space or grow the disk: old files in DATA_DIR/backups (lower BACKUP_KEEP), the mail outbox DATA_DIR/outbox when there is no SMTP_URL, and system logs are the usual places. A full disk stops uploads and, in the end, every write.",
  }),
  "update-unreviewed": (detail) => ({
    subject: "A traveller's update waits past the promised 24 hours",
    what: `The site promises to review transport updates within 24 hours: ${detail}`,
    todo: "Open the dashboard's Updates tab, and approve or reject the oldest pending updates.",
  }),
};
