/**
 * WEB_CONCURRENCY worker processes with node:cluster (ADR 0021). The primary process only forks,
 * relays messages and restarts workers: it never loads the application bundle, so it stays small.
 *
 * - Worker slot 1 runs the job queue and the scheduled maintenance (`JOBS_RUNNER=1` in its
 *   environment); a replacement for slot 1 gets the role again, so jobs run once per machine, and
 *   first makes the jobs its dead predecessor was running due again (`JOBS_PREVIOUS_RUNNER_PID`).
 * - A worker's message `{ cluster: "broadcast", type }` is passed to every other worker (the page
 *   cache's invalidation after a write, waking the job runner after an enqueue).
 * - A worker that dies is logged and replaced (after a growing pause when it dies young, so a crash at
 *   start-up does not spin). SIGTERM/SIGINT: every worker drains its open requests, then the primary exits.
 * - If the first worker fails to start (bad configuration, migration error), the primary exits with
 *   its code. If the primary itself is killed, Node ends every worker (their IPC channel closes).
 * - Workers on demand (ADR 0021, second part): WEB_CONCURRENCY is the most workers; only
 *   WEB_CONCURRENCY_MIN (default 1) run while the site is quiet. Every worker reports its event-loop
 *   utilisation each second; when all running workers are busy the primary starts one more, and an
 *   extra worker idle for WEB_CONCURRENCY_IDLE_SECONDS (default 600) finishes its requests and stops.
 *   So an idle server is the primary and one worker, and a busy one uses every core.
 */
import cluster, { type Worker } from "node:cluster";
import os from "node:os";
import { performance } from "node:perf_hooks";

/** The number of worker processes: WEB_CONCURRENCY, else the CPU count in production, else 1. */
export function webConcurrency(env: NodeJS.ProcessEnv, cpus = os.availableParallelism()): number {
  const raw = env.WEB_CONCURRENCY?.trim();
  if (raw) {
    if (!/^\d+$/.test(raw) || Number(raw) < 1 || Number(raw) > 64) {
      throw new Error(`Invalid configuration:\n  WEB_CONCURRENCY: must be a whole number from 1 to 64 (got "${raw}")`);
    }
    return Number(raw);
  }
  return env.NODE_ENV === "production" ? Math.max(1, cpus) : 1;
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, min: number, max: number): number | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new Error(`Invalid configuration:\n  ${name}: must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return Number(raw);
}

/**
 * Each worker's V8 old-generation limit in MB (WORKER_HEAP_MB, default 112; ADRs 0029 and 0040). Without it V8
 * grows each worker's heap to the rendering load and keeps it (about 400 MB a worker after an hour of
 * mixed requests, issue 30); with it the collector works harder instead. Any existing
 * --max-old-space-size (in NODE_OPTIONS or on the command line) is replaced for the workers.
 *
 * The young generation's size is set too: --max-semi-space-size from WORKER_SEMI_SPACE_MB when set
 * (replacing any on the command line), else the command line's (`npm start` gives 4), else 4, however
 * the server was started: `node server/index.ts` (the browser and fault suites) gives none, and V8's
 * own default once took the heap's committed size past the cap after a burst of renders (44.6 MB
 * used, 178.6 MB committed): the collector ran back-to-back full collections for good, the worker at
 * 100 % and never idle. ADR 0040: 16 MB takes about a fifth off a member's render but costs the whole
 * server 30-45 MB more under load; 24 and 32 MB brought the full-collection spiral back under a 128 MB
 * cap.
 */
export function workerHeapArgs(env: NodeJS.ProcessEnv, execArgv: readonly string[]): string[] {
  const mb = wholeNumber(env, "WORKER_HEAP_MB", 64, 65_536) ?? DEFAULT_WORKER_HEAP_MB;
  const semiSpaceMb = wholeNumber(env, "WORKER_SEMI_SPACE_MB", 1, 32);
  const kept = execArgv.filter(
    (arg) =>
      !arg.startsWith("--max-old-space-size") &&
      !(semiSpaceMb !== undefined && arg.startsWith("--max-semi-space-size")),
  );
  const youngGeneration = kept.some((arg) => arg.startsWith("--max-semi-space-size"))
    ? []
    : [`--max-semi-space-size=${semiSpaceMb ?? DEFAULT_WORKER_SEMI_SPACE_MB}`];
  return [...kept, ...youngGeneration, `--max-old-space-size=${mb}`];
}
export const DEFAULT_WORKER_HEAP_MB = 112;
export const DEFAULT_WORKER_SEMI_SPACE_MB = 4;

export type WorkerScaling = {
  /** Workers kept running while the site is quiet (slots 1..min never retire). */
  min: number;
  /** Workers at the busiest (WEB_CONCURRENCY). */
  max: number;
  /** How long an extra worker may stay idle before it stops. */
  idleMs: number;
};

/** WEB_CONCURRENCY_MIN (default 1, at most `max`) and WEB_CONCURRENCY_IDLE_SECONDS (default 600). */
export function workerScaling(env: NodeJS.ProcessEnv, max: number): WorkerScaling {
  const min = Math.min(max, wholeNumber(env, "WEB_CONCURRENCY_MIN", 1, 64) ?? 1);
  const idleSeconds = wholeNumber(env, "WEB_CONCURRENCY_IDLE_SECONDS", 1, 86_400) ?? 600;
  return { min, max, idleMs: idleSeconds * 1000 };
}

/** Event-loop utilisation (0..1) above which a worker counts as busy, and below which as idle. */
export const BUSY_UTILISATION = 0.7;
export const IDLE_UTILISATION = 0.05;
/** At most one new worker per this long: a new worker needs a few seconds to take its share. */
export const SCALE_UP_PAUSE_MS = 5_000;

/** Whether to start one more worker: every running worker busy, room left, none started lately. */
export function shouldAddWorker(utilisations: readonly number[], max: number, msSinceLastStart: number): boolean {
  return (
    utilisations.length > 0 &&
    utilisations.length < max &&
    msSinceLastStart >= SCALE_UP_PAUSE_MS &&
    utilisations.every((u) => u >= BUSY_UTILISATION)
  );
}

export type ClusterMessage = { cluster: "broadcast"; type: string };
type LoadReport = { cluster: "load"; utilisation: number };

function isLoadReport(message: unknown): message is LoadReport {
  const m = message as Partial<LoadReport> | null;
  return typeof m === "object" && m !== null && m.cluster === "load" && typeof m.utilisation === "number";
}

/** In a worker: tells the primary this process's event-loop utilisation once a second. */
export function reportLoad(): void {
  if (!cluster.isWorker || !process.send) return;
  let last = performance.eventLoopUtilization();
  setInterval(() => {
    const now = performance.eventLoopUtilization();
    const utilisation = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    if (process.connected) process.send?.({ cluster: "load", utilisation }, undefined, undefined, ignore);
  }, 1_000).unref();
}

type MetricsQuestion = { cluster: "metrics"; id: string };

function isMetricsQuestion(message: unknown): message is MetricsQuestion {
  const m = message as Partial<MetricsQuestion> | null;
  return typeof m === "object" && m !== null && m.cluster === "metrics" && typeof m.id === "string";
}

type Aggregator = { clusterMetrics(): Promise<string> };
let aggregator: Promise<Aggregator> | undefined;

/**
 * A worker asked for /metrics: the primary collects every worker's figures and sums them
 * (prom-client's AggregatorRegistry, ADR 0030), and answers the worker that asked. prom-client is
 * loaded with the first question, so a primary nobody scrapes stays as small as before.
 */
function answerMetrics(worker: Worker, question: MetricsQuestion): void {
  aggregator ??= import("prom-client").then(({ AggregatorRegistry }) => new AggregatorRegistry());
  aggregator
    .then((registry) => registry.clusterMetrics())
    .then(
      (text) => ({ cluster: "metrics", id: question.id, text }),
      (error: Error) => ({ cluster: "metrics", id: question.id, error: error.message }),
    )
    .then((answer) => {
      if (worker.isConnected()) worker.send(answer, ignore);
    });
}

function isBroadcast(message: unknown): message is ClusterMessage {
  const m = message as Partial<ClusterMessage> | null;
  return typeof m === "object" && m !== null && m.cluster === "broadcast" && typeof m.type === "string";
}

/** Pause before replacing a worker: none for one that lived a while, growing for repeated early deaths. */
export function restartDelayMs(livedMs: number, earlyDeaths: number): number {
  if (livedMs >= 10_000) return 0;
  return Math.min(30_000, 500 * 2 ** Math.min(earlyDeaths, 6));
}

/** A message to a worker that died meanwhile is lost with it; its replacement starts with empty caches. */
const ignore = () => {};

/**
 * The primary's lines: JSON like the workers' (pino's fields, worker 0; ADR 0030) unless
 * LOG_FORMAT=pretty. It never loads the app, so it writes them itself.
 */
function primaryLine(level: 30 | 50, args: unknown[]): string {
  const msg = args.map((a) => (a instanceof Error ? a.message : String(a))).join(" ");
  if (process.env.LOG_FORMAT?.trim() === "pretty") return `[primary ${process.pid}] ${msg}`;
  return JSON.stringify({ level, time: Date.now(), pid: process.pid, worker: 0, msg: `[primary] ${msg}` });
}
const log = (...args: unknown[]) => console.log(primaryLine(30, args));
const logError = (...args: unknown[]) => console.error(primaryLine(50, args));

type Slot = {
  index: number;
  worker?: Worker;
  startedAt: number;
  earlyDeaths: number;
  /** The latest event-loop utilisation the worker reported, and since when it has been idle. */
  utilisation: number;
  idleSince: number;
  /** Stopped for lack of work: its exit is not a death, and it is not replaced. */
  retiring: boolean;
  /**
   * The pid of the worker that died here, while its replacement waits out the restart delay. The slot
   * is not free meanwhile: the replacement alone refills it, with that pid, so that a replacement job
   * runner releases the dead one's running jobs (ADR 0021) and a crash loop keeps its backoff.
   */
  diedPid?: number;
};

/**
 * The slot the pool may start an extra worker in: one that is empty and not waiting for the
 * replacement of a worker that died there.
 */
export function freeSlot<S extends { worker?: unknown; diedPid?: number }>(slots: S[]): S | undefined {
  return slots.find((s) => !s.worker && s.diedPid === undefined);
}

/** The primary's workers: forks, relays, replaces the dead, adds and retires workers with the load. */
class WorkerPool {
  readonly slots: Slot[];
  stopping = false;
  lastStart = 0;

  readonly scaling: WorkerScaling;

  constructor(scaling: WorkerScaling) {
    this.scaling = scaling;
    this.slots = Array.from({ length: scaling.max }, (_, i) => ({
      index: i + 1,
      startedAt: 0,
      earlyDeaths: 0,
      utilisation: 0,
      idleSince: 0,
      retiring: false,
    }));
  }

  fork(slot: Slot, previousPid?: number): Worker {
    slot.startedAt = this.lastStart = Date.now();
    Object.assign(slot, { utilisation: 0, idleSince: Date.now(), retiring: false });
    const worker = cluster.fork({
      WORKER_SLOT: String(slot.index),
      JOBS_RUNNER: slot.index === 1 ? "1" : "0",
      // The replacement job runner makes the dead one's running jobs due at once (not after their lease).
      JOBS_PREVIOUS_RUNNER_PID: slot.index === 1 && previousPid ? String(previousPid) : "",
      // glibc's allocator keeps up to 8 arenas per core, one per thread that allocates (the libuv
      // threads compressing pages); two keep a worker's freed memory reusable (ADR 0029).
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2",
      // Fixed thresholds instead of glibc's sliding ones: blocks over 128 KB are mapped and unmapped
      // on their own, and a free megabyte at the heap's top goes back to the system (ADR 0040).
      MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ ?? String(128 * 1024),
      MALLOC_TRIM_THRESHOLD_: process.env.MALLOC_TRIM_THRESHOLD_ ?? String(1024 * 1024),
    });
    slot.worker = worker;
    worker.on("message", (message: unknown) => {
      if (isLoadReport(message)) this.onLoad(slot, message.utilisation);
      else if (isBroadcast(message)) this.relay(worker, message);
      else if (isMetricsQuestion(message)) answerMetrics(worker, message);
    });
    worker.on("error", (error) => logError(`worker ${slot.index} (pid ${worker.process.pid}):`, error.message));
    worker.on("exit", (code, signal) => this.onExit(slot, worker, code, signal));
    worker.on("listening", () => log(`worker ${slot.index} (pid ${worker.process.pid}) listening.`));
    return worker;
  }

  relay(from: Worker, message: ClusterMessage) {
    for (const other of this.slots) {
      // A worker that has just died may still look connected: its broken pipe is reported to the
      // callback (without one, Node throws it as an 'error' event and the primary would crash).
      if (other.worker && other.worker !== from && other.worker.isConnected()) other.worker.send(message, ignore);
    }
  }

  onLoad(slot: Slot, utilisation: number) {
    if (this.stopping || !slot.worker) return;
    const now = Date.now();
    slot.utilisation = utilisation;
    if (utilisation >= IDLE_UTILISATION) slot.idleSince = now;
    const active = this.slots.filter((s) => s.worker && !s.retiring);
    const free = freeSlot(this.slots);
    if (
      free &&
      shouldAddWorker(
        active.map((s) => s.utilisation),
        this.scaling.max,
        now - this.lastStart,
      )
    ) {
      log(`every worker is busy: starting worker ${free.index} (at most ${this.scaling.max}).`);
      this.fork(free);
    }
    // An extra worker idle long enough finishes its open requests (its own SIGTERM drain) and stops.
    if (slot.index > this.scaling.min && !slot.retiring && now - slot.idleSince >= this.scaling.idleMs) {
      slot.retiring = true;
      const idleSeconds = Math.round((now - slot.idleSince) / 1000);
      log(`worker ${slot.index} (pid ${slot.worker.process.pid}) idle for ${idleSeconds} s: stopping it.`);
      slot.worker.process.kill("SIGTERM");
    }
  }

  onExit(slot: Slot, worker: Worker, code: number | null, signal: string | null) {
    if (slot.worker !== worker) return;
    slot.worker = undefined;
    if (this.stopping) {
      if (this.slots.every((s) => !s.worker)) {
        log("every worker has stopped.");
        process.exit(0);
      }
      return;
    }
    if (slot.retiring) {
      slot.retiring = false;
      log(`worker ${slot.index} (pid ${worker.process.pid}) stopped.`);
      return;
    }
    const lived = Date.now() - slot.startedAt;
    slot.earlyDeaths = lived < 10_000 ? slot.earlyDeaths + 1 : 0;
    const delay = restartDelayMs(lived, slot.earlyDeaths - 1);
    const how = signal ? `signal ${signal}` : `exit code ${code}`;
    logError(
      `worker ${slot.index} (pid ${worker.process.pid}) died (${how}) after ${Math.round(lived / 1000)} s; starting a new one${delay ? ` in ${delay} ms` : ""}.`,
    );
    slot.diedPid = worker.process.pid;
    setTimeout(() => {
      slot.diedPid = undefined;
      if (!this.stopping && !slot.worker) this.fork(slot, worker.process.pid);
    }, delay);
  }

  stop(signal: string) {
    if (this.stopping) return;
    this.stopping = true;
    const open = this.slots.filter((s) => s.worker);
    log(`${signal} received: stopping ${open.length} workers after their open requests.`);
    if (open.length === 0) process.exit(0);
    for (const slot of open) slot.worker!.process.kill("SIGTERM");
    // Each worker forces itself out after 10 s; this is the last resort.
    setTimeout(() => {
      logError("workers did not stop within 15 s; killing them.");
      for (const slot of this.slots) slot.worker?.process.kill("SIGKILL");
      process.exit(1);
    }, 15_000).unref();
  }
}

/** `workerExecArgv`: the workers' Node options (workerHeapArgs). */
export async function runPrimary(scaling: WorkerScaling, workerExecArgv: string[]): Promise<void> {
  cluster.setupPrimary({ execArgv: workerExecArgv });
  const pool = new WorkerPool(scaling);
  process.on("SIGTERM", () => pool.stop("SIGTERM"));
  process.on("SIGINT", () => pool.stop("SIGINT"));
  // The first worker alone: it applies the database migrations before the others start.
  await startFirst(pool.fork(pool.slots[0]!));
  for (const slot of pool.slots.slice(1, scaling.min)) pool.fork(slot);
  log(
    `${scaling.min} of at most ${scaling.max} workers (WEB_CONCURRENCY=${scaling.max}, WEB_CONCURRENCY_MIN=${scaling.min}); worker 1 runs the jobs.`,
  );
}

/** Resolves when the worker listens; a worker that exits first ends the primary with its exit code. */
function startFirst(worker: Worker): Promise<void> {
  return new Promise((resolve) => {
    const failed = (code: number | null) => {
      logError(`worker 1 exited during start-up (code ${code}); stopping.`);
      process.exit(code || 1);
    };
    worker.once("exit", failed);
    worker.once("listening", () => {
      worker.off("exit", failed);
      resolve();
    });
  });
}
