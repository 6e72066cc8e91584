import { formatNumber, type Locale, plural } from "~/lib/format.ts";
import type { NotificationLevelValue } from "./constants.ts";

/**
 * Every text of reply notifications (issue 29): the account page's settings, the watch button, the
 * reply mail and the unsubscribe page. In one place for the Bahasa Indonesia edition; no zod (the
 * account page and the post page bundle this file).
 */

/** Every page is English today; the Indonesian edition (issue 31) passes the page's locale instead. */
const LOCALE: Locale = "en";

export const LEVEL_LABELS: Record<NotificationLevelValue, string> = {
  all: "All replies: on my posts, in threads I commented in and in threads I watch",
  own: "Only comments on my own posts",
  none: "None: no reply emails",
};

export const NOTIFICATION_TEXTS = {
  sectionTitle: "Reply notifications",
  settingsIntro: "We email you when someone replies, at most once an hour per thread, listing the new replies.",
  levelLegend: "Email me about",
  save: "Save notification settings",
  saving: "Saving...",
  saved: "Notification settings saved",
  invalidLevel: "Choose one of the options.",
  newReplies: (n: number) => plural(LOCALE, n, { one: "1 new reply", other: `${formatNumber(LOCALE, n)} new replies` }),
  noNewReplies: "No new replies since you last looked.",
  inThread: (title: string, n: number) =>
    `${title} (${plural(LOCALE, n, { one: "1 new reply", other: `${n} new replies` })})`,
  markRead: "Mark all as read",
  markedRead: "Marked as read",
  watch: "Watch",
  unwatch: "Unwatch",
  watchHint: "Get an email when someone replies in this thread.",
  unwatchHint: "Stop emails about replies in this thread.",
  watching: "You will get an email when someone replies here.",
  notWatching: "You will not get emails about this thread.",
  signInToWatch: "Please sign in to watch threads.",
  watchFailed: "Could not change watching",
} as const;

/** The reply mail. */
export const REPLY_MAIL = {
  subject: (n: number, title: string) =>
    `${plural(LOCALE, n, { one: "New reply", other: `${n} new replies` })} to “${title}”`,
  intro: (n: number, title: string) =>
    `${plural(LOCALE, n, { one: "There is a new reply", other: `There are ${n} new replies` })} in “${title}”:`,
  wrote: (name: string) => `${name} wrote:`,
  /** The name of a member who gave none. */
  unnamed: "Traveller",
  more: (n: number) => `And ${n} more.`,
  read: (url: string) => `Read the thread and reply:\n${url}`,
  why: {
    own: "You get this because it is your post.",
    thread: "You get this because you commented in or watch this thread.",
  },
  limit: "We send at most one email per thread an hour.",
  settings: (url: string) => `Choose which emails you get:\n${url}`,
  unsubscribe: (url: string) => `Stop all reply emails:\n${url}`,
} as const;

/** The unsubscribe page and the one-click answer. */
export const UNSUBSCRIBE_TEXTS = {
  title: "Reply emails",
  pageTitle: "Stop reply emails",
  question: "Stop all reply emails?",
  explain: "You will no longer get emails when someone replies to your posts or in threads you follow.",
  button: "Stop reply emails",
  done: "Reply emails are off",
  doneExplain: "You can turn them on again on your account page:",
  /** The link after doneExplain (issue 28: it read "/account"). */
  settingsLink: "your reply email settings",
  invalid: "This link is not valid",
  invalidExplain: "Please use the link from your most recent email, or change your settings on your account page.",
  oneClickDone: "Reply emails turned off.",
  oneClickInvalid: "This unsubscribe link is not valid.",
  tooMany: (wait: string) => `Too many attempts. Please wait ${wait} and try again.`,
} as const;
