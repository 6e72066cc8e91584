import { AsyncLocalStorage } from "node:async_hooks";
import { createRequire } from "node:module";
import { inspect } from "node:util";
import pino, { type Logger } from "pino";
import { config } from "./config.server.ts";

/**
 * The server's log (ADR 0030): pino, one JSON object per line in production and tests, readable
 * lines in development (pino-pretty, loaded only there), filtered by LOG_LEVEL. Every line carries
 * the worker slot and, when a request caused it, that request's id (`reqId`, also sent as
 * X-Request-Id). Call sites pass what they passed to console: `log.error("what failed:", error)`.
 *
 * No line may hold an email address, a password, a token or a full IP address: structured fields with
 * such names are censored by pino, and every finished line goes through `scrubLogLine`.
 */

const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `fn` with `requestId` on every log line it causes, however deep and however asynchronous. */
export function runWithRequestId<T>(requestId: string, fn: () => T): T {
  return requestScope.run({ requestId }, fn);
}

/** The id of the request being served here, if any. */
export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}

// Also URL-encoded ("%40"), as in a query string.
const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/gi;
const IPV4 = /\b(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}\b/g;
// At least four groups, so times such as 07:19:59 stay as they are.
const IPV6 = /\b([0-9A-Fa-f]{1,4}:[0-9A-Fa-f]{0,4}:[0-9A-Fa-f]{0,4}):[0-9A-Fa-f:]*[0-9A-Fa-f]\b/g;
const SECRET_PARAM =
  /([?&;]|\b)((?:token|code|key|secret|password|pass|signature|sig|session|state|otp|email)=)[^&\s"'<>\\]+/gi;
// `password: 'x'`, `"token":"x"`: secrets in inspected objects or quoted JSON inside a message.
const SECRET_FIELD =
  /\b(password|passwd|token|secret|api_?key)(\\?["']?\s*[:=]\s*\\?["']?)(?!\[redacted\])[^\s,'"\\}&]+/gi;
const AUTH_SCHEME = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/g;
const HEX_COLON = /[0-9A-Fa-f]:[0-9A-Fa-f:]/;
// Session tokens, API keys, hashes: long unbroken runs of letters and digits (UUIDs have hyphens).
const OPAQUE = /\b[A-Za-z0-9]{32,}\b/g;

/**
 * A log line as it may be written: addresses, secrets and the host part of IP addresses replaced.
 * Each pattern runs only when a cheap test says it could match: a request line is scrubbed in about
 * a microsecond (the email pattern alone took 13 µs on every line).
 */
export function scrubLogLine(line: string): string {
  let out = line;
  if (out.includes("@") || /%40/i.test(out)) out = out.replace(EMAIL, "[email]");
  if (out.includes("=")) out = out.replace(SECRET_PARAM, "$1$2[redacted]");
  out = out.replace(SECRET_FIELD, "$1$2[redacted]");
  if (out.includes("Bearer") || out.includes("Basic")) out = out.replace(AUTH_SCHEME, "$1 [redacted]");
  out = out.replace(OPAQUE, "[redacted]").replace(IPV4, "$1.x");
  if (HEX_COLON.test(out)) out = out.replace(IPV6, "$1:x");
  return out;
}

/** Structured fields that never reach a line (pino writes "[redacted]" instead). */
const REDACT_PATHS = [
  "password",
  "token",
  "email",
  "cookie",
  "authorization",
  "*.password",
  "*.token",
  "*.email",
  "*.cookie",
  "*.authorization",
  "*.headers.cookie",
  "*.headers.authorization",
];

type Sink = (line: string) => void;
let testSink: Sink | undefined;

/** For tests: collect the lines written until `stop()` instead of printing them. */
export function captureLogLines(): { lines: string[]; stop: () => void } {
  const lines: string[] = [];
  testSink = (line) => lines.push(line);
  return {
    lines,
    stop: () => {
      testSink = undefined;
    },
  };
}

type Format = "json" | "pretty";

function output(format: Format): Sink {
  if (format === "json") return (line) => process.stdout.write(line);
  // pino-pretty is a development tool: loaded only when asked for, so a production process never holds it.
  const pretty = createRequire(import.meta.url)("pino-pretty") as (options: object) => NodeJS.WritableStream;
  const stream = pretty({ sync: true, colorize: process.stdout.isTTY, ignore: "pid,hostname", singleLine: false });
  return (line) => stream.write(line);
}

function createLogger(level: string, format: Format): Logger {
  const print = output(format);
  const worker = Number(process.env.WORKER_SLOT) || 0;
  return pino(
    {
      level,
      base: { pid: process.pid, worker },
      redact: { paths: REDACT_PATHS, censor: "[redacted]" },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { reqId: requestId } : {};
      },
    },
    {
      write(line: string) {
        const safe = scrubLogLine(line);
        (testSink ?? print)(safe);
      },
    },
  );
}

let current: { key: unknown; logger: Logger } | undefined;

/** The pino logger for the current configuration (rebuilt when tests reset the configuration). */
export function logger(): Logger {
  let cfg: ReturnType<typeof config> | undefined;
  try {
    cfg = config();
  } catch {
    // An invalid configuration is reported by the server at start; until then log everything, as JSON.
  }
  if (current && current.key === (cfg ?? "invalid")) return current.logger;
  const format: Format = cfg?.LOG_FORMAT ?? (cfg?.NODE_ENV === "development" ? "pretty" : "json");
  current = { key: cfg ?? "invalid", logger: createLogger(cfg?.LOG_LEVEL ?? "debug", format) };
  return current.logger;
}

type Level = "debug" | "info" | "warn" | "error";

const isPlainObject = (a: unknown): a is Record<string, unknown> =>
  typeof a === "object" && a !== null && Object.getPrototypeOf(a) === Object.prototype;

/**
 * console-style arguments as pino's (fields, message): the first Error becomes `err`, plain objects
 * become fields (so the censored names apply), the rest the text.
 */
function write(level: Level, args: unknown[]) {
  const target = logger();
  if (!target.isLevelEnabled(level)) return;
  const err = args.find((a) => a instanceof Error);
  const fields: Record<string, unknown> = err ? { err } : {};
  const words: string[] = [];
  for (const a of args) {
    if (a === err) continue;
    if (isPlainObject(a)) Object.assign(fields, a);
    else words.push(typeof a === "string" ? a : inspect(a, { depth: 4, breakLength: Number.POSITIVE_INFINITY }));
  }
  target[level](fields, words.join(" ") || (err as Error | undefined)?.message || "");
}

export const log = {
  debug: (...args: unknown[]) => write("debug", args),
  info: (...args: unknown[]) => write("info", args),
  warn: (...args: unknown[]) => write("warn", args),
  error: (...args: unknown[]) => write("error", args),
};
