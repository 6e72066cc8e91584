/**
 * The search feature's texts: every user-facing string it shows, in one module (issue 29, ADR 0035),
 * in English and Bahasa Indonesia (issue 31, ADR 0036). A text with values is a function.
 */

import { formatNumber } from "~/lib/format.ts";
import { defineTexts } from "~/lib/locale.ts";
import { SEARCH_QUERY_MAX, type SearchKind } from "./constants.ts";

export const KIND_LABELS = defineTexts<Record<SearchKind, string>>({
  en: {
    destination: "Destination",
    planning: "Planning essentials",
    article: "Article",
    hub: "Transport hub",
    route: "Route",
    experience: "Experience",
    post: "Forum post",
  },
  id: {
    destination: "Destinasi",
    planning: "Persiapan perjalanan",
    article: "Artikel",
    hub: "Simpul transportasi",
    route: "Rute",
    experience: "Pengalaman",
    post: "Tulisan forum",
  },
});

/**
 * The names the index gives what the content does not name: the title of /planning (named beside
 * each of its sections in the results), the headings of the page sections indexed on their own (as
 * the pages show them), a hub's page and a route's ends.
 */
export const INDEX_TEXTS = defineTexts({
  en: {
    planningPage: "Planning Essentials",
    gettingThere: "Getting There",
    whereToStay: "Where to Stay",
    budget: "Budget guide",
    tips: "Travel tips",
    phrases: "Useful phrases",
    hubTitle: (name: string) => `${name} transport hub`,
    routeTitle: (from: string, to: string) => `${from} to ${to}`,
  },
  id: {
    planningPage: "Persiapan Perjalanan",
    gettingThere: "Cara ke Sana",
    whereToStay: "Tempat Menginap",
    budget: "Panduan anggaran",
    tips: "Tips perjalanan",
    phrases: "Ungkapan berguna",
    hubTitle: (name: string) => `Simpul transportasi ${name}`,
    routeTitle: (from: string, to: string) => `${from} ke ${to}`,
  },
});

export const SEARCH_TEXTS = defineTexts({
  en: {
    metaTitle: "Search",
    metaTitleFor: (query: string) => `Search: ${query}`,
    heading: "Search the guide",
    label: "Search",
    placeholder: "Place, route or topic",
    button: "Search",
    headerLabel: "Search the site",
    intro:
      "Search destinations, planning essentials, articles, transport hubs, routes, experiences and the community forum.",
    tooLong: `That search is too long. Please use at most ${SEARCH_QUERY_MAX} characters.`,
    noWords: "That search has no letters or numbers in it. Try a place name such as Bunaken or Togean.",
    noResults: (query: string) => `Nothing matched “${query}”.`,
    noResultsHint: "Check the spelling, try a shorter word, or browse the destinations and the transport hub.",
    resultsFor: (count: number, query: string) => `${count} ${count === 1 ? "result" : "results"} for “${query}”`,
    guideHeading: "Guide",
    forumHeading: "Community forum",
    forumMore: "Search the forum for more",
    forumUnavailable: "The forum could not be searched just now. The guide results are complete.",
    suggestionsHeading: "Were you looking for one of these?",
  },
  id: {
    metaTitle: "Cari",
    metaTitleFor: (query: string) => `Cari: ${query}`,
    heading: "Cari di panduan",
    label: "Cari",
    placeholder: "Tempat, rute, atau topik",
    button: "Cari",
    headerLabel: "Cari di situs ini",
    intro: "Cari destinasi, persiapan perjalanan, artikel, simpul transportasi, rute, pengalaman, dan forum komunitas.",
    tooLong: `Pencarian itu terlalu panjang. Gunakan paling banyak ${SEARCH_QUERY_MAX} karakter.`,
    noWords: "Pencarian itu tidak berisi huruf atau angka. Coba nama tempat seperti Bunaken atau Togean.",
    noResults: (query: string) => `Tidak ada yang cocok dengan “${query}”.`,
    noResultsHint:
      "Periksa ejaannya, coba kata yang lebih pendek, atau jelajahi halaman destinasi dan simpul transportasi.",
    resultsFor: (count: number, query: string) => `${formatNumber("id", count)} hasil untuk “${query}”`,
    guideHeading: "Panduan",
    forumHeading: "Forum komunitas",
    forumMore: "Cari lebih banyak di forum",
    forumUnavailable: "Forum tidak dapat dicari saat ini. Hasil dari panduan sudah lengkap.",
    suggestionsHeading: "Apakah Anda mencari salah satu halaman ini?",
  },
});
