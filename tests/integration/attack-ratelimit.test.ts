/**
 * Attack suite, automated guessing and flooding: password brute force against one account (from
 * ever-new addresses), credential stuffing (many accounts from one address), through the sign-in page
 * and better-auth's JSON endpoint alike; and every public form flooded from one address. Each must
 * end in 429 with a Retry-After header, and a locked address stays locked for the right password too.
 */
import { expect, it } from "vitest";
import { LIMITS } from "~/features/accounts/accounts.server.ts";
import { ROUTE_OPTIONS } from "~/features/submissions/constants.ts";
import { createTestUser, TEST_PASSWORD } from "./accounts-harness.ts";
import { freshIp, post, type RequestOptions, rawPost, send } from "./attack-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";

const apiSignIn = (email: string, password: string, options: RequestOptions = {}) =>
  rawPost("/api/auth/sign-in/email", JSON.stringify({ email, password }), "application/json", options);
const pageSignIn = (email: string, password: string) => post("/auth", { intent: "signin", email, password });

function expectLimited(response: Response, label: string) {
  expect(response.status, label).toBe(429);
  const retryAfter = Number(response.headers.get("Retry-After"));
  expect(Number.isInteger(retryAfter) && retryAfter > 0, `${label}: Retry-After ${retryAfter}`).toBe(true);
}

/**
 * Sends `make(i)` from one address until it answers 429; returns how many were let through first.
 * A 429 proves a limit only after the same request was handled normally: so at least one answer must
 * come first, and every answer before the 429 must be an accepted one (below 400, or `accepted`).
 */
async function floodUntilLimited(
  make: (i: number) => Request | Promise<Request>,
  max: number,
  label: string,
  accepted: readonly number[] = [],
) {
  const ip = freshIp();
  for (let i = 0; i < max; i++) {
    const response = await send(await make(i), ip);
    if (response.status === 429) {
      expect(i, `${label}: refused from the very first request`).toBeGreaterThan(0);
      expectLimited(response, label);
      return i;
    }
    const ok = response.status < 400 || accepted.includes(response.status);
    expect(ok, `${label} #${i + 1}: ${response.status} before any 429`).toBe(true);
  }
  throw new Error(`${label}: no 429 after ${max} requests from one address`);
}

describeBothDatabases("attack: brute force and flooding", (getDb) => {
  for (const [via, signIn] of [
    ["/auth", pageSignIn],
    ["/api/auth/sign-in/email", apiSignIn],
  ] as const) {
    it(`brute force on one account through ${via} is stopped, for the right password too`, async () => {
      const { user } = await createTestUser(getDb());
      let limited: Response | undefined;
      // One address (guesses from many addresses only slow the account down: attack-signin-throttle).
      const ip = freshIp();
      for (let i = 0; i < LIMITS.signInAccountClient.limit + 2 && !limited; i++) {
        const response = await send(signIn(user.email, `wrong-guess-${i}`), ip);
        expect(response.status).toBeLessThan(500);
        if (response.status === 429) limited = response;
      }
      expect(limited, "no 429 for many wrong passwords").toBeDefined();
      expectLimited(limited as Response, via);
      const right = await send(signIn(user.email, TEST_PASSWORD), ip);
      expect(right.status, "the right password while locked").toBe(429);
      expect(right.headers.getSetCookie().some((c) => c.includes("session_token="))).toBe(false);
    });
  }

  it("credential stuffing (many accounts from one address) is stopped, across /auth and the API together", async () => {
    const ip = freshIp();
    let status = 0;
    let count = 0;
    for (; count < LIMITS.signInIp.limit + 2 && status !== 429; count++) {
      const email = `stuffed-${count}@example.com`;
      const request = count % 2 ? apiSignIn(email, "leaked-password-1") : pageSignIn(email, "leaked-password-1");
      const response = await send(request, ip);
      expect(response.status).toBeLessThan(500);
      status = response.status;
      if (status === 429) expectLimited(response, "stuffing");
    }
    expect(status).toBe(429);
    expect(count).toBeLessThanOrEqual(LIMITS.signInIp.limit + 1);
  }, 60_000);

  const FORMS: [string, (i: number) => Request, number, number[]?][] = [
    ["POST /newsletter", (i) => post("/newsletter", { email: `flood${i}@example.com` }), 40],
    [
      "POST /contact",
      (i) =>
        post("/contact", {
          first_name: "Flo",
          last_name: "Od",
          email: `flood${i}@example.com`,
          subject: `Flood ${i}`,
          message: "Hello",
        }),
      40,
    ],
    [
      "POST /partners",
      (i) => post("/partners", { company: `Flood ${i}`, routes: "Everywhere", whatsapp: "+62 811 000 111" }),
      40,
    ],
    [
      "POST /submit-update",
      (i) => post("/submit-update", { name: `Flood ${i}`, route: ROUTE_OPTIONS[0], changes: "Changed" }),
      40,
    ],
    [
      "POST /auth signup",
      (i) =>
        post("/auth", { intent: "signup", name: "F", email: `signup${i}@example.com`, password: "long-enough-pass" }),
      40,
    ],
    ["POST /auth resend", (i) => post("/auth", { intent: "resend", email: `resend${i}@example.com` }), 40],
    ["POST /auth/forgot", (i) => post("/auth/forgot", { email: `forgot${i}@example.com` }), 40],
    [
      "POST /auth/reset",
      (i) => post("/auth/reset", { token: `forged-token-${i}`.padEnd(32, "x"), password: "another-long-pass" }),
      40,
      // A forged token is answered 400 (invalid link) until the guessing itself is limited.
      [400],
    ],
    [
      "POST /api/auth/sign-up/email",
      (i) =>
        rawPost(
          "/api/auth/sign-up/email",
          JSON.stringify({ name: "F", email: `api${i}@example.com`, password: "long-enough-pass" }),
          "application/json",
        ),
      40,
    ],
    [
      "POST /api/auth/request-password-reset",
      (i) =>
        rawPost("/api/auth/request-password-reset", JSON.stringify({ email: `r${i}@example.com` }), "application/json"),
      40,
    ],
  ];
  for (const [label, make, max, accepted] of FORMS) {
    it(`${label} flooded from one address reaches 429 with Retry-After`, async () => {
      await floodUntilLimited(make, max, label, accepted);
    });
  }

  it("posting and commenting in the forum are rate limited per member", async () => {
    const db = getDb();
    const { cookie } = await createTestUser(db, { createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString() });
    const { multipartPost } = await import("./attack-harness.ts");
    const posted = await floodUntilLimited(
      (i) =>
        multipartPost(
          "/api/community/posts",
          { title: `Flood ${i}`, content: `Flood body ${i}`, category: "tips" },
          [],
          { cookie },
        ),
      20,
      "posts",
    );
    expect(posted).toBeGreaterThanOrEqual(1);
    const { insertPost } = await import("./attack-harness.ts");
    const { user: author } = await createTestUser(db);
    const postId = await insertPost(db, author.id);
    await floodUntilLimited(
      (i) => post(`/community/${postId}`, { intent: "comment", content: `Flood comment ${i}` }, { cookie }),
      60,
      "comments",
    );
  });
});
