import type { Kysely } from "kysely";
import { getDb } from "~/lib/db/index.server.ts";
import type { Database } from "~/lib/db/schema.ts";
import type { Locale } from "~/lib/locale.ts";
import { consumeRateLimit } from "~/lib/rate-limit.server.ts";
import { NEW_ACCOUNT_HOURS } from "./constants.ts";
import { MESSAGES } from "./texts.ts";
import type { ForumActor } from "./types.ts";

/**
 * The forum's rate limits: call `forumRateLimit(kind, actor, ip)` before each write. Each action has
 * a limit per account and one per IP; accounts younger than a day get stricter daily limits.
 */

export type ForumAction = "upload" | "post" | "comment" | "upvote" | "edit" | "report" | "watch";
/** A refused action: the wait, and why in either language (`message` is the English). */
export type RateLimitRefusal = { retryAfterSeconds: number; message: string; messageIn: (locale: Locale) => string };

type DailyMessage = "newAccountPostsPerDay" | "postsPerDay" | "newAccountCommentsPerDay";
type Rule = { key: string; limit: number; windowSeconds: number; message?: DailyMessage };

const NEW_ACCOUNT_MS = NEW_ACCOUNT_HOURS * 3_600_000;
const DAY = 86_400;

export function isNewAccount(actor: ForumActor, now = new Date()): boolean {
  const created = Date.parse(actor.createdAt);
  return Number.isNaN(created) || now.getTime() - created < NEW_ACCOUNT_MS;
}

/** The limits of one action; `u` and `i` are its key prefixes per user and per IP. */
function rulesFor(action: ForumAction, u: string, i: string, fresh: boolean): Rule[] {
  switch (action) {
    case "upload":
      return [
        { key: `${u}:10m`, limit: 10, windowSeconds: 600 },
        { key: `${i}:10m`, limit: 30, windowSeconds: 600 },
      ];
    case "post":
      return [
        { key: `${u}:30s`, limit: 1, windowSeconds: 30 },
        fresh
          ? { key: `${u}:day-new`, limit: 10, windowSeconds: DAY, message: "newAccountPostsPerDay" }
          : { key: `${u}:day`, limit: 50, windowSeconds: DAY, message: "postsPerDay" },
        { key: `${i}:1h`, limit: 30, windowSeconds: 3_600 },
      ];
    case "comment":
      return [
        { key: `${u}:10s`, limit: 1, windowSeconds: 10 },
        fresh
          ? { key: `${u}:day-new`, limit: 50, windowSeconds: DAY, message: "newAccountCommentsPerDay" }
          : { key: `${u}:day`, limit: 500, windowSeconds: DAY },
        { key: `${i}:1h`, limit: 120, windowSeconds: 3_600 },
      ];
    case "upvote":
      return [
        { key: `${u}:1m`, limit: 60, windowSeconds: 60 },
        { key: `${i}:1m`, limit: 300, windowSeconds: 60 },
      ];
    case "edit":
      return [
        { key: `${u}:1h`, limit: 30, windowSeconds: 3_600 },
        { key: `${i}:1h`, limit: 120, windowSeconds: 3_600 },
      ];
    // Reports (ADR 0022): enough for a member who meets a spam wave, not enough to bury a thread.
    case "report":
      return [
        { key: `${u}:1h`, limit: 20, windowSeconds: 3_600 },
        { key: `${i}:1h`, limit: 60, windowSeconds: 3_600 },
      ];
    case "watch":
      return [
        { key: `${u}:1h`, limit: 60, windowSeconds: 3_600 },
        { key: `${i}:1h`, limit: 300, windowSeconds: 3_600 },
      ];
  }
}

/**
 * Counts one `action` by `actor` from `ip` against its limits (per account and per IP, stricter for
 * accounts younger than a day). Returns null when allowed, else the wait and a message for a 429.
 */
export async function forumRateLimit(
  action: ForumAction,
  actor: ForumActor,
  ip: string,
  { now = new Date(), db = getDb() }: { now?: Date; db?: Kysely<Database> } = {},
): Promise<RateLimitRefusal | null> {
  const rules = rulesFor(
    action,
    `forum:${action}:user:${actor.id}`,
    `forum:${action}:ip:${ip}`,
    isNewAccount(actor, now),
  );
  for (const rule of rules) {
    const result = await consumeRateLimit(
      { key: rule.key, limit: rule.limit, windowSeconds: rule.windowSeconds, now },
      db,
    );
    if (!result.allowed) {
      const { retryAfterSeconds } = result;
      const messageIn = (l: Locale) => {
        const t = MESSAGES[l];
        return `${rule.message ? t[rule.message] : t.tooOften} ${t.pleaseWait(t.wait(retryAfterSeconds))}`;
      };
      return { retryAfterSeconds, message: messageIn("en"), messageIn };
    }
  }
  return null;
}
