import path from "node:path";
import { z } from "zod";
import { registerCacheReset } from "./cache-resets.server.ts";
import { isTimeZone } from "./format.ts";

/**
 * The one place that reads the environment. Every setting is validated at start-up, and a bad
 * value stops the server with one clear line per problem (see `loadConfig`).
 * Later capabilities add their settings here, and document them in `.env.example`.
 */
const booleanish = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .transform((v) => v === "true" || v === "1" || v === "yes");

/** Unset, or empty after trimming, means "not configured"; otherwise the trimmed value goes on to `schema`. */
function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (typeof v === "string" ? (v.trim() === "" ? undefined : v.trim()) : v), schema);
}

/** An http(s) URL; unset or empty means "not configured". */
const optionalUrl = optional(z.url({ protocol: /^https?$/, message: "must be an http:// or https:// URL" }).optional());

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
  /** JSON lines (production, tests) or readable lines (default under `npm run dev`); app/lib/log.server.ts. */
  LOG_FORMAT: optional(z.enum(["json", "pretty"]).optional()),
  /** Lets a Prometheus server elsewhere read /metrics with `Authorization: Bearer TOKEN`; unset: loopback only. */
  METRICS_TOKEN: optional(
    z.string().min(24, "must be at least 24 characters (e.g. `openssl rand -hex 24`)").optional(),
  ),
  /** Hours between the scheduled SQLite backups into DATA_DIR/backups (ADR 0030); 0 turns them off. */
  BACKUP_INTERVAL_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 7)
    .default(24),
  /** How many scheduled backups are kept (the newest); older ones are deleted after a new one passes its check. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(14),
  /** Worker processes (server/cluster.ts, ADR 0021); read by the primary before the app loads, checked here too. */
  WEB_CONCURRENCY: optional(z.coerce.number().int().min(1).max(64).optional()),
  /** Seconds a page rendered for visitors without cookies is served to others (app/lib/page-cache); 0 = off. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(1),
  /**
   * How often (seconds) an instance asks the database whether the operator changed the transport
   * data (app/features/route-edits, ADR 0018); 0 = on every request.
   */
  TRANSPORT_CHECK_SECONDS: z.coerce.number().int().min(0).max(60).default(2),
  /**
   * The longest pause (ms) between two pages of a generated-page pass (ADR 0029): each pause is as long
   * as the page took, so a pass takes at most half of a worker's event loop; 0 = no pause.
   */
  GENERATED_PAGES_PAUSE_MS: z.coerce.number().int().min(0).max(5000).default(200),

  // --- Data, jobs, mail, cookies (app/lib/db, jobs, mail, toast) ---
  /** PostgreSQL connection string; unset means SQLite in DATA_DIR/app.db. */
  DATABASE_URL: optional(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql:// (unset it to use SQLite)")
      .optional(),
  ),
  /** Most PostgreSQL connections one app instance opens. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  /** SMTP relay for outgoing mail (smtp:// or smtps://user:pass@host:port); unset writes .eml files to DATA_DIR/outbox. */
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, message: "must be an smtp:// or smtps:// URL" }).optional()),
  /** From header of outgoing mail; default "SITE_NAME" <no-reply@host of SITE_URL>. */
  MAIL_FROM: optional(
    z
      .string()
      .trim()
      .max(200)
      .refine((v) => !/[\r\n]/.test(v), "must be a single line")
      .optional(),
  ),
  /** Signs cookies (toasts, sessions). At least 32 characters; see app/lib/secret.server.ts for when it is required. */
  SESSION_SECRET: optional(
    z.string().min(32, "must be at least 32 characters (e.g. `openssl rand -base64 48`)").optional(),
  ),

  // --- Forum uploads and media storage (app/features/media) ---
  /** Most files per forum post. */
  UPLOAD_MAX_FILES: z.coerce.number().int().min(1).max(20).default(5),
  /** Largest file, in megabytes (10 = 10 * 1024 * 1024 bytes). */
  UPLOAD_MAX_FILE_MB: z.coerce.number().int().min(1).max(500).default(10),
  /** Largest decoded image, in pixels (width x height); bigger images are refused before decoding. */
  UPLOAD_MAX_IMAGE_PIXELS: z.coerce.number().int().min(1_000_000).max(300_000_000).default(40_000_000),
  /** Bucket for uploaded media; unset stores files on disk in DATA_DIR/uploads. */
  S3_BUCKET: optional(z.string().min(3).max(63).optional()),
  /** S3-compatible endpoint (MinIO, R2, Ceph ...); unset means AWS S3. */
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  /** Both or neither; neither uses the SDK's default credentials (environment, instance role). */
  S3_ACCESS_KEY_ID: optional(z.string().optional()),
  S3_SECRET_ACCESS_KEY: optional(z.string().optional()),
  /** Path-style URLs (endpoint/bucket/key), which most S3-compatible servers need. */
  S3_FORCE_PATH_STYLE: booleanish.default(false),

  // --- Accounts and sessions (app/features/accounts) ---
  /** A session not used for this many hours ends (sliding; refreshed at most once an hour). */
  SESSION_IDLE_HOURS: z.coerce.number().int().min(1).max(720).default(168),
  /** A session ends this many hours after sign-in however much it is used (at most 30 days). */
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(720).default(720),

  // --- Admin dashboard (app/features/admin) ---
  /** IANA time zone of the dates shown in the admin dashboard and of export file names. */
  ADMIN_TIME_ZONE: z
    .string()
    .trim()
    .default("Asia/Makassar")
    .refine(isTimeZone, "must be an IANA time zone such as Asia/Makassar or UTC"),

  // --- Newsletter and public forms (app/features/newsletter, app/features/submissions) ---
  /** Receives transport updates, partner requests and contact messages; default CONTACT_EMAIL. */
  OPERATOR_EMAIL: optional(z.email("must be one email address").optional()),
  /** Kit (ConvertKit) API key (v3); with a form or tag id, each new subscriber is synced by a background job. */
  CONVERTKIT_API_KEY: optional(z.string().trim().optional()),
  /** Kit form that new subscribers join (or set CONVERTKIT_TAG_ID). */
  CONVERTKIT_FORM_ID: optional(z.string().trim().regex(/^\d+$/, "must be the numeric Kit form id").optional()),
  /** Kit tag that new subscribers get (used when CONVERTKIT_FORM_ID is not set). */
  CONVERTKIT_TAG_ID: optional(z.string().trim().regex(/^\d+$/, "must be the numeric Kit tag id").optional()),
  /** Kit API base URL (tests point it at a local server). */
  CONVERTKIT_API_URL: optional(
    z
      .url({ protocol: /^https?$/, message: "must be an http:// or https:// URL" })
      .default("https://api.convertkit.com"),
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
  const problems: string[] = [];
  if (c.SESSION_IDLE_HOURS > c.SESSION_ABSOLUTE_HOURS) {
    problems.push(
      `  SESSION_IDLE_HOURS: must not be more than SESSION_ABSOLUTE_HOURS (${c.SESSION_IDLE_HOURS} > ${c.SESSION_ABSOLUTE_HOURS})`,
    );
  }
  // Session cookies are Secure only over https: in production anything else is refused, except a
  // loopback origin (a production build tried on this machine, as the browser tests do).
  if (c.NODE_ENV === "production" && !siteUrl.startsWith("https://")) {
    if (isLoopbackOrigin(siteUrl)) {
      console.warn(
        `config: NODE_ENV=production with SITE_URL=${siteUrl}: session cookies are sent without Secure. Fine on this machine only; set SITE_URL to the public https:// origin to deploy.`,
      );
    } else {
      problems.push(
        `  SITE_URL: must be an https:// URL in production (session cookies need Secure); http:// is allowed only for localhost or 127.0.0.1, got ${siteUrl}`,
      );
    }
  }
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  return {
    ...c,
    dataDir: path.resolve(c.DATA_DIR),
    siteUrl,
    isProduction: c.NODE_ENV === "production",
  };
}

/** http://localhost, http://127.0.0.1 (any 127.x) or http://[::1], any port. */
function isLoopbackOrigin(url: string): boolean {
  try {
    const host = new URL(url).hostname;
    return host === "localhost" || host === "[::1]" || /^127(\.\d{1,3}){3}$/.test(host);
  } catch {
    return false;
  }
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
registerCacheReset("config", resetConfigForTests);

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
