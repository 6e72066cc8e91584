/**
 * Where a signed-in member's /community goes (issue 30's members' target): the server's CPU time per
 * answer, one request at a time, for the page and for its data alone (`.data`: the same loaders and the
 * session, no render), beside a simple page (/contact) and a visitor's uncached render of it. The page
 * minus its data is the render; /contact's is the site frame's share of it.
 *
 * One worker, the SQLite scale data, after the first pass of generated pages; each URL gets 150
 * warm-up requests, then `N` (800) measured ones. ROUNDS (2) starts a fresh server per round and root,
 * alternating roots, so that two builds can be compared on a noisy machine.
 *
 *   node bench/member-cost.ts [root ...]        (default: this checkout)
 */
import { cpSync, mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createMembers, sqliteDb } from "./forum.ts";
import { cpuSeconds, startMeasuredBuild, stopProcess } from "./lib.ts";
import { prepareSqlite } from "./scale.ts";

const roots = process.argv.length > 2 ? process.argv.slice(2) : ["."];
const count = Number(process.env.N ?? 800);
const rounds = Number(process.env.ROUNDS ?? 2);
const targets = [
  { label: "member /community", path: "/community", member: true },
  { label: "member /community.data", path: "/community.data", member: true },
  { label: "member /contact", path: "/contact", member: true },
  { label: "member /contact.data", path: "/contact.data", member: true },
  { label: "visitor /contact?x=1 (rendered)", path: "/contact?x=1", member: false },
];

const work = mkdtempSync(path.join(os.tmpdir(), "member-cost-"));
const master = path.join(work, "master");
prepareSqlite(master);

/** CPU milliseconds per answer, by root, then target: one figure per round. */
const figures = new Map<string, Map<string, number[]>>();
for (let round = 0; round < rounds; round++) {
  for (const root of roots) {
    const name = `${round}-${path.basename(path.resolve(root))}`;
    const dataDir = path.join(work, `data-${name}`);
    cpSync(master, dataDir, { recursive: true });
    const port = 4500 + Math.floor(Math.random() * 400);
    const base = `http://127.0.0.1:${port}`;
    const logFile = path.join(work, `server-${name}.log`);
    const child = await startMeasuredBuild(root, { port, dataDir, workers: 1, logFile });
    const db = sqliteDb(path.join(dataDir, "app.db"));
    const [member] = await createMembers(db, base, 1, `cost${round}${Date.now().toString(36)}`, "10.253");
    const byTarget = figures.get(root) ?? new Map<string, number[]>();
    figures.set(root, byTarget);
    for (const target of targets) {
      const headers: Record<string, string> = target.member ? { Cookie: member!.cookie } : {};
      const ask = async () => (await fetch(`${base}${target.path}`, { headers })).arrayBuffer();
      for (let i = 0; i < 150; i++) await ask();
      const before = cpuSeconds([child.pid!]);
      for (let i = 0; i < count; i++) await ask();
      const ms = ((cpuSeconds([child.pid!]) - before) * 1000) / count;
      byTarget.set(target.label, [...(byTarget.get(target.label) ?? []), Math.round(ms * 100) / 100]);
    }
    db.close();
    await stopProcess(child);
  }
}

for (const [root, byTarget] of figures) {
  console.log(`${root} (load average now ${os.loadavg()[0]!.toFixed(1)}): CPU ms per answer, by round`);
  for (const [label, values] of byTarget) console.log(`  ${label.padEnd(34)} ${values.join(" / ")}`);
}
