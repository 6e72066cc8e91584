import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** `npm run test:faults`: crash, outage and overload tests against the production build, one at a time. */
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["tests/faults/**/*.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
});
