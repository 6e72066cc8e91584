import { afterEach, describe, expect, it, vi } from "vitest";
import { resetConfigForTests } from "./config.server.ts";
import { log } from "./log.server.ts";

describe("log (LOG_LEVEL)", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    resetConfigForTests();
  });

  function capture(level: string) {
    vi.stubEnv("LOG_LEVEL", level);
    resetConfigForTests();
    const out = {
      debug: vi.spyOn(console, "log").mockImplementation(() => {}),
      info: vi.spyOn(console, "info").mockImplementation(() => {}),
      warn: vi.spyOn(console, "warn").mockImplementation(() => {}),
      error: vi.spyOn(console, "error").mockImplementation(() => {}),
    };
    log.debug("d");
    log.info("i");
    log.warn("w");
    log.error("e");
    return Object.fromEntries(Object.entries(out).map(([k, spy]) => [k, spy.mock.calls.length]));
  }

  it("prints info and above by default", () => {
    expect(capture("info")).toEqual({ debug: 0, info: 1, warn: 1, error: 1 });
  });

  it("prints only errors at error", () => {
    expect(capture("error")).toEqual({ debug: 0, info: 0, warn: 0, error: 1 });
  });

  it("prints everything at debug", () => {
    expect(capture("debug")).toEqual({ debug: 1, info: 1, warn: 1, error: 1 });
  });
});
