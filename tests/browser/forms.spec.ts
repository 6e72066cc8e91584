import { expect, type Page, test } from "./fixtures.ts";
import { linkInMail } from "./helpers.ts";

/**
 * Newsletter signups and the public forms, with and without JavaScript.
 * Every test here shares one client address (127.0.0.1) and so the per-IP limits: the newsletter
 * (10 per 10 minutes) gets 8 signups and /partners (5 per hour) 4 posts from this file (the form script
 * checks the required fields before sending, so a refusal with JavaScript costs no post).
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The path of the `route?token=…` link in the mail to `email`. */
async function linkPathInMail(email: string, route: string): Promise<string> {
  const { pathname, search } = new URL(await linkInMail(email, route));
  return pathname + search;
}

/**
 * Double opt-in: follows the confirmation mail's link to `email` (DATA_DIR/outbox, written by the job
 * worker) and presses the page's button, as the address's owner would.
 */
async function confirmNewsletter(page: Page, email: string) {
  await page.goto(await linkPathInMail(email, "/newsletter/confirm"));
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByText("Subscription confirmed")).toBeVisible();
}

/** Holds POSTs whose URL matches until `release()` is called, so the pending state can be seen. */
async function holdPosts(page: Page, url: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    if (route.request().method() === "POST") await released;
    await route.continue();
  });
  return { release: () => release() };
}

test.describe("footer newsletter", () => {
  test("with JavaScript: subscribes in place, then says the address is already on the list", async ({ page }) => {
    const email = `footer-${unique()}@example.com`;
    await page.goto("/destinations");
    const form = page.locator('form[data-newsletter="footer"]');
    await form.getByLabel("Email address").fill(email);
    const held = await holdPosts(page, /\/newsletter$/);
    await form.getByRole("button", { name: "Subscribe" }).click();
    // While the signup is on its way: the spec's pending text on a disabled button.
    const pending = form.getByRole("button", { name: "Subscribing..." });
    await expect(pending).toBeVisible();
    await expect(pending).toBeDisabled();
    held.release();
    await expect(form.getByRole("button", { name: "Subscribe", exact: true })).toBeEnabled();
    const status = form.locator("[data-newsletter-status]");
    await expect(status).toContainText("Successfully subscribed!");
    await expect(status).toContainText("You'll receive the Sulawesi Transport Guide soon.");
    // Double opt-in: beside the spec's texts, in the same live region, the mail to open first.
    await expect(status).toContainText(
      "We have sent you a confirmation email: open it and confirm your address first.",
    );
    await expect(form.getByLabel("Email address")).toHaveValue("");
    await expect(page).toHaveURL(/\/destinations$/);

    await confirmNewsletter(page, email);
    await page.goto("/destinations");
    await form.getByLabel("Email address").fill(email.toUpperCase());
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(status).toContainText("Already subscribed!");
    await expect(status).toContainText("This email is already on our list.");
    await expect(form.getByLabel("Email address")).toHaveValue(email.toUpperCase());
  });

  test("home form: 'Welcome aboard!', then 'Already subscribed' for the same address", async ({ page }) => {
    const email = `home-${unique()}@example.com`;
    await page.goto("/");
    const form = page.locator('form[data-newsletter="home"]');
    const status = form.locator("[data-newsletter-status]");
    await form.getByLabel("Email address").fill(email);
    await form.getByRole("button", { name: "Get the free guide" }).click();
    await expect(status).toContainText("Welcome aboard!");
    await expect(status).toContainText("You'll receive our free transport guide soon.");

    await confirmNewsletter(page, email);
    await page.goto("/");
    await form.getByLabel("Email address").fill(` ${email.toUpperCase()} `);
    await form.getByRole("button", { name: "Get the free guide" }).click();
    await expect(status).toContainText("Already subscribed");
    await expect(status).toContainText("This email is already on our mailing list.");

    // The welcome mail's unsubscribe link: the page's button works in a browser.
    await page.goto(await linkPathInMail(email, "/unsubscribe"));
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByText("You have been unsubscribed")).toBeVisible();
  });

  test("blog form: subscribes and clears the field", async ({ page }) => {
    await page.goto("/blog");
    const form = page.locator('form[data-newsletter="blog"]');
    await form.getByLabel("Email address").fill(`blog-${unique()}@example.com`);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.locator("[data-newsletter-status]")).toContainText("Successfully subscribed!");
    await expect(form.getByLabel("Email address")).toHaveValue("");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("posts, comes back to the same page and shows the toast", async ({ page }) => {
      await page.goto("/planning");
      const form = page.locator('form[data-newsletter="footer"]');
      await form.getByLabel("Email address").fill(`nojs-${unique()}@example.com`);
      await form.getByRole("button", { name: "Subscribe" }).click();
      await expect(page).toHaveURL(/\/planning$/);
      const notice = page.getByRole("status").filter({ hasText: "Successfully subscribed!" });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText("You'll receive the Sulawesi Transport Guide soon.");
      await expect(notice).toContainText(
        "We have sent you a confirmation email: open it and confirm your address first.",
      );
      // Shown once: the next visit is the plain prerendered page again.
      await page.reload();
      await expect(page.getByText("Successfully subscribed!")).toHaveCount(0);
    });

    test("home signup comes back to the home page with 'Welcome aboard!'", async ({ page }) => {
      await page.goto("/");
      const form = page.locator('form[data-newsletter="home"]');
      await form.getByLabel("Email address").fill(`home-nojs-${unique()}@example.com`);
      await form.getByRole("button", { name: "Get the free guide" }).click();
      await expect(page).toHaveURL(/\/$/);
      const notice = page.getByRole("status").filter({ hasText: "Welcome aboard!" });
      await expect(notice).toContainText("You'll receive our free transport guide soon.");
    });

    test("blog signup comes back to the blog with the confirmation", async ({ page }) => {
      await page.goto("/blog");
      const form = page.locator('form[data-newsletter="blog"]');
      await form.getByLabel("Email address").fill(`blog-nojs-${unique()}@example.com`);
      await form.getByRole("button", { name: "Subscribe" }).click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page.getByRole("status").filter({ hasText: "Successfully subscribed!" })).toBeVisible();
    });
  });
});

test.describe("/submit-update", () => {
  test("shows 'Missing Information' and then submits an update", async ({ page }) => {
    await page.goto("/submit-update");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Submit a Transport Update");
    // Wait for hydration, so the fetcher form is in charge.
    await page.waitForFunction(() => document.querySelector('input[name="via"]') !== null);
    await page.getByRole("button", { name: "Submit Update" }).click();
    await expect(page.getByText("Missing Information")).toBeVisible();
    await expect(page.getByText("Please fill in all required fields.")).toBeVisible();
    await expect(page.getByLabel("Your Name")).toBeFocused();

    await page.getByLabel("Your Name").fill("Playwright Traveller");
    await page.getByLabel("Route").selectOption("Luwuk - Ampana");
    await page.getByLabel("Travel Date").fill("2026-09-14");
    await page.getByLabel("What changed?").fill("The night bus now leaves at 19:00.");
    await page.getByLabel("Evidence URL").fill("https://example.com/ticket.jpg");
    const held = await holdPosts(page, /\/submit-update(\.data)?(\?.*)?$/);
    await page.getByRole("button", { name: "Submit Update" }).click();
    const pending = page.getByRole("button", { name: "Submitting..." });
    await expect(pending).toBeVisible();
    await expect(pending).toBeDisabled();
    held.release();
    await expect(page.getByText("Update submitted successfully!")).toBeVisible();
    await expect(page.getByLabel("Your Name")).toHaveValue("");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("shows the missing-information message and keeps what was typed", async ({ page }) => {
      await page.goto("/submit-update");
      await page.getByLabel("Your Name").fill("No Script");
      await page.getByRole("button", { name: "Submit Update" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "Missing Information" })).toBeVisible();
      await expect(page.getByLabel("Your Name")).toHaveValue("No Script");
    });
  });
});

test.describe("/partners", () => {
  test("shows only counted claims, 'Missing Information', 'Submitting...' and then submits", async ({ page }) => {
    await page.goto("/partners");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Partner With Us");
    // Counted from the data (issue 19): the routes the guide lists; no partner yet, so no partner figure.
    await expect(page.getByText(/^\d+\+ routes$/)).toBeVisible();
    await expect(page.getByText("monthly travellers")).toHaveCount(0);
    await expect(page.getByText("partner operators")).toHaveCount(0);
    await page.waitForFunction(() => document.querySelector('input[name="via"]') !== null);
    // The page is not hydrated (ADR 0020): the form script checks the required fields before sending.
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(r.url());
    });
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByText("Missing Information")).toBeVisible();
    await expect(page.getByText("Please fill in company name and routes served.")).toBeVisible();
    await expect(page.getByLabel("Company Name")).toBeFocused();

    await page.getByLabel("Company Name").fill(`Playwright Boats ${unique()}`);
    await page.getByLabel("Routes Served").fill("Ampana - Wakai daily at 10:00");
    // Issue 19: a request says how to reach the operator (an email or a WhatsApp number).
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByText("How can we reach you?", { exact: true }).last()).toBeVisible();
    await expect(
      page.getByText("Please give an email address or a WhatsApp number, so we can contact you about your request."),
    ).toBeVisible();
    await expect(page.getByLabel("Company Name")).not.toHaveValue("");
    expect(posts).toEqual([]);
    await page.getByLabel("Email", { exact: true }).fill("bookings@playwright-boats.example");
    const held = await holdPosts(page, /\/partners(\.data)?(\?.*)?$/);
    await page.getByRole("button", { name: "Submit Request" }).click();
    const pending = page.getByRole("button", { name: "Submitting..." });
    await expect(pending).toBeVisible();
    await expect(pending).toBeDisabled();
    held.release();
    // The answer's toast, in a live region, once.
    await expect(page.getByRole("status").getByText("Partnership request submitted!")).toBeVisible();
    await expect(page.getByText("Partnership request submitted!")).toHaveCount(1);
    await expect(page.getByLabel("Company Name")).toHaveValue("");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("");
    expect(posts).toHaveLength(1);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("shows 'Missing Information', keeps what was typed, then submits", async ({ page }) => {
      await page.goto("/partners");
      await page.getByLabel("WhatsApp Number").fill("+62 812 0000 1111");
      await page.getByRole("button", { name: "Submit Request" }).click();
      const alert = page.getByRole("alert").filter({ hasText: "Missing Information" });
      await expect(alert).toContainText("Please fill in company name and routes served.");
      await expect(page.getByLabel("WhatsApp Number")).toHaveValue("+62 812 0000 1111");

      await page.getByLabel("Company Name").fill(`No Script Ferries ${unique()}`);
      await page.getByLabel("Routes Served").fill("Gorontalo - Wakai");
      await page.getByRole("button", { name: "Submit Request" }).click();
      await expect(page).toHaveURL(/\/partners$/);
      // Not hydrated (ADR 0020): the flash toast is plain HTML.
      await expect(page.getByRole("status").filter({ hasText: "Partnership request submitted!" })).toBeVisible();
    });

    test("refuses a request with no email and no WhatsApp number, keeping what was typed", async ({ page }) => {
      await page.goto("/partners");
      await page.getByLabel("Company Name").fill("No Contact Ferries");
      await page.getByLabel("Routes Served").fill("Kendari - Wakatobi");
      await page.getByRole("button", { name: "Submit Request" }).click();
      const alert = page.getByRole("alert").filter({ hasText: "How can we reach you?" });
      await expect(alert).toContainText("Please give an email address or a WhatsApp number");
      await expect(page.getByLabel("Company Name")).toHaveValue("No Contact Ferries");
      await expect(page.getByLabel("Routes Served")).toHaveValue("Kendari - Wakatobi");
      await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
    });
  });
});

test.describe("/contact", () => {
  test("sends a message", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get in Touch");
    await page.waitForFunction(() => document.querySelector('input[name="via"]') !== null);
    await page.getByRole("textbox", { name: "First Name", exact: true }).fill("Ari");
    await page.getByRole("textbox", { name: "Last Name", exact: true }).fill("Wijaya");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill(`contact-${unique()}@example.com`);
    await page.getByRole("textbox", { name: "Subject", exact: true }).fill("Boats to Bunaken");
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("How early should I book in July?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent!")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "First Name", exact: true })).toHaveValue("");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("sends a message and shows the confirmation", async ({ page }) => {
      await page.goto("/contact");
      await page.getByRole("textbox", { name: "First Name", exact: true }).fill("Noor");
      await page.getByRole("textbox", { name: "Last Name", exact: true }).fill("Script");
      await page.getByRole("textbox", { name: "Email", exact: true }).fill(`contact-nojs-${unique()}@example.com`);
      await page.getByRole("textbox", { name: "Subject", exact: true }).fill("Hello");
      await page.getByRole("textbox", { name: "Message", exact: true }).fill("Just saying hello.");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page).toHaveURL(/\/contact$/);
      // Not hydrated (ADR 0020): the flash toast is plain HTML.
      await expect(page.getByRole("status").filter({ hasText: "Message sent!" })).toBeVisible();
    });
  });
});
