import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { resetConfigForTests } from "./config.server.ts";
import { captureLogLines, log } from "./log.server.ts";
import { metricsEndpoint } from "./metrics.server.ts";
import { withRequestLog } from "./request-log.server.ts";

/** The server's listener in miniature: a static answer, a rendered one that logs, and /metrics. */
async function listener(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? "/", "http://x");
  if (url.pathname === "/metrics") return metricsEndpoint(req, res);
  if (url.pathname === "/static.css") {
    res.writeHead(200, ["Content-Type", "text/css", "Cache-Control", "immutable"]);
    res.end("a{}");
    return;
  }
  log.info(`newsletter: subscribing ${url.searchParams.get("email")} from ${req.headers["x-forwarded-for"]}`);
  await new Promise((resolve) => setTimeout(resolve, 5));
  log.warn(`newsletter: confirm link ${url.pathname}${url.search}`);
  res.statusCode = 303;
  res.setHeader("Location", "/newsletter");
  res.end();
}

let server: Server;
let base = "";
const isStatic = new WeakSet<ServerResponse>();

beforeAll(async () => {
  server = createServer(
    withRequestLog(
      (req, res) => {
        if (req.url === "/static.css") isStatic.add(res);
        void listener(req, res);
      },
      {
        routeOf: (pathname) => (pathname.startsWith("/newsletter") ? "/newsletter/:step" : pathname),
        servedStatically: (res) => isStatic.has(res),
      },
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfigForTests();
});

const parse = (lines: string[]) => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe("request log", () => {
  it("writes one line per request with its id, which every line it causes carries and the answer names", async () => {
    const capture = captureLogLines();
    let res: Response;
    try {
      res = await fetch(`${base}/newsletter/confirm?token=s3cr3tT0ken&email=ana%40mail.example`, {
        method: "POST",
        redirect: "manual",
        headers: { "X-Forwarded-For": "203.0.113.45", Authorization: "Bearer abcdef123456" },
      });
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      capture.stop();
    }
    const id = res.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const lines = parse(capture.lines);
    expect(lines.map((l) => l.msg)).toEqual([
      "newsletter: subscribing [email] from 203.0.113.x",
      "newsletter: confirm link /newsletter/confirm?token=[redacted]&email=[redacted]",
      "request",
    ]);
    for (const line of lines) expect(line.reqId).toBe(id);
    expect(lines[2]).toMatchObject({ method: "POST", route: "/newsletter/:step", status: 303, worker: 0 });
    expect(typeof lines[2]!.ms).toBe("number");
    const text = capture.lines.join("\n");
    for (const secret of ["s3cr3tT0ken", "ana@mail.example", "ana%40mail.example", "203.0.113.45", "abcdef123456"]) {
      expect(text).not.toContain(secret);
    }
  });

  it("stamps the id on a header list written at once (the static store's) without changing that list", async () => {
    const capture = captureLogLines();
    try {
      const res = await fetch(`${base}/static.css`);
      expect(res.headers.get("content-type")).toBe("text/css");
      expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      const other = await fetch(`${base}/static.css`);
      expect(other.headers.get("x-request-id")).not.toBe(res.headers.get("x-request-id"));
    } finally {
      capture.stop();
    }
  });
});

describe("/metrics", () => {
  it("refuses a stranger: a request passed on by a proxy, or with a wrong token", async () => {
    vi.stubEnv("METRICS_TOKEN", "a-metrics-token-of-24-chars!");
    resetConfigForTests();
    const proxied = await fetch(`${base}/metrics`, { headers: { "X-Forwarded-For": "198.51.100.7" } });
    expect(proxied.status).toBe(403);
    expect(await proxied.text()).not.toContain("http_requests_total");
    const wrong = await fetch(`${base}/metrics`, {
      headers: { "X-Forwarded-For": "198.51.100.7", Authorization: "Bearer a-metrics-token-of-24-chars?" },
    });
    expect(wrong.status).toBe(403);
    const right = await fetch(`${base}/metrics`, {
      headers: { "X-Forwarded-For": "198.51.100.7", Authorization: "Bearer a-metrics-token-of-24-chars!" },
    });
    expect(right.status).toBe(200);
  });

  it("answers this machine in Prometheus' text format and counts a request", async () => {
    const count = async () => {
      const text = await (await fetch(`${base}/metrics`)).text();
      const line = text.split("\n").find((l) => l.startsWith('http_requests_total{route="/static.css",method="GET"'));
      return line ? Number(line.split(" ").at(-1)) : 0;
    };
    const capture = captureLogLines();
    try {
      const before = await count();
      await fetch(`${base}/static.css`);
      expect(await count()).toBe(before + 1);
      const res = await fetch(`${base}/metrics`);
      expect(res.headers.get("content-type")).toContain("text/plain; version=0.0.4");
      const text = await res.text();
      for (const series of [
        "http_request_duration_seconds_bucket",
        'page_cache_lookups_total{store="static",result="hit"}',
        "process_resident_memory_bytes",
        "nodejs_eventloop_lag_p99_seconds",
        "jobs_queued",
      ]) {
        expect(text).toContain(series);
      }
    } finally {
      capture.stop();
    }
  });
});
