/**
 * The dashboard's Overview tab (ADR 0030): every figure it shows equals what the database (and the
 * merged route data) holds, counted here independently, row by row; and the page draws its charts
 * as SVG with the figures in a table.
 */
import { randomUUID } from "node:crypto";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect, it } from "vitest";
import { OVERVIEW_SERIES } from "~/features/admin/constants.ts";
import { OverviewTab } from "~/features/admin/tabs/OverviewTab.tsx";
import { type Overview, overview, weekStarts } from "~/features/admin/tabs/overview.server.ts";
import { mergedTransportData } from "~/features/route-edits/merged.server.ts";
import { getDb } from "~/lib/db/index.server.ts";
import { MAIL_JOB } from "~/lib/mail.server.ts";
import { describeBothDatabases } from "./db-harness.ts";
import { insertUser } from "./forum-fixtures.ts";

// A Thursday: the current week began on Monday 2026-11-23.
const NOW = new Date("2026-11-26T08:00:00.000Z");
const daysBefore = (d: number) => new Date(NOW.getTime() - d * 86_400_000).toISOString();
/** Moments in the current week, the weeks before, on the edge of the window and outside it. */
const MOMENTS = [0.1, 2, 3.4, 4, 9, 15, 40, 76.9, 77.5, 80, 200].map(daysBefore);

let shown: Overview | undefined;
function OverviewPage() {
  return shown ? createElement(OverviewTab, { overview: shown }) : null;
}

it("puts 12 weeks of Monday starts, oldest first, the current week last", () => {
  const starts = weekStarts(NOW).map((d) => d.toISOString().slice(0, 10));
  expect(starts).toHaveLength(12);
  expect(starts.at(-1)).toBe("2026-11-23");
  expect(starts[0]).toBe("2026-09-07");
});

describeBothDatabases("admin overview", (getTestDb) => {
  it("shows per-week counts, the routes checked, the queue and the oldest update as the database has them", async () => {
    const db = getTestDb();
    const users = [];
    for (const [i, at] of MOMENTS.entries()) {
      const user = await insertUser(db, { createdAt: at });
      users.push(user);
      await db
        .insertInto("posts")
        .values({
          id: randomUUID(),
          author_id: user.id,
          title: `Post ${i}`,
          content: `Body ${i}`,
          category: "general",
          content_hash: `hash-${i}`,
          created_at: MOMENTS[(i * 3) % MOMENTS.length]!,
          updated_at: at,
          edited_at: null,
          hidden_at: null,
        })
        .execute();
      await db
        .insertInto("subscribers")
        .values({
          id: randomUUID(),
          email: `s${i}@example.test`,
          name: null,
          source: "footer",
          created_at: at,
          unsubscribed_at: null,
          // Every other one confirmed (a day later); pending ones are not new subscribers yet.
          confirmed_at: i % 2 === 0 ? new Date(Date.parse(at) + 86_400_000).toISOString() : null,
          confirm_sent_at: at,
        })
        .execute();
      await db
        .insertInto("transport_updates")
        .values({
          id: randomUUID(),
          name: "A traveller",
          route: `Route ${i}`,
          travel_date: null,
          changes: "New times",
          price: null,
          operator: null,
          evidence_url: null,
          status: i % 3 === 0 ? "approved" : "pending",
          created_at: MOMENTS[(i * 5) % MOMENTS.length]!,
          review_note: null,
          reviewed_at: null,
          reviewed_by: null,
        })
        .execute();
      if (i % 2 === 1) {
        await db
          .insertInto("partner_requests")
          .values({
            id: randomUUID(),
            company_name: `Operator ${i}`,
            routes: "Makassar - Bira",
            whatsapp: null,
            email: `p${i}@example.test`,
            pricing_link: null,
            notes: null,
            created_at: at,
            review_note: null,
            reviewed_at: null,
            reviewed_by: null,
          })
          .execute();
      }
    }
    const posts = await db.selectFrom("posts").select("id").execute();
    for (const [i, post] of posts.slice(0, 5).entries()) {
      await db
        .insertInto("reports")
        .values({
          id: randomUUID(),
          target_key: `post:${post.id}`,
          post_id: post.id,
          comment_id: null,
          reporter_id: users[i]!.id,
          reason: "spam",
          note: null,
          qualifies: 1,
          created_at: MOMENTS[i * 2]!,
          reviewed_at: null,
        })
        .execute();
    }
    const job = (type: string, status: "pending" | "failed" | "succeeded", attempts: number) => ({
      id: randomUUID(),
      type,
      payload: "{}",
      status,
      attempts,
      max_attempts: 5,
      run_at: daysBefore(1),
      dedupe_key: null,
      locked_until: null,
      locked_by: null,
      last_error: attempts > 0 ? "boom" : null,
      finished_at: status === "pending" ? null : daysBefore(1),
      created_at: daysBefore(1),
      updated_at: daysBefore(1),
    });
    await db
      .insertInto("jobs")
      .values([
        job("kit.sync", "failed", 5),
        job("kit.sync", "pending", 2),
        job("kit.sync", "succeeded", 1),
        job(MAIL_JOB, "failed", 34),
        job(MAIL_JOB, "failed", 34),
        job(MAIL_JOB, "pending", 3),
        job(MAIL_JOB, "pending", 0),
      ])
      .execute();

    const o = await overview(db, NOW);

    // Per week: each row's timestamp, read back and put in its week here.
    const starts = weekStarts(NOW).map((d) => d.getTime());
    const bucket = (stamps: (string | null)[]) => {
      const counts = starts.map(() => 0);
      for (const stamp of stamps) {
        if (!stamp) continue;
        const t = Date.parse(stamp);
        const week = Math.floor((t - starts[0]!) / (7 * 86_400_000));
        if (week >= 0 && week < 12 && t < NOW.getTime()) counts[week]!++;
      }
      return counts;
    };
    const stamps = async (table: "users" | "posts" | "transport_updates" | "partner_requests" | "reports") =>
      (await db.selectFrom(table).select("created_at").execute()).map((r) => r.created_at);
    const expected = {
      subscribers: bucket(
        (await db.selectFrom("subscribers").select("confirmed_at").execute()).map((r) => r.confirmed_at),
      ),
      members: bucket(await stamps("users")),
      posts: bucket(await stamps("posts")),
      updates: bucket(await stamps("transport_updates")),
      partners: bucket(await stamps("partner_requests")),
      reports: bucket(await stamps("reports")),
    };
    expect(Object.fromEntries(o.series.map((s) => [s.key, s.counts]))).toEqual(expected);
    expect(o.series.map((s) => s.key)).toEqual(OVERVIEW_SERIES.map((s) => s.key));
    // The data is not trivial: several weeks have rows, some rows fall outside the window.
    expect(expected.members.filter((n) => n > 0).length).toBeGreaterThan(4);
    expect(expected.members.reduce((a, b) => a + b, 0)).toBeLessThan(MOMENTS.length);

    const { routes } = await mergedTransportData(db);
    expect(o.routes).toEqual({
      total: routes.length,
      checked: routes.filter((r) => r.lastChecked >= "2025-11-26").length,
    });
    expect(o.routes.total).toBeGreaterThan(0);

    const pending = (
      await db.selectFrom("transport_updates").selectAll().where("status", "=", "pending").execute()
    ).sort((a, b) => (a.created_at < b.created_at ? -1 : 1));
    expect(o.oldestUpdate).toEqual({
      id: pending[0]!.id,
      route: pending[0]!.route,
      created_at: pending[0]!.created_at,
    });
    expect(o.queue).toEqual({ failedJobs: 1, retryingJobs: 1, mailFailed: 2, mailRetrying: 1 });
    expect(o.disk?.totalBytes).toBeGreaterThan(0);
    expect(o.version.node).toBe(process.versions.node);
    // The overview leaves the app's connection as it was: getDb() (the harness's database behind the
    // write-tracking plugin, ADR 0029) still reaches this test's rows.
    const count = (k: typeof db) =>
      k
        .selectFrom("users")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
    expect(Number((await count(getDb())).n)).toBe(Number((await count(db)).n));

    // Drawn on the server: one SVG per series, its figures in a table, no script needed.
    shown = o;
    const Stub = createRoutesStub([{ path: "/admin", Component: OverviewPage }]);
    const html = renderToString(createElement(Stub, { initialEntries: ["/admin"] }));
    expect(html.match(/<svg[^>]*role="img"/g)).toHaveLength(OVERVIEW_SERIES.length);
    const members = expected.members.reduce((a, b) => a + b, 0);
    expect(html).toContain(`New members: ${members} in 12 weeks, ${expected.members.at(-1)} this week so far.`);
    expect(html).toContain("Routes checked in the last 12 months");
  });
});
