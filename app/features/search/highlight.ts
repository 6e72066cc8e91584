import { foldWithIndex } from "./fold.ts";

/** A piece of a snippet; `mark` pieces matched the query and are shown highlighted. */
export type SnippetPart = { text: string; mark: boolean };

type Range = { start: number; end: number };

/** Where words starting with one of `terms` (folded) stand in `text`, as ranges of the original text. */
export function matchRanges(text: string, terms: readonly string[]): Range[] {
  const wanted = terms.filter((t) => t.length > 0);
  if (wanted.length === 0) return [];
  const { folded, origin } = foldWithIndex(text);
  const at = (i: number) => origin[i] ?? text.length;
  const ranges: Range[] = [];
  for (const word of folded.matchAll(/[\p{L}\p{N}]+/gu)) {
    const hit = wanted.filter((t) => word[0].startsWith(t)).sort((a, b) => b.length - a.length)[0];
    if (!hit) continue;
    // The range ends where the original character holding the match's last folded character ends.
    const last = word.index + hit.length - 1;
    let end = last + 1;
    while (at(end) === at(last) && end < folded.length) end++;
    ranges.push({ start: at(word.index), end: at(end) });
  }
  return ranges;
}

/** `text` split into plain and marked parts at `ranges` (sorted, non-overlapping). */
function splitAt(text: string, ranges: Range[]): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let at = 0;
  for (const { start, end } of ranges) {
    if (start < at) continue;
    if (start > at) parts.push({ text: text.slice(at, start), mark: false });
    parts.push({ text: text.slice(start, end), mark: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), mark: false });
  return parts;
}

/**
 * A window of about `length` characters of `text` around its first match, cut at word boundaries,
 * with the matches marked. Without a match: the opening of the text.
 */
export function snippet(text: string, terms: readonly string[], length: number): SnippetPart[] {
  const clean = text.replace(/\s+/g, " ").trim();
  const ranges = matchRanges(clean, terms);
  const first = ranges[0]?.start ?? 0;
  let start = Math.max(0, first - Math.floor(length / 3));
  if (start > 0) start = clean.indexOf(" ", start) + 1 || start;
  let end = Math.min(clean.length, start + length);
  if (end < clean.length) end = clean.lastIndexOf(" ", end) > start ? clean.lastIndexOf(" ", end) : end;
  const window = clean.slice(start, end);
  const shifted = ranges
    .filter((r) => r.start >= start && r.end <= end)
    .map((r) => ({ start: r.start - start, end: r.end - start }));
  const parts = splitAt(window, shifted);
  if (start > 0) parts.unshift({ text: "… ", mark: false });
  if (end < clean.length) parts.push({ text: " …", mark: false });
  return parts;
}
