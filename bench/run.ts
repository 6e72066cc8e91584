/**
 * `npm run bench`: builds, starts the production server and nginx on loopback, and measures
 * (1) prerendered pages against nginx serving the same files with gzip, (2) page weight per route,
 * and (3) the server's memory idle and under load. Prints a table and writes JSON to bench/results/.
 * Options: --no-build, --runs N (default 3), --seconds S per run (default 5).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { commandExists, freePort, rssMb, startProcess, stopProcess, waitForHttp, wrk, wrkMedian } from "./lib.ts";

const args = process.argv.slice(2);
const flag = (name: string, fallback: number) => {
  const i = args.indexOf(name);
  return i === -1 ? fallback : Number(args[i + 1]);
};
const runs = flag("--runs", 3);
const seconds = flag("--seconds", 5);
const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, "build/client");

for (const tool of ["wrk", "nginx"]) {
  if (!commandExists(tool)) {
    console.error(`The benchmark needs ${tool}: apt-get install -y ${tool === "nginx" ? "nginx-light" : tool}`);
    process.exit(1);
  }
}

if (!args.includes("--no-build")) {
  const build = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const pagesToCompare = ["/", "/destinations/bunaken", "/blog/ultimate-diving-guide-bunaken"];
const weightRoutes = [
  "/",
  "/destinations",
  "/destinations/bunaken",
  "/transport",
  "/transport-guide",
  "/experiences",
  "/planning",
  "/blog",
  "/blog/ultimate-diving-guide-bunaken",
  "/privacy",
  "/terms",
  "/contact",
  "/no-such-page",
];

const work = mkdtempSync(path.join(os.tmpdir(), "sulawesi-bench-"));
const appPort = await freePort();
const nginxPort = await freePort();

const app = startProcess(process.execPath, [path.join(root, "server/index.ts")], {
  NODE_ENV: "production",
  PORT: String(appPort),
  HOST: "127.0.0.1",
  DATA_DIR: path.join(work, "data"),
  SITE_URL: `http://localhost:${appPort}`,
});

mkdirSync(path.join(work, "nginx/logs"), { recursive: true });
const nginxConf = path.join(work, "nginx/nginx.conf");
writeFileSync(
  nginxConf,
  `worker_processes 1;
user root;
pid ${work}/nginx/nginx.pid;
error_log ${work}/nginx/logs/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  gzip on;
  gzip_static on;
  gzip_types text/css text/javascript application/javascript application/json image/svg+xml;
  server {
    listen 127.0.0.1:${nginxPort};
    root ${clientDir};
    location / { try_files $uri $uri/index.html =404; }
    location /assets/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
  }
}
`,
);
const nginx = startProcess("nginx", ["-p", path.join(work, "nginx"), "-c", nginxConf, "-g", "daemon off;"]);

const results: Record<string, unknown> = { date: new Date().toISOString(), machine: machine(), runs, seconds };
try {
  await waitForHttp(`http://127.0.0.1:${appPort}/healthz`);
  await waitForHttp(`http://127.0.0.1:${nginxPort}/`);
  await new Promise((r) => setTimeout(r, 500));
  const idleRss = rssMb(app.pid!);

  // 1. Prerendered pages: our server against nginx, same files, same run.
  const comparison = [];
  let peakRss = idleRss;
  for (const page of pagesToCompare) {
    await wrk(`http://127.0.0.1:${appPort}${page}`, { connections: 64, seconds: 1 }); // warm-up
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssMb(app.pid!));
    }, 200);
    const ours = await wrkMedian(`http://127.0.0.1:${appPort}${page}`, runs, { connections: 64, seconds });
    clearInterval(sampler);
    const theirs = await wrkMedian(`http://127.0.0.1:${nginxPort}${page}`, runs, { connections: 64, seconds });
    comparison.push({ page, app: ours, nginx: theirs, ratio: Math.round((ours.rps / theirs.rps) * 100) / 100 });
  }
  results.prerendered = comparison;

  // 2. Page weight: JavaScript and CSS bytes after gzip, per route.
  const weights = [];
  for (const route of weightRoutes)
    weights.push({ route, ...(await pageWeight(`http://127.0.0.1:${appPort}`, route)) });
  results.pageWeight = weights;

  // 3. Memory.
  results.memory = { idleRssMb: idleRss, peakRssUnderLoadMb: peakRss };

  printTable(results);
  mkdirSync(path.join(root, "bench/results"), { recursive: true });
  const file = path.join(root, "bench/results", `bench-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(root, file)}`);
} finally {
  await stopProcess(app);
  await stopProcess(nginx);
}

/**
 * fetch, retried once: the load runs for over a minute, longer than the server's keep-alive
 * timeout, so a connection fetch pooled before the load may have been closed by the server.
 */
async function get(url: string): Promise<Response> {
  try {
    return await fetch(url);
  } catch {
    return fetch(url);
  }
}

async function pageWeight(base: string, route: string) {
  const html = await (await get(`${base}${route}`)).text();
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) scripts.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) scripts.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)) styles.add(m[1]!);
  // Entry modules import others: follow static imports inside our own assets.
  const queue = [...scripts];
  while (queue.length) {
    const src = queue.shift()!;
    const code = await (await get(`${base}${src}`)).text();
    for (const m of code.matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g)) {
      const resolved = new URL(m[1]!, `${base}${src}`).pathname;
      if (!scripts.has(resolved)) {
        scripts.add(resolved);
        queue.push(resolved);
      }
    }
  }
  let inline = "";
  for (const m of html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)) {
    inline += m[1];
  }
  const gz = async (urls: Set<string>) => {
    let total = 0;
    for (const u of urls) total += gzipSync(Buffer.from(await (await get(`${base}${u}`)).arrayBuffer())).length;
    return total;
  };
  return {
    jsGzipKb: Math.round(((await gz(scripts)) + (inline ? gzipSync(inline).length : 0)) / 102.4) / 10,
    cssGzipKb: Math.round((await gz(styles)) / 102.4) / 10,
    htmlGzipKb: Math.round(gzipSync(html).length / 102.4) / 10,
    scripts: scripts.size,
  };
}

function machine() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.versions.node,
  };
}

function printTable(r: typeof results) {
  console.log("\nPrerendered pages at 64 connections (median of runs):");
  console.table(
    (
      r.prerendered as {
        page: string;
        app: { rps: number; p99ms: number };
        nginx: { rps: number; p99ms: number };
        ratio: number;
      }[]
    ).map((c) => ({
      page: c.page,
      "app req/s": c.app.rps,
      "app p99 ms": c.app.p99ms,
      "nginx req/s": c.nginx.rps,
      "nginx p99 ms": c.nginx.p99ms,
      "app/nginx": c.ratio,
    })),
  );
  console.log("Page weight (gzip):");
  console.table(r.pageWeight);
  console.log("Memory (MB):", r.memory);
}
