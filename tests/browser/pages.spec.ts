import { expect, test } from "@playwright/test";

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
    "Photo Gallery",
    "Key Highlights",
    "Getting There",
    "Where to Stay",
    "Plan Your Visit",
    "Similar Destinations",
  ]) {
    await expect(page.getByRole("heading", { name: section, exact: true })).toBeVisible();
  }
  const map = page.getByRole("link", { name: /View on Map/ });
  await expect(map).toHaveAttribute("href", /openstreetmap\.org\/\?mlat=1\.6\d*&mlon=124\.7\d*/);
  const similar = page.locator("section", { has: page.getByRole("heading", { name: "Similar Destinations" }) });
  const cards = await similar.getByRole("link").count();
  expect(cards).toBeGreaterThan(0);
  expect(cards).toBeLessThanOrEqual(6);
});

test("blog: category filter shows only that category, plus All", async ({ page }) => {
  await page.goto("/blog?category=Diving");
  await expect(page.getByRole("link", { name: "All", exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /Bunaken/ }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: /Toraja/ })).toHaveCount(0);
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

test("home: stats, claim, three regions and three articles with 120-character excerpts", async ({ page }) => {
  await page.goto("/");
  for (const stat of ["20+", "500+", "Weekly"]) await expect(page.getByText(stat).first()).toBeVisible();
  await expect(page.getByText(/16,000\+/).first()).toBeVisible();
  for (const region of ["North Sulawesi", "Central Sulawesi", "South Sulawesi"]) {
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: new RegExp(region) })
        .first(),
    ).toBeVisible();
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
  expect(sitemap).toContain("/blog/toraja-cultural-experience</loc>");
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Disallow: \/admin/);
  expect(robots).toMatch(/Disallow: \/auth/);
});

test("security headers and the nonce-based CSP are on every response", async ({ request }) => {
  for (const path of ["/", "/destinations?region=north", "/no-such-page"]) {
    const response = await request.get(path);
    const csp = response.headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain("unsafe-inline';script");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(response.headers()["referrer-policy"]).toBeTruthy();
  }
});

test("the home page renders with a query string, and a malformed path is a 400, not a 500", async ({ request }) => {
  const home = await request.get("/?utm_source=newsletter");
  expect(home.status()).toBe(200);
  expect(await home.text()).toContain("<h1");
  const bad = await request.get("/%E0%A4%A");
  expect(bad.status()).toBe(400);
  expect(await bad.text()).not.toMatch(/URIError|node_modules/);
});
