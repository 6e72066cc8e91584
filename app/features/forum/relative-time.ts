const HOUR_MS = 3_600_000;

const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/** Made once: building an Intl.DateTimeFormat costs about 0.1 ms, and a forum page shows dozens of dates. */
const fullFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });

/**
 * The spec's relative time (section 9): under 1 hour 'Just now'; under 24 hours 'Nh ago'; under
 * 168 hours 'Nd ago'; otherwise the date ("Nov 3, 2026", UTC so the server and the browser agree).
 * Times in the future (clock skew) count as 'Just now'.
 */
export function relativeTime(iso: string, now: Date | number = Date.now()): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return "";
  const hours = (Number(now) - then) / HOUR_MS;
  if (hours < 1) return "Just now";
  if (hours < 24) return `${Math.floor(hours)}h ago`;
  if (hours < 168) return `${Math.floor(hours / 24)}d ago`;
  return dateFormat.format(then);
}

/** The full date and time, for the `title` of a <time> element. */
export function fullDateTime(iso: string): string {
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return "";
  return `${fullFormat.format(then)} UTC`;
}
