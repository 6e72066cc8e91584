// The project runs on the Node 24 binary installed by the `node` npm package.
// With `npm install --ignore-scripts` that binary is missing and npm falls back to the
// machine's older Node, which lacks node:sqlite: fail here with a clear instruction.
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `This project needs Node 24 (found ${process.versions.node}). ` +
      "Run `npm install` without --ignore-scripts so the pinned `node` package installs its binary, " +
      "then use the npm scripts (they put node_modules/.bin first on PATH).",
  );
  process.exit(1);
}
