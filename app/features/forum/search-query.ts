/**
 * Turns whatever a visitor types into a safe full-text query. Only runs of letters and digits
 * survive (quotes, operators, `%`, `*`, NEAR, column filters... are dropped), so the result can never
 * be a syntax error on either engine. All words must match; the last one also matches as a prefix
 * (search as you type) when it has at least 3 characters.
 */

const MAX_TOKENS = 8;
const MAX_TOKEN_LENGTH = 40;
const MIN_PREFIX = 3;

export type SearchToken = { word: string; prefix: boolean };

export function searchTokens(input: string): SearchToken[] {
  const words = input
    .slice(0, 500)
    .normalize("NFKC")
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  if (!words) return [];
  const unique = [...new Set(words.map((w) => w.slice(0, MAX_TOKEN_LENGTH)))].slice(0, MAX_TOKENS);
  return unique.map((word, i) => ({
    word,
    prefix: i === unique.length - 1 && word.length >= MIN_PREFIX && !/^\p{N}+$/u.test(word),
  }));
}

/**
 * SQLite FTS5 MATCH expression: `"ferry" AND "manad"*`; with a category (one of the fixed topic
 * names, never visitor text) also `category : "transport"`, so the index filters by topic too.
 */
export function fts5Query(tokens: SearchToken[], category: string | null = null): string {
  const words = tokens.map((t) => `"${t.word}"${t.prefix ? "*" : ""}`).join(" AND ");
  return category ? `category : "${category}" AND ${words}` : words;
}

/** PostgreSQL to_tsquery('forum_search', ...) input (English stems, accents folded; migration 0012): `ferry & manad:*`. */
export function tsQuery(tokens: SearchToken[]): string {
  return tokens.map((t) => `${t.word}${t.prefix ? ":*" : ""}`).join(" & ");
}
