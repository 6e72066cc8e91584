/**
 * Issue 18 point 4 on both databases, through React Router's request handler: before any change
 * /transport says honestly that nothing changed and the feed is empty; a saved revision (here one
 * applying a traveller's update) shows on the route's history page field by field with its date and
 * source and without the admin's or the traveller's personal data, in /transport's "Recently
 * updated" list and in the RSS feed; a route last checked over two years ago is marked on its pages
 * and in search results.
 */
import { randomUUID } from "node:crypto";
import { afterEach, beforeEach, expect, it } from "vitest";
import { HISTORY_TEXT, RECENT_TEXT } from "~/features/route-changes/constants.ts";
import { saveRoute } from "~/features/route-edits/edits.server.ts";
import { currentRevision, resetMergedTransportForTests } from "~/features/route-edits/merged.server.ts";
import { baselineRoutes, routeById } from "~/features/transport-data/data.server.ts";
import type { Route } from "~/features/transport-data/types.ts";
import { resetConfigForTests } from "~/lib/config.server.ts";
import { formatCalendarDay } from "~/lib/format.ts";
import { sulawesiToday } from "~/lib/sulawesi-date.ts";
import { createTestUser } from "./accounts-harness.ts";
import { get, send } from "./attack-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";

const BOAT = "manado-bunaken-public-boat";
const TITLE = "Manado → Bunaken Island, Public boat";
const HISTORY = `/transport/routes/${BOAT}/history`;
const FEED = "/transport/routes/changes.xml";
const shipped = () => baselineRoutes.find((r) => r.id === BOAT) as Route;
/** The shipped record's first fare, as the history shows it before the change. */
const SHIPPED_FARE = "Foreigners: Rp25k per person (2011)";
const html = async (path: string) => (await send(get(path))).text();

/** Text between two markers of a page (a section), so an assertion cannot pass on another part. */
function section(page: string, start: string, end: string): string {
  const from = page.indexOf(start);
  expect(from, start).toBeGreaterThanOrEqual(0);
  const to = page.indexOf(end, from);
  return page.slice(from, to === -1 ? undefined : to);
}

describeBothDatabases("route changes in public", (getDb) => {
  const admin = { name: "Adminna Privata", email: `adminna-${randomUUID().slice(0, 8)}@example.test`, id: "" };
  const traveller = { name: "Travis Reporter-Secret", note: "Reviewed by Adminna, private note" };
  let updateId = "";

  beforeEach(async () => {
    process.env.TRANSPORT_CHECK_SECONDS = "0";
    resetConfigForTests();
    resetMergedTransportForTests();
  });
  afterEach(() => {
    delete process.env.TRANSPORT_CHECK_SECONDS;
    resetConfigForTests();
  });

  it("says honestly that nothing has changed yet: the list, the feed and a route's history", async () => {
    const transport = await html("/transport");
    const recent = section(transport, 'data-testid="recently-updated"', "</section>");
    expect(recent).toContain(RECENT_TEXT.heading);
    expect(recent).toContain(RECENT_TEXT.none);
    expect(transport).toMatch(
      /<link rel="alternate" type="application\/rss\+xml" title="[^"]+: route changes" href="http:\/\/[^"]+\/transport\/routes\/changes\.xml"\/>/,
    );
    const feed = await send(get(FEED));
    expect(feed.status).toBe(200);
    expect(feed.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await feed.text();
    expect(xml).toContain("<channel>");
    expect(xml).not.toContain("<item>");
    const history = await send(get(HISTORY));
    expect(history.status).toBe(200);
    const page = await history.text();
    expect(page).toContain(`Change history: ${TITLE}`);
    expect(page).toContain("No changes since this route was published with the guide.");
    expect(await (await send(get("/transport/routes/no-such-route/history"))).status).toBe(404);
  });

  it("shows an applied traveller's update field by field, dated and sourced, and no person", async () => {
    const { user } = await createTestUser(getDb(), { role: "admin", name: admin.name, email: admin.email });
    admin.id = user.id;
    updateId = randomUUID();
    await getDb()
      .insertInto("transport_updates")
      .values({
        id: updateId,
        name: traveller.name,
        route: "Manado - Bunaken Island (Public boat)",
        travel_date: "2026-11-18",
        changes: "Fare is now 77,000",
        price: "77000",
        operator: null,
        evidence_url: null,
        status: "approved",
        review_note: traveller.note,
        reviewed_at: "2026-11-19T02:00:00.000Z",
        reviewed_by: admin.id,
        created_at: "2026-11-18T12:00:00.000Z",
      })
      .execute();
    const edited: Route = {
      ...shipped(),
      fares: [
        {
          minIdr: 77000,
          maxIdr: 77000,
          kind: "regular",
          unit: "seat",
          trip: "one-way",
          asOf: "2026-11",
          approximate: false,
          label: null,
        },
      ],
      // Checked today: "last checked" never moves back before the shipped date (issue 26).
      lastChecked: sulawesiToday(),
      source: { kind: "traveller-report", refs: ["traveller report, Nov 2026"] },
    };
    const saved = await getDb()
      .transaction()
      .execute(async (trx) =>
        saveRoute(trx, edited, await currentRevision(BOAT, trx), {
          source: "traveller-report",
          actorId: admin.id,
          updateId,
          now: new Date(),
        }),
      );
    expect(saved.kind).toBe("saved");
    const revisionId = saved.kind === "saved" ? saved.value.id : "";

    const response = await send(get(HISTORY));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=5");
    const page = await response.text();
    const changes = section(page, 'id="route-changes"', '<nav aria-label="Change history"');
    expect(changes).toContain("1 change");
    expect(changes).toContain(`id="change-${revisionId}"`);
    expect(changes).toContain("Route updated");
    expect(changes).toContain("traveller report");
    expect(changes).toContain("Fares");
    expect(changes).toContain("Rp77k per person (Nov 2026)");
    expect(changes).toContain(SHIPPED_FARE);
    expect(changes).toContain(formatCalendarDay("en", sulawesiToday()));
    expect(changes).toContain(HISTORY_TEXT.baseline);

    const feed = await (await send(get(FEED))).text();
    // The change, and the open data's version it produced (issue 33).
    expect(feed.match(/<item>/g)).toHaveLength(2);
    expect(feed).toContain("<title>Open transport data updated: version ");
    expect(feed).toContain(`<title>Route updated: ${TITLE}</title>`);
    expect(feed).toMatch(new RegExp(`<link>http://[^<]+${HISTORY}#change-${revisionId}</link>`));
    expect(feed).toContain("<category>traveller report</category>");
    expect(feed).toContain("Rp77k per person (Nov 2026)");
    expect(feed).toMatch(/<pubDate>\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);

    const recent = section(await html("/transport"), 'data-testid="recently-updated"', "</section>");
    expect(recent).not.toContain(RECENT_TEXT.none);
    expect(recent).toContain(`href="${HISTORY}#change-${revisionId}"`);
    expect(recent).toContain(TITLE);
    expect(recent).toContain("source: traveller report");
    expect(recent).toContain(RECENT_TEXT.changed("fares"));

    // Nobody is named: not the admin who saved, not the traveller who reported, not the review.
    for (const body of [page, feed, recent]) {
      for (const secret of [admin.name, admin.email, admin.id, traveller.name, traveller.note, updateId]) {
        expect(body).not.toContain(secret);
      }
    }
  });

  it("marks a route last checked over two years ago on its pages and in search results", async () => {
    // The route's own line: "Last checked … [may be out of date] · source: … · Change history".
    const check = (page: string) => section(page, `data-route-check="${BOAT}"`, "Change history");
    expect(check(await html("/transport/ferries"))).not.toContain("may be out of date");
    const old: Route = {
      ...shipped(),
      lastChecked: "2023-03-01",
      source: { kind: "operator", refs: ["operator, Mar 2023"] },
    };
    // A save can no longer move "last checked" back (issue 26): the old check is stored as a revision
    // written before that rule, straight into the table.
    const previous = routeById(BOAT) as Route;
    await getDb()
      .insertInto("route_revisions")
      .values({
        id: randomUUID(),
        route_id: BOAT,
        revision: (await currentRevision(BOAT)) + 1,
        change: "edit",
        source: "operator",
        last_checked: old.lastChecked,
        record: JSON.stringify(old),
        previous: JSON.stringify(previous),
        changed_fields: JSON.stringify(["lastChecked", "source"]),
        update_id: null,
        actor_id: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    for (const path of ["/transport/ferries", "/transport/manado", "/transport-guide", "/search?q=bunaken"]) {
      const page = await html(path);
      const line = check(page);
      expect(line, path).toContain("March 1, 2023");
      expect(line, path).toContain("may be out of date");
      expect(line, path).toContain("source: operator");
    }
    expect(await html("/transport/ferries")).toContain("was last checked more than 2 years before");
  });
});
