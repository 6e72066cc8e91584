/**
 * Production entry: `npm start` (after `npm run build`). Runs on Node 24 type stripping; the app
 * itself is bundled into build/server/index.js by Vite.
 */
import { existsSync } from "node:fs";
import path from "node:path";

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

const { startServer } = await import(serverBuild);
await startServer({ clientDir: path.join(root, "build/client") });
