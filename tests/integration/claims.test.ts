/**
 * No figure the data can't back (issue 19): every "N+" the site shows is counted from the content or
 * the database and rounded down; a claim nothing measures is not shown.
 */
import type { Kysely } from "kysely";
import { expect, it } from "vitest";
import { communityCounts, contentCounts, resetCommunityCountsForTests } from "~/features/stats/site-stats.server.ts";
import { atLeast, SMALLEST_CLAIM } from "~/lib/claims.ts";
import type { Database } from "~/lib/db/schema.ts";
import { pageCache } from "~/lib/page-cache.server.ts";
import { createActors, get, insertPost, send } from "./attack-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";

/** A figure as the page renders it: the number in <strong> or <span>, then its label. */
const figure = (value: string, label: string) =>
  new RegExp(`>${value.replace("+", "\\+")}</(strong|span)>\\s*(<!-- -->)?\\s*(<span[^>]*>)?${label}<`);

const UNBACKED = ["16,000+", "monthly travellers", "50+ partner operators", "2,400+", "180+", "500+"];

async function partnerRequest(db: () => Kysely<Database>, status: "approved" | "pending") {
  const now = new Date().toISOString();
  await db()
    .insertInto("partner_requests")
    .values({
      id: crypto.randomUUID(),
      company_name: `Ferry ${Math.random()}`,
      routes: "Ampana - Wakai",
      created_at: now,
      status,
    })
    .execute();
}

describeBothDatabases("claims", (getDb) => {
  it("/partners counts routes from the data and shows no partner figure before any partner", async () => {
    const html = await (await send(get("/partners"))).text();
    for (const claim of UNBACKED) expect(html, claim).not.toContain(claim);
    expect(html).not.toContain("partner operators");
    expect(html).toMatch(figure(atLeast(contentCounts().routes) ?? "none", "routes"));
    // Issue 27 point 7: no "kept current" promise; the listing benefit says how many routes were checked since 2023.
    for (const claim of ["kept current", "Accurate, verified"]) expect(html, claim).not.toContain(claim);
    expect(html).toContain(
      `${atLeast(contentCounts().checkedRoutes)} of the routes we list were checked against their sources since 2023.`,
    );
  });

  it("/partners counts approved partner requests only, and claims nothing while they are too few to boast about", async () => {
    await partnerRequest(getDb, "approved");
    await partnerRequest(getDb, "approved");
    await partnerRequest(getDb, "pending");
    // Two partners: no "2+ partner operators" (issue 28).
    expect(await (await send(get("/partners"))).text()).not.toContain("partner operators");
    for (let i = 2; i < SMALLEST_CLAIM; i++) await partnerRequest(getDb, "approved");
    for (let i = 0; i < 5; i++) await partnerRequest(getDb, "pending");
    const html = await (await send(get("/partners"))).text();
    expect(html).toMatch(figure(String(SMALLEST_CLAIM), "partner operators"));
  });

  it("/transport counts its hubs, routes and destinations", async () => {
    const counts = contentCounts();
    const html = await (await send(get("/transport"))).text();
    expect(html).toMatch(new RegExp(`>${counts.hubs}(<!-- -->)? hub cities<`));
    expect(html).toContain(`${counts.routes} mapped routes`);
    expect(html).toMatch(new RegExp(`>${atLeast(counts.destinations)?.replace("+", "\\+")}(<!-- -->)? destinations<`));
    for (const claim of ["15+ destinations", "Five gateway"]) expect(html).not.toContain(claim);
  });

  it("the home page counts destinations and routes, and claims no travellers", async () => {
    const counts = contentCounts();
    const html = await (await send(get("/"))).text();
    expect(html).toMatch(figure(atLeast(counts.destinations) ?? "none", "Destinations"));
    expect(html).toMatch(figure(atLeast(counts.routes) ?? "none", "Routes Mapped"));
    // Issue 27 point 7: "Weekly Updates" promised a rhythm nothing measures; the checked routes are counted.
    expect(html).toMatch(figure(atLeast(counts.checkedRoutes) ?? "none", "Routes Checked Since 2023"));
    expect(html).not.toContain("Weekly");
    for (const claim of UNBACKED) expect(html, claim).not.toContain(claim);
    expect(html).toContain(`guides to ${atLeast(counts.destinations)} destinations`);
  });

  it("/community counts confirmed members and last month's visible posts, and claims no travellers", async () => {
    resetCommunityCountsForTests();
    const empty = await (await send(get("/community"))).text();
    expect(empty).not.toContain("posts per month");
    for (const claim of UNBACKED) expect(empty, claim).not.toContain(claim);

    const actors = await createActors(getDb());
    await insertPost(getDb(), actors.member.id);
    const hidden = await insertPost(getDb(), actors.member.id);
    await getDb().updateTable("posts").set({ hidden_at: new Date().toISOString() }).where("id", "=", hidden).execute();
    resetCommunityCountsForTests();
    pageCache.invalidate(); // visitors share a one-second render (ADR 0011)
    const counts = await communityCounts(getDb());
    expect(counts.postsLast30Days).toBe(1);
    const html = await (await send(get("/community"))).text();
    // One post and a handful of members are too few to boast about: no "1+ posts per month", no "2+ members".
    expect(counts.members).toBeLessThan(SMALLEST_CLAIM);
    expect(html).not.toContain("posts per month");
    expect(html).not.toMatch(/\d\+? members/);
    expect(html).not.toContain("monthly travellers");
  });
});
