import { describe, expect, it } from "vitest";
import { renderRss, rfc822Date } from "./rss.ts";

const channel = {
  title: "Guide & Co: route changes",
  link: "https://example.test/transport",
  description: 'Changes <with> "quotes"',
  selfUrl: "https://example.test/feed.xml",
};
const item = (date: string, title = "A change") => ({
  title,
  link: `https://example.test/h#${date}`,
  guid: `https://example.test/h#${date}`,
  guidIsPermaLink: true,
  description: "Price: Rp1M → Rp1.2M",
  date,
  categories: ["traveller report"],
});

describe("renderRss", () => {
  it("writes an RSS 2.0 channel with its items in the given order and the newest date as lastBuildDate", () => {
    const xml = renderRss(channel, [item("2026-11-24T10:00:00.000Z"), item("2026-11-20")]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain('<atom:link href="https://example.test/feed.xml" rel="self" type="application/rss+xml"/>');
    expect(xml).toContain("<lastBuildDate>Tue, 24 Nov 2026 10:00:00 GMT</lastBuildDate>");
    expect(xml.indexOf("2026-11-24T10")).toBeLessThan(xml.indexOf("#2026-11-20"));
    expect(xml).toContain("<pubDate>Fri, 20 Nov 2026 00:00:00 GMT</pubDate>");
    expect(xml).toContain("<category>traveller report</category>");
    expect(xml.match(/<item>/g)).toHaveLength(2);
  });
  it("escapes every text value", () => {
    const xml = renderRss(channel, [item("2026-11-24", `Rice & "fish" <fresh>`)]);
    expect(xml).toContain("<title>Guide &amp; Co: route changes</title>");
    expect(xml).toContain("<title>Rice &amp; &quot;fish&quot; &lt;fresh&gt;</title>");
    expect(xml.replace(/<[^>]+>/g, "")).not.toMatch(/[<>"']|&(?!(amp|lt|gt|quot|apos);)/);
  });
  it("has an empty channel and no lastBuildDate without items", () => {
    const xml = renderRss(channel, []);
    expect(xml).not.toContain("<item>");
    expect(xml).not.toContain("lastBuildDate");
  });
  it("dates a calendar day at midnight UTC", () => {
    expect(rfc822Date("2024-01-01")).toBe("Mon, 01 Jan 2024 00:00:00 GMT");
  });
});
