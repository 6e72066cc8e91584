/**
 * Fault-suite helpers (`npm run test:faults`): the production server as a child process that a test
 * can kill, and a private PostgreSQL instance (its own initdb, port and socket directory) that a test
 * can stop and start without disturbing the machine's server.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { freePort } from "../support/free-port.ts";

const root = path.resolve(import.meta.dirname, "../..");

export type AppProcess = {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything the server printed so far. */
  output: () => string;
  kill: (signal?: NodeJS.Signals) => Promise<void>;
};

/**
 * Starts `node server/index.ts` on the production build. TRUST_PROXY is on so that tests can play many
 * clients by sending X-Forwarded-For (each gets its own rate-limit bucket, as behind a real proxy).
 */
export async function startApp(options: { dataDir?: string; env?: Record<string, string>; port?: number } = {}) {
  if (!existsSync(path.join(root, "build/server/index.js"))) {
    throw new Error("No production build: run `npm run build` first (npm run test:faults does).");
  }
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), "sulawesi-faults-"));
  const url = `http://127.0.0.1:${port}`;
  let log = "";
  const child = spawn(process.execPath, [path.join(root, "server/index.ts")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_URL: url,
      TRUST_PROXY: "true",
      // No pause between generated pages: the suite waits for whole passes (two editions, 320 pages).
      GENERATED_PAGES_PAUSE_MS: "0",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d) => {
    log += String(d);
  });
  child.stderr?.on("data", (d) => {
    log += String(d);
  });
  const app: AppProcess = {
    url,
    dataDir,
    child,
    output: () => log,
    async kill(signal: NodeJS.Signals = "SIGTERM") {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill(signal);
      await Promise.race([exited, sleep(15_000)]);
    },
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited during start-up:\n${log}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.status === 200) return app;
    } catch {
      // not listening yet
    }
    await sleep(150);
  }
  await app.kill("SIGKILL");
  throw new Error(`The server did not become healthy within 30 s:\n${log}`);
}

function pgBin(name: string): string {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base) ? readdirSync(base).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const file = path.join(base, version, "bin", name);
    if (existsSync(file)) return file;
  }
  throw new Error(`PostgreSQL's ${name} was not found under ${base}: apt-get install -y postgresql`);
}

export type PrivatePostgres = {
  url: string;
  port: number;
  stop: () => void;
  start: () => void;
  destroy: () => void;
};

/** initdb + pg_ctl as the postgres user (PostgreSQL refuses to run as root), on a free port. */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), "sulawesi-pg-"));
  const dataDir = path.join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  const pgUid = asRoot ? Number(spawnSync("id", ["-u", "postgres"], { encoding: "utf8" }).stdout.trim()) : undefined;
  if (asRoot) {
    if (!pgUid) throw new Error("Running as root, but there is no postgres user to run a private PostgreSQL as.");
    chownSync(dir, pgUid, pgUid);
    chmodSync(dir, 0o700);
  }
  const run = (bin: string, args: string[]) => {
    const command = asRoot ? "runuser" : pgBin(bin);
    const fullArgs = asRoot ? ["-u", "postgres", "--", pgBin(bin), ...args] : args;
    const result = spawnSync(command, fullArgs, { encoding: "utf8", cwd: dir });
    if (result.status !== 0) throw new Error(`${bin} ${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`);
  };
  run("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = () => run("pg_ctl", ["-D", dataDir, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]);
  const stop = () => run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    destroy() {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A form POST as a browser on the site would send it (same origin), from a given client address. */
export function postForm(app: AppProcess, pathname: string, fields: Record<string, string>, client = "198.51.100.1") {
  return fetch(`${app.url}${pathname}`, {
    method: "POST",
    redirect: "manual",
    // A connection handed to a worker at the moment it is killed may never be answered: fail it
    // instead of waiting for undici's five-minute default.
    signal: AbortSignal.timeout(30_000),
    headers: {
      Origin: app.url,
      Accept: "application/json",
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": client,
    },
    body: new URLSearchParams(fields),
  });
}

/** A distinct documentation-range address per client number. */
export function clientAddress(n: number): string {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** The session secret every app instance in the fault suite shares (several instances on one database must). */
export const FAULT_SESSION_SECRET = "fault-suite-secret-0123456789-abcdefghijklmnop";

/**
 * Points this test process at an app's database (its SQLite file, or DATABASE_URL) with the same
 * secret and site URL, so the feature code and the accounts test helpers (`createTestUser`) write rows
 * and sign sessions exactly as the server would read them.
 */
export async function useAppDatabase(app: AppProcess, databaseUrl?: string): Promise<void> {
  const { resetConfigForTests } = await import("~/lib/config.server.ts");
  const { closeDb } = await import("~/lib/db/index.server.ts");
  await closeDb();
  process.env.DATA_DIR = app.dataDir;
  process.env.SITE_URL = app.url;
  process.env.TRUST_PROXY = "true";
  process.env.SESSION_SECRET = FAULT_SESSION_SECRET;
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  else delete process.env.DATABASE_URL;
  resetConfigForTests();
}

/** Every file below `dir` (recursively), as paths relative to it; none when it does not exist. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}
