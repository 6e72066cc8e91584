import MarkdownIt from "markdown-it";
import type { HeadingLines } from "./article-sections.ts";

/**
 * The articles' Markdown (content/articles/*.md), rendered with markdown-it, the site's one Markdown
 * library (the forum has its own, narrower configuration in forum/markdown.server.ts). Articles are
 * ours, so the whole CommonMark set is on (headings, lists, tables, links to our own pages), but raw
 * HTML is still never passed through: it stays text. markdown-it's own link check refuses javascript:,
 * vbscript: and data: addresses. No linkify or typographic replacements: the text shows as written.
 */
const articleMarkdown = new MarkdownIt("default", { html: false, linkify: false, typographer: false });

/** An article's Markdown body as HTML. */
export function renderArticleMarkdown(body: string): string {
  return articleMarkdown.render(body);
}

/** The second-level headings of an article's Markdown, with their source lines (for its sections). */
export function secondLevelHeadings(body: string): HeadingLines[] {
  const tokens = articleMarkdown.parse(body, {});
  return tokens.flatMap((token, i) =>
    token.type === "heading_open" && token.tag === "h2" && token.map
      ? [{ start: token.map[0], end: token.map[1], title: tokens[i + 1]?.content ?? "" }]
      : [],
  );
}
