import type { ReactNode } from "react";

/**
 * Turns plain text into React nodes: text stays text (React escapes it), web addresses become links
 * with rel="nofollow ugc noopener". Nothing a user writes is ever interpreted as HTML. Line breaks are
 * kept by the caller's CSS (`white-space: pre-line`).
 */

export const USER_LINK_REL = "nofollow ugc noopener";

const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/gi;
const TRAILING = /[.,;:!?'"*_~]+$/;
const MAX_URL = 2_000;

export type TextPart = { type: "text"; text: string } | { type: "link"; text: string; href: string };

/** Splits text into plain parts and http(s) links (pure, so it is tested directly). */
export function splitLinks(input: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of input.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const candidate = withoutSentencePunctuation(match[0]);
    const href = toHref(candidate);
    if (!href) continue;
    if (start > last) parts.push({ type: "text", text: input.slice(last, start) });
    parts.push({ type: "link", text: candidate, href });
    last = start + candidate.length;
  }
  if (last < input.length) parts.push({ type: "text", text: input.slice(last) });
  return parts;
}

/** Trailing punctuation belongs to the sentence, as does a ")" that closes text outside the URL. */
function withoutSentencePunctuation(match: string): string {
  let candidate = match;
  for (;;) {
    const trimmed = candidate.replace(TRAILING, "");
    const unbalanced =
      trimmed.endsWith(")") && (trimmed.match(/\(/g)?.length ?? 0) < (trimmed.match(/\)/g)?.length ?? 0);
    const next = unbalanced ? trimmed.slice(0, -1) : trimmed;
    if (next === candidate) return candidate;
    candidate = next;
  }
}

function toHref(candidate: string): string | null {
  if (candidate.length > MAX_URL) return null;
  const withScheme = /^www\./i.test(candidate) ? `https://${candidate}` : candidate;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (!url.hostname.includes(".")) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** `splitLinks` as React nodes. */
export function Linkified({ text }: { text: string }): ReactNode {
  return splitLinks(text).map((part, i) =>
    part.type === "text" ? (
      part.text
    ) : (
      <a
        // biome-ignore lint/suspicious/noArrayIndexKey: parts never reorder.
        key={i}
        href={part.href}
        rel={USER_LINK_REL}
        className="break-words text-ocean-700 underline underline-offset-2 hover:text-ocean-900"
      >
        {part.text}
      </a>
    ),
  );
}
