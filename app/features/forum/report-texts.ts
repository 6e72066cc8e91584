import { defineTexts } from "~/lib/locale.ts";
import { REPORT_NOTE_MAX, type ReportReasonValue } from "./report-constants.ts";

/** Reports (ADR 0022): the form, its answers, and the mails after them. */

export const REPORT_REASON_LABELS = defineTexts<Record<ReportReasonValue, string>>({
  en: {
    spam: "Spam",
    scam: "Scam or fake agent",
    offensive: "Offensive",
    "wrong-information": "Wrong information",
    other: "Other",
  },
  id: {
    spam: "Spam",
    scam: "Penipuan atau agen palsu",
    offensive: "Menyinggung",
    "wrong-information": "Informasi keliru",
    other: "Lainnya",
  },
});

export const REPORT_TEXTS = defineTexts({
  en: {
    report: "Report",
    reportPost: "Report this post",
    reportComment: "Report this comment",
    /** After "Report", for screen readers. */
    thisPost: " this post",
    thisComment: " this comment",
    reasonLabel: "Reason",
    chooseReason: "Choose a reason",
    noteLabel: "Note (required for “Other”)",
    noteHint: "Moderators read this. Other members never see who reported.",
    send: "Send report",
    sending: "Sending...",
    thanksTitle: "Thanks for your report",
    thanksDescription: "A moderator will review it.",
    alreadyTitle: "Already reported",
    alreadyDescription: "You have already reported this. A moderator will review it.",
    errorTitle: "Report not sent",
    chooseReasonError: "Choose a reason for your report.",
    noteRequired: "Please say what is wrong when you choose “Other”.",
    noteTooLong: `A note can be at most ${REPORT_NOTE_MAX} characters.`,
    ownItem: "You cannot report your own post or comment.",
    signInToReport: "Please sign in to report posts and comments.",
  },
  id: {
    report: "Laporkan",
    reportPost: "Laporkan postingan ini",
    reportComment: "Laporkan komentar ini",
    thisPost: " postingan ini",
    thisComment: " komentar ini",
    reasonLabel: "Alasan",
    chooseReason: "Pilih alasan",
    noteLabel: "Catatan (wajib untuk “Lainnya”)",
    noteHint: "Catatan ini dibaca moderator. Anggota lain tidak pernah tahu siapa yang melapor.",
    send: "Kirim laporan",
    sending: "Mengirim...",
    thanksTitle: "Terima kasih atas laporan Anda",
    thanksDescription: "Moderator akan memeriksanya.",
    alreadyTitle: "Sudah dilaporkan",
    alreadyDescription: "Anda sudah melaporkan ini. Moderator akan memeriksanya.",
    errorTitle: "Laporan tidak terkirim",
    chooseReasonError: "Pilih alasan laporan Anda.",
    noteRequired: "Jelaskan apa yang keliru jika Anda memilih “Lainnya”.",
    noteTooLong: `Catatan paling banyak ${REPORT_NOTE_MAX} karakter.`,
    ownItem: "Anda tidak dapat melaporkan postingan atau komentar Anda sendiri.",
    signInToReport: "Silakan masuk untuk melaporkan postingan dan komentar.",
  },
});

/** The admin's mail when members' reports hid something (never names who reported). The admin reads English. */
export const AUTO_HIDE_MAIL = {
  subject: (what: "post" | "comment", title: string) => `Members' reports hid a ${what}: “${title}”`,
  body: (
    what: "post" | "comment",
    title: string,
    networks: number,
    reasons: string,
    queueUrl: string,
    itemUrl: string,
  ) => [
    `Established members from ${networks} different networks reported a ${what} on “${title}” (${reasons}). It is hidden from everyone but admins until you review it.`,
    `Review it in the report queue (restore or delete):\n${queueUrl}`,
    `The ${what}, as admins see it:\n${itemUrl}`,
  ],
} as const;

type Item = "post" | "comment";
/** "postingan Anda “Judul”" / "komentar Anda pada “Judul”". */
const yourItemId = (what: Item, title: string) =>
  what === "post" ? `postingan Anda “${title}”` : `komentar Anda pada “${title}”`;
const itemId = (what: Item) => (what === "post" ? "Postingan" : "Komentar");

/** The author's mails after a review (they never name who reported), in the author's language. */
export const REVIEW_MAILS = defineTexts({
  en: {
    restoredSubject: (what: Item) => `Your ${what} is visible again`,
    restored: (what: Item, title: string, url: string) => [
      `Members reported your ${what} on “${title}”, so it was hidden until a moderator could look at it.`,
      `A moderator has reviewed it and restored it. It is visible again:\n${url}`,
      "Thanks for your patience.",
    ],
    deletedSubject: (what: Item) => `Your ${what} was removed`,
    deleted: (what: Item, title: string, reasons: string, termsUrl: string, contactUrl: string) => [
      `Members reported your ${what} on “${title}” (${reasons}). A moderator has reviewed it and removed it.`,
      `The community's rules are in our terms of use:\n${termsUrl}`,
      `If you think this was a mistake, tell us through the contact form:\n${contactUrl}`,
    ],
  },
  id: {
    restoredSubject: (what: Item) => `${itemId(what)} Anda tampil kembali`,
    restored: (what: Item, title: string, url: string) => [
      `Beberapa anggota melaporkan ${yourItemId(what, title)} sehingga untuk sementara disembunyikan sampai moderator sempat memeriksanya.`,
      `Moderator sudah memeriksanya dan memulihkannya. Kini tampil kembali:\n${url}`,
      "Terima kasih atas kesabaran Anda.",
    ],
    deletedSubject: (what: Item) => `${itemId(what)} Anda telah dihapus`,
    deleted: (what: Item, title: string, reasons: string, termsUrl: string, contactUrl: string) => [
      `Beberapa anggota melaporkan ${yourItemId(what, title)} (${reasons}). Moderator sudah memeriksanya dan menghapusnya.`,
      `Aturan komunitas tercantum dalam ketentuan penggunaan kami:\n${termsUrl}`,
      `Jika menurut Anda ini keliru, beri tahu kami melalui formulir kontak:\n${contactUrl}`,
    ],
  },
});
