import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EARLY_SCRIPT_HASH, securityHeaders } from "~/lib/security-headers.server.ts";
import { TOAST_COOKIE } from "~/lib/toast.server.ts";
import { buildAnswers, captureHeaders, createStaticHandler, type Header } from "./static.ts";

// The static handler in front of a stand-in for Express that answers 418, so a fall-through shows.
let dir: string;
let server: Server;
let base: string;
const PAGE = "<!doctype html><title>Bunaken</title>".padEnd(2000, " ");
const BIG = Buffer.alloc(600 * 1024, 97);

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A raw request (fetch would decompress bodies and hide Content-Encoding). */
function send(pathname: string, init: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${pathname}`, { method: init.method ?? "GET", headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), "static-test-"));
  const client = path.join(dir, "client");
  mkdirSync(path.join(client, "destinations/bunaken"), { recursive: true });
  mkdirSync(path.join(client, "assets"), { recursive: true });
  writeFileSync(path.join(dir, "secret.txt"), "outside the client build");
  writeFileSync(path.join(client, "index.html"), "<!doctype html><title>Home</title>");
  const page = path.join(client, "destinations/bunaken/index.html");
  writeFileSync(page, PAGE);
  writeFileSync(`${page}.br`, brotliCompressSync(PAGE));
  writeFileSync(`${page}.gz`, gzipSync(PAGE));
  writeFileSync(path.join(client, "assets/app-abc123.js"), "console.log(1)");
  writeFileSync(path.join(client, "big.webp"), BIG);
  writeFileSync(path.join(client, "sw.js"), "self.__SW_MANIFEST");
  writeFileSync(path.join(client, "favicon.svg"), "<svg/>");
  const serveStatic = createStaticHandler(client, captureHeaders(securityHeaders({ https: false })));
  server = createServer((req, res) => {
    if (serveStatic(req, res)) return;
    res.writeHead(418, { "Content-Type": "text/plain" }).end("express");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe("static handler", () => {
  it("serves the service worker for revalidation on every check, other public files for a day (ADR 0019)", async () => {
    const sw = await send("/sw.js");
    expect(sw.status).toBe(200);
    expect(sw.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(sw.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(String(sw.headers["content-security-policy"])).toContain("worker-src 'self'");
    expect((await send("/favicon.svg")).headers["cache-control"]).toBe("public, max-age=86400");
  });

  it("serves a prerendered page at its route with the page security headers, minus any nonce", async () => {
    const res = await send("/destinations/bunaken");
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe(PAGE);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain(`script-src 'self' ${EARLY_SCRIPT_HASH}`);
    expect(csp).not.toContain("nonce-");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["permissions-policy"]).toContain("camera=()");
  });

  it("picks brotli, then gzip, by Accept-Encoding", async () => {
    const br = await send("/destinations/bunaken", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    const gz = await send("/destinations/bunaken", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gz.headers.vary).toBe("Accept-Encoding");
  });

  it("names Accept-Encoding once in Vary, whether or not the given headers already did", () => {
    const vary = (headers: Header[]) => {
      const answers = buildAnswers({ headers, etag: '"x"', br: Buffer.from("b"), gz: Buffer.from("g") });
      const list = answers.br?.headers ?? [];
      return list[list.indexOf("Vary") + 1];
    };
    expect(vary([])).toBe("Accept-Encoding");
    expect(vary([["Vary", "Cookie"]])).toBe("Cookie, Accept-Encoding");
    expect(vary([["Vary", "Cookie, Accept-Encoding"]])).toBe("Cookie, Accept-Encoding");
    expect(vary([["vary", "accept-encoding"]])).toBe("accept-encoding");
  });

  it("honours q-values: a coding refused with q=0 is never sent, and the preferred one wins (issue 26)", async () => {
    const gz = await send("/destinations/bunaken", { headers: { "Accept-Encoding": "gzip, br;q=0" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const br = await send("/destinations/bunaken", { headers: { "Accept-Encoding": "gzip;q=0.5, br;q=0.8" } });
    expect(br.headers["content-encoding"]).toBe("br");
    const plain = await send("/destinations/bunaken", { headers: { "Accept-Encoding": "br;q=0, gzip;q=0" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
    const star = await send("/destinations/bunaken", { headers: { "Accept-Encoding": "*;q=0.1, br;q=0" } });
    expect(star.headers["content-encoding"]).toBe("gzip");
  });

  it("answers HEAD with the headers and no body, for files in memory and streamed files", async () => {
    const page = await send("/destinations/bunaken", { method: "HEAD" });
    expect(page.status).toBe(200);
    expect(page.headers["content-length"]).toBe(String(PAGE.length));
    expect(page.body.length).toBe(0);
    const big = await send("/big.webp", { method: "HEAD" });
    expect(big.headers["content-length"]).toBe(String(BIG.length));
    expect(big.body.length).toBe(0);
    expect((await send("/big.webp")).body.equals(BIG)).toBe(true);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const first = await send("/assets/app-abc123.js");
    expect(first.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const again = await send("/assets/app-abc123.js", { headers: { "If-None-Match": String(first.headers.etag) } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("ignores Range (a whole 200, never a wrong slice)", async () => {
    const res = await send("/big.webp", { headers: { Range: "bytes=0-9" } });
    expect(res.status).toBe(200);
    expect(res.headers["content-range"]).toBeUndefined();
    expect(res.body.length).toBe(BIG.length);
  });

  it("hands pages with a query string or a pending toast to the renderer", async () => {
    expect((await send("/destinations/bunaken?x=1")).status).toBe(418);
    expect((await send("/destinations/bunaken", { headers: { Cookie: `a=1; ${TOAST_COOKIE}=t` } })).status).toBe(418);
    // Assets ignore the query (cache busting).
    expect((await send("/assets/app-abc123.js?v=2")).status).toBe(200);
  });

  it("never reaches outside the build, however the path is written", async () => {
    for (const attempt of [
      "/../secret.txt",
      "/%2e%2e/secret.txt",
      "/assets/..%2f..%2fsecret.txt",
      "/destinations/bunaken/index.html",
      "/%E0%A4%A",
      "/%00",
    ]) {
      const res = await send(attempt);
      expect(res.status, attempt).toBe(418);
      expect(res.body.toString(), attempt).not.toContain("outside the client build");
    }
  });

  it("leaves other methods to Express", async () => {
    expect((await send("/destinations/bunaken", { method: "POST" })).status).toBe(418);
  });
});
