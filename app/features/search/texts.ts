/**
 * The search feature's texts: every user-facing string it shows, in one module (issue 29, ADR 0035),
 * so a second language can be added beside it. A text with values is a function.
 */

import { SEARCH_QUERY_MAX, type SearchKind } from "./constants.ts";

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
