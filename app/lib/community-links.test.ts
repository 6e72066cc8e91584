import { describe, expect, it } from "vitest";
import { safeReturnPath, signInHref } from "./community-links.ts";

describe("sign-in return path", () => {
  it("returns to the community page the visitor was on", () => {
    expect(signInHref("/community?sort=oldest&q=ferry")).toBe(
      "/auth?redirectTo=%2Fcommunity%3Fsort%3Doldest%26q%3Dferry",
    );
  });
  it("never leaves the site", () => {
    for (const bad of [
      "https://evil.example/community",
      "//evil.example/community",
      "/community\\@evil",
      "/auth",
      42,
      null,
    ]) {
      expect(safeReturnPath(bad)).toBeNull();
    }
    expect(signInHref("//evil.example")).toBe("/auth?redirectTo=%2Fcommunity");
    expect(safeReturnPath("/community/abc#comments")).toBe("/community/abc#comments");
  });
});
