/**
 * Test users with real sessions, for any integration test:
 *
 * ```ts
 * const { user, cookie } = await createTestUser(getDb(), { role: "admin" });
 * const request = new Request("http://localhost/admin", { headers: { Cookie: cookie } });
 * ```
 * The user row is inserted directly (any role, banned flag, age), with a credential account whose
 * password is TEST_PASSWORD, and a session row whose signed token is in `cookie` ("name=value"),
 * exactly what a browser would send after signing in. Needs the database installed by the harness
 * (`getDb()` is what better-auth uses).
 */
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { getAuth } from "~/features/accounts/auth.server.ts";
import type { UserCategory } from "~/features/accounts/constants.ts";
import type { Database } from "~/lib/db/schema.ts";
import { sessionSecret } from "~/lib/secret.server.ts";

export const TEST_PASSWORD = "correct-horse-battery-staple";

export type TestUserOptions = {
  role?: "user" | "admin";
  banned?: boolean;
  emailVerified?: boolean;
  /** ISO timestamp; default now. */
  createdAt?: string;
  name?: string;
  userCategory?: UserCategory;
  email?: string;
  /**
   * The password is checked by a production server (the fault suite's): hashed at full cost, unmarked.
   * Otherwise it is hashed as tests hash (ADR 0041), which only a server with NODE_ENV=test accepts.
   */
  passwordForProductionServer?: boolean;
};

export type TestUser = {
  id: string;
  email: string;
  name: string;
  role: "user" | "admin";
  banned: boolean;
  userCategory: UserCategory;
  createdAt: string;
};

/** The Cookie header value ("name=value") carrying a session token, signed as better-auth signs it. */
export async function sessionCookieFor(token: string): Promise<string> {
  const ctx = await (await getAuth()).$context;
  const signature = createHmac("sha256", sessionSecret()).update(token).digest("base64");
  return `${ctx.authCookies.sessionToken.name}=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** A new session row for the user; returns its Cookie header value. */
export async function createTestSession(db: Kysely<Database>, userId: string): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  const now = new Date();
  await db
    .insertInto("sessions")
    .values({
      id: randomUUID(),
      token,
      user_id: userId,
      expires_at: new Date(now.getTime() + 7 * 86_400_000).toISOString(),
      ip_address: null,
      user_agent: "test",
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    })
    .execute();
  return sessionCookieFor(token);
}

export async function createTestUser(
  db: Kysely<Database>,
  options: TestUserOptions = {},
): Promise<{ user: TestUser; cookie: string }> {
  const id = randomUUID();
  const createdAt = options.createdAt ?? new Date().toISOString();
  const user: TestUser = {
    id,
    email: options.email ?? `user-${id.slice(0, 8)}@example.test`,
    name: options.name ?? `Test ${id.slice(0, 6)}`,
    role: options.role ?? "user",
    banned: options.banned ?? false,
    userCategory: options.userCategory ?? "traveller",
    createdAt,
  };
  await db
    .insertInto("users")
    .values({
      id,
      name: user.name,
      email: user.email,
      email_verified: options.emailVerified === false ? 0 : 1,
      image: null,
      role: user.role,
      banned: user.banned ? 1 : 0,
      ban_reason: null,
      ban_expires: null,
      user_category: user.userCategory,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
  const ctx = await (await getAuth()).$context;
  await db
    .insertInto("accounts")
    .values({
      id: randomUUID(),
      account_id: id,
      provider_id: "credential",
      user_id: id,
      access_token: null,
      refresh_token: null,
      id_token: null,
      access_token_expires_at: null,
      refresh_token_expires_at: null,
      scope: null,
      password: options.passwordForProductionServer
        ? await (await import("better-auth/crypto")).hashPassword(TEST_PASSWORD)
        : await ctx.password.hash(TEST_PASSWORD),
      created_at: createdAt,
      updated_at: createdAt,
    })
    .execute();
  const cookie = await createTestSession(db, id);
  return { user, cookie };
}
