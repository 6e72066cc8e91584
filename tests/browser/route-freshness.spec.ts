import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures.ts";
import { withServerDb } from "./helpers.ts";

/**
 * Issue 18 point 4 in the browser: every route says when it was last checked and by what source; a
 * route last checked more than two years ago is marked on its hub page and in the printable guide;
 * its history page lists the change, and /transport lists it as recently updated, with a feed.
 *
 * The stale route is a stored revision written straight into the server's SQLite database (what the
 * admin's Routes tab saves), as a traveller's report checked in January 2023. The server picks it up
 * within TRANSPORT_CHECK_SECONDS.
 */
const ROUTE_ID = "makassar-baubau-pelni";

type StoredRoute = { id: string; lastChecked: string; source: { kind: string; refs: string[] } };

function shippedRoute(id: string): StoredRoute {
  const routes = JSON.parse(readFileSync("content/transport/routes/sea.json", "utf8")) as StoredRoute[];
  const route = routes.find((r) => r.id === id);
  if (!route) throw new Error(`no shipped route ${id}`);
  return route;
}

/** One revision of ROUTE_ID over the shipped data: only its check date and source change. */
function storeStaleRevision() {
  const previous = shippedRoute(ROUTE_ID);
  const record = {
    ...previous,
    lastChecked: "2023-01-15",
    source: { kind: "traveller-report", refs: ["traveller report, January 2023"] },
  };
  withServerDb((db) => {
    const exists = db.prepare("select 1 from route_revisions where route_id = ?").get(ROUTE_ID);
    if (exists) return;
    db.prepare(
      `insert into route_revisions (id, route_id, revision, change, source, last_checked, record, previous,
         changed_fields, update_id, actor_id, created_at) values (?, ?, 1, 'edit', 'traveller-report', ?, ?, ?, ?, null, null, ?)`,
    ).run(
      randomUUID(),
      ROUTE_ID,
      record.lastChecked,
      JSON.stringify(record),
      JSON.stringify(previous),
      JSON.stringify(["lastChecked", "source"]),
      new Date().toISOString(),
    );
  });
}

test.describe.configure({ mode: "serial" });

test("each route says when it was last checked and by what source, with its history one link away", async ({
  page,
}) => {
  await page.goto("/transport/ferries");
  const check = page.locator(`[data-route-check="${ROUTE_ID}"]`).first();
  await expect(check).toBeVisible();
  await expect(check).toContainText(/Last checked \w+ \d+, \d{4} · source: editor · Change history/);
  await expect(check).not.toContainText("may be out of date");
  await page.goto("/transport");
  await expect(page.getByRole("heading", { name: "Recently updated" })).toBeVisible();
  const feed = page.locator('link[rel="alternate"][type="application/rss+xml"]');
  await expect(feed).toHaveAttribute("href", /\/transport\/routes\/changes\.xml$/);
});

test("a route last checked over two years ago is marked on its hub page and in the printable guide", async ({
  page,
}) => {
  storeStaleRevision();
  // The server looks for new revisions every TRANSPORT_CHECK_SECONDS; pages may be a second old.
  await expect(async () => {
    await page.goto("/transport/makassar");
    await expect(page.locator(`[data-route-check="${ROUTE_ID}"]`).first()).toContainText("may be out of date", {
      timeout: 500,
    });
  }).toPass({ timeout: 15_000 });
  const onHub = page.locator(`[data-route-check="${ROUTE_ID}"]`).first();
  await expect(onHub).toContainText(/Last checked January 15, 2023\s*may be out of date · source: traveller report/);
  await expect(page.getByTestId("price-age-note")).toContainText(
    /A route whose “Last checked” date is marked “may be out of date” was last checked more than 2 years before/,
  );

  // The guide is a page of its own: the pass that regenerates the pages may reach it after the hub,
  // and until then its previous version is served for up to half a second (ADR 0029).
  const inGuide = page.locator(`[data-route-check="${ROUTE_ID}"]`).first();
  await expect(async () => {
    await page.goto("/transport-guide");
    await expect(inGuide).toContainText("may be out of date", { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(inGuide).toBeVisible();
  await expect(inGuide).toContainText("source: traveller report");
  // On paper too: the marker is text, not colour.
  await page.emulateMedia({ media: "print" });
  await expect(page.locator(`[data-route-check="${ROUTE_ID}"]`).first()).toContainText("may be out of date");
});

test("the history page lists the change, field by field, and /transport lists it with its feed", async ({
  page,
  request,
}) => {
  storeStaleRevision();
  await expect(async () => {
    await page.goto("/transport/makassar");
    await page
      .locator(`[data-route-check="${ROUTE_ID}"]`)
      .first()
      .getByRole("link", { name: /Change history/ })
      .click({ timeout: 1_000 });
    await expect(page.getByRole("heading", { name: "Changes" })).toContainText("1 change", { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(page).toHaveURL(new RegExp(`/transport/routes/${ROUTE_ID}/history$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Change history: Makassar → Baubau, Pelni ship");
  const change = page.getByRole("article");
  await expect(change.getByRole("heading")).toContainText("Route updated");
  await expect(change).toContainText("Source: traveller report");
  await expect(change.getByRole("row", { name: /Last checked/ })).toContainText("January 15, 2023");
  await expect(change.getByRole("row", { name: /Source/ })).toContainText(/editor.*traveller report/);

  await page.goto("/transport");
  const recent = page.getByTestId("recently-updated");
  await expect(recent.getByRole("link", { name: "Makassar → Baubau, Pelni ship" })).toHaveAttribute(
    "href",
    new RegExp(`/transport/routes/${ROUTE_ID}/history#change-`),
  );

  const feed = await request.get("/transport/routes/changes.xml");
  expect(feed.status()).toBe(200);
  expect(feed.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await feed.text();
  // Well-formed XML by the browser's own parser, with the change as an item.
  const parsed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "application/xml");
    return {
      error: doc.querySelector("parsererror")?.textContent ?? null,
      titles: [...doc.querySelectorAll("item > title")].map((t) => t.textContent),
    };
  }, xml);
  expect(parsed.error).toBeNull();
  expect(parsed.titles).toContain("Route updated: Makassar → Baubau, Pelni ship");
});

test("the history page is a content page: no hydration, at most 15 KB of scripts", async ({ page }) => {
  let scriptBytes = 0;
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") {
      scriptBytes += Number(response.headers()["content-length"] ?? 0) || 0;
    }
  });
  await page.goto(`/transport/routes/${ROUTE_ID}/history`, { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { name: "The route today" })).toBeVisible();
  expect(scriptBytes).toBeLessThanOrEqual(15 * 1024);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
});
