import { expect, test } from "./fixtures.ts";

/** The home page offline (issue 28 point 3): visited online, it opens without a connection like the other guide pages. */
test.use({ serviceWorkers: "allow" });

test("the home page, the first page of a visit, opens offline like the other visited pages", async ({
  context,
  page,
}) => {
  // The landing page loads before the service worker exists: the worker keeps it when it starts.
  await page.goto("/");
  const heading = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  expect(heading).not.toBe("");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The next page is the first the worker controls (no clients.claim).
  await page.goto("/destinations");
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await context.setOffline(true);
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  await expect(page.getByText("You are offline")).toHaveCount(0);
  await page.goto("/destinations");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Destinations");
});
