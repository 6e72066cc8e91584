import { wcagViolations } from "./axe.ts";
import { type Browser, expect, type Page, test } from "./fixtures.ts";
import { createConfirmedAccount, signedIn, withServerDb } from "./helpers.ts";

/**
 * The admin's Routes tab end to end (issue 18 point 6): list with freshness and the stale filter, an
 * edit that shows on the public page at once, bad input refused next to its field with the input
 * kept, the refusal of a save made from an older revision in a second tab, and a save without
 * JavaScript.
 */
const email = `routes-admin-${Date.now()}@example.com`;
const password = "mangrove-coral-tide-77";
const BOAT = "manado-bunaken-public-boat";

test.beforeAll(() => {
  createConfirmedAccount(email, password, { role: "admin" });
});

/** How many revisions the server's database holds for the route (read only). */
function revisions(): number {
  return withServerDb((db) => {
    const row = db.prepare("select count(*) as n from route_revisions where route_id = ?").get(BOAT) as { n: number };
    return Number(row.n);
  });
}

const signedInAsAdmin = (browser: Browser) => signedIn(browser, email, password);

const form = (page: Page) => page.locator("form").filter({ has: page.getByRole("button", { name: "Save route" }) });

test.describe.configure({ mode: "serial" });

test("lists routes with their freshness, filters the stale ones, and passes axe", async ({ browser }) => {
  const { context, page } = await signedInAsAdmin(browser);
  await page.goto("/admin?tab=routes");
  const table = page.getByRole("table", { name: "Routes" });
  await expect(table.getByRole("columnheader", { name: "Last checked" })).toBeVisible();
  await page.getByRole("link", { name: "Stale only" }).click();
  await expect(page).toHaveURL(/stale=1/);
  // The URL changes a moment before the new rows are rendered; the filter's own current mark comes in
  // the same render as the rows, so wait for it before counting them.
  await expect(page.getByRole("link", { name: "Stale only" })).toHaveAttribute("aria-current", "true");
  const rows = table.locator("tbody tr");
  expect(await rows.count()).toBeGreaterThan(0);
  for (const row of await rows.all()) await expect(row.getByText(/^(Stale|Unverified)$/).first()).toBeVisible();
  const violations = await wcagViolations(page);
  expect(violations, violations.join("\n")).toEqual([]);
  await context.close();
});

test("edits a route: the public page shows it at once; bad input is refused next to its field", async ({ browser }) => {
  const { context, page } = await signedInAsAdmin(browser);
  await page.goto("/admin?tab=routes");
  await page.getByLabel("Search routes").fill("Bunaken public");
  await page.getByRole("button", { name: "Search" }).click();
  await page
    .getByRole("link", { name: /Edit Manado → Bunaken Island/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: /Edit route: Manado → Bunaken Island/ })).toBeVisible();

  const before = revisions();
  await form(page).getByLabel("Notes", { exact: true }).fill("Leaves at 14:00 from the harbour (browser test).");
  await form(page).getByLabel("Shortest").fill("50");
  await page.getByRole("button", { name: "Save route" }).click();
  await expect(page.getByText("Route saved").first()).toBeVisible();
  expect(revisions()).toBe(before + 1);
  const ferries = await page.request.get("/transport/ferries");
  expect(await ferries.text()).toContain("Leaves at 14:00 from the harbour (browser test).");

  await form(page).getByLabel("Price date").first().fill("soon");
  await form(page).getByLabel("Notes", { exact: true }).fill("Typed before a refusal.");
  await page.getByRole("button", { name: "Save route" }).click();
  const priceDate = form(page).getByLabel("Price date").first();
  await expect(priceDate).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText('must be "YYYY", "YYYY-MM", "YYYY/YYYY" or "undated"').first()).toBeVisible();
  await expect(form(page).getByLabel("Notes", { exact: true })).toHaveValue("Typed before a refusal.");
  expect(revisions()).toBe(before + 1);
  await context.close();
});

test("a save from an older revision in another tab is refused, and its input is kept", async ({ browser }) => {
  const { context, page } = await signedInAsAdmin(browser);
  const second = await context.newPage();
  await page.goto(`/admin?tab=routes&edit=${BOAT}`);
  await second.goto(`/admin?tab=routes&edit=${BOAT}`);
  await form(page).getByLabel("Notes", { exact: true }).fill("Saved first.");
  await page.getByRole("button", { name: "Save route" }).click();
  await expect(page.getByText("Route saved").first()).toBeVisible();
  const before = revisions();

  await form(second).getByLabel("Notes", { exact: true }).fill("Written from the older revision.");
  await second.getByRole("button", { name: "Save route" }).click();
  await expect(second.getByText("Not saved: someone else changed this route").first()).toBeVisible();
  await expect(form(second).getByLabel("Notes", { exact: true })).toHaveValue("Written from the older revision.");
  expect(revisions()).toBe(before);
  await context.close();
});

test("saves without JavaScript", async ({ browser }) => {
  const session = await signedInAsAdmin(browser);
  const storageState = await session.context.storageState();
  await session.context.close();
  const context = await browser.newContext({ javaScriptEnabled: false, storageState });
  const page = await context.newPage();
  await page.goto(`/admin?tab=routes&edit=${BOAT}`);
  const before = revisions();
  await form(page).getByLabel("Notes", { exact: true }).fill("Saved with JavaScript off.");
  await page.getByRole("button", { name: "Save route" }).click();
  // Back on the route's form, now at the new revision.
  await expect(page.getByText(`Revision ${before + 1}`, { exact: true })).toBeVisible();
  await expect(form(page).getByLabel("Notes", { exact: true })).toHaveValue("Saved with JavaScript off.");
  expect(revisions()).toBe(before + 1);
  await context.close();
});
