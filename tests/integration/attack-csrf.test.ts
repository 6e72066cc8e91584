/**
 * Attack suite, cross-site requests: every mutation sent from another site (a foreign Origin; or no
 * Origin and a foreign Referer; or neither) is refused and changes nothing; GET and HEAD on every
 * mutating path change nothing; and no answer ever grants another site CORS access.
 *
 * A foreign Origin on a page route (a route with a UI) is refused by React Router itself before the
 * app's code runs, with 400 "Bad Request"; resource routes and requests without Origin are refused by
 * the app's own check (app/lib/origin.server.ts) with 403. Both refusals are accepted here.
 *
 * Decision on state-changing GETs: /auth/confirm?token=… and /api/auth/verify-email?token=… confirm an
 * address when the emailed link is opened. They stay GETs (a mail client can only open a link): the
 * token is a single-use secret sent only to that mailbox, so a forged cross-site GET without the token
 * does nothing, which is tested below.
 */
import { expect, it } from "vitest";
import {
  type Actors,
  createActors,
  EVIL,
  get,
  insertComment,
  insertPost,
  multipartPost,
  post,
  quietExpectedRefusalLogs,
  type RequestOptions,
  rawPost,
  send,
  snapshot,
} from "./attack-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";

quietExpectedRefusalLogs();

type Ids = { postId: string; commentId: string };
type Mutation = {
  name: string;
  request: (actors: Actors, ids: Ids, options: RequestOptions) => Request | Promise<Request>;
};

const json = (path: string, body: unknown, options: RequestOptions) =>
  rawPost(path, JSON.stringify(body), "application/json", options);

const MUTATIONS: Mutation[] = [
  { name: "POST /newsletter", request: (_a, _i, o) => post("/newsletter", { email: "csrf@example.com" }, o) },
  { name: "POST /unsubscribe", request: (_a, _i, o) => post("/unsubscribe", { token: "x".repeat(40) }, o) },
  {
    name: "POST /contact",
    request: (_a, _i, o) =>
      post("/contact", { first_name: "A", last_name: "B", email: "a@b.test", subject: "S", message: "M" }, o),
  },
  { name: "POST /partners", request: (_a, _i, o) => post("/partners", { company: "C", routes: "R" }, o) },
  { name: "POST /submit-update", request: (_a, _i, o) => post("/submit-update", { name: "N", changes: "C" }, o) },
  {
    name: "POST /auth signin",
    request: (a, _i, o) => post("/auth", { intent: "signin", email: a.member.email, password: "x" }, o),
  },
  {
    name: "POST /auth signup",
    request: (_a, _i, o) =>
      post("/auth", { intent: "signup", name: "Csrf", email: "new-csrf@example.com", password: "long-enough-pass" }, o),
  },
  { name: "POST /auth resend", request: (a, _i, o) => post("/auth", { intent: "resend", email: a.member.email }, o) },
  {
    name: "POST /auth signout",
    request: (a, _i, o) => post("/auth", { intent: "signout" }, { ...o, cookie: a.member.cookie }),
  },
  { name: "POST /auth/forgot", request: (a, _i, o) => post("/auth/forgot", { email: a.member.email }, o) },
  {
    name: "POST /auth/reset",
    request: (_a, _i, o) => post("/auth/reset", { token: "t".repeat(32), password: "another-long-pass" }, o),
  },
  ...["profile", "remove-avatar", "password", "delete", "signout"].map((intent) => ({
    name: `POST /account ${intent}`,
    request: (a: Actors, _i: Ids, o: RequestOptions) =>
      post(
        "/account",
        {
          intent,
          name: "Hijacked",
          userCategory: "business",
          currentPassword: "correct-horse-battery-staple",
          newPassword: "attacker-chosen-pass",
          confirm: "yes",
          password: "correct-horse-battery-staple",
        },
        { ...o, cookie: a.member.cookie },
      ),
  })),
  {
    name: "POST /community (multipart)",
    request: (a, _i, o) =>
      multipartPost("/community", { title: "Forged post", content: "Forged", category: "tips" }, [], {
        ...o,
        cookie: a.other.cookie,
      }),
  },
  {
    name: "POST /api/community/posts",
    request: (a, _i, o) =>
      multipartPost("/api/community/posts", { title: "Forged post", content: "Forged", category: "tips" }, [], {
        ...o,
        cookie: a.other.cookie,
      }),
  },
  ...["upvote", "comment", "edit-post", "delete-post", "edit-comment", "delete-comment"].map((intent) => ({
    name: `POST /community/:id ${intent}`,
    request: (a: Actors, ids: Ids, o: RequestOptions) =>
      post(
        `/community/${ids.postId}`,
        { intent, value: "1", content: "Forged", title: "Forged", category: "tips", commentId: ids.commentId },
        // The member wrote the post: another member upvotes it (an author can't upvote their own).
        { ...o, cookie: intent === "upvote" ? a.other.cookie : a.member.cookie },
      ),
  })),
  // Reports and Watch (ADR 0022): another member acts on the member's post.
  ...["report", "watch"].map((intent) => ({
    name: `POST /community/:id ${intent}`,
    request: (a: Actors, ids: Ids, o: RequestOptions) =>
      post(`/community/${ids.postId}`, { intent, reason: "spam", value: "1" }, { ...o, cookie: a.other.cookie }),
  })),
  {
    name: "POST /account/notifications",
    request: (a, _i, o) => post("/account/notifications", { level: "none" }, { ...o, cookie: a.member.cookie }),
  },
  {
    name: "POST /notifications/unsubscribe",
    request: (_a, _i, o) => post("/notifications/unsubscribe", { token: "x".repeat(40) }, o),
  },
  ...["restore-reported", "delete-reported"].map((intent) => ({
    name: `POST /admin ${intent}`,
    request: (a: Actors, ids: Ids, o: RequestOptions) =>
      post("/admin", { intent, id: ids.postId, kind: "post", confirm: "1" }, { ...o, cookie: a.admin.cookie }),
  })),
  ...["hide-post", "delete-post", "hide-comment", "delete-comment", "ban-user"].map((intent) => ({
    name: `POST /admin ${intent}`,
    request: (a: Actors, ids: Ids, o: RequestOptions) =>
      post(
        "/admin",
        {
          intent,
          id: intent === "ban-user" ? a.member.id : intent.endsWith("comment") ? ids.commentId : ids.postId,
          hidden: "1",
          confirm: "1",
          banned: "1",
        },
        { ...o, cookie: a.admin.cookie },
      ),
  })),
  {
    name: "POST /api/auth/sign-in/email",
    request: (a, _i, o) => json("/api/auth/sign-in/email", { email: a.member.email, password: "x" }, o),
  },
  {
    name: "POST /api/auth/sign-up/email",
    request: (_a, _i, o) =>
      json("/api/auth/sign-up/email", { name: "C", email: "api-csrf@example.com", password: "long-enough-pass" }, o),
  },
  {
    name: "POST /api/auth/sign-out",
    request: (a, _i, o) => json("/api/auth/sign-out", {}, { ...o, cookie: a.member.cookie }),
  },
  {
    name: "POST /api/auth/change-password",
    request: (a, _i, o) =>
      json(
        "/api/auth/change-password",
        {
          currentPassword: "correct-horse-battery-staple",
          newPassword: "attacker-chosen-pass",
          revokeOtherSessions: true,
        },
        { ...o, cookie: a.member.cookie },
      ),
  },
  {
    name: "POST /api/auth/revoke-sessions",
    request: (a, _i, o) => json("/api/auth/revoke-sessions", {}, { ...o, cookie: a.member.cookie }),
  },
  {
    name: "POST /api/auth/request-password-reset",
    request: (a, _i, o) => json("/api/auth/request-password-reset", { email: a.member.email }, o),
  },
];

/** The ways another site's forged request arrives. */
const FORGERIES: [string, RequestOptions][] = [
  ["foreign Origin", { origin: EVIL }],
  ["foreign Origin with a same-site Referer", { origin: EVIL, referer: "http://localhost:3000/community" }],
  ['Origin "null" (sandboxed frame)', { origin: "null" }],
  ["no Origin, foreign Referer", { origin: null, referer: `${EVIL}/page` }],
  ["no Origin, no Referer", { origin: null }],
];

/** Requests that, once let through, end a session or an account or ban someone: new people afterwards. */
const SPOILS = /signout|sign-out|password|delete$|revoke|ban-user/;

describeBothDatabases("attack: cross-site requests", (getDb) => {
  let cached: Actors | undefined;
  for (const m of MUTATIONS) {
    it(`${m.name}: refused from another site, nothing changes`, async () => {
      const db = getDb();
      cached ??= await createActors(db);
      const actors = cached;
      if (SPOILS.test(m.name)) cached = undefined;
      const postId = await insertPost(db, actors.member.id);
      const ids = { postId, commentId: await insertComment(db, actors.member.id, postId) };
      for (const [label, options] of FORGERIES) {
        const before = await snapshot(db);
        const response = await send(await m.request(actors, ids, options));
        expect([400, 403], `${m.name} with ${label}: ${response.status}`).toContain(response.status);
        expect(response.headers.get("Access-Control-Allow-Origin")).toBeNull();
        expect(await snapshot(db), `${m.name} with ${label} changed the database`).toBe(before);
      }
      // The identical request from the site itself gets past the origin check (so the check is what refused).
      const own = await send(await m.request(actors, ids, {}));
      expect(own.status, `${m.name} from the site itself`).not.toBe(403);
    });
  }

  it("GET and HEAD on every mutating path change nothing, even with a session and the form's fields in the query", async () => {
    const db = getDb();
    const actors = await createActors(db);
    const postId = await insertPost(db, actors.member.id);
    const commentId = await insertComment(db, actors.member.id, postId);
    const paths = [
      "/newsletter?email=get%40example.com",
      "/unsubscribe?token=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
      "/unsubscribe/one-click?token=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
      "/notifications/unsubscribe?token=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
      "/notifications/unsubscribe/one-click?token=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx",
      "/account/notifications?level=none",
      `/community/${postId}?intent=report&reason=spam`,
      `/community/${postId}?intent=watch&value=1`,
      "/contact?first_name=A&last_name=B&email=a%40b.test&subject=S&message=M",
      "/partners?company=C&routes=R",
      "/submit-update?name=N&changes=C",
      "/auth?intent=signout",
      "/auth/forgot?email=x%40example.com",
      "/auth/reset?token=tttttttttttttttttttttttttttttttt&password=another-long-pass",
      "/account?intent=delete&confirm=yes&password=correct-horse-battery-staple",
      "/community?title=T&content=C&category=tips",
      "/api/community/posts",
      `/community/${postId}?intent=delete-post`,
      `/community/${postId}?intent=upvote&value=1`,
      `/admin?intent=delete-post&id=${postId}&confirm=1`,
      `/admin?intent=delete-comment&id=${commentId}&confirm=1`,
      `/admin?intent=ban-user&id=${actors.member.id}&banned=1`,
      "/api/auth/sign-out",
      "/api/auth/revoke-sessions",
      "/api/auth/change-password?newPassword=attacker-chosen-pass",
      "/auth/confirm",
      "/auth/confirm?token=forged-token",
      "/api/auth/verify-email?token=forged-token",
    ];
    for (const cookie of [actors.member.cookie, actors.admin.cookie]) {
      for (const method of ["GET", "HEAD"]) {
        for (const path of paths) {
          const before = await snapshot(db);
          const response = await send(get(path, { cookie, method, origin: EVIL }));
          expect(response.status, `${method} ${path}`).toBeLessThan(500);
          expect(await snapshot(db), `${method} ${path} changed the database`).toBe(before);
        }
      }
    }
  });

  it("no answer grants another site CORS access (OPTIONS, GET and POST, /api/auth/* included)", async () => {
    const db = getDb();
    const actors = await createActors(db);
    const paths = [
      "/",
      "/community",
      "/account",
      "/account/data.json",
      "/admin",
      "/api/community/posts",
      "/api/auth/get-session",
      "/api/auth/sign-in/email",
      "/api/auth/sign-up/email",
      "/api/auth/sign-out",
      "/api/auth/list-sessions",
      "/newsletter",
      "/auth",
    ];
    for (const path of paths) {
      for (const method of ["OPTIONS", "GET", "POST"]) {
        const request =
          method === "POST"
            ? json(path, { email: actors.member.email, password: "x" }, { origin: EVIL, cookie: actors.member.cookie })
            : get(path, {
                method,
                origin: EVIL,
                cookie: actors.member.cookie,
                headers: { "Access-Control-Request-Method": "POST", "Access-Control-Request-Headers": "content-type" },
              });
        const response = await send(request);
        const allowOrigin = response.headers.get("Access-Control-Allow-Origin");
        expect(
          allowOrigin === EVIL || allowOrigin === "*",
          `${method} ${path}: Access-Control-Allow-Origin ${allowOrigin}`,
        ).toBe(false);
        expect(response.headers.get("Access-Control-Allow-Credentials"), `${method} ${path}`).toBeNull();
      }
    }
  });
});
