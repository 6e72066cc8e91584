import { describe, expect, it } from "vitest";
import { englishPaths, guidePaths, perRequestGuidePaths, prerenderPaths, withEditions } from "./paths.ts";

describe("the guide's paths in both editions (issue 31, ADR 0036)", () => {
  it("lists every guide page with its /id twin", () => {
    const all = guidePaths();
    expect(all.slice(0, 2)).toEqual(["/", "/id"]);
    expect(all).toContain("/id/planning");
    expect(all).toContain("/id/destinations/bunaken");
    expect(all).toContain("/id/privacy");
    const english = englishPaths(all);
    expect(all.length).toBe(english.length * 2);
    expect(withEditions(english)).toEqual(all);
  });

  it("prerenders the static pages of both editions and renders the living ones per request in both", () => {
    const prerendered = prerenderPaths();
    for (const path of ["/planning", "/id/planning", "/id/terms", "/id/saved", "/id/offline", "/manifest.webmanifest"])
      expect(prerendered).toContain(path);
    expect(prerendered).not.toContain("/id/manifest.webmanifest");
    const perRequest = perRequestGuidePaths();
    for (const path of ["/", "/id", "/transport", "/id/transport", "/id/transport-guide"])
      expect(perRequest).toContain(path);
    expect(prerendered.filter((p) => perRequest.includes(p))).toEqual([]);
  });
});
