import { expect, test } from "./fixtures.ts";

test("unknown destination: 'Destination Not Found' with status 404 and a way back", async ({ page }) => {
  const response = await page.goto("/destinations/atlantis");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Destination Not Found" })).toBeVisible();
  await page
    .getByRole("main")
    .getByRole("link", { name: /destinations/i })
    .first()
    .click();
  await expect(page).toHaveURL("/destinations");
});

test("unknown article: 'Article Not Found' with status 404 and a way back", async ({ page }) => {
  const response = await page.goto("/blog/no-such-article");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Article Not Found" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: /blog/i }).first().click();
  await expect(page).toHaveURL("/blog");
});

test("unknown transport and experience pages are 404", async ({ page }) => {
  for (const path of ["/transport/bali", "/experiences/skiing"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  }
});

test("destinations: filters combine, and the count matches the cards", async ({ page }) => {
  await page.goto("/destinations");
  const shown = async () =>
    Number(/\d+/.exec((await page.getByText(/^Showing \d+ destinations?$/).textContent()) ?? "")?.[0]);
  const all = await shown();
  expect(all).toBeGreaterThanOrEqual(20);

  await page.goto("/destinations?region=central&activity=Diving");
  const count = await shown();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(all);
  await expect(page.getByRole("link", { name: /^Explore/ })).toHaveCount(count);

  // Unknown values are ignored rather than failing.
  const response = await page.goto("/destinations?region=atlantis&activity=<script>");
  expect(response?.status()).toBe(200);
  await expect(page.getByText(`Showing ${all} destinations`)).toBeVisible();
});

test("destination detail: every section, the map link and at most 3 similar destinations", async ({ page }) => {
  await page.goto("/destinations/bunaken");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Bunaken");
  for (const section of [
    "Overview",
    "Illustrations",
    "Key Highlights",
    "Getting There",
    "Where to Stay",
    "Plan Your Visit",
    "Similar Destinations",
  ]) {
    await expect(page.getByRole("heading", { name: section, exact: true })).toBeVisible();
  }
  // The artwork is called what it is, and no unsourced star rating is shown (issue 19 point 8).
  await expect(page.getByText("Photo Gallery")).toHaveCount(0);
  await expect(page.getByText(/Rated [\d.]+ out of 5/)).toHaveCount(0);
  const map = page.getByRole("link", { name: /View on Map/ });
  await expect(map).toHaveAttribute("href", /openstreetmap\.org\/\?mlat=1\.6\d*&mlon=124\.7\d*/);
  const similar = page.locator("section", { has: page.getByRole("heading", { name: "Similar Destinations" }) });
  // Distinct destination pages linked from the cards (a card may link twice: image and title).
  const hrefs = await similar
    .locator('a[href^="/destinations/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  const cards = new Set(hrefs);
  expect(cards.size).toBeGreaterThan(0);
  expect(cards.size).toBeLessThanOrEqual(3);
  expect(cards.has("/destinations/bunaken")).toBe(false);
});

test("blog: category filter shows only that category, plus All", async ({ page }) => {
  await page.goto("/blog?category=Diving");
  await expect(page.getByRole("link", { name: "All", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /Bunaken/ }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /Toraja/ })).toHaveCount(0);
});

test("blog: an unknown category answers 404 with a way back to every article", async ({ page }) => {
  const response = await page.goto("/blog?category=Skiing");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "No articles in this category" })).toBeVisible();
  await page.getByRole("link", { name: "Show all articles" }).click();
  await expect(page).toHaveURL("/blog");
});

test("article: Copy link copies the address, and Share reveals share links without the Web Share API", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  // Headless Chromium may or may not have navigator.share: take it away to test the fallback.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
  });
  await page.goto("/blog/toraja-cultural-experience");
  await page.getByRole("button", { name: /copy link/i }).click();
  await expect(page.getByText("Link copied to clipboard.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  const share = page.getByRole("button", { name: /^share/i });
  await share.click();
  await expect(share).toHaveAttribute("aria-expanded", "true");
  const panel = page.locator(`#${await share.getAttribute("aria-controls")}`);
  await expect(panel).toBeVisible();
  const hrefs = await panel.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href, href).toContain("toraja-cultural-experience");
});

test("article: the Web Share API is used where present", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "share", {
      configurable: true,
      value(data: ShareData) {
        (window as unknown as { shared: ShareData }).shared = data;
        return Promise.resolve();
      },
    });
  });
  await page.goto("/blog/toraja-cultural-experience");
  await page.getByRole("button", { name: /^share/i }).click();
  const shared = await page.evaluate(() => (window as unknown as { shared?: ShareData }).shared);
  expect(shared?.url).toBe(page.url());
});

test("JSON-LD: Article, TouristDestination and BreadcrumbList", async ({ page }) => {
  const types = async (path: string) => {
    await page.goto(path);
    const blocks = await page.locator('script[type="application/ld+json"]').allInnerTexts();
    return blocks.flatMap((text) => {
      const parsed = JSON.parse(text);
      return (Array.isArray(parsed) ? parsed : [parsed]).map((item: { "@type": string }) => item["@type"]);
    });
  };
  const article = await types("/blog/ultimate-diving-guide-bunaken");
  expect(article).toContain("BreadcrumbList");
  expect(article.some((t) => /Article/.test(t))).toBe(true);
  const destination = await types("/destinations/wakatobi");
  expect(destination).toContain("TouristDestination");
  expect(destination).toContain("BreadcrumbList");
});

test("article: rendered Markdown, tags, share controls and related articles", async ({ page }) => {
  await page.goto("/blog/ultimate-diving-guide-bunaken");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator(".prose-guide h2").first()).toBeVisible();
  await expect(page.getByRole("button", { name: /share/i }).first()).toBeVisible();
  const related = page.locator("section", { has: page.getByRole("heading", { name: /Related/i }) });
  expect(await related.locator("article").count()).toBeLessThanOrEqual(3);
});

test("contact: the spec's headings and side cards", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { name: "Get in Touch", level: 1 })).toBeVisible();
  await expect(page.getByText("Send us a Message")).toBeVisible();
  await expect(page.getByText("We'll get back to you within 24 hours")).toBeVisible();
  await expect(page.getByText("Based in Indonesia")).toBeVisible();
  await expect(page.getByText("Serving travelers worldwide")).toBeVisible();
  await expect(page.getByText("24-48 hours")).toBeVisible();
  await expect(page.getByText("Frequently Asked")).toBeVisible();
});

test("legal pages carry the spec's date", async ({ page }) => {
  for (const path of ["/privacy", "/terms"]) {
    await page.goto(path);
    await expect(page.getByText(/January 1, 2024/)).toBeVisible();
  }
  await expect(page.getByText(/Delaware/).first()).toBeVisible();
});

test("home: counted stats, no unmeasured claim, all four regions and three articles with 120-character excerpts", async ({
  page,
}) => {
  await page.goto("/");
  // The figures are counted from the content (tests/integration/claims.test.ts checks the numbers).
  const stats = page.getByRole("main").locator("li");
  for (const label of ["Destinations", "Routes Mapped", "Routes Checked Since 2023"]) {
    await expect(stats.filter({ hasText: new RegExp(`^\\d+\\+\\s*${label}$`) })).toHaveCount(1);
  }
  await expect(page.getByText("Weekly")).toHaveCount(0);
  for (const unbacked of ["16,000+", "500+"]) await expect(page.getByText(unbacked)).toHaveCount(0);
  const regionCards = page.getByRole("region", { name: "Explore by region" }).getByRole("article");
  await expect(regionCards).toHaveCount(4);
  for (const region of ["North Sulawesi", "Central Sulawesi", "South Sulawesi", "Southeast Sulawesi"]) {
    await expect(regionCards.getByRole("link", { name: region, exact: true })).toBeVisible();
  }
});

test("SEO: canonical, Open Graph, JSON-LD, sitemap and robots", async ({ page, request }) => {
  await page.goto("/destinations/togean-islands");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/destinations\/togean-islands$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Togean/);
  const ld = await page.locator('script[type="application/ld+json"]').allInnerTexts();
  expect(ld.some((t) => t.includes("BreadcrumbList"))).toBe(true);

  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/destinations/wakatobi</loc>");
  expect(sitemap).toContain("/transport/plan</loc>");
  expect(sitemap).toContain("/blog/toraja-cultural-experience</loc>");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Disallow: \/admin/);
  expect(robots).toMatch(/Disallow: \/auth/);
});

test("security headers and the nonce-based CSP are on every response", async ({ request }) => {
  // Rendered pages: a per-request nonce. Prerendered files and the pages generated from the data
  // (ADR 0029, once the store holds them): no nonce (they carry no inline script but the one allowed
  // by its hash).
  test.setTimeout(90_000);
  const scriptSrcOf = async (path: string) => {
    const response = await request.get(path);
    const csp = response.headers()["content-security-policy"] ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(response.headers()["referrer-policy"]).toBeTruthy();
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
    expect(scriptSrc, path).toMatch(/^'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).not.toContain("unsafe-inline");
    return scriptSrc;
  };
  for (const [path, nonce] of [
    ["/planning", false],
    ["/destinations?region=north", true],
    ["/?utm_source=test", true],
    ["/no-such-page", true],
  ] as const) {
    const scriptSrc = await scriptSrcOf(path);
    if (nonce) expect(scriptSrc, path).toMatch(/'nonce-[A-Za-z0-9+/=]+'$/);
    else expect(scriptSrc, path).not.toContain("nonce");
  }
  // The home page is rendered per request until the generated store holds it, then served from it.
  await expect.poll(() => scriptSrcOf("/"), { timeout: 75_000 }).not.toContain("nonce");
});

test("the home page renders with a query string, and a malformed path is a 400, not a 500", async ({ request }) => {
  const home = await request.get("/?utm_source=newsletter");
  expect(home.status()).toBe(200);
  expect(await home.text()).toContain("<h1");
  const bad = await request.get("/%E0%A4%A");
  expect(bad.status()).toBe(400);
  expect(await bad.text()).not.toMatch(/URIError|node_modules/);
});
