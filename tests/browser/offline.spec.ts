import { brotliCompressSync } from "node:zlib";
import { APP_ICONS, PRECACHE_BUDGET_BYTES, SAVED_CACHE } from "../../app/features/offline/constants.ts";
import { wcagViolations } from "./axe.ts";
import { type BrowserContext, expect, type Page, test } from "./fixtures.ts";
import { createConfirmedAccount } from "./helpers.ts";

/**
 * The offline guide (issue 20, ADR 0019) with Playwright's offline mode: after one visit the
 * transport guide, a saved destination, /saved and the offline page load without a connection; a
 * member's page is never served from a cache; the manifest is valid and installable. The update of
 * the worker by a new build is in offline-update.spec.ts.
 */
test.use({ serviceWorkers: "allow" });

/** Waits until the service worker is active and controls the page (its install, the precache, is done). */
async function waitForWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // A worker takes over pages loaded after its activation (no clients.claim).
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** Every cache entry's URL, per cache. */
function cacheContents(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      out[name] = (await (await caches.open(name)).keys()).map((r) => r.url);
    }
    return out;
  });
}

async function offline(context: BrowserContext, page: Page, url: string) {
  await context.setOffline(true);
  const response = await page.goto(url);
  return response;
}

test("after one visit, the transport guide, a saved destination, /saved and the offline page load offline", async ({
  context,
  page,
}) => {
  await page.goto("/transport-guide");
  await waitForWorker(page);

  // The precache: every entry stored, together under the budget as downloaded and stored.
  const precache = await page.evaluate(async () => {
    const names = await caches.keys();
    const name = names.find((n) => n.includes("-precache-"));
    if (!name) return null;
    let stored = 0;
    const urls: string[] = [];
    // Everything an installation keeps: the precache and the artwork its pages show.
    for (const kept of [name, ...names.filter((n) => n.includes("-artwork-"))]) {
      const cache = await caches.open(kept);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        stored += (await response!.arrayBuffer()).byteLength;
        if (kept === name) urls.push(new URL(request.url).pathname);
      }
    }
    return { stored, urls };
  });
  expect(precache).not.toBeNull();
  for (const p of ["/transport-guide", "/transport", "/transport/makassar", "/transport/ferries", "/planning"]) {
    expect(precache!.urls).toContain(p);
  }
  expect(precache!.urls).toContain("/transport/plan/data.json");
  expect(precache!.urls).toContain("/offline");
  // What a phone downloads: text compressed with brotli as the server sends it, images as they are.
  let downloaded = 0;
  for (const url of precache!.urls) {
    const response = await page.request.get(url);
    const body = await response.body();
    const compressed = !/^image\//.test(response.headers()["content-type"] ?? "");
    downloaded += compressed ? brotliCompressSync(body).length : body.length;
  }
  console.log(
    `precache: ${precache!.urls.length} entries, ${(downloaded / 1024).toFixed(0)} KB downloaded, ${(precache!.stored / 1024).toFixed(0)} KB stored`,
  );
  expect(downloaded).toBeLessThan(PRECACHE_BUDGET_BYTES);
  expect(precache!.stored).toBeLessThan(PRECACHE_BUDGET_BYTES);

  // Hub pages and plans offer the button too (destinations and articles below).
  await page.goto("/transport/makassar");
  await expect(page.getByRole("button", { name: "Save for offline" })).toBeVisible();
  await page.goto("/transport/plan?from=makassar&to=bunaken");
  await expect(page.getByRole("button", { name: "Save for offline" })).toBeVisible();

  // Save a destination (as a visitor sees it, with its files).
  await page.goto("/destinations/bunaken");
  const save = page.getByRole("button", { name: "Save for offline" });
  const width = (await save.boundingBox())!.width;
  await save.click();
  await expect(page.getByRole("button", { name: "Saved for offline" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Saved. This page now opens without a connection")).toBeVisible();
  // The saved state keeps the button's width (its labels share one cell): nothing around it shifts.
  expect((await page.getByRole("button", { name: "Saved for offline" }).boundingBox())!.width).toBe(width);

  await offline(context, page, "/transport-guide");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/transport/i);
  // Styled offline too: the precached stylesheet applies.
  expect(await page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(0);

  const hub = await page.goto("/transport/makassar");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Makassar");
  // The hub page is rendered per request; its stored copy carries no per-request nonce.
  expect(hub?.headers()["content-security-policy"]).toBeTruthy();
  expect(hub?.headers()["content-security-policy"]).not.toContain("nonce-");

  // The artwork the precached pages show is kept too (any width of it).
  await page.goto("/transport");
  const art = await page.locator("main img").first().getAttribute("src");
  expect(art).toMatch(/^\/img\/art\//);
  expect(await page.evaluate(async (src) => (await fetch(src!)).ok, art)).toBe(true);
  expect(await page.evaluate(async (src) => (await fetch(src!.replace(/-\d+\.webp$/, "-480.webp"))).ok, art)).toBe(
    true,
  );

  await page.goto("/destinations/bunaken");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Bunaken");
  await expect(page.getByRole("button", { name: "Saved for offline" })).toBeVisible();
  expect(
    await page
      .locator("img")
      .first()
      .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
  ).toBe(true);

  await page.goto("/saved");
  const list = page.locator("[data-saved-list]");
  await expect(list.getByRole("link", { name: /Bunaken/ })).toBeVisible();

  // A page never visited: the offline page, which lists what is saved.
  await page.goto("/experiences/diving");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(page.locator("[data-saved-list]").getByRole("link", { name: /Bunaken/ })).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: "Printable transport guide", exact: true }),
  ).toBeVisible();
  await page.goto("/offline");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();

  // Removing works offline, and the page is then gone from the device.
  await page.goto("/saved");
  await page.getByRole("button", { name: /Remove.*Bunaken/ }).click();
  await expect(page.getByText("Removed from your saved pages.")).toBeVisible();
  await expect(list.getByRole("link")).toHaveCount(0);
  await expect(page.getByText("You have not saved any page yet.")).toBeVisible();
  const saved = await cacheContents(page);
  // (The page itself stays among the recently visited pages of this build, which an update clears.)
  expect((saved[SAVED_CACHE] ?? []).filter((u) => u.includes("/destinations/"))).toEqual([]);
});

test("the planner plans offline with the shipped data, and says plainly when it cannot", async ({ context, page }) => {
  await page.goto("/transport/plan");
  await waitForWorker(page);
  // The server's answer, for comparison (fetched outside the page, so the browser keeps no copy).
  const html = await (await page.request.get("/transport/plan?from=makassar&to=bunaken")).text();
  const online = [...html.matchAll(/<h3 id="option-\d+"[^>]*>(.*?)<\/h3>/g)].map((m) => m[1]!.replace(/<!-- -->/g, ""));
  expect(online.length).toBeGreaterThan(0);

  await offline(context, page, "/transport/plan?from=makassar&to=bunaken");
  await expect(page.getByText("Planned on your device without a connection")).toBeVisible();
  await expect(page.locator("#results h3")).toHaveText(online);
  await expect(page.getByLabel("From", { exact: true })).toHaveValue("makassar");

  // Without the planner's data on the device, the page says that planning needs a connection.
  await page.evaluate(async () => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        if (request.url.includes("/transport/plan/data.json")) await cache.delete(request);
    }
  });
  await page.goto("/transport/plan?from=manado&to=makassar");
  await expect(page.getByRole("alert")).toContainText("Planning a trip needs a connection");
});

test("a member's page is never served from the cache", async ({ context, page }) => {
  const email = `offline-member-${Date.now()}@example.com`;
  const password = "lagoon-ferry-harbour-42";
  createConfirmedAccount(email, password, { name: "Wulan Offline" });

  await page.goto("/transport");
  await waitForWorker(page);
  await page.goto("/auth");
  await page.getByRole("main").getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("main").getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Welcome!").first()).toBeVisible();
  await page.goto("/account");
  await expect(page.getByText("Wulan Offline").first()).toBeVisible();
  // A hub page rendered for the member is private: visited, but not stored.
  await page.goto("/transport/manado");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Manado");

  const stored = await page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get("Content-Type") ?? "";
        if (request.url.includes("/account") || request.url.includes("/auth") || request.url.includes("/api/"))
          found.push(request.url);
        else if (type.includes("html") && (await response!.text()).includes("Wulan Offline")) found.push(request.url);
      }
    }
    return found;
  });
  expect(stored).toEqual([]);

  await offline(context, page, "/account");
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expect(page.getByText("Wulan Offline")).toHaveCount(0);
});

test("the manifest is valid, its icons exist, and Chromium finds the site installable", async ({ page, request }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = await response.json();
  expect(manifest).toMatchObject({ name: "Sulawesi Travel Guide", start_url: "/", scope: "/", display: "standalone" });
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  const purposes = new Set<string>();
  for (const icon of manifest.icons as { src: string; sizes: string; type: string; purpose: string }[]) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()["content-type"]).toBe("image/png");
    const png = await file.body();
    // The PNG header's width and height (IHDR) match the declared size.
    const [w, h] = icon.sizes.split("x").map(Number);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], icon.src).toEqual([w, h]);
    purposes.add(`${icon.purpose} ${icon.sizes}`);
  }
  for (const need of ["any 192x192", "any 512x512", "maskable 192x192", "maskable 512x512"])
    expect(purposes).toContain(need);
  expect(APP_ICONS.length).toBeGreaterThanOrEqual(4);

  // Chromium's own verdict (DevTools protocol): no installability errors.
  const cdp = await page.context().newCDPSession(page);
  const { errors } = await cdp.send("Page.getAppManifest");
  expect(errors).toEqual([]);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const installability = await cdp.send("Page.getInstallabilityErrors");
  // Playwright's contexts are incognito, which Chromium never offers to install from: the only
  // error allowed is that one, which says nothing about the site.
  expect(installability.installabilityErrors.filter((e) => e.errorId !== "in-incognito")).toEqual([]);
});

test("/saved and the offline page are accessible, with a saved page listed", async ({ page }) => {
  await page.goto("/blog");
  await waitForWorker(page);
  await page.goto("/blog/hidden-gems-togean-islands");
  await page.getByRole("button", { name: "Save for offline" }).click();
  await expect(page.getByRole("button", { name: "Saved for offline" })).toBeVisible();
  for (const path of ["/saved", "/offline"]) {
    await page.goto(path);
    await expect(page.locator("[data-saved-list] li")).toHaveCount(1);
    const violations = await wcagViolations(page);
    expect(violations, `${path}\n${violations.join("\n")}`).toEqual([]);
  }
});
