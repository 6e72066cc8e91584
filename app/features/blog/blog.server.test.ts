import { describe, expect, it, vi } from "vitest";
import type { ARTICLE_CATEGORIES } from "~/features/content/constants.ts";
import {
  blogPage,
  buildRss,
  categoriesWithArticles,
  escapeXml,
  parseCategory,
  RELATED_LIMIT,
  relatedArticles,
  rfc822,
  shareLinks,
} from "./blog.server.ts";

type Category = (typeof ARTICLE_CATEGORIES)[number];
type Fixture = {
  slug: string;
  title: string;
  excerpt: string;
  category: Category;
  tags: string[];
  publishedAt: string;
  readTime: number;
  author: { name: string; bio: string };
  image: { motif: "reef"; alt: string };
};

const fx = (slug: string, category: Category, tags: string[], publishedAt: string): Fixture => ({
  slug,
  title: `Title of ${slug}`,
  excerpt: `Excerpt of ${slug}`,
  category,
  tags,
  publishedAt,
  readTime: 5,
  author: { name: "Ayu", bio: "Writer" },
  image: { motif: "reef", alt: "A coral reef seen from above" },
});

const fixtures = vi.hoisted(() => ({ list: [] as unknown[] }));

vi.mock("~/features/content/content.server.ts", () => ({
  guideContent: () => ({
    get articles() {
      return fixtures.list;
    },
  }),
  articleBySlug: (slug: string) => (fixtures.list as { slug: string }[]).find((a) => a.slug === slug),
}));

const list = [
  fx("bunaken", "Diving", ["Bunaken", "Reefs"], "2024-03-01"),
  fx("wakatobi", "Diving", ["Wakatobi"], "2024-05-01"),
  fx("lembeh", "Diving", ["Muck diving"], "2023-01-01"),
  fx("togean", "Adventure", ["reefs", "Islands"], "2024-02-01"),
  fx("toraja", "Culture", ["Funerals"], "2024-04-01"),
  fx("selayar", "Conservation", ["Bunaken", "reefs"], "2022-01-01"),
];
fixtures.list = list;

describe("categoriesWithArticles", () => {
  it("lists only used categories, in the schema's order", () => {
    expect(categoriesWithArticles(list)).toEqual(["Diving", "Culture", "Adventure", "Conservation"]);
    expect(categoriesWithArticles([])).toEqual([]);
  });
});

describe("parseCategory", () => {
  const available = ["Diving", "Budget Travel"];
  it("treats a missing or empty value as All", () => {
    expect(parseCategory(null, available)).toEqual({ category: null, unknown: null });
    expect(parseCategory("  ", available)).toEqual({ category: null, unknown: null });
  });
  it("matches case-insensitively", () => {
    expect(parseCategory("diving", available)).toEqual({ category: "Diving", unknown: null });
    expect(parseCategory("Budget Travel", available).category).toBe("Budget Travel");
  });
  it("reports unknown values, cut to 60 characters", () => {
    expect(parseCategory("Wellness", available)).toEqual({ category: null, unknown: "Wellness" });
    expect(parseCategory("x".repeat(200), available).unknown).toHaveLength(60);
  });
});

describe("relatedArticles", () => {
  it("returns at most 3 others sharing the category or a tag, never itself", () => {
    const related = relatedArticles(list, list[0]!);
    expect(related.length).toBeLessThanOrEqual(RELATED_LIMIT);
    expect(related.map((a) => a.slug)).not.toContain("bunaken");
    for (const a of related) {
      const sharesTag = a.tags.some((t) => list[0]!.tags.map((x) => x.toLowerCase()).includes(t.toLowerCase()));
      expect(a.category === "Diving" || sharesTag).toBe(true);
    }
  });
  it("ranks by shared tags, then same category, then newest", () => {
    // selayar shares 2 tags; togean 1 tag; wakatobi and lembeh share the category (wakatobi newer).
    expect(relatedArticles(list, list[0]!).map((a) => a.slug)).toEqual(["selayar", "togean", "wakatobi"]);
    expect(relatedArticles(list, list[0]!, 10).map((a) => a.slug)).toEqual(["selayar", "togean", "wakatobi", "lembeh"]);
  });
  it("returns nothing when no article is related", () => {
    expect(relatedArticles(list, list[4]!)).toEqual([]);
  });
});

describe("escapeXml", () => {
  it("escapes the five special characters", () => {
    expect(escapeXml(`Fish & chips <b>"big" 'fish'</b>`)).toBe(
      "Fish &amp; chips &lt;b&gt;&quot;big&quot; &apos;fish&apos;&lt;/b&gt;",
    );
  });
  it("escapes an ampersand once, even inside an existing entity", () => {
    expect(escapeXml("&amp;")).toBe("&amp;amp;");
  });
});

describe("buildRss", () => {
  const xml = buildRss({
    siteUrl: "https://example.test/",
    siteName: "Sulawesi & Co",
    description: "Guides <for> \"travellers\" & 'divers'",
    feedPath: "/blog/rss.xml",
    items: [
      {
        ...fx("older", "Culture", ["a"], "2024-01-01"),
        title: `Rice & "fish" <fresh>`,
        excerpt: "It's <b>good</b> & cheap",
      },
      fx("newer", "Diving", ["b"], "2024-06-15"),
    ],
  });

  it("is an RSS 2.0 document with absolute links, newest first", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain("<link>https://example.test/blog</link>");
    expect(xml).toContain(
      '<atom:link href="https://example.test/blog/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(xml.indexOf("https://example.test/blog/newer")).toBeLessThan(xml.indexOf("https://example.test/blog/older"));
    expect(xml).toContain('<guid isPermaLink="true">https://example.test/blog/older</guid>');
    expect(xml).toContain("<pubDate>Sat, 15 Jun 2024 00:00:00 GMT</pubDate>");
    expect(xml).toContain("<lastBuildDate>Sat, 15 Jun 2024 00:00:00 GMT</lastBuildDate>");
    expect(xml.trimEnd().endsWith("</rss>")).toBe(true);
    expect(xml.match(/<item>/g)).toHaveLength(2);
  });

  it("escapes every text value", () => {
    expect(xml).toContain("<title>Sulawesi &amp; Co Blog</title>");
    expect(xml).toContain("<title>Rice &amp; &quot;fish&quot; &lt;fresh&gt;</title>");
    expect(xml).toContain("<description>It&apos;s &lt;b&gt;good&lt;/b&gt; &amp; cheap</description>");
    expect(xml).toContain(
      "<description>Guides &lt;for&gt; &quot;travellers&quot; &amp; &apos;divers&apos;</description>",
    );
    // No raw special characters left in text nodes.
    const text = xml.replace(/<[^>]+>/g, "");
    expect(text).not.toMatch(/[<>"']|&(?!(amp|lt|gt|quot|apos);)/);
  });

  it("has an empty channel when there are no articles", () => {
    const empty = buildRss({ siteUrl: "https://x.test", siteName: "X", description: "d", feedPath: "/f", items: [] });
    expect(empty).not.toContain("<item>");
    expect(empty).not.toContain("lastBuildDate");
  });
});

describe("rfc822", () => {
  it("formats an ISO date at midnight UTC", () => {
    expect(rfc822("2024-01-01")).toBe("Mon, 01 Jan 2024 00:00:00 GMT");
  });
});

describe("shareLinks", () => {
  it("encodes the URL and title into each network's link", () => {
    const links = shareLinks("https://example.test/blog/a?b=1&c=2", "Fish & Chips");
    const byNetwork = Object.fromEntries(links.map((l) => [l.network, l.href]));
    expect(byNetwork.x).toBe(
      "https://twitter.com/intent/tweet?url=https%3A%2F%2Fexample.test%2Fblog%2Fa%3Fb%3D1%26c%3D2&text=Fish%20%26%20Chips",
    );
    expect(byNetwork.facebook).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.test%2Fblog%2Fa%3Fb%3D1%26c%3D2",
    );
    expect(byNetwork.whatsapp).toMatch(/^https:\/\/wa\.me\/\?text=Fish%20%26%20Chips%20https%3A/);
    expect(byNetwork.email).toMatch(/^mailto:\?subject=Fish%20%26%20Chips&body=/);
  });
});

describe("blogPage", () => {
  it("shows all articles without a category", () => {
    const page = blogPage(null);
    expect(page.articles).toHaveLength(list.length);
    expect(page.active).toBeNull();
    expect(page.unknown).toBeNull();
  });
  it("filters by category", () => {
    const page = blogPage("Diving");
    expect(page.active).toBe("Diving");
    expect(page.articles.map((a) => a.slug).sort()).toEqual(["bunaken", "lembeh", "wakatobi"]);
    expect(page.articles[0]).toEqual({
      slug: "bunaken",
      title: "Title of bunaken",
      excerpt: "Excerpt of bunaken",
      category: "Diving",
      author: "Ayu",
      publishedAt: "2024-03-01",
      readTime: 5,
    });
  });
  it("shows no articles for an unknown category", () => {
    expect(blogPage("Wellness")).toMatchObject({ active: null, unknown: "Wellness", articles: [] });
  });
});
