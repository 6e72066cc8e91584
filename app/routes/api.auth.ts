import {
  checkLimitsIn,
  clearSignInFailures,
  countSignInFailure,
  LIMITS,
  type Limit,
  type LimitCheck,
  limitFor,
  refusalOf,
  signOut,
  throttleSignIn,
} from "~/features/accounts/accounts.server.ts";
import { getAuth } from "~/features/accounts/auth.server.ts";
import { getSessionUser, type SessionUser } from "~/features/accounts/session.server.ts";
import { AUTH_API_TEXTS, FORM_FAILED } from "~/features/accounts/texts.ts";
import { rateLimitIp } from "~/lib/client-ip.server.ts";
import { assertSameOrigin } from "~/lib/origin.server.ts";
import { Refusal, refusalHeaders } from "~/lib/refusal.ts";
import type { Route } from "./+types/api.auth";

/*
 * better-auth's HTTP endpoints at /api/auth/* (JSON clients). The pages use the server API through
 * their actions instead; both paths share the same database-backed rate limits.
 */

/**
 * The endpoints this site uses; everything else better-auth offers (update-user with an arbitrary image
 * URL, change-email, delete-user without our cleanup, account linking) answers 404.
 */
const ALLOWED_GET = new Set(["/get-session", "/verify-email", "/list-sessions", "/ok"]);
const ALLOWED_POST = new Set([
  "/sign-in/email",
  "/sign-up/email",
  "/sign-out",
  "/send-verification-email",
  "/request-password-reset",
  "/reset-password",
  "/change-password",
  "/revoke-session",
  "/revoke-sessions",
  "/revoke-other-sessions",
]);

function subPathOf(request: Request): string {
  return new URL(request.url).pathname.replace(/^\/api\/auth/, "").replace(/\/+$/, "");
}

/**
 * A refusal of this route (ADR 0033) in better-auth's error body, `{ code, message }`: what its JSON
 * clients read from every answer here, better-auth's own refusals included. The message is the
 * refusal's description (its title when it has none); a rate limit adds `retryAfterSeconds`.
 */
function apiRefusal(refusal: Refusal, code: string): Response {
  const wait = refusal.status === 429 ? refusal.retryAfterSeconds : undefined;
  const body = {
    code,
    message: refusal.description || refusal.title,
    ...(wait === undefined ? {} : { retryAfterSeconds: wait }),
  };
  return Response.json(body, { status: refusal.status, headers: refusalHeaders(refusal) });
}

const notFound = () => apiRefusal(new Refusal(404, AUTH_API_TEXTS.notFound, ""), "NOT_FOUND");

/**
 * Runs the app's own session check first when a session cookie comes along: it deletes a session
 * past its absolute lifetime (SESSION_ABSOLUTE_HOURS), which better-auth does not know about, so
 * better-auth then sees no session. Returns the signed-in user, if any.
 */
async function checkSession(request: Request): Promise<SessionUser | null> {
  return request.headers.get("Cookie")?.includes("session_token") ? getSessionUser(request) : null;
}

export async function loader({ request }: Route.LoaderArgs) {
  if (!ALLOWED_GET.has(subPathOf(request))) return notFound();
  await checkSession(request);
  return (await getAuth()).handler(request);
}

/**
 * The same limits (and so the same counters) as the /auth pages, so neither path is a way around the
 * other. Sign-in has its own throttle (throttleSignIn, ADR 0012), the same one the page uses.
 */
const LIMITED_BY_IP: Record<string, Limit> = {
  "/sign-up/email": LIMITS.signUpIp,
  "/send-verification-email": LIMITS.resendIp,
  "/request-password-reset": LIMITS.resetIp,
  "/reset-password": LIMITS.resetSubmitIp,
};

const LIMITED_BY_EMAIL: Record<string, Limit> = {
  "/send-verification-email": LIMITS.resendEmail,
  "/request-password-reset": LIMITS.resetEmail,
};

async function emailOf(request: Request): Promise<string | undefined> {
  try {
    const body = (await request.clone().json()) as { email?: unknown };
    return typeof body.email === "string" ? body.email.trim().toLowerCase().slice(0, 254) : undefined;
  } catch {
    return undefined;
  }
}

/** PostgreSQL cannot compare or store text holding NUL: such a body is refused here instead of failing as a 500. */
async function refuseNulBody(request: Request): Promise<Response | undefined> {
  const raw = await request.clone().text();
  if (!raw.includes("\0") && !/\\u0000/i.test(raw)) return undefined;
  return apiRefusal(new Refusal(400, AUTH_API_TEXTS.invalidCharacters, ""), "INVALID_REQUEST");
}

/** The rate limits one request to `subPath` counts against, in order: by IP, by email, by user. */
function limitChecks(subPath: string, ip: string, email: string | undefined, user: SessionUser | null): LimitCheck[] {
  const checks: LimitCheck[] = [];
  const byIp = LIMITED_BY_IP[subPath];
  if (byIp) checks.push(limitFor(byIp, ip));
  const byEmail = LIMITED_BY_EMAIL[subPath];
  if (byEmail && email) checks.push(limitFor(byEmail, email));
  // Without a session better-auth refuses the change anyway (401).
  if (subPath === "/change-password" && user) checks.push(limitFor(LIMITS.passwordChangeUser, user.id));
  return checks;
}

/** Counts one attempt against each check in turn (as the pages do); the first one over its limit answers 429. */
async function consumeLimits(checks: LimitCheck[]) {
  const blocked = await checkLimitsIn("en", ...checks);
  return blocked && !blocked.ok ? apiRefusal(refusalOf(blocked), "TOO_MANY_REQUESTS") : undefined;
}

/** Sign-in through better-auth behind the page's throttle, keeping the same count of failed attempts. */
async function signInJson(request: Request, ip: string, email: string | undefined) {
  const refused = await throttleSignIn(ip, email);
  if (refused && !refused.ok) return apiRefusal(refusalOf(refused), "TOO_MANY_REQUESTS");
  const response = await (await getAuth()).handler(request);
  // A successful sign-in clears this client's failed attempts on the account, as on the page.
  if (email && response.ok) await clearSignInFailures(ip, email);
  if (email && response.status === 401) await countSignInFailure(email);
  return response;
}

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const subPath = subPathOf(request);
  if (request.method !== "POST" || !ALLOWED_POST.has(subPath)) return notFound();
  const refused = await refuseNulBody(request);
  if (refused) return refused;
  const user = await checkSession(request);
  const ip = rateLimitIp(context);
  const signingIn = subPath === "/sign-in/email";
  const email = LIMITED_BY_EMAIL[subPath] || signingIn ? await emailOf(request) : undefined;
  const limited = await consumeLimits(limitChecks(subPath, ip, email, user));
  if (limited) return limited;
  if (signingIn) return signInJson(request, ip, email);
  if (subPath === "/sign-out") return signOutJson(request);
  return (await getAuth()).handler(request);
}

/**
 * better-auth's own sign-out answers success even when the session could not be deleted (and so still
 * works): JSON clients get the same sign-out as the pages, and a 503 when it failed.
 */
async function signOutJson(request: Request): Promise<Response> {
  const outcome = await signOut(request);
  if (!outcome.ok) {
    const failed = new Refusal(503, FORM_FAILED.en.title, outcome.message, { retryAfterSeconds: 5 });
    return apiRefusal(failed, "SIGN_OUT_FAILED");
  }
  const headers = new Headers(outcome.headers);
  headers.set("Cache-Control", "no-store");
  return Response.json({ success: true }, { headers });
}
