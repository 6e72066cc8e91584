/**
 * Attack suite, malformed but legal request lines (issue 26 point 6), over a raw TCP socket: an
 * HTTP/1.0 request without a Host header and an absolute-form target (RFC 9112 section 3.2.2) used to
 * reach React Router's Express adapter, fail to build a URL and answer 500 with a stack trace. The
 * server here is wired as server/app.ts wires it: `normaliseRequestTarget` first, then the method
 * guard and React Router's Express handler with the attack harness's server build.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { captureLogLines } from "~/lib/log.server.ts";
import { normaliseRequestTarget } from "../../server/request-target.ts";
import { createTestUser } from "./accounts-harness.ts";
import { attackExpressApp, insertPost, rawHttp, SITE } from "./attack-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";

let server: Server;
let port = 0;
/** The URL React Router was handed for the last request (what loaders and the origin check see). */
let lastUrl = "";

beforeAll(async () => {
  const { app } = await attackExpressApp((req) => {
    lastUrl = `${req.protocol}://${req.get("host")}${req.originalUrl}`;
  });
  server = createServer((req, res) => {
    if (!normaliseRequestTarget(req, res, SITE)) return;
    app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const sendRaw = (head: string) => rawHttp(port, head);

/**
 * "Quietly": no warning or error in the server's log (pino, where handleError writes a failed render
 * with its stack) nor on the console (where React writes its own).
 */
function watchWarningsAndErrors() {
  const consoleLines: string[] = [];
  const spies = (["error", "warn"] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation((...args) => consoleLines.push(args.map(String).join(" "))),
  );
  const log = captureLogLines();
  return {
    seen: () => [...consoleLines, ...log.lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 40)],
    stop: () => {
      log.stop();
      for (const spy of spies) spy.mockRestore();
    },
  };
}

describeBothDatabases("attack: malformed request targets", (getDb) => {
  let postId = "";

  beforeAll(async () => {
    const { user } = await createTestUser(getDb(), {});
    postId = await insertPost(getDb(), user.id, { title: "Ferry from Bira to Selayar" });
  });

  it("an HTTP/1.0 request without Host is served for the configured site, quietly", async () => {
    const quiet = watchWarningsAndErrors();
    try {
      const page = await sendRaw("GET /community HTTP/1.0");
      expect(page.status).toBe(200);
      expect(page.body).toContain("Ferry from Bira to Selayar");
      expect(lastUrl).toBe(`${SITE}/community`);
      const post = await sendRaw(`GET /community/${postId} HTTP/1.0\r\nHost:`);
      expect(post.status).toBe(200);
      expect(post.body).toContain("Ferry from Bira to Selayar");
      expect(quiet.seen()).toEqual([]);
    } finally {
      quiet.stop();
    }
  });

  it("an absolute-form target is served as its path, with its authority as the host", async () => {
    const page = await sendRaw(
      "GET http://localhost:3000/community?sort=new HTTP/1.1\r\nHost: localhost:3000\r\nConnection: close",
    );
    expect(page.status).toBe(200);
    expect(page.body).toContain("Ferry from Bira to Selayar");
    expect(lastUrl).toBe(`${SITE}/community?sort=new`);
    // RFC 9112: the target's authority wins over a Host header that says something else.
    const other = await sendRaw(
      `GET http://localhost:3000/community/${postId} HTTP/1.1\r\nHost: elsewhere.test\r\nConnection: close`,
    );
    expect(other.status).toBe(200);
    expect(lastUrl).toBe(`${SITE}/community/${postId}`);
    const old = await sendRaw("GET http://localhost:3000/community HTTP/1.0");
    expect(old.status).toBe(200);
  });

  it("targets and hosts that name no site answer a quiet 400, never a 500", async () => {
    const quiet = watchWarningsAndErrors();
    try {
      const heads = [
        "GET ftp://localhost:3000/community HTTP/1.1\r\nHost: localhost\r\nConnection: close",
        "GET http://user:secret@localhost:3000/community HTTP/1.1\r\nHost: localhost\r\nConnection: close",
        "GET http:///community HTTP/1.1\r\nHost: localhost\r\nConnection: close",
        "GET * HTTP/1.1\r\nHost: localhost\r\nConnection: close",
        "GET /community HTTP/1.0\r\nHost: local host",
        "GET /community HTTP/1.0\r\nHost: localhost/evil",
        "GET /community HTTP/1.0\r\nHost: user@localhost",
      ];
      for (const head of heads) {
        const answer = await sendRaw(head);
        expect(answer.status, head).toBe(400);
        expect(answer.headers["content-type"], head).toMatch(/^text\/plain/);
        expect(answer.body, head).toBe("The request could not be understood.");
      }
      expect(quiet.seen()).toEqual([]);
    } finally {
      quiet.stop();
    }
  });
});
