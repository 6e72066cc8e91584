/**
 * Reply notifications: the member's choices and limits (the texts: texts.ts; zod-free: the account
 * page and the post page bundle this file). docs/decisions/0022-reports-and-reply-notifications.md.
 */

export const NOTIFICATION_LEVELS = ["all", "own", "none"] as const;
export type NotificationLevelValue = (typeof NOTIFICATION_LEVELS)[number];
/** Without a stored choice a member gets every reply mail (they can turn it off in one click). */
export const DEFAULT_LEVEL: NotificationLevelValue = "all";

/** At most one reply mail per thread per member in this time. */
export const MAIL_INTERVAL_MS = 3_600_000;
/** A mail lists at most this many replies ("and N more" after them). */
export const MAIL_MAX_REPLIES = 20;
export const MAIL_EXCERPT = 300;
/** Threads listed with new replies on /account. */
export const NEW_REPLIES_LISTED = 10;
