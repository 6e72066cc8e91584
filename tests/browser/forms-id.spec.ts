import { expect, type Page, test } from "./fixtures.ts";
import { linkInMail, mailContaining } from "./helpers.ts";

/**
 * Issue 31: every public form on the Indonesian edition posts to its /id route and answers in
 * Indonesian (field messages, toasts, refusals), with the form script and without it, keeping what was
 * typed; an /id sign-up gets its confirmation (welcome) mail in Indonesian, with links to /id pages.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The message under a field, found by the kit's id convention (control id + "-error"). */
const fieldError = (page: Page, controlId: string) => page.locator(`#${controlId}-error`);

test.describe("Indonesian forms with JavaScript", () => {
  test("sign-in: empty fields answered under the fields in Indonesian", async ({ page }) => {
    await page.goto("/id/auth");
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
    const form = page.locator("form").filter({ has: page.locator("#signin-email") });
    await expect(form).toHaveAttribute("data-error-title", "Kesalahan");
    await form.getByRole("button", { name: "Masuk", exact: true }).click();
    await expect(fieldError(page, "signin-email")).toHaveText("Silakan masukkan alamat email Anda.");
    await expect(fieldError(page, "signin-password")).toHaveText("Silakan masukkan kata sandi Anda.");
    await expect(page).toHaveURL(/\/id\/auth$/);
  });

  test("sign-up: Indonesian field messages, then an Indonesian confirmation mail with an /id link", async ({
    page,
  }) => {
    const email = `daftar-${unique()}@example.com`;
    await page.goto("/id/auth?tab=signup");
    await expect(page.getByRole("heading", { name: "Bergabung dengan Komunitas" })).toBeVisible();
    await page.locator("#signup-email").fill("bukan-email");
    await page.locator("#signup-password").fill("123");
    await page.getByRole("button", { name: "Buat Akun" }).click();
    await expect(fieldError(page, "signup-email")).toHaveText("Silakan masukkan alamat email yang valid.");
    await expect(fieldError(page, "signup-password")).toHaveText("Kata sandi Anda minimal 6 karakter.");

    await page.locator("#signup-email").fill(email);
    await page.locator("#signup-password").fill("perjalanan-sulawesi-2026");
    await page.getByRole("button", { name: "Buat Akun" }).click();
    await expect(page.getByText("Akun berhasil dibuat!").first()).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();

    const mail = await mailContaining(email, "Selamat datang di");
    expect(mail).toContain("Silakan konfirmasi alamat email Anda");
    expect(mail).not.toContain("Please confirm your email address");
    const link = new URL(await linkInMail(email, "/id/auth/confirm"));
    await page.goto(link.pathname + link.search);
    await expect(page.getByRole("heading", { name: "Email terkonfirmasi" })).toBeVisible();
  });

  test("newsletter: an address the server refuses is answered in Indonesian in the form", async ({ page }) => {
    await page.goto("/id/planning");
    const form = page.locator('form[data-newsletter="footer"]');
    await expect(form).toHaveAttribute("action", "/id/newsletter");
    await form.getByLabel("Alamat email").fill("nama@contoh");
    await form.getByRole("button", { name: "Berlangganan" }).click();
    const status = form.locator("[data-newsletter-status]");
    await expect(status).toContainText("Silakan periksa alamat email Anda");
    await expect(status).toContainText("Silakan masukkan alamat email yang valid, misalnya nama@contoh.com.");

    await form.getByLabel("Alamat email").fill(`buletin-${unique()}@example.com`);
    await form.getByRole("button", { name: "Berlangganan" }).click();
    await expect(status).toContainText("Berhasil berlangganan!");
  });

  test("submit-update: the script's required-field check speaks Indonesian", async ({ page }) => {
    await page.goto("/id/submit-update");
    await page.getByRole("button", { name: "Kirim Kabar" }).click();
    await expect(page.getByText("Informasi belum lengkap")).toBeVisible();
    await expect(fieldError(page, "field-name")).toHaveText("Kolom ini wajib diisi.");
    await expect(fieldError(page, "field-changes")).toHaveText("Kolom ini wajib diisi.");
  });

  test("contact: required fields, then the server's Indonesian message for a bad address", async ({ page }) => {
    await page.goto("/id/contact");
    await page.getByRole("button", { name: "Kirim Pesan" }).click();
    await expect(fieldError(page, "field-first_name")).toHaveText("Kolom ini wajib diisi.");
    await page.getByLabel("Nama Depan").fill("Budi");
    await page.getByLabel("Nama Belakang").fill("Santoso");
    await page.locator("#field-email").fill("budi@");
    await page.getByLabel("Perihal").fill("Jadwal kapal");
    await page.locator("#field-message").fill("Halo!");
    await page.getByRole("button", { name: "Kirim Pesan" }).click();
    await expect(fieldError(page, "field-email")).toHaveText(
      "Silakan masukkan alamat email yang valid, misalnya nama@contoh.com.",
    );
    await expect(page.getByLabel("Nama Depan")).toHaveValue("Budi");
  });
});

test.describe("Indonesian forms without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("sign-in: a wrong password is refused in Indonesian on /id/auth, the address kept", async ({ page }) => {
    await page.goto("/id/auth");
    await page.locator("#signin-email").fill("tidak-ada@example.com");
    await page.locator("#signin-password").fill("salah-sekali-123");
    await page.getByRole("button", { name: "Masuk", exact: true }).click();
    await expect(page).toHaveURL(/\/id\/auth$/);
    await expect(page.getByText("Gagal masuk")).toBeVisible();
    await expect(page.getByText("Email atau kata sandi salah. Silakan coba lagi.")).toBeVisible();
    await expect(page.locator("#signin-email")).toHaveValue("tidak-ada@example.com");
  });

  test("forgot: a bad address is answered under the field, then the Indonesian 'check your email'", async ({
    page,
  }) => {
    await page.goto("/id/auth/forgot");
    await page.locator("#email").fill("bukan");
    await page.getByRole("button", { name: "Kirim tautan atur ulang" }).click();
    await expect(page).toHaveURL(/\/id\/auth\/forgot$/);
    await expect(fieldError(page, "email")).toHaveText("Silakan masukkan alamat email yang valid.");
    await expect(page.locator("#email")).toHaveValue("bukan");
    await page.locator("#email").fill(`lupa-${unique()}@example.com`);
    await page.getByRole("button", { name: "Kirim tautan atur ulang" }).click();
    await expect(page.getByText("Periksa email Anda")).toBeVisible();
  });

  test("reset: a short password, then an invalid link, both in Indonesian", async ({ page }) => {
    await page.goto("/id/auth/reset?token=bukan-token");
    await page.getByLabel("Kata sandi baru").fill("123");
    await page.getByRole("button", { name: "Simpan kata sandi baru" }).click();
    await expect(fieldError(page, "password")).toHaveText("Kata sandi Anda minimal 6 karakter.");
    await page.getByLabel("Kata sandi baru").fill("kata-sandi-baru-2026");
    await page.getByRole("button", { name: "Simpan kata sandi baru" }).click();
    await expect(page.getByText("Atur ulang gagal")).toBeVisible();
    await expect(page.getByRole("link", { name: "Minta tautan baru" }).first()).toHaveAttribute(
      "href",
      "/id/auth/forgot",
    );
  });

  test("partners: no way to reach the operator is refused in Indonesian, the input kept", async ({ page }) => {
    await page.goto("/id/partners");
    await page.getByLabel("Nama Perusahaan").fill("KM Sejahtera");
    await page.getByLabel("Rute yang Dilayani").fill("Ampana - Wakai (kapal feri)");
    await page.getByRole("button", { name: "Kirim Permintaan" }).click();
    await expect(page).toHaveURL(/\/id\/partners$/);
    await expect(page.getByText("Bagaimana kami bisa menghubungi Anda?").first()).toBeVisible();
    await expect(fieldError(page, "field-whatsapp")).toHaveText("Silakan isi alamat email atau nomor WhatsApp.");
    await expect(page.getByLabel("Nama Perusahaan")).toHaveValue("KM Sejahtera");
  });

  test("contact: sent without the script, it comes back to /id/contact with the Indonesian toast", async ({ page }) => {
    await page.goto("/id/contact");
    await page.getByRole("button", { name: "Kirim Pesan" }).click();
    await expect(page).toHaveURL(/\/id\/contact$/);
    await expect(fieldError(page, "field-subject")).toHaveText("Kolom ini wajib diisi.");
    await page.getByLabel("Nama Depan").fill("Budi");
    await page.getByLabel("Nama Belakang").fill("Santoso");
    await page.locator("#field-email").fill("budi@example.com");
    await page.getByLabel("Perihal").fill("Jadwal kapal");
    await page.locator("#field-message").fill("Halo!");
    await page.getByRole("button", { name: "Kirim Pesan" }).click();
    await expect(page).toHaveURL(/\/id\/contact$/);
    await expect(page.getByText("Pesan terkirim!")).toBeVisible();
  });

  test("newsletter: a refusal renders /id/newsletter in Indonesian with the address kept", async ({ page }) => {
    await page.goto("/id/blog");
    const form = page.locator('form[data-newsletter="blog"]');
    await form.getByLabel("Alamat email").fill("nama@contoh");
    await form.getByRole("button", { name: "Berlangganan" }).click();
    await expect(page).toHaveURL(/\/id\/newsletter$/);
    await expect(page.getByText("Silakan periksa alamat email Anda")).toBeVisible();
    await expect(page.locator("#newsletter-page-blog-email")).toHaveValue("nama@contoh");
  });
});
