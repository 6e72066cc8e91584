import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { waitIn } from "~/components/form/texts.ts";
import { config } from "~/lib/config.server.ts";
import { getDb } from "~/lib/db/index.server.ts";
import type { Locale } from "~/lib/locale.ts";
import { log } from "~/lib/log.server.ts";
import { consumeRateLimit, resetRateLimit } from "~/lib/rate-limit.server.ts";
import { Refusal } from "~/lib/refusal.ts";
import { getAuth, isAPIError, isCommonPassword } from "./auth.server.ts";
import { ACCOUNT_REFUSAL_TEXTS, ACCOUNT_RULE_TEXTS, TEXTS } from "./texts.ts";

/**
 * What the /auth pages do, as plain functions over better-auth's server API (so they work from route
 * actions without JavaScript, and tests can call them). Every function applies the database-backed
 * rate limits first. Texts are the specification's (section 8).
 */

/**
 * Limits per window. `prefix` names the action and the kind of subject; `limitFor` adds the subject.
 * The /auth pages, /account and the /api/auth route all count through these, so neither path is a way
 * around the other (one key must always be used with the same window).
 */
export const LIMITS = {
  signInIp: { prefix: "sign-in:ip", limit: 30, windowSeconds: 15 * 60 },
  /** Attempts on one account from one client address: over the limit, that client is refused (429). */
  signInAccountClient: { prefix: "sign-in:account-client", limit: 8, windowSeconds: 15 * 60 },
  /** Failed sign-ins on one account from every address: past the limit, sign-in slows down; it never refuses (ADR 0012). */
  signInAccount: { prefix: "sign-in:account", limit: 8, windowSeconds: 15 * 60 },
  signUpIp: { prefix: "sign-up:ip", limit: 5, windowSeconds: 60 * 60 },
  resendIp: { prefix: "resend:ip", limit: 5, windowSeconds: 60 * 60 },
  resendEmail: { prefix: "resend:email", limit: 3, windowSeconds: 60 * 60 },
  resetIp: { prefix: "reset:ip", limit: 5, windowSeconds: 60 * 60 },
  resetEmail: { prefix: "reset:email", limit: 3, windowSeconds: 60 * 60 },
  resetSubmitIp: { prefix: "reset-submit:ip", limit: 10, windowSeconds: 60 * 60 },
  passwordChangeUser: { prefix: "password-change:user", limit: 5, windowSeconds: 15 * 60 },
  profileUser: { prefix: "profile:user", limit: 30, windowSeconds: 60 * 60 },
  avatarUser: { prefix: "avatar:user", limit: 10, windowSeconds: 60 * 60 },
  deleteAccountUser: { prefix: "delete-account:user", limit: 5, windowSeconds: 15 * 60 },
} as const;

export type Limit = (typeof LIMITS)[keyof typeof LIMITS];
export type LimitCheck = { key: string; limit: number; windowSeconds: number };

/** The check of `rule` for one subject (an IP, an email, a user id). */
export function limitFor(rule: Limit, subject: string): LimitCheck {
  return { key: `${rule.prefix}:${subject}`, limit: rule.limit, windowSeconds: rule.windowSeconds };
}

export type Outcome =
  | { ok: true; headers?: Headers }
  | { ok: false; status: number; title: string; description: string; code?: string; retryAfterSeconds?: number };

export type Refused = Exclude<Outcome, { ok: true }>;

/**
 * A refused outcome as the action's Refusal (ADR 0033): its status and texts, a rate limit's wait
 * (Retry-After), and the fields it names.
 */
export function refusalOf(outcome: Refused, fieldErrors?: Record<string, string>): Refusal {
  const { status, title, description, retryAfterSeconds } = outcome;
  return new Refusal(status, title, description, { fieldErrors, retryAfterSeconds });
}

/** Counts one attempt against each check in turn; the first one over its limit answers 429. */
export async function checkLimits(...checks: LimitCheck[]): Promise<Outcome | undefined> {
  return checkLimitsIn("en", ...checks);
}

/** `checkLimits`, answering in `locale`. */
export async function checkLimitsIn(locale: Locale, ...checks: LimitCheck[]): Promise<Outcome | undefined> {
  for (const check of checks) {
    const result = await consumeRateLimit(check);
    if (!result.allowed) {
      return {
        ok: false,
        status: 429,
        title: ACCOUNT_RULE_TEXTS[locale].tooManyTitle,
        description: ACCOUNT_RULE_TEXTS[locale].tooMany(waitIn(result.retryAfterSeconds, locale)),
        retryAfterSeconds: result.retryAfterSeconds,
      };
    }
  }
  return undefined;
}

/** Headers better-auth's server API sees: the browser's cookie and user agent only. */
function authHeaders(request: Request): Headers {
  const headers = new Headers();
  for (const name of ["cookie", "user-agent"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

function errorCode(error: unknown): string | undefined {
  if (!isAPIError(error)) return undefined;
  const body = error.body as { code?: string } | undefined;
  return body?.code;
}

/** better-auth's own message (English) on the English pages; the general one on the Indonesian ones. */
function errorMessage(error: unknown, locale: Locale): string {
  if (isAPIError(error) && locale === "en") {
    return (error.body as { message?: string } | undefined)?.message ?? error.message;
  }
  return ACCOUNT_REFUSAL_TEXTS[locale].somethingWrong;
}

/**
 * The browser keeps the session cookie for the absolute lifetime; the database decides (idle expiry,
 * absolute lifetime, sign-out). better-auth would give the cookie the idle lifetime, fixed at sign-in,
 * which would end an active session after SESSION_IDLE_HOURS although its expiry slides.
 */
export function withAbsoluteCookieLifetime(headers: Headers): Headers {
  const seconds = config().SESSION_ABSOLUTE_HOURS * 3600;
  const expires = new Date(Date.now() + seconds * 1000).toUTCString();
  const out = new Headers();
  for (const [name, value] of headers) if (name.toLowerCase() !== "set-cookie") out.append(name, value);
  for (const cookie of headers.getSetCookie()) {
    if (!/^(__Secure-)?[^=]*session_token=/.test(cookie) || /Max-Age=0(;|$)/i.test(cookie)) {
      out.append("Set-Cookie", cookie);
      continue;
    }
    out.append(
      "Set-Cookie",
      cookie.replace(/Max-Age=\d+/i, `Max-Age=${seconds}`).replace(/Expires=[^;]+/i, `Expires=${expires}`),
    );
  }
  return out;
}

/** How long every sign-in attempt on an account waits once the account is throttled (ADR 0012). */
export const SIGN_IN_SLOWDOWN_MS = 1000;

/** The (account, client) key: the email is hashed so that a long address cannot overflow the key. */
function accountClientLimit(email: string, ip: string): LimitCheck {
  const account = createHash("sha256").update(email.trim().toLowerCase()).digest("base64url").slice(0, 22);
  return limitFor(LIMITS.signInAccountClient, `${account}:${ip}`);
}

/** Failed sign-ins on `email` from every address in the current window (read only). */
async function accountFailures(email: string): Promise<number> {
  const { key, windowSeconds } = limitFor(LIMITS.signInAccount, email.trim().toLowerCase());
  const since = new Date(Date.now() - windowSeconds * 1000).toISOString();
  const row = await getDb()
    .selectFrom("rate_limits")
    .select("count")
    .where("key", "=", key)
    .where("window_start", ">", since)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * The sign-in throttle (ADR 0012), shared by /auth and /api/auth: the client's address is refused
 * after 30 attempts on any accounts, or 8 on this account, per 15 minutes. Strangers' failures never
 * lock the owner out: past 8 failures on the account from all addresses together, every attempt on
 * it (the owner's too) only waits SIGN_IN_SLOWDOWN_MS before the password is checked.
 */
export async function throttleSignIn(
  ip: string,
  email: string | undefined,
  locale: Locale = "en",
): Promise<Outcome | undefined> {
  if (!email) return checkLimitsIn(locale, limitFor(LIMITS.signInIp, ip));
  const blocked = await checkLimitsIn(locale, limitFor(LIMITS.signInIp, ip), accountClientLimit(email, ip));
  if (blocked) return blocked;
  if ((await accountFailures(email)) >= LIMITS.signInAccount.limit) await sleep(SIGN_IN_SLOWDOWN_MS);
  return undefined;
}

/** Counts a wrong password against the account (all addresses together: the slowdown's counter). */
export async function countSignInFailure(email: string): Promise<void> {
  await consumeRateLimit(limitFor(LIMITS.signInAccount, email.trim().toLowerCase()));
}

/** A successful sign-in forgets this client's failures on the account (other clients' stay counted). */
export async function clearSignInFailures(ip: string, email: string): Promise<void> {
  await resetRateLimit(accountClientLimit(email, ip).key);
}

export async function signIn(
  request: Request,
  ip: string,
  input: { email: string; password: string },
  locale: Locale = "en",
): Promise<Outcome> {
  const blocked = await throttleSignIn(ip, input.email, locale);
  if (blocked) return blocked;
  try {
    const { headers } = await (await getAuth()).api.signInEmail({
      body: { email: input.email, password: input.password, rememberMe: true },
      headers: authHeaders(request),
      returnHeaders: true,
    });
    await clearSignInFailures(ip, input.email);
    return { ok: true, headers: withAbsoluteCookieLifetime(headers) };
  } catch (error) {
    const code = errorCode(error);
    if (code === "EMAIL_NOT_VERIFIED") return { ok: false, status: 403, code, ...TEXTS[locale].emailNotConfirmed };
    if (code === "ACCOUNT_SUSPENDED") {
      return {
        ok: false,
        status: 403,
        code,
        title: TEXTS[locale].signInFailed.title,
        description: ACCOUNT_REFUSAL_TEXTS[locale].banned,
      };
    }
    if (code === "INVALID_EMAIL_OR_PASSWORD" || (isAPIError(error) && error.statusCode === 401)) {
      await countSignInFailure(input.email);
      return { ok: false, status: 401, code: "INVALID_EMAIL_OR_PASSWORD", ...TEXTS[locale].signInFailed };
    }
    if (!isAPIError(error)) throw error;
    return {
      ok: false,
      status: error.statusCode,
      title: TEXTS[locale].signInFailed.title,
      description: errorMessage(error, locale),
    };
  }
}

export async function signUp(
  request: Request,
  ip: string,
  input: { name: string; email: string; password: string },
  locale: Locale = "en",
): Promise<Outcome> {
  if (isCommonPassword(input.password)) {
    return {
      ok: false,
      status: 400,
      code: "PASSWORD_TOO_COMMON",
      title: ACCOUNT_RULE_TEXTS[locale].signUpFailed,
      description: ACCOUNT_REFUSAL_TEXTS[locale].commonPassword,
    };
  }
  const blocked = await checkLimitsIn(locale, limitFor(LIMITS.signUpIp, ip));
  if (blocked) return blocked;
  try {
    const result = await (await getAuth()).api.signUpEmail({
      body: { name: input.name, email: input.email, password: input.password, callbackURL: "/auth", locale },
      headers: authHeaders(request),
    });
    // better-auth answers a duplicate with a synthetic user (enumeration protection); the spec wants
    // 'Account exists', so tell them apart by whether the returned user was stored.
    const stored = await getDb().selectFrom("users").select("id").where("id", "=", result.user.id).executeTakeFirst();
    if (!stored) return { ok: false, status: 409, code: "USER_ALREADY_EXISTS", ...TEXTS[locale].accountExists };
    return { ok: true };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const existing = await getDb().selectFrom("users").select("id").where("email", "=", input.email).executeTakeFirst();
    if (existing) return { ok: false, status: 409, code: "USER_ALREADY_EXISTS", ...TEXTS[locale].accountExists };
    return {
      ok: false,
      status: error.statusCode,
      title: ACCOUNT_RULE_TEXTS[locale].signUpFailed,
      description: errorMessage(error, locale),
    };
  }
}

/** Sends a new confirmation link when the account exists and is unconfirmed (the answer never says which). */
export async function resendConfirmation(ip: string, email: string, locale: Locale = "en"): Promise<Outcome> {
  const blocked = await checkLimitsIn(locale, limitFor(LIMITS.resendIp, ip), limitFor(LIMITS.resendEmail, email));
  if (blocked) return blocked;
  const user = await getDb()
    .selectFrom("users")
    .select(["id", "email_verified"])
    .where("email", "=", email)
    .executeTakeFirst();
  if (user && !user.email_verified) {
    await (await getAuth()).api.sendVerificationEmail({ body: { email, callbackURL: "/auth" } });
  }
  return { ok: true };
}

/**
 * Confirms an email address from the emailed link's token, and signs its owner in (a new session, whose
 * cookie is in `headers`) the first time. `signedIn` is false when the address was already confirmed
 * (the link opened again, or opened by a mail scanner first): then the member signs in as usual.
 */
export async function confirmEmail(
  request: Request,
  token: string,
  locale: Locale = "en",
): Promise<Outcome & ({ ok: false } | { ok: true; signedIn: boolean })> {
  try {
    const { headers } = await (await getAuth()).api.verifyEmail({
      query: { token },
      headers: authHeaders(request),
      returnHeaders: true,
    });
    const signedIn = headers.getSetCookie().some((c) => /session_token=[^;]/.test(c));
    return { ok: true, signedIn, headers: withAbsoluteCookieLifetime(headers) };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    return {
      ok: false,
      status: 400,
      title: ACCOUNT_RULE_TEXTS[locale].confirmationFailed,
      description: ACCOUNT_RULE_TEXTS[locale].confirmationInvalid,
    };
  }
}

/** Emails a reset link when the account exists (the answer never says whether it does). */
export async function requestPasswordReset(ip: string, email: string, locale: Locale = "en"): Promise<Outcome> {
  const blocked = await checkLimitsIn(locale, limitFor(LIMITS.resetIp, ip), limitFor(LIMITS.resetEmail, email));
  if (blocked) return blocked;
  await (await getAuth()).api.requestPasswordReset({ body: { email, redirectTo: "/auth/reset" } });
  return { ok: true };
}

/** Sets a new password from a reset token (single use; all sessions of the account end). */
export async function resetPassword(
  ip: string,
  token: string,
  password: string,
  locale: Locale = "en",
): Promise<Outcome> {
  if (isCommonPassword(password)) {
    return {
      ok: false,
      status: 400,
      code: "PASSWORD_TOO_COMMON",
      title: ACCOUNT_RULE_TEXTS[locale].resetFailed,
      description: ACCOUNT_REFUSAL_TEXTS[locale].commonPassword,
    };
  }
  const blocked = await checkLimitsIn(locale, limitFor(LIMITS.resetSubmitIp, ip));
  if (blocked) return blocked;
  try {
    await (await getAuth()).api.resetPassword({ body: { token, newPassword: password } });
    return { ok: true };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const invalid = errorCode(error) === "INVALID_TOKEN" || error.statusCode === 400;
    return {
      ok: false,
      status: 400,
      title: ACCOUNT_RULE_TEXTS[locale].resetFailed,
      description: invalid ? ACCOUNT_RULE_TEXTS[locale].resetInvalid : errorMessage(error, locale),
    };
  }
}

export type SignOutResult = { ok: true; headers: Headers } | { ok: false; message: string };

/**
 * Deletes the request's session on the server and returns the cookie-clearing headers. When the
 * session could not be deleted (the database failed) the answer says so instead of 'Signed out':
 * the cookie would otherwise still work. A request without a live session has nothing to end: ok.
 */
export async function signOut(request: Request, locale: Locale = "en"): Promise<SignOutResult> {
  // better-auth's sign-out logs a failed delete and answers success anyway: delete it ourselves first.
  try {
    const token = await sessionTokenOf(request);
    if (token) await getDb().deleteFrom("sessions").where("token", "=", token).execute();
  } catch (error) {
    log.error("sign-out: the session could not be deleted:", error);
    return { ok: false, message: ACCOUNT_REFUSAL_TEXTS[locale].signOutFailed };
  }
  try {
    const { headers } = await (await getAuth()).api.signOut({ headers: authHeaders(request), returnHeaders: true });
    return { ok: true, headers };
  } catch {
    // The session is gone already; only the cookie-clearing headers are missing.
    return { ok: true, headers: new Headers() };
  }
}

export const SIGN_OUT_FAILED_MESSAGE = ACCOUNT_REFUSAL_TEXTS.en.signOutFailed;

/**
 * The session token in the request's cookie ("token.signature"), or undefined. Not checked against its
 * signature: it is only used to delete the session it names, and whoever holds a token holds its session.
 */
async function sessionTokenOf(request: Request): Promise<string | undefined> {
  const cookie = request.headers.get("cookie");
  if (!cookie) return undefined;
  const name = (await (await getAuth()).$context).authCookies.sessionToken.name;
  for (const part of cookie.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    let value: string;
    try {
      value = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
    const dot = value.lastIndexOf(".");
    return dot > 0 ? value.slice(0, dot) : undefined;
  }
  return undefined;
}
