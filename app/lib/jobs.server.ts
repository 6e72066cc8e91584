import { randomUUID } from "node:crypto";
import os from "node:os";
import type { Kysely } from "kysely";
import { inClusterWorker, onSiblingMessage, runsJobsHere, tellSiblings } from "./cluster.server.ts";
import { config } from "./config.server.ts";
import { dialectOf, getDb } from "./db/index.server.ts";
import type { Database, Job } from "./db/schema.ts";
import { onStart, onStop } from "./lifecycle.server.ts";
import { log } from "./log.server.ts";
import { type QueueFigures, setMetricSources } from "./metrics.server.ts";

/**
 * A durable job queue in the `jobs` table: work that must not block a response or be lost (mail,
 * later image processing, notifications). Usage:
 *
 * ```ts
 * registerJobHandler<{ userId: string }>("welcome.send", async (payload, job) => { ... });   // module top level
 * await enqueueJob("welcome.send", { userId }, { dedupeKey: `welcome:${userId}`, trx });
 * ```
 * - At-least-once: a job runs once across all instances (atomic claim with a lease), is retried with
 *   exponential backoff and jitter when its handler throws, and ends `failed` (with `last_error`) after
 *   `maxAttempts`. If a worker dies mid-job the lease expires and another worker runs it again, so a
 *   handler should tolerate a repeat (mail uses the job id as Message-ID).
 * - The worker starts with the server (start hook) and, in development, on the first enqueue. It stops
 *   on shutdown after the running job finishes.
 * - Tests: `await runDueJobs()` runs everything due now, in the test's process, then returns.
 */

export type JobContext = {
  id: string;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  /** Aborted when the lease ends; a handler still running then may be run again elsewhere. */
  signal: AbortSignal;
};

export type JobHandler<P> = (payload: P, job: JobContext) => Promise<void> | void;

export type JobHandlerOptions = {
  /** How long one run may take before the job counts as abandoned. Default 60. */
  leaseSeconds?: number;
  /** Milliseconds to wait before retry `attempt` (2 = first retry). Default: 10 s doubling, max 1 h, ±25 % jitter. */
  backoff?: (attempt: number) => number;
  /** Called once when the job ends `failed` (out of attempts): say so loudly, the work is not done. */
  onGiveUp?: (payload: unknown, job: { id: string; attempts: number; error: string }) => void;
};

export type EnqueueOptions = {
  /** Not before this time (default now). */
  runAt?: Date;
  /** Default 5. */
  maxAttempts?: number;
  /** Enqueueing a key that already exists (until the job is cleaned up) does nothing and returns null. */
  dedupeKey?: string;
  /** Enqueue inside this transaction: the job exists only if the transaction commits. */
  trx?: Kysely<Database>;
};

// `never`: any JobHandler<P> fits; payloads come back from JSON untyped anyway.
type RegisteredHandler = {
  handler: JobHandler<never>;
  leaseMs: number;
  backoff: (attempt: number) => number;
  onGiveUp?: JobHandlerOptions["onGiveUp"];
};
type MaintenanceTask = (db: Kysely<Database>) => Promise<unknown>;

type Registry = {
  handlers: Map<string, RegisteredHandler>;
  maintenance: Map<string, MaintenanceTask>;
  worker?: JobWorker;
};
// On globalThis so a dev-server module reload replaces handlers instead of starting a second worker.
const REGISTRY_KEY = Symbol.for("sulawesi-guide.jobs");
const globals = globalThis as Record<symbol, Registry | undefined>;
const registry: Registry = globals[REGISTRY_KEY] ?? { handlers: new Map(), maintenance: new Map() };
globals[REGISTRY_KEY] = registry;

const DEFAULT_MAX_ATTEMPTS = 5;
const DEFAULT_LEASE_SECONDS = 60;
const MAINTENANCE_INTERVAL_MS = 10 * 60_000;
/** Finished jobs are kept this long for inspection (and dedupe), then deleted. */
const KEEP_SUCCEEDED_MS = 7 * 86_400_000;
const KEEP_FAILED_MS = 30 * 86_400_000;

export function defaultBackoff(attempt: number): number {
  const base = Math.min(10_000 * 2 ** Math.max(0, attempt - 2), 3_600_000);
  return Math.round(base * (0.75 + Math.random() * 0.5));
}

/** Registers the function that runs jobs of `type` (call at module top level, once per type). */
export function registerJobHandler<P = unknown>(type: string, handler: JobHandler<P>, options: JobHandlerOptions = {}) {
  registry.handlers.set(type, {
    handler,
    leaseMs: (options.leaseSeconds ?? DEFAULT_LEASE_SECONDS) * 1000,
    backoff: options.backoff ?? defaultBackoff,
    onGiveUp: options.onGiveUp,
  });
}

/** Registers periodic cleanup (expired rows and the like), run by the worker every 10 minutes. */
export function registerMaintenanceTask(name: string, task: MaintenanceTask): void {
  registry.maintenance.set(name, task);
}

/**
 * Stores a job. Returns its id, or null when `dedupeKey` was already used. The payload must be
 * JSON-serialisable. Never waits for the job to run.
 */
export async function enqueueJob(type: string, payload: unknown, options: EnqueueOptions = {}): Promise<string | null> {
  const maxAttempts = options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new Error("enqueueJob: maxAttempts must be >= 1");
  const json = JSON.stringify(payload ?? null);
  const db = options.trx ?? getDb();
  const now = new Date().toISOString();
  const insert = db.insertInto("jobs").values({
    id: randomUUID(),
    type,
    payload: json,
    status: "pending",
    max_attempts: maxAttempts,
    run_at: (options.runAt ?? new Date()).toISOString(),
    dedupe_key: options.dedupeKey ?? null,
    locked_until: null,
    locked_by: null,
    last_error: null,
    finished_at: null,
    created_at: now,
    updated_at: now,
  });
  // The unique constraint decides between concurrent enqueues of the same key: no read-then-write.
  const row = await (options.dedupeKey ? insert.onConflict((oc) => oc.column("dedupe_key").doNothing()) : insert)
    .returning("id")
    .executeTakeFirst();
  if (row) wakeDefaultWorker(!options.trx);
  return row?.id ?? null;
}

/**
 * Atomically takes the next due job of a type this process can run: a pending job whose run_at has
 * come, or a running job whose lease expired (its worker died). PostgreSQL skips rows another worker
 * is claiming (FOR UPDATE SKIP LOCKED); on SQLite the single UPDATE statement holds the write lock.
 */
async function claimJob(db: Kysely<Database>, workerId: string): Promise<Job | undefined> {
  const types = [...registry.handlers.keys()];
  if (types.length === 0) return undefined;
  const now = new Date();
  const nowIso = now.toISOString();
  const leaseMs = Math.max(...[...registry.handlers.values()].map((h) => h.leaseMs));
  const postgres = dialectOf(db) === "postgres";
  return db
    .updateTable("jobs")
    .set((eb) => ({
      status: "running",
      attempts: eb("attempts", "+", 1),
      // One lease for all types, the longest registered: simpler than per-type SQL, and only delays
      // the retry of a job whose worker died.
      locked_until: new Date(now.getTime() + leaseMs).toISOString(),
      locked_by: `${workerId}:${randomUUID()}`,
      updated_at: nowIso,
    }))
    .where("id", "=", (eb) =>
      eb
        .selectFrom("jobs")
        .select("id")
        .where("type", "in", types)
        .where((w) => w("attempts", "<", w.ref("max_attempts")))
        .where((w) =>
          w.or([
            w.and([w("status", "=", "pending"), w("run_at", "<=", nowIso)]),
            w.and([w("status", "=", "running"), w("locked_until", "<=", nowIso)]),
          ]),
        )
        .orderBy("run_at")
        .orderBy("created_at")
        .limit(1)
        .$if(postgres, (q) => q.forUpdate().skipLocked()),
    )
    .returningAll()
    .executeTakeFirst();
}

function errorText(error: unknown): string {
  const text = error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
  return text.slice(0, 4000);
}

async function recordSuccess(db: Kysely<Database>, job: Job, owner: string): Promise<void> {
  const now = new Date().toISOString();
  await db
    .updateTable("jobs")
    .set({ status: "succeeded", finished_at: now, updated_at: now, locked_until: null })
    .where("id", "=", job.id)
    .where("locked_by", "=", owner)
    .execute();
}

/** A failed attempt: retried after the type's backoff, or given up (and the type's hook told) when exhausted. */
async function recordFailure(
  db: Kysely<Database>,
  job: Job,
  owner: string,
  registered: RegisteredHandler | undefined,
  error: unknown,
): Promise<void> {
  const exhausted = job.attempts >= job.max_attempts;
  const now = Date.now();
  const delay = exhausted ? 0 : (registered?.backoff ?? defaultBackoff)(job.attempts + 1);
  log.error(
    `jobs: ${job.type} ${job.id} failed (attempt ${job.attempts} of ${job.max_attempts})${
      exhausted ? "; giving up" : `; retrying in ${Math.round(delay / 1000)} s`
    }:`,
    error instanceof Error ? error.message : error,
  );
  await db
    .updateTable("jobs")
    .set({
      status: exhausted ? "failed" : "pending",
      run_at: new Date(now + delay).toISOString(),
      last_error: errorText(error),
      locked_until: null,
      updated_at: new Date(now).toISOString(),
      finished_at: exhausted ? new Date(now).toISOString() : null,
    })
    .where("id", "=", job.id)
    .where("locked_by", "=", owner)
    .execute();
  if (!exhausted) return;
  try {
    registered?.onGiveUp?.(JSON.parse(job.payload), {
      id: job.id,
      attempts: job.attempts,
      error: error instanceof Error ? error.message : String(error),
    });
  } catch (hookError) {
    log.error(`jobs: the give-up hook of ${job.type} failed:`, hookError);
  }
}

/** Runs one claimed job and records the outcome, unless another worker has taken it over meanwhile. */
async function executeJob(db: Kysely<Database>, job: Job): Promise<void> {
  const registered = registry.handlers.get(job.type);
  const owner = job.locked_by!;
  const controller = new AbortController();
  const leaseLeft = Date.parse(job.locked_until!) - Date.now();
  const leaseTimer = setTimeout(() => controller.abort(new Error("The job's lease expired.")), leaseLeft);
  leaseTimer.unref?.();
  try {
    if (!registered) throw new Error(`No handler is registered for job type "${job.type}".`);
    await (registered.handler as JobHandler<unknown>)(JSON.parse(job.payload), {
      id: job.id,
      attempt: job.attempts,
      maxAttempts: job.max_attempts,
      signal: controller.signal,
    });
    await recordSuccess(db, job, owner);
  } catch (error) {
    await recordFailure(db, job, owner, registered, error);
  } finally {
    clearTimeout(leaseTimer);
  }
}

/**
 * Gives failed jobs of `type` a fresh set of attempts, due now (the operator's "try again" after an
 * outage, e.g. `npm run mail:retry`). Returns how many were requeued. Only jobs that failed within
 * the retention period still exist.
 */
export async function requeueFailedJobs(type: string, db: Kysely<Database> = getDb()): Promise<number> {
  const now = new Date().toISOString();
  const result = await db
    .updateTable("jobs")
    .set({ status: "pending", attempts: 0, run_at: now, finished_at: null, locked_by: null, updated_at: now })
    .where("type", "=", type)
    .where("status", "=", "failed")
    .executeTakeFirst();
  const count = Number(result.numUpdatedRows);
  // Only a running worker is woken: a CLI script must not start one of its own.
  if (count > 0 && registry.worker?.running) registry.worker.wake();
  return count;
}

/**
 * Makes the running jobs of a worker known to be dead (`workerId` as in JobWorker.id) due again now,
 * instead of after their lease. Jobs on their last attempt are left for maintenance to mark failed.
 */
export async function releaseJobsOf(workerId: string, db: Kysely<Database> = getDb()): Promise<number> {
  const now = new Date().toISOString();
  const result = await db
    .updateTable("jobs")
    .set({ status: "pending", run_at: now, locked_until: null, locked_by: null, updated_at: now })
    .where("status", "=", "running")
    .where("locked_by", "like", `${workerId}:%`)
    .where((w) => w("attempts", "<", w.ref("max_attempts")))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** How many jobs of `type` have failed and are waiting for an operator (see requeueFailedJobs). */
export async function countFailedJobs(type: string, db: Kysely<Database> = getDb()): Promise<number> {
  const row = await db
    .selectFrom("jobs")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("type", "=", type)
    .where("status", "=", "failed")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Runs periodic cleanup: finished jobs past retention, abandoned jobs out of attempts, registered tasks. */
export async function runMaintenance(db: Kysely<Database> = getDb()): Promise<void> {
  const now = Date.now();
  const nowIso = new Date(now).toISOString();
  const abandoned = await db
    .updateTable("jobs")
    .set({
      status: "failed",
      finished_at: nowIso,
      updated_at: nowIso,
      last_error: "Abandoned: the lease expired on the last attempt.",
    })
    .where("status", "=", "running")
    .where("locked_until", "<=", nowIso)
    .where((w) => w("attempts", ">=", w.ref("max_attempts")))
    .returning(["id", "type"])
    .execute();
  for (const job of abandoned) {
    log.error(`jobs: ${job.type} ${job.id} FAILED: its worker died on the last attempt (requeue it to try again).`);
  }
  await db
    .deleteFrom("jobs")
    .where((w) =>
      w.or([
        w.and([w("status", "=", "succeeded"), w("finished_at", "<", new Date(now - KEEP_SUCCEEDED_MS).toISOString())]),
        w.and([w("status", "=", "failed"), w("finished_at", "<", new Date(now - KEEP_FAILED_MS).toISOString())]),
      ]),
    )
    .execute();
  for (const [name, task] of registry.maintenance) {
    try {
      await task(db);
    } catch (error) {
      log.error(`maintenance: ${name} failed:`, error instanceof Error ? error.message : error);
    }
  }
}

export type JobWorkerOptions = {
  db?: Kysely<Database>;
  /** How often to look for due jobs when idle. Default 1000. */
  pollIntervalMs?: number;
  /** Run maintenance at start and every 10 minutes. Default true. */
  maintenance?: boolean;
  /** Names this worker in `locked_by`. */
  id?: string;
};

/** A polling worker that runs one job at a time. The server runs one per instance (see startJobWorker). */
export class JobWorker {
  readonly id: string;
  #db: () => Kysely<Database>;
  #pollIntervalMs: number;
  #maintenance: boolean;
  #stopped = true;
  #timer: ReturnType<typeof setTimeout> | undefined;
  #maintenanceTimer: ReturnType<typeof setInterval> | undefined;
  #loop: Promise<void> | undefined;
  #again = false;
  #lastErrorLog = 0;

  constructor(options: JobWorkerOptions = {}) {
    const injected = options.db;
    this.#db = injected ? () => injected : getDb;
    this.#pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.#maintenance = options.maintenance ?? true;
    this.id = options.id ?? `${os.hostname()}:${process.pid}`;
  }

  get running(): boolean {
    return !this.#stopped;
  }

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    if (this.#maintenance) {
      const maintain = () => {
        runMaintenance(this.#db()).catch((error) => log.error("maintenance failed:", error));
      };
      maintain();
      this.#maintenanceTimer = setInterval(maintain, MAINTENANCE_INTERVAL_MS);
      this.#maintenanceTimer.unref?.();
    }
    this.wake();
  }

  /** Look for jobs now (after an enqueue) instead of at the next poll. */
  wake(): void {
    if (this.#stopped) return;
    if (this.#loop) {
      this.#again = true;
      return;
    }
    clearTimeout(this.#timer);
    this.#loop = this.#drain().finally(() => {
      this.#loop = undefined;
      if (this.#stopped) return;
      if (this.#again) {
        this.#again = false;
        this.wake();
        return;
      }
      this.#timer = setTimeout(() => this.wake(), this.#pollIntervalMs);
      this.#timer.unref?.();
    });
  }

  async #drain(): Promise<void> {
    try {
      while (!this.#stopped) {
        const db = this.#db();
        const job = await claimJob(db, this.id);
        if (!job) return;
        await executeJob(db, job);
      }
    } catch (error) {
      // The database may be briefly unavailable: keep polling, but do not log every second.
      if (Date.now() - this.#lastErrorLog > 60_000) {
        this.#lastErrorLog = Date.now();
        log.error("jobs: worker could not poll the queue:", error instanceof Error ? error.message : error);
      }
    }
  }

  /** Stops polling and waits for the running job (if any) to finish. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    clearInterval(this.#maintenanceTimer);
    await this.#loop;
  }
}

/**
 * Runs every job that is due now, in this process, until none is left; returns how many ran.
 * For tests and one-off scripts (the server's worker does this continuously).
 */
export async function runDueJobs(options: { db?: Kysely<Database>; workerId?: string } = {}): Promise<number> {
  const db = options.db ?? getDb();
  const workerId = options.workerId ?? `run-due:${process.pid}`;
  let count = 0;
  for (;;) {
    const job = await claimJob(db, workerId);
    if (!job) return count;
    await executeJob(db, job);
    count++;
  }
}

export function startJobWorker(): JobWorker {
  registry.worker ??= new JobWorker();
  registry.worker.start();
  return registry.worker;
}

export async function stopJobWorker(): Promise<void> {
  await registry.worker?.stop();
}

/** The queue for /metrics: waiting or running jobs, failed ones, and how long the oldest due one has waited. */
export async function queueFigures(db: Kysely<Database> = getDb()): Promise<QueueFigures> {
  const nowIso = new Date().toISOString();
  const row = await db
    .selectFrom("jobs")
    .select((eb) => [
      eb.fn.sum<number>(eb.case().when("status", "in", ["pending", "running"]).then(1).else(0).end()).as("queued"),
      eb.fn.sum<number>(eb.case().when("status", "=", "failed").then(1).else(0).end()).as("failed"),
    ])
    .executeTakeFirstOrThrow();
  const oldest = await db
    .selectFrom("jobs")
    .select((eb) => eb.fn.min("run_at").as("run_at"))
    .where("status", "=", "pending")
    .where("run_at", "<=", nowIso)
    .executeTakeFirst();
  const oldestAt = oldest?.run_at ? Date.parse(String(oldest.run_at)) : Number.NaN;
  return {
    queued: Number(row.queued ?? 0),
    failed: Number(row.failed ?? 0),
    oldestQueuedSeconds: Number.isNaN(oldestAt) ? null : Math.max(0, (Date.now() - oldestAt) / 1000),
  };
}
setMetricSources({ queue: () => queueFigures() });

const WAKE_MESSAGE = "jobs:wake";

function wakeDefaultWorker(now: boolean) {
  const worker = registry.worker;
  if (!worker?.running && inClusterWorker()) {
    // A job enqueued in a transaction is visible only after the commit: tell the runner shortly after.
    if (now) tellSiblings(WAKE_MESSAGE);
    else setTimeout(() => tellSiblings(WAKE_MESSAGE), 50).unref?.();
    return;
  }
  // `npm run dev` runs no start hooks: start the worker on first use so mail is delivered there too.
  if (!worker?.running) {
    if (config().NODE_ENV === "development") startJobWorker();
    return;
  }
  // A job enqueued in a transaction is visible only after the commit: look shortly after instead.
  if (now) worker.wake();
  else setTimeout(() => worker.wake(), 50).unref?.();
}

// WEB_CONCURRENCY > 1: only one worker of the machine runs jobs and maintenance (ADR 0021); the
// others tell it about their enqueues.
onStart("jobs", async () => {
  if (!runsJobsHere()) return;
  // A replacement for a job-running worker that died: its jobs need not wait for their leases to end.
  const previous = process.env.JOBS_PREVIOUS_RUNNER_PID;
  if (previous && /^\d+$/.test(previous)) {
    const released = await releaseJobsOf(`${os.hostname()}:${previous}`).catch((error: unknown) => {
      log.error(`jobs: the dead worker's (pid ${previous}) running jobs wait for their lease to end:`, error);
      return 0;
    });
    if (released > 0) log.error(`jobs: ${released} job(s) of the dead worker (pid ${previous}) will run again.`);
  }
  startJobWorker();
});
onSiblingMessage(WAKE_MESSAGE, () => {
  if (registry.worker?.running) registry.worker.wake();
});
onStop("jobs", stopJobWorker);
