import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfigError, resetConfigForTests } from "./config.server.ts";
import { sessionSecret } from "./secret.server.ts";

const saved = { ...process.env };

function withEnv(env: Record<string, string | undefined>) {
  for (const key of ["NODE_ENV", "DATA_DIR", "DATABASE_URL", "SESSION_SECRET"]) delete process.env[key];
  Object.assign(process.env, env);
  resetConfigForTests();
}

describe("sessionSecret", () => {
  afterEach(() => {
    process.env = { ...saved };
    resetConfigForTests();
    vi.restoreAllMocks();
  });

  it("uses SESSION_SECRET when set", () => {
    withEnv({ NODE_ENV: "production", SESSION_SECRET: "x".repeat(40) });
    expect(sessionSecret()).toBe("x".repeat(40));
  });

  it("refuses a short SESSION_SECRET", () => {
    withEnv({ NODE_ENV: "production", SESSION_SECRET: "short" });
    expect(() => sessionSecret()).toThrow(/at least 32 characters/);
  });

  it("is required in production with DATABASE_URL (instances must share it)", () => {
    withEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://db.internal/app" });
    expect(() => sessionSecret()).toThrow(ConfigError);
  });

  it("otherwise is generated once into DATA_DIR/secret (0600) and reused", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "secret-"));
    try {
      withEnv({ NODE_ENV: "development", DATA_DIR: dir });
      const first = sessionSecret();
      expect(first.length).toBeGreaterThanOrEqual(32);
      const file = path.join(dir, "secret");
      expect(readFileSync(file, "utf8").trim()).toBe(first);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      withEnv({ NODE_ENV: "production", DATA_DIR: dir });
      expect(sessionSecret()).toBe(first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
