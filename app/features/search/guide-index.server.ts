import MiniSearch, { type SearchResult } from "minisearch";
import { perVersion } from "~/features/transport-data/data.server.ts";
import type { Locale } from "~/lib/format.ts";
import { guideDocuments, type SearchDocument } from "./documents.server.ts";
import { foldText } from "./fold.ts";

/**
 * The guide's search index: every destination, article, hub, route and experience, in memory
 * (a few hundred documents), built on first use from the validated content, and again when the
 * operator changes the routes (ADR 0018)
 * (docs/decisions/0017-site-search.md). Case and accents are folded on both sides; prefix matching
 * finds "toge" -> Togean, and fuzzy matching forgives one or two letters in longer words
 * ("Togian", "Bunakn"), which is how Indonesian place names are often spelled. One index per edition
 * (issue 31): /id/search reads the Indonesian content, with Indonesian words that say nothing.
 */

type StoredFields = Pick<SearchDocument, "kind" | "title" | "page" | "url" | "summary" | "body">;
export type GuideHit = StoredFields & { id: string; score: number; terms: string[] };

/** Words that say nothing about a page ("ferry to Togean" is about a ferry and Togean). */
const ENGLISH_STOP_WORDS = new Set([
  "to",
  "the",
  "a",
  "an",
  "in",
  "on",
  "of",
  "from",
  "for",
  "and",
  "or",
  "how",
  "is",
  "at",
  "by",
  "what",
  "where",
  "get",
  "go",
]);

/** The same in Indonesian ("kapal ke Togean" is about a boat and Togean). */
const INDONESIAN_STOP_WORDS = new Set([
  "ke",
  "di",
  "dari",
  "yang",
  "dan",
  "atau",
  "untuk",
  "dengan",
  "pada",
  "ini",
  "itu",
  "cara",
  "bagaimana",
  "apa",
  "mana",
  "kapan",
  "adalah",
]);

const STOP_WORDS: Record<Locale, ReadonlySet<string>> = { en: ENGLISH_STOP_WORDS, id: INDONESIAN_STOP_WORDS };

function buildIndex(locale: Locale): MiniSearch<SearchDocument> {
  const stopWords = STOP_WORDS[locale];
  const search = new MiniSearch<SearchDocument>({
    // "heading": a page's title, or a section's heading with its page's title (indexed, not stored).
    fields: ["heading", "keywords", "body"],
    storeFields: ["kind", "title", "page", "url", "summary", "body"],
    // A section is found by its heading and by its page's name: "Bunaken boat" -> Bunaken's "Getting There".
    extractField: (document, field) =>
      field === "heading"
        ? `${document.title} ${document.page}`.trim()
        : String(document[field as keyof SearchDocument] ?? ""),
    processTerm: (term) => {
      const folded = foldText(term);
      return folded.length > 1 && !stopWords.has(folded) ? folded : null;
    },
    searchOptions: {
      // A page's title or a section's heading (with its page's name) first, then tags, then the text.
      boost: { heading: 4, keywords: 2 },
      prefix: (term) => term.length >= 3,
      fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 5 ? 1 : false),
    },
  });
  search.addAll(guideDocuments(locale));
  return search;
}

const guideIndexes: Record<Locale, () => MiniSearch<SearchDocument>> = {
  en: perVersion(() => buildIndex("en")),
  id: perVersion(() => buildIndex("id")),
};

const toHit = (result: SearchResult): GuideHit => ({
  id: String(result.id),
  kind: result.kind,
  title: result.title,
  page: result.page,
  url: result.url,
  summary: result.summary,
  body: result.body,
  score: result.score,
  terms: result.terms,
});

/**
 * Pages matching every word, best first; when no page has them all, pages matching any of them
 * (so "ferry to togean please" still finds the Togean pages).
 */
export function searchGuide(terms: readonly string[], limit: number, locale: Locale = "en"): GuideHit[] {
  const query = terms.join(" ");
  const index = guideIndexes[locale]();
  const all = index.search(query, { combineWith: "AND" });
  const results = all.length > 0 ? all : index.search(query, { combineWith: "OR" });
  return atMostPerPage(results, PER_PAGE_LIMIT).slice(0, limit).map(toHit);
}

/** Most results from one page (its opening and sections together), so one long article cannot fill the list. */
const PER_PAGE_LIMIT = 2;

/**
 * At most `most` results per page, best first. A page's own entry (its URL without a section) keeps
 * its place when it matches: "togian" lists the Togean Islands page itself, then one of its sections,
 * not two sections and no page.
 */
function atMostPerPage(results: SearchResult[], most: number): SearchResult[] {
  const pageOf = (r: SearchResult) => String(r.url).split("#")[0] ?? "";
  const pagesFound = new Set(results.filter((r) => !String(r.url).includes("#")).map(pageOf));
  const sectionsKept = new Map<string, number>();
  return results.filter((r) => {
    if (!String(r.url).includes("#")) return true;
    const page = pageOf(r);
    const count = (sectionsKept.get(page) ?? 0) + 1;
    sectionsKept.set(page, count);
    return count <= (pagesFound.has(page) ? most - 1 : most);
  });
}
