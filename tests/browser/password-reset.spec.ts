import { expect, test } from "./fixtures.ts";
import { linkInMail, signUpAndConfirm, submitSignIn } from "./helpers.ts";

/**
 * The password reset round trip in a real browser, with and without JavaScript: the reset page keeps
 * its token out of other sites' Referer, yet its own form post must still carry an Origin that
 * React Router accepts (under `no-referrer` browsers send `Origin: null` and the post was refused).
 */
for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("forgot password, mailed link, new password, sign in with it", async ({ page }) => {
      const email = `reset-${javaScriptEnabled ? "js" : "nojs"}-${Date.now()}@example.com`;
      await signUpAndConfirm(page, { name: "Reset Tester", email, password: "first-lagoon-pass-7" });

      await page.goto("/auth/forgot");
      await page.getByRole("main").getByLabel("Email", { exact: true }).fill(email);
      await page.getByRole("button", { name: "Send reset link" }).click();
      const link = new URL(await linkInMail(email, "/auth/reset"));

      const answer = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/auth/reset"));
      await page.goto(link.pathname + link.search);
      await page.getByRole("main").getByLabel("New password").fill("second-reef-pass-8");
      await page.getByRole("button", { name: "Set new password" }).click();
      expect((await answer).status()).toBeLessThan(400);
      await expect(page).toHaveURL(/\/auth\?tab=signin$/);
      // /auth is not hydrated (ADR 0020): the flash toast is plain HTML, with and without JavaScript.
      await expect(page.getByText("Password changed").first()).toBeVisible();

      // The new password signs in: the account page opens.
      await page.goto("/auth?redirectTo=%2Faccount");
      await submitSignIn(page, email, "second-reef-pass-8");
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
    });
  });
}
