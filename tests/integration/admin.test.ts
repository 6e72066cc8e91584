import { randomUUID } from "node:crypto";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { runAdminAction } from "~/features/admin/admin.server.ts";
import { EXPORT_KINDS, TABS } from "~/features/admin/constants.ts";
import { safeHttpUrl } from "~/features/admin/listing.server.ts";
import type { AdminAction } from "~/features/admin/schema.ts";
import { mailtoReply } from "~/features/admin/tabs/messages.server.ts";
import { ACCESS_DENIED_TOAST } from "~/features/admin/texts.ts";
import { getDb } from "~/lib/db/index.server.ts";
import { loader as exportLoader } from "~/routes/admin.export.$kind.ts";
import AdminPage, {
  ErrorBoundary as AdminErrorBoundary,
  action as adminAction,
  loader as adminLoader,
} from "~/routes/admin.tsx";
import { loader as transportLoader } from "~/routes/transport-page.tsx";
import { callRoute, get, post, routeArgs } from "../support/route-harness.ts";
import { createTestUser } from "./accounts-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";

/**
 * The admin dashboard through its route modules, with real Request objects and real sessions:
 * the access matrix (visitor, user, banned user, admin x every page, action and export), the CSV
 * bytes, the actions and their audit rows, and stored markup staying inert.
 */

const SCRIPT = "<script>alert(1)</script>";
const FORMULA = '=HYPERLINK("http://x")';
const CHALLENGE = 'Cookie realm="admin", form-action="/auth"';

type Role = "visitor" | "user" | "banned" | "admin";

describeBothDatabases("admin dashboard", (getTestDb) => {
  const cookies: Partial<Record<Role, string>> = {};
  let adminId = "";
  let memberId = "";
  const ids = {
    update: randomUUID(),
    update2: "00000000-0000-4000-8000-000000000010",
    partner: randomUUID(),
    message: randomUUID(),
    message2: "00000000-0000-4000-8000-000000000020",
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
          confirmed_at: "2026-11-20T07:04:00.000Z",
          unsubscribed_at: null,
        },
        {
          id: "00000000-0000-4000-8000-000000000002",
          email: "formula@example.test",
          name: FORMULA,
          source: "home",
          status: "subscribed",
          created_at: "2026-11-22T07:04:00.000Z",
          confirmed_at: "2026-11-22T07:04:00.000Z",
          unsubscribed_at: null,
        },
        {
          id: "00000000-0000-4000-8000-000000000003",
          email: "noname@example.test",
          name: null,
          source: "blog",
          status: "subscribed",
          created_at: "2026-11-21T07:04:00.000Z",
          confirmed_at: "2026-11-21T07:04:00.000Z",
          unsubscribed_at: null,
        },
        {
          id: "00000000-0000-4000-8000-000000000004",
          email: "gone@example.test",
          name: "Gone Away",
          source: "footer",
          status: "unsubscribed",
          created_at: "2026-11-19T07:04:00.000Z",
          confirmed_at: "2026-11-19T07:04:00.000Z",
          unsubscribed_at: "2026-11-19T08:00:00.000Z",
        },
        {
          // Signed up, never confirmed (double opt-in): listed only under its state, never counted.
          id: "00000000-0000-4000-8000-000000000005",
          email: "pending@example.test",
          name: "Pending Person",
          source: "home",
          status: "subscribed",
          created_at: "2026-11-23T07:04:00.000Z",
          unsubscribed_at: null,
          confirmed_at: null,
          confirm_sent_at: "2026-11-23T07:04:00.000Z",
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
    // Every cell that begins with a formula trigger, in the fields a traveller fills in.
    await db
      .insertInto("transport_updates")
      .values({
        id: ids.update2,
        name: FORMULA,
        route: "Other route",
        travel_date: null,
        changes: "-2 hours: the ferry leaves earlier",
        price: "+50000",
        operator: "\tPelni",
        evidence_url: "@evil",
        created_at: "2026-11-21T07:04:00.000Z",
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
        email: "ops@boats.example",
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
    await db
      .insertInto("contact_messages")
      .values({
        id: ids.message2,
        first_name: "@Ann",
        last_name: "-Lee",
        email: "cr@example.test",
        subject: "\rCarriage, return",
        message: `+1 "quoted" ${FORMULA}`,
        read_at: null,
        created_at: "2026-11-21T07:04:00.000Z",
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
    { intent: "delete-comment", id: randomUUID(), confirm: "1" },
    { intent: "delete-post", id: randomUUID(), confirm: "1" },
    { intent: "ban-user", id: randomUUID(), banned: true, reason: null },
  ];
  const fieldsOf = (a: AdminAction): Record<string, string> =>
    Object.fromEntries(
      Object.entries(a)
        .filter(([, v]) => v !== null)
        .map(([k, v]) => [k, typeof v === "boolean" ? (v ? "1" : "0") : String(v)]),
    );

  /** The denied refusal (ADR 0033): the card's flag, and the spec's 'Access Denied' toast for signed-in accounts. */
  const deniedAnswer = (status: number) => ({
    denied: true,
    ok: false,
    status,
    ...(status === 403
      ? {
          toast: {
            title: ACCESS_DENIED_TOAST.title,
            description: ACCESS_DENIED_TOAST.description,
            variant: "destructive",
          },
        }
      : {}),
  });

  describe("access matrix", () => {
    const denied: [Role, number][] = [
      ["visitor", 401],
      ["user", 403],
      ["banned", 403],
    ];

    for (const [role, status] of denied) {
      it(`${role}: every tab answers ${status} with the Access Denied card only`, async () => {
        for (const tab of TABS) {
          const r = await callRoute(() => adminLoader(routeArgs(get(`/admin?tab=${tab}`, { cookie: cookies[role] }))));
          expect(r.status).toBe(status);
          // Signed-in accounts get the spec's 'Access Denied' toast, visitors just the card.
          expect(r.data).toEqual(deniedAnswer(status));
          expect(r.headers.get("Cache-Control")).toBe("no-store");
          expect(r.headers.get("WWW-Authenticate")).toBe(status === 401 ? CHALLENGE : null);
        }
        const html = renderPage(
          (await callRoute(() => adminLoader(routeArgs(get("/admin", { cookie: cookies[role] }))))).data,
        );
        expect(html).toContain("You need admin privileges to access this page.");
        expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Go Home<\/a>/);
        expect(html).not.toContain("Admin Dashboard");
        if (status === 403) {
          expect(html).toContain("Access Denied");
          expect(html).toContain("You don&#x27;t have admin privileges to access this page.");
        } else {
          expect(html).not.toContain("You don&#x27;t have");
        }
      });

      it(`${role}: every export answers ${status} without data`, async () => {
        for (const kind of EXPORT_KINDS) {
          const r = await callRoute(() =>
            exportLoader(routeArgs(get(`/admin/export/${kind}`, { cookie: cookies[role] }), { kind })),
          );
          expect(r.status).toBe(status);
          const body = await r.response?.text();
          expect(body).not.toContain("@example.test");
          expect(r.headers.get("Cache-Control")).toBe("no-store");
          expect(r.headers.get("WWW-Authenticate")).toBe(status === 401 ? CHALLENGE : null);
        }
      });

      it(`${role}: every action answers ${status} and changes nothing`, async () => {
        for (const a of actions()) {
          const r = await callRoute(() =>
            adminAction(routeArgs(post("/admin", { ...fieldsOf(a), returnTo: "/admin" }, { cookie: cookies[role] }))),
          );
          expect(r.status).toBe(status);
          // Returned, not thrown: the page shows the Access Denied card, not the generic error page.
          expect(r.data).toEqual(deniedAnswer(status));
          expect(r.headers.get("Cache-Control")).toBe("no-store");
          expect(r.headers.get("WWW-Authenticate")).toBe(status === 401 ? CHALLENGE : null);
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
        const r = await callRoute(() => adminLoader(routeArgs(get(`/admin?tab=${tab}`, { cookie: cookies.admin }))));
        expect(r.status).toBe(200);
        expect((r.data as { denied: boolean; tab: string }).tab).toBe(tab);
        expect(r.headers.get("Cache-Control")).toBe("no-store");
      }
    });

    it("admin: every export answers 200 with a CSV file", async () => {
      for (const kind of EXPORT_KINDS) {
        const r = await callRoute(() =>
          exportLoader(routeArgs(get(`/admin/export/${kind}`, { cookie: cookies.admin }), { kind })),
        );
        expect(r.status).toBe(200);
        expect(r.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
        expect(r.headers.get("Content-Disposition")).toMatch(
          new RegExp(`^attachment; filename="${kind}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
        );
        expect(r.headers.get("Cache-Control")).toBe("no-store");
        await r.response?.arrayBuffer();
      }
      const unknown = await callRoute(() =>
        exportLoader(routeArgs(get("/admin/export/users", { cookie: cookies.admin }), { kind: "users" })),
      );
      expect(unknown.status).toBe(404);
    });

    it("refuses cross-site and origin-less posts even from an admin", async () => {
      const a = fieldsOf(actions()[0] as AdminAction);
      const r = await callRoute(() =>
        adminAction(routeArgs(post("/admin", a, { cookie: cookies.admin, origin: "https://evil.example" }))),
      );
      expect(r.status).toBe(403);
      expect((r.data as { toast: { description: string } }).toast.description).toMatch(/another website/);
      const update = await getDb()
        .selectFrom("transport_updates")
        .select("status")
        .where("id", "=", ids.update)
        .executeTakeFirstOrThrow();
      expect(update.status).toBe("pending");
    });

    it("an admin whose session ended gets the denied answer and the card, not the error page", async () => {
      const db = getDb();
      const gone = await createTestUser(db, { role: "admin" });
      const page = await callRoute(() => adminLoader(routeArgs(get("/admin", { cookie: gone.cookie }))));
      expect(page.status).toBe(200);
      await db.deleteFrom("sessions").where("user_id", "=", gone.user.id).execute();
      const r = await callRoute(() =>
        adminAction(
          routeArgs(
            post("/admin", { ...fieldsOf(actions()[2] as AdminAction), returnTo: "/admin" }, { cookie: gone.cookie }),
          ),
        ),
      );
      expect(r.status).toBe(401);
      expect(r.headers.get("WWW-Authenticate")).toBe(CHALLENGE);
      // The page still holds the dashboard it loaded; the refused action replaces it with the card.
      const html = renderPage(page.data, r.data);
      expect(html).toContain("You need admin privileges to access this page.");
      expect(html).not.toContain("Admin Dashboard");
      expect(html).not.toContain("@example.test");
    });

    it("shows 'Failed to fetch admin data.' when the dashboard cannot load, and the card for a refusal", () => {
      const failed = renderBoundary(new Error("connect ECONNREFUSED 127.0.0.1:5432"));
      expect(failed).toContain("Error");
      expect(failed).toContain("Failed to fetch admin data.");
      expect(failed).not.toContain("ECONNREFUSED");
      expect(failed).not.toContain("Something went wrong");
      const refused = renderBoundary({ status: 403, statusText: "Forbidden", internal: false, data: "" });
      expect(refused).toContain("You need admin privileges to access this page.");
      expect(refused).toContain("Go Home");
    });
  });

  describe("as an admin", () => {
    it("counts, orders newest first and formats dates in Asia/Makassar", async () => {
      const r = await callRoute(() => adminLoader(routeArgs(get("/admin", { cookie: cookies.admin }))));
      const d = r.data as {
        counts: { subscribers: number; updates: number; partners: number };
        list: { rows: { email: string; name: string | null; created: string }[]; total: number };
      };
      // The card counts the confirmed subscribers, the tab's default view and the export, and says how
      // many wait for confirmation and how many unsubscribed.
      expect(d.counts).toMatchObject({
        subscribers: 3,
        pending: 1,
        unsubscribed: 1,
        updates: 2,
        partners: 1,
        unreadMessages: 2,
      });
      expect(d.list.total).toBe(d.counts.subscribers);
      expect(d.list.rows.map((x) => x.email)).toEqual([
        "formula@example.test",
        "noname@example.test",
        "script@example.test",
      ]);
      expect(d.list.rows[0]?.created).toBe("Nov 22, 2026, 3:04 PM WITA");
      const html = renderPage(r.data);
      expect(html).toMatch(/Total Subscribers.*>3<.*1 pending confirmation · 1 unsubscribed/s);
      // The Messages tab carries the unread count.
      expect(html).toMatch(/>Messages<span[^>]*>2<span class="sr-only"> unread<\/span>/);
    });

    it("shows each subscriber's state and filters by it (confirmed by default)", async () => {
      const emails = async (state: string | null) => {
        const url = state ? `/admin?state=${state}` : "/admin";
        const r = await callRoute(() => adminLoader(routeArgs(get(url, { cookie: cookies.admin }))));
        const d = r.data as { list: { rows: { email: string; state: string }[] } };
        return { rows: d.list.rows.map((x) => `${x.email} ${x.state}`), html: renderPage(r.data) };
      };
      const confirmed = await emails(null);
      expect(confirmed.rows).toEqual([
        "formula@example.test confirmed",
        "noname@example.test confirmed",
        "script@example.test confirmed",
      ]);
      expect((await emails("confirmed")).rows).toEqual(confirmed.rows);
      const pending = await emails("pending");
      expect(pending.rows).toEqual(["pending@example.test pending"]);
      expect(pending.html).toMatch(/pending@example\.test.*>Pending</s);
      expect(pending.html).toMatch(/aria-current="true"[^>]*>Pending confirmation</);
      expect((await emails("unsubscribed")).rows).toEqual(["gone@example.test unsubscribed"]);
      const all = await emails("all");
      expect(all.rows).toHaveLength(5);
      expect(all.html).toMatch(/gone@example\.test.*>Unsubscribed</s);
      // Paging and search links keep the filter; an unknown value falls back to the default.
      expect(all.html).toContain('name="state" value="all"');
      expect((await emails("bogus")).rows).toEqual(confirmed.rows);
    });

    it("shows the travel date formatted", async () => {
      const r = await callRoute(() => adminLoader(routeArgs(get("/admin?tab=updates", { cookie: cookies.admin }))));
      const rows = (r.data as { list: { rows: { id: string; travelDate: string | null }[] } }).list.rows;
      expect(rows.find((x) => x.id === ids.update)?.travelDate).toBe("Nov 1, 2026");
      expect(rows.find((x) => x.id === ids.update2)?.travelDate).toBeNull();
      expect(renderPage(r.data)).toContain("Nov 1, 2026");
    });

    it("folds the case of ASCII letters only, the same on both engines", async () => {
      const db = getDb();
      await createTestUser(db, { name: "Sélène Acute", email: "acute@example.test" });
      await createTestUser(db, { name: "SÉLÈNE Capital", email: "capital@example.test" });
      const names = async (q: string) => {
        const r = await callRoute(() =>
          adminLoader(routeArgs(get(`/admin?tab=members&q=${encodeURIComponent(q)}`, { cookie: cookies.admin }))),
        );
        return (r.data as { list: { rows: { name: string }[] } }).list.rows.map((m) => m.name).sort();
      };
      expect(await names("Sélène")).toEqual(["Sélène Acute"]);
      expect(await names("sélène")).toEqual(["Sélène Acute"]);
      expect(await names("SÉLÈNE")).toEqual(["SÉLÈNE Capital"]);
      expect(await names("sÉlÈnE")).toEqual(["SÉLÈNE Capital"]);
      expect(await names("selene")).toEqual([]);
      expect(await names("ACUTE")).toEqual(["Sélène Acute"]);
    });

    it("searches case-insensitively and treats % and _ literally", async () => {
      const hit = await callRoute(() => adminLoader(routeArgs(get("/admin?q=NONAME", { cookie: cookies.admin }))));
      expect((hit.data as { list: { total: number } }).list.total).toBe(1);
      const none = await callRoute(() => adminLoader(routeArgs(get("/admin?q=%25", { cookie: cookies.admin }))));
      expect((none.data as { list: { total: number } }).list.total).toBe(0);
    });

    it("exports exact CSV bytes, neutralising formulas and keeping markup as text", async () => {
      const r = await callRoute(() =>
        exportLoader(routeArgs(get("/admin/export/subscribers", { cookie: cookies.admin }), { kind: "subscribers" })),
      );
      const bytes = new Uint8Array((await r.response?.arrayBuffer()) as ArrayBuffer);
      const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
      const rows = await getDb().selectFrom("subscribers").select(["id", "email"]).execute();
      const idOf = (email: string) => rows.find((x) => x.email === email)?.id;
      expect(text).toBe(
        // Confirmed subscribers only (double opt-in): not the pending one, not the one who left.
        "\uFEFFid,name,email,source,created_at,confirmed_at\r\n" +
          `00000000-0000-4000-8000-000000000002,"'=HYPERLINK(""http://x"")",formula@example.test,home,2026-11-22T07:04:00.000Z,2026-11-22T07:04:00.000Z\r\n` +
          "00000000-0000-4000-8000-000000000003,,noname@example.test,blog,2026-11-21T07:04:00.000Z,2026-11-21T07:04:00.000Z\r\n" +
          `${idOf("script@example.test")},<script>alert(1)</script>,script@example.test,footer,2026-11-20T07:04:00.000Z,2026-11-20T07:04:00.000Z\r\n`,
      );

      const partners = await callRoute(() =>
        exportLoader(
          routeArgs(get("/admin/export/partner-requests", { cookie: cookies.admin }), { kind: "partner-requests" }),
        ),
      );
      const ptext = new TextDecoder("utf-8", { ignoreBOM: true }).decode(
        new Uint8Array((await partners.response?.arrayBuffer()) as ArrayBuffer),
      );
      expect(ptext).toBe(
        "\uFEFFid,company,routes,whatsapp,email,pricing_link,notes,status,review_note,reviewed_at,created_at\r\n" +
          `${ids.partner},"Boats, Inc.","'=HYPERLINK(""http://x"")",'+6281234567890,ops@boats.example,,<script>alert(1)</script>,pending,,,2026-11-22T07:04:00.000Z\r\n`,
      );
    });

    /** The export of `kind` as the admin downloads it, as bytes. */
    async function exportBytes(kind: string): Promise<Uint8Array> {
      const r = await callRoute(() =>
        exportLoader(routeArgs(get(`/admin/export/${kind}`, { cookie: cookies.admin }), { kind })),
      );
      expect(r.status).toBe(200);
      return new Uint8Array((await r.response?.arrayBuffer()) as ArrayBuffer);
    }

    it("exports transport updates byte for byte: =, +, -, @, tab at the start neutralised, quotes doubled", async () => {
      const bytes = await exportBytes("transport-updates");
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(Buffer.from(bytes).toString("utf8")).toBe(
        "\uFEFFid,name,route,travel_date,changes,price,operator,evidence_url,status,review_note,reviewed_at,applied_at,created_at\r\n" +
          `${ids.update},<script>alert(1)</script>,Makassar - Manado,2026-11-01,` +
          `"Fare now 1,200,000 IDR, ""new"" schedule\n=HYPERLINK(""http://x"")",1200000,Lion Air,javascript:alert(1),pending,,,,2026-11-22T07:04:00.000Z\r\n` +
          `${ids.update2},"'=HYPERLINK(""http://x"")",Other route,,'-2 hours: the ferry leaves earlier,'+50000,'\tPelni,'@evil,pending,,,,2026-11-21T07:04:00.000Z\r\n`,
      );
    });

    it("exports contact messages byte for byte: a leading CR neutralised and quoted", async () => {
      const bytes = await exportBytes("contact-messages");
      expect(Buffer.from(bytes).toString("utf8")).toBe(
        "\uFEFFid,first_name,last_name,email,subject,message,read_at,created_at\r\n" +
          `${ids.message},Ann,<script>alert(1)</script>,ann@example.test,Ferry times?,Hello,,2026-11-22T07:04:00.000Z\r\n` +
          `${ids.message2},'@Ann,'-Lee,cr@example.test,"'\rCarriage, return","'+1 ""quoted"" =HYPERLINK(""http://x"")",,2026-11-21T07:04:00.000Z\r\n`,
      );
    });

    it("writes every export to the audit log", async () => {
      const db = getDb();
      const before = await db.selectFrom("audit_log").select("id").where("action", "like", "export.%").execute();
      await exportBytes("subscribers");
      const rows = await db
        .selectFrom("audit_log")
        .selectAll()
        .where("action", "=", "export.subscribers")
        .orderBy("created_at", "desc")
        .execute();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows[0]).toMatchObject({ actor_id: adminId, target_type: "export", target_id: "subscribers" });
      const after = await db.selectFrom("audit_log").select("id").where("action", "like", "export.%").execute();
      expect(after.length).toBe(before.length + 1);
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
      const r = await callRoute(() =>
        exportLoader(
          routeArgs(get("/admin/export/contact-messages", { cookie: cookies.admin }), { kind: "contact-messages" }),
        ),
      );
      const lines = (await (r.response as Response).text()).split("\r\n").filter(Boolean);
      expect(lines.length).toBe(1 + 1205);
      expect(new Set(lines).size).toBe(lines.length);
      await db.deleteFrom("contact_messages").where("email", "like", "m%@example.test").execute();
    });

    it("shows how to reach a partner: WhatsApp as a wa.me link, email as a mailto link", async () => {
      const html = renderPage(
        (await callRoute(() => adminLoader(routeArgs(get("/admin?tab=partners", { cookie: cookies.admin }))))).data,
      );
      expect(html).toContain("<th");
      expect(html).toMatch(/>Email<\/th>/);
      expect(html).toContain('href="https://wa.me/6281234567890"');
      expect(html).toContain('href="mailto:ops@boats.example"');
      // Searching by the email address finds the request.
      const found = await callRoute(() =>
        adminLoader(routeArgs(get("/admin?tab=partners&q=ops%40boats", { cookie: cookies.admin }))),
      );
      expect(renderPage(found.data)).toContain("Boats, Inc.");
    });

    it("renders stored markup as inert text on every tab", async () => {
      // A member named <script> banned with a <script> reason: the Members row and the Audit detail.
      const marked = await createTestUser(getDb(), { name: SCRIPT });
      const ban = await callRoute(() =>
        adminAction(
          routeArgs(
            post(
              "/admin",
              { intent: "ban-user", id: marked.user.id, banned: "1", reason: SCRIPT },
              { cookie: cookies.admin },
            ),
          ),
        ),
      );
      expect(ban.status).toBe(302);
      for (const tab of TABS) {
        const r = await callRoute(() => adminLoader(routeArgs(get(`/admin?tab=${tab}`, { cookie: cookies.admin }))));
        const html = renderPage(r.data);
        expect(html).toContain("Admin Dashboard");
        expect(html).not.toContain("<script>alert(1)</script>");
        expect(html).not.toContain("javascript:alert");
        // The Routes tab lists route data, not what members typed (its stored markup: route-edits-admin.test.ts);
        // the Overview shows counts (overview.test.ts).
        if (tab !== "routes" && tab !== "overview") expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
      }
      // The ban reason is on the member's row.
      const members = renderPage(
        (await callRoute(() => adminLoader(routeArgs(get("/admin?tab=members", { cookie: cookies.admin }))))).data,
      );
      expect(members).toMatch(/Banned.*Reason: .*&lt;script&gt;alert\(1\)&lt;\/script&gt;/s);
      await getDb().deleteFrom("users").where("id", "=", marked.user.id).execute();
    });

    it("reviews an update with a note and records it in the audit log", async () => {
      const r = await callRoute(() =>
        adminAction(
          routeArgs(
            post(
              "/admin",
              {
                intent: "review-update",
                id: ids.update,
                status: "approved",
                note: "Checked with the airline",
                returnTo: "/admin?tab=updates",
              },
              { cookie: cookies.admin },
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
          (await transportLoader(routeArgs(get(`/transport/${id}`), { id }))) as {
            updates?: { id: string; changes: string }[];
          }
        ).updates ?? [];
      const makassar = await hub("makassar");
      expect(makassar.map((u) => u.id)).toEqual([ids.update]);
      expect(makassar[0]).not.toHaveProperty("name");
      expect((await hub("manado")).map((u) => u.id)).toEqual([ids.update]);
      expect(await hub("luwuk")).toEqual([]);
      const flights = (await transportLoader(routeArgs(get("/transport/flights"), { id: "flights" }))) as {
        updates?: unknown;
      };
      expect(flights.updates).toBeUndefined();
      await getDb().deleteFrom("transport_updates").where("id", "=", pending).execute();
    });

    it("dates a traveller update by the day of approval in ADMIN_TIME_ZONE, not UTC", async () => {
      const late = randomUUID();
      await getDb()
        .insertInto("transport_updates")
        .values({
          id: late,
          name: "L",
          route: "Luwuk - Ampana",
          travel_date: null,
          changes: "Approved late in the UTC evening",
          price: null,
          operator: null,
          evidence_url: null,
          status: "approved",
          // 20:30 UTC on Nov 22 is 04:30 on Nov 23 in Makassar.
          created_at: "2026-11-22T10:00:00.000Z",
          review_note: null,
          reviewed_at: "2026-11-22T20:30:00.000Z",
          reviewed_by: null,
        })
        .execute();
      const page = (await transportLoader(routeArgs(get("/transport/luwuk"), { id: "luwuk" }))) as {
        updates?: { id: string; publishedOn: string }[];
      };
      expect(page.updates?.find((u) => u.id === late)?.publishedOn).toBe("2026-11-23");
      await getDb().deleteFrom("transport_updates").where("id", "=", late).execute();
    });

    it("answers bad input with 400 and a message, unknown records with 404", async () => {
      const bad = await callRoute(() =>
        adminAction(
          routeArgs(
            post("/admin", { intent: "review-update", id: "nope", status: "approved" }, { cookie: cookies.admin }),
          ),
        ),
      );
      expect(bad.status).toBe(400);
      const wrong = await callRoute(() =>
        adminAction(routeArgs(post("/admin", { intent: "explode", id: ids.update }, { cookie: cookies.admin }))),
      );
      expect(wrong.status).toBe(400);
      const missing = await callRoute(() =>
        adminAction(
          routeArgs(
            post(
              "/admin",
              { intent: "review-partner", id: randomUUID(), status: "approved" },
              { cookie: cookies.admin },
            ),
          ),
        ),
      );
      expect(missing.status).toBe(404);
      const returnTo = await callRoute(() =>
        adminAction(
          routeArgs(
            post(
              "/admin",
              { intent: "mark-message", id: ids.message, read: "1", returnTo: "https://evil.example/" },
              { cookie: cookies.admin },
            ),
          ),
        ),
      );
      expect(returnTo.headers.get("Location")).toBe("/admin");
    });

    it("marks messages read and unread", async () => {
      await callRoute(() =>
        adminAction(
          routeArgs(post("/admin", { intent: "mark-message", id: ids.message, read: "1" }, { cookie: cookies.admin })),
        ),
      );
      let m = await getDb()
        .selectFrom("contact_messages")
        .select("read_at")
        .where("id", "=", ids.message)
        .executeTakeFirstOrThrow();
      expect(m.read_at).not.toBeNull();
      await callRoute(() =>
        adminAction(
          routeArgs(post("/admin", { intent: "mark-message", id: ids.message, read: "0" }, { cookie: cookies.admin })),
        ),
      );
      m = await getDb()
        .selectFrom("contact_messages")
        .select("read_at")
        .where("id", "=", ids.message)
        .executeTakeFirstOrThrow();
      expect(m.read_at).toBeNull();
    });

    it("hides and unhides posts and comments, and shows hidden ones to the admin", async () => {
      await callRoute(() =>
        adminAction(
          routeArgs(post("/admin", { intent: "hide-post", id: ids.post, hidden: "1" }, { cookie: cookies.admin })),
        ),
      );
      await callRoute(() =>
        adminAction(
          routeArgs(
            post("/admin", { intent: "hide-comment", id: ids.comment, hidden: "1" }, { cookie: cookies.admin }),
          ),
        ),
      );
      const r = await callRoute(() => adminLoader(routeArgs(get("/admin?tab=community", { cookie: cookies.admin }))));
      const rows = (r.data as { list: { rows: { id: string; hidden: boolean; comments: { hidden: boolean }[] }[] } })
        .list.rows;
      expect(rows.find((p) => p.id === ids.post)).toMatchObject({ hidden: true, comments: [{ hidden: true }] });
      await callRoute(() =>
        adminAction(
          routeArgs(post("/admin", { intent: "hide-post", id: ids.post, hidden: "0" }, { cookie: cookies.admin })),
        ),
      );
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
      const ban = await callRoute(() =>
        adminAction(
          routeArgs(
            post(
              "/admin",
              { intent: "ban-user", id: victim.user.id, banned: "1", reason: "Spam" },
              { cookie: cookies.admin },
            ),
          ),
        ),
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
      await callRoute(() =>
        adminAction(
          routeArgs(post("/admin", { intent: "ban-user", id: victim.user.id, banned: "0" }, { cookie: cookies.admin })),
        ),
      );
      const again = await getDb()
        .selectFrom("users")
        .select("banned")
        .where("id", "=", victim.user.id)
        .executeTakeFirstOrThrow();
      expect(again.banned).toBe(0);

      const admin2 = await createTestUser(getDb(), { role: "admin" });
      const refused = await callRoute(() =>
        adminAction(
          routeArgs(post("/admin", { intent: "ban-user", id: admin2.user.id, banned: "1" }, { cookie: cookies.admin })),
        ),
      );
      expect(refused.status).toBe(400);
      expect((refused.data as { toast: { description: string } }).toast.description).toBe("Admins cannot be banned.");
      // An admin banning themselves has its own refusal (the admin rule would refuse it too).
      const self = await callRoute(() =>
        adminAction(
          routeArgs(post("/admin", { intent: "ban-user", id: adminId, banned: "1" }, { cookie: cookies.admin })),
        ),
      );
      expect(self.status).toBe(400);
      expect((self.data as { toast: { description: string } }).toast.description).toBe(
        "You cannot ban your own account.",
      );

      const posts = await callRoute(() =>
        adminLoader(routeArgs(get(`/admin?tab=community&author=${memberId}`, { cookie: cookies.admin }))),
      );
      const d = posts.data as { list: { member: { id: string } | null; rows: { authorId: string }[] } };
      expect(d.list.member?.id).toBe(memberId);
      expect(d.list.rows.every((p) => p.authorId === memberId)).toBe(true);
    });

    it("deletes only after the confirmation step, and the form offers it", async () => {
      for (const intent of ["delete-comment", "delete-post"]) {
        const r = await callRoute(() =>
          adminAction(
            routeArgs(
              post(
                "/admin",
                { intent, id: intent === "delete-post" ? ids.post : ids.comment },
                { cookie: cookies.admin },
              ),
            ),
          ),
        );
        expect(r.status).toBe(400);
        expect((r.data as { toast: { description: string } }).toast.description).toBe(
          "Confirm the deletion first: it cannot be undone.",
        );
      }
      expect(await getDb().selectFrom("posts").select("id").where("id", "=", ids.post).executeTakeFirst()).toBeTruthy();
      expect(
        await getDb().selectFrom("comments").select("id").where("id", "=", ids.comment).executeTakeFirst(),
      ).toBeTruthy();
      const html = renderPage(
        (await callRoute(() => adminLoader(routeArgs(get("/admin?tab=community", { cookie: cookies.admin }))))).data,
      );
      expect(html).toMatch(/<summary[^>]*>Delete post…<\/summary>/);
      expect(html).toMatch(/<summary[^>]*>Delete comment…<\/summary>/);
      expect(html).toContain('<input type="hidden" name="confirm" value="1"/>');
      expect(html).toContain("Confirm delete");
    });

    it("keeps a post whose deletion could not be audited (one transaction)", async () => {
      // An actor with no account: the audit row breaks its foreign key, so the delete is rolled back.
      const ghost = { id: randomUUID() };
      await expect(runAdminAction(ghost, { intent: "delete-post", id: ids.post, confirm: "1" })).rejects.toThrow();
      expect(await getDb().selectFrom("posts").select("id").where("id", "=", ids.post).executeTakeFirst()).toEqual({
        id: ids.post,
      });
    });

    it("deletes comments and posts and audits them", async () => {
      const del = await callRoute(() =>
        adminAction(
          routeArgs(
            post("/admin", { intent: "delete-comment", id: ids.comment, confirm: "1" }, { cookie: cookies.admin }),
          ),
        ),
      );
      expect(del.status).toBe(302);
      const delPost = await callRoute(() =>
        adminAction(
          routeArgs(post("/admin", { intent: "delete-post", id: ids.post, confirm: "1" }, { cookie: cookies.admin })),
        ),
      );
      expect(delPost.status).toBe(302);
      expect(
        await getDb().selectFrom("posts").select("id").where("id", "=", ids.post).executeTakeFirst(),
      ).toBeUndefined();
      const audit = await callRoute(() => adminLoader(routeArgs(get("/admin?tab=audit", { cookie: cookies.admin }))));
      const rows = (audit.data as { list: { rows: { action: string; actor: string }[] } }).list.rows;
      expect(rows.map((a) => a.action)).toContain("post.delete");
      expect(rows.map((a) => a.action)).toContain("comment.delete");
      expect(rows[0]?.actor).toMatch(/@example\.test$/);
    });
  });
});

describe("links built from stored text", () => {
  it("keeps a reply's subject to one encoded line and its address to one recipient", () => {
    expect(mailtoReply("ann@example.test", "Ferry times?")).toBe(
      "mailto:ann@example.test?subject=Re%3A%20Ferry%20times%3F",
    );
    expect(mailtoReply("ann@example.test", "re: already")).toBe("mailto:ann@example.test?subject=re%3A%20already");
    // A CR/LF would be a new header line ("Bcc: ...") to some mail programs; & would start a new field.
    const href = mailtoReply("a,b@example.test?cc=c@x", "Hi\r\nBcc: eve@x.test\u2028&body=x");
    expect(href).toBe("mailto:a%2Cb@example.test%3Fcc%3Dc@x?subject=Re%3A%20Hi%20Bcc%3A%20eve%40x.test%20%26body%3Dx");
    // A lone surrogate cannot be percent-encoded; it must not become a 500.
    expect(mailtoReply("ann@example.test", "x\ud800")).toBe("mailto:ann@example.test?subject=Re%3A%20x%EF%BF%BD");
  });

  it("links only http(s) addresses", () => {
    expect(safeHttpUrl("https://example.test/a?b=1")).toBe("https://example.test/a?b=1");
    for (const bad of ["javascript:alert(1)", " JavaScript:alert(1)", "data:text/html,x", "@evil", "", null]) {
      expect(safeHttpUrl(bad)).toBeNull();
    }
  });
});

let stubData: unknown;
let stubActionData: unknown;
let stubError: unknown;

function StubbedAdmin() {
  // biome-ignore lint/suspicious/noExplicitAny: the route component's props, filled in by hand.
  return createElement(AdminPage as any, {
    loaderData: stubData,
    actionData: stubActionData,
    params: {},
    matches: [],
  });
}

function StubbedBoundary() {
  // biome-ignore lint/suspicious/noExplicitAny: the boundary's props, filled in by hand.
  return createElement(AdminErrorBoundary as any, { error: stubError, params: {}, matches: [] });
}

/** The dashboard component rendered to HTML on the server, as the page would be, with this data. */
function renderPage(loaderData: unknown, actionData?: unknown): string {
  stubData = loaderData;
  stubActionData = actionData;
  const Stub = createRoutesStub([{ path: "/admin", Component: StubbedAdmin }]);
  return renderToString(createElement(Stub, { initialEntries: ["/admin"] }));
}

/** The route's error boundary rendered to HTML with this error (a route error response is { status, ... }). */
function renderBoundary(error: unknown): string {
  stubError = error;
  const Stub = createRoutesStub([{ path: "/admin", Component: StubbedBoundary }]);
  return renderToString(createElement(Stub, { initialEntries: ["/admin"] }));
}
