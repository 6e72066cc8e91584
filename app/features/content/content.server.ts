import matter from "gray-matter";
import { z } from "zod";
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
 * (at build time during prerendering, and at server start). Import only from loaders.
 */

const jsonFiles = import.meta.glob<unknown>("/content/**/*.json", { eager: true, import: "default" });
const markdownFiles = import.meta.glob<string>("/content/articles/*.md", {
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

function jsonFile(name: string): unknown {
  const value = jsonFiles[`/content/${name}`];
  if (value === undefined) throw new ContentError(`Missing content file: content/${name}`);
  return value;
}

function loadDestinations(): Destination[] {
  const list = Object.entries(jsonFiles)
    .filter(([p]) => p.startsWith("/content/destinations/"))
    .map(([p, value]) => {
      const d = parseContent(destination, rel(p), value);
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

function loadArticles(): Article[] {
  const list = Object.entries(markdownFiles).map(([p, raw]) => {
    const { data, content } = matter(raw);
    const front = parseContent(articleFrontmatter, rel(p), data);
    const headings = secondLevelHeadings(content);
    const sections = articleSections(content, headings);
    const html = withHeadingIds(renderArticleMarkdown(content), sections);
    const plainText = markdownPlainText(content);
    return { ...front, slug: fileSlug(p), html, plainText, intro: articleIntro(content, headings), sections };
  });
  // Newest first.
  return list.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || a.slug.localeCompare(b.slug));
}

export const destinations = loadDestinations();
export const articles = loadArticles();
export const regions = parseContent(z.array(region).length(4), "content/regions.json", jsonFile("regions.json"));
export const hubs = parseContent(
  z.array(transportHub).length(HUB_IDS.length),
  "content/transport/hubs.json",
  jsonFile("transport/hubs.json"),
);
export const guide = parseContent(transportGuide, "content/transport/guide.json", jsonFile("transport/guide.json"));
export const experiences = parseContent(
  z.array(experience).length(4),
  "content/experiences.json",
  jsonFile("experiences.json"),
);
export const planningContent = parseContent(planning, "content/planning.json", jsonFile("planning.json"));

// Cross-file references: fail the build on a dangling slug.
for (const e of experiences) {
  for (const s of e.destinations) {
    if (!destinations.some((d) => d.slug === s)) {
      throw new ContentError(`content/experiences.json: ${e.id}.destinations: unknown destination "${s}"`);
    }
  }
}

export function destinationBySlug(slug: string): Destination | undefined {
  return destinations.find((d) => d.slug === slug);
}
export function regionById(id: string) {
  return regions.find((r) => r.id === id);
}
export function hubById(id: string) {
  return hubs.find((h) => h.id === id);
}
export function articleBySlug(slug: string): Article | undefined {
  return articles.find((a) => a.slug === slug);
}
export function destinationsInRegion(id: RegionId) {
  return destinations.filter((d) => d.region === id);
}
export function destinationsForHub(id: HubId) {
  return destinations.filter((d) => d.transportHub === id);
}
