import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  articleFrontmatter,
  destination,
  experience,
  planning,
  region,
  transportGuide,
  transportHub,
} from "../app/features/content/schema.ts";
import { digitRuns, mergeOverlay, overlayProblems } from "../app/lib/content-overlay.ts";

/**
 * The Indonesian guide content (content/id/, issue 31): each file an overlay of the English file with the
 * same path under content/, holding its free-text strings only (app/lib/content-overlay.ts). This fails
 * when a translation lacks a text, adds a key or a non-text field, changes a figure, or no longer fits the
 * English schema once merged.
 */
const ROOT = path.join(import.meta.dirname, "..", "content");
const ID_ROOT = path.join(ROOT, "id");

const artwork = ["image.motif", "image.features[]"];
type Kind = { schema: z.ZodType; nonText: string[] };

/** Per English file: its schema and the fields that are not text (ids, enums, dates, references, numbers). */
function kindOf(relative: string): Kind | null {
  if (relative.startsWith("destinations/"))
    return {
      schema: destination,
      nonText: [
        "slug",
        "region",
        "transportHub",
        "lastChecked",
        "activities[]",
        "difficulty",
        "budgetLevel",
        ...artwork,
        "gallery[].motif",
        "gallery[].features[]",
      ],
    };
  const kinds: Record<string, Kind> = {
    "regions.json": {
      schema: z.array(region),
      nonText: ["[].id", "[].gateways[]", "[].image.motif", "[].image.features[]"],
    },
    "experiences.json": {
      schema: z.array(experience),
      nonText: ["[].id", "[].destinations[]", "[].lastChecked", "[].image.motif", "[].image.features[]"],
    },
    "planning.json": { schema: planning, nonText: ["lastChecked", "essentials[].id", "phrases[].phrase"] },
    "transport/hubs.json": {
      schema: z.array(transportHub),
      nonText: [
        "[].id",
        "[].region",
        "[].lastChecked",
        "[].airport.code",
        "[].transportTypes[]",
        "[].typicalPrice[]",
        "[].typicalDuration[]",
        "[].image.motif",
        "[].image.features[]",
      ],
    },
    "transport/guide.json": {
      schema: transportGuide,
      nonText: [
        "lastChecked",
        "regions[].region",
        "regions[].routes[].routes[]",
        "budgets[].name",
        "contacts[].phone",
        "emergencyNumbers[].number",
      ],
    },
  };
  return kinds[relative] ?? null;
}

const ARTICLE_NON_TEXT = new Set([
  "author.name",
  "publishedAt",
  "readTime",
  "category",
  "featured",
  "slug",
  "image.motif",
  "image.features[]",
]);

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [path.relative(ID_ROOT, full)];
  });
}

const translations = filesUnder(ID_ROOT);

describe("digitRuns", () => {
  it("reads figures the same in English and Indonesian notation", () => {
    expect(digitRuns("Rp150,000 at 14:00, 1.5 h (2013)")).toEqual(digitRuns("Rp150.000 pukul 14.00, 1,5 jam (2013)"));
    expect(digitRuns("Rp350k")).not.toEqual(digitRuns("Rp35 ribu"));
  });
});

describe.runIf(translations.length > 0)("Indonesian content overlays (content/id)", () => {
  it.each(translations)("%s matches its English file", (relative) => {
    const english = path.join(ROOT, relative);
    expect(existsSync(english), `content/${relative} exists`).toBe(true);
    const raw = readFileSync(path.join(ID_ROOT, relative), "utf8");
    if (relative.endsWith(".md")) {
      const en = matter(readFileSync(english, "utf8"));
      const id = matter(raw);
      expect(overlayProblems(en.data, id.data, ARTICLE_NON_TEXT)).toEqual([]);
      expect(digitRuns(id.content).join(" ")).toBe(digitRuns(en.content).join(" "));
      expect(id.content.match(/\]\((\/[^)]*)\)/g) ?? []).toEqual(en.content.match(/\]\((\/[^)]*)\)/g) ?? []);
      // The legal documents (content/legal) have no front matter; their sections: app/features/legal.
      if (relative.startsWith("articles/")) articleFrontmatter.parse(mergeOverlay(en.data, id.data));
      return;
    }
    const kind = kindOf(relative);
    expect(kind, `content/${relative} is a translatable file`).not.toBeNull();
    const en: unknown = JSON.parse(readFileSync(english, "utf8"));
    const id: unknown = JSON.parse(raw);
    expect(overlayProblems(en, id, new Set(kind?.nonText))).toEqual([]);
    kind?.schema.parse(mergeOverlay(en, id));
  });
});
