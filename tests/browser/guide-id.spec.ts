import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * The guide's content pages in the Indonesian edition (issue 31): Indonesian headings, texts, dates
 * and rupiah, and links that stay under /id. The English twin of each page stays English.
 */

/**
 * Root-relative links of the guide's own content in the page's main part that leave the Indonesian
 * edition. Files (a dot in the last segment: the RSS feed, data files) exist once for both editions.
 * Left out, as other features' parts of these pages: the breadcrumb trail (the shared page header,
 * app/components/ui), the map (features/map, [data-map-section]) and the "save for offline" box's
 * link to /saved (features/offline).
 */
async function linksOutsideEdition(page: Page): Promise<string[]> {
  return page.locator("main").evaluate((main) =>
    [...main.querySelectorAll<HTMLAnchorElement>("a[href^='/']")]
      .filter((a) => !a.closest("nav:has(ol), [data-map-section]") && a.getAttribute("href") !== "/saved")
      .map((a) => a.getAttribute("href") ?? "")
      .filter((href) => {
        const path = href.split(/[?#]/)[0] ?? "";
        const file = (path.split("/").pop() ?? "").includes(".");
        return !file && path !== "/id" && !path.startsWith("/id/");
      }),
  );
}

test("/id: the home page in Indonesian, its links kept in the edition", async ({ page }) => {
  await page.goto("/id");
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Jelajahi Sulawesi tanpa tersesat");
  await expect(page.getByRole("heading", { name: "Jelajahi per wilayah" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Sulawesi Utara" })).toHaveAttribute(
    "href",
    "/id/destinations/north",
  );
  await expect(page.getByRole("heading", { name: "Cerita perjalanan terbaru" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Lihat semua destinasi" })).toHaveAttribute(
    "href",
    "/id/destinations",
  );
  await expect(page.getByText(/^Rute Dicek Sejak 2023$/)).toBeVisible();
  // Article dates as Indonesians write them: "7 September 2026", not "September 7, 2026".
  const dates = await page.locator("main time").allTextContents();
  expect(dates.length).toBeGreaterThan(0);
  for (const date of dates)
    expect(date).toMatch(
      /^\d{1,2} (Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember) \d{4}$/,
    );
  expect(await linksOutsideEdition(page)).toEqual([]);
  await expect(page).toHaveTitle(/transportasi, destinasi, dan perencanaan perjalanan/);
});

test("/id/destinations/bunaken: the destination guide in Indonesian, rupiah as Indonesians write it", async ({
  page,
}) => {
  await page.goto("/id/destinations/bunaken");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Taman Nasional Laut Bunaken");
  for (const section of [
    "Gambaran Umum",
    "Ilustrasi",
    "Daya Tarik Utama",
    "Cara ke Sana",
    "Tempat Menginap",
    "Rencanakan Kunjungan",
    "Tips",
    "Destinasi Serupa",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: section, exact: true })).toBeVisible();
  }
  // The page's own tag (the header's menu has a "Menyelam" link too, hidden until opened).
  await expect(page.locator("main").getByText("Menyelam", { exact: true }).first()).toBeVisible();
  await expect(
    page.getByText(/Tiket masuk taman untuk wisatawan asing Rp150\.000 \(wisatawan Indonesia Rp5\.000\)/),
  ).toBeVisible();
  await expect(page.getByText(/terletak di 1,\d{3}° LU, 124,\d{3}° BT/)).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Persiapan perjalanan" })).toHaveAttribute(
    "href",
    "/id/planning",
  );
  await expect(page.getByRole("main").getByRole("link", { name: "Pusat Transportasi" }).first()).toHaveAttribute(
    "href",
    "/id/transport",
  );
  expect(await linksOutsideEdition(page)).toEqual([]);
  await expect(page).toHaveTitle(/^Taman Nasional Laut Bunaken, Sulawesi Utara \| /);

  // The English page is unchanged.
  await page.goto("/destinations/bunaken");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bunaken National Marine Park");
  await expect(page.getByRole("heading", { level: 2, name: "Getting There" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Planning essentials" })).toHaveAttribute(
    "href",
    "/planning",
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/id/destinations: filters in Indonesian, submitted within the edition", async ({ page }) => {
    await page.goto("/id/destinations");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Destinasi di Sulawesi");
    await page.getByLabel("Wilayah").selectOption("central");
    await page.getByLabel("Aktivitas").selectOption({ label: "Menyelam" });
    await page.getByRole("button", { name: "Terapkan filter" }).click();
    await expect(page).toHaveURL("/id/destinations?region=central&activity=Diving");
    await expect(page.getByText(/^Menampilkan \d+ destinasi$/)).toBeVisible();
    expect(await linksOutsideEdition(page)).toEqual([]);
  });
});

test("/id/planning: the planning page in Indonesian", async ({ page }) => {
  await page.goto("/id/planning");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Persiapan Perjalanan");
  for (const section of [
    "Sekilas",
    "Hal-hal penting",
    "Panduan anggaran",
    "Tips perjalanan",
    "Ungkapan yang berguna",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByRole("heading", { level: 3, name: "Visa & masuk Indonesia" })).toBeVisible();
  await expect(page.getByText("30 hari, Rp500.000 (≈ US$31)")).toBeVisible();
  await expect(page.getByText(/kurs sekitar Rp16\.300 per dolar AS, kurs 12 Maret 2025/)).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Pusat Transportasi" })).toHaveAttribute(
    "href",
    "/id/transport",
  );
  await expect(page.getByRole("main").getByRole("link", { name: "112" }).first()).toHaveAttribute("href", "tel:112");
  expect(await linksOutsideEdition(page)).toEqual([]);
  await expect(page).toHaveTitle(/^Persiapan Perjalanan ke Sulawesi \| /);
});

test("/id/blog/...: an article in Indonesian, its date Indonesian and its links under /id", async ({ page }) => {
  await page.goto("/id/blog/getting-from-makassar-to-the-togean-islands");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Dari Makassar ke Kepulauan Togean: Lima Rute Dibandingkan",
  );
  await expect(page.locator("main time").first()).toHaveText("13 April 2026");
  await expect(page.getByRole("heading", { level: 2, name: "Pola perjalanannya" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Bagikan artikel ini" })).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("link", { name: "Kategori: Transportasi", exact: true }).first(),
  ).toHaveAttribute("href", "/id/blog?category=Transport");
  const bodyLinks = await page
    .locator(".prose-guide a[href^='/']")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(bodyLinks.length).toBeGreaterThan(3);
  expect(bodyLinks).toContain("/id/destinations/togean-islands");
  for (const href of bodyLinks) expect(href).toMatch(/^\/id\//);
  await page.locator(".prose-guide a[href='/id/destinations/togean-islands']").first().click();
  await expect(page).toHaveURL("/id/destinations/togean-islands");
  await expect(page.locator("html")).toHaveAttribute("lang", "id");

  await page.goto("/blog/getting-from-makassar-to-the-togean-islands");
  await expect(page.locator("main time").first()).toHaveText("April 13, 2026");
  expect(await page.locator(".prose-guide a[href^='/id/']").count()).toBe(0);
});

test("/id/blog: the article list in Indonesian", async ({ page }) => {
  await page.goto("/id/blog");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog Wisata Sulawesi");
  await expect(page.getByText(/^\d+ artikel$/)).toBeVisible();
  await page.getByRole("navigation", { name: "Kategori blog" }).getByRole("link", { name: "Selam" }).click();
  await expect(page).toHaveURL("/id/blog?category=Diving");
  await expect(page.getByText(/^\d+ artikel dalam kategori Selam$/)).toBeVisible();
  expect(await linksOutsideEdition(page)).toEqual([]);
});

test("/id/experiences: the experiences in Indonesian", async ({ page }) => {
  await page.goto("/id/experiences");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pengalaman di Sulawesi");
  await expect(page.getByRole("heading", { level: 3, name: "Selam & Snorkeling" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Kuliner & Pasar" })).toBeVisible();
  await expect(page.getByText("Musim terbaik:").first()).toBeVisible();
  expect(await linksOutsideEdition(page)).toEqual([]);
  await page
    .getByRole("main")
    .getByRole("link", { name: /^Baca panduannya\s*: Selam & Snorkeling/ })
    .click();
  await expect(page).toHaveURL("/id/experiences/diving");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Selam & Snorkeling di Sulawesi");
  await expect(page.getByRole("heading", { level: 2, name: "Ke mana" })).toBeVisible();
  expect(await linksOutsideEdition(page)).toEqual([]);
});

test("unknown pages of the Indonesian guide answer 404 in Indonesian", async ({ page }) => {
  const destination = await page.goto("/id/destinations/atlantis");
  expect(destination?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Destinasi Tidak Ditemukan" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Kembali ke Destinasi" })).toHaveAttribute(
    "href",
    "/id/destinations",
  );
  const article = await page.goto("/id/blog/no-such-article");
  expect(article?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Artikel Tidak Ditemukan" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Kembali ke Blog" }).first()).toHaveAttribute(
    "href",
    "/id/blog",
  );
});
