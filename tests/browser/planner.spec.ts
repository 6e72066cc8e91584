import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "./fixtures.ts";

/** The route planner (/transport/plan): a GET form, results on one page, with and without JavaScript. */

async function planMakassarToTogeans(page: Page) {
  await page.goto("/transport/plan");
  await page.getByLabel("From", { exact: true }).selectOption({ label: "Makassar" });
  await page.getByLabel("To", { exact: true }).selectOption({ label: "Togean (Togian) Islands" });
  await page.getByRole("radio", { name: "Fastest" }).check();
  await page.getByRole("button", { name: "Plan the trip" }).click();
  await expect(page).toHaveURL(/\/transport\/plan\?from=makassar&to=togean-islands&pref=fastest$/);
}

async function expectItinerariesWithFigures(page: Page) {
  const results = page.getByRole("region", { name: "From Makassar to Togean (Togian) Islands" });
  await expect(results).toBeVisible();
  const options = results.getByRole("article");
  expect(await options.count()).toBeGreaterThanOrEqual(2);
  const first = options.first();
  // Totals: time on the move, days to allow, fares.
  await expect(first.getByText("On the move")).toBeVisible();
  await expect(first.getByText("Days to allow")).toBeVisible();
  await expect(first.getByText("Fares per person")).toBeVisible();
  // Legs with their times, and prices with the date of each price.
  await expect(first.getByRole("listitem").filter({ hasText: "Flight:" }).first()).toBeVisible();
  await expect(results.getByText(/\d+(–\d+)? h|\d+ min/).first()).toBeVisible();
  await expect(results.getByText(/Rp\d[\d.]*[kM]?.* per person \(~?(\w{3} )?\d{4}\)/).first()).toBeVisible();
  await expect(results.getByText("Economy: Rp63k per person (2013)").first()).toBeVisible();
  await expect(first.getByText("Last checked").first()).toBeVisible();
  // Each leg links to its hub or mode page and to "Report a change".
  await expect(first.getByRole("link", { name: /^More about / }).first()).toHaveAttribute("href", /^\/transport\//);
  await expect(first.getByRole("link", { name: /^Report a change/ }).first()).toHaveAttribute(
    "href",
    /^\/submit-update\?route=[a-z0-9-]+$/,
  );
}

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("Makassar to the Togean Islands on one page: legs, times, prices and their dates", async ({ page }) => {
    await planMakassarToTogeans(page);
    await expectItinerariesWithFigures(page);
  });

  test("bad input answers 400 with a clear message", async ({ page }) => {
    const response = await page.goto("/transport/plan?from=makassar&to=makassar");
    expect(response?.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("the same place");
    const junk = await page.goto(`/transport/plan?from=${"%FF".repeat(50)}&to=wakatobi`);
    expect(junk?.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("We do not know the place you start from");
  });

  test("no path: says so and suggests the nearest connected places", async ({ page }) => {
    await page.goto("/transport/plan?from=toraja-airport&to=makassar");
    await expect(page.getByText("No route found")).toBeVisible();
    await page.getByRole("link", { name: "Rantepao" }).click();
    await expect(page).toHaveURL(/from=rantepao&to=makassar/);
    await expect(page.getByRole("article").first()).toBeVisible();
  });

  test("Report a change opens the update form with the route filled in", async ({ page }) => {
    await page.goto("/transport/plan?from=makassar&to=manado&pref=fewest-changes");
    await page
      .getByRole("link", { name: /^Report a change/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/submit-update\?/);
    await expect(page).toHaveURL(/\?route=makassar-manado-flight$/);
    await expect(page.getByLabel(/^Route/)).toHaveValue("Makassar - Manado (Flight)");
  });
});

test.describe("with JavaScript enabled", () => {
  test("the same plan, the page not hydrated, and cacheable", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await planMakassarToTogeans(page);
    await expectItinerariesWithFigures(page);
    // A content page: React Router's client runtime is not loaded (ADR 0002).
    expect(scripts.filter((s) => /entry\.client|react-router/.test(s))).toEqual([]);
    const response = await page.request.get("/transport/plan?from=makassar&to=togean-islands");
    expect(response.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=5");
  });

  test("axe finds no WCAG 2.2 AA violations on a plan", async ({ page }) => {
    await page.goto("/transport/plan?from=manado&to=wakatobi");
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
});
