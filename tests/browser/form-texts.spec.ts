import { expect, test } from "./fixtures.ts";

/** The forms' note on required fields reads as a sentence, with or without styles (issue 28). */
for (const path of ["/submit-update", "/partners"]) {
  test(`${path} explains the asterisk in plain words`, async ({ page }) => {
    await page.goto(path);
    const main = page.getByRole("main");
    await expect(main.getByText("Fields marked with an asterisk (*) are required.")).toBeVisible();
    expect(await main.textContent()).not.toContain("as required are required");
  });
}
