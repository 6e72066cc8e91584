/**
 * A CPU profile of a member's /community request (issue 30 item 5): one process, the scale data set,
 * `count` sequential requests with a member's cookie after a warm-up; the profile is written to
 * `--dir` and its heaviest functions printed.
 *
 *   node bench/profile-member.ts [--count 1500] [--path /community] [--dir /tmp/prof]
 */
import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createMembers, sqliteDb } from "./forum.ts";
import { startProcess, stopProcess, untilEveryWorkerGenerated, waitForHttp } from "./lib.ts";
import { prepareSqlite } from "./scale.ts";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i === -1 ? fallback : args[i + 1]!;
};
const count = Number(option("--count", "1500"));
const pagePath = option("--path", "/community");
const dir = option("--dir", "/tmp/prof");

const work = mkdtempSync(path.join(os.tmpdir(), "sulawesi-profile-"));
const dataDir = path.join(work, "data");
prepareSqlite(dataDir);
const port = 4700 + Math.floor(Math.random() * 200);
const base = `http://127.0.0.1:${port}`;
const logFile = path.join(work, "server.log");
const child = startProcess(
  process.execPath,
  ["--cpu-prof", `--cpu-prof-dir=${dir}`, "--disable-warning=ExperimentalWarning", "build/start.mjs"],
  { NODE_ENV: "production", WEB_CONCURRENCY: "1", PORT: String(port), SITE_URL: base, DATA_DIR: dataDir },
  logFile,
);
await waitForHttp(`${base}/healthz`, 120_000);
// The first pass of generated pages (ADR 0029) runs in the same thread: not part of a member's request.
await untilEveryWorkerGenerated(logFile, 240_000);
const db = sqliteDb(path.join(dataDir, "app.db"));
const [member] = await createMembers(db, base, 1, `profile-${Date.now().toString(36)}`, "10.250");
const headers = { Cookie: member!.cookie, "Accept-Encoding": "gzip" };
for (let i = 0; i < 100; i++) await (await fetch(`${base}${pagePath}`, { headers })).arrayBuffer();
const started = performance.now();
for (let i = 0; i < count; i++) await (await fetch(`${base}${pagePath}`, { headers })).arrayBuffer();
console.log(`${count} requests: ${((performance.now() - started) / count).toFixed(2)} ms each (wall)`);
await stopProcess(child);
db.close();

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount: number };
const file = readdirSync(dir)
  .filter((f) => f.endsWith(".cpuprofile"))
  .map((f) => path.join(dir, f))
  // The main thread's profile is the largest (a backup's check writes a small one of its own thread).
  .sort((a, b) => statSync(a).size - statSync(b).size)
  .at(-1)!;
const profile = JSON.parse(readFileSync(file, "utf8")) as { nodes: Node[] };
const total = profile.nodes.reduce((s, n) => s + n.hitCount, 0);
const self = new Map<string, number>();
const byFile = new Map<string, number>();
for (const n of profile.nodes) {
  const where = n.callFrame.url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*\/build\//, "build/");
  const key = `${n.callFrame.functionName || "(anonymous)"} ${where}:${n.callFrame.lineNumber}`;
  self.set(key, (self.get(key) ?? 0) + n.hitCount);
  const pkg =
    where
      .split("/")
      .slice(0, where.startsWith("@") ? 2 : 1)
      .join("/") || "(native)";
  byFile.set(pkg, (byFile.get(pkg) ?? 0) + n.hitCount);
}
const top = (m: Map<string, number>, k: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, k)
    .map(([name, hits]) => `${((hits * 100) / total).toFixed(1).padStart(5)}%  ${name}`);
console.log(
  `Profile: ${file}\nBy package or file:\n${top(byFile, 20).join("\n")}\nBy function (self):\n${top(self, 40).join("\n")}`,
);
