import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressDocument } from "./compress-document.server.ts";

const page = `<!DOCTYPE html><html><body>${"<p>Ferries from Bitung to Ternate, twice a week.</p>".repeat(400)}</body></html>`;

/** Runs the middleware around a handler that answers `answer`, as React Router would call it. */
async function through(acceptEncoding: string | null, answer: () => Response) {
  const headers = new Headers();
  if (acceptEncoding !== null) headers.set("Accept-Encoding", acceptEncoding);
  const request = new Request("http://localhost/community", { headers });
  const args = { request } as Parameters<typeof compressDocument>[0];
  return compressDocument(args, async () => answer()) as Promise<Response>;
}

const html = (body: BodyInit | null = page, extra: Record<string, string> = {}) =>
  new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      Vary: "Cookie",
      "Set-Cookie": "toast=; Max-Age=0",
      ...extra,
    },
  });

describe("compressDocument", () => {
  it("compresses a document once, in the coding the client prefers, with its length and every header kept", async () => {
    const gzip = await through("gzip, deflate", () => html());
    const bytes = Buffer.from(await gzip.arrayBuffer());
    expect(gzip.headers.get("Content-Encoding")).toBe("gzip");
    expect(gzip.headers.get("Content-Length")).toBe(String(bytes.length));
    expect(bytes.length).toBeLessThan(page.length / 10);
    expect(gunzipSync(bytes).toString("utf8")).toBe(page);
    expect(gzip.headers.get("Vary")).toBe("Cookie, Accept-Encoding");
    expect(gzip.headers.get("Set-Cookie")).toBe("toast=; Max-Age=0");

    // Among equals brotli goes first, as for the static files; q-values are honoured.
    const br = await through("gzip, deflate, br", () => html());
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString("utf8")).toBe(page);
    const noBrotli = await through("br;q=0, gzip", () => html());
    expect(noBrotli.headers.get("Content-Encoding")).toBe("gzip");
  });

  it("sends the document as it is to a client that takes no coding, still varying by Accept-Encoding", async () => {
    for (const accept of [null, "identity", "br;q=0, gzip;q=0"]) {
      const plain = await through(accept, () => html(page, { Vary: "Accept-Encoding" }));
      expect(plain.headers.get("Content-Encoding")).toBeNull();
      expect(await plain.text()).toBe(page);
      expect(plain.headers.get("Vary")).toBe("Accept-Encoding");
    }
  });

  it("keeps the status of an error page and compresses it too", async () => {
    const missing = await through(
      "gzip",
      () => new Response(page, { status: 404, headers: { "Content-Type": "text/html" } }),
    );
    expect(missing.status).toBe(404);
    expect(gunzipSync(Buffer.from(await missing.arrayBuffer())).toString("utf8")).toBe(page);
  });

  it("leaves alone what is small, not a document, already encoded or without a body", async () => {
    const small = await through("gzip", () => html("<p>ok</p>"));
    expect(small.headers.get("Content-Encoding")).toBeNull();
    expect(await small.text()).toBe("<p>ok</p>");

    // Data requests and resource routes may stream: Express's compression handles them.
    const json = new Response(JSON.stringify({ text: page }), { headers: { "Content-Type": "application/json" } });
    expect(await through("gzip", () => json)).toBe(json);

    const encoded = html(new Uint8Array([1, 2, 3]), { "Content-Encoding": "br" });
    expect(await through("gzip", () => encoded)).toBe(encoded);

    const head = html(null);
    expect(await through("gzip", () => head)).toBe(head);
  });
});
