import { describe, expect, it } from "vitest";
import { digitRuns, mergeOverlay, overlayProblems } from "./content-overlay.ts";

const english = {
  slug: "bunaken",
  name: "Bunaken",
  rating: 4,
  activities: ["Diving"],
  tips: ["Fee Rp150,000 (2014)", "Bring cash"],
  stays: [{ id: "a", name: "Homestay at Rp175k" }],
};
const nonText = new Set(["slug", "activities[]"]);

describe("content overlays", () => {
  it("accepts a complete translation and merges it over the English", () => {
    const overlay = {
      name: "Bunaken",
      tips: ["Tarif Rp150.000 (2014)", "Bawa uang tunai"],
      stays: [{ id: "a", name: "Homestay seharga Rp175 ribu" }],
    };
    expect(overlayProblems(english, overlay, nonText)).toEqual([]);
    expect(mergeOverlay(english, overlay)).toEqual({ ...english, ...overlay });
  });

  it("names what is missing, extra, non-text, the wrong length or a changed figure", () => {
    const problems = overlayProblems(
      english,
      { slug: "x", rating: 5, extra: "y", tips: ["Tarif Rp15.000 (2014)", ""], stays: [] },
      nonText,
    );
    expect(problems).toEqual([
      "extra: not in the English file",
      "slug: not text, leave it out of the translation",
      "name: missing translation",
      "rating: not text, leave it out of the translation",
      "tips[0]: figures differ (English 150000 2014, translation 15000 2014)",
      "tips[1]: missing translation",
      "stays: must be a list of 1",
    ]);
  });

  it("keeps the English where a translation is empty", () => {
    expect(mergeOverlay(english, { name: " " }).name).toBe("Bunaken");
    expect(digitRuns("no figures")).toEqual([]);
  });
});
