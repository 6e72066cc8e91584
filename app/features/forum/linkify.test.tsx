import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Linkified, splitLinks } from "./linkify.tsx";

describe("splitLinks", () => {
  it("keeps plain text as one part", () => {
    expect(splitLinks("No links here.\nSecond line")).toEqual([{ type: "text", text: "No links here.\nSecond line" }]);
  });
  it("finds http, https and www addresses and leaves trailing punctuation outside", () => {
    expect(splitLinks("See https://example.com/a?b=1, then www.ferry.id.")).toEqual([
      { type: "text", text: "See " },
      { type: "link", text: "https://example.com/a?b=1", href: "https://example.com/a?b=1" },
      { type: "text", text: ", then " },
      { type: "link", text: "www.ferry.id", href: "https://www.ferry.id/" },
      { type: "text", text: "." },
    ]);
  });
  it("keeps balanced parentheses and drops a closing one that belongs to the sentence", () => {
    expect(splitLinks("(https://en.wikipedia.org/wiki/Toraja_(people))")[1]).toEqual({
      type: "link",
      text: "https://en.wikipedia.org/wiki/Toraja_(people)",
      href: "https://en.wikipedia.org/wiki/Toraja_(people)",
    });
    expect(splitLinks("(see https://example.com/x)")).toEqual([
      { type: "text", text: "(see " },
      { type: "link", text: "https://example.com/x", href: "https://example.com/x" },
      { type: "text", text: ")" },
    ]);
  });
  it("never links other schemes", () => {
    for (const text of ["javascript:alert(1)", "data:text/html,<script>", "vbscript:x", "file:///etc/passwd"]) {
      expect(splitLinks(text).every((p) => p.type === "text")).toBe(true);
    }
    expect(splitLinks("http://localhost").every((p) => p.type === "text")).toBe(true);
  });
  it("stops a link at quotes and angle brackets", () => {
    const parts = splitLinks('https://a.example/"><script>alert(1)</script>');
    expect(parts[0]).toEqual({ type: "link", text: "https://a.example/", href: "https://a.example/" });
  });
});

describe("Linkified", () => {
  it("renders text as escaped text and links with rel nofollow ugc noopener", () => {
    const html = renderToStaticMarkup(<Linkified text={'<img src=x onerror="alert(1)"> https://example.com'} />);
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).not.toContain("<img");
    expect(html).toContain('<a href="https://example.com/" rel="nofollow ugc noopener"');
  });
});
