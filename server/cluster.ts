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
 */
import cluster, { type Worker } from "node:cluster";
import os from "node:os";

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

export type ClusterMessage = { cluster: "broadcast"; type: string };

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

const log = (...args: unknown[]) => console.log(`[primary ${process.pid}]`, ...args);
const logError = (...args: unknown[]) => console.error(`[primary ${process.pid}]`, ...args);

type Slot = { index: number; worker?: Worker; startedAt: number; earlyDeaths: number };

export async function runPrimary(count: number): Promise<void> {
  const slots: Slot[] = Array.from({ length: count }, (_, i) => ({ index: i + 1, startedAt: 0, earlyDeaths: 0 }));
  let stopping = false;

  const fork = (slot: Slot, previousPid?: number): Worker => {
    slot.startedAt = Date.now();
    const worker = cluster.fork({
      WORKER_SLOT: String(slot.index),
      JOBS_RUNNER: slot.index === 1 ? "1" : "0",
      // The replacement job runner makes the dead one's running jobs due at once (not after their lease).
      JOBS_PREVIOUS_RUNNER_PID: slot.index === 1 && previousPid ? String(previousPid) : "",
    });
    slot.worker = worker;
    worker.on("message", (message: unknown) => {
      if (!isBroadcast(message)) return;
      for (const other of slots) {
        // A worker that has just died may still look connected: its broken pipe is reported to the
        // callback (without one, Node throws it as an 'error' event and the primary would crash).
        if (other.worker && other.worker !== worker && other.worker.isConnected()) other.worker.send(message, ignore);
      }
    });
    worker.on("error", (error) => logError(`worker ${slot.index} (pid ${worker.process.pid}):`, error.message));
    worker.on("exit", (code, signal) => onExit(slot, worker, code, signal));
    worker.on("listening", () => log(`worker ${slot.index} (pid ${worker.process.pid}) listening.`));
    return worker;
  };

  const onExit = (slot: Slot, worker: Worker, code: number | null, signal: string | null) => {
    if (slot.worker !== worker) return;
    slot.worker = undefined;
    if (stopping) {
      if (slots.every((s) => !s.worker)) {
        log("every worker has stopped.");
        process.exit(0);
      }
      return;
    }
    const lived = Date.now() - slot.startedAt;
    slot.earlyDeaths = lived < 10_000 ? slot.earlyDeaths + 1 : 0;
    const delay = restartDelayMs(lived, slot.earlyDeaths - 1);
    logError(
      `worker ${slot.index} (pid ${worker.process.pid}) died (${signal ? `signal ${signal}` : `exit code ${code}`}) after ${Math.round(lived / 1000)} s; starting a new one${delay ? ` in ${delay} ms` : ""}.`,
    );
    setTimeout(() => {
      if (!stopping) fork(slot, worker.process.pid);
    }, delay);
  };

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received: stopping ${count} workers after their open requests.`);
    const running = slots.filter((s) => s.worker);
    if (running.length === 0) process.exit(0);
    for (const slot of running) slot.worker!.process.kill("SIGTERM");
    // Each worker forces itself out after 10 s; this is the last resort.
    setTimeout(() => {
      logError("workers did not stop within 15 s; killing them.");
      for (const slot of slots) slot.worker?.process.kill("SIGKILL");
      process.exit(1);
    }, 15_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  // The first worker alone: it applies the database migrations before the others start.
  await startFirst(fork(slots[0]!));
  for (const slot of slots.slice(1)) fork(slot);
  log(`${count} workers (WEB_CONCURRENCY=${count}); worker 1 runs the jobs.`);
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
