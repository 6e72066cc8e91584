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

export const KIND_LABELS: Record<SearchKind, string> = {
  destination: "Destination",
  planning: "Planning essentials",
  article: "Article",
  hub: "Transport hub",
  route: "Route",
  experience: "Experience",
  post: "Forum post",
};

/** The title of /planning, named beside each of its sections in the results. */
export const PLANNING_PAGE_TITLE = "Planning Essentials";

/** Headings of the page sections that are indexed on their own (as the pages show them). */
export const SECTION_TITLES = {
  gettingThere: "Getting There",
  whereToStay: "Where to Stay",
  budget: "Budget guide",
  tips: "Travel tips",
  phrases: "Useful phrases",
} as const;

/**
 * Words travellers search with that a section's own text may not use ("sim" for the internet
 * section, "boat" for getting there), weighed like a page's tags.
 */
export const SECTION_KEYWORDS = {
  gettingThere: "getting there how to get transport boat ferry flight bus route travel",
  whereToStay: "where to stay accommodation hotel homestay resort bungalow",
} as const;

export const PLANNING_KEYWORDS: Record<string, string> = {
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
};

export const SEARCH_TEXTS = {
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
} as const;
