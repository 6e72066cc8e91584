import { afterAll, expect, it } from "vitest";
import { type AppProcess, type PrivatePostgres, startApp, startPrivatePostgres } from "./harness.ts";

/**
 * PostgreSQL stops under load (a private instance, so nothing else is disturbed): pages that need the
 * database answer 503 with a friendly page and no stack trace, /readyz says the database is down while /healthz stays 200,
 * static guide pages keep working, and everything recovers by itself within 10 s of PostgreSQL's return.
 */
let pg: PrivatePostgres | undefined;
let app: AppProcess | undefined;
afterAll(async () => {
  await app?.kill("SIGKILL");
  pg?.destroy();
});

it("answers 503 while PostgreSQL is down and recovers within 10 s of its return", async () => {
  pg = await startPrivatePostgres();
  app = await startApp({
    env: { DATABASE_URL: pg.url, SESSION_SECRET: "fault-suite-secret-0123456789-abcdefghijklmnop" },
  });
  const url = app.url;
  expect((await fetch(`${url}/community`)).status).toBe(200);

  // Background load through the outage; no response may be a 500.
  const statuses = new Map<number, number>();
  let stop = false;
  const load = (async () => {
    while (!stop) {
      const res = await fetch(`${url}/community`).catch(() => null);
      if (res) {
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        await res.arrayBuffer();
      }
    }
  })();

  pg.stop();
  // A page rendered in the second before the stop may still come from the page cache (ADR 0011,
  // PAGE_CACHE_SECONDS=1); after that every answer is the outage page.
  const stoppedAt = Date.now();
  let down = await fetch(`${url}/community`);
  while (down.status === 200 && Date.now() - stoppedAt < 3000) {
    await down.arrayBuffer();
    await new Promise((r) => setTimeout(r, 100));
    down = await fetch(`${url}/community`);
  }
  const body = await down.text();
  expect(down.status).toBe(503);
  expect(down.headers.get("retry-after")).toBeTruthy();
  // React escapes the apostrophe in HTML.
  expect(body).toMatch(/We(&#x27;|')ll be right back/);
  expect(body).not.toMatch(/ECONNREFUSED|node_modules|at .*\.js:\d+/);
  // Not ready (the database is down), but alive: a load balancer stops sending, nothing restarts it.
  const ready = await fetch(`${url}/readyz`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toMatchObject({ database: "down", storage: "writable" });
  expect((await fetch(`${url}/healthz`)).status).toBe(200);
  expect((await fetch(`${url}/transport-guide`)).status).toBe(200);

  pg.start();
  const back = Date.now();
  let recovered = Number.POSITIVE_INFINITY;
  while (Date.now() - back < 15_000) {
    const res = await fetch(`${url}/community`);
    await res.arrayBuffer();
    if (res.status === 200) {
      recovered = Date.now() - back;
      break;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  stop = true;
  await load;
  expect(recovered).toBeLessThan(10_000);
  expect((await fetch(`${url}/readyz`)).status).toBe(200);
  expect(statuses.get(500) ?? 0).toBe(0);
  // Connections PostgreSQL terminated while checked out must not have ended the process.
  expect(app.child.exitCode).toBeNull();
  expect(app.child.signalCode).toBeNull();
}, 120_000);
