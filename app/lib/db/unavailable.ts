/**
 * Whether an error means "the database cannot be reached right now" (PostgreSQL down, restarting or
 * refusing connections; SQLite locked past its busy timeout) rather than a bug. Such requests answer
 * 503 with a friendly page and recover by themselves when the database returns.
 * No server imports: the root error boundary uses it while rendering on the server.
 */
import { data } from "react-router";

const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EPIPE",
  // PostgreSQL: connection exceptions (class 08) and operator intervention (57P0x).
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "57P01",
  "57P02",
  "57P03",
  // node:sqlite
  "SQLITE_BUSY",
  "SQLITE_LOCKED",
]);

const UNAVAILABLE_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /database is locked/i,
  /the database system is (starting up|shutting down)/i,
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== "object" || depth > 3) return false;
  const { code, errcode, message, cause, errors } = error as {
    code?: unknown;
    errcode?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === "string" && UNAVAILABLE_CODES.has(code)) return true;
  if (typeof errcode === "number" && (errcode === 5 || errcode === 6)) return true; // SQLITE_BUSY, SQLITE_LOCKED
  if (typeof message === "string" && UNAVAILABLE_MESSAGES.some((re) => re.test(message))) return true;
  // AggregateError (several addresses refused) and wrapped errors.
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/**
 * For code that catches a loader's errors itself: an outage is rethrown as a 503 route error. In
 * production React Router replaces a thrown Error by "Unexpected Server Error" before the root error
 * boundary sees it, but keeps a route error response, so the boundary can show the friendly 503 page.
 * The root middleware adds Retry-After.
 */
export function rethrowIfDatabaseUnavailable(error: unknown): void {
  if (isDatabaseUnavailable(error)) {
    throw data("The database is unavailable.", { status: 503, statusText: "Service Unavailable" });
  }
}

/**
 * The status of a write that failed unexpectedly: 503 when the database is out of reach (the visitor
 * may simply try again; the root middleware adds Retry-After), else 500.
 */
export function failedWriteStatus(error: unknown): 500 | 503 {
  return isDatabaseUnavailable(error) ? 503 : 500;
}
