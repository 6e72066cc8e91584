/**
 * Site search: limits, kinds and every text the search page and the not-found suggestions show
 * (one place, for the coming Bahasa Indonesia edition). No zod here: this module also reaches the browser.
 */

/** Longest query accepted; a longer one gets a clear 400 page. */
export const SEARCH_QUERY_MAX = 120;
/** Most guide results (destinations, articles, hubs, routes, experiences) on one page. */
export const GUIDE_RESULT_LIMIT = 20;
/** Most forum posts on one page; the forum's own search has the rest. */
export const FORUM_RESULT_LIMIT = 8;
/** Most pages suggested on the not-found page. */
export const SUGGESTION_LIMIT = 5;
/** Characters of text around the first match in a result's snippet. */
export const SNIPPET_LENGTH = 180;

export const SEARCH_KINDS = ["destination", "planning", "article", "hub", "route", "experience", "post"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * Words travellers search with that a section's own text may not use ("sim" for the internet
 * section, "boat" for getting there), weighed like a page's tags, in each edition's language.
 */
export const SECTION_KEYWORDS = {
  en: {
    gettingThere: "getting there how to get transport boat ferry flight bus route travel",
    whereToStay: "where to stay accommodation hotel homestay resort bungalow",
  },
  id: {
    gettingThere: "cara ke sana menuju transportasi kapal feri pesawat penerbangan bus rute perjalanan",
    whereToStay: "tempat menginap penginapan hotel homestay resor bungalo losmen",
  },
} as const;

export const PLANNING_KEYWORDS: Record<"en" | "id", Record<string, string>> = {
  en: {
    visas: "visa visas entry passport immigration e-voa arrival",
    safety: "safety emergency numbers police ambulance earthquake volcano",
    internet: "sim card internet phone mobile data signal wifi imei",
    costs: "costs prices budget money",
    money: "money cash atm currency rupiah exchange",
    health: "health malaria dengue vaccination doctor water",
    weather: "weather season when to go best time to visit rain dry climate",
    budget: "budget costs prices cost of travel",
    tips: "etiquette customs culture dress tips",
    phrases: "phrases language bahasa indonesian words",
  },
  id: {
    visas: "visa paspor imigrasi e-voa kedatangan izin masuk",
    safety: "keamanan keselamatan darurat nomor telepon polisi ambulans gempa gunung api",
    internet: "kartu sim internet ponsel hp data seluler sinyal wifi imei pulsa",
    costs: "biaya harga anggaran uang",
    money: "uang tunai atm mata uang rupiah tukar valas",
    health: "kesehatan malaria demam berdarah vaksinasi dokter air minum",
    weather: "cuaca musim kapan waktu terbaik berkunjung hujan kemarau iklim",
    budget: "anggaran biaya harga ongkos perjalanan",
    tips: "etika adat budaya pakaian tips",
    phrases: "ungkapan bahasa indonesia kata frasa",
  },
};
