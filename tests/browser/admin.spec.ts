import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";

/**
 * The admin dashboard end to end against the production server: a visitor is refused; an admin
 * (made with `npm run admin:create`, the only way to make one) signs in, sees the counts, exports a
 * CSV, approves a transport update sent through /submit-update and finds it on the transport page.
 */
const dataDir = process.env.TEST_DATA_DIR ?? "./data/e2e";
const email = `admin-${Date.now()}@example.com`;
const password = "mangrove-coral-tide-77";

test.beforeAll(() => {
  execFileSync(
    process.execPath,
    ["--disable-warning=ExperimentalWarning", "scripts/admin-create.ts", "--email", email, "--password", password],
    { env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "production", DATABASE_URL: "" }, stdio: "pipe" },
  );
});

test("a visitor gets the Access Denied card and a 401", async ({ page }) => {
  const response = await page.goto("/admin");
  expect(response?.status()).toBe(401);
  expect(response?.headers()["cache-control"]).toBe("no-store");
  await expect(page.getByText("You need admin privileges to access this page.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);
  const csv = await page.request.get("/admin/export/subscribers");
  expect(csv.status()).toBe(401);
});

test("an admin reviews an update, exports CSV, and the update is published", async ({ page }) => {
  const marker = `Fast boat now leaves 08:30 (${Date.now()})`;
  await page.goto("/submit-update");
  await page.getByLabel("Your Name").fill("Playwright Traveller");
  await page.getByLabel("Route").selectOption("Luwuk - Ampana");
  await page.getByLabel("What changed?").fill(marker);
  await page.getByRole("button", { name: "Submit Update" }).click();
  await expect(page.getByText("Update submitted successfully!").first()).toBeVisible();

  await page.goto("/auth");
  await page.getByRole("main").getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("main").getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Welcome!").first()).toBeVisible();

  const response = await page.goto("/admin");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["cache-control"]).toBe("no-store");
  await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  await expect(page.getByText("Manage subscribers, updates, and partner requests")).toBeVisible();
  for (const label of ["Total Subscribers", "Transport Updates", "Partner Requests"]) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
  }

  await page.getByRole("link", { name: "Updates", exact: true }).click();
  await expect(page).toHaveURL(/tab=updates/);
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^transport-updates-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString("utf8")).toContain(marker);

  const row = page.getByRole("row").filter({ hasText: marker });
  await row.getByLabel("Status").selectOption("approved");
  await row.getByLabel("Note (optional)").fill("Checked with the harbour master");
  await row.getByRole("button", { name: "Save review" }).click();
  await expect(page.getByRole("row").filter({ hasText: marker }).getByText("Reviewed")).toBeVisible();

  await page.goto("/admin?tab=audit");
  await expect(page.getByRole("cell", { name: "update.approved" }).first()).toBeVisible();

  await page.goto("/transport/luwuk");
  await expect(page.getByRole("heading", { name: "Traveller updates" })).toBeVisible();
  await expect(page.getByText(marker)).toBeVisible();
  await page.goto("/transport/ampana");
  await expect(page.getByText(marker)).toBeVisible();
});
