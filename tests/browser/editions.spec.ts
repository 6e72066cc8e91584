/**
 * Issue 31 (ADR 0036): the two editions in a browser. Each page says its language (`<html lang>`) and
 * names both editions (hreflang en, id, x-default; canonical in its own edition), on a content page, a
 * form page, the planner and the forum. The language switch in the header and footer lands on the
 * same page and query in the other language, with JavaScript (on a hydrated page too: a full
 * document load) and without it. The sitemap lists both editions.
 */
import { expect, type Page, test } from "./fixtures.ts";

const PLANNER = "/transport/plan?from=makassar&to=togean-islands";
/** A content page, a form page, the planner (with a query) and the forum. */
const PAGES = ["/planning", "/contact", PLANNER, "/community"];

const twin = (path: string) => `/id${path}`;
const pathOf = (path: string) => path.replace(/\?.*$/, "");

async function expectEdition(page: Page, path: string, lang: "en" | "id") {
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  const english = pathOf(path).replace(/^\/id(?=\/|$)/, "") || "/";
  const indonesian = english === "/" ? "/id" : `/id${english}`;
  // The site's configured origin (a prerendered page carries the build's): compare the paths.
  const at = (p: string) => new RegExp(`^https?://[^/]+${p.replace(/[?]/g, "\\?")}$`);
  const head = page.locator("head");
  await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", at(english));
  await expect(head.locator('link[rel="alternate"][hreflang="id"]')).toHaveAttribute("href", at(indonesian));
  await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", at(english));
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", at(lang === "en" ? english : indonesian));
}

test.describe("each edition says its language and names the other", () => {
  for (const path of PAGES) {
    test(`${path} and ${twin(path)}`, async ({ page }) => {
      await page.goto(path);
      await expectEdition(page, path, "en");
      await expect(page.getByRole("link", { name: "Skip to main content" })).toBeAttached();
      await page.goto(twin(path));
      await expectEdition(page, twin(path), "id");
      await expect(page.getByRole("link", { name: "Langsung ke konten utama" })).toBeAttached();
      await expect(page.locator("footer")).toContainText("Tautan Cepat");
    });
  }
});

/** The switch in the header (or the footer), named in the other edition's language, that language marked. */
function languageSwitch(page: Page, to: "en" | "id", where: "header" | "footer" = "header") {
  const label = to === "id" ? "Baca halaman ini dalam Bahasa Indonesia" : "Read this page in English";
  // The header shows the language's code (its name does not fit beside the menu), the footer its name.
  // The header's link reads "ID: Baca halaman …" (the code shown, the rest for screen readers).
  const name = where === "header" ? new RegExp(`^${to.toUpperCase()}\\W+${label}$`) : label;
  return page.locator(where).getByRole("link", { name, exact: true });
}

test.describe("the language switch with JavaScript", () => {
  test("keeps the planner's query, both ways", async ({ page }) => {
    await page.goto(PLANNER);
    const toId = languageSwitch(page, "id");
    await expect(toId).toBeVisible();
    await expect(toId).toHaveAttribute("lang", "id");
    await expect(toId).toHaveAttribute("hreflang", "id");
    await expect(toId).toHaveText(/^ID\W+Baca halaman ini dalam Bahasa Indonesia$/);
    await toId.click();
    await expect(page).toHaveURL(new RegExp(`/id${PLANNER.replace(/[?]/g, "\\?")}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
    const toEn = languageSwitch(page, "en", "footer");
    await expect(toEn).toHaveText("English");
    await toEn.click();
    await expect(page).toHaveURL(new RegExp(`${PLANNER.replace(/[?]/g, "\\?")}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("on a hydrated page (the forum) loads the other edition as a whole document", async ({ page }) => {
    await page.goto("/community");
    // Hydrated: React Router's client runs on this page.
    await page.waitForFunction(() => "__reactRouterRouteModules" in window);
    await page.evaluate(() => {
      (window as unknown as { beforeSwitch: boolean }).beforeSwitch = true;
    });
    await languageSwitch(page, "id").click();
    await expect(page).toHaveURL(/\/id\/community$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
    await expect(page.locator("head link[rel='canonical']")).toHaveAttribute("href", /\/id\/community$/);
    // A new document: nothing of the previous page's window is left.
    expect(await page.evaluate(() => "beforeSwitch" in window)).toBe(false);
    await languageSwitch(page, "en").click();
    await expect(page).toHaveURL(/\/community$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("can be reached by keyboard and says where it leads", async ({ page }) => {
    await page.goto("/planning");
    const toId = languageSwitch(page, "id");
    await toId.focus();
    await expect(toId).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/id\/planning$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
  });
});

test.describe("the language switch without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of [PLANNER, "/contact", "/community"]) {
    test(`${path}: the same page and query in the other language, and back`, async ({ page }) => {
      await page.goto(path);
      await languageSwitch(page, "id", "footer").click();
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(twin(path));
      await expect(page.locator("html")).toHaveAttribute("lang", "id");
      await languageSwitch(page, "en").click();
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    });
  }
});

test("the sitemap lists both editions, each page with its hreflang alternates", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/planning", "/contact", "/transport/plan", "/community", "/privacy"]) {
    const entry = (loc: string) => new RegExp(`<url><loc>[^<]*${loc}</loc>(.*?)</url>`).exec(xml)?.[1];
    for (const loc of [path, `/id${path}`]) {
      const links = entry(loc);
      expect(links, loc).toBeDefined();
      expect(links).toContain(`hreflang="en" href="`);
      expect(links).toMatch(new RegExp(`hreflang="id" href="[^"]*/id${path}"`));
      expect(links).toMatch(new RegExp(`hreflang="x-default" href="[^"]*${path}"`));
    }
  }
});

test("the Indonesian pages are served as fast as the English: prerendered files and the generated-page store", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const visit = async (path: string) => {
    const response = await request.get(path, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    return { etag: headers.etag ?? "", csp: headers["content-security-policy"] ?? "", cache: headers["cache-control"] };
  };
  // Prerendered: a file of the build (no nonce, revalidated), as /planning is.
  const [en, id] = [await visit("/planning"), await visit("/id/planning")];
  expect(id.cache).toBe(en.cache);
  expect(id.csp).not.toContain("nonce");
  expect(id.etag).toMatch(/^"[\w-]{22}"$/);
  // Built from the living data: from the generated-page store (ETag "g-...") once it holds them.
  for (const path of ["/id", "/id/transport", "/id/transport/plan"])
    await expect.poll(async () => (await visit(path)).etag, { timeout: 100_000 }).toMatch(/^"g-/);
});
