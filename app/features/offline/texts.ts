/**
 * The offline feature's texts: every user-facing string it shows, in one module (issue 29, ADR 0035),
 * in English and Bahasa Indonesia (issue 31, ADR 0036). A text with values is a function; the page
 * script's texts travel as data attributes, so it shows them in the page's language.
 */
import { defineTexts } from "~/lib/locale.ts";

type OfflineTexts = {
  saveButton: string;
  savedButton: string;
  saving: string;
  savedStatus: string;
  removedStatus: string;
  saveFailed: string;
  unsupported: string;
  savedLink: string;
  savedTitle: string;
  savedMetaTitle: string;
  savedDescription: string;
  savedIntro: string;
  savedEmpty: string;
  /** "{date}" is replaced by the page script with the date the page was saved. */
  savedAt: string;
  remove: string;
  removeFailed: string;
  needsScript: string;
  alwaysAvailableHeading: string;
  /** The pages every installation keeps (ALWAYS_AVAILABLE), by path. */
  alwaysAvailable: Record<string, string>;
  offlineTitle: string;
  offlineMetaTitle: string;
  offlineIntro: string;
  savedHeading: string;
  retry: string;
  plannerNeedsConnection: string;
  plannerOfflineNote: string;
};

export const OFFLINE_TEXTS = defineTexts<OfflineTexts>({
  en: {
    saveButton: "Save for offline",
    savedButton: "Saved for offline",
    saving: "Saving…",
    savedStatus: "Saved. This page now opens without a connection, also from the Saved pages list.",
    removedStatus: "Removed from your saved pages.",
    saveFailed: "This page could not be saved just now. Try again when you have a connection.",
    unsupported: "This browser cannot keep pages for offline use.",
    savedLink: "Saved pages",
    savedTitle: "Saved pages",
    savedMetaTitle: "Saved pages: the guide offline",
    savedDescription:
      "Pages you saved for offline use on this device. They open without a connection, for instance on a ferry or an island without signal.",
    savedIntro:
      "Pages you saved with “Save for offline” are kept on this device and open without a connection. They are not sent to us; removing one only removes it here.",
    savedEmpty:
      "You have not saved any page yet. Use “Save for offline” on a destination, article, transport hub or planned trip.",
    savedAt: "Saved {date}",
    remove: "Remove",
    removeFailed: "The page could not be removed just now. Reload this page and try again.",
    needsScript: "The list of saved pages needs JavaScript, which is switched off in this browser.",
    alwaysAvailableHeading: "Always available offline",
    alwaysAvailable: {
      "/transport-guide": "Printable transport guide",
      "/transport": "Getting around Sulawesi",
      "/transport/plan": "Route planner",
      "/planning": "Planning your trip",
      "/saved": "Saved pages",
    },
    offlineTitle: "You are offline",
    offlineMetaTitle: "Offline",
    offlineIntro:
      "This page is not on your device and there is no connection just now. These pages are kept on your device and open without a connection:",
    savedHeading: "Your saved pages",
    retry: "Try again",
    plannerNeedsConnection:
      "Planning a trip needs a connection: the planner's data could not be loaded on this device. The printable transport guide and the transport pages work offline.",
    plannerOfflineNote: "Planned on your device without a connection, from the route data saved with the guide.",
  },
  id: {
    saveButton: "Simpan untuk offline",
    savedButton: "Tersimpan untuk offline",
    saving: "Menyimpan…",
    savedStatus: "Tersimpan. Halaman ini kini bisa dibuka tanpa koneksi, juga dari daftar Halaman tersimpan.",
    removedStatus: "Dihapus dari halaman tersimpan Anda.",
    saveFailed: "Halaman ini belum bisa disimpan sekarang. Coba lagi saat Anda tersambung ke internet.",
    unsupported: "Peramban ini tidak dapat menyimpan halaman untuk dibuka offline.",
    savedLink: "Halaman tersimpan",
    savedTitle: "Halaman tersimpan",
    savedMetaTitle: "Halaman tersimpan: panduan tanpa koneksi",
    savedDescription:
      "Halaman yang Anda simpan untuk dibuka offline di perangkat ini. Halaman-halaman itu terbuka tanpa koneksi, misalnya di atas feri atau di pulau yang tidak ada sinyal.",
    savedIntro:
      "Halaman yang Anda simpan dengan “Simpan untuk offline” tersimpan di perangkat ini dan bisa dibuka tanpa koneksi. Halaman itu tidak dikirim kepada kami; menghapusnya hanya menghapusnya dari perangkat ini.",
    savedEmpty:
      "Anda belum menyimpan satu halaman pun. Gunakan “Simpan untuk offline” di halaman destinasi, artikel, simpul transportasi, atau perjalanan yang sudah direncanakan.",
    savedAt: "Disimpan {date}",
    remove: "Hapus",
    removeFailed: "Halaman itu belum bisa dihapus sekarang. Muat ulang halaman ini lalu coba lagi.",
    needsScript: "Daftar halaman tersimpan memerlukan JavaScript, yang dimatikan di peramban ini.",
    alwaysAvailableHeading: "Selalu tersedia offline",
    alwaysAvailable: {
      "/transport-guide": "Panduan transportasi versi cetak",
      "/transport": "Berkeliling Sulawesi",
      "/transport/plan": "Perencana rute",
      "/planning": "Merencanakan perjalanan Anda",
      "/saved": "Halaman tersimpan",
    },
    offlineTitle: "Anda sedang offline",
    offlineMetaTitle: "Offline",
    offlineIntro:
      "Halaman ini tidak ada di perangkat Anda dan saat ini tidak ada koneksi. Halaman-halaman berikut tersimpan di perangkat Anda dan bisa dibuka tanpa koneksi:",
    savedHeading: "Halaman tersimpan Anda",
    retry: "Coba lagi",
    plannerNeedsConnection:
      "Merencanakan perjalanan memerlukan koneksi: data perencana tidak dapat dimuat di perangkat ini. Panduan transportasi versi cetak dan halaman-halaman transportasi tetap bisa dibuka offline.",
    plannerOfflineNote: "Direncanakan di perangkat Anda tanpa koneksi, dari data rute yang tersimpan bersama panduan.",
  },
});
