import MarkdownIt from "markdown-it";
import { USER_LINK_REL } from "./constants.ts";

/**
 * Members' Markdown (posts, comments and their earlier versions), rendered on the server with
 * markdown-it (docs/decisions/0023-forum-markdown-history-profiles.md). The one source of truth for
 * what a member's text shows, and for what counts as a link (the new-account rule, link-rule.server.ts).
 *
 * - A safe subset: paragraphs, line breaks, bold, italic, bullet and numbered lists, links, quotes,
 *   inline code and fenced code. Everything else (headings, images, tables, rules, raw HTML, indented
 *   code, reference definitions) stays text. Raw HTML is never interpreted (`html: false`): `<b>` shows
 *   as `<b>`.
 * - Links: only absolute http(s) addresses whose host has a dot, and mailto:. Anything else (javascript:,
 *   data:, vbscript:, relative paths) is left as the text that was typed. Every link gets
 *   rel="ugc nofollow noopener".
 * - Plain text renders as before Markdown: a line break stays a line break (`breaks`), addresses written
 *   with http(s):// or www. become links, bare domains and e-mail addresses do not.
 */

const SUBSET = [
  // block
  "blockquote",
  "list",
  "fence",
  // inline
  "newline",
  "escape",
  "backticks",
  "emphasis",
  "link",
  "autolink",
  "entity",
  "linkify",
];

const MAX_URL = 2_000;

/** http(s) with a dotted host, or mailto: (what a member may link to). */
export function isAllowedHref(url: string): boolean {
  if (url.length > MAX_URL) return false;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return false;
  }
  if (parsed.protocol === "mailto:") return parsed.pathname.includes("@");
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return false;
  return parsed.hostname.includes(".") && !parsed.username && !parsed.password;
}

function createRenderer() {
  const md = new MarkdownIt("zero", { html: false, linkify: true, breaks: true });
  md.enable(SUBSET);
  md.validateLink = isAllowedHref;
  md.linkify.set({ fuzzyLink: false, fuzzyEmail: false, fuzzyIP: false });
  // "www.example.com" is a link as it always was on the forum (as https), with linkify-it's own rules
  // for where an address ends; a bare "example.com" is not.
  md.linkify.add("ftp:", null).add("//", null);
  md.linkify.add("www.", {
    validate(text, pos, self) {
      const re = self.re.get_http_validator();
      const candidate = `//www.${text.slice(pos)}`;
      re.lastIndex = 0;
      const match = re.exec(candidate);
      return match ? match[0].length - "//www.".length : 0;
    },
    normalize(match) {
      match.url = `https://${match.url}`;
    },
  });
  const defaultLinkOpen = md.renderer.rules.link_open;
  md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
    tokens[idx]?.attrSet("rel", USER_LINK_REL);
    return defaultLinkOpen ? defaultLinkOpen(tokens, idx, options, env, self) : self.renderToken(tokens, idx, options);
  };
  return md;
}

const md = createRenderer();

// Rendered HTML by source text. /community renders the same ten excerpts again and again (members skip
// the page cache), so recent results are kept; bounded by entries and by the length of what is kept.
const CACHE_ENTRIES = 2_000;
const CACHE_CHARS = 8_000_000;
const cache = new Map<string, string>();
let cachedChars = 0;

function remember(source: string, html: string): void {
  cache.set(source, html);
  cachedChars += source.length + html.length;
  while (cache.size > CACHE_ENTRIES || cachedChars > CACHE_CHARS) {
    const oldest = cache.keys().next();
    if (oldest.done) break;
    cachedChars -= oldest.value.length + (cache.get(oldest.value)?.length ?? 0);
    cache.delete(oldest.value);
  }
}

/** A member's text as safe HTML (see above). */
export function renderMarkdown(source: string): string {
  const hit = cache.get(source);
  if (hit !== undefined) {
    // Most recently used goes last.
    cache.delete(source);
    cache.set(source, hit);
    return hit;
  }
  const html = md.render(source);
  remember(source, html);
  return html;
}

/** The render without the cache (the bench compares the two). */
export function renderMarkdownUncached(source: string): string {
  return md.render(source);
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

/** What a reader sees of `source`, as one line of plain text (for meta descriptions). */
export function markdownToText(source: string): string {
  return renderMarkdown(source)
    .replace(/<\/?(?:strong|em|a|code)\b[^>]*>/g, "")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
}

/** The addresses that `source` would show as links (explicit, <autolinks> and bare addresses). */
export function linksIn(source: string): string[] {
  const hrefs: string[] = [];
  for (const block of md.parse(source, {})) {
    for (const token of block.children ?? []) {
      if (token.type === "link_open") hrefs.push(String(token.attrGet("href") ?? ""));
    }
  }
  return hrefs;
}
