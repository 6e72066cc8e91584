import path from "node:path";
import { z } from "zod";

/**
 * The one place that reads the environment. Every setting is validated at start-up, and a bad
 * value stops the server with one clear line per problem (see `loadConfig`).
 * Later capabilities add their settings here, and document them in `.env.example`.
 */
const booleanish = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .transform((v) => v === "true" || v === "1" || v === "yes");

/** An http(s) URL; unset or empty means "not configured". */
const optionalUrl = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? undefined : typeof v === "string" ? v.trim() : v),
  z.url({ protocol: /^https?$/, message: "must be an http:// or https:// URL" }).optional(),
);

export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  /** Public origin of the site, used for canonical URLs, sitemaps, emails and origin checks. */
  SITE_URL: optionalUrl,
  /** Honour X-Forwarded-* headers only when the app sits behind a reverse proxy you control. */
  TRUST_PROXY: booleanish.default(false),
  SITE_NAME: z.string().trim().min(1).max(80).default("Sulawesi Travel Guide"),
  CONTACT_EMAIL: z.email().default("hello@sulawesi-guide.example"),
  /** International format without spaces, e.g. +6281234567890. */
  WHATSAPP_NUMBER: z
    .string()
    .trim()
    .regex(/^\+[1-9]\d{6,14}$/, "must be an international number such as +6281234567890")
    .default("+6281234567890"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),

  // --- Data, jobs, mail, cookies (app/lib/db, jobs, mail, toast) ---
  /** PostgreSQL connection string; unset means SQLite in DATA_DIR/app.db. */
  DATABASE_URL: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : typeof v === "string" ? v.trim() : v),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql:// (unset it to use SQLite)")
      .optional(),
  ),
  /** Most PostgreSQL connections one app instance opens. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  /** SMTP relay for outgoing mail (smtp:// or smtps://user:pass@host:port); unset writes .eml files to DATA_DIR/outbox. */
  SMTP_URL: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : typeof v === "string" ? v.trim() : v),
    z.url({ protocol: /^smtps?$/, message: "must be an smtp:// or smtps:// URL" }).optional(),
  ),
  /** From header of outgoing mail; default "SITE_NAME" <no-reply@host of SITE_URL>. */
  MAIL_FROM: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z
      .string()
      .trim()
      .max(200)
      .refine((v) => !/[\r\n]/.test(v), "must be a single line")
      .optional(),
  ),
  /** Signs cookies (toasts, sessions). At least 32 characters; see app/lib/secret.server.ts for when it is required. */
  SESSION_SECRET: z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.string().min(32, "must be at least 32 characters (e.g. `openssl rand -base64 48`)").optional(),
  ),
});

export type AppConfig = z.infer<typeof configSchema> & {
  /** Absolute path of DATA_DIR. */
  dataDir: string;
  /** SITE_URL, or http://localhost:PORT when unset. No trailing slash. */
  siteUrl: string;
  isProduction: boolean;
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".") || "(environment)"}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  const siteUrl = (c.SITE_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, "");
  return {
    ...c,
    dataDir: path.resolve(c.DATA_DIR),
    siteUrl,
    isProduction: c.NODE_ENV === "production",
  };
}

let cached: AppConfig | undefined;

/** The process-wide configuration, validated on first use. */
export function config(): AppConfig {
  cached ??= loadConfig();
  return cached;
}

/** For tests: forget the cached configuration so the next call re-reads the environment. */
export function resetConfigForTests(): void {
  cached = undefined;
}

/** Settings that may appear in HTML (never secrets). */
export function publicConfig() {
  const c = config();
  return {
    siteName: c.SITE_NAME,
    siteUrl: c.siteUrl,
    contactEmail: c.CONTACT_EMAIL,
    whatsappNumber: c.WHATSAPP_NUMBER,
  };
}
export type PublicConfig = ReturnType<typeof publicConfig>;
