import type { Token, Tokens } from "marked";

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

/** The sections of a lexed article (text before the first heading is the introduction, not a section). */
export function articleSections(tokens: Token[]): ArticleSection[] {
  const sections: ArticleSection[] = [];
  const used = new Map<string, number>();
  let current: ArticleSection | null = null;
  for (const token of tokens) {
    if (token.type === "heading" && (token as Tokens.Heading).depth === 2) {
      const title = markdownPlainText((token as Tokens.Heading).text);
      const base = headingId(title);
      const seen = used.get(base) ?? 0;
      used.set(base, seen + 1);
      current = { id: seen === 0 ? base : `${base}-${seen + 1}`, title, text: "" };
      sections.push(current);
    } else if (current) {
      current.text = `${current.text} ${markdownPlainText(token.raw)}`.trim();
    }
  }
  return sections;
}

/** The introduction: the article's text before its first section heading. */
export function articleIntro(tokens: Token[]): string {
  const end = tokens.findIndex((t) => t.type === "heading" && (t as Tokens.Heading).depth === 2);
  return markdownPlainText((end === -1 ? tokens : tokens.slice(0, end)).map((t) => t.raw).join(" "));
}

/** Gives each rendered <h2> the id of its section, in order (the renderer writes them without attributes). */
export function withHeadingIds(html: string, sections: readonly ArticleSection[]): string {
  let i = 0;
  return html.replace(/<h2>/g, () => {
    const section = sections[i++];
    return section ? `<h2 id="${section.id}">` : "<h2>";
  });
}
