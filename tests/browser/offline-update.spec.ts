import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { PAGES_CACHE, SAVED_CACHE } from "../../app/features/offline/constants.ts";
import { expect, type Page, test } from "./fixtures.ts";

/**
 * Issue 20 point 7: a new build's worker replaces the old one and its caches (ADR 0019). Two servers
 * take turns on one origin (one port): the build under test, then the same build with a changed
 * service worker, as a deployment would serve it.
 */
test.use({ serviceWorkers: "allow" });
test.setTimeout(90_000);

const root = path.resolve(".");
const clientDir = path.join(root, "build/client");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function startServer(dir: string, port: number, dataDir: string): Promise<ChildProcess> {
  const entry = `const { startServer } = await import(${JSON.stringify(path.join(root, "build/server/index.js"))});
await startServer({ clientDir: ${JSON.stringify(dir)} });`;
  const child = spawn(process.execPath, ["--disable-warning=ExperimentalWarning", "--input-type=module", "-e", entry], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SITE_URL: `http://localhost:${port}`,
    },
    stdio: "ignore",
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGKILL");
  throw new Error("the second server did not start");
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

function cacheNames(page: Page): Promise<string[]> {
  return page.evaluate(() => caches.keys());
}

/** The precache's keys for one URL (each carries its revision). */
function precacheKeys(page: Page, pathname: string): Promise<string[]> {
  return page.evaluate(async (p) => {
    const name = (await caches.keys()).find((n) => n.includes("-precache-"));
    if (!name) return [];
    const keys = await (await caches.open(name)).keys();
    return keys.map((k) => k.url).filter((u) => new URL(u).pathname === p);
  }, pathname);
}

test("a new build's worker takes over on the next visit and removes the old build's caches", async ({ browser }) => {
  const port = await freePort();
  const work = mkdtempSync(path.join(os.tmpdir(), "offline-update-"));
  const dataDir = path.join(work, "data");
  let server = await startServer(clientDir, port, dataDir);
  const context = await browser.newContext({ baseURL: `http://localhost:${port}`, serviceWorkers: "allow" });
  const page = await context.newPage();
  try {
    // The first build: installed, one page visited and one saved.
    await page.goto("/transport-guide");
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.goto("/destinations/bunaken");
    await page.getByRole("button", { name: "Save for offline" }).click();
    await expect(page.getByRole("button", { name: "Saved for offline" })).toBeVisible();
    const oldVisited = (await cacheNames(page)).find((n) => n.startsWith(`${PAGES_CACHE}-`));
    expect(oldVisited).toBeTruthy();
    const oldBuildId = oldVisited!.slice(PAGES_CACHE.length + 1);
    const [oldOfflineKey] = await precacheKeys(page, "/offline");
    expect(oldOfflineKey).toContain("__WB_REVISION__=");

    // The next build: another id, and a changed /offline page (as a deployment with new content).
    const next = path.join(work, "client");
    cpSync(clientDir, next, { recursive: true });
    const sw = readFileSync(path.join(next, "sw.js"), "utf8");
    const offlineRevision = /"revision":"([^"]+)","url":"\/offline"/.exec(sw)?.[1];
    expect(offlineRevision).toBeTruthy();
    const nextSw = sw
      .replaceAll(oldBuildId, "nextbuild0000001")
      .replace(`"revision":"${offlineRevision}","url":"/offline"`, `"revision":"next-build","url":"/offline"`);
    expect(nextSw).not.toBe(sw);
    writeFileSync(path.join(next, "sw.js"), nextSw);
    rmSync(path.join(next, "sw.js.br"), { force: true });
    rmSync(path.join(next, "sw.js.gz"), { force: true });
    await stopServer(server);
    server = await startServer(next, port, dataDir);

    // The next visit finds the new worker; it activates at once and deletes the old build's caches.
    await page.goto("/");
    await expect.poll(() => cacheNames(page), { timeout: 30_000 }).not.toContain(oldVisited);
    await expect
      .poll(() => precacheKeys(page, "/offline"))
      .toEqual([expect.stringContaining("__WB_REVISION__=next-build")]);
    expect(await precacheKeys(page, "/offline")).not.toContain(oldOfflineKey);
    const scriptUrl = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(scriptUrl).toBe(`http://localhost:${port}/sw.js`);

    // Pages now go through the new worker (its own cache of visited pages); saved pages are kept.
    await page.goto("/transport");
    await expect.poll(() => cacheNames(page)).toContain(`${PAGES_CACHE}-nextbuild0000001`);
    const saved = await page.evaluate(
      async (name) => (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname),
      SAVED_CACHE,
    );
    expect(saved).toContain("/destinations/bunaken");
  } finally {
    await context.close();
    await stopServer(server);
    rmSync(work, { recursive: true, force: true });
  }
});
