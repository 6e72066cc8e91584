import { describe, expect, it } from "vitest";
import { articlePage, blogPage, blogRss } from "./blog.server.ts";
import { BLOG_PAGE_TEXT } from "./texts.ts";

/** The blog in the Indonesian edition (issue 31), with the real articles. */
describe("blog pages in Indonesian", () => {
  it("lists the same articles and categories, in Indonesian", () => {
    const en = blogPage(null);
    const id = blogPage(null, "id");
    expect(id.articles.map((a) => a.slug)).toEqual(en.articles.map((a) => a.slug));
    expect(id.categories).toEqual(en.categories);
    expect(id.articles.map((a) => a.title)).not.toEqual(en.articles.map((a) => a.title));
    // The filter's value stays the English category in both editions.
    expect(blogPage("diving", "id").active).toBe("Diving");
    expect(blogPage("selam", "id").unknown).toBe("selam");
  });

  it("shares the article's Indonesian address, with Indonesian labels", () => {
    const id = articlePage("ultimate-diving-guide-bunaken", "https://example.org", "id");
    const en = articlePage("ultimate-diving-guide-bunaken", "https://example.org");
    expect(id?.article.title).toBe("Panduan Lengkap Menyelam di Taman Nasional Laut Bunaken");
    expect(id?.share.map((s) => s.label)).toEqual([
      "Bagikan di X",
      "Bagikan di Facebook",
      "Bagikan di WhatsApp",
      "Bagikan lewat email",
    ]);
    expect(id?.share[0]?.href).toContain(
      encodeURIComponent("https://example.org/id/blog/ultimate-diving-guide-bunaken"),
    );
    expect(en?.share[0]?.label).toBe("Share on X");
    expect(en?.share[0]?.href).toContain(encodeURIComponent("https://example.org/blog/ultimate-diving-guide-bunaken"));
    expect(id?.related.map((r) => r.slug)).toEqual(en?.related.map((r) => r.slug));
    expect(articlePage("no-such-article", "https://example.org", "id")).toBeUndefined();
  });

  it("keeps the RSS feed English", () => {
    const rss = blogRss("https://example.org", "Sulawesi");
    expect(rss).toContain("<language>en</language>");
    expect(rss).toContain("Ultimate");
    expect(rss).not.toContain("/id/");
  });

  it("counts articles without a plural in Indonesian", () => {
    expect(BLOG_PAGE_TEXT.en.count(1)).toBe("1 article");
    expect(BLOG_PAGE_TEXT.en.countIn(2, "Diving")).toBe("2 articles in Diving");
    expect(BLOG_PAGE_TEXT.id.count(1)).toBe("1 artikel");
    expect(BLOG_PAGE_TEXT.id.countIn(2, "Selam")).toBe("2 artikel dalam kategori Selam");
  });
});
