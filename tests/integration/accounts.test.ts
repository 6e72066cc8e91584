import { readdirSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { sql } from "kysely";
import sharp from "sharp";
import { SMTPServer } from "smtp-server";
import { describe, expect, it, vi } from "vitest";
import {
  confirmEmail,
  LIMITS,
  requestPasswordReset,
  resendConfirmation,
  resetPassword,
  signIn,
  signOut,
  signUp,
} from "~/features/accounts/accounts.server.ts";
import { isCommonPassword } from "~/features/accounts/auth.server.ts";
import { getSessionUser, requireActiveUser, requireAdmin, requireUser } from "~/features/accounts/session.server.ts";
import { TEXTS } from "~/features/accounts/texts.ts";
import { ConfigError, loadConfig, resetConfigForTests } from "~/lib/config.server.ts";
import { runDueJobs } from "~/lib/jobs.server.ts";
import * as accountData from "~/routes/account.data.ts";
import * as accountRoute from "~/routes/account.tsx";
import * as apiAuth from "~/routes/api.auth.ts";
import * as authRoute from "~/routes/auth.tsx";
import { post as formPost, get, rawPost, readResult, routeArgs, SITE } from "../support/route-harness.ts";
import { createTestSession, createTestUser, TEST_PASSWORD } from "./accounts-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";

/** A GET of `pathname` (the sign-in page by default) with `cookie`'s session. */
const req = (pathname = "/auth", cookie?: string): Request => get(pathname, { cookie });

/** "name=value" of the session cookie set by a response's headers. */
function sessionCookie(headers: Headers | undefined): string {
  const set = headers?.getSetCookie().find((c) => c.includes("session_token="));
  if (!set) throw new Error("no session cookie set");
  return set.split(";")[0] ?? "";
}

/** Delivers queued mail to DATA_DIR/outbox and returns the newest link matching `pattern`. */
async function linkFromOutbox(dataDir: string, to: string, pattern: RegExp): Promise<string> {
  await runDueJobs();
  const dir = path.join(dataDir, "outbox");
  const files = readdirSync(dir).sort();
  for (const file of files.reverse()) {
    const raw = readFileSync(path.join(dir, file), "utf8").replace(/=\r?\n/g, "");
    if (!raw.includes(to)) continue;
    const match = raw.match(pattern);
    if (match) return match[0].replace(/=3D/g, "=");
  }
  throw new Error(`no mail to ${to} matching ${pattern}`);
}

/** Delivers queued mail and returns every link matching `pattern` in mail to `to`. */
async function linksFromOutbox(dataDir: string, to: string, pattern: RegExp): Promise<string[]> {
  await runDueJobs();
  const dir = path.join(dataDir, "outbox");
  const global = new RegExp(pattern.source, "g");
  return readdirSync(dir).flatMap((file) => {
    const raw = readFileSync(path.join(dir, file), "utf8").replace(/=\r?\n/g, "");
    return raw.includes(to) ? [...raw.matchAll(global)].map((m) => m[0].replace(/=3D/g, "=")) : [];
  });
}

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter % 250}`;

describeBothDatabases("accounts", (getDb, ctx) => {
  it("signs up, refuses sign-in until confirmed, confirms by emailed link, signs in and out", async () => {
    const email = `ann-${ctx.dialect}@example.com`;
    const up = await signUp(req(), freshIp(), { name: "Ann", email, password: "sulawesi-trip-2026" });
    expect(up).toEqual({ ok: true });

    const row = await getDb().selectFrom("users").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
    expect(row.email_verified).toBe(0);
    expect(row.role).toBe("user");
    expect(row.user_category).toBe("traveller");
    expect(row.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    const early = await signIn(req(), freshIp(), { email, password: "sulawesi-trip-2026" });
    expect(early).toMatchObject({ ok: false, status: 403, ...TEXTS.en.emailNotConfirmed });

    const link = await linkFromOutbox(ctx.dataDir(), email, /http:\/\/localhost:3000\/auth\/confirm\?token=[^\s"<]+/);
    const token = new URL(link).searchParams.get("token") ?? "";
    // Opening the link signs the member in (issue 19 point 12): a session cookie that works.
    const confirmed = await confirmEmail(req(), token);
    expect(confirmed).toMatchObject({ ok: true, signedIn: true });
    const confirmedUser = await getSessionUser(
      req("/account", sessionCookie(confirmed.ok ? confirmed.headers : undefined)),
    );
    expect(confirmedUser).toMatchObject({ email, name: "Ann" });
    // The same link again confirms nothing new and signs no one in.
    expect(await confirmEmail(req(), token)).toMatchObject({ ok: true, signedIn: false });
    const verified = await getDb()
      .selectFrom("users")
      .select("email_verified")
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(verified.email_verified).toBe(1);

    const wrong = await signIn(req(), freshIp(), { email, password: "not-the-password" });
    expect(wrong).toMatchObject({ ok: false, status: 401, ...TEXTS.en.signInFailed });

    const ok = await signIn(req(), freshIp(), { email, password: "sulawesi-trip-2026" });
    expect(ok.ok).toBe(true);
    const cookie = sessionCookie(ok.ok ? ok.headers : undefined);
    const user = await getSessionUser(req("/account", cookie));
    expect(user).toMatchObject({
      email,
      name: "Ann",
      displayName: "Ann",
      role: "user",
      banned: false,
      userCategory: "traveller",
    });
    expect(user?.createdAt).toMatch(/Z$/);

    // Sign out deletes the session: the copied cookie is worthless afterwards.
    await signOut(req("/auth", cookie));
    expect(await getSessionUser(req("/account", cookie))).toBeNull();
  });

  it("answers a duplicate sign-up with 'Account exists'", async () => {
    const { user } = await createTestUser(getDb());
    const again = await signUp(req(), freshIp(), { name: "", email: user.email, password: "another-long-pass" });
    expect(again).toMatchObject({ ok: false, ...TEXTS.en.accountExists });
  });

  it("rejects common passwords with a clear message", async () => {
    expect(isCommonPassword("password1")).toBe(true);
    expect(isCommonPassword("Sulawesi-Trip-2026!")).toBe(false);
    const result = await signUp(req(), freshIp(), { name: "", email: "common@example.com", password: "123456789" });
    expect(result).toMatchObject({ ok: false, status: 400 });
    if (!result.ok) expect(result.description).toContain("most commonly used passwords");
  });

  it("ignores role, banned and category fields sent to the sign-up API", async () => {
    const { getAuth } = await import("~/features/accounts/auth.server.ts");
    const email = `sneaky-${ctx.dialect}@example.com`;
    // better-auth drops fields marked input: false (or refuses them); either way nothing is stored.
    await (await getAuth()).api
      .signUpEmail({
        body: {
          name: "x",
          email,
          password: "sneaky-long-password",
          role: "admin",
          banned: true,
          userCategory: "business",
          emailVerified: true,
        } as never,
      })
      .catch(() => null);
    const row = await getDb()
      .selectFrom("users")
      .select(["role", "banned", "user_category", "email_verified"])
      .where("email", "=", email)
      .executeTakeFirst();
    expect(row).toMatchObject({ banned: 0, user_category: "traveller", email_verified: 0 });
    expect(row?.role ?? "user").toBe("user");
  });

  it("resets a password once per emailed token and ends the account's sessions", async () => {
    const { user, cookie } = await createTestUser(getDb());
    expect(await getSessionUser(req("/", cookie))).not.toBeNull();
    expect(await requestPasswordReset(freshIp(), user.email)).toEqual({ ok: true });
    const link = await linkFromOutbox(
      ctx.dataDir(),
      user.email,
      /http:\/\/localhost:3000\/auth\/reset\?token=[^\s"<]+/,
    );
    const token = new URL(link).searchParams.get("token") ?? "";

    expect(await resetPassword(freshIp(), token, "brand-new-secret-77")).toEqual({ ok: true });
    expect(await getSessionUser(req("/", cookie))).toBeNull();
    const reuse = await resetPassword(freshIp(), token, "another-secret-88");
    expect(reuse).toMatchObject({ ok: false, status: 400, title: "Reset failed" });

    expect((await signIn(req(), freshIp(), { email: user.email, password: "brand-new-secret-77" })).ok).toBe(true);
    expect((await signIn(req(), freshIp(), { email: user.email, password: "another-secret-88" })).ok).toBe(false);
  });

  it("refuses a reset link after its hour, and the password stays the same", async () => {
    const { user } = await createTestUser(getDb());
    expect(await requestPasswordReset(freshIp(), user.email)).toEqual({ ok: true });
    const link = await linkFromOutbox(
      ctx.dataDir(),
      user.email,
      /http:\/\/localhost:3000\/auth\/reset\?token=[^\s"<]+/,
    );
    const token = new URL(link).searchParams.get("token") ?? "";
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 61 * 60_000);
    try {
      const late = await resetPassword(freshIp(), token, "too-late-secret-1");
      expect(late).toMatchObject({
        ok: false,
        status: 400,
        title: "Reset failed",
        description: "This reset link is invalid, expired or already used. Please ask for a new one.",
      });
    } finally {
      vi.useRealTimers();
    }
    expect((await signIn(req(), freshIp(), { email: user.email, password: TEST_PASSWORD })).ok).toBe(true);
    expect((await signIn(req(), freshIp(), { email: user.email, password: "too-late-secret-1" })).ok).toBe(false);
  });

  it("refuses a confirmation link after 24 hours; a resent link works", async () => {
    const email = `late-${ctx.dialect}@example.com`;
    expect(await signUp(req(), freshIp(), { name: "", email, password: "late-confirm-pass-1" })).toEqual({ ok: true });
    const pattern = /http:\/\/localhost:3000\/auth\/confirm\?token=[^\s"<]+/;
    const first = new URL(await linkFromOutbox(ctx.dataDir(), email, pattern)).searchParams.get("token") ?? "";
    const row = () =>
      getDb().selectFrom("users").select("email_verified").where("email", "=", email).executeTakeFirstOrThrow();

    // A day later the first link has expired; sign-in offers a resend, whose new link works.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 25 * 3_600_000);
    try {
      expect(await confirmEmail(req(), first)).toMatchObject({
        ok: false,
        status: 400,
        title: "Confirmation failed",
        description: "This confirmation link is invalid or has expired. Sign in to get a new one.",
      });
      expect((await row()).email_verified).toBe(0);
      const refused = await signIn(req(), freshIp(), { email, password: "late-confirm-pass-1" });
      expect(refused).toMatchObject({ ok: false, code: "EMAIL_NOT_VERIFIED" });
      expect(await resendConfirmation(freshIp(), email)).toEqual({ ok: true });
      const tokens = new Set(
        (await linksFromOutbox(ctx.dataDir(), email, pattern)).map((l) => new URL(l).searchParams.get("token")),
      );
      expect(tokens.size).toBe(2);
      const fresh = [...tokens].find((t) => t !== first);
      expect(fresh).toBeTruthy();
      expect(await confirmEmail(req(), fresh!)).toMatchObject({ ok: true });
    } finally {
      vi.useRealTimers();
    }
    expect((await row()).email_verified).toBe(1);
    expect((await signIn(req(), freshIp(), { email, password: "late-confirm-pass-1" })).ok).toBe(true);
  });

  it("rate limits sign-in per account and address with 429 and a clear message", async () => {
    const { user } = await createTestUser(getDb());
    const ip = freshIp();
    let last: Awaited<ReturnType<typeof signIn>> | undefined;
    for (let i = 0; i <= LIMITS.signInAccountClient.limit; i++) {
      last = await signIn(req(), ip, { email: user.email, password: "wrong-password-x" });
    }
    expect(last).toMatchObject({ ok: false, status: 429, title: "Too many attempts" });
    if (last && !last.ok)
      expect(last.description).toMatch(/Too many attempts\. Please wait \d+ minutes? and try again\./);
    // The right password is refused too from that address while the window lasts; from another it works.
    const blocked = await signIn(req(), ip, { email: user.email, password: TEST_PASSWORD });
    expect(blocked).toMatchObject({ status: 429 });
    expect((await signIn(req(), freshIp(), { email: user.email, password: TEST_PASSWORD })).ok).toBe(true);
  }, 60_000);

  it("rate limits sign-up, resend and reset per IP", async () => {
    const ip = "203.0.113.77";
    let status = 0;
    for (let i = 0; i <= LIMITS.signUpIp.limit; i++) {
      const r = await signUp(req(), ip, {
        name: "",
        email: `rl${i}-${ctx.dialect}@example.com`,
        password: "fine-password-1x",
      });
      status = r.ok ? 200 : r.status;
    }
    expect(status).toBe(429);
    for (let i = 0; i <= LIMITS.resendIp.limit; i++) {
      const r = await resendConfirmation(ip, `x${i}@example.com`);
      status = r.ok ? 200 : r.status;
    }
    expect(status).toBe(429);
    for (let i = 0; i <= LIMITS.resetIp.limit; i++) {
      const r = await requestPasswordReset(ip, `y${i}@example.com`);
      status = r.ok ? 200 : r.status;
    }
    expect(status).toBe(429);
  });

  it("refuses banned users a session and gives roles their guards", async () => {
    const banned = await createTestUser(getDb(), { banned: true });
    const result = await signIn(req(), freshIp(), { email: banned.user.email, password: TEST_PASSWORD });
    expect(result).toMatchObject({ ok: false, status: 403 });
    await expect(requireActiveUser(req("/community", banned.cookie))).rejects.toMatchObject({ status: 403 });

    const plain = await createTestUser(getDb(), { name: "" });
    const me = await requireUser(req("/x", plain.cookie));
    expect(me.displayName).toBe("Traveller");
    await expect(requireAdmin(req("/admin", plain.cookie))).rejects.toMatchObject({ status: 403 });
    await expect(requireAdmin(req("/admin"))).rejects.toMatchObject({ status: 401 });
    const redirect = await requireUser(req("/account?tab=1")).catch((r: Response) => r);
    expect((redirect as Response).headers.get("Location")).toBe("/auth?redirectTo=%2Faccount%3Ftab%3D1");

    const admin = await createTestUser(getDb(), { role: "admin" });
    expect((await requireAdmin(req("/admin", admin.cookie))).role).toBe("admin");
  });

  it("ends a session after its idle lifetime", async () => {
    const { user, cookie } = await createTestUser(getDb());
    await getDb()
      .updateTable("sessions")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("user_id", "=", user.id)
      .execute();
    expect(await getSessionUser(req("/", cookie))).toBeNull();
  });

  it("ends a session after its absolute lifetime", async () => {
    const { user, cookie } = await createTestUser(getDb());
    await getDb()
      .updateTable("sessions")
      .set({ created_at: new Date(Date.now() - 31 * 86_400_000).toISOString() })
      .where("user_id", "=", user.id)
      .execute();
    expect(await getSessionUser(req("/", cookie))).toBeNull();
    const left = await getDb().selectFrom("sessions").select("id").where("user_id", "=", user.id).execute();
    expect(left).toHaveLength(0);
  });
});

describe("accounts without a database", () => {
  it("treats a request without a cookie as a visitor", async () => {
    expect(await getSessionUser(get("/"))).toBeNull();
  });

  it("refuses to start in production unless session cookies can be Secure (https, or a loopback origin)", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const prod = (env: Record<string, string>) => loadConfig({ NODE_ENV: "production", ...env });
      expect(prod({ SITE_URL: "https://sulawesi.example" }).siteUrl).toBe("https://sulawesi.example");
      expect(() => prod({ SITE_URL: "http://sulawesi.example" })).toThrow(
        /SITE_URL: must be an https:\/\/ URL in production/,
      );
      expect(() => prod({ SITE_URL: "http://203.0.113.5:3000" })).toThrow(ConfigError);
      expect(warn).not.toHaveBeenCalled();
      // A production build tried on this machine (the browser and fault tests): allowed, with a warning.
      for (const url of ["http://localhost:4000", "http://127.0.0.1:4000", "http://[::1]:4000"]) {
        expect(prod({ SITE_URL: url }).siteUrl).toBe(url);
      }
      expect(prod({}).siteUrl).toBe("http://localhost:3000");
      expect(warn).toHaveBeenCalledTimes(4);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/without Secure/);
      // Development and tests may use any http origin.
      expect(loadConfig({ NODE_ENV: "development", SITE_URL: "http://sulawesi.test" }).siteUrl).toBe(
        "http://sulawesi.test",
      );
    } finally {
      warn.mockRestore();
    }
  });

  it("refuses an idle lifetime longer than the absolute lifetime", () => {
    expect(() => loadConfig({ SESSION_IDLE_HOURS: "200", SESSION_ABSOLUTE_HOURS: "100" })).toThrow(
      /SESSION_IDLE_HOURS: must not be more than SESSION_ABSOLUTE_HOURS \(200 > 100\)/,
    );
    expect(loadConfig({ SESSION_IDLE_HOURS: "100", SESSION_ABSOLUTE_HOURS: "100" }).SESSION_IDLE_HOURS).toBe(100);
    expect(() => loadConfig({ SESSION_ABSOLUTE_HOURS: "721" })).toThrow(ConfigError);
  });
});

// --- The /auth and /account route actions, as a browser without JavaScript submits them ---

/** Every route call below comes from this client address unless a test gives another. */
const CLIENT_IP = "192.0.2.10";

/** A JSON client's `POST /api/auth/sign-out` with `cookie`. */
async function apiSignOut(cookie: string): Promise<Response> {
  const request = rawPost("/api/auth/sign-out", null, null, { cookie });
  return (await apiAuth.action(routeArgs(request, {}, CLIENT_IP))) as Response;
}

describeBothDatabases("accounts routes", (getDb) => {
  it("signs in without JavaScript: 302 to redirectTo with Welcome! and a HttpOnly, SameSite=Lax cookie", async () => {
    const { user } = await createTestUser(getDb());
    const out = await readResult(
      await authRoute.action(
        routeArgs(
          formPost(`${SITE}/auth?redirectTo=%2Fcommunity%3Fsort%3Dnewest`, {
            intent: "signin",
            email: user.email.toUpperCase(),
            password: TEST_PASSWORD,
          }),
          {},
          CLIENT_IP,
        ),
      ),
    );
    expect(out.status).toBe(302);
    expect(out.response?.headers.get("Location")).toBe("/community?sort=newest");
    const cookies = out.response?.headers.getSetCookie() ?? [];
    const session = cookies.find((c) => c.includes("session_token="));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).not.toMatch(/Secure/);
    // The browser keeps it for the absolute lifetime (30 days by default); the database decides.
    expect(session).toMatch(/Max-Age=2592000/);
    expect(cookies.some((c) => c.startsWith("toast="))).toBe(true);
  });

  it("never redirects off-site after sign-in", async () => {
    const { user } = await createTestUser(getDb());
    const out = await readResult(
      await authRoute.action(
        routeArgs(
          formPost(`${SITE}/auth`, {
            intent: "signin",
            email: user.email,
            password: TEST_PASSWORD,
            redirectTo: "//evil.example/x",
          }),
          {},
          CLIENT_IP,
        ),
      ),
    );
    expect(out.response?.headers.get("Location")).toBe("/community");
  });

  it("answers bad sign-in input with the spec's texts and 4xx", async () => {
    const { user } = await createTestUser(getDb(), { emailVerified: false });
    const wrong = await readResult(
      await authRoute.action(
        routeArgs(
          formPost(`${SITE}/auth`, { intent: "signin", email: "nobody@example.com", password: "whatever1" }),
          {},
          CLIENT_IP,
        ),
      ),
    );
    expect(wrong.status).toBe(401);
    expect(wrong.data.toast).toMatchObject({
      title: "Sign in failed",
      description: "Invalid email or password. Please try again.",
    });

    const unconfirmed = await readResult(
      await authRoute.action(
        routeArgs(
          formPost(`${SITE}/auth`, { intent: "signin", email: user.email, password: TEST_PASSWORD }),
          {},
          CLIENT_IP,
        ),
      ),
    );
    expect(unconfirmed.status).toBe(403);
    expect(unconfirmed.data.toast).toMatchObject({
      title: "Email not confirmed",
      description: "Please check your email and click the confirmation link before signing in.",
    });
    expect(unconfirmed.data.unconfirmedEmail).toBe(user.email);

    const empty = await readResult(
      await authRoute.action(routeArgs(formPost(`${SITE}/auth`, { intent: "signin" }), {}, CLIENT_IP)),
    );
    expect(empty.status).toBe(400);
    expect(empty.data.fieldErrors).toMatchObject({
      email: "Please enter your email address.",
      password: "Please enter your password.",
    });

    const garbage = await readResult(
      await authRoute.action(routeArgs(formPost(`${SITE}/auth`, { intent: "nonsense" }), {}, CLIENT_IP)),
    );
    expect(garbage.status).toBe(400);
  });

  it("signs up with 'Account created!' and refuses a short password and a duplicate", async () => {
    const email = `new-${Date.now()}@example.com`;
    const created = await readResult(
      await authRoute.action(
        routeArgs(
          formPost(`${SITE}/auth`, { intent: "signup", name: "", email, password: "long-enough-pw" }),
          {},
          "192.0.2.50",
        ),
      ),
    );
    expect(created.status).toBe(200);
    expect(created.data.toast).toMatchObject({ title: "Account created!" });

    const short = await readResult(
      await authRoute.action(
        routeArgs(
          formPost(`${SITE}/auth`, { intent: "signup", email: "s@example.com", password: "abc" }),
          {},
          "192.0.2.50",
        ),
      ),
    );
    expect(short.status).toBe(400);
    expect(short.data.fieldErrors).toMatchObject({ password: "Your password must be at least 6 characters." });

    const dup = await readResult(
      await authRoute.action(
        routeArgs(formPost(`${SITE}/auth`, { intent: "signup", email, password: "other-long-pw" }), {}, "192.0.2.50"),
      ),
    );
    expect(dup.status).toBe(409);
    expect(dup.data.toast).toMatchObject({
      title: "Account exists",
      description: "This email is already registered. Please sign in instead.",
    });
  });

  it("signs out: 'Signed out', to /, and the old cookie is refused afterwards", async () => {
    const { cookie } = await createTestUser(getDb());
    expect(await getSessionUser(req("/", cookie))).not.toBeNull();
    const out = await readResult(
      await authRoute.action(routeArgs(formPost(`${SITE}/auth`, { intent: "signout" }, { cookie }), {}, CLIENT_IP)),
    );
    expect(out.response?.headers.get("Location")).toBe("/");
    expect(await getSessionUser(req("/", cookie))).toBeNull();

    // And through the JSON endpoint: success, the cookie cleared, the session gone.
    const other = await createTestUser(getDb());
    const json = await apiSignOut(other.cookie);
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ success: true });
    expect(json.headers.getSetCookie().join("\n")).toMatch(/session_token=;.*Max-Age=0/i);
    expect(await getSessionUser(req("/", other.cookie))).toBeNull();
  });

  it("refuses a cross-site form post", async () => {
    const request = formPost("/auth", { intent: "signout" }, { origin: "https://evil.example" });
    await expect(authRoute.action(routeArgs(request, {}, CLIENT_IP))).rejects.toMatchObject({ status: 403 });
  });

  it("ignores role and banned fields in a profile update", async () => {
    const { user, cookie } = await createTestUser(getDb());
    const out = await readResult(
      await accountRoute.action(
        routeArgs(
          formPost(
            `${SITE}/account`,
            {
              intent: "profile",
              name: "  New   Name ",
              userCategory: "photographer",
              role: "admin",
              banned: "1",
              email: "x@evil.example",
            },
            { cookie },
          ),
          {},
          CLIENT_IP,
        ),
      ),
    );
    expect(out.status).toBe(302);
    const row = await getDb().selectFrom("users").selectAll().where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: "New Name",
      user_category: "photographer",
      role: "user",
      banned: 0,
      email: user.email,
    });

    const bad = await readResult(
      await accountRoute.action(
        routeArgs(formPost(`${SITE}/account`, { intent: "profile", userCategory: "admin" }, { cookie }), {}, CLIENT_IP),
      ),
    );
    expect(bad.status).toBe(400);
  });

  it("uploads an avatar re-encoded as a 256 px WebP and refuses a non-image", async () => {
    const { user, cookie } = await createTestUser(getDb());
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#0b3f59" } })
      .png()
      .toBuffer();
    const upload = (bytes: Uint8Array, name: string, type: string) => {
      const form = new FormData();
      form.set("intent", "avatar");
      form.set("avatar", new File([bytes as Uint8Array<ArrayBuffer>], name, { type }));
      return rawPost("/account", form, null, { cookie });
    };
    const ok = await readResult(
      await accountRoute.action(routeArgs(upload(png, "me.png", "image/png"), {}, CLIENT_IP)),
    );
    expect(ok.status).toBe(302);
    const row = await getDb().selectFrom("users").select("image").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.image).toMatch(/^\/media\/[0-9a-f]{2}\/[0-9a-f]{32}-256\.webp$/);

    const fake = await readResult(
      await accountRoute.action(
        routeArgs(upload(new TextEncoder().encode("<svg onload=alert(1)>"), "x.png", "image/png"), {}, CLIENT_IP),
      ),
    );
    expect(fake.status).toBe(400);
    expect(String((fake.data.toast as { description: string }).description)).toMatch(/not an image|JPEG, PNG/);
  });

  it("changes the password, exports data and deletes the account with its sessions", async () => {
    const { user, cookie } = await createTestUser(getDb());
    const other = await createTestSession(getDb(), user.id);
    const changed = await readResult(
      await accountRoute.action(
        routeArgs(
          formPost(
            `${SITE}/account`,
            { intent: "password", currentPassword: TEST_PASSWORD, newPassword: "a-new-password-9" },
            { cookie },
          ),
          {},
          CLIENT_IP,
        ),
      ),
    );
    expect(changed.status).toBe(302);
    expect(await getSessionUser(req("/", other))).toBeNull();
    const fresh = sessionCookie(changed.response?.headers);

    const exported = await accountData.loader(routeArgs(req("/account/data.json", fresh)));
    expect(exported.headers.get("Content-Disposition")).toMatch(/attachment/);
    const json = (await exported.json()) as { profile: { email: string } };
    expect(json.profile.email).toBe(user.email);

    const refused = await readResult(
      await accountRoute.action(
        routeArgs(
          formPost(`${SITE}/account`, { intent: "delete", confirm: "yes", password: "wrong" }, { cookie: fresh }),
          {},
          CLIENT_IP,
        ),
      ),
    );
    expect(refused.status).toBe(400);
    const deleted = await readResult(
      await accountRoute.action(
        routeArgs(
          formPost(
            `${SITE}/account`,
            { intent: "delete", confirm: "yes", password: "a-new-password-9" },
            { cookie: fresh },
          ),
          {},
          CLIENT_IP,
        ),
      ),
    );
    expect(deleted.response?.headers.get("Location")).toBe("/");
    expect(await getDb().selectFrom("users").select("id").where("id", "=", user.id).executeTakeFirst()).toBeUndefined();
    expect(await getDb().selectFrom("sessions").select("id").where("user_id", "=", user.id).execute()).toHaveLength(0);
    expect(await getSessionUser(req("/", fresh))).toBeNull();
  });

  it("sets Secure (and the __Secure- prefix) on the session cookie when SITE_URL is https", async () => {
    process.env.SITE_URL = "https://sulawesi.example";
    resetConfigForTests();
    try {
      const { user } = await createTestUser(getDb());
      const request = formPost("https://sulawesi.example/auth", {
        intent: "signin",
        email: user.email,
        password: TEST_PASSWORD,
      });
      const out = await readResult(await authRoute.action(routeArgs(request, {}, CLIENT_IP)));
      const session = out.response?.headers.getSetCookie().find((c) => c.includes("session_token="));
      expect(session).toMatch(/^__Secure-/);
      expect(session).toMatch(/; Secure/i);
      expect(session).toMatch(/HttpOnly/i);
      expect(session).toMatch(/SameSite=Lax/i);
    } finally {
      delete process.env.SITE_URL;
      resetConfigForTests();
    }
  });

  it("exposes only the endpoints the site uses, and cleans what a JSON sign-up stores", async () => {
    const post = (sub: string, body: unknown, cookie?: string) =>
      rawPost(`/api/auth${sub}`, JSON.stringify(body), "application/json", { cookie });
    const { cookie } = await createTestUser(getDb());
    const update = await apiAuth.action(
      routeArgs(post("/update-user", { image: "https://evil.example/x.png" }, cookie), {}, "192.0.2.120"),
    );
    expect((update as Response).status).toBe(404);
    const email = `json-${Date.now()}@example.com`;
    const signUpResponse = await apiAuth.action(
      routeArgs(
        post("/sign-up/email", {
          name: "  <b>Eve</b>\u0007  ",
          email,
          password: "json-client-pass-1",
          image: "https://evil.example/track.png",
        }),
        {},
        "192.0.2.121",
      ),
    );
    expect((signUpResponse as Response).status).toBe(200);
    const row = await getDb()
      .selectFrom("users")
      .select(["name", "image", "role"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: "bEve/b", image: null, role: "user" });
    const crossSite = rawPost("/api/auth/sign-out", null, null, { origin: "https://evil.example" });
    await expect(apiAuth.action(routeArgs(crossSite, {}, CLIENT_IP))).rejects.toMatchObject({ status: 403 });
  });

  it("rate limits the /api/auth endpoints too (429)", async () => {
    let status = 0;
    for (let i = 0; i <= LIMITS.signUpIp.limit; i++) {
      const body = {
        name: "",
        email: `api${i}-${Date.now()}@example.com`,
        password: "api-long-password",
        role: "admin",
      };
      const request = rawPost("/api/auth/sign-up/email", JSON.stringify(body), "application/json");
      const result = await apiAuth.action(routeArgs(request, {}, "192.0.2.99"));
      status = (await readResult(result)).status;
    }
    expect(status).toBe(429);
    const roles = await getDb().selectFrom("users").select("role").where("email", "like", "api%").execute();
    expect(roles.every((r) => r.role === "user")).toBe(true);
  });
});

describeBothDatabases("accounts: /api/auth follows the pages' rules", (getDb, ctx) => {
  const apiPost = (sub: string, body: unknown, cookie?: string) =>
    rawPost(`/api/auth${sub}`, JSON.stringify(body), "application/json", { cookie });
  const callApi = async (request: Request, ip: string) => readResult(await apiAuth.action(routeArgs(request, {}, ip)));

  it("limits /change-password per user, shared with the /account page, and answers 429 as better-auth clients expect", async () => {
    const { cookie } = await createTestUser(getDb());
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.passwordChangeUser.limit; i++) {
      // A new IP each time: the limit is the account's.
      const out = await callApi(
        apiPost("/change-password", { currentPassword: "wrong-one-1", newPassword: "whatever-new-1" }, cookie),
        `198.18.0.${i + 1}`,
      );
      statuses.push(out.status);
    }
    expect(statuses.every((s) => s === 400 || s === 401)).toBe(true);
    const limited = await callApi(
      apiPost("/change-password", { currentPassword: TEST_PASSWORD, newPassword: "whatever-new-1" }, cookie),
      "198.18.0.99",
    );
    expect(limited.status).toBe(429);
    expect(limited.data).toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: expect.stringMatching(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/),
      retryAfterSeconds: expect.any(Number),
    });
    // The page counts against the same limit.
    const page = await readResult(
      await accountRoute.action(
        routeArgs(
          formPost(
            `${SITE}/account`,
            { intent: "password", currentPassword: TEST_PASSWORD, newPassword: "whatever-new-1" },
            { cookie },
          ),
          {},
          CLIENT_IP,
        ),
      ),
    );
    expect(page.status).toBe(429);
  });

  it("limits /send-verification-email and /request-password-reset per email, whatever the IP", async () => {
    for (const [sub, rule] of [
      ["/send-verification-email", LIMITS.resendEmail],
      ["/request-password-reset", LIMITS.resetEmail],
    ] as const) {
      const email = `target-${sub.length}-${ctx.dialect}@example.com`;
      const statuses: number[] = [];
      for (let i = 0; i <= rule.limit; i++) {
        const out = await callApi(
          apiPost(sub, { email: i % 2 ? email.toUpperCase() : email }),
          `198.19.${sub.length}.${i + 1}`,
        );
        statuses.push(out.status);
      }
      expect(statuses.slice(0, rule.limit).every((s) => s === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      // The page's limit is the same counter.
      const page =
        sub === "/send-verification-email"
          ? await resendConfirmation("198.19.200.1", email)
          : await requestPasswordReset("198.19.200.2", email);
      expect(page).toMatchObject({ ok: false, status: 429 });
    }
    await runDueJobs();
  });

  it("refuses a session past its absolute lifetime on every /api/auth endpoint, and deletes it", async () => {
    const { user, cookie } = await createTestUser(getDb());
    const apiGet = (sub: string) => get(`/api/auth${sub}`, { cookie });
    // Still fresh: better-auth answers with the session.
    const fresh = (await apiAuth.loader(routeArgs(apiGet("/get-session"), {}, CLIENT_IP))) as Response;
    expect(((await fresh.json()) as { user?: { id: string } } | null)?.user?.id).toBe(user.id);

    await getDb()
      .updateTable("sessions")
      .set({ created_at: new Date(Date.now() - 40 * 86_400_000).toISOString() })
      .where("user_id", "=", user.id)
      .execute();
    const old = (await apiAuth.loader(routeArgs(apiGet("/get-session"), {}, CLIENT_IP))) as Response;
    expect(await old.json()).toBeNull();
    expect(await getDb().selectFrom("sessions").select("id").where("user_id", "=", user.id).execute()).toHaveLength(0);

    // The other endpoints that need a session refuse it too (the row is gone).
    const list = (await apiAuth.loader(routeArgs(apiGet("/list-sessions"), {}, CLIENT_IP))) as Response;
    expect(list.status).toBe(401);
    const change = await callApi(
      apiPost("/change-password", { currentPassword: TEST_PASSWORD, newPassword: "after-expiry-1" }, cookie),
      "198.18.1.1",
    );
    expect(change.status).toBe(401);
  });

  it("says 'Error' with the message, not 'Signed out', when the session could not be deleted", async () => {
    const { user, cookie } = await createTestUser(getDb());
    // Make deleting sessions fail, as a database fault would.
    if (ctx.dialect === "sqlite") {
      await sql`create trigger no_session_delete before delete on sessions begin select raise(abort, 'disk I/O error'); end`.execute(
        getDb(),
      );
    } else {
      await sql`create function no_session_delete() returns trigger language plpgsql as $$ begin raise exception 'disk I/O error'; end $$`.execute(
        getDb(),
      );
      await sql`create trigger no_session_delete before delete on sessions for each row execute function no_session_delete()`.execute(
        getDb(),
      );
    }
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      for (const route of [authRoute, accountRoute]) {
        const path = route === authRoute ? "/auth" : "/account";
        const out = await readResult(
          await (route.action as typeof authRoute.action)(
            routeArgs(formPost(`${SITE}${path}`, { intent: "signout" }, { cookie }), {}, CLIENT_IP),
          ),
        );
        expect(out.status).toBe(503);
        expect(out.data.toast).toMatchObject({
          title: "Error",
          description: "We could not sign you out: your session is still active. Please try again.",
          variant: "destructive",
        });
        expect(out.response).toBeUndefined();
      }
      // JSON clients too: better-auth alone would answer success and leave the session working.
      const json = await apiSignOut(cookie);
      expect(json.status).toBe(503);
      expect(await json.json()).toEqual({
        code: "SIGN_OUT_FAILED",
        message: "We could not sign you out: your session is still active. Please try again.",
      });
    } finally {
      errors.mockRestore();
      await sql`drop trigger no_session_delete${ctx.dialect === "postgres" ? sql` on sessions` : sql``}`.execute(
        getDb(),
      );
      if (ctx.dialect === "postgres") await sql`drop function no_session_delete()`.execute(getDb());
    }
    expect((await getSessionUser(req("/", cookie)))?.id).toBe(user.id);
    // With the database healthy again, sign-out works.
    const out = await readResult(
      await authRoute.action(routeArgs(formPost(`${SITE}/auth`, { intent: "signout" }, { cookie }), {}, CLIENT_IP)),
    );
    expect(out.response?.headers.get("Location")).toBe("/");
    expect(await getSessionUser(req("/", cookie))).toBeNull();
  });
});

describeBothDatabases("accounts: operator and mail", (getDb) => {
  it("hashes admin:create passwords the way better-auth verifies them", async () => {
    const { hashPassword } = await import("better-auth/crypto");
    const { getAuth } = await import("~/features/accounts/auth.server.ts");
    const ctx = await (await getAuth()).$context;
    const hash = await hashPassword("operator-secret-1");
    expect(await ctx.password.verify({ hash, password: "operator-secret-1" })).toBe(true);
    expect(await ctx.password.verify({ hash, password: "operator-secret-2" })).toBe(false);
  });

  it("deletes the account's forum posts with it, as the privacy page promises", async () => {
    const { user, cookie } = await createTestUser(getDb());
    const now = new Date().toISOString();
    await getDb()
      .insertInto("posts")
      .values({
        id: crypto.randomUUID(),
        author_id: user.id,
        title: "Ferry to Togean",
        content: "Any news?",
        category: "transport",
        content_hash: "h",
        created_at: now,
        updated_at: now,
        edited_at: null,
      } as never)
      .execute();
    const out = await readResult(
      await accountRoute.action(
        routeArgs(
          formPost(`${SITE}/account`, { intent: "delete", confirm: "yes", password: TEST_PASSWORD }, { cookie }),
          {},
          CLIENT_IP,
        ),
      ),
    );
    expect(out.status).toBe(302);
    expect(await getDb().selectFrom("posts").select("id").where("author_id", "=", user.id).execute()).toHaveLength(0);
  });

  it("exports the user's posts with their media, comments, upvotes and newsletter subscription", async () => {
    const { user, cookie } = await createTestUser(getDb(), { email: `Export-${Date.now()}@example.com`.toLowerCase() });
    const someoneElse = await createTestUser(getDb());
    const now = new Date().toISOString();
    const postId = crypto.randomUUID();
    const otherPostId = crypto.randomUUID();
    for (const [id, author] of [
      [postId, user.id],
      [otherPostId, someoneElse.user.id],
    ] as const) {
      await getDb()
        .insertInto("posts")
        .values({
          id,
          author_id: author,
          title: `Post ${id.slice(0, 4)}`,
          content: "Ferry times",
          category: "transport",
          content_hash: id,
          created_at: now,
          updated_at: now,
          edited_at: null,
        } as never)
        .execute();
    }
    const media = (post: string, key: string) => ({
      id: crypto.randomUUID(),
      post_id: post,
      uploader_id: null,
      position: 0,
      kind: "image" as const,
      content_type: "image/webp",
      storage_key: key,
      width: 1200,
      height: 800,
      size_bytes: 12345,
      variants: "[]",
      original_name: "harbour.jpg",
      created_at: now,
    });
    await getDb()
      .insertInto("post_media")
      .values([media(postId, "ab/mine-1200.webp"), media(otherPostId, "cd/theirs-1200.webp")])
      .execute();
    await getDb()
      .insertInto("subscribers")
      .values({
        id: crypto.randomUUID(),
        email: user.email,
        name: "Me",
        source: "footer",
        created_at: now,
        unsubscribed_at: null,
      })
      .execute();

    const response = await accountData.loader(routeArgs(req("/account/data.json", cookie)));
    expect(response.status).toBe(200);
    const json = (await response.json()) as Record<string, unknown>;
    expect(json.posts).toEqual([expect.objectContaining({ id: postId })]);
    expect(json.postMedia).toEqual([
      expect.objectContaining({ post_id: postId, url: "/media/ab/mine-1200.webp", original_name: "harbour.jpg" }),
    ]);
    expect(json.newsletterSubscription).toMatchObject({
      email: user.email,
      name: "Me",
      source: "footer",
      status: "subscribed",
    });
    expect(json.comments).toEqual([]);
    expect(json.upvotes).toEqual([]);

    const other = (await (
      await accountData.loader(routeArgs(req("/account/data.json", someoneElse.cookie)))
    ).json()) as Record<string, unknown>;
    expect(other.newsletterSubscription).toBeNull();
    expect(other.postMedia).toEqual([expect.objectContaining({ url: "/media/cd/theirs-1200.webp" })]);
  });

  it("delivers the confirmation email over SMTP (loopback round trip)", async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData(stream, _session, callback) {
        let raw = "";
        stream.setEncoding("utf8");
        stream.on("data", (chunk: string) => {
          raw += chunk;
        });
        stream.on("end", () => {
          received.push(raw.replace(/=\r?\n/g, "").replace(/=3D/g, "="));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    process.env.SMTP_URL = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    resetConfigForTests();
    try {
      const email = `smtp-${Date.now()}@example.com`;
      const up = await signUp(req(), "192.0.2.200", { name: "Smtp", email, password: "smtp-round-trip-1" });
      expect(up.ok).toBe(true);
      await runDueJobs();
      const mail = received.find((m) => m.includes(email));
      expect(mail).toBeDefined();
      expect(mail).toMatch(/Subject: Confirm your .+ account/);
      const link = mail?.match(/http:\/\/localhost:3000\/auth\/confirm\?token=[^\s"<]+/)?.[0] ?? "";
      expect(await confirmEmail(req(), new URL(link).searchParams.get("token") ?? "")).toMatchObject({ ok: true });
    } finally {
      delete process.env.SMTP_URL;
      resetConfigForTests();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
