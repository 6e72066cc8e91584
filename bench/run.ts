/**
 * `npm run bench`: builds, starts the production server and nginx on loopback, and measures (issue 7):
 * 1. prerendered pages against nginx serving the same files with gzip (and bare Node, Node's own ceiling);
 * 2. server-rendered /community with the scale data set, on SQLite and on PostgreSQL;
 * 3. writes (newsletter signups, upvotes) from 100 concurrent clients, checked in the database;
 * 4. five concurrent 10 MB photo uploads: time to the created post, the server's peak memory;
 * 5. page weight per route (content pages, the form pages and the hydrated app pages);
 * 6. the server's memory idle and under the load of item 1;
 * 7. the route planner's time per search, in-process (today's data; 2,000 places and 20,000 routes)
 *    and a planned page's answer time over HTTP (bench/planner.ts);
 * 8. the pages built from content and route data as visitors get them (the generated-page store, ADR
 *    0029) side by side with a prerendered page, with the default workers, and the time from a route
 *    edit to the new page on every worker (bench/transport.ts);
 * 9. one worker against WEB_CONCURRENCY=2 (and optionally the build of another checkout): /community
 *    for visitors and a member, memory idle and after mixed requests (bench/cores.ts, issue 21).
 * Prints a table and writes JSON to bench/results/. Options: --no-build, --runs N (default 3),
 * --seconds S per run (default 5), --only LIST (comma-separated: pages,community,writes,uploads,weight,
 * planner,transport,cores), --workers LIST (item 9: this build's worker counts, default 1,2), --mixed-seconds S (item 9's mixed requests before the second memory reading;
 * default 60), --baseline DIR (item 9 also runs DIR's build, e.g. a worktree of main with `npm run build`
 * done).
 * PostgreSQL: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres); skipped when unreachable.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { freePort } from "../tests/support/free-port.ts";
import { benchCores, type CoresFigure, printCores, type ServerSpec } from "./cores.ts";
import {
  benchCommunity,
  benchUploads,
  benchWrites,
  combineWrites,
  createMembers,
  type Db,
  postgresDb,
  sqliteDb,
  tenMegabytePhoto,
  type UploadFigure,
  type WriteFigure,
} from "./forum.ts";
import {
  commandExists,
  cpuSeconds,
  median,
  medianOf,
  pinToCpu,
  rssMb,
  startProcess,
  stopProcess,
  type WrkResult,
  waitForHttp,
  wrk,
} from "./lib.ts";
import { benchPlanner, type PlannerFigure, plannedPageTimes } from "./planner.ts";
import { adminQuery, pgUrl, postgresProblem, preparePostgres, prepareSqlite } from "./scale.ts";
import { benchEditToPage, benchVisitorPages, type EditFigure, type VisitorPageFigure } from "./transport.ts";

const args = process.argv.slice(2);
const flag = (name: string, fallback: number) => {
  const i = args.indexOf(name);
  return i === -1 ? fallback : Number(args[i + 1]);
};
const runs = flag("--runs", 3);
const seconds = flag("--seconds", 5);
const mixedSeconds = flag("--mixed-seconds", 60);
const baselineIndex = args.indexOf("--baseline");
const baseline = baselineIndex === -1 ? undefined : path.resolve(args[baselineIndex + 1]!);
// Item 9's worker counts for this build (e.g. `--workers 2` alone for a long --mixed-seconds run).
const workersIndex = args.indexOf("--workers");
const coreWorkers = (workersIndex === -1 ? "1,2" : args[workersIndex + 1]!).split(",").map(Number);
const onlyIndex = args.indexOf("--only");
const only = new Set(
  onlyIndex === -1
    ? ["pages", "community", "writes", "uploads", "weight", "planner", "transport", "cores"]
    : args[onlyIndex + 1]!.split(","),
);
/** The Node options `npm start` runs the server with (package.json). */
const START_NODE_ARGS = ["--max-semi-space-size=4", "--disable-warning=ExperimentalWarning"];
/** A fixed secret for the bench's servers (production with PostgreSQL requires one). */
const SESSION_SECRET = "bench-only-session-secret-0123456789abcdef";
const root = path.resolve(import.meta.dirname, "..");
const clientDir = path.join(root, "build/client");

// wrk drives items 1 and 2, nginx is item 1's yardstick; the other items need neither.
const tools = [
  ...(only.has("pages") || only.has("community") || only.has("transport") || only.has("cores") ? ["wrk"] : []),
  ...(only.has("pages") ? ["nginx"] : []),
];
for (const tool of tools) {
  if (!commandExists(tool)) {
    console.error(`The benchmark needs ${tool}: apt-get install -y ${tool === "nginx" ? "nginx-light" : tool}`);
    process.exit(1);
  }
}

if (!args.includes("--no-build")) {
  const build = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Prerendered files (the home and destination pages are rendered per request since ADR 0018: see item "transport"). */
const pagesToCompare = ["/destinations/north", "/planning", "/blog/ultimate-diving-guide-bunaken"];
/** Content pages (prerendered guide pages): budget 15 KB of JavaScript (issue 21; ADR 0002 said 30 KB). */
const contentRoutes = [
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
  "/no-such-page",
];
/**
 * The public forms and the sign-in pages: rendered per request, not hydrated since ADR 0020 (the form
 * script enhances them); the same 15 KB budget as content pages (issue 21).
 */
const formRoutes = ["/contact", "/partners", "/submit-update", "/auth", "/auth/forgot"];
/** App pages (rendered per request, hydrated): budget 160 KB of JavaScript. `:post` is a scale post. */
const appRoutes = ["/community", "/community/:post", "/account", "/admin"];
/** JavaScript budgets, gzip: every page but the four app pages 15 KB (issue 21; ADR 0002 said 30, issue 7 80). */
const BUDGET_KB = { content: 15, app: 160 };

const work = mkdtempSync(path.join(os.tmpdir(), "sulawesi-bench-"));
const results: Record<string, unknown> = { date: new Date().toISOString(), machine: machine(), runs, seconds };
const cacheDir = path.join(root, "bench/.cache");

/** Starts a production server on a free loopback port and waits until it answers. */
async function startApp(name: string, env: Record<string, string>) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Servers inherit this environment: a DATABASE_URL from the shell must not turn a SQLite run into PostgreSQL.
  const { DATABASE_URL: _, ...inherited } = process.env;
  process.env = inherited;
  const child = startProcess(
    process.execPath,
    [...START_NODE_ARGS, path.join(root, "build/start.mjs")],
    {
      NODE_ENV: "production",
      // Items 1-8 measure one process (pinned to a CPU, its memory); item 9 compares worker counts.
      WEB_CONCURRENCY: "1",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: base,
      SESSION_SECRET,
      // Each simulated client sends its own X-Forwarded-For: rate limits see them as different people.
      TRUST_PROXY: "true",
      ...env,
    },
    path.join(work, `${name}.log`),
  );
  try {
    await waitForHttp(`${base}/healthz`, 120_000);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { child, base };
}

const stops: (() => Promise<void>)[] = [];
try {
  // --- 1 and 6: prerendered pages against nginx, memory -------------------------------------------
  if (only.has("pages") || only.has("weight")) {
    const app = await startApp("app", { DATA_DIR: path.join(work, "data") });
    stops.push(() => stopProcess(app.child));
    const appPid = app.child.pid!;
    await new Promise((r) => setTimeout(r, 500));
    const idleRss = rssMb(appPid);

    if (only.has("pages")) {
      const nginxPort = await freePort();
      const nginx = startNginx(nginxPort, await securityHeadersOf(`${app.base}/`));
      stops.push(() => stopProcess(nginx));
      await waitForHttp(`http://127.0.0.1:${nginxPort}/`);
      const bareNodePort = await freePort();
      const bareNode = startProcess(process.execPath, [
        path.join(import.meta.dirname, "bare-node.ts"),
        String(bareNodePort),
        app.base,
        ...pagesToCompare,
      ]);
      stops.push(() => stopProcess(bareNode));
      await waitForHttp(`http://127.0.0.1:${bareNodePort}/`);
      const servers = [
        { name: "app", base: app.base, pids: [appPid] },
        { name: "bare node", base: `http://127.0.0.1:${bareNodePort}`, pids: [bareNode.pid!] },
        { name: "nginx", base: `http://127.0.0.1:${nginxPort}`, pids: nginxPids(nginx.pid!) },
      ];
      // One core for the servers (taking turns), the other for wrk: see docs/performance.md.
      const pinned = os.cpus().length >= 2 && commandExists("taskset");
      if (pinned) {
        for (const server of servers) for (const pid of server.pids) pinToCpu(pid, 0);
      } else {
        console.warn("Item 1: taskset or a second CPU is missing; servers and wrk share the CPUs (noisier).");
      }
      const load = { connections: 64, seconds, cpu: pinned ? 1 : undefined };
      const comparison = [];
      let peakRss = idleRss;
      for (const page of pagesToCompare) {
        // A few seconds of warm-up each: a server in production has long finished compiling its hot path.
        for (const server of servers) await wrk(`${server.base}${page}`, { ...load, seconds: 3 });
        const figures: ServerFigures[] = servers.map(() => ({ runs: [], perCpu: [], cpuUse: [] }));
        // Interleaved, so a slow moment of the machine falls on every server alike.
        for (let i = 0; i < runs; i++) {
          for (const [index, server] of servers.entries()) {
            const sampler =
              server.name === "app" ? setInterval(() => (peakRss = Math.max(peakRss, rssMb(appPid))), 200) : undefined;
            const cpuBefore = cpuSeconds(server.pids);
            const run = await wrk(`${server.base}${page}`, load);
            const cpu = cpuSeconds(server.pids) - cpuBefore;
            clearInterval(sampler);
            figures[index]!.runs.push(run);
            figures[index]!.perCpu.push(run.requests / cpu);
            figures[index]!.cpuUse.push(cpu / seconds);
          }
        }
        const [ours, bare, theirs] = figures as [ServerFigures, ServerFigures, ServerFigures];
        const round = (n: number) => Math.round(n * 100) / 100;
        const ratioOfRuns = (a: number[], b: number[]) => a.map((x, i) => round(x / b[i]!));
        const rps = (f: ServerFigures) => f.runs.map((r) => r.rps);
        const appFigures = medianOf(ours.runs);
        const bareFigures = medianOf(bare.runs);
        const nginxFigures = medianOf(theirs.runs);
        comparison.push({
          page,
          app: appFigures,
          bareNode: bareFigures,
          nginx: nginxFigures,
          ratio: round(appFigures.rps / nginxFigures.rps),
          runRatios: ratioOfRuns(rps(ours), rps(theirs)),
          appToBareNode: round(appFigures.rps / bareFigures.rps),
          bareNodeToNginx: round(bareFigures.rps / nginxFigures.rps),
          appPerCpuSecond: Math.round(median(ours.perCpu)),
          nginxPerCpuSecond: Math.round(median(theirs.perCpu)),
          cpuRatio: round(median(ours.perCpu) / median(theirs.perCpu)),
          runCpuRatios: ratioOfRuns(ours.perCpu, theirs.perCpu),
          appCpuUse: round(median(ours.cpuUse)),
          nginxCpuUse: round(median(theirs.cpuUse)),
          pinned,
        });
      }
      results.prerendered = comparison;
      results.memory = { idleRssMb: idleRss, peakRssUnderLoadMb: peakRss };
    }

    if (only.has("weight")) {
      const weights = [];
      for (const route of [...contentRoutes, ...formRoutes]) {
        const w = await pageWeight(app.base, route);
        weights.push({
          route,
          kind: formRoutes.includes(route) ? "form" : "content",
          ...w,
          budgetKb: BUDGET_KB.content,
          withinBudget: w.jsGzipKb <= BUDGET_KB.content,
        });
      }
      results.pageWeight = weights;
    }
    await stops.pop()!();
    if (only.has("pages")) {
      await stops.pop()!();
      await stops.pop()!();
    }
  }

  // --- 2 to 5 on the scale data set: SQLite ---------------------------------------------------------
  const scaleItems = ["community", "writes", "uploads", "weight", "cores"].filter((i) => only.has(i));
  if (scaleItems.length > 0) {
    const dataDir = path.join(work, "sqlite-data");
    prepareSqlite(dataDir);
    let app = await startApp("app-sqlite", { DATA_DIR: dataDir });
    stops.push(() => stopProcess(app.child));
    const db = sqliteDb(path.join(dataDir, "app.db"));
    stops.push(() => db.close());
    if (only.has("community")) {
      console.log("Item 2: /community at scale on SQLite ...");
      const [reader] = await createMembers(db, app.base, 1, `reader-${Date.now().toString(36)}`, "10.240");
      results.community = {
        sqlite: await benchCommunity(app.base, { runs, seconds, memberCookie: reader!.cookie }),
      };
    }
    if (only.has("writes")) {
      console.log("Item 3: writes from 100 concurrent clients (SQLite) ...");
      results.writes = { sqlite: await writes(db, app.base, "sqlite") };
    }
    if (only.has("uploads")) {
      console.log("Item 4: five concurrent 10 MB photos (SQLite, local disk storage) ...");
      // A fresh server, so its memory reflects the uploads, not the page cache and heap of items 2 and 3.
      await stopProcess(app.child);
      app = await startApp("app-sqlite-uploads", { DATA_DIR: dataDir });
      results.uploads = await uploads(db, app.base, app.child.pid!);
    }
    if (only.has("cores")) {
      // Item 9 starts its own servers on this data: this one steps aside (the member's session stays).
      const [reader] = await createMembers(db, app.base, 1, `cores-${Date.now().toString(36)}`, "10.241");
      const posts = await db.all<{ id: string }>(
        "select id from posts where hidden_at is null order by upvotes desc limit 50",
      );
      await stopProcess(app.child);
      results.cores = await benchCores(coreSpecs(dataDir), {
        runs,
        seconds,
        mixedSeconds,
        memberCookie: reader!.cookie,
        postIds: posts.map((p) => p.id),
        port: freePort,
        logDir: work,
      });
      app = await startApp("app-sqlite-after-cores", { DATA_DIR: dataDir });
    }
    if (only.has("weight")) {
      console.log("Item 5: page weight of the app pages ...");
      const [admin] = await createMembers(db, app.base, 1, `admin-${Date.now().toString(36)}`, "10.250");
      await db.all("update users set role = 'admin' where id = ?", [admin!.id]);
      const [post] = await db.all<{ id: string }>(
        "select id from posts where hidden_at is null order by upvotes desc limit 1",
      );
      const weights = (results.pageWeight as unknown[] | undefined) ?? [];
      for (const route of appRoutes) {
        const w = await pageWeight(app.base, route.replace(":post", post!.id), admin!.cookie);
        weights.push({ route, kind: "app", ...w, budgetKb: BUDGET_KB.app, withinBudget: w.jsGzipKb <= BUDGET_KB.app });
      }
      results.pageWeight = weights;
    }
    await stops.pop()!();
    await stops.pop()!();
  }

  // --- 2 and 3 on PostgreSQL ----------------------------------------------------------------------
  if (only.has("community") || only.has("writes")) {
    const problem = await postgresProblem();
    if (problem) {
      console.warn(`PostgreSQL not reachable (${problem}): /community on PostgreSQL skipped.`);
      results.community = { ...(results.community as object), postgres: { skipped: problem } };
    } else {
      const database = await preparePostgres();
      if (only.has("community")) {
        const app = await startApp("app-postgres", {
          DATA_DIR: path.join(work, "pg-data"),
          DATABASE_URL: pgUrl(database),
        });
        stops.push(() => stopProcess(app.child));
        console.log("Item 2: /community at scale on PostgreSQL ...");
        // The member signs in on the seeded data set and is removed afterwards (sessions cascade).
        const pgDb = postgresDb(pgUrl(database));
        const [reader] = await createMembers(pgDb, app.base, 1, `reader-${Date.now().toString(36)}`, "10.240");
        try {
          (results.community as Record<string, unknown>).postgres = await benchCommunity(app.base, {
            runs,
            seconds,
            memberCookie: reader!.cookie,
          });
        } finally {
          await pgDb.all("delete from users where id = ?", [reader!.id]);
          await pgDb.close();
        }
        await stops.pop()!();
      }
      if (only.has("writes")) {
        // Writes go to a copy, so the cached data set stays as seeded.
        const copy = `bench_writes_${process.pid}`;
        await adminQuery(`create database "${copy}" template "${database}"`);
        stops.push(() => adminQuery(`drop database if exists "${copy}"`));
        const writer = await startApp("app-postgres-writes", {
          DATA_DIR: path.join(work, "pg-writes-data"),
          DATABASE_URL: pgUrl(copy),
        });
        stops.push(() => stopProcess(writer.child));
        const db = postgresDb(pgUrl(copy));
        stops.push(() => db.close());
        console.log("Item 3: writes from 100 concurrent clients (PostgreSQL) ...");
        results.writes = { ...(results.writes as object), postgres: await writes(db, writer.base, "postgres") };
        for (let i = 0; i < 3; i++) await stops.pop()!();
      }
    }
  }

  // --- 7: the route planner ------------------------------------------------------------------------
  if (only.has("planner")) {
    console.log("Item 7: route planner searches (in-process), and a planned page over HTTP ...");
    const app = await startApp("app-planner", { DATA_DIR: path.join(work, "planner-data") });
    stops.push(() => stopProcess(app.child));
    results.planner = { search: benchPlanner(runs), page: await plannedPageTimes(app.base, 20 * runs) };
    await stops.pop()!();
  }

  // --- 8: the generated visitor pages against a prerendered page, and a route edit's way to them ----
  if (only.has("transport")) {
    console.log("Item 8: generated visitor pages side by side with /planning (default workers), then route edits ...");
    const dataDir = path.join(work, "transport-data");
    // The default of this machine (WEB_CONCURRENCY = its CPU count, workers on demand).
    const app = await startApp("app-transport", {
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: String(os.availableParallelism()),
    });
    stops.push(() => stopProcess(app.child));
    const pages = await benchVisitorPages({ base: app.base, runs, seconds });
    const edit = await benchEditToPage({ base: app.base, root, dbFile: path.join(dataDir, "app.db") });
    results.transport = { pages, edit };
    await stops.pop()!();
  }

  printTable(results);
  mkdirSync(path.join(root, "bench/results"), { recursive: true });
  const file = path.join(root, "bench/results", `bench-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(root, file)}`);
  keepServerWarnings(file.replace(/\.json$/, "-server-warnings.log"));
  // The work directory holds copies of the 700 MB data set: removed after a good run, kept (with the
  // servers' logs) after a failure.
  rmSync(work, { recursive: true, force: true });
} finally {
  for (const stop of stops.reverse()) await stop();
  if (existsSync(work)) console.error(`Logs and data of this run: ${work}`);
}

/** Item 9's servers: the baseline checkout's (when given), then this build with 1 and with 2 workers. */
function coreSpecs(dataDir: string): ServerSpec[] {
  const { DATABASE_URL: _, ...inherited } = process.env;
  process.env = inherited;
  const env = { NODE_ENV: "production", HOST: "127.0.0.1", DATA_DIR: dataDir, SESSION_SECRET, TRUST_PROXY: "true" };
  const ours = (workers: number): ServerSpec => ({
    label: `this build, WEB_CONCURRENCY=${workers}`,
    root,
    entry: "build/start.mjs",
    nodeArgs: START_NODE_ARGS,
    env: { ...env, WEB_CONCURRENCY: String(workers) },
  });
  const before: ServerSpec[] = baseline
    ? [
        {
          label: `baseline (${path.basename(baseline)}), one process`,
          root: baseline,
          // An older checkout has no build/start.mjs: run its entry as its npm start did.
          entry: existsSync(path.join(baseline, "build/start.mjs")) ? "build/start.mjs" : "server/index.ts",
          nodeArgs: ["--disable-warning=ExperimentalWarning"],
          env: { ...env, WEB_CONCURRENCY: "1" },
        },
      ]
    : [];
  return [...before, ...coreWorkers.map(ours)];
}

/** Item 3: `runs` rounds of 2,000 signups and 100 members x 15 upvotes, each checked in the database. */
async function writes(db: Db, base: string, tag: string) {
  const members = await createMembers(db, base, 100, `${tag}-${Date.now().toString(36)}`, "10.200");
  const rounds: WriteFigure[][] = [];
  for (let run = 0; run < runs; run++) {
    rounds.push(await benchWrites(db, base, members, { run, signups: 2_000, upvotesPerMember: 15 }));
  }
  return combineWrites(rounds);
}

/** Item 4: `runs` rounds of five members posting a 10 MB photo each at once (fresh members per round). */
async function uploads(db: Db, base: string, pid: number) {
  const photo = await tenMegabytePhoto(cacheDir);
  const members = await createMembers(db, base, 5 * runs, `upload-${Date.now().toString(36)}`, "10.210");
  const rounds: UploadFigure[] = [];
  for (let run = 0; run < runs; run++) {
    rounds.push(await benchUploads(base, pid, members.slice(run * 5, run * 5 + 5), photo, run));
  }
  const all = rounds.flatMap((r) => r.secondsEach);
  return {
    photoMb: rounds[0]!.photoMb,
    rounds,
    medianSeconds: median(all),
    maxSeconds: Math.max(...all),
    created: rounds.flatMap((r) => r.statuses).filter((s) => s === 201).length,
    attempted: all.length,
    startRssMb: rounds[0]!.startRssMb,
    peakRssMb: median(rounds.map((r) => r.peakRssMb)),
    maxPeakRssMb: Math.max(...rounds.map((r) => r.peakRssMb)),
  };
}

/** nginx's master and its worker(s). */
function nginxPids(masterPid: number): number[] {
  const workers = spawnSync("pgrep", ["-P", String(masterPid)], { encoding: "utf8" })
    .stdout.trim()
    .split(/\s+/);
  return [masterPid, ...workers.filter(Boolean).map(Number)];
}

/**
 * The headers our server adds to a prerendered page beyond what any static server sends (CSP, HSTS,
 * nosniff, ...), so nginx sends the same response, not a smaller one: see docs/performance.md.
 */
async function securityHeadersOf(url: string): Promise<[string, string][]> {
  const response = await fetch(url);
  await response.arrayBuffer();
  const perFile =
    /^(content-(type|length|encoding)|etag|date|connection|keep-alive|vary|cache-control|last-modified|accept-ranges|transfer-encoding)$/;
  return [...response.headers].filter(([name]) => !perFile.test(name));
}

function startNginx(port: number, headers: [string, string][]) {
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
${headers.map(([name, value]) => `  add_header ${name} "${value.replaceAll('"', '\\"')}" always;`).join("\n")}
  server {
    listen 127.0.0.1:${port};
    root ${clientDir};
    location / { try_files $uri $uri/index.html =404; }
    location /assets/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
  }
}
`,
  );
  return startProcess("nginx", ["-p", path.join(work, "nginx"), "-c", nginxConf, "-g", "daemon off;"]);
}

async function get(url: string, cookie?: string): Promise<Response> {
  const init = cookie ? { headers: { Cookie: cookie } } : undefined;
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
}

/** What a first visit downloads for `route` (signed in with `cookie` when given), gzip-compressed. */
async function pageWeight(base: string, route: string, cookie?: string) {
  const page = await get(`${base}${route}`, cookie);
  const html = await page.text();
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
    status: page.status,
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

type Latency = WrkResult;
/** One server's runs in item 1, with its requests per CPU-second and share of its core per run. */
type ServerFigures = { runs: WrkResult[]; perCpu: number[]; cpuUse: number[] };
type PageComparison = {
  page: string;
  app: Latency;
  bareNode: Latency;
  nginx: Latency;
  ratio: number;
  runRatios: number[];
  appToBareNode: number;
  bareNodeToNginx: number;
  appPerCpuSecond: number;
  nginxPerCpuSecond: number;
  cpuRatio: number;
  runCpuRatios: number[];
  appCpuUse: number;
  nginxCpuUse: number;
};

function printTable(r: typeof results) {
  if (r.prerendered) {
    console.log("\n1. Prerendered pages at 64 connections (median of runs; target app/nginx >= 0.5):");
    console.table(
      (r.prerendered as PageComparison[]).map((c) => ({
        page: c.page,
        "app req/s": c.app.rps,
        "app p99 ms": c.app.p99ms,
        "nginx req/s": c.nginx.rps,
        "nginx p99 ms": c.nginx.p99ms,
        "app/nginx": c.ratio,
        "each run": c.runRatios.join(" "),
        "bare node req/s": c.bareNode.rps,
        "app/bare node": c.appToBareNode,
        "bare node/nginx": c.bareNodeToNginx,
      })),
    );
    console.log("   The same runs per CPU-second of each server (CPU use near 1: the server, not wrk, set the pace):");
    console.table(
      (r.prerendered as PageComparison[]).map((c) => ({
        page: c.page,
        "app req/CPU-s": c.appPerCpuSecond,
        "nginx req/CPU-s": c.nginxPerCpuSecond,
        "app CPU use": c.appCpuUse,
        "nginx CPU use": c.nginxCpuUse,
        "app/nginx": c.cpuRatio,
        "each run": c.runCpuRatios.join(" "),
      })),
    );
  }
  const community = r.community as
    | Record<string, (Latency & { page: string; oneConnection: Latency })[] | { skipped: string }>
    | undefined;
  if (community) {
    console.log("2. /community with 100,000 posts at 16 connections (median of runs; target p95 < 50 ms):");
    const rows = [];
    for (const [engine, figures] of Object.entries(community)) {
      if (!Array.isArray(figures)) {
        rows.push({ engine, page: `skipped: ${figures.skipped}` });
        continue;
      }
      for (const f of figures) {
        rows.push({
          engine,
          page: f.page,
          "req/s": f.rps,
          "p50 ms": f.p50ms,
          "p95 ms": f.p95ms,
          "p99 ms": f.p99ms,
          errors: f.errors,
          "p95 < 50": f.p95ms < 50 ? "yes" : "NO",
          "1 conn p50": f.oneConnection.p50ms,
          "1 conn p95": f.oneConnection.p95ms,
        });
      }
    }
    console.table(rows);
  }
  if (r.writes) {
    console.log("3. Writes from 100 concurrent clients (all runs; target 0 errors, 0 missing):");
    console.table(
      Object.entries(r.writes as Record<string, WriteFigure[]>).flatMap(([engine, figures]) =>
        figures.map((f) => ({
          engine,
          kind: f.kind,
          requests: f.requests,
          ok: f.ok,
          errors: f.errors,
          "req/s": f.rps,
          "p99 ms": f.p99ms,
          missing: f.missing,
          "count mismatches": f.countMismatches ?? "",
        })),
      ),
    );
  }
  if (r.uploads) {
    const u = r.uploads as {
      photoMb: number;
      medianSeconds: number;
      maxSeconds: number;
      created: number;
      attempted: number;
      startRssMb: number;
      peakRssMb: number;
      maxPeakRssMb: number;
    };
    console.log(
      `4. Uploads, 5 x ${u.photoMb} MB JPEG at once: created ${u.created}/${u.attempted}, time to created post median ${u.medianSeconds} s, max ${u.maxSeconds} s (target < 2 s); server RSS before ${u.startRssMb} MB, peak median ${u.peakRssMb} MB, max ${u.maxPeakRssMb} MB (target < 400 MB)`,
    );
  }
  if (r.pageWeight) {
    console.log(
      `5. Page weight (gzip; JS budgets: content and form pages ${BUDGET_KB.content} KB, the hydrated app pages ${BUDGET_KB.app} KB):`,
    );
    console.table(r.pageWeight);
  }
  if (r.memory) console.log("6. Memory (MB):", r.memory);
  if (r.cores) printCores(r.cores as CoresFigure[]);
  if (r.planner) {
    const p = r.planner as { search: PlannerFigure[]; page: Awaited<ReturnType<typeof plannedPageTimes>> };
    console.log("7. Route planner, time per search in-process (targets: today's data < 5 ms, generated < 50 ms):");
    console.table(p.search);
    console.log(
      `   A planned page over HTTP (${p.page.path}), one request at a time: median ${p.page.medianMs} ms, p95 ${p.page.p95Ms} ms over ${p.page.requests} requests`,
    );
  }
  if (r.transport) {
    const t = r.transport as { pages: VisitorPageFigure[]; edit: EditFigure };
    console.log(
      "8. Visitor pages at 16 connections, one server with the default workers, median of runs (target: each >= 0.9 of /planning):",
    );
    console.table(t.pages);
    console.log(
      `   A route edit (a revision written by another process) to the new ${t.edit.page} on every worker: median ${t.edit.medianMs} ms (${t.edit.msToEveryWorker.join(", ")} ms; answers showing it from the store: ${t.edit.fromStore})`,
    );
  }
}

/** The servers' warnings and errors (pino levels 40-60, and the primary's lines about workers) next to the figures. */
function keepServerWarnings(target: string) {
  const lines: string[] = [];
  for (const name of readdirSync(work).filter((f) => f.endsWith(".log"))) {
    for (const line of readFileSync(path.join(work, name), "utf8").split("\n"))
      if (/"level":(40|50|60)|died|exited|\[primary\]/.test(line)) lines.push(`${name}: ${line}`);
  }
  if (lines.length > 0) {
    writeFileSync(target, `${lines.join("\n")}\n`);
    console.log(`Wrote ${path.relative(root, target)} (${lines.length} lines)`);
  }
}
