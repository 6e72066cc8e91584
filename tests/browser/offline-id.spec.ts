import { brotliCompressSync } from "node:zlib";
import { PRECACHE_BUDGET_BYTES } from "../../app/features/offline/constants.ts";
import { type BrowserContext, expect, type Page, test } from "./fixtures.ts";

/**
 * The offline guide in Bahasa Indonesia (issue 31 point 7): a traveller who reads the Indonesian
 * edition gets its pages kept (the pages they visit, and the Indonesian twins of the precached
 * transport guide, planner, offline and saved pages); offline they open in Indonesian, a page not
 * kept falls back to the Indonesian offline page, the planner plans in Indonesian, and everything an
 * installation keeps stays under the 2 MB budget.
 */
test.use({ serviceWorkers: "allow" });

async function waitForWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** The URLs (paths) in the caches whose names contain `part`. */
function cachedPaths(page: Page, part: string): Promise<string[]> {
  return page.evaluate(async (part) => {
    const out: string[] = [];
    for (const name of (await caches.keys()).filter((n) => n.includes(part))) {
      for (const request of await (await caches.open(name)).keys()) out.push(new URL(request.url).pathname);
    }
    return out;
  }, part);
}

async function offline(context: BrowserContext, page: Page, url: string) {
  await context.setOffline(true);
  return page.goto(url);
}

test("an Indonesian traveller's pages open offline in Indonesian, within the budget", async ({ context, page }) => {
  // It measures every kept entry as downloaded: slow on a busy machine.
  test.slow();
  await page.goto("/id/destinations/bunaken");
  await waitForWorker(page);
  // Visiting an Indonesian page keeps the Indonesian twins of the precached pages.
  await expect
    .poll(() => cachedPaths(page, "-edition-id-"), { timeout: 20_000 })
    .toEqual(expect.arrayContaining(["/id/offline", "/id/saved", "/id/transport-guide", "/id/transport/plan"]));
  await page.goto("/id/planning");

  // Everything kept: the precache, its artwork and the Indonesian pages, under the budget as downloaded.
  const kept = [
    ...(await cachedPaths(page, "-precache-")),
    ...(await cachedPaths(page, "-artwork-")),
    ...(await cachedPaths(page, "-edition-id-")),
  ];
  const sizes = await Promise.all(
    kept.map(async (url) => {
      const response = await page.request.get(url);
      const body = await response.body();
      return /^image\//.test(response.headers()["content-type"] ?? "") ? body.length : brotliCompressSync(body).length;
    }),
  );
  const downloaded = sizes.reduce((a, b) => a + b, 0);
  console.log(
    `kept for an Indonesian traveller: ${kept.length} entries, ${(downloaded / 1024).toFixed(0)} KB downloaded`,
  );
  expect(downloaded).toBeLessThan(PRECACHE_BUDGET_BYTES);
  // And as stored on the phone (the Indonesian pages are kept gzipped, like the precache's).
  const stored = await page.evaluate(async () => {
    let total = 0;
    for (const name of (await caches.keys()).filter((n) => /-(precache|artwork|edition-id)-/.test(n))) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) total += (await (await cache.match(request))!.arrayBuffer()).byteLength;
    }
    return total;
  });
  console.log(`stored: ${(stored / 1024).toFixed(0)} KB`);
  expect(stored).toBeLessThan(PRECACHE_BUDGET_BYTES);

  // Offline: the visited pages and the kept Indonesian pages open in Indonesian.
  await offline(context, page, "/id/destinations/bunaken");
  expect(await page.locator("html").getAttribute("lang")).toBe("id");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Bunaken");
  await page.goto("/id/planning");
  expect(await page.locator("html").getAttribute("lang")).toBe("id");
  await page.goto("/id/transport/makassar");
  expect(await page.locator("html").getAttribute("lang")).toBe("id");
  await page.goto("/id/saved");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Halaman tersimpan");

  // A page that is not kept: the Indonesian offline page.
  await page.goto("/id/destinations/wakatobi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Anda sedang offline");
  await expect(page.getByRole("link", { name: "Panduan transportasi versi cetak" })).toHaveAttribute(
    "href",
    "/id/transport-guide",
  );
  // An English page that is not kept still gets the English one.
  await page.goto("/destinations/wakatobi");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
});

test("the planner plans offline in Indonesian on the Indonesian page", async ({ context, page }) => {
  await page.goto("/id/transport/plan");
  await waitForWorker(page);
  await expect.poll(() => cachedPaths(page, "-edition-id-"), { timeout: 20_000 }).toContain("/id/transport/plan");
  await offline(context, page, "/id/transport/plan?from=gorontalo&to=togean-islands");
  await expect(page.getByText("Direncanakan di perangkat Anda tanpa koneksi")).toBeVisible();
  await expect(page.locator("#results h2")).toHaveText(
    "Dari Gorontalo (hiu paus Botubarani, Olele) ke Kepulauan Togean (Togian)",
  );
  await expect(page.locator("#results").getByText("Hari yang perlu disediakan").first()).toBeVisible();
  await expect(
    page
      .locator("#results")
      .getByText(/Rp\d+rb per orang/)
      .first(),
  ).toBeVisible();
  await expect(
    page
      .locator("#results")
      .getByRole("link", { name: /^Detail rute/ })
      .first(),
  ).toHaveAttribute("href", /^\/id\/transport\/routes\//);
});

test("an English visitor keeps no Indonesian pages", async ({ page }) => {
  await page.goto("/transport-guide");
  await waitForWorker(page);
  await page.goto("/destinations/bunaken");
  expect(await cachedPaths(page, "-edition-id-")).toEqual([]);
  expect((await cachedPaths(page, "-precache-")).filter((p) => p.startsWith("/id"))).toEqual([]);
});
