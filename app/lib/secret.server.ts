import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ConfigError, config } from "./config.server.ts";
import { onStart } from "./lifecycle.server.ts";
import { log } from "./log.server.ts";

/**
 * The secret that signs cookies (toasts now; sessions may reuse it). Server-only.
 *
 * - SESSION_SECRET (at least 32 characters) when set: always used.
 * - Production with DATABASE_URL and no SESSION_SECRET: a configuration error at start, because
 *   several instances share that database and must share the secret too.
 * - Otherwise (development, or a single production instance on SQLite): generated once and kept in
 *   DATA_DIR/secret (mode 0600), so it survives restarts; production logs a warning recommending
 *   SESSION_SECRET. Tests (NODE_ENV=test) get a random secret per process and write nothing.
 * See docs/decisions/0005-toasts-and-flash-without-javascript.md.
 */
let cached: { key: string; secret: string } | undefined;

export function sessionSecret(): string {
  const cfg = config();
  const key = `${cfg.NODE_ENV}|${cfg.dataDir}|${cfg.SESSION_SECRET ?? ""}`;
  if (cached?.key === key) return cached.secret;
  const secret = resolveSecret();
  cached = { key, secret };
  return secret;
}

function resolveSecret(): string {
  const cfg = config();
  if (cfg.SESSION_SECRET) return cfg.SESSION_SECRET;
  if (cfg.NODE_ENV === "test") return randomBytes(32).toString("base64url");
  if (cfg.isProduction && cfg.DATABASE_URL) {
    throw new ConfigError(
      "Invalid configuration:\n  SESSION_SECRET: required in production with DATABASE_URL (every instance must use the same one); " +
        "set at least 32 random characters, e.g. `openssl rand -base64 48`",
    );
  }
  const file = path.join(cfg.dataDir, "secret");
  const existing = readSecretFile(file);
  if (existing) return existing;
  mkdirSync(cfg.dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  try {
    // "wx": if another process created the file first, use theirs.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return readSecretFile(file) ?? secret;
  }
  if (cfg.isProduction) {
    log.warn(
      `SESSION_SECRET is not set: generated one in ${file}. Keep that file (or set SESSION_SECRET) so signed cookies stay valid across deployments.`,
    );
  }
  return secret;
}

function readSecretFile(file: string): string | undefined {
  try {
    const value = readFileSync(file, "utf8").trim();
    if (value.length >= 32) return value;
    throw new ConfigError(
      `Invalid configuration:\n  ${file}: holds fewer than 32 characters; delete it to generate a new secret`,
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

// Resolve at start, so a missing production secret stops the server before it listens, with one clear line.
onStart("secrets", () => {
  try {
    sessionSecret();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    log.error(error.message);
    process.exit(1);
  }
});
