import { describe, expect, it } from "vitest";
import { registerCacheReset, registeredCacheResets, resetAllCaches } from "./cache-resets.server.ts";

describe("cache reset registry", () => {
  it("runs every registered reset once per resetAllCaches, a re-registration replacing the old one", () => {
    const calls: string[] = [];
    registerCacheReset("test-a", () => calls.push("a"));
    registerCacheReset("test-b", () => calls.push("b"));
    registerCacheReset("test-a", () => calls.push("a2"));
    resetAllCaches();
    expect(calls).toEqual(["a2", "b"]);
  });

  it("knows the app's caches once their modules are loaded", async () => {
    await Promise.all([
      import("~/features/open-data/open-data.server.ts"),
      import("~/features/stats/site-stats.server.ts"),
    ]);
    expect(registeredCacheResets()).toEqual(
      expect.arrayContaining([
        "config",
        "page-cache",
        "transport-data",
        "merged-transport",
        "community-counts",
        "published-data",
      ]),
    );
  });

  it("forgets the configuration: the next read sees the changed environment", async () => {
    const { config } = await import("./config.server.ts");
    const saved = process.env.PAGE_CACHE_SECONDS;
    try {
      process.env.PAGE_CACHE_SECONDS = "7";
      resetAllCaches();
      expect(config().PAGE_CACHE_SECONDS).toBe(7);
      process.env.PAGE_CACHE_SECONDS = "9";
      expect(config().PAGE_CACHE_SECONDS).toBe(7);
      resetAllCaches();
      expect(config().PAGE_CACHE_SECONDS).toBe(9);
    } finally {
      if (saved === undefined) delete process.env.PAGE_CACHE_SECONDS;
      else process.env.PAGE_CACHE_SECONDS = saved;
      resetAllCaches();
    }
  });
});
