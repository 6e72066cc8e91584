import { type Browser, type BrowserContextOptions, expect, type Page, test } from "./fixtures.ts";
import { createConfirmedAccount } from "./helpers.ts";

/**
 * The header's signed-in state (issue 19 point 3, ADR 0016). Prerendered pages are shared, so their
 * HTML stays the visitor's and the page script swaps in the member's menu; pages rendered per request
 * show it from the server, and Sign Out works there without JavaScript.
 */
const _dataDir = process.env.TEST_DATA_DIR ?? "./data/e2e";
const password = "lagoon-ferry-harbour-42";
const stamp = Date.now();
const memberEmail = `member-${stamp}@example.com`;
const adminEmail = `header-admin-${stamp}@example.com`;
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const desktop = { viewport: { width: 1280, height: 800 } };

test.beforeAll(() => {
  createConfirmedAccount(memberEmail, password, { name: "Ayu Lestari" });
  createConfirmedAccount(adminEmail, password, { name: "Header Admin", role: "admin" });
});

async function signIn(browser: Browser, email: string, options: BrowserContextOptions = desktop) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.goto("/auth");
  await page.getByRole("main").getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("main").getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Welcome!").first()).toBeVisible();
  return { context, page };
}

const header = (page: Page) => page.locator("header[data-site-header]");

/** Opens the phone menu and returns it. */
async function openPhoneMenu(page: Page) {
  await page.getByRole("button", { name: "Toggle navigation menu" }).click();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu).toBeVisible();
  return menu;
}

test("a visitor keeps the spec's button on desktop and in the phone menu, and nothing asks /api/session", async ({
  browser,
}) => {
  for (const options of [desktop, phone]) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    const sessionRequests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/session")) sessionRequests.push(r.url());
    });
    await page.goto("/destinations/bunaken");
    const area = options === desktop ? header(page) : await openPhoneMenu(page);
    await expect(area.getByRole("link", { name: "Join Free Community" })).toBeVisible();
    await expect(area.getByRole("link", { name: "Account" })).toHaveCount(0);
    await expect(area.getByRole("button", { name: "Sign Out" })).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    expect(sessionRequests).toEqual([]);
    await context.close();
  }
});

test("a member sees an account menu on a prerendered page, whose HTML stays the visitor's", async ({ browser }) => {
  const { context, page } = await signIn(browser, memberEmail);
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === "signed_in")).toMatchObject({ value: "1", httpOnly: false });

  // The shared file itself carries no member markup.
  // (/planning is prerendered; the transport and destination pages are rendered per request, ADR 0018.)
  const shared = await context.request.get("/planning");
  expect(await shared.text()).not.toContain("Ayu Lestari");

  await page.goto("/planning");
  const area = header(page);
  await expect(area.getByRole("link", { name: "Ayu Lestari" })).toBeVisible();
  await expect(area.getByRole("link", { name: "Join Free Community" })).toHaveCount(0);
  await area.getByRole("button", { name: "Account menu" }).click();
  await expect(area.getByRole("link", { name: "Account", exact: true })).toBeVisible();
  await expect(area.getByRole("button", { name: "Sign Out" })).toBeVisible();
  await expect(area.getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);

  // The endpoint answers this member only, never from a cache.
  const answer = await context.request.get("/api/session");
  expect(answer.headers()["cache-control"]).toBe("no-store");
  expect(await answer.json()).toEqual({ signedIn: true, name: "Ayu Lestari", avatar: null, isAdmin: false });

  // Sign Out from the menu: back to the visitor's header, hint gone.
  await area.getByRole("button", { name: "Sign Out" }).click();
  await expect(page.getByText("Signed out").first()).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Join Free Community" })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === "signed_in")).toBeUndefined();
  await context.close();
});

test("a member's phone menu has their name, Account and Sign Out", async ({ browser }) => {
  const { context, page } = await signIn(browser, memberEmail, phone);
  await page.goto("/");
  const menu = await openPhoneMenu(page);
  await expect(menu.getByText("Signed in as")).toContainText("Ayu Lestari");
  await expect(menu.getByRole("link", { name: "Account", exact: true })).toBeVisible();
  await expect(menu.getByRole("button", { name: "Sign Out" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Join Free Community" })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);
  await context.close();
});

test("an admin sees Admin, on desktop and in the phone menu", async ({ browser }) => {
  for (const options of [desktop, phone]) {
    const { context, page } = await signIn(browser, adminEmail, options);
    await page.goto("/transport/flights");
    if (options === desktop) {
      await header(page).getByRole("button", { name: "Account menu" }).click();
      await expect(header(page).getByRole("link", { name: "Admin", exact: true })).toBeVisible();
    } else {
      const menu = await openPhoneMenu(page);
      await expect(menu.getByRole("link", { name: "Admin", exact: true })).toBeVisible();
    }
    await context.close();
  }
});

test("a page rendered per request shows the member's menu from the server, privately, and signs out without JavaScript", async ({
  browser,
}) => {
  const { context } = await signIn(browser, memberEmail);
  const rendered = await context.request.get("/transport/makassar");
  expect(await rendered.text()).toContain("Ayu Lestari");
  expect(rendered.headers()["cache-control"]).toMatch(/private|no-store/);

  const noScript = await browser.newContext({
    ...desktop,
    javaScriptEnabled: false,
    storageState: await context.storageState(),
  });
  const page = await noScript.newPage();
  await page.goto("/transport/makassar");
  const area = header(page);
  await expect(area.getByRole("link", { name: "Ayu Lestari" })).toBeVisible();
  await area.getByRole("link", { name: "Ayu Lestari" }).hover();
  await area.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(header(page).getByRole("link", { name: "Join Free Community" })).toBeVisible();
  expect((await noScript.cookies()).some((c) => c.name.endsWith("session_token") && c.value)).toBe(false);
  await noScript.close();
  await context.close();
});

/** Errors the page reports: React reports a hydration mismatch (minified error 418) as one. */
function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

test("hydrated pages take over the header and footer the server wrote from its shared markup (ADR 0037)", async ({
  browser,
}) => {
  const member = await signIn(browser, memberEmail);
  const visitor = await browser.newContext(desktop);
  for (const context of [visitor, member.context]) {
    for (const path of ["/community", "/id/community"]) {
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto(path);
      // Hydrated (the route modules loaded), then a footer link from the shared markup still works.
      await page.waitForFunction(() => (window as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules);
      await page.waitForLoadState("networkidle");
      const blog = path.startsWith("/id") ? "/id/blog" : "/blog";
      await page.locator(`footer a[href="${blog}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${blog}$`));
      expect(errors, `${path}: ${errors.join("\n")}`).toEqual([]);
      await page.close();
    }
  }
  await visitor.close();
  await member.context.close();
});
