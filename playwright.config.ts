import { defineConfig, devices } from "@playwright/test";

/**
 * Browser tests against the production build (`npm run build` first; `npm test` does it).
 * Chromium is Debian's headless shell (package chromium-headless-shell, the headless Chromium
 * Playwright itself uses for headless runs): Playwright's own browser download is not available here.
 * The full browser (/usr/bin/chromium, CHROMIUM_PATH=/usr/bin/chromium) passes the same tests; the
 * shell needs about 40 % less time on two cores (the whole suite: 7 against 12 minutes, 2026-11-26).
 * scripts/test-all.mjs picks a free port and a fresh data directory and passes them in.
 */
const port = Number(process.env.TEST_PORT ?? 4173);
const dataDir = process.env.TEST_DATA_DIR ?? "./data/e2e";
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell";

export default defineConfig({
  testDir: "./tests/browser",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry in CI: on two shared cores a test can meet a moment no visitor would (a header shift
  // seen once in five full runs and never in 21 runs of that test alone, under load or not). Playwright
  // still lists such a test as "flaky" with its first failure, so it is seen, not hidden; a test that
  // fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    // The offline guide's service worker (ADR 0019) answers navigations itself; the other specs test
    // the server's own answers, so it is blocked except in tests/browser/offline.spec.ts.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "node server/index.ts",
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_URL: `http://localhost:${port}`,
      // Behind one trusted hop, as behind a proxy: each test sends its own client address
      // (tests/browser/fixtures.ts), so per-address limits count one test, not the suite.
      TRUST_PROXY: "true",
      // No pause between generated pages: tests that wait for the store wait for whole passes.
      GENERATED_PAGES_PAUSE_MS: "0",
      // One process unless asked (WEB_CONCURRENCY=2 npx playwright test ...): the browser tests run one
      // at a time, and each worker would warm up (compile) every page on its own. The fault suite
      // covers several workers (tests/faults/cluster.test.ts).
      WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? "1",
    },
  },
});
