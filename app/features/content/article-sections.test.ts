import { describe, expect, it } from "vitest";
import { renderArticleMarkdown, secondLevelHeadings } from "./article-markdown.server.ts";
import { articleIntro, articleSections, headingId, markdownPlainText, withHeadingIds } from "./article-sections.ts";

const markdown = `Intro with a [link](/planning).

## When funerals happen

Mostly **July to August**.

## When funerals happen

Again.`;

describe("article sections", () => {
  const headings = secondLevelHeadings(markdown);
  const sections = articleSections(markdown, headings);

  it("gives each second-level heading an anchor from its text, unique on the page", () => {
    expect(headingId("Getting to Rantepao & Tana Toraja")).toBe("getting-to-rantepao-tana-toraja");
    expect(sections.map((s) => s.id)).toEqual(["when-funerals-happen", "when-funerals-happen-2"]);
    expect(withHeadingIds(renderArticleMarkdown(markdown), sections)).toContain('<h2 id="when-funerals-happen-2">');
  });
  it("keeps the reader's text: link words without their addresses, no markup", () => {
    expect(articleIntro(markdown, headings)).toBe("Intro with a link.");
    expect(sections[0]?.text).toBe("Mostly July to August.");
    expect(markdownPlainText("See [our essentials](/planning) first")).toBe("See our essentials first");
  });
});
