/**
 * A small RSS 2.0 writer for feeds other than the blog's (app/features/blog/blog.server.ts writes
 * the articles' own). Links must be absolute; dates are ISO timestamps or calendar dates (UTC).
 */

export type RssChannel = {
  title: string;
  /** The page the feed belongs to (absolute). */
  link: string;
  description: string;
  /** The feed's own address (absolute), for atom:link rel="self". */
  selfUrl: string;
};

export type RssItem = {
  title: string;
  link: string;
  /** Stable and unique; a permalink when it is the item's own address. */
  guid: string;
  guidIsPermaLink: boolean;
  description: string;
  /** ISO timestamp or calendar date. */
  date: string;
  categories: string[];
};

/** Escape the five XML special characters, for text and attribute values. */
export function escapeXmlText(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&${{ "&": "amp", "<": "lt", ">": "gt", '"': "quot", "'": "apos" }[c]};`);
}

/** RFC 822 date (what RSS 2.0 requires); a calendar date is midnight UTC. */
export function rfc822Date(iso: string): string {
  return new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso).toUTCString();
}

function itemXml(item: RssItem): string[] {
  return [
    "<item>",
    `<title>${escapeXmlText(item.title)}</title>`,
    `<link>${escapeXmlText(item.link)}</link>`,
    `<guid isPermaLink="${item.guidIsPermaLink}">${escapeXmlText(item.guid)}</guid>`,
    `<description>${escapeXmlText(item.description)}</description>`,
    ...item.categories.map((c) => `<category>${escapeXmlText(c)}</category>`),
    `<pubDate>${rfc822Date(item.date)}</pubDate>`,
    "</item>",
  ];
}

/** An RSS 2.0 document, items in the order given (newest first is the caller's job). */
export function renderRss(channel: RssChannel, items: readonly RssItem[]): string {
  const newest = items.map((i) => i.date).sort((a, b) => Date.parse(b) - Date.parse(a))[0];
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    `<title>${escapeXmlText(channel.title)}</title>`,
    `<link>${escapeXmlText(channel.link)}</link>`,
    `<description>${escapeXmlText(channel.description)}</description>`,
    "<language>en</language>",
    `<atom:link href="${escapeXmlText(channel.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    ...(newest ? [`<lastBuildDate>${rfc822Date(newest)}</lastBuildDate>`] : []),
    ...items.flatMap(itemXml),
    "</channel>",
    "</rss>",
  ];
  return `${lines.join("\n")}\n`;
}
