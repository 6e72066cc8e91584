import { expect, test } from "./fixtures.ts";

/** Each route's own page (issue 28 point 4): reached from the hub tables, with its figures, map, history and links. */
test("a hub table links to the route's page: figures with dates, the route on the map, history, report, hub and mode", async ({
  page,
}) => {
  await page.goto("/transport/manado");
  await page
    .getByRole("link", { name: /^Manado to Bunaken Island\s*, Public boat$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/transport\/routes\/manado-bunaken-public-boat$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Manado to Bunaken Island by public boat");

  // Figures with their dates and the route's check and source.
  const figures = page.getByRole("region", { name: "The route today" });
  await expect(figures.getByText("Foreigners: Rp25k per person (2011)").first()).toBeVisible();
  await expect(figures.getByText(/Last checked [A-Z][a-z]+ \d{1,2}, \d{4} · source: editor/).first()).toBeVisible();
  await expect(figures.getByText("facts sheet §3d [50, 51, 52]")).toBeVisible();

  // The map: this route drawn bold, and only this one.
  const lit = await page
    .locator("svg[data-map] path[data-highlighted]")
    .evaluateAll((paths) => paths.map((p) => p.getAttribute("data-route")));
  expect(lit).toEqual(["manado-bunaken-public-boat"]);

  const related = page.getByRole("region", { name: "More about this route" });
  await expect(related.getByRole("link", { name: "Change history" })).toHaveAttribute(
    "href",
    "/transport/routes/manado-bunaken-public-boat/history",
  );
  await expect(related.getByRole("link", { name: "Manado transport hub" })).toHaveAttribute(
    "href",
    "/transport/manado",
  );
  await expect(related.getByRole("link", { name: "All ferry routes" })).toHaveAttribute("href", "/transport/ferries");

  // "Report a change" opens the update form with this route chosen.
  await related.getByRole("link", { name: "Report a change" }).click();
  await expect(page).toHaveURL(/\/submit-update\?route=manado-bunaken-public-boat$/);
  await expect(page.getByLabel(/Route/).first()).toHaveValue("Manado - Bunaken Island (Public boat)");
});

test("an unknown route is the site's 404, with suggestions", async ({ page }) => {
  const response = await page.goto("/transport/routes/manado-atlantis-ferry");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/not found/i);
});

test("the sitemap lists each route's page", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(xml).toContain("/transport/routes/manado-bunaken-public-boat</loc>");
});
