import { createHmac, timingSafeEqual } from "node:crypto";
import { redirect } from "react-router";
import { config } from "~/lib/config.server.ts";
import { getDb } from "~/lib/db/index.server.ts";
import { localeOf, localizePath } from "~/lib/locale.ts";
import { sessionSecret } from "~/lib/secret.server.ts";
import { isBanActive, sessionTiming } from "./auth.server.ts";
import { isUserCategory, type UserCategory } from "./constants.ts";
import { ACCESS_TEXTS, ACCOUNT_REFUSAL_TEXTS } from "./texts.ts";

/** The signed-in user as the app sees it (server-side; safe to pass to a page: no secrets). */
export type SessionUser = {
  id: string;
  name: string;
  /** `name`, or a neutral fallback that never exposes the email. */
  displayName: string;
  email: string;
  role: "user" | "admin";
  banned: boolean;
  userCategory: UserCategory;
  image: string | null;
  /** ISO-8601 UTC. */
  createdAt: string;
};

export const FALLBACK_DISPLAY_NAME = "Traveller";

export function displayNameOf(name: string | null | undefined): string {
  const trimmed = (name ?? "").trim();
  return trimmed || FALLBACK_DISPLAY_NAME;
}

const toIso = (value: unknown): string =>
  value instanceof Date ? value.toISOString() : typeof value === "string" ? new Date(value).toISOString() : "";

/** The session cookie's name, as better-auth names it (`__Secure-` when SITE_URL is https). */
export function sessionCookieName(): string {
  return `${config().siteUrl.startsWith("https://") ? "__Secure-" : ""}better-auth.session_token`;
}

/** The value of cookie `name` in a Cookie header (percent-decoded), or undefined. */
function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The token of a signed cookie value `token.signature`, where the signature is the base64 HMAC-SHA256
 * of the token with the session secret (better-auth's format), or null when it does not verify.
 */
export function verifySignedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) return null;
  return token;
}

type SessionRow = {
  session_id: string;
  expires_at: string;
  session_created_at: string;
  id: string;
  name: string | null;
  email: string;
  role: string;
  banned: number;
  ban_expires: string | null;
  user_category: string;
  image: string | null;
  created_at: string;
};

async function findSession(token: string): Promise<SessionRow | undefined> {
  return getDb()
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select([
      "sessions.id as session_id",
      "sessions.expires_at",
      "sessions.created_at as session_created_at",
      "users.id",
      "users.name",
      "users.email",
      "users.role",
      "users.banned",
      "users.ban_expires",
      "users.user_category",
      "users.image",
      "users.created_at",
    ])
    .where("sessions.token", "=", token)
    .executeTakeFirst() as Promise<SessionRow | undefined>;
}

/**
 * The session's row is checked against both lifetimes (an ended one is deleted) and its idle expiry
 * slides when it is older than better-auth's update age (at most one write an hour per session).
 */
async function checkLifetimes(row: SessionRow, now: number): Promise<boolean> {
  const cfg = config();
  const expires = Date.parse(row.expires_at);
  const absoluteEnd = Date.parse(row.session_created_at) + cfg.SESSION_ABSOLUTE_HOURS * 3_600_000;
  if (!(expires > now) || absoluteEnd <= now) {
    await getDb().deleteFrom("sessions").where("id", "=", row.session_id).execute();
    return false;
  }
  const { expiresInSeconds, updateAgeSeconds } = sessionTiming(cfg);
  if (expires - expiresInSeconds * 1000 + updateAgeSeconds * 1000 <= now) {
    await getDb()
      .updateTable("sessions")
      .set({
        expires_at: new Date(now + expiresInSeconds * 1000).toISOString(),
        updated_at: new Date(now).toISOString(),
      })
      .where("id", "=", row.session_id)
      .execute();
  }
  return true;
}

async function lookUpSessionUser(cookieHeader: string): Promise<SessionUser | null> {
  const value = cookieValue(cookieHeader, sessionCookieName());
  const token = value ? verifySignedToken(value, sessionSecret()) : null;
  if (!token) return null;
  let row: SessionRow | undefined;
  try {
    row = await findSession(token);
  } catch {
    return null;
  }
  if (!row || !(await checkLifetimes(row, Date.now()))) return null;
  return {
    id: row.id,
    name: row.name ?? "",
    displayName: displayNameOf(row.name),
    email: row.email,
    role: row.role === "admin" ? "admin" : "user",
    banned: isBanActive(row.banned, row.ban_expires),
    userCategory: isUserCategory(row.user_category) ? row.user_category : "traveller",
    image: row.image ?? null,
    createdAt: toIso(row.created_at),
  };
}

/** One lookup per GET request: the root's and the route's loaders share it. */
const lookups = new WeakMap<Request, Promise<SessionUser | null>>();

/**
 * The user of the request's session cookie, or null. One query (the session with its user) reads
 * what better-auth's getSession read in two, without loading better-auth (issue 21): the signed
 * cookie is verified as better-auth signs it, an ended session (idle expiry or absolute lifetime,
 * SESSION_ABSOLUTE_HOURS) is deleted and ignored, and the idle expiry slides as better-auth's would.
 * Loaders of one GET request share the lookup; other methods look up afresh (an action may have
 * just changed the session or the user).
 */
export function getSessionUser(request: Request): Promise<SessionUser | null> {
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes("session_token")) return Promise.resolve(null);
  if (request.method !== "GET" && request.method !== "HEAD") return lookUpSessionUser(cookie);
  let lookup = lookups.get(request);
  if (!lookup) {
    lookup = lookUpSessionUser(cookie);
    lookups.set(request, lookup);
  }
  return lookup;
}

/** Visitors: throws redirect("/auth?redirectTo=<path+search>"). */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(
    `${localizePath("/auth", localeOf(request))}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`,
  );
}

/** requireUser, and a banned user gets a thrown 403 Response with a clear message. */
export async function requireActiveUser(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.banned) throw plain(403, ACCOUNT_REFUSAL_TEXTS[localeOf(request)].banned);
  return user;
}

/** Visitors: thrown 401 Response; signed-in non-admins (and banned): thrown 403 Response. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  // The dashboard stays in English (issue 31).
  if (!user) throw plain(401, ACCESS_TEXTS.en.signInRequired);
  if (user.role !== "admin" || user.banned) throw plain(403, ACCESS_TEXTS.en.adminRequired);
  return user;
}

/** Deletes every session of the user (ban, password reset, account deletion). */
export async function endUserSessions(userId: string): Promise<void> {
  await getDb().deleteFrom("sessions").where("user_id", "=", userId).execute();
}

function plain(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
