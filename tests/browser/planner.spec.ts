import { wcagViolations } from "./axe.ts";
import { expect, type Page, test } from "./fixtures.ts";

/** The route planner (/transport/plan): a GET form, results on one page, with and without JavaScript. */

async function planMakassarToTogeans(page: Page) {
  await page.goto("/transport/plan");
  await page.getByLabel("From", { exact: true }).selectOption({ label: "Makassar" });
  await page.getByLabel("To", { exact: true }).selectOption({ label: "Togean (Togian) Islands" });
  await page.getByRole("radio", { name: "Fastest" }).check();
  await page.getByRole("button", { name: "Plan the trip" }).click();
  // The form opens the answer at the results (#results): the first option comes first.
  await expect(page).toHaveURL(/\/transport\/plan\?from=makassar&to=togean-islands&date=&month=&pref=fastest#results$/);
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
  await expect(first.getByText("Last checked").first()).toBeVisible();
  // Each option says why it is there; each leg says when it runs.
  await expect(first.getByText("Fastest", { exact: true })).toBeVisible();
  await expect(first.getByText(/^From .+: /).first()).toBeVisible();
  // Each leg links to its route page and to "Report a change".
  await expect(first.getByRole("link", { name: /^Route details/ }).first()).toHaveAttribute(
    "href",
    /^\/transport\/routes\/[a-z0-9-]+$/,
  );
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

  test("no path: says so", async ({ page }) => {
    // Tilamuta's only sailing on record leaves it (facts sheet §8c); the suggestions are unit-tested.
    await page.goto("/transport/plan?from=makassar&to=tilamuta");
    await expect(page.getByText("No route found")).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);
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

test.describe("on a phone, without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("after Plan the trip, the first option is the first thing on the screen", async ({ page }) => {
    await planMakassarToTogeans(page);
    const first = page.getByRole("article").first();
    await expect(first.getByRole("heading", { name: /^Option 1/ })).toBeInViewport();
  });

  test("each option draws its own path on the map, the rest faded", async ({ page }) => {
    await page.goto("/transport/plan?from=gorontalo&to=ampana");
    const second = page.getByRole("article").nth(1);
    const legs = await second
      .getByRole("link", { name: /^Route details/ })
      .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname.split("/").pop()));
    await second.getByRole("link", { name: "Show option 2 on the map" }).click();
    await expect(page).toHaveURL(/show=2#plan-map$/);
    await expect(page.getByText("The map shows option 2 in colour")).toBeInViewport();
    const routeIds = (selector: string) =>
      page.locator(selector).evaluateAll((ps) => ps.map((p) => p.getAttribute("data-route")));
    const drawn = new Set(await routeIds("svg[data-map] path[data-route]"));
    const lit = new Set(await routeIds("svg[data-map] path[data-highlighted]"));
    expect(lit.size).toBeGreaterThan(0);
    expect(lit).toEqual(new Set(legs.filter((id) => drawn.has(id ?? ""))));
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
    const violations = await wcagViolations(page);
    expect(violations, violations.join("\n")).toEqual([]);
  });
});
