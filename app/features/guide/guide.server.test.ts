import { describe, expect, it } from "vitest";
import { articles, destinations, regions } from "~/features/content/content.server.ts";
import type { Activity, RegionId } from "~/features/content/schema.ts";
import {
  activityOptionsOf,
  destinationPage,
  destinationsPage,
  destinationsUrl,
  EXCERPT_LENGTH,
  experiencePage,
  FEATURED_LIMIT,
  featuredDestinations,
  filterDestinations,
  homePage,
  latestArticles,
  mapUrl,
  paragraphs,
  parseDestinationFilters,
  regionPage,
  SIMILAR_LIMIT,
  similarDestinations,
  truncate,
} from "./guide.server.ts";

type Fixture = {
  slug: string;
  name: string;
  region: RegionId;
  activities: Activity[];
  featured: boolean;
  rating: number;
};

const fixture = (slug: string, region: RegionId, activities: Activity[], featured = false, rating = 4): Fixture => ({
  slug,
  name: slug.replace(/^./, (c) => c.toUpperCase()),
  region,
  activities,
  featured,
  rating,
});

const list: Fixture[] = [
  fixture("bunaken", "north", ["Diving", "Island Hopping"], true, 4.8),
  fixture("lembeh", "north", ["Diving", "Photography"], false, 4.6),
  fixture("tomohon", "north", ["Culture", "Trekking"], false, 4.2),
  fixture("manado", "north", ["City", "Culture"], true, 4.0),
  fixture("togean", "central", ["Diving", "Island Hopping"], true, 4.9),
  fixture("palu", "central", ["City"], false, 3.8),
  fixture("toraja", "south", ["Culture", "Trekking", "Photography"], true, 4.9),
  fixture("makassar", "south", ["City", "Culture"], false, 4.1),
  fixture("wakatobi", "southeast", ["Diving"], true, 4.7),
];

describe("truncate", () => {
  it("cuts at 120 characters and appends '...'", () => {
    const text = "a".repeat(200);
    const out = truncate(text, 120);
    expect(out).toBe(`${"a".repeat(120)}...`);
    expect(out).toHaveLength(123);
  });

  it("defaults to the spec's 120 characters", () => {
    expect(EXCERPT_LENGTH).toBe(120);
    expect(truncate("b".repeat(121))).toBe(`${"b".repeat(120)}...`);
  });

  it("leaves text of at most 120 characters unchanged", () => {
    expect(truncate("Short excerpt.", 120)).toBe("Short excerpt.");
    const exact = "c".repeat(120);
    expect(truncate(exact, 120)).toBe(exact);
  });

  it("does not leave a space before the ellipsis", () => {
    const text = `${"word ".repeat(24)}and more words after the cut`;
    const out = truncate(text, 120);
    expect(out.endsWith(" ...")).toBe(false);
    expect(out.endsWith("...")).toBe(true);
    expect(out.length).toBeLessThanOrEqual(123);
  });
});

describe("parseDestinationFilters", () => {
  it("reads a valid region and activity", () => {
    expect(parseDestinationFilters(new URLSearchParams("region=north&activity=Diving"))).toEqual({
      region: "north",
      activity: "Diving",
      unmatched: [],
    });
    expect(parseDestinationFilters(new URLSearchParams("activity=Island+Hopping")).activity).toBe("Island Hopping");
  });

  it("treats missing, empty and unknown values as All", () => {
    for (const query of ["", "region=&activity=", "region=%20"]) {
      expect(parseDestinationFilters(new URLSearchParams(query))).toEqual({
        region: null,
        activity: null,
        unmatched: [],
      });
    }
  });

  it("matches whatever the case, and reports a value that matches nothing", () => {
    expect(parseDestinationFilters(new URLSearchParams("region=NORTH&activity=diving"))).toEqual({
      region: "north",
      activity: "Diving",
      unmatched: [],
    });
    expect(parseDestinationFilters(new URLSearchParams("activity=island-hopping")).activity).toBe("Island Hopping");
    expect(parseDestinationFilters(new URLSearchParams("region=atlantis&activity=<script>"))).toEqual({
      region: null,
      activity: null,
      unmatched: [
        { filter: "region", value: "atlantis" },
        { filter: "activity", value: "<script>" },
      ],
    });
  });

  it("offers every activity a card shows, derived from the content", () => {
    expect(parseDestinationFilters(new URLSearchParams("activity=beach")).activity).toBe("Beach");
    const options = activityOptionsOf(destinations);
    for (const d of destinations) for (const a of d.activities) expect(options).toContain(a);
    expect(options).toEqual(expect.arrayContaining(["Snorkelling", "Beach", "Wildlife"]));
  });
});

describe("filterDestinations", () => {
  it("returns everything without filters", () => {
    expect(filterDestinations(list, { region: null, activity: null })).toHaveLength(list.length);
  });

  it("filters by region", () => {
    const out = filterDestinations(list, { region: "north", activity: null });
    expect(out.map((d) => d.slug)).toEqual(["bunaken", "lembeh", "tomohon", "manado"]);
  });

  it("filters by activity", () => {
    const out = filterDestinations(list, { region: null, activity: "Diving" });
    expect(out.map((d) => d.slug)).toEqual(["bunaken", "lembeh", "togean", "wakatobi"]);
  });

  it("applies both filters together", () => {
    expect(filterDestinations(list, { region: "north", activity: "Diving" }).map((d) => d.slug)).toEqual([
      "bunaken",
      "lembeh",
    ]);
    expect(filterDestinations(list, { region: "south", activity: "Diving" })).toEqual([]);
  });
});

describe("destinationsUrl", () => {
  it("builds linkable filter URLs", () => {
    expect(destinationsUrl({})).toBe("/destinations");
    expect(destinationsUrl({ region: "north" })).toBe("/destinations?region=north");
    expect(destinationsUrl({ region: "central", activity: "Island Hopping" })).toBe(
      "/destinations?region=central&activity=Island+Hopping",
    );
  });
});

describe("featuredDestinations", () => {
  it("returns only featured ones, best rated first, at most 6", () => {
    const many = Array.from({ length: 10 }, (_, i) => fixture(`f${i}`, "north", ["Diving"], true, 3 + i / 10));
    const out = featuredDestinations(many);
    expect(FEATURED_LIMIT).toBe(6);
    expect(out).toHaveLength(6);
    expect(out[0]!.slug).toBe("f9");
    expect(featuredDestinations(list).every((d) => d.featured)).toBe(true);
    expect(featuredDestinations(list).map((d) => d.slug)).toEqual([
      "togean",
      "toraja",
      "bunaken",
      "wakatobi",
      "manado",
    ]);
  });
});

describe("similarDestinations", () => {
  it("returns others in the same region, never itself, at most 3", () => {
    const out = similarDestinations(list[0]!, list);
    expect(SIMILAR_LIMIT).toBe(3);
    expect(out).toHaveLength(3);
    expect(out.every((d) => d.region === "north" && d.slug !== "bunaken")).toBe(true);
    // Featured first, then by rating.
    expect(out.map((d) => d.slug)).toEqual(["manado", "lembeh", "tomohon"]);
  });

  it("returns nothing for a region with a single destination", () => {
    expect(similarDestinations(list[8]!, list)).toEqual([]);
  });
});

describe("latestArticles", () => {
  it("returns the newest 3", () => {
    const items = ["2024-01-01", "2025-06-01", "2023-03-03", "2025-01-01"].map((publishedAt, i) => ({
      slug: `a${i}`,
      publishedAt,
    }));
    expect(latestArticles(items).map((a) => a.publishedAt)).toEqual(["2025-06-01", "2025-01-01", "2024-01-01"]);
  });
});

describe("helpers", () => {
  it("splits paragraphs on blank lines", () => {
    expect(paragraphs("One\nline.\n\n  Two.  \n\n\n")).toEqual(["One line.", "Two."]);
  });

  it("opens OpenStreetMap at the coordinates", () => {
    expect(mapUrl({ lat: 1.62, lng: 124.76 })).toBe(
      "https://www.openstreetmap.org/?mlat=1.62&mlon=124.76#map=12/1.62/124.76",
    );
  });
});

describe("with the real content", () => {
  it("lists at least 20 destinations and 'Showing N' counts match the filters", () => {
    const all = destinationsPage(new URLSearchParams());
    expect(all.total).toBeGreaterThanOrEqual(20);
    expect(all.results).toHaveLength(all.total);
    expect(all.featured.length).toBeGreaterThan(0);
    expect(all.featured.length).toBeLessThanOrEqual(6);

    const filtered = destinationsPage(new URLSearchParams("region=north&activity=Diving"));
    expect(filtered.results.length).toBeGreaterThan(0);
    expect(filtered.results.every((d) => d.region === "north" && d.activities.includes("Diving"))).toBe(true);

    const bogus = destinationsPage(new URLSearchParams("region=atlantis&activity=<script>"));
    expect(bogus.results).toHaveLength(all.total);
  });

  it("every region filter and activity filter finds something", () => {
    for (const r of regions) {
      expect(destinationsPage(new URLSearchParams({ region: r.id })).results.length, r.id).toBeGreaterThan(0);
    }
    for (const activity of destinationsPage(new URLSearchParams()).activityOptions) {
      expect(destinationsPage(new URLSearchParams({ activity })).results.length, activity).toBeGreaterThan(0);
    }
  });

  it("builds every destination page with at most 3 similar destinations in its region", () => {
    for (const d of destinations) {
      const page = destinationPage(d.slug);
      expect(page?.destination.name).toBe(d.name);
      expect(page!.similar.length).toBeLessThanOrEqual(3);
      expect(page!.similar.every((s) => s.region === d.region && s.slug !== d.slug)).toBe(true);
    }
    expect(destinationPage("atlantis")).toBeNull();
  });

  it("builds the four region pages", () => {
    for (const r of regions) expect(regionPage(r.id)?.destinations.length, r.id).toBeGreaterThan(0);
  });

  it("has experience pages for diving, trekking and culture only", () => {
    for (const id of ["diving", "trekking", "culture"]) expect(experiencePage(id), id).not.toBeNull();
    for (const id of ["food", "skiing", ""]) expect(experiencePage(id), id).toBeNull();
  });

  it("home: all four regions, the diving experience and the newest 3 articles with 120-character excerpts", () => {
    const home = homePage();
    expect(home.regions.map((r) => r.id)).toEqual(["north", "central", "south", "southeast"]);
    expect(home.diving?.id).toBe("diving");
    expect(home.articles).toHaveLength(Math.min(3, articles.length));
    const newest = [...articles].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).slice(0, 3);
    expect(home.articles.map((a) => a.slug)).toEqual(newest.map((a) => a.slug));
    for (const a of home.articles) expect(a.excerpt.length).toBeLessThanOrEqual(123);
  });
});
