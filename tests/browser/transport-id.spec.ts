import { expect, type Page, test } from "./fixtures.ts";
import { createConfirmedAccount, submitSignIn, withServerDb } from "./helpers.ts";

/**
 * The transport hub in Bahasa Indonesia (issue 31): /id/transport, a mode page, a hub page, a route
 * page and its history, /id/data and the printable guide speak Indonesian, write figures the id-ID
 * way ("Rp5.350", "22 November 2026", "pukul 07.30"), keep their links under /id, and a route note the
 * operator has not yet written in Indonesian shows in English, marked as such.
 */

/** Every page link in `scope` (root-relative, not a file or an API) stays in the Indonesian edition. */
async function pageLinksStayUnderId(page: Page, scope: string) {
  const hrefs = await page
    .locator(`${scope} a[href^="/"]`)
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const pages = hrefs.filter((h) => !/^\/(api|media|assets|img|data\/|admin)|\.\w+($|[?#])/.test(h));
  expect(pages.length).toBeGreaterThan(0);
  expect(pages.filter((h) => h !== "/id" && !h.startsWith("/id/"))).toEqual([]);
}

test("/id/transport: the hub in Indonesian, hub cards and ways to travel linking within /id", async ({ page }) => {
  await page.goto("/id/transport");
  await expect(page.locator("html")).toHaveAttribute("lang", "id");
  await expect(page).toHaveTitle(/Pusat Info Transportasi Sulawesi/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pusat Info Transportasi Sulawesi");
  await expect(page.getByText(/kota gerbang, \d+ rute terpetakan lewat udara, laut, dan darat/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Hub regional" })).toBeVisible();
  // A hub card: the hub's Indonesian summary, prices the id-ID way, its link in the edition.
  const makassar = page.getByRole("article", { name: "Makassar" });
  await expect(makassar.getByText(/Ibu kota Sulawesi Selatan/)).toBeVisible();
  await expect(makassar.getByText(/Rp[\d.,]+(rb|jt).*per orang/).first()).toBeVisible();
  await expect(makassar.getByRole("link", { name: /Lihat Detail/ })).toHaveAttribute("href", "/id/transport/makassar");
  await expect(page.getByRole("link", { name: "Rute penerbangan", exact: true }).first()).toHaveAttribute(
    "href",
    "/id/transport/flights",
  );
  await expect(page.getByRole("link", { name: "Kapal", exact: true })).toHaveAttribute("href", "/id/transport/ferries");
  // The map's key and its list in Indonesian; its places link within the edition.
  await expect(page.getByText("Keterangan", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Tempat dan rute di peta ini, dalam bentuk daftar").first()).toBeVisible();
  await pageLinksStayUnderId(page, "svg[data-map]");
  await pageLinksStayUnderId(page, "main section[aria-labelledby='hubs']");
  await expect(page.getByText("per person")).toHaveCount(0);
});

test("/id/transport/ferries: the routes table in Indonesian with id-ID dates and figures", async ({ page }) => {
  await page.goto("/id/transport/ferries");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rute Kapal");
  await expect(page).toHaveTitle(/Rute Kapal di Sulawesi/);
  const table = page.getByRole("table").first();
  for (const heading of ["Rute", "Durasi", "Harga", "Frekuensi", "Operator"]) {
    await expect(table.getByRole("columnheader", { name: heading, exact: true })).toBeVisible();
  }
  await expect(table.getByText(/Terakhir diperiksa \d{1,2} [A-Z][a-z]+ \d{4} · sumber: /).first()).toBeVisible();
  await expect(table.getByText(/Rp5\.350 per orang \(2017\)/).first()).toBeVisible();
  await expect(table.getByText(/pukul 07\.30/).first()).toBeVisible();
  await expect(table.getByText("Naik dok setiap Maret tanpa kapal pengganti.").first()).toBeVisible();
  await pageLinksStayUnderId(page, "main table");
  await expect(page.getByRole("link", { name: "Kirim pembaruan" })).toHaveAttribute("href", "/id/submit-update");
});

test("/id/transport/ferries: the data's labels and notes in Indonesian, places named in Indonesian on the map", async ({
  page,
}) => {
  await page.goto("/id/transport/ferries");
  const table = page.getByRole("table").first();
  // "Economy", a fare label many routes share.
  await expect(table.getByText(/^Ekonomi: Rp[\d.,]+(rb|jt)? per orang/).first()).toBeVisible();
  await expect(table.getByText(/^Economy:/)).toHaveCount(0);
  // A timetable's own note, from its Indonesian twin in the data (issue 31 point 4).
  await expect(
    table.getByText(/sering terlambat: satu pelayaran pada 2023 berangkat sekitar pukul 20\.00/).first(),
  ).toBeVisible();
  await expect(table.getByText(/often late/)).toHaveCount(0);
  // The map's marker and its list use the place's Indonesian name, as the tables do.
  await expect(page.locator('[data-place="buka-buka"]').first()).toHaveAttribute("aria-label", "Pulau Bukabuka");
  await expect(page.getByText("Buka-Buka Island")).toHaveCount(0);
  // The English page keeps the data's words.
  await page.goto("/transport/ferries");
  await expect(
    page
      .getByRole("table")
      .first()
      .getByText(/^Economy: Rp/)
      .first(),
  ).toBeVisible();
});

test("/id/transport/makassar: the hub page in Indonesian, its routes, map and other hubs within /id", async ({
  page,
}) => {
  await page.goto("/id/transport/makassar");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hub transportasi Makassar");
  await expect(page).toHaveTitle(/Menuju dan berkeliling Makassar: hub transportasi/);
  await expect(page.getByRole("heading", { name: "Tentang Makassar sebagai hub" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Rute dari Makassar", exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Rute dari Makassar di peta" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Hub Manado" })).toHaveAttribute("href", "/id/transport/manado");
  await expect(page.getByRole("link", { name: "Semua rute penerbangan" })).toHaveAttribute(
    "href",
    "/id/transport/flights",
  );
  await pageLinksStayUnderId(page, "main section[aria-labelledby='hub-routes']");
  await pageLinksStayUnderId(page, "main nav[aria-labelledby='more-transport'] ul");
});

test("/id/transport/routes/<id> and its history: Indonesian figures, note, links and dates", async ({ page }) => {
  await page.goto("/id/transport/routes/wakai-ampana-tuna-tomini");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wakai ke Ampana naik kapal feri");
  const figures = page.getByRole("region", { name: "Rute ini sekarang" });
  await expect(figures.getByText("Belum ada tarif bertanggal").first()).toBeVisible();
  await expect(figures.getByText("Naik dok setiap Maret tanpa kapal pengganti.").first()).toBeVisible();
  await expect(figures.getByText("(dalam bahasa Inggris)")).toHaveCount(0);
  // Its citations name the facts sheet in Indonesian.
  await expect(
    figures
      .getByRole("listitem")
      .filter({ hasText: /^lembar fakta §/ })
      .first(),
  ).toBeVisible();
  await expect(figures.getByText(/facts sheet/)).toHaveCount(0);
  const related = page.getByRole("region", { name: "Lebih lanjut tentang rute ini" });
  await expect(related.getByRole("link", { name: "Riwayat perubahan" })).toHaveAttribute(
    "href",
    "/id/transport/routes/wakai-ampana-tuna-tomini/history",
  );
  await expect(related.getByRole("link", { name: "Laporkan perubahan" })).toHaveAttribute(
    "href",
    "/id/submit-update?route=wakai-ampana-tuna-tomini",
  );
  await expect(related.getByRole("link", { name: "Semua rute kapal" })).toHaveAttribute(
    "href",
    "/id/transport/ferries",
  );

  await related.getByRole("link", { name: "Riwayat perubahan" }).click();
  await expect(page).toHaveURL(/\/id\/transport\/routes\/wakai-ampana-tuna-tomini\/history$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Riwayat perubahan: Wakai → Ampana, Kapal feri$/);
  await expect(page.getByTestId("no-route-changes")).toHaveText(
    /^Belum ada perubahan sejak rute ini dimuat di panduan\. Terakhir diperiksa pada \d{1,2} [A-Z][a-z]+ \d{4} \(sumber: editor\)\.$/,
  );
  await pageLinksStayUnderId(page, "main nav[aria-label='Riwayat perubahan']");
});

test("/id/data: the open data page in Indonesian; the files stay one set", async ({ page }) => {
  await page.goto("/id/data");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Data transportasi terbuka");
  await expect(page.getByTestId("data-version")).toHaveText(/^Versi .+, terakhir berubah \d{1,2} [A-Z][a-z]+ \d{4}\.$/);
  await expect(page.getByTestId("gtfs-counts")).toHaveText(/^\d+ layanan masuk feed; \d+ layanan di luar feed\.$/);
  await expect(page.getByTestId("data-citation")).toContainText("Data transportasi Sulawesi, versi");
  await expect(page.getByTestId("data-citation")).toContainText("/id/data. Lisensi: CC BY 4.0.");
  await expect(page.getByRole("link", { name: "sulawesi-transport.json" })).toHaveAttribute(
    "href",
    "/data/sulawesi-transport.json",
  );
  await expect(page.getByRole("link", { name: "Kirim pembaruan transportasi" })).toHaveAttribute(
    "href",
    "/id/submit-update",
  );
  await expect(page.getByTestId("gtfs-services")).toContainText("(Setiap hari)");
});

test("/id/transport-guide: the printable guide in Indonesian", async ({ page }) => {
  await page.goto("/id/transport-guide");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Panduan Transportasi Sulawesi");
  await expect(page.getByRole("button", { name: "Unduh sebagai PDF" })).toBeVisible();
  for (const section of ["Ringkasan", "Hub regional dan rutenya", "Perencanaan anggaran", "Nomor darurat"]) {
    await expect(page.getByRole("heading", { name: new RegExp(`^\\d\\.\\s*${section}$`) })).toBeVisible();
  }
  await expect(page.getByText(/Jarak di Sulawesi jauh dan jalannya lambat/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Menengah" })).toBeVisible();
  await expect(page.getByText("/id/transport-guide · Periksa situs ini")).toBeVisible();
});

test.describe("a route note the operator edits (issue 31 point 4)", () => {
  const email = `transport-id-admin-${Date.now()}@example.com`;
  const password = "lembeh-strait-ferry-31";
  const ROUTE = "bitung-lembeh-car-ferry";
  const englishNote = "Bitung is about 50 min by road from Manado (browser test).";
  const indonesianNote = "Bitung sekitar 50 menit lewat jalan darat dari Manado (uji peramban).";

  test.beforeAll(() => {
    createConfirmedAccount(email, password, { role: "admin" });
  });

  test("shows in English, marked, until the Indonesian note is written; both kept in the history", async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    // Signed in as the operator (with a patient wait: the first sign-in of a run can be slow).
    const context = await browser.newContext();
    const admin = await context.newPage();
    await admin.goto("/auth");
    await submitSignIn(admin, email, password);
    await expect(admin).not.toHaveURL(/\/auth/, { timeout: 30_000 });
    await admin.goto("/admin?tab=routes");
    await admin.getByLabel("Search routes").fill("Lembeh");
    await admin.getByRole("button", { name: "Search" }).click();
    await admin
      .getByRole("link", { name: /Edit Bitung → Lembeh Island/ })
      .first()
      .click();
    const form = admin.locator("form").filter({ has: admin.getByRole("button", { name: "Save route" }) });

    // A new figure in the English note: the old Indonesian note no longer says the same, so it is not shown.
    await form.getByLabel("Notes", { exact: true }).fill(englishNote);
    await admin.getByRole("button", { name: "Save route" }).click();
    await expect(admin.getByText("Route saved").first()).toBeVisible();

    await page.goto(`/id/transport/routes/${ROUTE}`);
    const figures = page.getByRole("region", { name: "Rute ini sekarang" });
    const english = figures.locator('[lang="en"]', { hasText: englishNote }).first();
    await expect(english).toBeVisible();
    await expect(figures.getByText("(dalam bahasa Inggris)").first()).toBeVisible();
    await expect(figures.getByText(/Rp5\.350 per orang/).first()).toBeVisible();

    // The English page shows the note unmarked.
    await page.goto(`/transport/routes/${ROUTE}`);
    await expect(page.getByText(englishNote).first()).toBeVisible();
    await expect(page.getByText("(dalam bahasa Inggris)")).toHaveCount(0);
    await expect(page.locator('main [lang="en"]')).toHaveCount(0);

    // The operator writes the Indonesian note: the Indonesian page shows it, unmarked.
    await form.getByLabel("Indonesian note").fill(indonesianNote);
    await admin.getByRole("button", { name: "Save route" }).click();
    await expect(admin.getByText("Route saved").first()).toBeVisible();
    // The first save's "Route saved" may still be on the page: wait for the second save in the store.
    const storedNote = () =>
      JSON.parse(
        (
          withServerDb((db) =>
            db
              .prepare("select record from route_revisions where route_id = ? order by revision desc limit 1")
              .get(ROUTE),
          ) as { record: string }
        ).record,
      ).notesId;
    await expect.poll(storedNote, { timeout: 15_000 }).toBe(indonesianNote);

    await page.goto(`/id/transport/routes/${ROUTE}`);
    await expect(
      page.getByRole("region", { name: "Rute ini sekarang" }).getByText(indonesianNote).first(),
    ).toBeVisible();
    await expect(page.getByText("(dalam bahasa Inggris)")).toHaveCount(0);

    // The history keeps both notes, in the page's language. It is a generated page (ADR 0029): the
    // previous one may be served until the store has the new version, within the bound of a few seconds.
    const changes = page.getByRole("region", { name: /^Perubahan/ });
    await expect(async () => {
      await page.goto(`/id/transport/routes/${ROUTE}/history`);
      await expect(changes.getByText("Catatan bahasa Indonesia").first()).toBeVisible({ timeout: 500 });
    }).toPass({ timeout: 10_000 });
    await expect(changes.getByText(indonesianNote).first()).toBeVisible();
    await expect(changes.getByText("Rute diperbarui").first()).toBeVisible();
    await context.close();
  });
});
