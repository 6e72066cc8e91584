import { randomUUID } from "node:crypto";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdminAction } from "~/features/admin/schema.ts";
import { EXPORT_KINDS, TABS } from "~/features/admin/schema.ts";
import { getDb } from "~/lib/db/index.server.ts";
import { loader as exportLoader } from "~/routes/admin.export.$kind.ts";
import AdminPage, { action as adminAction, loader as adminLoader } from "~/routes/admin.tsx";
import { loader as transportLoader } from "~/routes/transport-page.tsx";
import { createTestUser } from "./accounts-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";

/**
 * The admin dashboard through its route modules, with real Request objects and real sessions:
 * the access matrix (visitor, user, banned user, admin x every page, action and export), the CSV
 * bytes, the actions and their audit rows, and stored markup staying inert.
 */

const ORIGIN = "http://localhost";
const SCRIPT = "<script>alert(1)</script>";
const FORMULA = '=HYPERLINK("http://x")';

type Role = "visitor" | "user" | "banned" | "admin";

/** Unwraps what a loader or action returned or threw into { status, data, headers, response }. */
async function call(
  fn: () => unknown,
): Promise<{ status: number; data: unknown; headers: Headers; response?: Response }> {
  let result: unknown;
  try {
    result = await fn();
  } catch (thrown) {
    if (!(thrown instanceof Response) && !(thrown && typeof thrown === "object" && "init" in thrown)) throw thrown;
    result = thrown;
  }
  if (result instanceof Response)
    return { status: result.status, data: null, headers: result.headers, response: result };
  if (result && typeof result === "object" && (result as { type?: string }).type === "DataWithResponseInit") {
    const r = result as { data: unknown; init: ResponseInit | null };
    return { status: r.init?.status ?? 200, data: r.data, headers: new Headers(r.init?.headers) };
  }
  return { status: 200, data: result, headers: new Headers() };
}

function get(path: string, cookie?: string): Request {
  return new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} });
}

function post(fields: Record<string, string>, cookie?: string, origin = ORIGIN): Request {
  const headers: Record<string, string> = { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" };
  if (cookie) headers.Cookie = cookie;
  return new Request(`${ORIGIN}/admin`, { method: "POST", headers, body: new URLSearchParams(fields).toString() });
}

const args = (request: Request, params: Record<string, string> = {}) =>
  ({ request, params, context: {} as never, unstable_pattern: "" }) as never;

describeBothDatabases("admin dashboard", (getTestDb) => {
  const cookies: Partial<Record<Role, string>> = {};
  let adminId = "";
  let memberId = "";
  const ids = {
    update: randomUUID(),
    partner: randomUUID(),
    message: randomUUID(),
    post: randomUUID(),
    comment: randomUUID(),
  };

  beforeAll(async () => {
    const db = getTestDb();
    const admin = await createTestUser(db, { role: "admin", name: "Olive Operator" });
    adminId = admin.user.id;
    cookies.admin = admin.cookie;
    const user = await createTestUser(db, { name: "Umar User" });
    memberId = user.user.id;
    cookies.user = user.cookie;
    cookies.banned = (await createTestUser(db, { banned: true, name: "Bea Banned" })).cookie;

    await db
      .insertInto("subscribers")
      .values([
        {
          id: randomUUID(),
          email: "script@example.test",
          name: SCRIPT,
          source: "footer",
          status: "subscribed",
          created_at: "2026-11-20T07:04:00.000Z",
          unsubscribed_at: null,
        },
        {
          id: "00000000-0000-4000-8000-000000000002",
          email: "formula@example.test",
          name: FORMULA,
          source: "home",
          status: "subscribed",
          created_at: "2026-11-22T07:04:00.000Z",
          unsubscribed_at: null,
        },
        {
          id: "00000000-0000-4000-8000-000000000003",
          email: "noname@example.test",
          name: null,
          source: "blog",
          status: "subscribed",
          created_at: "2026-11-21T07:04:00.000Z",
          unsubscribed_at: null,
        },
      ])
      .execute();
    await db
      .insertInto("transport_updates")
      .values({
        id: ids.update,
        name: SCRIPT,
        route: "Makassar - Manado",
        travel_date: "2026-11-01",
        changes: `Fare now 1,200,000 IDR, "new" schedule\n${FORMULA}`,
        price: "1200000",
        operator: "Lion Air",
        evidence_url: "javascript:alert(1)",
        created_at: "2026-11-22T07:04:00.000Z",
        review_note: null,
        reviewed_at: null,
        reviewed_by: null,
      })
      .execute();
    await db
      .insertInto("partner_requests")
      .values({
        id: ids.partner,
        company_name: "Boats, Inc.",
        routes: FORMULA,
        whatsapp: "+6281234567890",
        pricing_link: null,
        notes: SCRIPT,
        created_at: "2026-11-22T07:04:00.000Z",
        review_note: null,
        reviewed_at: null,
        reviewed_by: null,
      })
      .execute();
    await db
      .insertInto("contact_messages")
      .values({
        id: ids.message,
        first_name: "Ann",
        last_name: SCRIPT,
        email: "ann@example.test",
        subject: "Ferry times?",
        message: "Hello",
        read_at: null,
        created_at: "2026-11-22T07:04:00.000Z",
      })
      .execute();
    const at = new Date().toISOString();
    await db
      .insertInto("posts")
      .values({
        id: ids.post,
        author_id: memberId,
        title: `Title ${SCRIPT}`,
        content: "Post body",
        category: "general",
        content_hash: "hash-1",
        created_at: at,
        updated_at: at,
        edited_at: null,
        hidden_at: null,
      })
      .execute();
    await db
      .insertInto("comments")
      .values({
        id: ids.comment,
        post_id: ids.post,
        author_id: memberId,
        content: `Comment ${SCRIPT}`,
        created_at: at,
        updated_at: at,
        edited_at: null,
        hidden_at: null,
      })
      .execute();
  });

  const actions = (): AdminAction[] => [
    { intent: "review-update", id: ids.update, status: "approved", note: null },
    { intent: "review-partner", id: ids.partner, status: "rejected", note: null },
    { intent: "mark-message", id: ids.message, read: true },
    { intent: "hide-post", id: ids.post, hidden: true },
    { intent: "hide-comment", id: ids.comment, hidden: true },
    { intent: "delete-comment", id: randomUUID() },
    { intent: "delete-post", id: randomUUID() },
    { intent: "ban-user", id: randomUUID(), banned: true, reason: null },
  ];
  const fieldsOf = (a: AdminAction): Record<string, string> =>
    Object.fromEntries(
      Object.entries(a)
        .filter(([, v]) => v !== null)
        .map(([k, v]) => [k, typeof v === "boolean" ? (v ? "1" : "0") : String(v)]),
    );

  describe("access matrix", () => {
    const denied: [Role, number][] = [
      ["visitor", 401],
      ["user", 403],
      ["banned", 403],
    ];

    for (const [role, status] of denied) {
      it(`${role}: every tab answers ${status} with the Access Denied card only`, async () => {
        for (const tab of TABS) {
          const r = await call(() => adminLoader(args(get(`/admin?tab=${tab}`, cookies[role]))));
          expect(r.status).toBe(status);
          expect(r.data).toEqual({ denied: true });
          expect(r.headers.get("Cache-Control")).toBe("no-store");
        }
        const html = renderPage({ denied: true });
        expect(html).toContain("You need admin privileges to access this page.");
        expect(html).toContain("Go Home");
        expect(html).not.toContain("Admin Dashboard");
      });

      it(`${role}: every export answers ${status} without data`, async () => {
        for (const kind of EXPORT_KINDS) {
          const r = await call(() => exportLoader(args(get(`/admin/export/${kind}`, cookies[role]), { kind })));
          expect(r.status).toBe(status);
          const body = await r.response?.text();
          expect(body).not.toContain("@example.test");
          expect(r.headers.get("Cache-Control")).toBe("no-store");
        }
      });

      it(`${role}: every action answers ${status} and changes nothing`, async () => {
        for (const a of actions()) {
          const r = await call(() => adminAction(args(post({ ...fieldsOf(a), returnTo: "/admin" }, cookies[role]))));
          expect(r.status).toBe(status);
        }
        const update = await getDb()
          .selectFrom("transport_updates")
          .select("status")
          .where("id", "=", ids.update)
          .executeTakeFirstOrThrow();
        expect(update.status).toBe("pending");
        const stored = await getDb()
          .selectFrom("posts")
          .select("hidden_at")
          .where("id", "=", ids.post)
          .executeTakeFirstOrThrow();
        expect(stored.hidden_at).toBeNull();
        const audit = await getDb().selectFrom("audit_log").selectAll().execute();
        expect(audit).toEqual([]);
      });
    }

    it("admin: every tab answers 200 with no-store", async () => {
      for (const tab of TABS) {
        const r = await call(() => adminLoader(args(get(`/admin?tab=${tab}`, cookies.admin))));
        expect(r.status).toBe(200);
        expect((r.data as { denied: boolean; tab: string }).tab).toBe(tab);
        expect(r.headers.get("Cache-Control")).toBe("no-store");
      }
    });

    it("admin: every export answers 200 with a CSV file", async () => {
      for (const kind of EXPORT_KINDS) {
        const r = await call(() => exportLoader(args(get(`/admin/export/${kind}`, cookies.admin), { kind })));
        expect(r.status).toBe(200);
        expect(r.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
        expect(r.headers.get("Content-Disposition")).toMatch(
          new RegExp(`^attachment; filename="${kind}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
        );
        expect(r.headers.get("Cache-Control")).toBe("no-store");
        await r.response?.arrayBuffer();
      }
      const unknown = await call(() =>
        exportLoader(args(get("/admin/export/users", cookies.admin), { kind: "users" })),
      );
      expect(unknown.status).toBe(404);
    });

    it("refuses cross-site and origin-less posts even from an admin", async () => {
      const a = fieldsOf(actions()[0] as AdminAction);
      expect((await call(() => adminAction(args(post(a, cookies.admin, "https://evil.example"))))).status).toBe(403);
    });
  });

  describe("as an admin", () => {
    it("counts, orders newest first and formats dates in Asia/Makassar", async () => {
      const r = await call(() => adminLoader(args(get("/admin", cookies.admin))));
      const d = r.data as {
        counts: { subscribers: number; updates: number; partners: number };
        list: { rows: { email: string; name: string | null; created: string }[]; total: number };
      };
      expect(d.counts).toMatchObject({ subscribers: 3, updates: 1, partners: 1 });
      expect(d.list.rows.map((x) => x.email)).toEqual([
        "formula@example.test",
        "noname@example.test",
        "script@example.test",
      ]);
      expect(d.list.rows[0]?.created).toBe("Nov 22, 2026, 3:04 PM");
    });

    it("searches case-insensitively and treats % and _ literally", async () => {
      const hit = await call(() => adminLoader(args(get("/admin?q=NONAME", cookies.admin))));
      expect((hit.data as { list: { total: number } }).list.total).toBe(1);
      const none = await call(() => adminLoader(args(get("/admin?q=%25", cookies.admin))));
      expect((none.data as { list: { total: number } }).list.total).toBe(0);
    });

    it("exports exact CSV bytes, neutralising formulas and keeping markup as text", async () => {
      const r = await call(() =>
        exportLoader(args(get("/admin/export/subscribers", cookies.admin), { kind: "subscribers" })),
      );
      const bytes = new Uint8Array((await r.response?.arrayBuffer()) as ArrayBuffer);
      const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
      const rows = await getDb().selectFrom("subscribers").select(["id", "email"]).execute();
      const idOf = (email: string) => rows.find((x) => x.email === email)?.id;
      expect(text).toBe(
        "\uFEFFid,name,email,source,status,created_at,unsubscribed_at\r\n" +
          `00000000-0000-4000-8000-000000000002,"'=HYPERLINK(""http://x"")",formula@example.test,home,subscribed,2026-11-22T07:04:00.000Z,\r\n` +
          "00000000-0000-4000-8000-000000000003,,noname@example.test,blog,subscribed,2026-11-21T07:04:00.000Z,\r\n" +
          `${idOf("script@example.test")},<script>alert(1)</script>,script@example.test,footer,subscribed,2026-11-20T07:04:00.000Z,\r\n`,
      );

      const partners = await call(() =>
        exportLoader(args(get("/admin/export/partner-requests", cookies.admin), { kind: "partner-requests" })),
      );
      const ptext = new TextDecoder("utf-8", { ignoreBOM: true }).decode(
        new Uint8Array((await partners.response?.arrayBuffer()) as ArrayBuffer),
      );
      expect(ptext).toBe(
        "\uFEFFid,company,routes,whatsapp,pricing_link,notes,status,review_note,reviewed_at,created_at\r\n" +
          `${ids.partner},"Boats, Inc.","'=HYPERLINK(""http://x"")",'+6281234567890,,<script>alert(1)</script>,pending,,,2026-11-22T07:04:00.000Z\r\n`,
      );
    });

    it("exports every row, beyond one batch and one page", async () => {
      const db = getDb();
      const many = Array.from({ length: 1203 }, (_, i) => ({
        id: randomUUID(),
        first_name: `F${i}`,
        last_name: "L",
        email: `m${i}@example.test`,
        subject: "S",
        message: "M",
        read_at: null,
        // Many share a timestamp, so the keyset must break ties by id.
        created_at: `2026-10-0${1 + (i % 5)}T00:00:00.000Z`,
      }));
      await db.insertInto("contact_messages").values(many).execute();
      const r = await call(() =>
        exportLoader(args(get("/admin/export/contact-messages", cookies.admin), { kind: "contact-messages" })),
      );
      const lines = (await (r.response as Response).text()).split("\r\n").filter(Boolean);
      expect(lines.length).toBe(1 + 1204);
      expect(new Set(lines).size).toBe(lines.length);
      await db.deleteFrom("contact_messages").where("email", "like", "m%@example.test").execute();
    });

    it("renders stored markup as inert text", async () => {
      for (const tab of ["subscribers", "updates", "partners", "messages", "community"] as const) {
        const r = await call(() => adminLoader(args(get(`/admin?tab=${tab}`, cookies.admin))));
        const html = renderPage(r.data);
        expect(html).toContain("Admin Dashboard");
        expect(html).not.toContain("<script>alert(1)</script>");
        expect(html).not.toContain("javascript:alert");
        expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
      }
    });

    it("reviews an update with a note and records it in the audit log", async () => {
      const r = await call(() =>
        adminAction(
          args(
            post(
              {
                intent: "review-update",
                id: ids.update,
                status: "approved",
                note: "Checked with the airline",
                returnTo: "/admin?tab=updates",
              },
              cookies.admin,
            ),
          ),
        ),
      );
      expect(r.status).toBe(302);
      expect(r.headers.get("Location")).toBe("/admin?tab=updates");
      expect(r.headers.get("Cache-Control")).toBe("no-store");
      const row = await getDb()
        .selectFrom("transport_updates")
        .selectAll()
        .where("id", "=", ids.update)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: "approved", review_note: "Checked with the airline", reviewed_by: adminId });
      const audit = await getDb().selectFrom("audit_log").selectAll().where("target_id", "=", ids.update).execute();
      expect(audit).toMatchObject([
        {
          actor_id: adminId,
          action: "update.approved",
          target_type: "transport_update",
          detail: "Checked with the airline",
        },
      ]);
    });

    it("publishes approved updates on the transport pages of the hubs their route names", async () => {
      const pending = randomUUID();
      await getDb()
        .insertInto("transport_updates")
        .values({
          id: pending,
          name: "P",
          route: "Makassar - Palu",
          travel_date: null,
          changes: "Not reviewed yet",
          price: null,
          operator: null,
          evidence_url: null,
          created_at: new Date().toISOString(),
          review_note: null,
          reviewed_at: null,
          reviewed_by: null,
        })
        .execute();
      const hub = async (id: string) =>
        (
          (await transportLoader(args(get(`/transport/${id}`), { id }))) as {
            updates?: { id: string; changes: string }[];
          }
        ).updates ?? [];
      const makassar = await hub("makassar");
      expect(makassar.map((u) => u.id)).toEqual([ids.update]);
      expect(makassar[0]).not.toHaveProperty("name");
      expect((await hub("manado")).map((u) => u.id)).toEqual([ids.update]);
      expect(await hub("luwuk")).toEqual([]);
      const flights = (await transportLoader(args(get("/transport/flights"), { id: "flights" }))) as {
        updates?: unknown;
      };
      expect(flights.updates).toBeUndefined();
      await getDb().deleteFrom("transport_updates").where("id", "=", pending).execute();
    });

    it("answers bad input with 400 and a message, unknown records with 404", async () => {
      const bad = await call(() =>
        adminAction(args(post({ intent: "review-update", id: "nope", status: "approved" }, cookies.admin))),
      );
      expect(bad.status).toBe(400);
      const wrong = await call(() => adminAction(args(post({ intent: "explode", id: ids.update }, cookies.admin))));
      expect(wrong.status).toBe(400);
      const missing = await call(() =>
        adminAction(args(post({ intent: "review-partner", id: randomUUID(), status: "approved" }, cookies.admin))),
      );
      expect(missing.status).toBe(404);
      const returnTo = await call(() =>
        adminAction(
          args(
            post(
              { intent: "mark-message", id: ids.message, read: "1", returnTo: "https://evil.example/" },
              cookies.admin,
            ),
          ),
        ),
      );
      expect(returnTo.headers.get("Location")).toBe("/admin");
    });

    it("marks messages read and unread", async () => {
      await call(() => adminAction(args(post({ intent: "mark-message", id: ids.message, read: "1" }, cookies.admin))));
      let m = await getDb()
        .selectFrom("contact_messages")
        .select("read_at")
        .where("id", "=", ids.message)
        .executeTakeFirstOrThrow();
      expect(m.read_at).not.toBeNull();
      await call(() => adminAction(args(post({ intent: "mark-message", id: ids.message, read: "0" }, cookies.admin))));
      m = await getDb()
        .selectFrom("contact_messages")
        .select("read_at")
        .where("id", "=", ids.message)
        .executeTakeFirstOrThrow();
      expect(m.read_at).toBeNull();
    });

    it("hides and unhides posts and comments, and shows hidden ones to the admin", async () => {
      await call(() => adminAction(args(post({ intent: "hide-post", id: ids.post, hidden: "1" }, cookies.admin))));
      await call(() =>
        adminAction(args(post({ intent: "hide-comment", id: ids.comment, hidden: "1" }, cookies.admin))),
      );
      const r = await call(() => adminLoader(args(get("/admin?tab=community", cookies.admin))));
      const rows = (r.data as { list: { rows: { id: string; hidden: boolean; comments: { hidden: boolean }[] }[] } })
        .list.rows;
      expect(rows.find((p) => p.id === ids.post)).toMatchObject({ hidden: true, comments: [{ hidden: true }] });
      await call(() => adminAction(args(post({ intent: "hide-post", id: ids.post, hidden: "0" }, cookies.admin))));
      const p = await getDb()
        .selectFrom("posts")
        .select("hidden_at")
        .where("id", "=", ids.post)
        .executeTakeFirstOrThrow();
      expect(p.hidden_at).toBeNull();
      const actionsDone = await getDb()
        .selectFrom("audit_log")
        .select("action")
        .where("target_id", "in", [ids.post, ids.comment])
        .execute();
      expect(actionsDone.map((a) => a.action).sort()).toEqual(["comment.hide", "post.hide", "post.unhide"]);
    });

    it("bans a member (their sessions end), unbans, shows their posts, and never bans an admin", async () => {
      const victim = await createTestUser(getDb(), { name: "Vic" });
      const ban = await call(() =>
        adminAction(args(post({ intent: "ban-user", id: victim.user.id, banned: "1", reason: "Spam" }, cookies.admin))),
      );
      expect(ban.status).toBe(302);
      const u = await getDb()
        .selectFrom("users")
        .select(["banned", "ban_reason"])
        .where("id", "=", victim.user.id)
        .executeTakeFirstOrThrow();
      expect(u).toEqual({ banned: 1, ban_reason: "Spam" });
      const sessions = await getDb()
        .selectFrom("sessions")
        .select("id")
        .where("user_id", "=", victim.user.id)
        .execute();
      expect(sessions).toEqual([]);
      await call(() => adminAction(args(post({ intent: "ban-user", id: victim.user.id, banned: "0" }, cookies.admin))));
      const again = await getDb()
        .selectFrom("users")
        .select("banned")
        .where("id", "=", victim.user.id)
        .executeTakeFirstOrThrow();
      expect(again.banned).toBe(0);

      const admin2 = await createTestUser(getDb(), { role: "admin" });
      const refused = await call(() =>
        adminAction(args(post({ intent: "ban-user", id: admin2.user.id, banned: "1" }, cookies.admin))),
      );
      expect(refused.status).toBe(400);
      const self = await call(() =>
        adminAction(args(post({ intent: "ban-user", id: adminId, banned: "1" }, cookies.admin))),
      );
      expect(self.status).toBe(400);

      const posts = await call(() => adminLoader(args(get(`/admin?tab=community&author=${memberId}`, cookies.admin))));
      const d = posts.data as { list: { member: { id: string } | null; rows: { authorId: string }[] } };
      expect(d.list.member?.id).toBe(memberId);
      expect(d.list.rows.every((p) => p.authorId === memberId)).toBe(true);
    });

    it("deletes comments and posts and audits them", async () => {
      const del = await call(() =>
        adminAction(args(post({ intent: "delete-comment", id: ids.comment }, cookies.admin))),
      );
      expect(del.status).toBe(302);
      const delPost = await call(() => adminAction(args(post({ intent: "delete-post", id: ids.post }, cookies.admin))));
      expect(delPost.status).toBe(302);
      expect(
        await getDb().selectFrom("posts").select("id").where("id", "=", ids.post).executeTakeFirst(),
      ).toBeUndefined();
      const audit = await call(() => adminLoader(args(get("/admin?tab=audit", cookies.admin))));
      const rows = (audit.data as { list: { rows: { action: string; actor: string }[] } }).list.rows;
      expect(rows.map((a) => a.action)).toContain("post.delete");
      expect(rows.map((a) => a.action)).toContain("comment.delete");
      expect(rows[0]?.actor).toMatch(/@example\.test$/);
    });
  });
});

let stubData: unknown;

function StubbedAdmin() {
  // biome-ignore lint/suspicious/noExplicitAny: the route component's props, filled in by hand.
  return createElement(AdminPage as any, { loaderData: stubData, actionData: undefined, params: {}, matches: [] });
}

/** The dashboard component rendered to HTML on the server, as the page would be, with this loader data. */
function renderPage(loaderData: unknown): string {
  stubData = loaderData;
  const Stub = createRoutesStub([{ path: "/admin", Component: StubbedAdmin }]);
  return renderToString(createElement(Stub, { initialEntries: ["/admin"] }));
}
