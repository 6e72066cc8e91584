import { wcagViolations } from "./axe.ts";
import { expect, type Page, test } from "./fixtures.ts";

/**
 * The route planner in Bahasa Indonesia (/id/transport/plan, issue 31): the form answers in /id, the
 * explanations, units, "days to allow", errors and rupiah in Indonesian, links under /id, and the
 * language switch keeps the planner's query. Works without JavaScript.
 */

async function expectIndonesianResults(page: Page) {
  expect(await page.locator("html").getAttribute("lang")).toBe("id");
  const results = page.getByRole("region", { name: "Dari Makassar ke Kepulauan Togean (Togian)" });
  await expect(results).toBeVisible();
  const first = results.getByRole("article").first();
  await expect(first.getByRole("heading", { name: /^Pilihan 1: / })).toBeVisible();
  // Totals: time on the move, days to allow, fares, in Indonesian words and units.
  await expect(first.getByText("Waktu di perjalanan")).toBeVisible();
  await expect(first.getByText("Hari yang perlu disediakan")).toBeVisible();
  await expect(first.getByText("Tarif per orang")).toBeVisible();
  await expect(first.getByText(/^(hingga|sekitar) \d+ hari/)).toBeVisible();
  await expect(results.getByText(/\d+ (jam|menit)/).first()).toBeVisible();
  // Rupiah as id-ID writes them, each fare with its date.
  await expect(results.getByText(/Rp\d+(,\d+)?(rb|jt).* per orang \(~?(\w{3} )?\d{4}\)/).first()).toBeVisible();
  await expect(results.getByText(/Rp\d+k|Rp\d+\.\d+M| per person/)).toHaveCount(0);
  // Why each option is there; when each leg runs.
  await expect(first.getByText("Tercepat", { exact: true })).toBeVisible();
  await expect(first.getByText(/^Dari .+: /).first()).toBeVisible();
  await expect(first.getByText("Terakhir diperiksa").first()).toBeVisible();
  // Links stay in the Indonesian edition.
  await expect(first.getByRole("link", { name: /^Detail rute/ }).first()).toHaveAttribute(
    "href",
    /^\/id\/transport\/routes\/[a-z0-9-]+$/,
  );
  await expect(first.getByRole("link", { name: /^Laporkan perubahan/ }).first()).toHaveAttribute(
    "href",
    /^\/id\/submit-update\?route=[a-z0-9-]+$/,
  );
  await expect(results.getByRole("link", { name: "Tampilkan pilihan 2 di peta" })).toHaveAttribute(
    "href",
    /^\/id\/transport\/plan\?from=makassar&to=togean-islands.*show=2#plan-map$/,
  );
  await expect(page.getByRole("heading", { name: "Cara kerja perencana" })).toBeVisible();
}

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("the Indonesian form plans Makassar to the Togean Islands in Indonesian, under /id", async ({ page }) => {
    await page.goto("/id/transport/plan");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rencanakan perjalanan");
    await page.getByLabel("Dari", { exact: true }).selectOption({ label: "Makassar" });
    await page.getByLabel("Ke", { exact: true }).selectOption({ label: "Kepulauan Togean (Togian)" });
    await expect(
      page
        .getByLabel("Dari", { exact: true })
        .locator("option", { hasText: "Bandara Internasional Sultan Hasanuddin" }),
    ).toHaveCount(1);
    await page.getByRole("radio", { name: "Tercepat" }).check();
    await page.getByRole("button", { name: "Rencanakan perjalanan" }).click();
    await expect(page).toHaveURL(
      /\/id\/transport\/plan\?from=makassar&to=togean-islands&date=&month=&pref=fastest#results$/,
    );
    await expectIndonesianResults(page);
    // The form keeps the query.
    await expect(page.getByLabel("Ke", { exact: true })).toHaveValue("togean-islands");
  });

  test("the language switch keeps the planner's query, both ways", async ({ page }) => {
    await page.goto("/id/transport/plan?from=makassar&to=togean-islands&pref=fastest");
    await expectIndonesianResults(page);
    const toEnglish = page.locator("[data-language-switch]").first();
    await expect(toEnglish).toHaveAttribute("href", "/transport/plan?from=makassar&to=togean-islands&pref=fastest");
    await toEnglish.click();
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    await expect(page.getByRole("region", { name: "From Makassar to Togean (Togian) Islands" })).toBeVisible();
    await expect(page.getByText("Days to allow").first()).toBeVisible();
    await expect(page.locator("[data-language-switch]").first()).toHaveAttribute(
      "href",
      "/id/transport/plan?from=makassar&to=togean-islands&pref=fastest",
    );
  });

  test("bad input answers 400 with the reason in Indonesian", async ({ page }) => {
    const response = await page.goto("/id/transport/plan?from=makassar&to=makassar");
    expect(response?.status()).toBe(400);
    const alert = page.getByRole("alert");
    await expect(alert.getByRole("heading")).toHaveText("Perjalanan itu tidak dapat kami rencanakan");
    await expect(alert).toContainText("Tempat berangkat dan tempat tujuan Anda sama. Pilih dua tempat yang berbeda.");
  });

  test("a travel date is written as id-ID writes it", async ({ page }) => {
    await page.goto("/id/transport/plan?from=gorontalo&to=togean-islands&date=2026-12-24");
    await expect(page.getByText("Untuk perjalanan pada 24 Desember 2026.")).toBeVisible();
    await expect(page.getByText("Setiap bulan kecuali Maret.").first()).toBeVisible();
    await expect(page.getByText(/^Dari Gorontalo: Sel, Jum pukul 16.00/).first()).toBeVisible();
  });
});

test("axe finds no WCAG 2.2 AA violations on an Indonesian plan", async ({ page }) => {
  test.slow();
  await page.goto("/id/transport/plan?from=makassar&to=togean-islands");
  await expect(page.getByRole("region", { name: "Dari Makassar ke Kepulauan Togean (Togian)" })).toBeVisible();
  const violations = await wcagViolations(page);
  expect(violations, violations.join("\n")).toEqual([]);
});
