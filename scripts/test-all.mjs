// `npm test`: every check, in order, stopping at the first failure.
// typecheck -> lint -> unit and integration tests (SQLite and PostgreSQL) -> production build -> fault tests
// (against that build) -> browser tests.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `npm test needs Node 24 (found ${process.versions.node}): run \`npm install\` without --ignore-scripts.`,
  );
  process.exit(1);
}

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";
if (!existsSync(chromium)) {
  console.error(
    `Chromium was not found at ${chromium}. The browser tests drive Debian's headless Chromium: ` +
      "install it with `apt-get install -y chromium-headless-shell` (or set CHROMIUM_PATH).",
  );
  process.exit(1);
}

/** The fault suite starts private PostgreSQL servers: their binaries must be there (a failure, never a skip). */
function requirePostgresBinaries() {
  const base = "/usr/lib/postgresql";
  const found = existsSync(base) && readdirSync(base).some((v) => existsSync(path.join(base, v, "bin", "initdb")));
  if (!found) {
    console.error(
      `The fault tests need PostgreSQL's server binaries (initdb, pg_ctl) under ${base}/*/bin: ` +
        "install them with `apt-get install -y postgresql`.",
    );
    process.exit(1);
  }
}

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${[command, ...args].join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n${label} failed (exit ${result.status ?? result.signal}) after ${seconds} s.`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${label} passed in ${seconds} s`);
}

const only = process.argv[2];
const steps = {
  typecheck: () => run("typecheck", "npm", ["run", "typecheck", "--silent"]),
  lint: () => run("lint", "npm", ["run", "lint", "--silent"]),
  unit: () => run("unit and integration tests", "npx", ["vitest", "run"]),
  build: () => run("production build", "npm", ["run", "build", "--silent"]),
  // The build above is the one under test (`npm run test:faults` builds first itself). The mixed load
  // runs 10 s here instead of 60 (the same 200 connections and checks; test:faults keeps 60).
  faults: () => {
    requirePostgresBinaries();
    if (!existsSync("build/server/index.js")) {
      console.error("The fault tests need the production build: run `node scripts/test-all.mjs build` first.");
      process.exit(1);
    }
    run("fault tests", "npx", ["vitest", "run", "-c", "vitest.faults.config.ts"], {
      FAULTS_LOAD_SECONDS: process.env.FAULTS_LOAD_SECONDS ?? "10",
    });
  },
  browser: async () => {
    // Imported here, after the Node version check: plain Node loads .ts files only from version 23.6.
    const { freePort } = await import("../tests/support/free-port.ts");
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "sulawesi-e2e-"));
    run("browser tests", "npx", ["playwright", "test"], { TEST_PORT: String(port), TEST_DATA_DIR: dataDir });
  },
};

if (only) {
  if (!steps[only]) {
    console.error(`Unknown step "${only}". Steps: ${Object.keys(steps).join(", ")}`);
    process.exit(1);
  }
  await steps[only]();
} else {
  for (const step of Object.values(steps)) await step();
  console.log("\nAll checks passed.");
}
