import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { wcagViolations } from "./axe.ts";
import { type APIRequestContext, type Browser, expect, test } from "./fixtures.ts";
import { createConfirmedAccount, signedIn, runSql as sql } from "./helpers.ts";

/**
 * The admin dashboard end to end against the production server: a visitor is refused; an admin
 * (made with `npm run admin:create`, the only way to make one) signs in, sees the counts, exports a
 * CSV, approves a transport update sent through /submit-update and finds it on the transport page.
 */
const email = `admin-${Date.now()}@example.com`;
const password = "mangrove-coral-tide-77";

/** A confirmed account with a password (admin:create makes admins; `role` then sets the role). */
function createAccount(accountEmail: string, role: "admin" | "user" = "admin") {
  createConfirmedAccount(accountEmail, password, { role });
}

test.beforeAll(() => {
  createAccount(email);
});

/** A browser context signed in as `accountEmail` through the /auth form; its `request` carries the session. */
const signedInAs = (browser: Browser, accountEmail: string) => signedIn(browser, accountEmail, password);

test("access matrix over HTTP: visitor, user and banned user get 401/403, no-store and no admin data", async ({
  browser,
  baseURL,
}) => {
  const stamp = Date.now();
  const marker = `matrix-${stamp}@example.test`;
  sql(
    // A confirmed subscriber (double opt-in): the dashboard's default view and the export list it.
    "insert into subscribers (id, email, name, source, status, created_at, unsubscribed_at, confirmed_at) values (?, ?, ?, 'footer', 'subscribed', ?, null, ?)",
    randomUUID(),
    marker,
    "Matrix Marker",
    new Date().toISOString(),
    new Date().toISOString(),
  );
  const userEmail = `user-${stamp}@example.com`;
  const bannedEmail = `banned-${stamp}@example.com`;
  createAccount(userEmail, "user");
  createAccount(bannedEmail, "user");

  const visitor = await browser.newContext();
  const user = await signedInAs(browser, userEmail);
  const banned = await signedInAs(browser, bannedEmail);
  // Banned while signed in: a ban from the dashboard also ends the sessions, but the check must not
  // rely on that (ending them runs after the ban commits and could fail).
  sql("update users set banned = 1 where email = ?", bannedEmail);
  const admin = await signedInAs(browser, email);

  const origin = baseURL ?? "";
  const form = { intent: "mark-message", id: randomUUID(), read: "1", returnTo: "/admin" };
  const requests: [string, (r: APIRequestContext) => ReturnType<APIRequestContext["get"]>][] = [
    ["GET /admin", (r) => r.get("/admin?tab=subscribers", { maxRedirects: 0 })],
    ["GET /admin.data", (r) => r.get("/admin.data?tab=subscribers", { maxRedirects: 0 })],
    ["POST /admin", (r) => r.post("/admin", { form, headers: { Origin: origin }, maxRedirects: 0 })],
    ["POST /admin.data", (r) => r.post("/admin.data", { form, headers: { Origin: origin }, maxRedirects: 0 })],
    ...["subscribers", "transport-updates", "partner-requests", "contact-messages"].map(
      (kind) =>
        [
          `GET /admin/export/${kind}`,
          (r: APIRequestContext) => r.get(`/admin/export/${kind}`, { maxRedirects: 0 }),
        ] as [string, (r: APIRequestContext) => ReturnType<APIRequestContext["get"]>],
    ),
  ];

  const roles: [string, APIRequestContext, number][] = [
    ["visitor", visitor.request, 401],
    ["user", user.context.request, 403],
    ["banned user", banned.context.request, 403],
  ];
  for (const [role, request, status] of roles) {
    for (const [name, send] of requests) {
      const response = await send(request);
      const where = `${role}: ${name}`;
      expect(response.status(), where).toBe(status);
      expect(response.headers()["cache-control"], where).toBe("no-store");
      if (status === 401) {
        expect(response.headers()["www-authenticate"], where).toBe('Cookie realm="admin", form-action="/auth"');
      }
      const body = await response.text();
      expect(body, where).not.toContain(marker);
      expect(body, where).not.toContain("Manage subscribers, updates, and partner requests");
      if (name === "GET /admin" || name === "POST /admin") {
        expect(body, where).toContain("You need admin privileges to access this page.");
      }
    }
  }

  // The same requests with the admin's session do carry the data, so the checks above can fail.
  const page = await admin.context.request.get("/admin?tab=subscribers");
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain(marker);
  const dataUrl = await admin.context.request.get("/admin.data?tab=subscribers");
  expect(dataUrl.status()).toBe(200);
  expect(await dataUrl.text()).toContain(marker);
  const csv = await admin.context.request.get("/admin/export/subscribers");
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(marker);

  // What the signed-in non-admin sees: the spec's toast and the denied card.
  await user.page.goto("/admin");
  await expect(user.page.getByText("You don't have admin privileges to access this page.").first()).toBeVisible();
  await expect(user.page.getByText("You need admin privileges to access this page.")).toBeVisible();
  await expect(user.page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);

  for (const c of [visitor, user.context, banned.context, admin.context]) await c.close();
});

test("a visitor gets the Access Denied card and a 401", async ({ page }) => {
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(401);
  expect(response?.headers()["cache-control"]).toBe("no-store");
  // No toast for a visitor: the spec's 'Access Denied' toast is for signed-in accounts.
  await expect(page.getByText("You don't have admin privileges")).toHaveCount(0);
  await expect(page.getByText("You need admin privileges to access this page.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);
  const csv = await page.request.get("/admin/export/subscribers");
  expect(csv.status()).toBe(401);
});

test("an admin reviews an update, exports CSV, and the update is published", async ({ page }) => {
  const marker = `Fast boat now leaves 08:30 (${Date.now()})`;
  await page.goto("/submit-update");
  await page.getByLabel("Your Name").fill("Playwright Traveller");
  await page.getByLabel("Route").selectOption("Luwuk - Ampana");
  await page.getByLabel("What changed?").fill(marker);
  await page.getByRole("button", { name: "Submit Update" }).click();
  await expect(page.getByText("Update submitted successfully!").first()).toBeVisible();

  await page.goto("/auth");
  await page.getByRole("main").getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("main").getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Welcome!").first()).toBeVisible();

  const response = await page.goto("/admin");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("no-store");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByText("Manage subscribers, updates, and partner requests")).toBeVisible();
  for (const label of ["Total Subscribers", "Transport Updates", "Partner Requests"]) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }

  await page.getByRole("link", { name: "Updates", exact: true }).click();
  await expect(page).toHaveURL(/tab=updates/);
  // The address changes before the tab's content does: wait for the updates tab's own export link
  // (clicking at once, on a slow machine, once downloaded the subscribers' list of the tab before).
  const exportLink = page.getByRole("link", { name: "Export CSV" });
  await expect(exportLink).toHaveAttribute("href", "/admin/export/transport-updates");
  const downloadPromise = page.waitForEvent("download");
  await exportLink.click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^transport-updates-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString("utf8")).toContain(marker);

  const row = page.getByRole("row").filter({ hasText: marker });
  await row.getByLabel("Status").selectOption("approved");
  await row.getByLabel("Note (optional)").fill("Checked with the harbour master");
  await row.getByRole("button", { name: "Save review" }).click();
  await expect(page.getByRole("row").filter({ hasText: marker }).getByText("Reviewed")).toBeVisible();

  await page.goto("/admin?tab=audit");
  await expect(page.getByRole("cell", { name: "update.approved" }).first()).toBeVisible();

  await page.goto("/transport/luwuk");
  await expect(page.getByRole("heading", { name: "Traveller updates" })).toBeVisible();
  await expect(page.getByText(marker)).toBeVisible();
  await page.goto("/transport/ampana");
  await expect(page.getByText(marker)).toBeVisible();
});

/** A post by the account `authorEmail`, straight into the database. */
function insertPost(authorEmail: string, title: string): string {
  const id = randomUUID();
  const at = new Date().toISOString();
  sql(
    `insert into posts (id, author_id, title, content, category, content_hash, created_at, updated_at, edited_at, hidden_at)
     select ?, id, ?, 'Moderation test post', 'general', ?, ?, ?, null, null from users where email = ?`,
    id,
    title,
    `hash-${id}`,
    at,
    at,
    authorEmail,
  );
  return id;
}

test("moderation: delete takes a confirmation without JavaScript; a session that ends mid-page gets the card", async ({
  browser,
}) => {
  const moderator = `moderator-${Date.now()}@example.com`;
  createAccount(moderator);
  const doomed = `Doomed post ${Date.now()}`;
  const kept = `Kept post ${Date.now()}`;
  insertPost(moderator, doomed);
  insertPost(moderator, kept);

  // Without JavaScript: 'Delete post…' opens the confirmation, 'Confirm delete' deletes.
  const noJs = await browser.newContext({ javaScriptEnabled: false });
  const page = await noJs.newPage();
  await page.goto("/auth");
  await page.getByRole("main").getByLabel("Email", { exact: true }).fill(moderator);
  await page.getByRole("main").getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.goto("/admin?tab=community");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: doomed }) });
  await expect(card.getByRole("button", { name: "Confirm delete" })).toBeHidden();
  await card.getByText("Delete post…").click();
  await card.getByRole("button", { name: "Confirm delete" }).click();
  // The toast is the <noscript> notice of a hydrated page (Playwright does not expose <noscript> content
  // as elements even with JavaScript off, so the markup is checked).
  // The answer is streamed: poll the markup until the whole document has arrived.
  await expect(page.getByRole("heading", { name: kept })).toBeVisible();
  await expect.poll(() => page.content()).toMatch(/<noscript>(?:(?!<\/noscript>).)*Post deleted/s);
  await expect(page.getByRole("heading", { name: doomed })).toHaveCount(0);
  await noJs.close();

  // With JavaScript: the page is open, the session ends (signed out elsewhere), then an action.
  const { context, page: live } = await signedInAs(browser, moderator);
  await live.goto("/admin?tab=community");
  const keptCard = live.getByRole("listitem").filter({ has: live.getByRole("heading", { name: kept }) });
  await expect(keptCard.getByRole("button", { name: "Hide post" })).toBeVisible();
  sql("delete from sessions where user_id = (select id from users where email = ?)", moderator);
  await keptCard.getByRole("button", { name: "Hide post" }).click();
  await expect(live.getByText("You need admin privileges to access this page.")).toBeVisible();
  await expect(live.getByText("Something went wrong")).toHaveCount(0);
  await expect(live.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);
  await context.close();
});

test("the Overview tab: first in the strip, six server-drawn charts with their figures, no WCAG 2.2 AA violations, no script needed", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await signedIn(browser, email, password, false);
  try {
    await page.goto("/admin");
    const tabs = page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link");
    await expect(tabs.first()).toHaveText("Overview");
    await tabs.first().click();
    await expect(page).toHaveURL(/tab=overview/);
    await expect(page.getByRole("heading", { name: "Per week, last 12 weeks" })).toBeVisible();
    await expect(page.locator("svg[role=img]")).toHaveCount(6);
    await page.getByText("Show the figures").first().click();
    await expect(page.getByRole("table").first().getByRole("row")).toHaveCount(13);
    for (const label of ["Routes checked in the last 12 months", "Last backup", "Disk space left", "Version running"]) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
  } finally {
    await context.close();
  }
  // axe runs as a script: a second, ordinary browser for it.
  const withScript = await signedIn(browser, email, password);
  try {
    await withScript.page.goto("/admin?tab=overview");
    await expect(withScript.page.locator("svg[role=img]")).toHaveCount(6);
    const violations = await wcagViolations(withScript.page);
    expect(violations, violations.join("\n")).toEqual([]);
  } finally {
    await withScript.context.close();
  }
});
