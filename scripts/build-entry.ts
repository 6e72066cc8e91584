/**
 * Writes the production entry as plain JavaScript: build/start.mjs (from server/index.ts) and
 * build/cluster.mjs (from server/cluster.ts), with their types stripped by Node itself. `npm start`
 * runs build/start.mjs, so no server process loads Node's TypeScript stripper (about 20 MB of memory
 * per process, issue 21). Run by `npm run build`; edit the sources in server/, not the output.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { stripTypeScriptTypes } from "node:module";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const files = [
  ["server/index.ts", "build/start.mjs"],
  ["server/cluster.ts", "build/cluster.mjs"],
] as const;

mkdirSync(path.join(root, "build"), { recursive: true });
for (const [source, target] of files) {
  const code = stripTypeScriptTypes(readFileSync(path.join(root, source), "utf8"), { mode: "strip" }).replaceAll(
    '"./cluster.ts"',
    '"./cluster.mjs"',
  );
  writeFileSync(
    path.join(root, target),
    `// Generated from ${source} by scripts/build-entry.ts: edit the source.\n${code}`,
  );
}
// What the dashboard's Overview shows as the version running (ADR 0030): the build's time and, in a
// git checkout, its commit.
const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" });
writeFileSync(
  path.join(root, "build/version.json"),
  `${JSON.stringify({ builtAt: new Date().toISOString(), commit: commit.status === 0 ? commit.stdout.trim() : null })}\n`,
);
console.log(`Wrote ${files.map(([, target]) => target).join(" and ")} and build/version.json.`);
