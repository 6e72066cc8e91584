import MarkdownIt from "markdown-it";
import { type Locale, localizePath } from "~/lib/locale.ts";
import type { HeadingLines } from "./article-sections.ts";

/**
 * The articles' Markdown (content/articles/*.md), rendered with markdown-it, the site's one Markdown
 * library (the forum has its own, narrower configuration in forum/markdown.server.ts). Articles are
 * ours, so the whole CommonMark set is on (headings, lists, tables, links to our own pages), but raw
 * HTML is still never passed through: it stays text. markdown-it's own link check refuses javascript:,
 * vbscript: and data: addresses. No linkify or typographic replacements: the text shows as written.
 */
const articleMarkdown = new MarkdownIt("default", { html: false, linkify: false, typographer: false });

type RenderEnv = { locale?: Locale };

/**
 * Links to our own pages stay in the article's edition (ADR 0036): on the Indonesian edition
 * `[Palu](/destinations/palu)` points to `/id/destinations/palu`. Full URLs, anchors, files and APIs
 * are left as written (`localizePath`), and the English edition's links are never touched.
 */
const renderLinkOpen = articleMarkdown.renderer.rules.link_open;
articleMarkdown.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const locale = (env as RenderEnv | undefined)?.locale ?? "en";
  const token = tokens[idx];
  const href = token?.attrGet("href");
  if (token && typeof href === "string" && locale !== "en") token.attrSet("href", localizePath(href, locale));
  return renderLinkOpen ? renderLinkOpen(tokens, idx, options, env, self) : self.renderToken(tokens, idx, options);
};

/** An article's Markdown body as HTML, its links to the site's pages kept in `locale`'s edition. */
export function renderArticleMarkdown(body: string, locale: Locale = "en"): string {
  return articleMarkdown.render(body, { locale } satisfies RenderEnv);
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
