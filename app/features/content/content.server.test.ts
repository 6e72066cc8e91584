import { describe, expect, it } from "vitest";
import {
  articleBySlug,
  articles,
  destinationBySlug,
  destinations,
  guideContent,
  hubById,
  planningContent,
  regionById,
} from "./content.server.ts";

/** The two editions of the guide content (issue 31): Indonesian texts, the English file's facts. */
describe("guideContent", () => {
  const en = guideContent("en");
  const id = guideContent("id");

  it("keeps the English edition as the site has always read it", () => {
    expect(guideContent()).toBe(en);
    expect(en.destinations).toBe(destinations);
    expect(en.articles).toBe(articles);
    expect(en.planningContent).toBe(planningContent);
    expect(destinationBySlug("bunaken")?.name).toBe("Bunaken National Marine Park");
    expect(regionById("north")?.name).toBe("North Sulawesi");
  });

  it("reads every item in Indonesian, with the same items as the English", () => {
    const slugs = (list: { slug: string }[]) => list.map((x) => x.slug).sort();
    expect(slugs(id.destinations)).toEqual(slugs(en.destinations));
    expect(slugs(id.articles)).toEqual(slugs(en.articles));
    expect(id.regions.map((r) => r.id)).toEqual(en.regions.map((r) => r.id));
    expect(id.hubs.map((h) => h.id)).toEqual(en.hubs.map((h) => h.id));
    expect(id.experiences.map((e) => e.id)).toEqual(en.experiences.map((e) => e.id));
    expect(destinationBySlug("bunaken", "id")?.name).toBe("Taman Nasional Laut Bunaken");
    expect(destinationBySlug("bunaken", "id")?.province).toBe("Sulawesi Utara");
    expect(regionById("north", "id")?.name).toBe("Sulawesi Utara");
    expect(id.experiences.find((e) => e.id === "diving")?.title).toBe("Selam & Snorkeling");
    expect(id.planningContent.essentials[0]?.title).toBe("Visa & masuk Indonesia");
    expect(hubById("makassar", "id")).toBeDefined();
  });

  it("takes every figure, date and reference from the English file", () => {
    for (const d of id.destinations) {
      const e = destinationBySlug(d.slug);
      expect(e, d.slug).toBeDefined();
      expect([d.rating, d.coordinates, d.lastChecked, d.region, d.transportHub, d.activities, d.difficulty]).toEqual([
        e?.rating,
        e?.coordinates,
        e?.lastChecked,
        e?.region,
        e?.transportHub,
        e?.activities,
        e?.difficulty,
      ]);
      expect(d.name).not.toBe("");
    }
    for (const a of id.articles) {
      const e = articleBySlug(a.slug);
      expect([a.publishedAt, a.readTime, a.category, a.author.name]).toEqual([
        e?.publishedAt,
        e?.readTime,
        e?.category,
        e?.author.name,
      ]);
    }
  });

  it("renders the Indonesian articles in Indonesian, with the site's links under /id", () => {
    const a = articleBySlug("getting-from-makassar-to-the-togean-islands", "id");
    const e = articleBySlug("getting-from-makassar-to-the-togean-islands");
    expect(a?.title).not.toBe(e?.title);
    expect(a?.html).toContain('href="/id/destinations/togean-islands"');
    expect(a?.html).toContain('href="/id/transport"');
    expect(a?.html).not.toMatch(/href="\/(?!id[/"])[a-z]/);
    expect(e?.html).toContain('href="/destinations/togean-islands"');
    expect(e?.html).not.toContain('href="/id/');
    expect(a?.sections.length).toBe(e?.sections.length);
    expect(a?.plainText).toMatch(/\b(dan|yang|di)\b/);
  });

  it("finds nothing for an unknown slug in either edition", () => {
    expect(destinationBySlug("atlantis", "id")).toBeUndefined();
    expect(articleBySlug("no-such-article", "id")).toBeUndefined();
  });
});
