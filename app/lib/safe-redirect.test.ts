import { describe, expect, it } from "vitest";
import { normaliseSameSitePath, sameSitePath } from "./safe-redirect.ts";

describe("sameSitePath", () => {
  it("keeps same-site paths with their query and fragment", () => {
    expect(sameSitePath("/community/abc?sort=new#post-1", { fallback: "/" })).toBe("/community/abc?sort=new#post-1");
    expect(sameSitePath("/%E6%97%A5?q=a%20b#top", { fallback: "/" })).toBe("/%E6%97%A5?q=a%20b#top");
  });

  it("refuses whatever normalises to another host (the review's open redirect)", () => {
    for (const bad of [
      "/community/..//example.org/x",
      "/community/%2E%2E//example.org/",
      "/community/%2e%2e/%2e%2e//example.org",
      "/a/./..//example.org",
      "//example.org/x",
      "/\\example.org",
      "/community\\@example.org",
      "https://example.org/community",
      "http:example.org",
      "javascript:alert(1)",
      "/com\nmunity",
      "/caf\u00e9",
      "",
      42,
      null,
      undefined,
      `/${"a".repeat(1000)}`,
    ]) {
      expect(sameSitePath(bad, { fallback: "/fallback" }), String(bad)).toBe("/fallback");
    }
  });

  it("returns the normalised path, never the raw one", () => {
    expect(normaliseSameSitePath("/community/../blog")).toBe("/blog");
    expect(sameSitePath("/community/../admin", { fallback: "/community", under: ["/community"] })).toBe("/community");
  });

  it("limits the target to the given sections and keeps it out of others", () => {
    const forum = { fallback: "/community", under: ["/community"] };
    expect(sameSitePath("/community", forum)).toBe("/community");
    expect(sameSitePath("/community?q=ferry", forum)).toBe("/community?q=ferry");
    expect(sameSitePath("/community-evil", forum)).toBe("/community");
    expect(sameSitePath("/auth?tab=signin", { fallback: "/", notUnder: ["/auth"] })).toBe("/");
    expect(sameSitePath("/auth/reset", { fallback: "/", notUnder: ["/auth"] })).toBe("/");
    expect(sameSitePath("/authors", { fallback: "/", notUnder: ["/auth"] })).toBe("/authors");
  });
});
