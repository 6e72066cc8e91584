/**
 * An article's sections, one per second-level heading, with the anchor its heading gets on the page:
 * site search indexes them, so a result can open the part of the article that answers the query.
 */
export type ArticleSection = { id: string; title: string; text: string };

/** "When funerals happen" -> "when-funerals-happen" (accents folded). */
export function headingId(title: string): string {
  return (
    title
      .normalize("NFKD")
      .replace(/\p{M}+/gu, "")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-+|-+$/g, "") || "section"
  );
}

/** Markdown as a reader sees it: link texts without their addresses, no markup characters. */
export function markdownPlainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`]/g, "")
    .replace(/[#>|]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** A second-level heading of an article's Markdown: its source lines [start, end) and its text. */
export type HeadingLines = { start: number; end: number; title: string };

/**
 * The sections of an article, from its Markdown and its second-level headings (found by the Markdown
 * parser, `secondLevelHeadings` in article-markdown.server.ts). Text before the first heading is the
 * introduction, not a section.
 */
export function articleSections(markdown: string, headings: readonly HeadingLines[]): ArticleSection[] {
  const lines = markdown.split("\n");
  const used = new Map<string, number>();
  return headings.map((heading, i) => {
    const title = markdownPlainText(heading.title);
    const base = headingId(title);
    const seen = used.get(base) ?? 0;
    used.set(base, seen + 1);
    const body = lines.slice(heading.end, headings[i + 1]?.start ?? lines.length).join("\n");
    return { id: seen === 0 ? base : `${base}-${seen + 1}`, title, text: markdownPlainText(body) };
  });
}

/** The introduction: the article's text before its first section heading. */
export function articleIntro(markdown: string, headings: readonly HeadingLines[]): string {
  const first = headings[0];
  return markdownPlainText(first ? markdown.split("\n").slice(0, first.start).join("\n") : markdown);
}

/** Gives each rendered <h2> the id of its section, in order (the renderer writes them without attributes). */
export function withHeadingIds(html: string, sections: readonly ArticleSection[]): string {
  let i = 0;
  return html.replace(/<h2>/g, () => {
    const section = sections[i++];
    return section ? `<h2 id="${section.id}">` : "<h2>";
  });
}
