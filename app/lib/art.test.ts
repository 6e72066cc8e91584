import { describe, expect, it } from "vitest";
import { ART_WIDTHS, artFileName, artId, artOgImage, artSources, artUrl } from "./art.ts";

describe("artId", () => {
  it("derives one id per content type", () => {
    expect(artId.destination("bunaken")).toBe("bunaken");
    expect(artId.gallery("bunaken", 1)).toBe("bunaken-g1");
    expect(artId.gallery("tana-toraja", 6)).toBe("tana-toraja-g6");
    expect(artId.region("north")).toBe("region-north");
    expect(artId.hub("makassar")).toBe("hub-makassar");
    expect(artId.experience("diving")).toBe("experience-diving");
    expect(artId.article("toraja-cultural-experience")).toBe("article-toraja-cultural-experience");
  });

  it("counts gallery items from 1 and rejects anything else", () => {
    expect(() => artId.gallery("bunaken", 0)).toThrow(RangeError);
    expect(() => artId.gallery("bunaken", -1)).toThrow(RangeError);
    expect(() => artId.gallery("bunaken", 1.5)).toThrow(RangeError);
  });

  it("rejects parts that are not lowercase slugs (no paths, no spaces)", () => {
    for (const bad of ["", "Bunaken", "../etc", "a b", "a--b", "-a", "a/b"]) {
      expect(() => artId.destination(bad)).toThrow(TypeError);
      expect(() => artId.article(bad)).toThrow(TypeError);
    }
  });
});

describe("art files and sources", () => {
  const id = artId.destination("bunaken");

  it("names the renditions the generator writes", () => {
    expect(artFileName(id, 480)).toBe("bunaken-480.webp");
    expect(artFileName(id, 1600)).toBe("bunaken-1600.webp");
    expect(artFileName(id, "og")).toBe("bunaken-og.jpg");
    expect(artUrl(artId.gallery("bunaken", 2), 960)).toBe("/img/art/bunaken-g2-960.webp");
    expect(artOgImage(id)).toBe("/img/art/bunaken-og.jpg");
  });

  it("gives a 960w src and a srcset of every width, smallest first", () => {
    expect(ART_WIDTHS).toEqual([480, 960, 1600]);
    expect(artSources(id)).toEqual({
      src: "/img/art/bunaken-960.webp",
      srcSet: "/img/art/bunaken-480.webp 480w, /img/art/bunaken-960.webp 960w, /img/art/bunaken-1600.webp 1600w",
    });
  });
});
