/**
 * The route-changes feature's texts: every user-facing string it shows, in one module (issue 29, ADR 0035),
 * so a second language can be added beside it. A text with values is a function.
 */

import { defineTexts } from "~/lib/locale.ts";

/** How a value reads when there is none, or for yes/no fields. */
export const VALUE_TEXT = defineTexts({
  en: {
    none: "none",
    running: "Running",
    bothWays: "Both ways",
    oneWay: "One way only",
    flagged: "Flagged: some figure could not be confirmed",
    notFlagged: "Not flagged",
    everyMonth: "Runs all year",
  },
  id: {
    none: "tidak ada",
    running: "Beroperasi",
    bothWays: "Dua arah",
    oneWay: "Satu arah saja",
    flagged: "Ditandai: ada angka yang belum bisa dipastikan",
    notFlagged: "Tidak ditandai",
    everyMonth: "Beroperasi sepanjang tahun",
  },
});

export const HISTORY_TEXTS = defineTexts({
  en: {
    title: (route: string) => `Change history: ${route}`,
    crumb: "Change history",
    intro:
      "Every change the editors have made to this route since it was published in the guide: what changed, when, and where the new facts came from.",
    current: "The route today",
    changes: "Changes",
    changeCount: (n: number) => (n === 1 ? "1 change" : `${n} changes`),
    when: "Changed",
    source: "Source",
    before: "Before",
    after: "After",
    field: "What",
    noChanges: (date: string, source: string) =>
      `No changes since this route was published with the guide. It was last checked on ${date} (source: ${source}).`,
    baseline: "Before these changes, the route was as published with the guide (source: editor).",
    addedByOperator: "This route was added after the guide was published; its first entry below shows it as added.",
    nothingElse: "Saved without a change to any field shown here.",
    backToMode: (page: string) => `All ${page.toLowerCase()}`,
    feed: "Route changes (RSS)",
    privacy: "Who made or reported a change is not published.",
  },
  id: {
    title: (route: string) => `Riwayat perubahan: ${route}`,
    crumb: "Riwayat perubahan",
    intro:
      "Setiap perubahan yang dibuat editor pada rute ini sejak dimuat di panduan: apa yang berubah, kapan, dan dari mana fakta barunya berasal.",
    current: "Rute ini sekarang",
    changes: "Perubahan",
    changeCount: (n: number) => `${n} perubahan`,
    when: "Diubah",
    source: "Sumber",
    before: "Sebelum",
    after: "Sesudah",
    field: "Apa",
    noChanges: (date: string, source: string) =>
      `Belum ada perubahan sejak rute ini dimuat di panduan. Terakhir diperiksa pada ${date} (sumber: ${source}).`,
    baseline: "Sebelum perubahan-perubahan ini, rute ini sama seperti saat dimuat di panduan (sumber: editor).",
    addedByOperator:
      "Rute ini ditambahkan setelah panduan terbit; entri pertamanya di bawah mencatatnya sebagai ditambahkan.",
    nothingElse: "Disimpan tanpa perubahan pada kolom mana pun yang ditampilkan di sini.",
    backToMode: (page: string) => `Semua ${page.toLowerCase()}`,
    feed: "Perubahan rute (RSS, bahasa Inggris)",
    privacy: "Siapa yang membuat atau melaporkan perubahan tidak dipublikasikan.",
  },
});

/** The English texts (the RSS feed stays English). */
export const HISTORY_TEXT = HISTORY_TEXTS.en;

export const RECENT_TEXTS = defineTexts({
  en: {
    heading: "Recently updated",
    sub: "Routes the editors changed most recently, with the date and the source of the new facts.",
    none: "No route has been changed since the guide was published: every route is as shipped, with the date it was last checked.",
    changed: (fields: string) => `Changed: ${fields}`,
    history: "Change history",
    feed: "Follow route changes (RSS)",
  },
  id: {
    heading: "Baru diperbarui",
    sub: "Rute yang paling baru diubah editor, dengan tanggal dan sumber fakta barunya.",
    none: "Belum ada rute yang diubah sejak panduan terbit: semua rute masih seperti aslinya, dengan tanggal terakhir diperiksa.",
    changed: (fields: string) => `Diubah: ${fields}`,
    history: "Riwayat perubahan",
    feed: "Ikuti perubahan rute (RSS, bahasa Inggris)",
  },
});

export const RECENT_TEXT = {
  ...RECENT_TEXTS.en,
  /** How many changes the list shows. */
  limit: 8,
} as const;

export const FEED_TEXT = {
  title: (site: string) => `${site}: route changes`,
  description: (site: string) =>
    `Changes to the transport routes of ${site}: new prices, timetables and routes, with the date and the source of each.`,
  path: "/transport/routes/changes.xml",
  itemTitle: (kind: string, route: string) => `${kind}: ${route}`,
  source: (source: string) => `Source: ${source}`,
  /** How many changes the feed lists. */
  limit: 50,
} as const;
