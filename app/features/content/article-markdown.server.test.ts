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

describe("renderArticleMarkdown in the Indonesian edition", () => {
  const body =
    "Lihat [Palu](/destinations/palu), [perencana](/transport/plan?from=makassar#hasil), [beranda](/), " +
    "[bagian](#getting-there), [data](/data/routes.json), [umpan](/blog/rss.xml) dan [Wikipedia](https://id.wikipedia.org/wiki/Sulawesi).";

  it("keeps links to the site's pages under /id", () => {
    const html = renderArticleMarkdown(body, "id");
    expect(html).toContain('<a href="/id/destinations/palu">Palu</a>');
    expect(html).toContain('<a href="/id/transport/plan?from=makassar#hasil">perencana</a>');
    expect(html).toContain('<a href="/id">beranda</a>');
  });

  it("leaves anchors, files, feeds and other sites as written", () => {
    const html = renderArticleMarkdown(body, "id");
    expect(html).toContain('<a href="#getting-there">bagian</a>');
    expect(html).toContain('<a href="/data/routes.json">data</a>');
    expect(html).toContain('<a href="/blog/rss.xml">umpan</a>');
    expect(html).toContain('<a href="https://id.wikipedia.org/wiki/Sulawesi">Wikipedia</a>');
  });

  it("leaves the English edition's links unchanged", () => {
    expect(renderArticleMarkdown(body, "en")).toBe(renderArticleMarkdown(body));
    expect(renderArticleMarkdown(body)).toContain('<a href="/destinations/palu">Palu</a>');
    expect(renderArticleMarkdown(body)).toContain('<a href="/">beranda</a>');
  });
});
