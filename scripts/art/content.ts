/**
 * Finds every artwork in `content/` and gives it its id (ids come from app/lib/art.ts, the same
 * module <ArtImage> uses). Only reads; a file that exists but cannot be read or has a malformed
 * artwork raises a ContentError naming the file. Files that do not exist yet are reported as
 * missing, so the generator also works on a partly written content folder.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { ArtFeature } from "../../app/features/content/constants.ts";
import { type ArtId, artId } from "../../app/lib/art.ts";
import { type ArtMotif, isArtFeature, isArtMotif } from "./scene.ts";

/** One artwork to draw; `features` set the place's scene apart from others of its motif. */
export type ArtJob = { id: ArtId; motif: ArtMotif; features: ArtFeature[]; source: string };
export type Collected = { jobs: ArtJob[]; missing: string[] };

export class ContentError extends Error {
  override name = "ContentError";
}

type Obj = Record<string, unknown>;

function isRecord(value: unknown): value is Obj {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function readText(file: string, rel: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    throw new ContentError(`cannot read ${rel}: ${message(error)}`);
  }
}

function readJson(file: string, rel: string): unknown {
  const text = readText(file, rel);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ContentError(`cannot parse ${rel}: ${message(error)}`);
  }
}

function listFiles(dir: string, ext: string, rel: string): string[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith(ext))
      .map((e) => e.name)
      .sort();
  } catch (error) {
    throw new ContentError(`cannot list ${rel}: ${message(error)}`);
  }
}

export function collectArtworks(contentDir: string): Collected {
  if (!existsSync(contentDir) || !statSync(contentDir).isDirectory()) {
    throw new ContentError(`content folder not found: ${contentDir}`);
  }
  const jobs: ArtJob[] = [];
  const missing: string[] = [];
  const seen = new Map<string, string>();
  const relOf = (file: string) => path.relative(path.dirname(contentDir), file).split(path.sep).join("/");

  const push = (rel: string, where: string, makeId: () => ArtId, value: unknown) => {
    if (!isRecord(value) || !isArtMotif(value.motif)) {
      const got = isRecord(value) ? JSON.stringify(value.motif) : JSON.stringify(value);
      throw new ContentError(`${rel}: ${where} must be an artwork { motif, alt } with a known motif (got ${got})`);
    }
    let id: ArtId;
    try {
      id = makeId();
    } catch (error) {
      throw new ContentError(`${rel}: ${where}: ${message(error)}`);
    }
    const features = value.features ?? [];
    if (!Array.isArray(features) || !features.every(isArtFeature)) {
      throw new ContentError(
        `${rel}: ${where}.features must be a list of known art features (got ${JSON.stringify(features)})`,
      );
    }
    const previous = seen.get(id);
    if (previous) throw new ContentError(`${rel}: ${where} has art id "${id}", already used by ${previous}`);
    seen.set(id, `${rel} (${where})`);
    jobs.push({ id, motif: value.motif, features, source: rel });
  };

  // A JSON array whose items each have an `id` and an `image`.
  const list = (relPath: string, makeId: (id: string) => ArtId) => {
    const file = path.join(contentDir, relPath);
    const rel = relOf(file);
    if (!existsSync(file)) {
      missing.push(rel);
      return;
    }
    const data = readJson(file, rel);
    if (!Array.isArray(data)) throw new ContentError(`${rel}: expected an array`);
    data.forEach((item: unknown, i) => {
      if (!isRecord(item) || typeof item.id !== "string")
        throw new ContentError(`${rel}: item ${i} has no string "id"`);
      const id = item.id;
      push(rel, `[${i}].image`, () => makeId(id), item.image);
    });
  };

  const destDir = path.join(contentDir, "destinations");
  if (existsSync(destDir)) {
    for (const name of listFiles(destDir, ".json", relOf(destDir))) {
      const file = path.join(destDir, name);
      const rel = relOf(file);
      const data = readJson(file, rel);
      if (!isRecord(data)) throw new ContentError(`${rel}: expected an object`);
      const slug = typeof data.slug === "string" ? data.slug : name.slice(0, -".json".length);
      push(rel, "image", () => artId.destination(slug), data.image);
      if (data.gallery !== undefined) {
        if (!Array.isArray(data.gallery)) throw new ContentError(`${rel}: gallery must be an array of artworks`);
        data.gallery.forEach((art: unknown, i) => {
          push(rel, `gallery[${i}]`, () => artId.gallery(slug, i + 1), art);
        });
      }
    }
  } else {
    missing.push(relOf(destDir));
  }

  list("regions.json", artId.region);
  list(path.join("transport", "hubs.json"), artId.hub);
  list("experiences.json", artId.experience);

  const articleDir = path.join(contentDir, "articles");
  if (existsSync(articleDir)) {
    for (const name of listFiles(articleDir, ".md", relOf(articleDir))) {
      const file = path.join(articleDir, name);
      const rel = relOf(file);
      const text = readText(file, rel);
      let data: unknown;
      try {
        data = matter(text).data as unknown;
      } catch (error) {
        throw new ContentError(`cannot parse the frontmatter of ${rel}: ${message(error)}`);
      }
      if (!isRecord(data)) throw new ContentError(`${rel}: frontmatter must be a YAML mapping`);
      const slug = name.slice(0, -".md".length);
      push(rel, "frontmatter image", () => artId.article(slug), data.image);
    }
  } else {
    missing.push(relOf(articleDir));
  }

  jobs.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { jobs, missing };
}
