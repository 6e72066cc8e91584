import type { Kysely } from "kysely";
import { type AppConfig, config } from "~/lib/config.server.ts";
import { getDb } from "~/lib/db/index.server.ts";
import type { Database } from "~/lib/db/schema.ts";
import { registerMaintenanceTask } from "~/lib/jobs.server.ts";
import { isLocale, type Locale, localizePath } from "~/lib/locale.ts";
import { sendMail } from "~/lib/mail.server.ts";
import { sessionSecret } from "~/lib/secret.server.ts";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./common-passwords.server.ts";
import { MAX_NAME_LENGTH, MIN_PASSWORD_LENGTH } from "./constants.ts";
import { passwordHashing } from "./password-hash.server.ts";
import { ACCOUNT_MAIL_TEXTS } from "./texts.ts";

export { COMMON_PASSWORD_MESSAGE, isCommonPassword };

/**
 * better-auth, configured on the app's own Kysely instance (SQLite or PostgreSQL).
 * See docs/decisions/0006-accounts-and-sessions.md.
 *
 * - Tables are ours (migration 0002_auth, snake_case); better-auth's camelCase model fields are mapped
 *   with `modelName` + `fields`. The adapter runs in its "sqlite" representation on both engines, so
 *   dates are stored as ISO-8601 TEXT and booleans as INTEGER 0/1, exactly as ADR 0003 requires.
 * - `role`, `banned`, `banReason`, `banExpires` and `userCategory` are additional fields with
 *   `input: false`: no request body can set them (sign-up, update-user). Only the operator's CLI
 *   scripts change role; only admin code changes banned.
 * - better-auth's own in-memory rate limiter is off: ours is database-backed (~/lib/rate-limit.server.ts,
 *   limits in accounts.server.ts), applied by the /auth actions and the /api/auth resource route.
 * - better-auth is loaded on first use (`await getAuth()`), not at start: it adds about 30 MB to a
 *   process, and reading a session does not need it (session.server.ts reads the sessions table
 *   itself). Issue 21.
 */

type BetterAuthModules = {
  betterAuth: typeof import("better-auth").betterAuth;
  APIError: typeof import("better-auth/api").APIError;
  createAuthMiddleware: typeof import("better-auth/api").createAuthMiddleware;
  kyselyAdapter: typeof import("@better-auth/kysely-adapter").kyselyAdapter;
};
let loadingModules: Promise<BetterAuthModules> | undefined;

function loadBetterAuth(): Promise<BetterAuthModules> {
  loadingModules ??= Promise.all([
    import("better-auth"),
    import("better-auth/api"),
    import("@better-auth/kysely-adapter"),
  ]).then(([core, api, adapter]) => ({
    betterAuth: core.betterAuth,
    APIError: api.APIError,
    createAuthMiddleware: api.createAuthMiddleware,
    kyselyAdapter: adapter.kyselyAdapter,
  }));
  return loadingModules;
}

/** An error thrown by better-auth's API (better-call's APIError), recognised without loading better-auth. */
export type AuthApiError = Error & {
  status: string | number;
  statusCode: number;
  body?: { message?: string; code?: string };
};
export function isAPIError(error: unknown): error is AuthApiError {
  return error instanceof Error && error.name === "APIError";
}

export const AUTH_BASE_PATH = "/api/auth";

/** Our users table (0002_auth) under better-auth's user model; the extra fields no request may set. */
const USER_MODEL = {
  modelName: "users",
  fields: { emailVerified: "email_verified", createdAt: "created_at", updatedAt: "updated_at" },
  additionalFields: {
    role: { type: "string", input: false, required: false, defaultValue: "user", returned: true },
    banned: { type: "boolean", input: false, required: false, defaultValue: false, returned: true },
    banReason: { type: "string", input: false, required: false, fieldName: "ban_reason", returned: true },
    banExpires: { type: "date", input: false, required: false, fieldName: "ban_expires", returned: true },
    userCategory: {
      type: "string",
      input: false,
      required: false,
      defaultValue: "traveller",
      fieldName: "user_category",
      returned: true,
    },
    // The member's language (ADR 0036), from the edition they signed up in: their mails are written in it.
    // The only field a sign-up may send; cleanNewUser keeps it to "en" or "id".
    locale: { type: "string", input: true, required: false, defaultValue: "en", returned: true },
  },
} as const;

/** The language stored with the member who owns `email` (English when unknown). */
export async function memberLocale(user: { email: string; locale?: unknown }): Promise<Locale> {
  if (isLocale(user.locale)) return user.locale;
  const row = await getDb()
    .selectFrom("users")
    .select("locale")
    .where("email", "=", user.email.trim().toLowerCase())
    .executeTakeFirst();
  return isLocale(row?.locale) ? row.locale : "en";
}

const ACCOUNT_MODEL = {
  modelName: "accounts",
  fields: {
    accountId: "account_id",
    providerId: "provider_id",
    userId: "user_id",
    accessToken: "access_token",
    refreshToken: "refresh_token",
    idToken: "id_token",
    accessTokenExpiresAt: "access_token_expires_at",
    refreshTokenExpiresAt: "refresh_token_expires_at",
    createdAt: "created_at",
    updatedAt: "updated_at",
  },
} as const;

const VERIFICATION_MODEL = {
  modelName: "verifications",
  fields: { expiresAt: "expires_at", createdAt: "created_at", updatedAt: "updated_at" },
} as const;

/** The idle lifetime, and how old a session's expiry may get before a use slides it (session.server.ts too). */
export function sessionTiming(cfg: AppConfig) {
  return {
    expiresInSeconds: cfg.SESSION_IDLE_HOURS * 3600,
    // Slide the idle expiry at most once an hour (one write per hour per active session).
    updateAgeSeconds: Math.min(3600, cfg.SESSION_IDLE_HOURS * 1800),
  };
}

/** Sessions: our table, the idle lifetime from the configuration, no cookie cache (the database decides). */
function sessionOptions(cfg: AppConfig) {
  const { expiresInSeconds, updateAgeSeconds } = sessionTiming(cfg);
  return {
    modelName: "sessions",
    fields: {
      expiresAt: "expires_at",
      createdAt: "created_at",
      updatedAt: "updated_at",
      ipAddress: "ip_address",
      userAgent: "user_agent",
      userId: "user_id",
    },
    expiresIn: expiresInSeconds,
    updateAge: updateAgeSeconds,
    cookieCache: { enabled: false },
  };
}

/** Email and password sign-in: confirmation required, and the reset mail. */
function passwordOptions(cfg: AppConfig) {
  return {
    enabled: true,
    minPasswordLength: MIN_PASSWORD_LENGTH,
    maxPasswordLength: 128,
    password: passwordHashing(cfg.NODE_ENV === "test"),
    requireEmailVerification: true,
    autoSignIn: false,
    revokeSessionsOnPasswordReset: true,
    resetPasswordTokenExpiresIn: 3600,
    sendResetPassword: async ({ user, token }: { user: { email: string; locale?: unknown }; token: string }) => {
      const locale = await memberLocale(user);
      const url = `${cfg.siteUrl}${localizePath("/auth/reset", locale)}?token=${encodeURIComponent(token)}`;
      const t = ACCOUNT_MAIL_TEXTS[locale];
      await sendMail({ to: user.email, subject: t.resetSubject(cfg.SITE_NAME), text: t.reset(cfg.SITE_NAME, url) });
    },
  };
}

/** The confirmation mail sent at sign-up (and on request). */
function verificationOptions(cfg: AppConfig) {
  return {
    sendOnSignUp: true,
    // Opening the emailed link signs the member in (issue 19 point 12): the first time only; a link
    // opened again once the address is confirmed only says so.
    autoSignInAfterVerification: true,
    expiresIn: 24 * 3600,
    sendVerificationEmail: async ({ user, token }: { user: { email: string; locale?: unknown }; token: string }) => {
      const locale = await memberLocale(user);
      const url = `${cfg.siteUrl}${localizePath("/auth/confirm", locale)}?token=${encodeURIComponent(token)}`;
      const t = ACCOUNT_MAIL_TEXTS[locale];
      await sendMail({ to: user.email, subject: t.confirmSubject(cfg.SITE_NAME), text: t.confirm(cfg.SITE_NAME, url) });
    },
  };
}

/**
 * Whatever a JSON client sends at sign-up: a clean name, a normalised email, and no avatar URL
 * (avatars are only ever our own re-encoded uploads, set by /account).
 */
async function cleanNewUser<T extends { email: string; name: string; locale?: unknown }>(user: T) {
  const locale: Locale = isLocale(user.locale) ? user.locale : "en";
  return {
    data: { ...user, email: user.email.trim().toLowerCase(), name: cleanName(user.name), image: null, locale },
  };
}

/** Suspended accounts cannot start a session. */
async function refuseSuspendedSession({ APIError }: BetterAuthModules, session: { userId: string }) {
  const row = await getDb()
    .selectFrom("users")
    .select(["banned", "ban_expires"])
    .where("id", "=", session.userId)
    .executeTakeFirst();
  if (row && isBanActive(row.banned, row.ban_expires)) {
    throw new APIError("FORBIDDEN", { message: BANNED_MESSAGE, code: "ACCOUNT_SUSPENDED" });
  }
}

/** Common passwords are refused wherever a password is chosen. */
const refuseCommonPasswords = ({ APIError, createAuthMiddleware }: BetterAuthModules) =>
  createAuthMiddleware(async (ctx) => {
    if (ctx.path !== "/sign-up/email" && ctx.path !== "/reset-password" && ctx.path !== "/change-password") return;
    const body = (ctx.body ?? {}) as { password?: unknown; newPassword?: unknown };
    const chosen = ctx.path === "/sign-up/email" ? body.password : body.newPassword;
    if (typeof chosen === "string" && isCommonPassword(chosen)) {
      throw new APIError("BAD_REQUEST", { message: COMMON_PASSWORD_MESSAGE, code: "PASSWORD_TOO_COMMON" });
    }
  });

function advancedOptions(cfg: AppConfig) {
  return {
    useSecureCookies: cfg.siteUrl.startsWith("https://"),
    defaultCookieAttributes: { httpOnly: true, sameSite: "lax" as const, path: "/" },
    database: { generateId: () => crypto.randomUUID(), validateSchema: false },
    ipAddress: { disableIpTracking: !cfg.TRUST_PROXY, ipAddressHeaders: ["x-forwarded-for"] },
  };
}

function createAuth(modules: BetterAuthModules, db: Kysely<Database>) {
  const { betterAuth, kyselyAdapter } = modules;
  const cfg = config();
  return betterAuth({
    appName: cfg.SITE_NAME,
    baseURL: cfg.siteUrl,
    basePath: AUTH_BASE_PATH,
    secret: sessionSecret(),
    trustedOrigins: [cfg.siteUrl],
    // "sqlite" representation on both engines: ISO TEXT dates, 0/1 booleans (ADR 0003). No adapter
    // transactions: on SQLite the one connection would deadlock if better-auth queried outside one.
    database: kyselyAdapter(db, { type: "sqlite", transaction: false }),
    rateLimit: { enabled: false },
    user: USER_MODEL,
    session: sessionOptions(cfg),
    account: ACCOUNT_MODEL,
    verification: VERIFICATION_MODEL,
    emailAndPassword: passwordOptions(cfg),
    emailVerification: verificationOptions(cfg),
    databaseHooks: {
      user: { create: { before: cleanNewUser } },
      session: { create: { before: (session: { userId: string }) => refuseSuspendedSession(modules, session) } },
    },
    hooks: { before: refuseCommonPasswords(modules) },
    advanced: advancedOptions(cfg),
    telemetry: { enabled: false },
  });
}

/** Trimmed, single-spaced, without control characters or angle brackets, at most 80 characters. */
export function cleanName(name: unknown): string {
  return (typeof name === "string" ? name : "")
    .replace(/[\p{Cc}<>]/gu, "")
    .trim()
    .replace(/\s+/g, " ")
    .slice(0, MAX_NAME_LENGTH);
}

export const BANNED_MESSAGE = "This account has been suspended. Contact us if you think this is a mistake.";

export function isBanActive(banned: number | boolean, banExpires: string | Date | null | undefined): boolean {
  if (!banned) return false;
  if (!banExpires) return true;
  const until = banExpires instanceof Date ? banExpires.getTime() : Date.parse(banExpires);
  return Number.isNaN(until) || until > Date.now();
}

export type Auth = ReturnType<typeof createAuth>;

// One instance per database (tests swap databases with setDbForTests) and configuration.
const instances = new WeakMap<Kysely<Database>, { key: string; auth: Auth }>();

/** The better-auth instance for the current database (loaded and created on first use, never at import time). */
export async function getAuth(): Promise<Auth> {
  const modules = await loadBetterAuth();
  const db = getDb();
  const cfg = config();
  const key = `${cfg.siteUrl}|${cfg.SESSION_IDLE_HOURS}|${cfg.TRUST_PROXY}|${sessionSecret()}`;
  const existing = instances.get(db);
  if (existing?.key === key) return existing.auth;
  const auth = createAuth(modules, db);
  instances.set(db, { key, auth });
  return auth;
}

/** Deletes sessions past their idle expiry or their absolute lifetime (run by the job worker). */
export async function deleteEndedSessions(db: Kysely<Database> = getDb(), now = new Date()): Promise<number> {
  const oldest = new Date(now.getTime() - config().SESSION_ABSOLUTE_HOURS * 3_600_000).toISOString();
  const result = await db
    .deleteFrom("sessions")
    .where((eb) => eb.or([eb("expires_at", "<", now.toISOString()), eb("created_at", "<", oldest)]))
    .executeTakeFirst();
  await db.deleteFrom("verifications").where("expires_at", "<", now.toISOString()).execute();
  return Number(result.numDeletedRows);
}

registerMaintenanceTask("sessions", (db) => deleteEndedSessions(db));
