import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import type { MiddlewareFunction } from "react-router";
import { negotiateEncoding, varyOnAcceptEncoding } from "./accept-encoding.server.ts";

/**
 * Pages rendered per request are compressed at cheap levels: a rendered forum page (about 80 KB of
 * HTML) took 2-4 ms of CPU at gzip's default level 6 and brotli quality 4; level 3 costs well under
 * 1 ms for pages 5-10 % larger (issue 21). Brotli's window is 256 KB rather than 4 MB: a page is far
 * smaller, and setting up the larger window cost a member's request 0.5-1 ms more (issue 21). The
 * same levels serve Express's on-the-fly compression of the other answers (server/app.ts).
 */
export const RENDERED_GZIP_LEVEL = 3;
export const RENDERED_BROTLI_PARAMS = { [zlib.BROTLI_PARAM_QUALITY]: 3, [zlib.BROTLI_PARAM_LGWIN]: 18 };

/** Smaller answers are sent as they are (as Express's compression middleware does). */
const MIN_BYTES = 1024;

/** A document's bytes in the coding the client prefers (none for a small one), and which coding that is. */
export function encodeDocument(
  body: Uint8Array<ArrayBuffer>,
  acceptEncoding: string | null,
): { bytes: Uint8Array<ArrayBuffer>; coding?: "br" | "gzip" } {
  if (body.byteLength < MIN_BYTES) return { bytes: body };
  const coding = negotiateEncoding(acceptEncoding ?? undefined);
  if (coding === "br") {
    const params = { ...RENDERED_BROTLI_PARAMS, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength };
    return { bytes: brotliCompressSync(body, { params }), coding };
  }
  if (coding === "gzip") return { bytes: gzipSync(body, { level: RENDERED_GZIP_LEVEL }), coding };
  return { bytes: body };
}

/**
 * The outermost root middleware: a rendered HTML document is compressed here, in one call, once every
 * header is final. entry.server.tsx hands over the whole document as one buffer (issue 21), so there
 * is nothing to stream; through Express's compression stream the same page cost 2-3 ms more CPU
 * (a zlib stream, its thread-pool round trips and the web stream in between; issue 30). Every other
 * answer (data requests, resource routes, event streams) keeps Express's on-the-fly compression,
 * which leaves an answer that already has a Content-Encoding alone.
 */
export const compressDocument: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  if (!response.body || response.headers.has("Content-Encoding")) return response;
  if (!response.headers.get("Content-Type")?.startsWith("text/html")) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  const { bytes, coding } = encodeDocument(body, request.headers.get("Accept-Encoding"));
  const headers = new Headers(response.headers);
  headers.set("Content-Length", String(bytes.byteLength));
  // Caches must keep the codings apart, compressed or not (the uncompressed answer varies too).
  headers.set("Vary", varyOnAcceptEncoding(headers.get("Vary")));
  if (coding) headers.set("Content-Encoding", coding);
  return new Response(bytes, { status: response.status, statusText: response.statusText, headers });
};
