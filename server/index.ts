/**
 * Production entry. `npm run build` writes it as plain JavaScript to build/start.mjs
 * (scripts/build-entry.ts), which `npm start` runs, so no server process loads Node's TypeScript
 * stripper; `node server/index.ts` runs the same code from source. The app itself is bundled into
 * build/server/index.js by Vite.
 */
import cluster from "node:cluster";
import { existsSync } from "node:fs";
import path from "node:path";
import {
  reportLoad,
  runPrimary,
  type WorkerScaling,
  webConcurrency,
  workerHeapArgs,
  workerScaling,
} from "./cluster.ts";

const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(`Node 24 is required (found ${process.versions.node}). Use the npm scripts after \`npm install\`.`);
  process.exit(1);
}

const root = path.resolve(import.meta.dirname, "..");
const serverBuild = path.join(root, "build/server/index.js");
if (!existsSync(serverBuild)) {
  console.error("No production build found. Run `npm run build` first.");
  process.exit(1);
}

// WEB_CONCURRENCY > 1: this process becomes the cluster's primary and never loads the app (ADR 0021).
let scaling: WorkerScaling | undefined;
let workerExecArgv: string[] = [];
try {
  const workers = cluster.isPrimary ? webConcurrency(process.env) : 1;
  scaling = workers > 1 ? workerScaling(process.env, workers) : undefined;
  if (scaling) workerExecArgv = workerHeapArgs(process.env, process.execArgv);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
if (scaling) {
  await runPrimary(scaling, workerExecArgv);
} else {
  reportLoad(); // a cluster worker tells the primary how busy it is (nothing in a single process)
  const { startServer } = await import(serverBuild);
  await startServer({ clientDir: path.join(root, "build/client") });
}
