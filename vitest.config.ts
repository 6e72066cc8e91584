import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [
    {
      // Vitest turns `?url` imports (the stylesheet, the enhancement script) into "", and React then
      // warns about `href=""` on every rendered page; a URL like the build's keeps the output quiet.
      name: "asset-urls-in-tests",
      enforce: "pre",
      // The virtual id must not end in ".css": Vitest's own CSS handling would claim it.
      resolveId: (id) =>
        id.endsWith("?url") ? `\0asset-url:${path.basename(id.slice(0, -"?url".length)).replaceAll(".", "%2E")}` : null,
      load: (id) =>
        id.startsWith("\0asset-url:")
          ? `export default ${JSON.stringify(`/assets/${id.slice("\0asset-url:".length).replaceAll("%2E", ".")}`)};`
          : null,
    },
  ],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: [
      "app/**/*.test.ts",
      "app/**/*.test.tsx",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/integration/**/*.test.ts",
    ],
    environment: "node",
    // Two files at a time: Vitest's default on two cores is one, and most of a file's time is spent
    // waiting (PostgreSQL, servers, timers). Each file has its own data directory and database.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
