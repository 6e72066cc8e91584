/**
 * Attack suite, authorisation matrix: every mutating route and intent, and every admin and member
 * page, against a visitor, a member, a banned member, another member (ownership) and an admin.
 * A refused request must answer with a refusal (401/403, or a redirect to sign in) and leave every
 * table exactly as it was; the permitted actor then sends the same request and it does change
 * something, which proves the request itself was well formed (so the refusals are real refusals).
 */
import type { Kysely } from "kysely";
import { expect, it } from "vitest";
import { EXPORT_KINDS, TABS } from "~/features/admin/constants.ts";
import { ROUTE_OPTIONS } from "~/features/submissions/constants.ts";
import type { Database } from "~/lib/db/schema.ts";
import {
  type Actor,
  type Actors,
  createActors,
  get,
  insertComment,
  insertPost,
  multipartPost,
  post,
  send,
  snapshot,
  text,
} from "./attack-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";
import { png } from "./forum-fixtures.ts";

type Fixture = { postId: string; commentId: string; updateId: string; partnerId: string; messageId: string };

type MutationCase = {
  name: string;
  refused: Actor[];
  /** The actor whose identical request must succeed and change state. */
  allowed: Actor;
  /** The permitted request ends the actor's session or account: the next case needs new people. */
  spoilsActors?: boolean;
  request: (f: Fixture, cookie: string | undefined) => Request | Promise<Request>;
};

const ALL: Actor[] = ["visitor", "member", "banned", "other", "admin"];
const NOT_ADMIN: Actor[] = ["visitor", "member", "banned", "other"];

const CASES: MutationCase[] = [
  {
    name: "POST /community (create, multipart)",
    refused: ["visitor", "banned"],
    allowed: "member",
    request: (_f, cookie) =>
      multipartPost(
        "/community",
        { title: "Matrix post title", content: "Matrix post body text", category: "tips" },
        [],
        { cookie },
      ),
  },
  {
    name: "POST /api/community/posts",
    refused: ["visitor", "banned"],
    // A second post within 30 seconds would be refused: a member who has not posted yet.
    allowed: "other",
    request: (_f, cookie) =>
      multipartPost(
        "/api/community/posts",
        { title: "Matrix API title", content: "Matrix API body", category: "tips" },
        [],
        {
          cookie,
        },
      ),
  },
  {
    name: "POST /community/:id upvote",
    refused: ["visitor", "banned"],
    allowed: "other",
    request: (f, cookie) => post(`/community/${f.postId}`, { intent: "upvote", value: "1" }, { cookie }),
  },
  {
    name: "POST /community/:id comment",
    refused: ["visitor", "banned"],
    allowed: "other",
    request: (f, cookie) =>
      post(`/community/${f.postId}`, { intent: "comment", content: "A matrix comment" }, { cookie }),
  },
  {
    name: "POST /community/:id edit-post",
    refused: ["visitor", "banned", "other", "admin"],
    allowed: "member",
    request: (f, cookie) =>
      post(
        `/community/${f.postId}`,
        { intent: "edit-post", title: "Edited by someone", content: "Edited content", category: "general" },
        { cookie },
      ),
  },
  {
    name: "POST /community/:id delete-post",
    // Admins moderate from the dashboard (POST /admin delete-post below), not from the post page.
    refused: ["visitor", "banned", "other", "admin"],
    allowed: "member",
    request: (f, cookie) => post(`/community/${f.postId}`, { intent: "delete-post" }, { cookie }),
  },
  {
    name: "POST /community/:id edit-comment",
    refused: ["visitor", "banned", "other", "admin"],
    allowed: "member",
    request: (f, cookie) =>
      post(`/community/${f.postId}`, { intent: "edit-comment", commentId: f.commentId, content: "Edited" }, { cookie }),
  },
  {
    name: "POST /community/:id delete-comment",
    refused: ["visitor", "banned", "other", "admin"],
    allowed: "member",
    request: (f, cookie) =>
      post(`/community/${f.postId}`, { intent: "delete-comment", commentId: f.commentId }, { cookie }),
  },
  {
    name: "POST /account profile",
    refused: ["visitor"],
    allowed: "member",
    request: (_f, cookie) =>
      post("/account", { intent: "profile", name: "Renamed Person", userCategory: "business" }, { cookie }),
  },
  {
    name: "POST /account avatar (multipart)",
    refused: ["visitor"],
    allowed: "member",
    request: async (_f, cookie) =>
      multipartPost(
        "/account",
        { intent: "avatar" },
        [{ name: "me.png", type: "image/png", data: await png(), field: "avatar" }],
        {
          cookie,
        },
      ),
  },
  {
    name: "POST /account password",
    spoilsActors: true,
    refused: ["visitor"],
    allowed: "member",
    request: (_f, cookie) =>
      post(
        "/account",
        {
          intent: "password",
          currentPassword: "correct-horse-battery-staple",
          newPassword: "a-brand-new-long-passphrase",
        },
        { cookie },
      ),
  },
  {
    name: "POST /account delete",
    spoilsActors: true,
    refused: ["visitor"],
    allowed: "member",
    request: (_f, cookie) =>
      post("/account", { intent: "delete", confirm: "yes", password: "correct-horse-battery-staple" }, { cookie }),
  },
  {
    name: "POST /account signout",
    spoilsActors: true,
    refused: ["visitor"],
    allowed: "member",
    request: (_f, cookie) => post("/account", { intent: "signout" }, { cookie }),
  },
  {
    name: "POST /admin review-update",
    refused: NOT_ADMIN,
    allowed: "admin",
    request: (f, cookie) => post("/admin", { intent: "review-update", id: f.updateId, status: "approved" }, { cookie }),
  },
  {
    name: "POST /admin review-partner",
    refused: NOT_ADMIN,
    allowed: "admin",
    request: (f, cookie) =>
      post("/admin", { intent: "review-partner", id: f.partnerId, status: "rejected" }, { cookie }),
  },
  {
    name: "POST /admin mark-message",
    refused: NOT_ADMIN,
    allowed: "admin",
    request: (f, cookie) => post("/admin", { intent: "mark-message", id: f.messageId, read: "1" }, { cookie }),
  },
  {
    name: "POST /admin hide-post",
    refused: NOT_ADMIN,
    allowed: "admin",
    request: (f, cookie) => post("/admin", { intent: "hide-post", id: f.postId, hidden: "1" }, { cookie }),
  },
  {
    name: "POST /admin delete-post",
    refused: NOT_ADMIN,
    allowed: "admin",
    request: (f, cookie) => post("/admin", { intent: "delete-post", id: f.postId, confirm: "1" }, { cookie }),
  },
  {
    name: "POST /admin hide-comment",
    refused: NOT_ADMIN,
    allowed: "admin",
    request: (f, cookie) => post("/admin", { intent: "hide-comment", id: f.commentId, hidden: "1" }, { cookie }),
  },
  {
    name: "POST /admin delete-comment",
    refused: NOT_ADMIN,
    allowed: "admin",
    request: (f, cookie) => post("/admin", { intent: "delete-comment", id: f.commentId, confirm: "1" }, { cookie }),
  },
];

/** A refusal: 401 or 403, or a redirect that sends the visitor to sign in. */
function expectRefused(response: Response, label: string) {
  const status = response.status;
  const location = response.headers.get("Location") ?? "";
  const refused = status === 401 || status === 403 || (status >= 300 && status < 400 && location.startsWith("/auth"));
  expect(refused, `${label}: answered ${status} ${location}`).toBe(true);
}

async function fixture(db: Kysely<Database>, actors: Actors): Promise<Fixture> {
  const postId = await insertPost(db, actors.member.id);
  const commentId = await insertComment(db, actors.member.id, postId);
  const forms: [string, Record<string, string>][] = [
    [
      "/submit-update",
      { name: "Matrix Tester", route: ROUTE_OPTIONS[0], changes: "The ferry now leaves at 9.", operator: "Pelni" },
    ],
    ["/partners", { company: "Matrix Ferries", routes: "Makassar - Bau-Bau", email: "ops@matrix.test" }],
    [
      "/contact",
      {
        first_name: "Mat",
        last_name: "Rix",
        email: "mat@matrix.test",
        subject: "Matrix",
        message: "Hello from the matrix",
      },
    ],
  ];
  for (const [path, fields] of forms) {
    const response = await send(post(path, fields));
    if (response.status >= 400) throw new Error(`${path} fixture failed: ${response.status} ${await text(response)}`);
  }
  const id = async (table: "transport_updates" | "partner_requests" | "contact_messages") =>
    String((await db.selectFrom(table).select("id").orderBy("id", "desc").executeTakeFirstOrThrow()).id);
  return {
    postId,
    commentId,
    updateId: await id("transport_updates"),
    partnerId: await id("partner_requests"),
    messageId: await id("contact_messages"),
  };
}

describeBothDatabases("attack: authorisation matrix", (getDb) => {
  let cached: Actors | undefined;
  for (const c of CASES) {
    it(`${c.name}: refused for ${c.refused.join(", ") || "nobody"}, done for ${c.allowed}`, async () => {
      const db = getDb();
      // Fresh records per case; fresh people after a case that signs out or deletes its actor.
      cached ??= await createActors(db);
      const actors = cached;
      if (c.spoilsActors) cached = undefined;
      const f = await fixture(db, actors);
      for (const who of c.refused) {
        const before = await snapshot(db);
        const response = await send(await c.request(f, actors[who].cookie));
        expectRefused(response, `${c.name} as ${who}`);
        expect(await snapshot(db), `${c.name} as ${who} changed the database`).toBe(before);
      }
      const before = await snapshot(db);
      const response = await send(await c.request(f, actors[c.allowed].cookie));
      expect(
        response.status,
        `${c.name} as ${c.allowed}: ${(await text(response.clone())).slice(0, 300)}`,
      ).toBeLessThan(400);
      expect(await snapshot(db), `${c.name} as ${c.allowed} changed nothing`).not.toBe(before);
    });
  }

  it("admin pages and exports: 401 for visitors, 403 for members and banned members, data only for admins", async () => {
    const db = getDb();
    const actors = await createActors(db);
    await fixture(db, actors);
    const paths = [
      "/admin",
      ...TABS.map((tab) => `/admin?tab=${tab}`),
      ...EXPORT_KINDS.map((kind) => `/admin/export/${kind}`),
    ];
    const expected: Record<Actor, number[]> = {
      visitor: [401],
      member: [403],
      banned: [403],
      other: [403],
      admin: [200],
    };
    for (const path of paths) {
      for (const who of ALL) {
        const response = await send(get(path, { cookie: actors[who].cookie }));
        const body = await text(response);
        expect(expected[who], `GET ${path} as ${who}: ${response.status}`).toContain(response.status);
        if (who !== "admin") {
          // Nothing of the dashboard's data reaches a non-admin: not even another user's address.
          expect(body).not.toContain(actors.other.email);
          expect(body).not.toContain("mat@matrix.test");
        }
      }
    }
  });

  it("member pages: /account and /account/data.json refuse visitors; each member sees only their own data", async () => {
    const db = getDb();
    const actors = await createActors(db);
    for (const path of ["/account", "/account/data.json"]) {
      const visitor = await send(get(path));
      expectRefused(visitor, `GET ${path} as visitor`);
      const mine = await send(get(path, { cookie: actors.member.cookie }));
      expect(mine.status).toBe(200);
      const body = await text(mine);
      expect(body).toContain(actors.member.email);
      expect(body).not.toContain(actors.other.email);
    }
  });
});
