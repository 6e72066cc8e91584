import { wcagViolations } from "./axe.ts";
import { expect, type Page, test } from "./fixtures.ts";
import { createConfirmedAccount, signUpAndConfirm, submitSignIn } from "./helpers.ts";

/**
 * Accounts end to end against the production server: sign up, read the confirmation link from the
 * outbox (DATA_DIR/outbox, no SMTP_URL in tests), confirm, sign in ('Welcome!' then /community),
 * sign out; and the same sign-in with JavaScript disabled.
 */

async function expectNoAxeViolations(page: Page) {
  const summary = await wcagViolations(page);
  expect(summary, summary.join("\n")).toEqual([]);
}

test("sign up, confirm by email, sign in, welcome, sign out", async ({ page }) => {
  const email = `e2e-${Date.now()}@example.com`;
  const password = "ocean-teal-sand-42";
  await signUpAndConfirm(page, { name: "Playwright Traveller", email, password });
  await expectNoAxeViolations(page);

  await page.goto("/auth");
  await expect(page.getByRole("link", { name: "Back to Community" })).toBeVisible();
  await submitSignIn(page, email, "wrong-password-1");
  await expect(page.getByRole("alert").getByText("Invalid email or password. Please try again.")).toBeVisible();

  await page.getByRole("main").getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Welcome!").first()).toBeVisible();
  // The community may not have landed yet: only the destination is checked.
  await expect(page).toHaveURL(/\/community$/);

  await page.goto("/account");
  await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/auth");
  await expect(page.getByRole("link", { name: "Go to Community" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Signed out").first()).toBeVisible();
  await page.goto("/account");
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Faccount$/);
});

/** After a sign-up, with or without the form script: a state that lasts, naming the address, with a resend button (issue 28). */
async function expectCheckYourEmailState(page: Page, email: string) {
  const state = page.locator("[data-account-created]:visible");
  await expect(state).toContainText("Account created!");
  await expect(state).toContainText(`We sent the confirmation link to ${email}.`);
  await expect(page.getByRole("button", { name: "Create Account" })).toBeHidden();
  await state.getByRole("button", { name: "Resend confirmation email" }).click();
  await expect(page.getByText("Confirmation email sent").first()).toBeVisible();
}

test("sign-up ends in a lasting 'check your email' state with a resend button", async ({ page }) => {
  const email = `created-${Date.now()}@example.com`;
  await page.goto("/auth?tab=signup");
  await page.getByRole("main").getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("main").getByLabel("Password", { exact: true }).fill("lagoon-tarsier-81");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expectCheckYourEmailState(page, email);
  // Still there after the resend: nothing emptied, nothing gone.
  await expect(page.locator("[data-account-created]:visible")).toContainText(email);
});

/** The server's text for a too common password (common-passwords.server.ts). */
const TOO_COMMON =
  "This password is one of the most commonly used passwords and is easy to guess. Please choose another.";

// Issue 19: each message shows once, as a toast or inline, never both.
test("each message once: a too common password, a reset request, a wrong current password", async ({ page }) => {
  await page.goto("/auth?tab=signup");
  await page.getByRole("main").getByLabel("Email", { exact: true }).fill(`common-${Date.now()}@example.com`);
  await page.getByRole("main").getByLabel("Password", { exact: true }).fill("password");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText(TOO_COMMON)).toHaveCount(1);
  await expect(page.getByRole("main").getByLabel("Password", { exact: true })).toBeFocused();

  await page.goto("/auth/forgot");
  await page.getByRole("main").getByLabel("Email", { exact: true }).fill(`nobody-${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status").getByText("Check your email")).toBeVisible();
  await expect(page.getByText("Check your email")).toHaveCount(1);
  // The form script's toast (live region, close button) passes axe too.
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Close notification" }).click();
  await expect(page.getByText("Check your email")).toHaveCount(0);

  const email = `once-${Date.now()}@example.com`;
  const password = "mangrove-boat-quay-5";
  createConfirmedAccount(email, password, { name: "Once" });
  await page.goto("/auth?redirectTo=%2Faccount");
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL(/\/account$/);
  await page.getByLabel("Current password").fill("not-my-password-1");
  await page.getByLabel("New password").fill("another-lagoon-pass-6");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your current password is not correct.")).toBeVisible();
  await expect(page.getByText("Your current password is not correct.")).toHaveCount(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a too common password is said once, under the field", async ({ page }) => {
    await page.goto("/auth?tab=signup");
    await page.getByRole("main").getByLabel("Email", { exact: true }).fill(`common-nojs-${Date.now()}@example.com`);
    await page.getByRole("main").getByLabel("Password", { exact: true }).fill("password");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText(TOO_COMMON)).toHaveCount(1);
  });

  test("sign-up without JavaScript: the same lasting state with its resend button", async ({ page }) => {
    const email = `created-nojs-${Date.now()}@example.com`;
    await page.goto("/auth?tab=signup");
    await page.getByRole("main").getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("main").getByLabel("Password", { exact: true }).fill("lagoon-tarsier-82");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expectCheckYourEmailState(page, email);
  });

  test("sign up, confirm and sign in with plain HTML forms", async ({ page }) => {
    const email = `nojs-${Date.now()}@example.com`;
    const password = "coral-reef-bunaken-7";
    await signUpAndConfirm(page, { name: "Playwright Traveller", email, password });

    // Redirected to a content page (not hydrated), where the toast is plain HTML. (On hydrated pages a
    // visitor without JavaScript sees it in <noscript>, which Playwright's script-disabled mode hides.)
    await page.goto("/auth?redirectTo=%2Fplanning");
    await submitSignIn(page, email, password);
    await expect(page).toHaveURL(/\/planning$/);
    await expect(page.getByRole("status").getByText("Welcome!")).toBeVisible();

    await page.goto("/account");
    await expect(page.getByRole("heading", { name: "Your account" })).toBeVisible();
    await page.getByRole("main").getByLabel("Name", { exact: true }).fill("No Script");
    await page.getByRole("button", { name: "Save profile" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole("main").getByLabel("Name", { exact: true })).toHaveValue("No Script");

    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Signed out").first()).toBeVisible();
  });
});
