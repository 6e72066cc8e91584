import { expect, test } from "./fixtures.ts";

test.describe("site search", () => {
  test("the header's search box finds a destination, with the match marked", async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto("/transport");
    const box = page.getByRole("banner").getByRole("search");
    await box.getByLabel("Search the site").fill("bunaken");
    await box.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=bunaken$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search the guide");
    const result = page.getByRole("link", { name: "Bunaken National Marine Park", exact: true }).first();
    await expect(result).toHaveAttribute("href", "/destinations/bunaken");
    await expect(page.locator("mark").first()).toBeVisible();
  });

  test("'visa' opens the visa section of Planning Essentials, with a readable snippet", async ({ page }) => {
    await page.goto("/search?q=visa");
    const first = page.getByRole("region", { name: "Guide" }).getByRole("listitem").first();
    await expect(first.getByRole("link")).toHaveAttribute("href", "/planning#visas");
    await expect(first.getByRole("link")).toHaveText("Visas & entry · Planning Essentials");
    // No raw addresses ("/planning", "/destinations/togean islands") in any snippet.
    expect(await page.getByRole("main").locator("ol p").allTextContents()).not.toContainEqual(
      expect.stringMatching(/(^|\s)\/[a-z]+/),
    );
    await first.getByRole("link").click();
    await expect(page).toHaveURL(/\/planning#visas$/);
    await expect(page.getByRole("heading", { name: "Visas & entry" })).toBeInViewport();
  });

  test("on a phone the search box is in the menu", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.getByRole("button", { name: "Toggle navigation menu" }).click();
    const menuSearch = page.locator("#mobile-menu").getByRole("search");
    await expect(menuSearch.getByLabel("Search the site")).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("a GET form: results in the URL, junk answered plainly, not-found pages suggest", async ({ page }) => {
      await page.goto("/search?q=togian");
      await expect(page.getByRole("link", { name: /Togean/ }).first()).toBeVisible();
      const junk = await page.goto("/search?q=%25%25%25");
      expect(junk?.status()).toBe(400);
      await expect(page.getByText("That search has no letters or numbers in it.", { exact: false })).toBeVisible();
      const missing = await page.goto("/destinaton/wakatobii");
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole("link", { name: "Wakatobi" }).first()).toBeVisible();
      await expect(page.getByRole("main").getByRole("search")).toBeVisible();
    });
  });
});
