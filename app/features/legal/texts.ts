/**
 * The texts around the privacy and terms documents (the documents themselves are content:
 * content/legal/*.md and content/id/legal/*.md), in both editions (ADR 0036).
 * Every user-facing string lives here, not in JSX (issue 29, ADR 0035); a text with values is a
 * function, so a second language can order the words its own way.
 */

import { defineTexts } from "~/lib/locale.ts";

export const LEGAL_DOCUMENT_TEXT = defineTexts({
  en: {
    lastUpdated: "Last updated: ",
    contents: "Contents",
    home: "Home",
  },
  id: {
    lastUpdated: "Terakhir diperbarui: ",
    contents: "Daftar isi",
    home: "Beranda",
  },
});

export const PRIVACY_PAGE_TEXT = defineTexts({
  en: {
    title: "Privacy Policy",
    description: "What personal information we collect, how we use and share it, the cookies we set, and your rights.",
  },
  id: {
    title: "Kebijakan Privasi",
    description:
      "Data pribadi apa yang kami kumpulkan, bagaimana kami menggunakan dan membagikannya, cookie yang kami pasang, dan hak-hak Anda.",
  },
});

export const TERMS_PAGE_TEXT = defineTexts({
  en: {
    title: "Terms of Service",
    description:
      "The rules for using the site and community, our travel disclaimer, liability limits and the law that applies.",
  },
  id: {
    title: "Ketentuan Layanan",
    description:
      "Aturan penggunaan situs dan komunitas, penafian perjalanan, batas tanggung jawab kami, dan hukum yang berlaku.",
  },
});
