import cluster from "node:cluster";

/**
 * The worker side of WEB_CONCURRENCY (server/cluster.ts, ADR 0021). In a single process (the default
 * outside production, tests, `npm run dev`) every function here is a no-op or answers "yes".
 *
 * ```ts
 * onSiblingMessage("page-cache:invalidate", () => cache.invalidate());   // module top level
 * tellSiblings("page-cache:invalidate");                                  // after a write
 * ```
 */

/** True in a cluster worker (WEB_CONCURRENCY > 1). */
export function inClusterWorker(): boolean {
  return cluster.isWorker;
}

/** Whether this process runs the job queue and scheduled maintenance: one process per machine. */
export function runsJobsHere(): boolean {
  return !cluster.isWorker || process.env.JOBS_RUNNER === "1";
}

const handlers = new Map<string, Set<() => void>>();
let listening = false;

/** Sends `type` to every other worker of this machine (through the primary); nothing outside a cluster. */
export function tellSiblings(type: string): void {
  if (!cluster.isWorker || !process.connected || !process.send) return;
  // The callback takes a broken pipe (the primary is gone and this worker is about to end) instead of
  // an 'error' event that would crash the request that made the write.
  process.send({ cluster: "broadcast", type }, undefined, undefined, () => {});
}

/** Runs `handler` whenever another worker sends `type` with tellSiblings. */
export function onSiblingMessage(type: string, handler: () => void): void {
  let set = handlers.get(type);
  if (!set) {
    set = new Set();
    handlers.set(type, set);
  }
  set.add(handler);
  if (listening || !cluster.isWorker) return;
  listening = true;
  process.on("message", (message: unknown) => {
    const m = message as { cluster?: unknown; type?: unknown } | null;
    if (typeof m !== "object" || m === null || m.cluster !== "broadcast" || typeof m.type !== "string") return;
    for (const run of handlers.get(m.type) ?? []) run();
  });
}
