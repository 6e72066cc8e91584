import { defineTexts, type Locale } from "~/lib/locale.ts";
import type { Toast } from "~/lib/toast.ts";
import type { NewsletterSource } from "./constants.ts";

/** The newsletter's texts in both editions (ADR 0036): the signup forms, their toasts, the mails and pages. */

/** The signup form's labels and buttons (footer, home, blog and the /newsletter page). */
export const NEWSLETTER_FORM_TEXTS = /* @__PURE__ */ defineTexts({
  en: {
    nameLabel: "Name",
    optional: "(optional)",
    emailLabel: "Email address",
    emailPlaceholder: "you@example.com",
    subscribe: "Subscribe",
    getTheGuide: "Get the free guide",
  },
  id: {
    nameLabel: "Nama",
    optional: "(opsional)",
    emailLabel: "Alamat email",
    emailPlaceholder: "anda@contoh.com",
    subscribe: "Berlangganan",
    getTheGuide: "Dapatkan panduan gratis",
  },
});

/** The message for a field that failed `hasForbiddenControl`. */
export const CONTROL_MESSAGES = /* @__PURE__ */ defineTexts({
  en: {
    control: (label: string, multiline: boolean) =>
      multiline
        ? `${label} contains characters that are not allowed (control characters such as NUL).`
        : `${label} must be on one line, without control characters.`,
    required: (label: string) => `${label} is required.`,
    tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  },
  id: {
    control: (label: string, multiline: boolean) =>
      multiline
        ? `${label} berisi karakter yang tidak diizinkan (karakter kontrol seperti NUL).`
        : `${label} harus satu baris, tanpa karakter kontrol.`,
    required: (label: string) => `${label} wajib diisi.`,
    tooLong: (label: string, max: number) => `${label} maksimal ${max} karakter.`,
  },
});

/** The English message for a field that failed `hasForbiddenControl`. */
export const controlMessage = CONTROL_MESSAGES.en.control;

/** The address field's messages. */
export const EMAIL_FIELD_TEXTS = /* @__PURE__ */ defineTexts({
  en: {
    missing: "Please enter your email address.",
    tooLong: "That email address is too long.",
    invalid: "Please enter a valid email address, such as name@example.com.",
    nameLabel: "Name",
  },
  id: {
    missing: "Silakan masukkan alamat email Anda.",
    tooLong: "Alamat email itu terlalu panjang.",
    invalid: "Silakan masukkan alamat email yang valid, misalnya nama@contoh.com.",
    nameLabel: "Nama",
  },
});

type SourceToasts = Record<"subscribed" | "already" | "error", Toast>;

const footer = {
  subscribed: { title: "Successfully subscribed!", description: "You'll receive the Sulawesi Transport Guide soon." },
  already: { title: "Already subscribed!", description: "This email is already on our list." },
  error: { title: "Error", description: "Something went wrong. Please try again.", variant: "destructive" },
} satisfies SourceToasts;

const footerId = {
  subscribed: { title: "Berhasil berlangganan!", description: "Panduan Transportasi Sulawesi segera Anda terima." },
  already: { title: "Sudah berlangganan!", description: "Email ini sudah ada di daftar kami." },
  error: { title: "Kesalahan", description: "Terjadi kesalahan. Silakan coba lagi.", variant: "destructive" },
} satisfies SourceToasts;

export const newsletterTexts = /* @__PURE__ */ defineTexts<Record<NewsletterSource, SourceToasts>>({
  en: {
    footer,
    home: {
      subscribed: { title: "Welcome aboard!", description: "You'll receive our free transport guide soon." },
      already: { title: "Already subscribed", description: "This email is already on our mailing list." },
      error: { title: "Failed to subscribe. Please try again.", variant: "destructive" },
    },
    blog: footer,
  },
  id: {
    footer: footerId,
    home: {
      subscribed: { title: "Selamat bergabung!", description: "Panduan transportasi gratis kami segera Anda terima." },
      already: { title: "Sudah berlangganan", description: "Email ini sudah ada di milis kami." },
      error: { title: "Gagal berlangganan. Silakan coba lagi.", variant: "destructive" },
    },
    blog: footerId,
  },
});

/**
 * Said beside the spec's success texts (issue 28): with double opt-in nothing is sent until the
 * address is confirmed, so the signup's answer says a confirmation mail went out and must be opened first.
 */
export const CONFIRM_FIRST_NOTE = /* @__PURE__ */ defineTexts({
  en: "We have sent you a confirmation email: open it and confirm your address first. Nothing else is sent until you do.",
  id: "Kami sudah mengirim email konfirmasi: buka dan konfirmasi alamat Anda terlebih dahulu. Kami tidak mengirim apa pun sebelum itu.",
});

/** The spec's success toast of a form, with the confirm-first note. */
export const subscribedToast = (source: NewsletterSource, locale: Locale = "en"): Toast => ({
  ...newsletterTexts[locale][source].subscribed,
  note: CONFIRM_FIRST_NOTE[locale],
});

/** The button text while a footer signup is on its way (spec section 4). */
export const SUBSCRIBING_TEXT = /* @__PURE__ */ defineTexts({ en: "Subscribing...", id: "Mendaftarkan..." });

/**
 * The newsletter's mails (docs/decisions/0013-newsletter-double-opt-in.md), in the subscriber's
 * stored language (`subscribers.locale`, ADR 0036): the confirmation sent at signup, the welcome
 * with the guide once confirmed.
 */
export const NEWSLETTER_MAIL_TEXTS = /* @__PURE__ */ defineTexts({
  en: {
    confirmSubject: "Please confirm your subscription",
    confirmLines: (siteName: string, link: string) => [
      `Someone (we hope you) asked to receive the ${siteName} newsletter and the free Sulawesi Transport Guide at this address.`,
      `To confirm, open this link and press the button on the page:\n${link}`,
      "Did not ask for it? Then ignore this mail: you will get nothing more from us, and the address is deleted within 7 days.",
    ],
    welcomeSubject: "Your Sulawesi Transport Guide",
    welcomeLines: (siteName: string, guide: string, unsubscribe: string) => [
      `Thanks for subscribing to ${siteName}!`,
      `Here is your free Sulawesi Transport Guide: every regional hub and route with durations, typical prices, local contacts, a safety checklist and emergency numbers. Open it and print it (or save it as a PDF) for offline use:\n${guide}`,
      "We will write when routes, prices or timetables change, and when we publish new guides.",
      `Not for you any more? Unsubscribe with one click:\n${unsubscribe}`,
    ],
  },
  id: {
    confirmSubject: "Mohon konfirmasi langganan Anda",
    confirmLines: (siteName: string, link: string) => [
      `Seseorang (semoga Anda sendiri) meminta untuk menerima buletin ${siteName} dan Panduan Transportasi Sulawesi gratis di alamat ini.`,
      `Untuk mengonfirmasi, buka tautan ini lalu tekan tombol di halamannya:\n${link}`,
      "Tidak merasa memintanya? Abaikan saja email ini: Anda tidak akan menerima apa pun lagi dari kami, dan alamat ini dihapus dalam 7 hari.",
    ],
    welcomeSubject: "Panduan Transportasi Sulawesi Anda",
    welcomeLines: (siteName: string, guide: string, unsubscribe: string) => [
      `Terima kasih sudah berlangganan ${siteName}!`,
      `Ini Panduan Transportasi Sulawesi gratis untuk Anda: setiap simpul transportasi dan rute di tiap wilayah, lengkap dengan lama perjalanan, kisaran harga, kontak lokal, daftar periksa keselamatan, dan nomor darurat. Buka lalu cetak (atau simpan sebagai PDF) agar bisa dipakai tanpa internet:\n${guide}`,
      "Kami akan mengabari Anda saat rute, harga, atau jadwal berubah, dan saat kami menerbitkan panduan baru.",
      `Sudah tidak perlu lagi? Berhenti berlangganan dengan satu klik:\n${unsubscribe}`,
    ],
  },
});

/** The confirmation mail (English), as before the second edition. */
export const CONFIRMATION_MAIL = {
  subject: NEWSLETTER_MAIL_TEXTS.en.confirmSubject,
  lines: NEWSLETTER_MAIL_TEXTS.en.confirmLines,
};

export const CONFIRM_PAGE = /* @__PURE__ */ defineTexts({
  en: {
    title: "Confirm your subscription",
    ask: "Press the button to confirm that you want the newsletter and the free Sulawesi Transport Guide at this address.",
    button: "Confirm subscription",
    confirmedTitle: "Subscription confirmed",
    confirmed: "Thank you! The Sulawesi Transport Guide is on its way to your inbox.",
    alreadyTitle: "Already confirmed",
    already: "This address is already confirmed. The guide was sent when you first confirmed.",
    invalidTitle: "This confirmation link is not valid",
    invalid:
      "It may have expired (links work for 7 days) or the address was unsubscribed since. Sign up again in the footer of any page to get a new link.",
    limitedTitle: "Too many attempts",
  },
  id: {
    title: "Konfirmasi langganan Anda",
    ask: "Tekan tombol untuk mengonfirmasi bahwa Anda ingin menerima buletin dan Panduan Transportasi Sulawesi gratis di alamat ini.",
    button: "Konfirmasi langganan",
    confirmedTitle: "Langganan terkonfirmasi",
    confirmed: "Terima kasih! Panduan Transportasi Sulawesi sedang dalam perjalanan ke kotak masuk Anda.",
    alreadyTitle: "Sudah dikonfirmasi",
    already: "Alamat ini sudah dikonfirmasi. Panduannya sudah dikirim saat Anda pertama kali mengonfirmasi.",
    invalidTitle: "Tautan konfirmasi ini tidak valid",
    invalid:
      "Mungkin tautannya sudah kedaluwarsa (tautan berlaku 7 hari) atau alamat ini sudah berhenti berlangganan. Daftar lagi lewat bagian bawah halaman mana pun untuk mendapatkan tautan baru.",
    limitedTitle: "Terlalu banyak percobaan",
  },
});

/** The unsubscribe page and its one-click answer. */
export const UNSUBSCRIBE_PAGE_TEXT = /* @__PURE__ */ defineTexts({
  en: {
    metaTitle: "Unsubscribe",
    metaDescription: "Stop receiving the newsletter.",
    heading: "Newsletter",
    crumb: "Unsubscribe",
    tooManyTitle: "Too many attempts",
    doneTitle: "You have been unsubscribed",
    done: "You will not receive our newsletter any more. Changed your mind? Sign up again at any time in the footer of any page.",
    invalidTitle: "This unsubscribe link is not valid",
    /** The sentence around the contact link: before it, the link's words, after it. */
    invalidBefore: "Please use the link from your most recent email, or",
    contactLink: "contact us",
    invalidAfter: "and we will remove your address.",
    question: "Stop receiving our newsletter?",
    explain: "You will no longer get route updates and new guides by email.",
    button: "Unsubscribe",
    tooMany: (wait: string) => `Too many attempts. Please wait ${wait} and try again.`,
    oneClickDone: "Unsubscribed.",
    oneClickInvalid: "This unsubscribe link is not valid.",
  },
  id: {
    metaTitle: "Berhenti berlangganan",
    metaDescription: "Berhenti menerima buletin.",
    heading: "Buletin",
    crumb: "Berhenti berlangganan",
    tooManyTitle: "Terlalu banyak percobaan",
    doneTitle: "Anda sudah berhenti berlangganan",
    done: "Anda tidak akan menerima buletin kami lagi. Berubah pikiran? Daftar lagi kapan saja lewat bagian bawah halaman mana pun.",
    invalidTitle: "Tautan berhenti berlangganan ini tidak valid",
    invalidBefore: "Silakan gunakan tautan dari email terbaru Anda, atau",
    contactLink: "hubungi kami",
    invalidAfter: "dan kami akan menghapus alamat Anda.",
    question: "Berhenti menerima buletin kami?",
    explain: "Anda tidak akan lagi menerima kabar rute dan panduan baru lewat email.",
    button: "Berhenti berlangganan",
    tooMany: (wait: string) => `Terlalu banyak percobaan. Silakan tunggu ${wait} lalu coba lagi.`,
    oneClickDone: "Berhenti berlangganan.",
    oneClickInvalid: "Tautan berhenti berlangganan ini tidak valid.",
  },
});

/** The /newsletter page: the signup form on its own, and the answer without JavaScript. */
export const NEWSLETTER_PAGE_TEXT = /* @__PURE__ */ defineTexts({
  en: {
    metaTitle: "Newsletter",
    metaDescription: "Get the free Sulawesi Transport Guide and route updates by email.",
    heading: "Newsletter",
    crumb: "Newsletter",
    signupHeading: "Get the free Sulawesi Transport Guide",
    signupIntro: "Route updates and new guides by email. Unsubscribe at any time.",
    back: "Back to the page you were on",
  },
  id: {
    metaTitle: "Buletin",
    metaDescription: "Dapatkan Panduan Transportasi Sulawesi gratis dan kabar rute terbaru lewat email.",
    heading: "Buletin",
    crumb: "Buletin",
    signupHeading: "Dapatkan Panduan Transportasi Sulawesi gratis",
    signupIntro: "Kabar rute dan panduan baru lewat email. Bisa berhenti berlangganan kapan saja.",
    back: "Kembali ke halaman sebelumnya",
  },
});

/** The /newsletter/confirm page's meta, header and crumb (its messages are CONFIRM_PAGE's). */
export const CONFIRM_PAGE_FRAME = /* @__PURE__ */ defineTexts({
  en: {
    metaDescription: "Confirm your newsletter subscription.",
    heading: "Newsletter",
    crumb: "Confirm",
  },
  id: {
    metaDescription: "Konfirmasi langganan buletin Anda.",
    heading: "Buletin",
    crumb: "Konfirmasi",
  },
});

/** The refusals of the subscribe form (rate limit, unusable address). */
export const SUBSCRIBE_REFUSAL_TEXTS = /* @__PURE__ */ defineTexts({
  en: {
    tooManyTitle: "Too many attempts",
    wait: (wait: string) => `Please wait ${wait} and try again.`,
    invalidTitle: "Please check your email address",
    invalidEmail: "Please enter a valid email address.",
  },
  id: {
    tooManyTitle: "Terlalu banyak percobaan",
    wait: (wait: string) => `Silakan tunggu ${wait} lalu coba lagi.`,
    invalidTitle: "Silakan periksa alamat email Anda",
    invalidEmail: "Silakan masukkan alamat email yang valid.",
  },
});
