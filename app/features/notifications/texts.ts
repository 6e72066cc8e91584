import { formatNumber, plural } from "~/lib/format.ts";
import { defineTexts } from "~/lib/locale.ts";
import type { NotificationLevelValue } from "./constants.ts";

/** How long to wait, in words (as lib/rate-limit's waitDescription says it in English). */
function waitWords(seconds: number, words: { s: string; ss: string; m: string; mm: string; hh: string }): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} ${s === 1 ? words.s : words.ss}`;
  const m = Math.ceil(s / 60);
  if (m < 120) return `${m} ${m === 1 ? words.m : words.mm}`;
  return `${Math.ceil(m / 60)} ${words.hh}`;
}

/**
 * Every text of reply notifications (issue 29): the account page's settings, the watch button, the
 * reply mail and the unsubscribe page, in both editions (issue 31; the mail in the recipient's
 * language). No zod (the account page and the post page bundle this file).
 */

export const LEVEL_LABELS = defineTexts<Record<NotificationLevelValue, string>>({
  en: {
    all: "All replies: on my posts, in threads I commented in and in threads I watch",
    own: "Only comments on my own posts",
    none: "None: no reply emails",
  },
  id: {
    all: "Semua balasan: pada postingan saya, di utas yang saya komentari, dan di utas yang saya ikuti",
    own: "Hanya komentar pada postingan saya sendiri",
    none: "Tidak ada: jangan kirimi saya email balasan",
  },
});

export const NOTIFICATION_TEXTS = defineTexts({
  en: {
    sectionTitle: "Reply notifications",
    settingsIntro: "We email you when someone replies, at most once an hour per thread, listing the new replies.",
    levelLegend: "Email me about",
    save: "Save notification settings",
    saving: "Saving...",
    saved: "Notification settings saved",
    invalidLevel: "Choose one of the options.",
    newReplies: (n: number) => plural("en", n, { one: "1 new reply", other: `${formatNumber("en", n)} new replies` }),
    noNewReplies: "No new replies since you last looked.",
    inThread: (title: string, n: number) =>
      `${title} (${plural("en", n, { one: "1 new reply", other: `${n} new replies` })})`,
    markRead: "Mark all as read",
    markedRead: "Marked as read",
    watch: "Watch",
    unwatch: "Unwatch",
    watchHint: "Get an email when someone replies in this thread.",
    unwatchHint: "Stop emails about replies in this thread.",
    watching: "You will get an email when someone replies here.",
    notWatching: "You will not get emails about this thread.",
    signInToWatch: "Please sign in to watch threads.",
    watchFailed: "Could not change watching",
    tooMany: (wait: string) => `Too many attempts. Please wait ${wait} and try again.`,
    wait: (seconds: number) =>
      waitWords(seconds, { s: "second", ss: "seconds", m: "minute", mm: "minutes", hh: "hours" }),
  },
  id: {
    sectionTitle: "Notifikasi balasan",
    settingsIntro:
      "Kami mengirimi Anda email saat ada yang membalas, paling banyak sekali sejam untuk setiap utas, berisi daftar balasan baru.",
    levelLegend: "Kirimi saya email tentang",
    save: "Simpan pengaturan notifikasi",
    saving: "Menyimpan...",
    saved: "Pengaturan notifikasi disimpan",
    invalidLevel: "Pilih salah satu opsi.",
    newReplies: (n: number) => `${formatNumber("id", n)} balasan baru`,
    noNewReplies: "Tidak ada balasan baru sejak terakhir kali Anda melihat.",
    inThread: (title: string, n: number) => `${title} (${n} balasan baru)`,
    markRead: "Tandai semua sudah dibaca",
    markedRead: "Ditandai sudah dibaca",
    watch: "Ikuti",
    unwatch: "Berhenti mengikuti",
    watchHint: "Dapatkan email saat ada yang membalas di utas ini.",
    unwatchHint: "Hentikan email tentang balasan di utas ini.",
    watching: "Anda akan mendapat email saat ada yang membalas di sini.",
    notWatching: "Anda tidak akan mendapat email tentang utas ini.",
    signInToWatch: "Silakan masuk untuk mengikuti utas.",
    watchFailed: "Status mengikuti tidak dapat diubah",
    tooMany: (wait: string) => `Terlalu banyak percobaan. Harap tunggu ${wait}, lalu coba lagi.`,
    wait: (seconds: number) => waitWords(seconds, { s: "detik", ss: "detik", m: "menit", mm: "menit", hh: "jam" }),
  },
});

/** The reply mail, in the recipient's language (users.locale). */
export const REPLY_MAIL = defineTexts({
  en: {
    subject: (n: number, title: string) =>
      `${plural("en", n, { one: "New reply", other: `${n} new replies` })} to “${title}”`,
    intro: (n: number, title: string) =>
      `${plural("en", n, { one: "There is a new reply", other: `There are ${n} new replies` })} in “${title}”:`,
    wrote: (name: string) => `${name} wrote:`,
    /** The name of a member who gave none. */
    unnamed: "Traveller",
    more: (n: number) => `And ${n} more.`,
    read: (url: string) => `Read the thread and reply:\n${url}`,
    why: {
      own: "You get this because it is your post.",
      thread: "You get this because you commented in or watch this thread.",
    },
    limit: "We send at most one email per thread an hour.",
    settings: (url: string) => `Choose which emails you get:\n${url}`,
    unsubscribe: (url: string) => `Stop all reply emails:\n${url}`,
  },
  id: {
    // Indonesian has no plural form: "Balasan baru" for one, "3 balasan baru" for more.
    subject: (n: number, title: string) => `${n === 1 ? "Balasan baru" : `${n} balasan baru`} untuk “${title}”`,
    intro: (n: number, title: string) => `${n === 1 ? "Ada balasan baru" : `Ada ${n} balasan baru`} di “${title}”:`,
    wrote: (name: string) => `${name} menulis:`,
    unnamed: "Pelancong",
    more: (n: number) => `Dan ${n} balasan lainnya.`,
    read: (url: string) => `Baca utasnya dan balas:\n${url}`,
    why: {
      own: "Anda menerima email ini karena ini postingan Anda.",
      thread: "Anda menerima email ini karena Anda berkomentar di utas ini atau mengikutinya.",
    },
    limit: "Kami mengirim paling banyak satu email per utas setiap jam.",
    settings: (url: string) => `Pilih email yang ingin Anda terima:\n${url}`,
    unsubscribe: (url: string) => `Hentikan semua email balasan:\n${url}`,
  },
});

/** The unsubscribe page and the one-click answer. */
export const UNSUBSCRIBE_TEXTS = defineTexts({
  en: {
    title: "Reply emails",
    pageTitle: "Stop reply emails",
    home: "Home",
    question: "Stop all reply emails?",
    explain: "You will no longer get emails when someone replies to your posts or in threads you follow.",
    button: "Stop reply emails",
    done: "Reply emails are off",
    doneExplain: "You can turn them on again on your account page:",
    /** The link after doneExplain (issue 28: it read "/account"). */
    settingsLink: "your reply email settings",
    invalid: "This link is not valid",
    invalidExplain: "Please use the link from your most recent email, or change your settings on your account page.",
    oneClickDone: "Reply emails turned off.",
    oneClickInvalid: "This unsubscribe link is not valid.",
    tooMany: (wait: string) => `Too many attempts. Please wait ${wait} and try again.`,
  },
  id: {
    title: "Email balasan",
    pageTitle: "Hentikan email balasan",
    home: "Beranda",
    question: "Hentikan semua email balasan?",
    explain: "Anda tidak akan lagi menerima email saat ada yang membalas postingan Anda atau di utas yang Anda ikuti.",
    button: "Hentikan email balasan",
    done: "Email balasan dimatikan",
    doneExplain: "Anda dapat menyalakannya lagi di halaman akun Anda:",
    settingsLink: "pengaturan email balasan Anda",
    invalid: "Tautan ini tidak valid",
    invalidExplain: "Gunakan tautan dari email terbaru Anda, atau ubah pengaturan di halaman akun Anda.",
    oneClickDone: "Email balasan dimatikan.",
    oneClickInvalid: "Tautan berhenti berlangganan ini tidak valid.",
    tooMany: (wait: string) => `Terlalu banyak percobaan. Harap tunggu ${wait}, lalu coba lagi.`,
  },
});
