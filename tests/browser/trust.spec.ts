import { expect, test } from "@playwright/test";

/** Issue 19: every region has its hub, prices say how old they are, filters forgive, contacts are links. */

test("every region has its hub: /transport/kendari and /transport/palu list their routes", async ({ page }) => {
  for (const [hub, route] of [
    ["kendari", /Wakatobi/],
    ["palu", /Ampana/],
  ] as const) {
    const response = await page.goto(`/transport/${hub}`);
    expect(response?.status(), hub).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(new RegExp(hub, "i"));
    await expect(page.getByRole("main").locator("table tbody tr").filter({ hasText: route }).first()).toBeVisible();
  }
  await page.goto("/transport");
  for (const name of ["Kendari", "Palu"]) {
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: new RegExp(name) })
        .first(),
    ).toBeVisible();
  }
});
