import { describe, expect, it } from "vitest";
import {
  DEFAULT_WORKER_HEAP_MB,
  DEFAULT_WORKER_SEMI_SPACE_MB,
  freeSlot,
  restartDelayMs,
  SCALE_UP_PAUSE_MS,
  shouldAddWorker,
  webConcurrency,
  workerHeapArgs,
  workerScaling,
} from "./cluster.ts";

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

describe("workerScaling", () => {
  it("keeps one worker while quiet and retires extra ones after ten idle minutes by default", () => {
    expect(workerScaling({}, 4)).toEqual({ min: 1, max: 4, idleMs: 600_000 });
  });

  it("takes WEB_CONCURRENCY_MIN (never above the most workers) and WEB_CONCURRENCY_IDLE_SECONDS", () => {
    expect(workerScaling({ WEB_CONCURRENCY_MIN: "2", WEB_CONCURRENCY_IDLE_SECONDS: "30" }, 4)).toEqual({
      min: 2,
      max: 4,
      idleMs: 30_000,
    });
    expect(workerScaling({ WEB_CONCURRENCY_MIN: "8" }, 2).min).toBe(2);
  });

  it("refuses values that are not whole numbers in range, naming the setting", () => {
    expect(() => workerScaling({ WEB_CONCURRENCY_MIN: "0" }, 2)).toThrow(/WEB_CONCURRENCY_MIN: must be a whole number/);
    expect(() => workerScaling({ WEB_CONCURRENCY_IDLE_SECONDS: "soon" }, 2)).toThrow(
      /WEB_CONCURRENCY_IDLE_SECONDS: must be a whole number/,
    );
  });
});

describe("shouldAddWorker", () => {
  const settled = SCALE_UP_PAUSE_MS;
  it("adds a worker only when every running worker is busy and there is room", () => {
    expect(shouldAddWorker([0.95], 2, settled)).toBe(true);
    expect(shouldAddWorker([0.95, 0.9], 3, settled)).toBe(true);
    expect(shouldAddWorker([0.95, 0.2], 3, settled)).toBe(false);
    expect(shouldAddWorker([0.95, 0.9], 2, settled)).toBe(false);
    expect(shouldAddWorker([0.5], 2, settled)).toBe(false);
    expect(shouldAddWorker([], 2, settled)).toBe(false);
  });

  it("waits a few seconds after starting one, so the new worker can take its share first", () => {
    expect(shouldAddWorker([0.99], 2, settled - 1)).toBe(false);
  });
});

describe("freeSlot", () => {
  const running = { worker: {} };
  it("offers an empty slot to an extra worker, never one whose dead worker's replacement is waiting", () => {
    // The fault suite saw it: a busy survivor had the pool refill a dead job runner's slot before its
    // replacement, without the dead pid, so the dead worker's mail job waited out its 30-minute lease.
    expect(freeSlot([running, { worker: undefined, diedPid: 4242 }])).toBeUndefined();
    const empty = { worker: undefined };
    expect(freeSlot([running, { worker: undefined, diedPid: 4242 }, empty])).toBe(empty);
    expect(freeSlot([running, running])).toBeUndefined();
  });
});

describe("workerHeapArgs", () => {
  it("caps each worker's old generation at WORKER_HEAP_MB (default 112), replacing any earlier cap", () => {
    expect(DEFAULT_WORKER_HEAP_MB).toBe(112);
    expect(workerHeapArgs({}, ["--max-semi-space-size=4"])).toEqual([
      "--max-semi-space-size=4",
      `--max-old-space-size=${DEFAULT_WORKER_HEAP_MB}`,
    ]);
    expect(workerHeapArgs({ WORKER_HEAP_MB: "256" }, ["--max-old-space-size=4096"])).toEqual([
      `--max-semi-space-size=${DEFAULT_WORKER_SEMI_SPACE_MB}`,
      "--max-old-space-size=256",
    ]);
  });

  it("sets the young generation's size whatever started the server, unless its size is given", () => {
    expect(DEFAULT_WORKER_SEMI_SPACE_MB).toBe(4);
    expect(workerHeapArgs({}, [])).toEqual([
      "--max-semi-space-size=4",
      `--max-old-space-size=${DEFAULT_WORKER_HEAP_MB}`,
    ]);
    expect(workerHeapArgs({}, ["--max-semi-space-size=8"])).toEqual([
      "--max-semi-space-size=8",
      `--max-old-space-size=${DEFAULT_WORKER_HEAP_MB}`,
    ]);
  });

  it("takes WORKER_SEMI_SPACE_MB over the command line's size, and refuses one past 32", () => {
    expect(workerHeapArgs({ WORKER_SEMI_SPACE_MB: "16" }, ["--max-semi-space-size=4", "--inspect"])).toEqual([
      "--inspect",
      "--max-semi-space-size=16",
      `--max-old-space-size=${DEFAULT_WORKER_HEAP_MB}`,
    ]);
    for (const bad of ["0", "33", "big"]) {
      expect(() => workerHeapArgs({ WORKER_SEMI_SPACE_MB: bad }, [])).toThrow(
        /WORKER_SEMI_SPACE_MB: must be a whole number/,
      );
    }
  });

  it("refuses a value that is not a whole number of at least 64, naming the setting", () => {
    for (const bad of ["32", "lots", "1.5"]) {
      expect(() => workerHeapArgs({ WORKER_HEAP_MB: bad }, [])).toThrow(/WORKER_HEAP_MB: must be a whole number/);
    }
  });
});
