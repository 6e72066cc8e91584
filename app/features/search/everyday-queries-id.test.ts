import { describe, expect, it } from "vitest";
import { searchGuide } from "./guide-index.server.ts";
import { parseSearchQuery } from "./query.ts";
import { suggestionsForPath } from "./search.server.ts";

/**
 * The Indonesian edition's search (issue 31 point 6): ten things Indonesian travellers type, each with
 * the page (or the section of a page) they would expect among the first results of /id/search. The
 * index holds the real Indonesian content (content/id overlays), so these fail when the translation
 * or the ranking stops answering them.
 */
const EVERYDAY_QUERIES_ID: [query: string, expected: string | string[], within: number][] = [
  ["visa", "/planning#visas", 1],
  ["kartu SIM", "/planning#internet", 1],
  ["ATM uang tunai", "/planning#money", 2],
  ["malaria", "/planning#health", 2],
  ["waktu terbaik berkunjung", "/planning#weather", 3],
  ["kapal ke Togean", "/destinations/togean-islands#getting-there", 3],
  ["musim upacara pemakaman Toraja", "/blog/toraja-cultural-experience", 2],
  ["hiu paus", "/blog/responsible-whale-shark-encounters-gorontalo", 3],
  ["ungkapan bahasa Indonesia", "/planning#phrases-heading", 2],
  ["penginapan Togean", "/destinations/togean-islands#where-to-stay", 2],
];

function urlsFor(query: string, count: number): string[] {
  const parsed = parseSearchQuery(query);
  if (parsed.kind !== "ok") throw new Error(`not a query: ${query}`);
  return searchGuide(parsed.terms, 20, "id")
    .slice(0, count)
    .map((hit) => hit.url);
}

describe("the Indonesian site search answers everyday queries", () => {
  it.each(EVERYDAY_QUERIES_ID)("%s -> %s (within the first %i)", (query, expected, within) => {
    const urls = urlsFor(query, within);
    const wanted = [expected].flat();
    expect(urls.filter((url) => wanted.some((w) => url === w || url.startsWith(`${w}#`)))).not.toEqual([]);
  });

  it("shows the Indonesian headings and page names", () => {
    const [visa] = searchGuide(["visa"], 1, "id");
    expect(visa).toMatchObject({
      title: "Visa & masuk Indonesia",
      page: "Persiapan Perjalanan",
      url: "/planning#visas",
    });
    const [sim] = searchGuide(["kartu", "sim"], 1, "id");
    expect(sim?.title).toBe("Kartu SIM & internet");
  });

  it("folds case and accents on both sides, in both editions", () => {
    for (const locale of ["en", "id"] as const) {
      const plain = searchGuide(["tomohon"], 5, locale).map((h) => h.url);
      const parsed = parseSearchQuery("TOMOHÓN");
      if (parsed.kind !== "ok") throw new Error("not a query");
      expect(searchGuide(parsed.terms, 5, locale).map((h) => h.url)).toEqual(plain);
      expect(plain[0]).toBe("/destinations/tomohon");
    }
  });

  it("finds Indonesian words only in the Indonesian edition, and English words in the English", () => {
    expect(urlsFor("pemakaman", 3)).toContain("/blog/toraja-cultural-experience");
    expect(searchGuide(["pemakaman"], 5, "en")).toEqual([]);
    expect(searchGuide(["funeral"], 5, "en").map((h) => h.url)).toContain("/blog/toraja-cultural-experience");
  });

  it("names routes and hubs in Indonesian", () => {
    const routes = searchGuide(["gorontalo", "wakai"], 5, "id").filter((h) => h.kind === "route");
    expect(routes[0]?.title).toBe("Gorontalo ke Wakai");
    const [hub] = searchGuide(["simpul", "transportasi", "makassar"], 1, "id");
    expect(hub).toMatchObject({ title: "Simpul transportasi Makassar", url: "/transport/makassar" });
  });

  it("suggests pages of the Indonesian edition on an Indonesian not-found page", () => {
    const suggestions = suggestionsForPath("/id/destinaton/bunakn", "id");
    expect(suggestions).toContainEqual({
      url: "/id/destinations/bunaken",
      title: "Taman Nasional Laut Bunaken",
      kindLabel: "Destinasi",
    });
    for (const s of suggestions) expect(s.url).toMatch(/^\/id\//);
    // English unchanged.
    expect(suggestionsForPath("/destinaton/bunakn")).toContainEqual({
      url: "/destinations/bunaken",
      title: "Bunaken National Marine Park",
      kindLabel: "Destination",
    });
  });
});
