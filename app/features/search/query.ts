import { SEARCH_QUERY_MAX } from "./constants.ts";
import { foldedWords } from "./fold.ts";

/** What a visitor typed, judged before any index is asked. */
export type ParsedQuery =
  | { kind: "empty" }
  | { kind: "tooLong"; query: string }
  | { kind: "noWords"; query: string }
  | { kind: "ok"; query: string; terms: string[] };

/** Most words of one query that are looked up. */
const MAX_TERMS = 8;

export function parseSearchQuery(raw: string | null | undefined): ParsedQuery {
  const query = (raw ?? "").replace(/\s+/g, " ").trim();
  if (query === "") return { kind: "empty" };
  if (query.length > SEARCH_QUERY_MAX) return { kind: "tooLong", query: query.slice(0, SEARCH_QUERY_MAX) };
  const terms = [...new Set(foldedWords(query))].slice(0, MAX_TERMS);
  if (terms.length === 0) return { kind: "noWords", query };
  return { kind: "ok", query, terms };
}

/** Beginnings of the site's section names: a bad path's "destinaton" or "transprt" says nothing about the page. */
const SECTION_PREFIXES = ["desti", "trans", "exper", "commu", "plann", "blog", "artic"];

/** The words of a not-found path worth searching for: "/destinaton/bunakn-island" -> "bunakn island". */
export function pathWords(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: search the raw path.
  }
  return foldedWords(decoded)
    .filter((w) => w.length >= 3 && !SECTION_PREFIXES.some((prefix) => w.startsWith(prefix)))
    .slice(0, MAX_TERMS)
    .join(" ");
}
