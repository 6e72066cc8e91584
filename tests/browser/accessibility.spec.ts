import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { contentRoutes } from "./site-routes.ts";

const routes = [
  ...contentRoutes,
  "/destinations?region=north&activity=Diving",
  "/blog?category=Diving",
  "/blog?category=Skiing",
  "/no-such-page",
  "/destinations/atlantis",
  "/blog/no-such-article",
  "/transport/bali",
];

async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join("\n  ")}`,
  );
}

for (const route of routes) {
  test(`axe finds no WCAG 2.2 AA violations on ${route}`, async ({ page }) => {
    await page.goto(route);
    const summary = await axeViolations(page);
    expect(summary, summary.join("\n")).toEqual([]);
  });
}

test.describe("open menus", () => {
  test("axe finds no violations with a desktop dropdown open", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/destinations/north");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Destinations menu" }).click();
    await expect(nav.locator("#nav-destinations")).toBeVisible();
    const summary = await axeViolations(page);
    expect(summary, summary.join("\n")).toEqual([]);
  });

  test("axe finds no violations with the mobile menu open", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/transport/flights");
    await page.getByRole("button", { name: "Toggle navigation menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    const summary = await axeViolations(page);
    expect(summary, summary.join("\n")).toEqual([]);
  });
});
