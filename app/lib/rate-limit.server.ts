import { type Kysely, sql } from "kysely";
import { getDb } from "./db/index.server.ts";
import type { Database } from "./db/schema.ts";
import { registerMaintenanceTask } from "./jobs.server.ts";

/**
 * Fixed-window rate limiting stored in the database, so limits hold across restarts and across app
 * instances. Usage in an action:
 *
 * ```ts
 * const limit = await consumeRateLimit({ key: `sign-in:${rateLimitIp(context)}`, limit: 5, windowSeconds: 600 });
 * if (!limit.allowed) throw new Refusal(429, title, description, { retryAfterSeconds: limit.retryAfterSeconds });
 * ```
 * (a refusal like every other, answered with `answerRefusal`: app/lib/refusal.ts, ADR 0033).
 * Keys name the action and the subject ("newsletter:ip:…", "sign-in:email:…"); one key must always be
 * used with the same window.
 */

export type RateLimitResult = {
  allowed: boolean;
  /** Attempts left in the current window. */
  remaining: number;
  /** 0 when allowed; otherwise seconds until the window resets (at least 1). */
  retryAfterSeconds: number;
};

export type RateLimitOptions = {
  key: string;
  limit: number;
  windowSeconds: number;
  /** Tests only: the current time. */
  now?: Date;
};

/**
 * Counts one attempt for `key` and says whether it is within `limit` per `windowSeconds`.
 * One atomic upsert (no read-then-write): concurrent attempts on any instance are all counted, and
 * a window that has ended restarts at 1.
 */
export async function consumeRateLimit(
  { key, limit, windowSeconds, now = new Date() }: RateLimitOptions,
  db: Kysely<Database> = getDb(),
): Promise<RateLimitResult> {
  if (!key || key.length > 300) throw new Error("consumeRateLimit: key must be 1-300 characters");
  if (!Number.isInteger(limit) || limit < 1) throw new Error("consumeRateLimit: limit must be a positive integer");
  if (!Number.isInteger(windowSeconds) || windowSeconds < 1) {
    throw new Error("consumeRateLimit: windowSeconds must be a positive integer");
  }
  const windowMs = windowSeconds * 1000;
  const nowIso = now.toISOString();
  const cutoff = new Date(now.getTime() - windowMs).toISOString();
  const expires = new Date(now.getTime() + windowMs).toISOString();
  // `expired` is evaluated against the existing row: every SET expression sees the old values.
  const expired = sql<boolean>`rate_limits.window_start <= ${cutoff}`;

  const row = await db
    .insertInto("rate_limits")
    .values({ key, count: 1, window_start: nowIso, expires_at: expires })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`case when ${expired} then 1 else rate_limits.count + 1 end`,
        window_start: sql<string>`case when ${expired} then ${nowIso} else rate_limits.window_start end`,
        expires_at: sql<string>`case when ${expired} then ${expires} else rate_limits.expires_at end`,
      }),
    )
    .returning(["count", "window_start"])
    .executeTakeFirstOrThrow();

  const count = Number(row.count);
  const allowed = count <= limit;
  const resetsAt = Date.parse(row.window_start) + windowMs;
  return {
    allowed,
    remaining: Math.max(0, limit - count),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((resetsAt - now.getTime()) / 1000)),
  };
}

/** Forgets a key, e.g. after a successful sign-in clears the failed-attempt counter. */
export async function resetRateLimit(key: string, db: Kysely<Database> = getDb()): Promise<void> {
  await db.deleteFrom("rate_limits").where("key", "=", key).execute();
}

/** "30 seconds", "1 minute", "15 minutes", "2 hours". */
export function waitDescription(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} ${s === 1 ? "second" : "seconds"}`;
  const m = Math.ceil(s / 60);
  if (m < 120) return `${m} ${m === 1 ? "minute" : "minutes"}`;
  const h = Math.ceil(m / 60);
  return `${h} hours`;
}

/** Deletes windows that have ended (run periodically by the job worker). */
export async function deleteExpiredRateLimits(db: Kysely<Database> = getDb(), now = new Date()): Promise<number> {
  const result = await db.deleteFrom("rate_limits").where("expires_at", "<", now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

registerMaintenanceTask("rate-limits", (db) => deleteExpiredRateLimits(db));
