/**
 * Attack suite, open redirects: every redirect whose target a request can name (the forum's
 * `returnTo`, sign-in's `redirectTo`, the admin dashboard's `returnTo`, the newsletter's `returnTo`)
 * answers a Location that is a same-site path in its normal form. Dot segments are the trap: the
 * forum once answered `/community/..//example.org/x` with `Location: //example.org/x`, which a browser
 * reads as another host. A Location that still holds dot segments is refused too: whoever normalises
 * it next (a proxy, a client, the app itself) may make the same mistake.
 *
 * The check below is written out here on purpose, not taken from app/lib/safe-redirect.ts: the
 * test must not share the code it tests.
 */
import { expect, it } from "vitest";
import { createTestUser, TEST_PASSWORD } from "./accounts-harness.ts";
import { createActors, insertPost, post, SITE, send } from "./attack-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";

/** Hostile targets for a route that accepts paths below `prefix`. */
function hostileTargets(prefix: string): string[] {
  return [
    `${prefix}/..//example.org/x`,
    `${prefix}/%2E%2E//example.org/`,
    `${prefix}/%2e%2e//example.org/`,
    `${prefix}/./..//example.org/`,
    `${prefix}/../..//example.org/`,
    "//example.org/",
    "/\\example.org/",
    "/%5C%5Cexample.org/",
    "https://example.org/",
    " //example.org/",
    `${prefix}?next=\u20ac`,
  ];
}

/** A redirect (3xx) whose Location is a path on this site, already normalised: no way off the site. */
function expectSameSiteLocation(response: Response, label: string): string {
  expect(response.status, `${label}: status`).toBeGreaterThanOrEqual(300);
  expect(response.status, `${label}: status`).toBeLessThan(400);
  const location = response.headers.get("Location") ?? "";
  expect(location, `${label}: Location`).toMatch(/^\/(?![/\\])/);
  expect(location, `${label}: Location ${location}`).not.toMatch(/[\\\s]/);
  const resolved = new URL(location, `${SITE}/a/b/c`);
  expect(resolved.origin, `${label}: ${location} leaves the site`).toBe(SITE);
  // Normal form: resolving it changes nothing (no dot segments left for anyone to collapse).
  expect(`${resolved.pathname}${resolved.search}${resolved.hash}`, `${label}: ${location} is not normalised`).toBe(
    location,
  );
  return location;
}

describeBothDatabases("attack: open redirects", (getDb) => {
  it("the forum's returnTo (a member's upvote on a post page) stays on the site", async () => {
    const db = getDb();
    const actors = await createActors(db);
    const postId = await insertPost(db, actors.other.id);
    for (const returnTo of hostileTargets("/community")) {
      const response = await send(
        post(`/community/${postId}`, { intent: "upvote", value: "1", returnTo }, actors.member),
      );
      const location = expectSameSiteLocation(response, `upvote returnTo=${returnTo}`);
      expect(location.startsWith("/community"), location).toBe(true);
    }
  });

  it("the forum's returnTo of a visitor (sent to sign in first) stays on the site, and so does the sign-in after it", async () => {
    const db = getDb();
    const { user } = await createTestUser(db);
    const postId = await insertPost(db, user.id);
    for (const returnTo of hostileTargets("/community")) {
      const response = await send(post(`/community/${postId}`, { intent: "upvote", value: "1", returnTo }));
      const location = expectSameSiteLocation(response, `visitor upvote returnTo=${returnTo}`);
      const redirectTo = new URL(location, SITE).searchParams.get("redirectTo") ?? "";
      const signedIn = await send(
        post(`/auth?redirectTo=${encodeURIComponent(redirectTo)}`, {
          intent: "signin",
          email: user.email,
          password: TEST_PASSWORD,
        }),
      );
      expectSameSiteLocation(signedIn, `sign-in after visitor upvote, redirectTo=${redirectTo}`);
    }
  }, 120_000);

  it("sign-in's redirectTo (form field and query string) stays on the site", async () => {
    const { user } = await createTestUser(getDb());
    for (const redirectTo of hostileTargets("/community")) {
      const fields = { intent: "signin", email: user.email, password: TEST_PASSWORD };
      const viaField = await send(post("/auth", { ...fields, redirectTo }));
      expectSameSiteLocation(viaField, `sign-in redirectTo field ${redirectTo}`);
      const viaQuery = await send(post(`/auth?redirectTo=${encodeURIComponent(redirectTo)}`, fields));
      expectSameSiteLocation(viaQuery, `sign-in ?redirectTo=${redirectTo}`);
    }
  }, 120_000);

  it("the admin dashboard's returnTo stays on the dashboard", async () => {
    const db = getDb();
    const actors = await createActors(db);
    const postId = await insertPost(db, actors.member.id);
    let hidden = false;
    for (const returnTo of [...hostileTargets("/admin"), "/admin/..//example.org/admin"]) {
      hidden = !hidden;
      const fields = { intent: "hide-post", id: postId, hidden: hidden ? "1" : "0", returnTo };
      const response = await send(post("/admin", fields, actors.admin));
      const location = expectSameSiteLocation(response, `admin returnTo=${returnTo}`);
      expect(location.startsWith("/admin"), location).toBe(true);
    }
  });

  it("the newsletter's returnTo stays on the site", async () => {
    let n = 0;
    for (const returnTo of hostileTargets("/community")) {
      n++;
      const response = await send(post("/newsletter", { email: `redirect-${n}@example.com`, returnTo }));
      expectSameSiteLocation(response, `newsletter returnTo=${returnTo}`);
    }
  });
});
