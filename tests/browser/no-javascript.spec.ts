import { expect, test } from "./fixtures.ts";
import { contentRoutes, expectedStatus } from "./site-routes.ts";

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  for (const route of contentRoutes) {
    test(`${route} renders its main heading`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status(), `status of ${route}`).toBe(expectedStatus[route] ?? 200);
      const h1 = page.locator("main h1");
      await expect(h1).toHaveCount(1);
      await expect(h1).toBeVisible();
      expect(((await h1.textContent()) ?? "").trim().length).toBeGreaterThan(2);
    });
  }

  test("the printable guide shows a Print hint instead of a dead 'Download as PDF' button", async ({ page }) => {
    await page.goto("/transport-guide");
    await expect(page.getByRole("button", { name: "Download as PDF" })).toBeHidden();
    await expect(page.getByText(/use your browser's Print command and choose “Save as PDF”/)).toBeVisible();
  });

  test("the destination filters work as a plain GET form", async ({ page }) => {
    await page.goto("/destinations");
    await page.getByLabel("Region").selectOption("north");
    await page.getByLabel("Activity").selectOption("Diving");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/region=north/);
    await expect(page).toHaveURL(/activity=Diving/);
    await expect(page.getByText(/^Showing \d+ destinations?$/)).toBeVisible();
  });
});
