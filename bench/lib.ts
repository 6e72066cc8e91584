import { type ChildProcess, execFile, spawn, spawnSync } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/** Shared helpers for the benchmarks: child processes, wrk, memory sampling. */

export async function waitForHttp(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error(`Timed out waiting for ${url}`);
}

/** Waits (at most `timeoutMs`; 0: not at all) until the server's log contains `text`. */
export async function untilLogged(file: string, text: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (existsSync(file) && readFileSync(file, "utf8").includes(text)) return;
    await sleep(500);
  }
}

/** Waits until every worker that announced itself (or the single process) has logged its first pass of generated pages. */
export async function untilEveryWorkerGenerated(file: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const log = existsSync(file) ? readFileSync(file, "utf8") : "";
    const workers = new Set([...log.matchAll(/worker (\d+) \(pid (\d+)\) listening/g)].map((m) => m[2])).size;
    const passes = log.split("Generated pages: ").length - 1;
    // A single process (no cluster) announces no worker: its one pass is enough.
    if (passes >= Math.max(workers, 1)) return;
    await sleep(500);
  }
}

/**
 * Starts the production build in `root` with `workers` workers (all from the start) on `dataDir`, and
 * waits until it answers and every worker has made its first pass of generated pages (ADR 0029), so
 * that what is measured next is the requests alone. No scheduled backup runs meanwhile.
 */
export async function startMeasuredBuild(
  root: string,
  options: { port: number; dataDir: string; workers: number; logFile: string },
): Promise<ChildProcess> {
  const base = `http://127.0.0.1:${options.port}`;
  const child = startProcess(
    process.execPath,
    ["--disable-warning=ExperimentalWarning", path.join(root, "build/start.mjs")],
    {
      NODE_ENV: "production",
      WEB_CONCURRENCY: String(options.workers),
      WEB_CONCURRENCY_MIN: String(options.workers),
      PORT: String(options.port),
      SITE_URL: base,
      DATA_DIR: options.dataDir,
      BACKUP_INTERVAL_HOURS: "0",
    },
    options.logFile,
  );
  await waitForHttp(`${base}/healthz`, 120_000);
  // Each worker's first pass takes 15-60 s of a core: not part of what is measured.
  await untilEveryWorkerGenerated(options.logFile, 240_000);
  return child;
}

/**
 * Starts a server for the benchmark. Its output goes to a log file, not a pipe: the benchmark blocks in
 * spawnSync(wrk) for seconds at a time, and a child writing to an undrained pipe would stall.
 */
export function startProcess(
  command: string,
  args: string[],
  env: Record<string, string> = {},
  logFile = path.join(os.tmpdir(), `bench-${path.basename(command)}-${process.pid}.log`),
): ChildProcess {
  const log = openSync(logFile, "a");
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", log, log] });
  closeSync(log);
  child.once("exit", (code, signal) => {
    if (code && !stopping.has(child)) console.error(`${command} exited with ${code ?? signal}; see ${logFile}`);
  });
  return child;
}

const stopping = new WeakSet<ChildProcess>();

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  stopping.add(child);
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await Promise.race([exited, sleep(5000)]);
  if (child.exitCode === null) child.kill("SIGKILL");
}

/** Resident memory of a process in MB, from /proc. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

/**
 * CPU time (user and system, all threads) that processes have used so far, in seconds, from /proc.
 * Item 1 divides requests by it (requests per CPU-second: what one core of each server serves) and
 * by the run's length (CPU use: near 1 means the server was saturated, so wrk did not set the pace).
 */
export function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces) start at field 3: utime is 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / CLOCK_TICKS;
}

const CLOCK_TICKS = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;

export type WrkResult = {
  rps: number;
  /** Requests completed in the run. */
  requests: number;
  p50ms: number;
  p95ms: number;
  p99ms: number;
  errors: number;
};

/** A wrk script that prints the 50th, 95th and 99th percentiles (wrk's own report has no 95th). */
const PERCENTILES_SCRIPT = path.join(import.meta.dirname, "percentiles.lua");

/**
 * One wrk run (Debian's wrk): requests per second and latency percentiles. Asynchronous, so the
 * benchmark's own timers (memory sampling) keep running during the load.
 */
export async function wrk(
  url: string,
  {
    connections = 64,
    seconds = 5,
    threads = 1,
    headers = {} as Record<string, string>,
    cpu = undefined as number | undefined,
  } = {},
): Promise<WrkResult> {
  const args = [
    ...Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
    `-t${threads}`,
    `-c${connections}`,
    `-d${seconds}s`,
    "--latency",
    "-s",
    PERCENTILES_SCRIPT,
    "-H",
    "Accept-Encoding: gzip",
    url,
  ];
  const out = await new Promise<string>((resolve, reject) => {
    const [command, commandArgs] = cpu === undefined ? ["wrk", args] : ["taskset", ["-c", String(cpu), "wrk", ...args]];
    execFile(command, commandArgs, { encoding: "utf8" }, (error, stdout, stderr) => {
      if (error) reject(new Error(`wrk failed: ${stderr || error.message}`));
      else resolve(stdout);
    });
  });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
  const pct = (p: number) => Number(new RegExp(`PCT ${p} (\\d+)`).exec(out)?.[1] ?? Number.NaN) / 1000;
  const errors = /Non-2xx or 3xx responses:\s+(\d+)/.exec(out);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const socketErrors = socket ? socket.slice(1).reduce((a, b) => a + Number(b), 0) : 0;
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return {
    rps,
    requests: Number(/REQUESTS (\d+)/.exec(out)?.[1] ?? 0),
    p50ms: round(pct(50)),
    p95ms: round(pct(95)),
    p99ms: round(pct(99)),
    errors: Number(errors?.[1] ?? 0) + socketErrors,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Median of several wrk runs, per figure. */
export async function wrkMedian(url: string, runs: number, options: Parameters<typeof wrk>[1]): Promise<WrkResult> {
  const results: WrkResult[] = [];
  for (let i = 0; i < runs; i++) results.push(await wrk(url, options));
  return medianOf(results);
}

/** The median of each figure over several wrk runs (errors are summed). */
export function medianOf(results: WrkResult[]): WrkResult {
  return {
    rps: Math.round(median(results.map((r) => r.rps))),
    requests: Math.round(median(results.map((r) => r.requests))),
    p50ms: median(results.map((r) => r.p50ms)),
    p95ms: median(results.map((r) => r.p95ms)),
    p99ms: median(results.map((r) => r.p99ms)),
    errors: results.reduce((a, r) => a + r.errors, 0),
  };
}

/**
 * Pins a running process, all its threads, to one CPU (Linux `taskset`). Item 1 runs each server on
 * CPU 0 and wrk on CPU 1, so neither the load generator nor the other server takes the server's core.
 */
export function pinToCpu(pid: number, cpu: number): void {
  const result = spawnSync("taskset", ["-a", "-p", "-c", String(cpu), String(pid)], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`taskset failed for pid ${pid}: ${result.stderr}`);
}

export function commandExists(name: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${name}`]).status === 0;
}
