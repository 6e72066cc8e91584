/**
 * Item 9 of `npm run bench` (issue 21): the same server with one worker process and with
 * WEB_CONCURRENCY=2, side by side in one run, and optionally the build of another checkout
 * (`--baseline DIR`: a checkout of the code before, with its own `npm run build`), each on the same
 * copy of the scale data set:
 * - memory of the whole server (every process: primary and workers) idle after start-up (with
 *   WEB_CONCURRENCY=2 that is the primary and one worker: the second starts under load, ADR 0024);
 * - /community for visitors (mostly the page cache) and for a signed-in member (always rendered):
 *   wrk, 16 connections, p50, p95, req/s of the run with the median p95, and the server's CPU time
 *   per answer over all runs (all its processes; wrk's own CPU is not counted); and a member alone
 *   (one connection, asking for compression as browsers do): the time one request takes;
 * - memory again after `mixedSeconds` of mixed requests (pages, forum reads as visitor and member,
 *   the planner, search, newsletter signups, upvotes) from 16 concurrent clients.
 * Memory is resident memory summed over the processes, and the proportional set size (PSS: shared
 * pages such as Node's own code divided among the processes that map them) summed likewise.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import {
  cpuSeconds,
  startProcess,
  stopProcess,
  untilEveryWorkerGenerated,
  untilLogged,
  type WrkResult,
  waitForHttp,
  wrk,
} from "./lib.ts";

export type ServerSpec = {
  /** Shown in the table. */
  label: string;
  /** The checkout whose build runs. */
  root: string;
  /** The entry to run, relative to root (build/start.mjs, or server/index.ts for an older checkout). */
  entry: string;
  nodeArgs: string[];
  env: Record<string, string>;
};

export type MemoryFigure = { processes: number; rssMb: number; pssMb: number };

/** wrk's figures, the median run's, with the server's CPU time per answer over all runs (every process). */
export type LoadFigure = WrkResult & { cpuMsPerRequest: number };

export type CoresFigure = {
  label: string;
  loadAverageAtStart: number;
  idle: MemoryFigure;
  visitor: LoadFigure;
  member: LoadFigure;
  /** One member request at a time (the issue's "server time" of one request), compressed as browsers ask. */
  memberAlone: LoadFigure;
  afterMixed: MemoryFigure & { seconds: number; requests: number; failures: number };
};

/** The process and its descendants (the cluster's workers). */
export function processTree(pid: number): number[] {
  const out = spawnSync("pgrep", ["-P", String(pid)], { encoding: "utf8" }).stdout.trim();
  const children = out ? out.split("\n").map(Number) : [];
  return [pid, ...children.flatMap((child) => processTree(child))];
}

function kbField(file: string, field: string): number {
  try {
    const text = readFileSync(file, "utf8");
    return Number(new RegExp(`^${field}:\\s+(\\d+)`, "m").exec(text)?.[1] ?? 0);
  } catch {
    return 0; // the process ended meanwhile
  }
}

export function treeMemory(pid: number): MemoryFigure {
  const pids = processTree(pid);
  const rss = pids.reduce((sum, p) => sum + kbField(`/proc/${p}/status`, "VmRSS"), 0);
  const pss = pids.reduce((sum, p) => sum + kbField(`/proc/${p}/smaps_rollup`, "Pss"), 0);
  const mb = (kb: number) => Math.round((kb / 1024) * 10) / 10;
  return { processes: pids.length, rssMb: mb(rss), pssMb: mb(pss) };
}

/** Reads and writes from 16 clients for `seconds`; returns how many answers came and how many failed. */
async function mixedRequests(base: string, memberCookie: string, postIds: string[], seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  let requests = 0;
  let failures = 0;
  // What failed, so a failure can be explained (the first 20: path and status, or the error).
  const failed: string[] = [];
  const fail = (what: string) => {
    failures++;
    if (failed.length < 20) failed.push(`${new Date().toISOString()} ${what}`);
  };
  let signup = 0;
  const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)] as T;
  const reads = [
    "/",
    "/destinations/bunaken",
    "/transport",
    "/transport/ferries",
    "/transport-guide",
    "/community",
    "/community?sort=most_liked",
    "/community?q=ferry",
    "/search?q=ferry",
    "/transport/plan?from=makassar&to=togean-islands",
    "/contact",
    // The Indonesian edition (issue 31): as many pages again, in the same store and caches.
    "/id",
    "/id/destinations/bunaken",
    "/id/transport",
    "/id/transport/ferries",
    "/id/transport-guide",
    "/id/community",
    "/id/search?q=kapal",
    "/id/transport/plan?from=makassar&to=togean-islands",
    "/id/contact",
  ];
  const client = async (n: number) => {
    while (Date.now() < deadline) {
      const roll = Math.random();
      let res: Response | undefined;
      let target = "";
      try {
        if (roll < 0.6) {
          target = pick(reads);
          res = await fetch(`${base}${target}`);
        } else if (roll < 0.8) {
          const path = roll < 0.7 ? "/community" : `/community/${pick(postIds)}`;
          target = `${path} (member)`;
          res = await fetch(`${base}${path}`, { headers: { Cookie: memberCookie } });
        } else if (roll < 0.9) {
          target = "POST /newsletter";
          res = await fetch(`${base}/newsletter`, {
            method: "POST",
            headers: {
              Origin: base,
              Accept: "application/json",
              "Content-Type": "application/x-www-form-urlencoded",
              "X-Forwarded-For": `10.231.${(signup >> 8) & 255}.${signup & 255}`,
            },
            body: new URLSearchParams({
              email: `mixed-${n}-${signup++}-${Date.now()}@bench.invalid`,
              source: "footer",
            }),
          });
        } else {
          target = "POST /community/:id upvote";
          res = await fetch(`${base}/community/${pick(postIds)}`, {
            method: "POST",
            redirect: "manual",
            headers: { Origin: base, Cookie: memberCookie, "Content-Type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ intent: "upvote", value: roll < 0.95 ? "1" : "0" }),
          });
        }
        await res.arrayBuffer();
        requests++;
        // Rate limits (429) are answers; a 5xx is a failure.
        if (res.status >= 500) fail(`${target}: ${res.status}`);
      } catch (error) {
        const cause =
          error instanceof Error ? `${error.message}${error.cause ? ` (${String(error.cause)})` : ""}` : error;
        fail(`${target}: ${cause}`);
      }
    }
  };
  await Promise.all(Array.from({ length: 16 }, (_, n) => client(n)));
  if (failed.length > 0) console.log(`  failed answers:\n    ${failed.join("\n    ")}`);
  return { requests, failures, failed };
}

export async function benchCores(
  specs: ServerSpec[],
  options: {
    runs: number;
    seconds: number;
    mixedSeconds: number;
    memberCookie: string;
    postIds: string[];
    port: () => Promise<number>;
    logDir: string;
  },
): Promise<CoresFigure[]> {
  const figures: CoresFigure[] = [];
  for (const spec of specs) {
    if (!existsSync(path.join(spec.root, spec.entry)))
      throw new Error(`${spec.label}: no ${spec.entry} in ${spec.root}`);
    const port = await options.port();
    const base = `http://127.0.0.1:${port}`;
    console.log(`Item 9: ${spec.label} ...`);
    const loadAverageAtStart = Math.round(os.loadavg()[0]! * 100) / 100;
    const logFile = path.join(options.logDir, `cores-${spec.label.replace(/\W+/g, "-")}.log`);
    const child = startProcess(
      process.execPath,
      [...spec.nodeArgs, path.join(spec.root, spec.entry)],
      { ...spec.env, PORT: String(port), SITE_URL: base },
      logFile,
    );
    try {
      await waitForHttp(`${base}/healthz`, 120_000);
      // The first worker has generated its visitor pages (ADR 0029; a build without them has no such line).
      const generates = existsSync(path.join(spec.root, "server/generated-pages.ts"));
      await untilLogged(logFile, "Generated pages: ", generates ? 180_000 : 0);
      // Every worker listening, start-up garbage collected: a few quiet seconds.
      await sleep(5_000);
      const idle = treeMemory(child.pid!);
      const measure = async (headers: Record<string, string>, connections = 16): Promise<LoadFigure> => {
        const url = `${base}/community`;
        // Warm-up: long enough for a second worker to start under load (ADR 0024) and take its share.
        await wrk(url, { connections, seconds: 6, headers });
        // A worker started by the warm-up first generates its own visitor pages (ADR 0029: 15-60 s of
        // one core); measure the steady state after it, as item 8 does. What a new worker costs meanwhile
        // is in docs/performance.md.
        if (generates) await untilEveryWorkerGenerated(logFile, 240_000);
        const pids = processTree(child.pid!);
        const cpuBefore = cpuSeconds(pids);
        const results: WrkResult[] = [];
        for (let i = 0; i < options.runs; i++)
          results.push(await wrk(url, { connections, seconds: options.seconds, headers }));
        const cpu = cpuSeconds(pids) - cpuBefore;
        const requests = results.reduce((sum, r) => sum + r.requests, 0);
        const median = [...results].sort((a, b) => a.p95ms - b.p95ms)[Math.floor(results.length / 2)]!;
        return { ...median, cpuMsPerRequest: Math.round((cpu * 1000 * 100) / Math.max(1, requests)) / 100 };
      };
      const visitor = await measure({});
      const member = await measure({ Cookie: options.memberCookie });
      const memberAlone = await measure({ Cookie: options.memberCookie, "Accept-Encoding": "gzip, deflate, br" }, 1);
      // A long run (issue 30's hour) prints the whole server's memory every 5 minutes as it goes.
      const sampler = setInterval(() => {
        const m = treeMemory(child.pid!);
        console.log(`  ${new Date().toISOString()} mixed requests: RSS ${m.rssMb} MB, PSS ${m.pssMb} MB`);
      }, 300_000);
      const mixed = await mixedRequests(base, options.memberCookie, options.postIds, options.mixedSeconds).finally(() =>
        clearInterval(sampler),
      );
      await sleep(2_000);
      const afterMixed = { ...treeMemory(child.pid!), seconds: options.mixedSeconds, ...mixed };
      figures.push({ label: spec.label, loadAverageAtStart, idle, visitor, member, memberAlone, afterMixed });
    } finally {
      await stopProcess(child);
      // Workers end with their primary; give them a moment before the next server takes the CPUs.
      await sleep(1_000);
    }
  }
  return figures;
}

export function printCores(figures: CoresFigure[]) {
  console.log(
    "9. Cores and memory (issue 21): /community at 16 connections (run with the median p95); memory of all processes:",
  );
  console.table(
    figures.map((f) => ({
      server: f.label,
      "load avg": f.loadAverageAtStart,
      "visitor req/s": f.visitor.rps,
      "visitor p50": f.visitor.p50ms,
      "visitor p95": f.visitor.p95ms,
      "member req/s": f.member.rps,
      "member p50": f.member.p50ms,
      "member p95": f.member.p95ms,
      "member CPU ms/req": f.member.cpuMsPerRequest,
      "visitor CPU ms/req": f.visitor.cpuMsPerRequest,
      "member alone p50": f.memberAlone.p50ms,
      "member alone p95": f.memberAlone.p95ms,
      "member alone CPU ms/req": f.memberAlone.cpuMsPerRequest,
      errors: f.visitor.errors + f.member.errors,
      "idle RSS MB": f.idle.rssMb,
      "idle PSS MB": f.idle.pssMb,
      "RSS after mixed MB": f.afterMixed.rssMb,
      "PSS after mixed MB": f.afterMixed.pssMb,
      "mixed s / answers / failed": `${f.afterMixed.seconds} / ${f.afterMixed.requests} / ${f.afterMixed.failures}`,
    })),
  );
}
