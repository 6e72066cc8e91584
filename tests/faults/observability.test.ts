import { existsSync, readdirSync } from "node:fs";
import { get } from "node:http";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, expect, it } from "vitest";
import { type AppProcess, postForm, startApp } from "./harness.ts";

/**
 * The production server with two workers, as an operator runs it (ADR 0030): /metrics answers this
 * machine only (or the token), with the requests of both workers summed by the primary; every output
 * line is JSON with the request id on the request's lines, and no address, token or full IP; the first
 * scheduled backup appears at start and passes its check; /readyz and /healthz answer.
 */
let app: AppProcess | undefined;
afterAll(async () => {
  await app?.kill("SIGKILL");
});

const TOKEN = "fault-suite-metrics-token-0123456789";

function requestIdOfFreshConnection(target: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(target, { agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(String(res.headers["x-request-id"] ?? "")));
    }).on("error", reject);
  });
}

async function metric(url: string, line: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const found = text.split("\n").find((l) => l.startsWith(line));
  return found ? Number(found.split(" ").at(-1)) : 0;
}

it("two workers: metrics of both, JSON lines with request ids and no secrets, a checked backup, readiness", async () => {
  app = await startApp({ env: { WEB_CONCURRENCY: "2", WEB_CONCURRENCY_MIN: "2", METRICS_TOKEN: TOKEN } });
  const { url } = app;
  // Both workers listening before counting.
  const deadline = Date.now() + 20_000;
  while (!/worker 2 \(pid \d+\) listening/.test(app.output()) && Date.now() < deadline) await sleep(100);

  // A stranger (through the proxy) is refused; the token is accepted from anywhere.
  expect((await fetch(`${url}/metrics`, { headers: { "X-Forwarded-For": "203.0.113.9" } })).status).toBe(403);
  const withToken = await fetch(`${url}/metrics`, {
    headers: { "X-Forwarded-For": "203.0.113.9", Authorization: `Bearer ${TOKEN}` },
  });
  expect(withToken.status).toBe(200);

  const series = 'http_requests_total{route="/planning",method="GET",status="200"}';
  const before = await metric(url, series);
  const ids = new Set<string>();
  // A new connection each time, so the primary hands them to both workers (round robin).
  for (let i = 0; i < 20; i++) ids.add(await requestIdOfFreshConnection(`${url}/planning`));
  expect(ids.size).toBe(20);
  expect(await metric(url, series)).toBe(before + 20);
  // Both workers answered some of them, and the primary summed both.
  const pids = new Set(
    app
      .output()
      .split("\n")
      .filter((l) => l.includes('"route":"/planning"'))
      .map((l) => (JSON.parse(l) as { pid: number }).pid),
  );
  expect(pids.size).toBe(2);

  // A signup with an address, from a client address: neither reaches the log.
  const signup = await postForm(
    app,
    "/newsletter",
    { email: "ana.lim@mail.example", source: "footer" },
    "198.51.100.77",
  );
  const signupId = signup.headers.get("x-request-id");
  await sleep(500);
  const lines = app.output().split("\n").filter(Boolean);
  const json = lines.filter((l) => l.startsWith("{"));
  // Only Node's own warnings and the config notice printed before the logger exist are not JSON.
  const other = lines.filter((l) => !l.startsWith("{") && !/ExperimentalWarning|--trace-warnings|^config: /.test(l));
  expect(other).toEqual([]);
  const parsed = json.map(
    (l) => JSON.parse(l) as { reqId?: string; msg: string; status?: number; method?: string; route?: string },
  );
  expect(parsed.find((l) => l.reqId === signupId && l.msg === "request")).toMatchObject({
    method: "POST",
    route: "/newsletter",
    status: signup.status,
  });
  const output = app.output();
  expect(output).not.toContain("ana.lim@mail.example");
  expect(output).not.toContain("198.51.100.77");
  expect(output).not.toContain(TOKEN);

  // The first scheduled backup is taken at start and checked.
  const backups = path.join(app.dataDir, "backups");
  const taken = () => (existsSync(backups) ? readdirSync(backups).filter((f) => /^app-.*\.db$/.test(f)) : []);
  const until = Date.now() + 20_000;
  // The file is renamed into place just before the line is written: wait for both.
  while (Date.now() < until && (taken().length === 0 || !app.output().includes("integrity ok"))) await sleep(200);
  expect(taken()).toHaveLength(1);
  expect(app.output()).toMatch(/backup: app-[^ ]+\.db \(\d+ bytes, integrity ok\)/);

  expect(await (await fetch(`${url}/readyz`)).json()).toEqual({ status: "ok", database: "up", storage: "writable" });
  expect((await fetch(`${url}/healthz`)).status).toBe(200);
});
