import { expect, it } from "vitest";
import { confirmToken } from "~/features/newsletter/tokens.server.ts";
import { MAIL_JOB } from "~/lib/mail.server.ts";
import * as accountRoute from "~/routes/account.tsx";
import * as forgotRoute from "~/routes/auth.forgot.tsx";
import * as authRoute from "~/routes/auth.tsx";
import * as contactRoute from "~/routes/contact.tsx";
import * as confirmRoute from "~/routes/newsletter.confirm.tsx";
import * as newsletterRoute from "~/routes/newsletter.tsx";
import * as partnersRoute from "~/routes/partners.tsx";
import * as updateRoute from "~/routes/submit-update.tsx";
import { post, readResult, routeArgs, SITE } from "../support/route-harness.ts";
import { createTestUser, TEST_PASSWORD } from "./accounts-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";

/**
 * Issue 31: the language of a member and a subscriber is the edition they signed up in, stored
 * (users.locale, subscribers.locale), and every mail to them is written in it, whichever edition's
 * page triggers it; the public forms answer in the page's language.
 */

type QueuedMail = { to: string; subject: string; text: string };

describeBothDatabases("issue 31: stored language and mails", (getDb) => {
  const mailsTo = async (email: string): Promise<QueuedMail[]> => {
    const jobs = await getDb()
      .selectFrom("jobs")
      .select("payload")
      .where("type", "=", MAIL_JOB)
      .orderBy("created_at")
      .execute();
    return jobs.map((j) => JSON.parse(j.payload) as QueuedMail).filter((m) => m.to === email);
  };
  const userLocale = async (email: string) =>
    (await getDb().selectFrom("users").select("locale").where("email", "=", email).executeTakeFirst())?.locale;
  const subscriber = (email: string) =>
    getDb().selectFrom("subscribers").selectAll().where("email", "=", email).executeTakeFirst();

  const signUpAt = async (page: "/auth" | "/id/auth", email: string) =>
    readResult(
      await authRoute.action(
        routeArgs(post(page, { intent: "signup", name: "Dewi", email, password: "perjalanan-sulawesi-26" })),
      ),
    );

  it("an /id sign-up stores 'id' and sends the confirmation (welcome) mail in Indonesian", async () => {
    const out = await signUpAt("/id/auth", "dewi@example.com");
    expect(out.status).toBe(200);
    expect(out.data.toast.title).toBe("Akun berhasil dibuat!");
    expect(await userLocale("dewi@example.com")).toBe("id");
    const [mail, ...rest] = await mailsTo("dewi@example.com");
    expect(rest).toEqual([]);
    expect(mail?.subject).toMatch(/^Konfirmasi akun .+ Anda$/);
    expect(mail?.text).toContain("Selamat datang di ");
    expect(mail?.text).toContain(`${SITE}/id/auth/confirm?token=`);
    expect(mail?.text).not.toContain("Please confirm");
  });

  it("an English sign-up stores 'en' and its mail stays exactly as before", async () => {
    const out = await signUpAt("/auth", "ann@example.com");
    expect(out.data.toast.title).toBe("Account created!");
    expect(await userLocale("ann@example.com")).toBe("en");
    const [mail] = await mailsTo("ann@example.com");
    expect(mail?.subject).toMatch(/^Confirm your .+ account$/);
    expect(mail?.text).toMatch(/^Welcome to .+!\n\nPlease confirm your email address to finish creating your account/);
    expect(mail?.text).toContain(`${SITE}/auth/confirm?token=`);
  });

  it("a reset asked for on the English page goes out in the member's stored language", async () => {
    await signUpAt("/id/auth", "budi@example.com");
    const asked = await readResult(
      await forgotRoute.action(routeArgs(post("/auth/forgot", { email: "budi@example.com" }))),
    );
    expect(asked.data.toast.title).toBe("Check your email");
    const reset = (await mailsTo("budi@example.com")).at(-1);
    expect(reset?.subject).toMatch(/^Atur ulang kata sandi .+ Anda$/);
    expect(reset?.text).toContain(`${SITE}/id/auth/reset?token=`);

    await signUpAt("/auth", "carl@example.com");
    await forgotRoute.action(routeArgs(post("/id/auth/forgot", { email: "carl@example.com" })));
    const english = (await mailsTo("carl@example.com")).at(-1);
    expect(english?.subject).toMatch(/^Reset your .+ password$/);
    expect(english?.text).toContain(`${SITE}/auth/reset?token=`);
  });

  it("refuses a bad sign-up on /id in Indonesian, keeping what was typed", async () => {
    const out = await readResult(
      await authRoute.action(
        routeArgs(post("/id/auth", { intent: "signup", name: "Sari", email: "bukan", password: "123" })),
      ),
    );
    expect(out.status).toBe(400);
    expect(out.data.fieldErrors).toEqual({
      email: "Silakan masukkan alamat email yang valid.",
      password: "Kata sandi Anda minimal 6 karakter.",
    });
    expect(out.data.values).toEqual({ name: "Sari", email: "bukan" });
  });

  it("a sign-in on /id/auth stays in the Indonesian edition", async () => {
    const { user } = await createTestUser(getDb(), { email: "masuk@example.com" });
    const signIn = async (page: string, redirectTo: string) =>
      (
        (await authRoute.action(
          routeArgs(post(page, { intent: "signin", email: user.email, password: TEST_PASSWORD, redirectTo })),
        )) as Response
      ).headers.get("Location");
    expect(await signIn("/id/auth", "")).toBe("/id/community");
    expect(await signIn("/id/auth", "/planning")).toBe("/id/planning");
    expect(await signIn("/auth", "/id/account")).toBe("/id/account");
    expect(await signIn("/auth", "")).toBe("/community");
    expect(await signIn("/id/auth", "/id/auth?tab=signup")).toBe("/id/community");
  });

  it("saving the profile on /id/account makes Indonesian the member's language (and /account English)", async () => {
    const { user, cookie } = await createTestUser(getDb(), { email: "member@example.com" });
    expect(await userLocale(user.email)).toBe("en");
    const fields = { intent: "profile", name: "Member", userCategory: "traveller" };
    const saved = await accountRoute.action(routeArgs(post("/id/account", fields, { cookie })));
    expect((saved as Response).headers.get("Location")).toBe("/id/account");
    expect(await userLocale(user.email)).toBe("id");
    await accountRoute.action(routeArgs(post("/account", fields, { cookie })));
    expect(await userLocale(user.email)).toBe("en");
  });

  it("an /id newsletter signup stores 'id': its toast, confirmation and welcome mails are Indonesian", async () => {
    const request = post(
      "/id/newsletter",
      { email: "rina@example.com", source: "footer" },
      {
        headers: { Accept: "application/json" },
      },
    );
    const answer = (await newsletterRoute.action(routeArgs(request))) as Response;
    const body = (await answer.json()) as { toast: { title: string; note: string } };
    expect(body.toast.title).toBe("Berhasil berlangganan!");
    expect(body.toast.note).toMatch(/^Kami sudah mengirim email konfirmasi/);
    const row = await subscriber("rina@example.com");
    expect(row?.locale).toBe("id");
    const [confirm] = await mailsTo("rina@example.com");
    expect(confirm?.subject).toBe("Mohon konfirmasi langganan Anda");
    expect(confirm?.text).toContain(`${SITE}/id/newsletter/confirm?token=${encodeURIComponent(confirmToken(row!.id))}`);

    // Confirmed on the English page (the language of the page does not matter): the welcome is Indonesian.
    await confirmRoute.action(routeArgs(post("/newsletter/confirm", { token: confirmToken(row!.id) })));
    const welcome = (await mailsTo("rina@example.com")).at(-1);
    expect(welcome?.subject).toBe("Panduan Transportasi Sulawesi Anda");
    expect(welcome?.text).toContain(`${SITE}/id/transport-guide`);
    expect(welcome?.text).toContain(`${SITE}/id/unsubscribe?token=`);
  });

  it("an English newsletter signup stays English even when confirmed on the /id page", async () => {
    await newsletterRoute.action(
      routeArgs(
        post("/newsletter", { email: "tom@example.com", source: "home" }, { headers: { Accept: "application/json" } }),
      ),
    );
    const row = await subscriber("tom@example.com");
    expect(row?.locale).toBe("en");
    await confirmRoute.action(routeArgs(post("/id/newsletter/confirm", { token: confirmToken(row!.id) })));
    expect((await mailsTo("tom@example.com")).map((m) => m.subject)).toEqual([
      "Please confirm your subscription",
      "Your Sulawesi Transport Guide",
    ]);
  });

  it("refuses a bad newsletter address on /id in Indonesian", async () => {
    const answer = (await newsletterRoute.action(
      routeArgs(
        post("/id/newsletter", { email: "nope", source: "footer" }, { headers: { Accept: "application/json" } }),
      ),
    )) as Response;
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { toast: unknown }).toast).toEqual({
      title: "Silakan periksa alamat email Anda",
      description: "Silakan masukkan alamat email yang valid, misalnya nama@contoh.com.",
      variant: "destructive",
    });
  });

  it("the public forms on /id answer without JavaScript in Indonesian and keep the input", async () => {
    const contact = await readResult(
      await contactRoute.action(routeArgs(post("/id/contact", { first_name: "Budi", email: "bukan-email" }))),
    );
    expect(contact.status).toBe(400);
    expect(contact.data.toast.title).toBe("Informasi belum lengkap");
    expect(contact.data.fieldErrors.last_name).toBe("Kolom ini wajib diisi.");
    expect(contact.data.fieldErrors.email).toBe("Silakan masukkan alamat email yang valid, misalnya nama@contoh.com.");
    expect(contact.data.values.first_name).toBe("Budi");

    const partner = await readResult(
      await partnersRoute.action(
        routeArgs(post("/id/partners", { company: "KM Sejahtera", routes: "Ampana - Wakai" })),
      ),
    );
    expect(partner.data.toast.title).toBe("Bagaimana kami bisa menghubungi Anda?");
    expect(partner.data.fieldErrors.whatsapp).toBe("Silakan isi alamat email atau nomor WhatsApp.");

    const update = await readResult(
      await updateRoute.action(
        routeArgs(post("/id/submit-update", { name: "Ani", route: "Bukan rute", changes: "x" })),
      ),
    );
    expect(update.data.fieldErrors.route).toBe("Silakan pilih rute dari daftar.");

    const english = await readResult(await contactRoute.action(routeArgs(post("/contact", {}))));
    expect(english.data.toast.title).toBe("Missing Information");
    expect(english.data.fieldErrors.first_name).toBe("This field is required.");

    const sent = await contactRoute.action(
      routeArgs(
        post("/id/contact", {
          first_name: "Budi",
          last_name: "Santoso",
          email: "budi@example.com",
          subject: "Jadwal kapal",
          message: "Halo!",
        }),
      ),
    );
    expect((sent as Response).headers.get("Location")).toBe("/id/contact");
  });
});
