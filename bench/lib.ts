import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

/** Shared helpers for the benchmarks: ports, child processes, wrk, memory sampling. */

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

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

export function startProcess(command: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  child.stderr?.on("data", (d) => {
    const line = String(d);
    if (!/404 Not Found/.test(line)) process.stderr.write(`[${command}] ${line}`);
  });
  return child;
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
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

export type WrkResult = { rps: number; p50ms: number; p99ms: number; errors: number };

function toMs(value: string): number {
  const m = /([\d.]+)(us|ms|s)/.exec(value);
  if (!m) return Number.NaN;
  const n = Number(m[1]);
  return m[2] === "us" ? n / 1000 : m[2] === "s" ? n * 1000 : n;
}

/** One wrk run (Debian's wrk): requests per second and latency percentiles. */
export function wrk(url: string, { connections = 64, seconds = 5, threads = 1 } = {}): WrkResult {
  const result = spawnSync(
    "wrk",
    [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, "--latency", "-H", "Accept-Encoding: gzip", url],
    { encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`wrk failed: ${result.stderr || result.error}`);
  const out = result.stdout;
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
  const p50 = /\s50%\s+([\d.]+\w+)/.exec(out)?.[1] ?? "";
  const p99 = /\s99%\s+([\d.]+\w+)/.exec(out)?.[1] ?? "";
  const errors = /Non-2xx or 3xx responses:\s+(\d+)/.exec(out);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const socketErrors = socket ? socket.slice(1).reduce((a, b) => a + Number(b), 0) : 0;
  return { rps, p50ms: toMs(p50), p99ms: toMs(p99), errors: Number(errors?.[1] ?? 0) + socketErrors };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Median of several wrk runs, per figure. */
export function wrkMedian(url: string, runs: number, options: Parameters<typeof wrk>[1]): WrkResult {
  const results = Array.from({ length: runs }, () => wrk(url, options));
  return {
    rps: Math.round(median(results.map((r) => r.rps))),
    p50ms: median(results.map((r) => r.p50ms)),
    p99ms: median(results.map((r) => r.p99ms)),
    errors: results.reduce((a, r) => a + r.errors, 0),
  };
}

export function commandExists(name: string): boolean {
  return spawnSync("sh", ["-c", `command -v ${name}`]).status === 0;
}
