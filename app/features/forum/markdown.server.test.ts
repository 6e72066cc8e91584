import { performance } from "node:perf_hooks";
import { describe, expect, it } from "vitest";
import { isAllowedHref, linksIn, markdownToText, renderMarkdown, renderMarkdownUncached } from "./markdown.server.ts";

const REL = 'rel="ugc nofollow noopener"';

/** Every tag and attribute name in the HTML: only these may ever appear. */
function tagsAndAttributes(html: string): { tags: Set<string>; attributes: Set<string> } {
  const tags = new Set<string>();
  const attributes = new Set<string>();
  for (const match of html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)) {
    tags.add((match[1] ?? "").toLowerCase());
    const inside = match[2] ?? "";
    // Every attribute is name="value" (quotes inside a value are &quot;); nothing else may be left.
    for (const attr of inside.matchAll(/\s([a-z-]+)="[^"]*"/gi)) attributes.add((attr[1] ?? "").toLowerCase());
    if (inside.replace(/\s([a-z-]+)="[^"]*"/gi, "").trim() !== "") attributes.add(`unparsed: ${inside}`);
  }
  return { tags, attributes };
}

const ALLOWED_TAGS = new Set(["p", "br", "strong", "em", "ul", "ol", "li", "a", "blockquote", "code", "pre"]);
const ALLOWED_ATTRIBUTES = new Set(["href", "rel", "title", "start"]);

function expectInert(html: string) {
  const { tags, attributes } = tagsAndAttributes(html);
  for (const tag of tags) expect(ALLOWED_TAGS, `tag <${tag}> in ${html}`).toContain(tag);
  for (const attr of attributes) expect(ALLOWED_ATTRIBUTES, `attribute ${attr} in ${html}`).toContain(attr);
  for (const href of html.matchAll(/href="([^"]*)"/g)) {
    expect(href[1], html).toMatch(/^(https?:\/\/[^/"]+\.[^/"]+|mailto:)/);
  }
  expect(html).not.toMatch(/<(script|img|iframe|svg|style|object|embed|form|input|math|video|audio|source)\b/i);
}

describe("renderMarkdown: the safe subset", () => {
  it("renders paragraphs, bold, italic, lists, quotes and code", () => {
    const html = renderMarkdown(
      "**Bold** and _italic_ and `code`\n\n- one\n- two\n\n1. first\n2. second\n\n> quoted\n\n```\nfenced <b>\n```",
    );
    expect(html).toContain("<strong>Bold</strong>");
    expect(html).toContain("<em>italic</em>");
    expect(html).toContain("<code>code</code>");
    expect(html).toContain("<ul>\n<li>one</li>\n<li>two</li>\n</ul>");
    expect(html).toContain("<ol>\n<li>first</li>");
    expect(html).toContain("<blockquote>\n<p>quoted</p>\n</blockquote>");
    expect(html).toContain("<pre><code>fenced &lt;b&gt;\n</code></pre>");
  });

  it("leaves headings, images, tables, rules, raw HTML and indented code as text", () => {
    const html = renderMarkdown(
      "# Heading\n\n![photo](https://example.com/a.png)\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n---\n\n    indented\n\n<b>raw</b>",
    );
    expect(html).not.toMatch(/<(h[1-6]|img|table|hr|pre)\b/);
    expect(html).toContain("# Heading");
    expect(html).toContain("| a | b |");
    expect(html).toContain("&lt;b&gt;raw&lt;/b&gt;");
    expectInert(html);
  });

  it("gives every link rel=ugc nofollow noopener", () => {
    const html = renderMarkdown("[ferry](https://ferry.example.id/x) <https://a.example.com> https://b.example.com");
    expect(html.match(/<a /g)?.length).toBe(3);
    expect(html.match(new RegExp(REL, "g"))?.length).toBe(3);
    expect(html).toContain(`<a href="https://ferry.example.id/x" ${REL}>ferry</a>`);
  });

  it("links only http(s) with a dotted host and mailto", () => {
    expect(renderMarkdown("[mail](mailto:someone@example.com)")).toContain('href="mailto:someone@example.com"');
    for (const source of [
      "[x](javascript:alert(1))",
      "[x](JaVaScRiPt:alert(1))",
      "[x](java\nscript:alert(1))",
      "[x](&#106;avascript:alert(1))",
      "[x](javascript&colon;alert(1))",
      "[x](%6Aavascript:alert(1))",
      "[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
      "[x](vbscript:msgbox(1))",
      "[x](file:///etc/passwd)",
      "[x](/community)",
      "[x](//evil.example.com)",
      "[x](http://localhost:3000)",
      "[x](https://user:pass@example.com)",
      "<javascript:alert(1)>",
      "<data:text/html,<script>alert(1)</script>>",
      "ftp://files.example.com/x",
    ]) {
      const html = renderMarkdown(source);
      expect(html, source).not.toContain("<a ");
      expect(linksIn(source), source).toEqual([]);
      expectInert(html);
    }
  });

  it("keeps XSS payloads inert", () => {
    for (const source of [
      "<script>alert(1)</script>",
      "<img src=x onerror=alert(1)>",
      '"><svg onload=alert(1)>',
      '<iframe srcdoc="<script>alert(1)</script>">',
      '[x](https://example.com" onmouseover="alert(1))',
      '[x](https://example.com "a" onmouseover="alert(1)")',
      '[x](https://example.com "t\\" onmouseover=\\"alert(1)")',
      "[<img src=x onerror=alert(1)>](https://example.com)",
      "**<script>alert(1)</script>**",
      "`<script>alert(1)</script>`",
      'https://example.com/"><script>alert(1)</script>',
      "https://example.com/'onmouseover='alert(1)'",
      "![x](javascript:alert(1))",
      '![x](https://example.com/x.png" onerror="alert(1))',
      '<a href="javascript:alert(1)">x</a>',
      "&lt;script&gt;alert(1)&lt;/script&gt;",
      "[x]( javascript:alert(1) )",
      "[x](<javascript:alert(1)>)",
    ]) {
      expectInert(renderMarkdown(source));
    }
    expect(renderMarkdown('[x](https://example.com "t\\" onmouseover=\\"alert(1)")')).toContain(
      'title="t&quot; onmouseover=&quot;alert(1)"',
    );
  });
});

describe("renderMarkdown: plain text as before", () => {
  it("keeps line breaks and paragraphs", () => {
    expect(renderMarkdown("No links here.\nSecond line")).toBe("<p>No links here.<br>\nSecond line</p>\n");
    expect(renderMarkdown("One.\n\nTwo.")).toBe("<p>One.</p>\n<p>Two.</p>\n");
  });

  it("links http, https and www addresses and leaves trailing punctuation outside", () => {
    const html = renderMarkdown("See https://example.com/a?b=1, then www.ferry.id.");
    expect(html).toBe(
      `<p>See <a href="https://example.com/a?b=1" ${REL}>https://example.com/a?b=1</a>, then <a href="https://www.ferry.id" ${REL}>www.ferry.id</a>.</p>\n`,
    );
  });

  it("keeps balanced parentheses and drops a closing one that belongs to the sentence", () => {
    expect(renderMarkdown("(https://en.wikipedia.org/wiki/Toraja_(people))")).toContain(
      'href="https://en.wikipedia.org/wiki/Toraja_(people)"',
    );
    expect(renderMarkdown("(see https://example.com/x)")).toBe(
      `<p>(see <a href="https://example.com/x" ${REL}>https://example.com/x</a>)</p>\n`,
    );
  });

  it("does not link bare domains or e-mail addresses, as before", () => {
    expect(renderMarkdown("Stayed at hotel.example.com, write to a@example.com")).not.toContain("<a ");
  });

  it("escapes what looks like HTML", () => {
    expect(renderMarkdown('<img src=x onerror="alert(1)"> https://example.com')).toBe(
      `<p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt; <a href="https://example.com" ${REL}>https://example.com</a></p>\n`,
    );
  });
});

describe("linksIn", () => {
  it("finds explicit links, autolinks and bare addresses, and nothing in plain text", () => {
    expect(linksIn("no links, just hotel.example.com and 10 km")).toEqual([]);
    expect(linksIn("[a](https://a.example.com) <https://b.example.com> www.c.example.com")).toEqual([
      "https://a.example.com",
      "https://b.example.com",
      "https://www.c.example.com",
    ]);
    expect(linksIn("> quoted\n> - https://d.example.com")).toEqual(["https://d.example.com"]);
    expect(linksIn("`https://in.code.example.com`")).toEqual([]);
  });
});

describe("markdownToText", () => {
  it("gives the text a reader sees, on one line", () => {
    expect(
      markdownToText("**Pelni** sails _twice_:\n\n- Tuesday\n- Friday\n\n[timetable](https://pelni.example.com) <b>&"),
    ).toBe("Pelni sails twice: Tuesday Friday timetable <b>&");
  });
});

describe("isAllowedHref", () => {
  it("allows http(s) with a dotted host and mailto only", () => {
    expect(isAllowedHref("https://example.com/x")).toBe(true);
    expect(isAllowedHref("mailto:a@example.com")).toBe(true);
    expect(isAllowedHref("javascript:alert(1)")).toBe(false);
    expect(isAllowedHref("https://localhost/")).toBe(false);
    expect(isAllowedHref(`https://example.com/${"a".repeat(2_000)}`)).toBe(false);
  });
});

describe("render cost", () => {
  it("renders a page of ten 600-character excerpts in a few milliseconds, and cached in far less", () => {
    const excerpts = Array.from({ length: 10 }, (_, i) =>
      `Post ${i}: **Ferry** from Makassar to _Bau-Bau_ (see https://example.com/ferry/${i}).\n\n- Tuesday\n- Friday\n\n> Ask at the port.\n`
        .repeat(5)
        .slice(0, 600),
    );
    for (const e of excerpts) renderMarkdownUncached(e); // warm up the JIT
    const t0 = performance.now();
    for (let round = 0; round < 100; round++) for (const e of excerpts) renderMarkdownUncached(e);
    const uncached = (performance.now() - t0) / 100;
    for (const e of excerpts) renderMarkdown(e);
    const t1 = performance.now();
    for (let round = 0; round < 20; round++) for (const e of excerpts) renderMarkdown(e);
    const cached = (performance.now() - t1) / 20;
    console.info(`markdown: a page of 10 excerpts ${uncached.toFixed(3)} ms uncached, ${cached.toFixed(3)} ms cached`);
    // A guard against a pathological regression (about 3 ms here), with room for a loaded test machine.
    expect(uncached).toBeLessThan(60);
    expect(cached).toBeLessThan(uncached);
  });
});
