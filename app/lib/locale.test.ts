import { describe, expect, it } from "vitest";
import { defineTexts, isLocalizablePath, localeFromPath, localeOf, localizePath, pathWithoutLocale } from "./locale.ts";

describe("the edition of a path", () => {
  it("is Indonesian under /id only", () => {
    expect(localeFromPath("/id")).toBe("id");
    expect(localeFromPath("/id/planning")).toBe("id");
    expect(localeFromPath("/idea")).toBe("en");
    expect(localeFromPath("/")).toBe("en");
    expect(localeFromPath("/destinations/bunaken")).toBe("en");
    expect(localeOf(new Request("http://x.test/id/transport/plan?from=palu"))).toBe("id");
  });

  it("strips the prefix", () => {
    expect(pathWithoutLocale("/id")).toBe("/");
    expect(pathWithoutLocale("/id/blog/x")).toBe("/blog/x");
    expect(pathWithoutLocale("/blog/x")).toBe("/blog/x");
  });
});

describe("localizePath", () => {
  it("puts a page in the Indonesian edition, keeping its query and hash", () => {
    expect(localizePath("/", "id")).toBe("/id");
    expect(localizePath("/planning#visa", "id")).toBe("/id/planning#visa");
    expect(localizePath("/transport/plan?from=palu&to=poso", "id")).toBe("/id/transport/plan?from=palu&to=poso");
    expect(localizePath("/?x=1", "id")).toBe("/id?x=1");
  });

  it("brings an Indonesian path back to English, and leaves one edition's path as it is", () => {
    expect(localizePath("/id/planning", "en")).toBe("/planning");
    expect(localizePath("/id", "en")).toBe("/");
    expect(localizePath("/id/planning", "id")).toBe("/id/planning");
    expect(localizePath("/planning", "en")).toBe("/planning");
  });

  it("leaves what is not a page alone", () => {
    for (const href of [
      "https://example.test/planning",
      "//cdn.test/x",
      "#comments",
      "?page=2",
      "mailto:a@b.test",
      "/blog/rss.xml",
      "/data/gtfs.zip",
      "/sitemap.xml",
      "/api/community/posts",
      "/media/abc.jpg",
      "/admin",
      "/admin/export/posts",
      "/healthz",
      "/assets/entry.js",
    ])
      expect(localizePath(href, "id")).toBe(href);
    expect(isLocalizablePath("/data")).toBe(true);
    expect(isLocalizablePath("/administrator")).toBe(false);
  });
});

describe("defineTexts", () => {
  it("keeps both editions", () => {
    const texts = defineTexts({ en: { n: (k: number) => `${k} upvotes` }, id: { n: (k: number) => `${k} suara` } });
    expect(texts.id.n(2)).toBe("2 suara");
    expect(texts.en.n(2)).toBe("2 upvotes");
  });
});
