import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ART_FEATURES, ART_MOTIFS } from "../app/features/content/constants.ts";
import { ART_SIZE } from "../app/lib/art.ts";
import { ContentError, collectArtworks } from "./art/content.ts";
import { buildScene, isArtMotif } from "./art/scene.ts";

describe("buildScene", () => {
  it.each(ART_MOTIFS)("draws a well-formed %s scene at the artwork size", (motif) => {
    const svg = buildScene(`test-${motif}`, motif);
    expect(
      svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${ART_SIZE.width}" height="${ART_SIZE.height}"`),
    ).toBe(true);
    expect(svg).toContain(`viewBox="0 0 ${ART_SIZE.width} ${ART_SIZE.height}"`);
    expect(svg.endsWith("</svg>")).toBe(true);
    // No NaN/Infinity from the geometry, and nothing external.
    expect(svg).not.toMatch(/NaN|Infinity|undefined/);
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg")/);
    // Tags balance: every opening tag is closed or self-closing.
    const tags = [...svg.matchAll(/<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z][\w:-]*="[^"<>]*")*)\s*(\/?)>/g)];
    expect(tags.length).toBe(svg.split("<").length - 1);
    const stack: string[] = [];
    for (const [, close, name, , selfClosing] of tags) {
      if (close) expect(stack.pop()).toBe(name);
      else if (!selfClosing) stack.push(name!);
    }
    expect(stack).toEqual([]);
    // Every url(#id) reference and <use> points at a defined id.
    const ids = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
    for (const m of svg.matchAll(/url\(#([^)]+)\)|href="#([^"]+)"/g)) expect(ids).toContain(m[1] ?? m[2]);
    // Reasonable size: rich enough to be a picture, small enough to rasterise quickly.
    expect(svg.length).toBeGreaterThan(3_000);
    expect(svg.length).toBeLessThan(150_000);
  });

  it.each(ART_MOTIFS)("is deterministic for %s: same id, same SVG; other ids, other SVGs", (motif) => {
    expect(buildScene("bunaken", motif)).toBe(buildScene("bunaken", motif));
    const variants = new Set(
      ["bunaken", "bunaken-g1", "bunaken-g2", "region-north", "hub-manado"].map((id) => buildScene(id, motif)),
    );
    expect(variants.size).toBe(5);
  });

  it("draws different pictures for different motifs of the same id", () => {
    expect(new Set(ART_MOTIFS.map((motif) => buildScene("same-id", motif))).size).toBe(ART_MOTIFS.length);
  });

  it("knows every motif of the content schema, and only those", () => {
    for (const motif of ART_MOTIFS) expect(isArtMotif(motif)).toBe(true);
    expect(isArtMotif("desert")).toBe(false);
    expect(isArtMotif("toString")).toBe(false);
  });
});

describe("collectArtworks", () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "art-content-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const art = (motif: string) => ({ motif, alt: "A test artwork of a place" });

  function fixture(name: string, files: Record<string, string>): string {
    const dir = path.join(root, name, "content");
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      writeFileSync(path.join(dir, rel), text);
    }
    return dir;
  }

  it("gives every artwork in content/ its id", () => {
    const dir = fixture("ok", {
      "destinations/bunaken.json": JSON.stringify({
        slug: "bunaken",
        image: art("reef"),
        gallery: [art("islands"), art("beach")],
      }),
      "regions.json": JSON.stringify([{ id: "north", image: art("volcano") }]),
      "transport/hubs.json": JSON.stringify([{ id: "manado", image: art("harbour") }]),
      "experiences.json": JSON.stringify([{ id: "diving", image: art("reef") }]),
      "articles/toraja-funerals.md":
        "---\ntitle: Toraja\nimage:\n  motif: highlands\n  alt: Tongkonan houses in the hills\n---\nBody.\n",
    });
    const { jobs, missing } = collectArtworks(dir);
    expect(missing).toEqual([]);
    expect(jobs.map((j) => [j.id, j.motif])).toEqual([
      ["article-toraja-funerals", "highlands"],
      ["bunaken", "reef"],
      ["bunaken-g1", "islands"],
      ["bunaken-g2", "beach"],
      ["experience-diving", "reef"],
      ["hub-manado", "harbour"],
      ["region-north", "volcano"],
    ]);
  });

  it("reports files that do not exist yet instead of failing", () => {
    const dir = fixture("partial", { "destinations/bira.json": JSON.stringify({ slug: "bira", image: art("beach") }) });
    const { jobs, missing } = collectArtworks(dir);
    expect(jobs.map((j) => j.id)).toEqual(["bira"]);
    expect(missing).toEqual([
      "content/regions.json",
      "content/transport/hubs.json",
      "content/experiences.json",
      "content/articles",
    ]);
  });

  it("fails with the file name when a file cannot be parsed or an artwork is malformed", () => {
    const broken = fixture("broken", { "destinations/bira.json": "{ not json" });
    expect(() => collectArtworks(broken)).toThrow(ContentError);
    expect(() => collectArtworks(broken)).toThrow(/content\/destinations\/bira\.json/);
    const badMotif = fixture("bad-motif", { "regions.json": JSON.stringify([{ id: "north", image: art("desert") }]) });
    expect(() => collectArtworks(badMotif)).toThrow(/content\/regions\.json: \[0\]\.image must be an artwork/);
    expect(() => collectArtworks(path.join(root, "nowhere"))).toThrow(/content folder not found/);
  });
});

describe("no two places share a scene (issue 19 point 8)", () => {
  const { jobs } = collectArtworks(path.resolve(import.meta.dirname, "..", "content"));
  // A place's own picture: destinations, regions, hubs and experiences (not a destination's extra
  // illustrations, which show parts of that one place, nor articles).
  const places = jobs.filter((j) => !/-g\d+$/.test(j.id) && !j.id.startsWith("article-"));

  it("every place has its own composition: its motif and its features differ from every other place's", () => {
    expect(places.length).toBeGreaterThan(35);
    const byScene = new Map<string, string[]>();
    for (const job of places) {
      const scene = [job.motif, ...[...job.features].sort()].join("+");
      byScene.set(scene, [...(byScene.get(scene) ?? []), job.id]);
    }
    const shared = [...byScene]
      .filter(([, ids]) => ids.length > 1)
      .map(([scene, ids]) => `${scene}: ${ids.join(", ")}`);
    expect(shared).toEqual([]);
  });

  it("the cities named in the issue no longer show one skyline", () => {
    const scene = (id: string) => {
      const job = places.find((j) => j.id === id);
      return job ? [job.motif, ...job.features].join("+") : id;
    };
    const named = ["buton-baubau", "manado", "kendari", "makassar", "experience-food"].map(scene);
    expect(new Set(named).size).toBe(named.length);
  });

  it.each(ART_FEATURES)("the %s feature changes the picture", (feature) => {
    const motif = ["turtle", "whale-shark", "diver"].includes(feature)
      ? "reef"
      : ["megalith", "tea-rows"].includes(feature)
        ? "highlands"
        : "city";
    expect(buildScene("feature-test", motif, [feature])).not.toBe(buildScene("feature-test", motif));
  });

  it("refuses an unknown feature", () => {
    expect(() => buildScene("x", "city", ["castle" as never])).toThrow(/unknown art feature/);
  });
});
