import matter from "gray-matter";
import { z } from "zod";
import { mergeOverlay } from "~/lib/content-overlay.ts";
import type { Locale } from "~/lib/locale.ts";
import { renderArticleMarkdown, secondLevelHeadings } from "./article-markdown.server.ts";
import {
  type ArticleSection,
  articleIntro,
  articleSections,
  markdownPlainText,
  withHeadingIds,
} from "./article-sections.ts";
import { HUB_IDS } from "./constants.ts";
import {
  type ArticleFrontmatter,
  articleFrontmatter,
  type Destination,
  destination,
  experience,
  type HubId,
  planning,
  type RegionId,
  region,
  transportGuide,
  transportHub,
} from "./schema.ts";
import { ContentError, parseContent } from "./validate.ts";

/**
 * Loads and validates every content file once, when the server module is first imported
 * (at build time during prerendering, and at server start), in both editions: the English files under
 * content/, and the Indonesian edition as each English file with its overlay from content/id/ merged
 * over it (app/lib/content-overlay.ts), validated by the same schemas. A text an overlay lacks shows in
 * English (scripts/content-id.test.ts fails the tests on it). Import only from loaders.
 */

const jsonFiles = import.meta.glob<unknown>("/content/**/*.json", { eager: true, import: "default" });
const markdownFiles = import.meta.glob<string>(["/content/articles/*.md", "/content/id/articles/*.md"], {
  eager: true,
  query: "?raw",
  import: "default",
});

const rel = (p: string) => p.replace(/^\//, "");
const fileSlug = (p: string) =>
  p
    .split("/")
    .pop()!
    .replace(/\.(json|md)$/, "");

/** `/content/X` in `locale`: the English file, or the English file with its `/content/id/X` overlay merged in. */
function localized(path: string, value: unknown, locale: Locale): unknown {
  if (locale === "en") return value;
  return mergeOverlay(value, jsonFiles[path.replace(/^\/content\//, "/content/id/")]);
}

function jsonFile(name: string, locale: Locale): unknown {
  const value = jsonFiles[`/content/${name}`];
  if (value === undefined) throw new ContentError(`Missing content file: content/${name}`);
  return localized(`/content/${name}`, value, locale);
}

function loadDestinations(locale: Locale): Destination[] {
  const list = Object.entries(jsonFiles)
    .filter(([p]) => p.startsWith("/content/destinations/"))
    .map(([p, value]) => {
      const d = parseContent(destination, rel(p), localized(p, value, locale));
      if (d.slug !== fileSlug(p)) throw new ContentError(`${rel(p)}: slug: must match the file name`);
      if ((["north", "central", "south", "southeast"] as string[]).includes(d.slug)) {
        throw new ContentError(`${rel(p)}: slug: must not be a region name`);
      }
      return d;
    });
  return list.sort((a, b) => a.name.localeCompare(b.name));
}

export type Article = ArticleFrontmatter & {
  slug: string;
  html: string;
  plainText: string;
  /** The text before the first section heading. */
  intro: string;
  /** One per second-level heading, with its anchor on the page (site search links to them). */
  sections: ArticleSection[];
};

/** An article's front matter and body in `locale`: the Indonesian file's texts over the English front matter. */
function articleSource(p: string, raw: string, locale: Locale): { data: unknown; content: string } {
  const english = matter(raw);
  if (locale === "en") return english;
  const overlay = markdownFiles[p.replace(/^\/content\//, "/content/id/")];
  if (overlay === undefined) return english;
  const translated = matter(overlay);
  return {
    data: mergeOverlay(english.data, translated.data),
    content: translated.content.trim() ? translated.content : english.content,
  };
}

function loadArticles(locale: Locale): Article[] {
  const list = Object.entries(markdownFiles)
    .filter(([p]) => p.startsWith("/content/articles/"))
    .map(([p, raw]) => {
      const { data, content } = articleSource(p, raw, locale);
      const front = parseContent(articleFrontmatter, rel(p), data);
      const headings = secondLevelHeadings(content);
      const sections = articleSections(content, headings);
      const html = withHeadingIds(renderArticleMarkdown(content, locale), sections);
      const plainText = markdownPlainText(content);
      return { ...front, slug: fileSlug(p), html, plainText, intro: articleIntro(content, headings), sections };
    });
  // Newest first.
  return list.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug));
}

function loadContent(locale: Locale) {
  const content = {
    destinations: loadDestinations(locale),
    articles: loadArticles(locale),
    regions: parseContent(z.array(region).length(4), "content/regions.json", jsonFile("regions.json", locale)),
    hubs: parseContent(
      z.array(transportHub).length(HUB_IDS.length),
      "content/transport/hubs.json",
      jsonFile("transport/hubs.json", locale),
    ),
    guide: parseContent(transportGuide, "content/transport/guide.json", jsonFile("transport/guide.json", locale)),
    experiences: parseContent(
      z.array(experience).length(4),
      "content/experiences.json",
      jsonFile("experiences.json", locale),
    ),
    planningContent: parseContent(planning, "content/planning.json", jsonFile("planning.json", locale)),
  };
  // Cross-file references: fail the build on a dangling slug.
  for (const e of content.experiences) {
    for (const s of e.destinations) {
      if (!content.destinations.some((d) => d.slug === s)) {
        throw new ContentError(`content/experiences.json: ${e.id}.destinations: unknown destination "${s}"`);
      }
    }
  }
  return content;
}

/** Every content item of one edition. */
export type GuideContent = ReturnType<typeof loadContent>;

const editions: Record<Locale, GuideContent> = { en: loadContent("en"), id: loadContent("id") };

/** The guide's content in `locale` (the English edition when none is given). */
export function guideContent(locale: Locale = "en"): GuideContent {
  return editions[locale];
}

// The English edition, as the site has always read it.
export const { destinations, articles, regions, hubs, guide, experiences, planningContent } = editions.en;

export function destinationBySlug(slug: string, locale: Locale = "en"): Destination | undefined {
  return editions[locale].destinations.find((d) => d.slug === slug);
}
export function regionById(id: string, locale: Locale = "en") {
  return editions[locale].regions.find((r) => r.id === id);
}
export function hubById(id: string, locale: Locale = "en") {
  return editions[locale].hubs.find((h) => h.id === id);
}
export function articleBySlug(slug: string, locale: Locale = "en"): Article | undefined {
  return editions[locale].articles.find((a) => a.slug === slug);
}
export function destinationsInRegion(id: RegionId, locale: Locale = "en") {
  return editions[locale].destinations.filter((d) => d.region === id);
}
export function destinationsForHub(id: HubId, locale: Locale = "en") {
  return editions[locale].destinations.filter((d) => d.transportHub === id);
}
