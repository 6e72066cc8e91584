import { expect, test } from "./fixtures.ts";

/** Site search in Bahasa Indonesia (/id/search, issue 31 point 6): Indonesian words find Indonesian pages. */
test.describe("site search in Indonesian", () => {
  test.use({ javaScriptEnabled: false });

  test("'kartu SIM' opens the SIM section of the Indonesian planning page", async ({ page }) => {
    await page.goto("/id/search?q=kartu+SIM");
    expect(await page.locator("html").getAttribute("lang")).toBe("id");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cari di panduan");
    const first = page.getByRole("region", { name: "Panduan" }).getByRole("listitem").first();
    await expect(first.getByRole("link")).toHaveAttribute("href", "/id/planning#internet");
    await expect(first.getByRole("link")).toHaveText("Kartu SIM & internet · Persiapan Perjalanan");
    await expect(first.getByText("Persiapan perjalanan", { exact: true })).toBeVisible();
    await expect(page.getByRole("status").first()).toContainText("hasil untuk “kartu SIM”");
  });

  test("'kapal ke Togean' and 'musim upacara pemakaman Toraja' find their pages, all under /id", async ({ page }) => {
    await page.goto("/id/search?q=kapal+ke+Togean");
    const guide = page.getByRole("region", { name: "Panduan" });
    await expect(guide.locator('a[href="/id/destinations/togean-islands#getting-there"]')).toHaveCount(1);
    await expect(guide.locator("mark").first()).toBeVisible();
    for (const href of await guide.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
      expect(href).toMatch(/^\/id\//);
    }
    await page.goto("/id/search?q=musim+upacara+pemakaman+Toraja");
    await expect(page.getByRole("region", { name: "Panduan" }).getByRole("link").first()).toHaveAttribute(
      "href",
      /^\/id\/blog\/toraja-cultural-experience/,
    );
  });

  test("accents and case are folded; English search is unchanged", async ({ page }) => {
    await page.goto("/id/search?q=TOMOH%C3%93N");
    await expect(page.getByRole("region", { name: "Panduan" }).getByRole("link").first()).toHaveAttribute(
      "href",
      "/id/destinations/tomohon",
    );
    await page.goto("/search?q=visa");
    const first = page.getByRole("region", { name: "Guide" }).getByRole("listitem").first();
    await expect(first.getByRole("link")).toHaveAttribute("href", "/planning#visas");
    await expect(first.getByRole("link")).toHaveText("Visas & entry · Planning Essentials");
  });

  test("the Indonesian not-found page suggests Indonesian pages", async ({ page }) => {
    const response = await page.goto("/id/destinaton/bunakn");
    expect(response?.status()).toBe(404);
    await expect(page.locator('main a[href="/id/destinations/bunaken"]')).toHaveText(/Taman Nasional Laut Bunaken/);
  });
});
