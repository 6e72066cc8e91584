import { describe, expect, it } from "vitest";
import { searchGuide } from "./guide-index.server.ts";
import { parseSearchQuery } from "./query.ts";

/**
 * Ten things travellers type, each with the page (or the section of a page) a person would expect
 * among the first results. The index holds the real content, so these fail when the content or the
 * ranking stops answering them.
 */
const EVERYDAY_QUERIES: [query: string, expected: string | string[], within: number][] = [
  ["visa", "/planning#visas", 1],
  ["SIM card", "/planning#internet", 1],
  ["ATM cash", "/planning#money", 2],
  ["malaria", "/planning#health", 2],
  ["best time to visit", "/planning#weather", 3],
  ["ferry to Togean", "/destinations/togean-islands#getting-there", 3],
  // How to get there, or the boat's own route page.
  ["Bunaken boat", ["/destinations/bunaken#getting-there", "/transport/routes/manado-bunaken-public-boat"], 3],
  ["Toraja funeral season", "/blog/toraja-cultural-experience", 2],
  ["whale shark", "/blog/responsible-whale-shark-encounters-gorontalo", 3],
  ["Indonesian phrases", "/planning#phrases-heading", 2],
];

function urlsFor(query: string, count: number): string[] {
  const parsed = parseSearchQuery(query);
  if (parsed.kind !== "ok") throw new Error(`not a query: ${query}`);
  return searchGuide(parsed.terms, 20)
    .slice(0, count)
    .map((hit) => hit.url);
}

describe("site search answers everyday queries", () => {
  it.each(EVERYDAY_QUERIES)("%s -> %s (within the first %i)", (query, expected, within) => {
    const urls = urlsFor(query, within);
    const wanted = [expected].flat();
    expect(urls.filter((url) => wanted.some((w) => url === w || url.startsWith(`${w}#`)))).not.toEqual([]);
  });

  it("shows a section under its own heading, and names its page apart", () => {
    const [visa] = searchGuide(["visa"], 1);
    expect(visa).toMatchObject({ title: "Visas & entry", page: "Planning Essentials", url: "/planning#visas" });
  });

  it("keeps raw link addresses out of what it shows", () => {
    const hits = searchGuide(["planning", "essentials"], 20);
    for (const hit of hits) expect(`${hit.summary} ${hit.body}`).not.toMatch(/(^|\s)\/[a-z]+(\/|\s|$)/);
  });
});
