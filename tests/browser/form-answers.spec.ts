import { expect, test } from "./fixtures.ts";

/** The public forms as a traveller meets them (issue 28): the note on required fields reads as a sentence, and one answer names every problem. */
for (const path of ["/submit-update", "/partners"]) {
  test(`${path} explains the asterisk in plain words`, async ({ page }) => {
    await page.goto(path);
    const main = page.getByRole("main");
    await expect(main.getByText("Fields marked with an asterisk (*) are required.")).toBeVisible();
    expect(await main.textContent()).not.toContain("as required are required");
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/contact flags every problem on the first answer: a bad email and an empty message", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("textbox", { name: "First Name", exact: true }).fill("Noor");
    await page.getByRole("textbox", { name: "Last Name", exact: true }).fill("Script");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("not-an-address");
    await page.getByRole("textbox", { name: "Subject", exact: true }).fill("Hello");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Please enter a valid email address, such as name@example.com.")).toBeVisible();
    await expect(page.getByText("This field is required.")).toBeVisible();
  });
});
