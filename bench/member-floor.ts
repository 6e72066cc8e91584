/**
 * The floor under issue 30's members' target: at 16 connections with two workers, what a signed-in
 * member gets from the lightest pages this server renders per request, beside /community. If even the
 * site frame alone (/contact) or the session and loaders alone (/contact.data) cannot answer 16 members
 * at once within 50 ms at p95, no change to /community's own work can meet the target: only answering
 * members without a whole render per request could.
 *
 * The SQLite scale data set, the production build of this checkout (`npm run build` first), one
 * member's cookie, wrk on the same cores, RUNS (3) runs of SECONDS (5) s per URL; the run with the
 * median p95 is printed, with the server's CPU time per answer over all runs.
 *
 *   node bench/member-floor.ts
 */
import { cpSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { processTree } from "./cores.ts";
import { createMembers, sqliteDb } from "./forum.ts";
import { cpuSeconds, startMeasuredBuild, stopProcess, type WrkResult, wrk } from "./lib.ts";
import { prepareSqlite } from "./scale.ts";

const runs = Number(process.env.RUNS ?? 3);
const seconds = Number(process.env.SECONDS ?? 5);
const workers = Number(process.env.WORKERS ?? 2);
const targets = [
  { label: "visitor /planning (prerendered file)", path: "/planning", member: false },
  { label: "visitor /healthz (Express and React Router)", path: "/healthz", member: false },
  { label: "member /contact.data (session, loaders)", path: "/contact.data", member: true },
  { label: "member /contact (the site frame)", path: "/contact", member: true },
  { label: "member /community.data", path: "/community.data", member: true },
  { label: "member /community", path: "/community", member: true },
];

const work = mkdtempSync(path.join(os.tmpdir(), "member-floor-"));
prepareSqlite(path.join(work, "master"));
const dataDir = path.join(work, "data");
cpSync(path.join(work, "master"), dataDir, { recursive: true });
const port = 4500 + Math.floor(Math.random() * 400);
const base = `http://127.0.0.1:${port}`;
const child = await startMeasuredBuild(".", { port, dataDir, workers, logFile: path.join(work, "server.log") });
const pids = () => processTree(child.pid!);
const db = sqliteDb(path.join(dataDir, "app.db"));
const [member] = await createMembers(db, base, 1, `floor${Date.now().toString(36)}`, "10.254");
db.close();

const rows: Record<string, string | number>[] = [];
for (const target of targets) {
  const headers: Record<string, string> = target.member ? { Cookie: member!.cookie } : {};
  await wrk(`${base}${target.path}`, { connections: 16, seconds: 2, headers }); // warm-up
  const before = cpuSeconds(pids());
  const results: WrkResult[] = [];
  for (let i = 0; i < runs; i++)
    results.push(await wrk(`${base}${target.path}`, { connections: 16, seconds, headers }));
  const cpuMs = ((cpuSeconds(pids()) - before) * 1000) / results.reduce((sum, r) => sum + r.requests, 0);
  const median = [...results].sort((a, b) => a.p95ms - b.p95ms)[Math.floor(results.length / 2)]!;
  rows.push({
    target: target.label,
    "req/s": Math.round(median.rps),
    p50: median.p50ms,
    p95: median.p95ms,
    p99: median.p99ms,
    "CPU ms/answer": Math.round(cpuMs * 100) / 100,
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  });
}
await stopProcess(child);
console.log(`${workers} workers, 16 connections, load average now ${os.loadavg()[0]!.toFixed(1)}:`);
console.table(rows);
