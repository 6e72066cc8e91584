import { redirect } from "react-router";
import { config } from "~/lib/config.server.ts";
import { getDb } from "~/lib/db/index.server.ts";
import { BANNED_MESSAGE, getAuth, isBanActive } from "./auth.server.ts";
import { isUserCategory, type UserCategory } from "./constants.ts";

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

/**
 * The user of the request's session cookie, or null. The session is looked up in the database
 * (an ended session's cookie is worthless), its idle expiry slides, and a session older than the
 * absolute lifetime (SESSION_ABSOLUTE_HOURS) is deleted and ignored.
 */
export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes("session_token")) return null;
  let result: Awaited<ReturnType<ReturnType<typeof getAuth>["api"]["getSession"]>>;
  try {
    result = await getAuth().api.getSession({ headers: new Headers({ cookie }) });
  } catch {
    return null;
  }
  if (!result) return null;
  const { session, user } = result;
  const maxAgeMs = config().SESSION_ABSOLUTE_HOURS * 3_600_000;
  if (new Date(session.createdAt).getTime() + maxAgeMs <= Date.now()) {
    await getDb().deleteFrom("sessions").where("id", "=", session.id).execute();
    return null;
  }
  const extra = user as typeof user & Record<string, unknown>;
  return {
    id: user.id,
    name: user.name ?? "",
    displayName: displayNameOf(user.name),
    email: user.email,
    role: extra.role === "admin" ? "admin" : "user",
    banned: isBanActive(Boolean(extra.banned), (extra.banExpires as Date | string | null | undefined) ?? null),
    userCategory: isUserCategory(extra.userCategory) ? extra.userCategory : "traveller",
    image: user.image ?? null,
    createdAt: toIso(user.createdAt),
  };
}

/** Visitors: throws redirect("/auth?redirectTo=<path+search>"). */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(`/auth?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/** requireUser, and a banned user gets a thrown 403 Response with a clear message. */
export async function requireActiveUser(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.banned) throw plain(403, BANNED_MESSAGE);
  return user;
}

/** Visitors: thrown 401 Response; signed-in non-admins (and banned): thrown 403 Response. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) throw plain(401, "Please sign in to continue.");
  if (user.role !== "admin" || user.banned) throw plain(403, "You need admin privileges to access this page.");
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
