/**
 * Builds side by side for a signed-in member's /community (issue 30): each root (a checkout with its
 * own build/) is started in turn on a copy of the SQLite scale data, warmed up for 4 s, then measured
 * in three wrk runs at AB_CONN connections (16); CPU per answer is the server's, all its processes,
 * from /proc. ROUNDS (2) alternates the builds; AB_WORKERS (1) sets WEB_CONCURRENCY and its minimum.
 *
 *   ROUNDS=2 AB_WORKERS=2 node bench/ab-member.ts /path/to/before /path/to/after
 */
import { cpSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { processTree } from "./cores.ts";
import { createMembers, sqliteDb } from "./forum.ts";
import { cpuSeconds, startMeasuredBuild, stopProcess, wrk } from "./lib.ts";
import { prepareSqlite } from "./scale.ts";

const roots = process.argv.slice(2);
const rounds = Number(process.env.ROUNDS ?? 2);
const conn = Number(process.env.AB_CONN ?? 16);
const workers = Number(process.env.AB_WORKERS ?? 1);
const seconds = Number(process.env.AB_SECONDS ?? 6);
const work = mkdtempSync(path.join(os.tmpdir(), "ab-"));
const master = path.join(work, "master");
prepareSqlite(master);
for (let r = 0; r < rounds; r++) {
  for (const root of roots) {
    const dataDir = path.join(work, `d-${r}-${path.basename(root)}`);
    cpSync(master, dataDir, { recursive: true });
    const port = 4500 + Math.floor(Math.random() * 400);
    const base = `http://127.0.0.1:${port}`;
    const logFile = path.join(work, `server-${r}-${path.basename(root)}.log`);
    const child = await startMeasuredBuild(root, { port, dataDir, workers, logFile });
    const db = sqliteDb(path.join(dataDir, "app.db"));
    const [member] = await createMembers(db, base, 1, `ab${r}${Date.now().toString(36)}`, "10.251");
    const headers = { Cookie: member!.cookie };
    await wrk(`${base}/community`, { connections: conn, seconds: 4, headers });
    const pids = processTree(child.pid!);
    const out: string[] = [];
    for (let i = 0; i < 3; i++) {
      const c0 = cpuSeconds(pids);
      const res = await wrk(`${base}/community`, { connections: conn, seconds, headers });
      const c1 = cpuSeconds(pids);
      out.push(
        `${res.rps.toFixed(0)} rps p50 ${res.p50ms} p95 ${res.p95ms} cpu ${((1000 * (c1 - c0)) / res.requests).toFixed(2)} ms err ${res.errors}`,
      );
    }
    console.log(`round ${r} ${root} load ${os.loadavg()[0]!.toFixed(1)}\n  ${out.join("\n  ")}`);
    db.close();
    await stopProcess(child);
  }
}
