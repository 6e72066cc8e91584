import { describe, expect, it } from "vitest";
import { restartDelayMs, webConcurrency } from "./cluster.ts";

describe("webConcurrency", () => {
  it("defaults to the CPU count in production and to 1 otherwise", () => {
    expect(webConcurrency({ NODE_ENV: "production" }, 4)).toBe(4);
    expect(webConcurrency({ NODE_ENV: "development" }, 4)).toBe(1);
    expect(webConcurrency({ NODE_ENV: "test" }, 4)).toBe(1);
    expect(webConcurrency({}, 4)).toBe(1);
  });

  it("takes WEB_CONCURRENCY when set, in any mode", () => {
    expect(webConcurrency({ NODE_ENV: "production", WEB_CONCURRENCY: "1" }, 4)).toBe(1);
    expect(webConcurrency({ NODE_ENV: "development", WEB_CONCURRENCY: " 3 " }, 4)).toBe(3);
    expect(webConcurrency({ NODE_ENV: "production", WEB_CONCURRENCY: "" }, 2)).toBe(2);
  });

  it("refuses a value that is not a whole number from 1 to 64, with a clear message", () => {
    for (const bad of ["0", "-1", "1.5", "two", "65"]) {
      expect(() => webConcurrency({ WEB_CONCURRENCY: bad }, 2)).toThrow(/WEB_CONCURRENCY: must be a whole number/);
    }
  });
});

describe("restartDelayMs", () => {
  it("replaces a worker that lived a while at once, and one that keeps dying young ever more slowly", () => {
    expect(restartDelayMs(60_000, 0)).toBe(0);
    expect(restartDelayMs(1_000, 0)).toBe(500);
    expect(restartDelayMs(1_000, 1)).toBe(1_000);
    expect(restartDelayMs(1_000, 3)).toBe(4_000);
    expect(restartDelayMs(1_000, 20)).toBe(30_000);
  });
});
