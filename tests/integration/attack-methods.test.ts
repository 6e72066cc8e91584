/**
 * Attack suite, unsupported HTTP methods, over real HTTP: the server's method guard
 * (server/methods.ts, mounted as in server/app.ts) in front of React Router's Express handler with
 * the attack harness's server build. TRACE and TRACK answer 405 everywhere; any method a route does
 * not support answers 405 with `Allow` and a plain body, and logs at most one debug line, never a
 * stack trace; supported methods still reach the app.
 */
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { resetConfigForTests } from "~/lib/config.server.ts";
import { captureLogLines } from "~/lib/log.server.ts";
import { unknownMethodListener } from "../../server/methods.ts";
import { attackExpressApp, rawHttp } from "./attack-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";

let server: Server;
let port = 0;

beforeAll(async () => {
  const { app, build } = await attackExpressApp();
  server = createServer(app);
  server.on("clientError", unknownMethodListener(build.routes));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

function send(method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, method, path, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** A request Node's own client refuses to send (an unknown method like TRACK), over a raw socket. */
const sendRaw = (method: string, path: string): Promise<Answer> =>
  rawHttp(port, `${method} ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close`);

function expectRefused(answer: Answer, label: string, allow: string) {
  expect(answer.status, label).toBe(405);
  expect(answer.headers.allow, label).toBe(allow);
  expect(String(answer.headers["content-type"]), label).toMatch(/^text\/plain/);
  expect(answer.body, label).toBe("This method is not allowed here.\n");
}

const READ = "GET, HEAD, OPTIONS";
const READ_WRITE = "GET, HEAD, POST, OPTIONS";
const PATHS: [string, string][] = [
  ["/", READ],
  ["/destinations/bunaken", READ],
  ["/community", READ_WRITE],
  ["/community/00000000-0000-4000-8000-000000000000", READ_WRITE],
  ["/api/auth/ok", READ_WRITE],
  ["/api/auth/sign-in/email", READ_WRITE],
  ["/newsletter", READ_WRITE],
  ["/media/nothing.webp", READ],
  ["/healthz", READ],
  ["/no/such/page", READ],
];

describeBothDatabases("attack: unsupported HTTP methods", () => {
  it("TRACE and TRACK answer 405 with Allow everywhere", async () => {
    for (const [path, allow] of PATHS) {
      expectRefused(await send("TRACE", path), `TRACE ${path}`, allow);
      expectRefused(await sendRaw("TRACK", path), `TRACK ${path}`, allow);
    }
  });

  it("methods a route does not support answer 405 with Allow and a plain body (PROPFIND /api/auth/ok included)", async () => {
    for (const [path, allow] of PATHS) {
      for (const method of ["PROPFIND", "PATCH", "PUT", "DELETE", "MKCOL", "LOCK"]) {
        expectRefused(await send(method, path, { Origin: "http://localhost:3000" }), `${method} ${path}`, allow);
      }
      if (allow === READ) expectRefused(await send("POST", path), `POST ${path}`, allow);
    }
    const propfind = await send("PROPFIND", "/api/auth/ok");
    expect(propfind.body).not.toContain("Unexpected Server Error");
  });

  it("logs at most one line per refused request, at debug level, without a stack trace", async () => {
    // Debug lines shown, so that the one line each refusal writes is seen (and nothing else is).
    const level = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = "debug";
    resetConfigForTests();
    const capture = captureLogLines();
    const lines = () =>
      capture.lines.map((line) => {
        const { level: n, msg, err } = JSON.parse(line) as { level: number; msg: string; err?: unknown };
        return `${n === 20 ? "debug" : n}: ${msg}${err ? " (with an error)" : ""}`;
      });
    try {
      const requests = [
        () => send("PROPFIND", "/api/auth/ok"),
        () => send("PATCH", "/destinations/bunaken"),
        () => send("PATCH", "/community"),
        () => send("TRACE", "/"),
        () => sendRaw("TRACK", "/community"),
        () => send("POST", "/destinations/bunaken"),
      ];
      for (const request of requests) expect((await request()).status).toBe(405);
      expect(lines()).toEqual([
        "debug: 405 PROPFIND /api/auth/ok",
        "debug: 405 PATCH /destinations/bunaken",
        "debug: 405 PATCH /community",
        "debug: 405 TRACE /",
        "debug: 405 TRACK /community",
        "debug: 405 POST /destinations/bunaken",
      ]);
    } finally {
      capture.stop();
      if (level === undefined) delete process.env.LOG_LEVEL;
      else process.env.LOG_LEVEL = level;
      resetConfigForTests();
    }
  });

  it("supported methods still reach the app, and OPTIONS answers Allow without granting CORS", async () => {
    expect((await send("GET", "/healthz")).status).toBe(200);
    expect((await send("HEAD", "/healthz")).status).toBe(200);
    expect((await send("GET", "/api/auth/ok")).status).not.toBe(405);
    const missing = await send("GET", "/no/such/page");
    expect(missing.status).toBe(404);
    const signIn = await send("POST", "/api/auth/sign-in/email", {
      Origin: "http://localhost:3000",
      "Content-Type": "application/json",
    });
    expect(signIn.status).not.toBe(405);
    // With JavaScript, forms post to the page's single-fetch data URL: it has the page's methods.
    for (const path of ["/auth.data", "/community.data", "/submit-update.data", "/newsletter.data"]) {
      const posted = await send("POST", path, { Origin: "http://localhost:3000" });
      expect(posted.status, path).not.toBe(405);
    }
    expect((await send("GET", "/_root.data")).status).not.toBe(405);
    expect((await send("POST", "/healthz.data")).status).toBe(405);
    const options = await send("OPTIONS", "/api/auth/sign-in/email", {
      Origin: "https://evil.example",
      "Access-Control-Request-Method": "POST",
    });
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe(READ_WRITE);
    expect(options.headers["access-control-allow-origin"]).toBeUndefined();
  });
});
