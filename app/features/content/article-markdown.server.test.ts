import { describe, expect, it } from "vitest";
import { renderArticleMarkdown } from "./article-markdown.server.ts";

describe("renderArticleMarkdown", () => {
  it("renders headings, emphasis, lists, tables and site links", () => {
    const html = renderArticleMarkdown(
      "## Getting there\n\n**Ferry:** see [Palu](/destinations/palu).\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n",
    );
    expect(html).toContain("<h2>Getting there</h2>");
    expect(html).toContain('<strong>Ferry:</strong> see <a href="/destinations/palu">Palu</a>.');
    expect(html).toContain("<li>one</li>");
    expect(html).toContain("<td>1</td>");
  });

  it("never passes raw HTML or script links through", () => {
    const html = renderArticleMarkdown('<script>alert(1)</script>\n\n<b onclick="x">b</b> [x](javascript:alert(1))');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<b ");
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain("&lt;script&gt;");
  });
});
