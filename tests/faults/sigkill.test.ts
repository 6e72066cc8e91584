import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, expect, it } from "vitest";
import { type AppProcess, clientAddress, postForm, startApp } from "./harness.ts";

/**
 * SIGKILL during a write-heavy load on SQLite: every signup that got a success answer survives the
 * crash, the database passes its integrity check, and the restarted server serves again.
 */
let app: AppProcess | undefined;
afterAll(async () => {
  await app?.kill("SIGKILL");
});

it("keeps every acknowledged write across a SIGKILL", async () => {
  app = await startApp();
  const first = app;
  const acknowledged: string[] = [];
  let sent = 0;
  let stop = false;

  const worker = async (w: number) => {
    for (let i = 0; !stop; i++) {
      const email = `kill-${w}-${i}@example.test`;
      sent++;
      try {
        const res = await postForm(first, "/newsletter", { email, source: "footer" }, clientAddress(sent));
        if (res.status === 200 && (await res.json()).ok === true) acknowledged.push(email);
      } catch {
        return; // the server is gone
      }
    }
  };
  const workers = Array.from({ length: 32 }, (_, w) => worker(w));
  // Let the load run, then pull the plug mid-stream.
  await new Promise((r) => setTimeout(r, 2_500));
  await first.kill("SIGKILL");
  stop = true;
  await Promise.all(workers);
  expect(acknowledged.length).toBeGreaterThan(50);

  const file = path.join(first.dataDir, "app.db");
  const db = new DatabaseSync(file);
  try {
    const integrity = db.prepare("pragma integrity_check").all() as { integrity_check: string }[];
    expect(integrity.map((r) => r.integrity_check)).toEqual(["ok"]);
    const stored = new Set(
      (db.prepare("select email from subscribers").all() as { email: string }[]).map((r) => r.email),
    );
    const lost = acknowledged.filter((email) => !stored.has(email));
    expect(lost).toEqual([]);
  } finally {
    db.close();
  }

  app = await startApp({ dataDir: first.dataDir });
  expect((await fetch(`${app.url}/`)).status).toBe(200);
  const again = await postForm(app, "/newsletter", { email: "after-restart@example.test", source: "footer" });
  expect(again.status).toBe(200);
}, 90_000);
