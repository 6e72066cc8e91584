import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/**
 * Kysely's view of the database: one interface per table, keyed by table name.
 * Conventions (docs/decisions/0003-data-layer-conventions.md), the same on SQLite and PostgreSQL:
 * - ids: TEXT holding `crypto.randomUUID()`;
 * - timestamps: TEXT ISO-8601 UTC with milliseconds (`new Date().toISOString()`): sorts as text;
 * - booleans: INTEGER 0/1 (`Flag` below);
 * - counters: INTEGER NOT NULL DEFAULT 0.
 *
 * Adding tables: write the migration (migrations/), then add the table's interface here, in a section
 * named after the migration, and list it in `Database`.
 */

/** INTEGER 0/1. */
export type Flag = 0 | 1;
/** TEXT ISO-8601 UTC timestamp, e.g. "2026-11-03T08:15:30.123Z". */
export type Timestamp = string;

// --- 0001_core ---

export interface RateLimitsTable {
  /** What is limited and for whom, e.g. "sign-in:ip:203.0.113.9". */
  key: string;
  count: number;
  window_start: Timestamp;
  /** window_start + window; rows past it are deleted by the periodic cleanup. */
  expires_at: Timestamp;
}

export type JobStatus = "pending" | "running" | "succeeded" | "failed";

export interface JobsTable {
  id: string;
  type: string;
  /** JSON text. */
  payload: string;
  status: JobStatus;
  attempts: Generated<number>;
  max_attempts: number;
  /** Not before this time. */
  run_at: Timestamp;
  /** A running job whose lease has passed is considered abandoned (crashed worker) and is retried. */
  locked_until: Timestamp | null;
  locked_by: string | null;
  last_error: string | null;
  /** Unique when set: enqueueing the same key again does nothing. */
  dedupe_key: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  finished_at: Timestamp | null;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: Timestamp;
}

// --- Database ---

export interface Database {
  rate_limits: RateLimitsTable;
  jobs: JobsTable;
  schema_migrations: SchemaMigrationsTable;
}

export type Job = Selectable<JobsTable>;
export type NewJob = Insertable<JobsTable>;
export type JobUpdate = Updateable<JobsTable>;

/** Which database engine a Kysely instance talks to. */
export type SqlDialect = "sqlite" | "postgres";
