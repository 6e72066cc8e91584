import { describe, expect, it } from "vitest";
import { ARTICLE_CATEGORY_LABELS, labelOf } from "~/features/content/texts.ts";
import {
  destinationPage,
  destinationsPage,
  experiencePage,
  experiencesPage,
  homePage,
  planningPage,
  regionPage,
} from "./guide.server.ts";
import { DESTINATIONS_PAGE_TEXT, FILTER_MISS_TEXT, HOME_STAT_LABELS, REGION_CARD_TEXT } from "./texts.ts";

/** The guide's pages in the Indonesian edition (issue 31): the same items, in Indonesian. */
describe("guide pages in Indonesian", () => {
  it("home: regions, the diving experience and the latest articles in Indonesian", () => {
    const en = homePage();
    const id = homePage("id");
    expect(id.regions.map((r) => r.name)).toEqual([
      "Sulawesi Utara",
      "Sulawesi Tengah",
      "Sulawesi Selatan",
      "Sulawesi Tenggara",
    ]);
    expect(id.regions.map((r) => r.count)).toEqual(en.regions.map((r) => r.count));
    expect(id.diving?.title).toBe("Selam & Snorkeling");
    expect(id.articles.map((a) => a.slug)).toEqual(en.articles.map((a) => a.slug));
    expect(id.articles[0]?.title).not.toBe(en.articles[0]?.title);
    expect(id.counts).toEqual(en.counts);
  });

  it("destinations: same results and filters, Indonesian names; filter values stay English", () => {
    const params = new URLSearchParams("region=north&activity=Diving");
    const en = destinationsPage(params);
    const id = destinationsPage(params, "id");
    expect(id.results.map((d) => d.slug).sort()).toEqual(en.results.map((d) => d.slug).sort());
    expect(id.filters).toEqual(en.filters);
    expect(id.activityOptions).toEqual(en.activityOptions);
    expect(id.regionOptions.find((r) => r.id === "north")?.name).toBe("Sulawesi Utara");
    expect(en.regionOptions.find((r) => r.id === "north")?.name).toBe("North Sulawesi");
    expect(id.results.every((d) => d.regionName === "Sulawesi Utara")).toBe(true);
  });

  it("destination and region pages in Indonesian, English unchanged", () => {
    const id = destinationPage("bunaken", "id");
    const en = destinationPage("bunaken");
    expect(id?.destination.name).toBe("Taman Nasional Laut Bunaken");
    expect(id?.destination.regionName).toBe("Sulawesi Utara");
    expect(en?.destination.regionName).toBe("North Sulawesi");
    expect(id?.destination.stayDuration).toBe("2–4 malam");
    expect(id?.destination.coordinates).toEqual(en?.destination.coordinates);
    expect(id?.similar.map((s) => s.slug)).toHaveLength(en?.similar.length ?? -1);
    expect(regionPage("south", "id")?.region.name).toBe("Sulawesi Selatan");
    expect(destinationPage("atlantis", "id")).toBeNull();
  });

  it("experiences and planning in Indonesian", () => {
    expect(experiencesPage("id").experiences.map((e) => e.id)).toEqual(experiencesPage().experiences.map((e) => e.id));
    expect(experiencePage("diving", "id")?.experience.title).toBe("Selam & Snorkeling");
    expect(experiencePage("food", "id")).toBeNull();
    const id = planningPage("id");
    expect(id.essentials.map((e) => e.id)).toEqual(planningPage().essentials.map((e) => e.id));
    expect(id.essentials[0]?.title).toBe("Visa & masuk Indonesia");
    expect(id.phoneNumbers).toEqual(planningPage().phoneNumbers);
  });
});

describe("guide texts", () => {
  it("counts without a plural in Indonesian, with one in English", () => {
    expect(DESTINATIONS_PAGE_TEXT.en.showing(1)).toBe("Showing 1 destination");
    expect(DESTINATIONS_PAGE_TEXT.en.showing(2)).toBe("Showing 2 destinations");
    expect(DESTINATIONS_PAGE_TEXT.id.showing(1)).toBe("Menampilkan 1 destinasi");
    expect(DESTINATIONS_PAGE_TEXT.id.showing(1500)).toBe("Menampilkan 1.500 destinasi");
    expect([REGION_CARD_TEXT.en.figure(1), REGION_CARD_TEXT.en.unit(1)]).toEqual(["1", "destination"]);
    expect([REGION_CARD_TEXT.id.figure(2), REGION_CARD_TEXT.id.unit(2)]).toEqual(["2", "destinasi"]);
  });

  it("says which filter missed in the page's language", () => {
    expect(FILTER_MISS_TEXT.en.message("region", "atlantis")).toBe(
      "No destinations match region “atlantis”; showing all regions.",
    );
    expect(FILTER_MISS_TEXT.id.message("activity", "ski")).toBe(
      "Tidak ada destinasi untuk aktivitas “ski”; menampilkan semua aktivitas.",
    );
  });

  it("names the stats and the categories in Indonesian", () => {
    expect(HOME_STAT_LABELS.en.checkedRoutes).toBe("Routes Checked Since 2023");
    expect(HOME_STAT_LABELS.id.checkedRoutes).toBe("Rute Dicek Sejak 2023");
    expect(labelOf(ARTICLE_CATEGORY_LABELS.id, "Budget Travel")).toBe("Wisata Hemat");
    expect(labelOf(ARTICLE_CATEGORY_LABELS.en, "Budget Travel")).toBe("Budget Travel");
    expect(labelOf(ARTICLE_CATEGORY_LABELS.id, "Unknown")).toBe("Unknown");
  });
});
