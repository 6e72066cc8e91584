/**
 * Attack suite, locking a member out (ADR 0012): strangers failing to sign in to an account, from as
 * many addresses as they like, must not keep its owner out. Guessing from one address is still
 * stopped, and a guessed-at account slows down (it never refuses) for everyone.
 */
import { it } from "vitest";
import { LIMITS, SIGN_IN_SLOWDOWN_MS } from "~/features/accounts/accounts.server.ts";
import { createTestUser, TEST_PASSWORD } from "./accounts-harness.ts";
import { freshIp, post, rawPost, send } from "./attack-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";

const STRANGERS = 50;

const pageSignIn = (email: string, password: string) => post("/auth", { intent: "signin", email, password });
const apiSignIn = (email: string, password: string) =>
  rawPost("/api/auth/sign-in/email", JSON.stringify({ email, password }), "application/json");

const startsSession = (response: Response) =>
  response.headers.getSetCookie().some((cookie) => /session_token=[^;]/.test(cookie));

// The tests run at once within each database: each has its own account and addresses, and most of
// their time is the slowdown's one-second waits (ADR 0012), which then overlap.
describeBothDatabases("attack: locking a member out", (getDb) => {
  it.concurrent(`${STRANGERS} failures from ${STRANGERS} addresses (page and API), then the owner signs in from their own address`, async ({
    expect,
  }) => {
    const { user } = await createTestUser(getDb());
    const guess = async (i: number) => {
      const request = i % 2 ? apiSignIn(user.email, `stranger-${i}`) : pageSignIn(user.email, `stranger-${i}`);
      return (await send(request, freshIp())).status;
    };
    // Up to the account-wide threshold one by one, the rest five at a time (each waits the slowdown;
    // a small batch keeps a busy test machine within the database pool's connect timeout).
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.signInAccount.limit; i++) statuses.push(await guess(i));
    for (let i = LIMITS.signInAccount.limit; i < STRANGERS; i += 5) {
      const batch = Array.from({ length: Math.min(5, STRANGERS - i) }, (_, j) => i + j);
      statuses.push(...(await Promise.all(batch.map(guess))));
    }
    expect(statuses, "no stranger is refused either: each tried once").toEqual(Array(STRANGERS).fill(401));

    const ownAddress = freshIp();
    const started = Date.now();
    const owner = await send(pageSignIn(user.email, TEST_PASSWORD), ownAddress);
    const waited = Date.now() - started;
    expect(owner.status, "the owner with the right password").toBe(302);
    expect(startsSession(owner), "the owner gets a session").toBe(true);
    // The account is being guessed at: everyone's attempt on it waits, nobody is refused.
    expect(waited).toBeGreaterThanOrEqual(SIGN_IN_SLOWDOWN_MS - 50);
    const ownerApp = await send(apiSignIn(user.email, TEST_PASSWORD), ownAddress);
    expect(ownerApp.status, "the owner's app (JSON API)").toBe(200);
    expect(startsSession(ownerApp)).toBe(true);
  }, 180_000);

  it.concurrent("brute force from one address is still stopped, and the owner elsewhere is not", async ({ expect }) => {
    const { user } = await createTestUser(getDb());
    const attacker = freshIp();
    let refusedAfter = -1;
    for (let i = 0; i < LIMITS.signInAccountClient.limit + 2 && refusedAfter < 0; i++) {
      const response = await send(pageSignIn(user.email, `guess-${i}`), attacker);
      if (response.status === 429) {
        refusedAfter = i;
        expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
      } else expect(response.status).toBe(401);
    }
    expect(refusedAfter, "attempts let through before 429").toBe(LIMITS.signInAccountClient.limit);
    // Even the right password is refused from the guessing address while its window lasts...
    const fromAttacker = await send(apiSignIn(user.email, TEST_PASSWORD), attacker);
    expect(fromAttacker.status).toBe(429);
    expect(startsSession(fromAttacker)).toBe(false);
    // ...and the owner, from their own address, gets in.
    const owner = await send(pageSignIn(user.email, TEST_PASSWORD), freshIp());
    expect(owner.status).toBe(302);
    expect(startsSession(owner)).toBe(true);
  }, 60_000);

  it.concurrent("the page and the API count one address's attempts on an account together", async ({ expect }) => {
    const { user } = await createTestUser(getDb());
    const attacker = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.signInAccountClient.limit; i++) {
      const request = i % 2 ? apiSignIn(user.email, `mixed-${i}`) : pageSignIn(user.email, `mixed-${i}`);
      statuses.push((await send(request, attacker)).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
  });

  it.concurrent("a successful sign-in clears that address's failures on the account", async ({ expect }) => {
    const { user } = await createTestUser(getDb());
    const address = freshIp();
    for (let i = 0; i < LIMITS.signInAccountClient.limit - 1; i++) {
      expect((await send(pageSignIn(user.email, `typo-${i}`), address)).status).toBe(401);
    }
    expect((await send(pageSignIn(user.email, TEST_PASSWORD), address)).status).toBe(302);
    for (let i = 0; i < LIMITS.signInAccountClient.limit - 1; i++) {
      expect((await send(pageSignIn(user.email, `typo-again-${i}`), address)).status).toBe(401);
    }
  }, 60_000);
});
