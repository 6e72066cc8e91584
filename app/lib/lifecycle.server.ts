/**
 * Start-up and shutdown hooks, so capabilities (database, mail queue, jobs) can prepare before the
 * server listens and release resources on SIGTERM without the server knowing about each one.
 */
import { log } from "./log.server.ts";

type Hook = { name: string; run: () => Promise<void> | void };

const startHooks: Hook[] = [];
const stopHooks: Hook[] = [];

export function onStart(name: string, run: Hook["run"]) {
  startHooks.push({ name, run });
}
export function onStop(name: string, run: Hook["run"]) {
  stopHooks.push({ name, run });
}

export async function runStartHooks() {
  for (const hook of startHooks) await hook.run();
}

/** Runs stop hooks in reverse order of registration; errors are logged, not thrown. */
export async function runStopHooks() {
  for (const hook of [...stopHooks].reverse()) {
    try {
      await hook.run();
    } catch (error) {
      log.error(`shutdown: ${hook.name} failed`, error);
    }
  }
}
