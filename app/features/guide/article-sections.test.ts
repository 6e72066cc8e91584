import { Marked } from "marked";
import { describe, expect, it } from "vitest";
import { articleIntro, articleSections, headingId, markdownPlainText, withHeadingIds } from "./article-sections.ts";

const markdown = `Intro with a [link](/planning).

## When funerals happen

Mostly **July to August**.

## When funerals happen

Again.`;

describe("article sections", () => {
  const marked = new Marked();
  const tokens = marked.lexer(markdown);
  const sections = articleSections(tokens);

  it("gives each second-level heading an anchor from its text, unique on the page", () => {
    expect(headingId("Getting to Rantepao & Tana Toraja")).toBe("getting-to-rantepao-tana-toraja");
    expect(sections.map((s) => s.id)).toEqual(["when-funerals-happen", "when-funerals-happen-2"]);
    expect(withHeadingIds(marked.parser(tokens), sections)).toContain('<h2 id="when-funerals-happen-2">');
  });
  it("keeps the reader's text: link words without their addresses, no markup", () => {
    expect(articleIntro(tokens)).toBe("Intro with a link.");
    expect(sections[0]?.text).toBe("Mostly July to August.");
    expect(markdownPlainText("See [our essentials](/planning) first")).toBe("See our essentials first");
  });
});
