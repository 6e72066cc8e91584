import { randomBytes } from "node:crypto";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import type { MiddlewareFunction } from "react-router";
import { registerCacheReset } from "./cache-resets.server.ts";
import { onSiblingMessage, tellSiblings } from "./cluster.server.ts";
import { config } from "./config.server.ts";
import { nonceContext } from "./request-context.ts";

/**
 * A micro-cache of pages rendered for visitors without cookies (ADR 0011). Rendering /community with
 * React costs about 8-15 ms of one core; a visitor without a session sees the same page as every other
 * such visitor, so for a second (PAGE_CACHE_SECONDS) the page is rendered once and served to all.
 *
 * - Only GET document requests without Cookie or Authorization are eligible; members always get a fresh
 *   page. Single-fetch data requests (`*.data`) are not cached.
 * - Only 200 HTML answers without Set-Cookie are stored.
 * - Each answer carries its own CSP nonce: a stored page holds a placeholder that is replaced by the
 *   nonce of the response it is sent in, so no nonce is ever sent twice.
 * - Any mutation through this instance that was not refused (4xx) empties the cache
 *   (`invalidateOnWrite`, in the root middleware); a page whose render overlapped one is neither stored
 *   nor given to requests waiting for it. The other workers of the machine are told to empty theirs too
 *   (ADR 0021); other instances (machines) serve a page at most PAGE_CACHE_SECONDS old.
 * - Concurrent misses for one URL wait for a single render.
 */

export type PageCacheOptions = {
  /** How long a stored page is served, in milliseconds; 0 turns the cache off. Read per request. */
  ttlMs: () => number;
  /** Most pages kept (each is about 30-70 KB); the oldest goes first. */
  maxEntries?: number;
  /** Larger pages are served but not stored. */
  maxBodyChars?: number;
  /** Called after a write through this process emptied the cache (to tell the other workers). */
  onWrite?: () => void;
};

type Encoding = "br" | "gzip";

type Entry = {
  body: string;
  status: number;
  headers: [string, string][];
  expires: number;
  /** Rendered without a nonce (a content page, ADR 0018): the same bytes for everyone, compressed once. */
  staticBody: boolean;
  encoded: Map<Encoding, Buffer>;
};

/** The encoding a client takes, brotli first (as the static files are served). */
function preferredEncoding(request: Request): Encoding | null {
  const accepted = (request.headers.get("accept-encoding") ?? "").toLowerCase();
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return null;
}

function encode(entry: Entry, encoding: Encoding): Buffer {
  let bytes = entry.encoded.get(encoding);
  if (!bytes) {
    bytes =
      encoding === "br"
        ? brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(entry.body, { level: 6 });
    entry.encoded.set(encoding, bytes);
  }
  return bytes;
}

export const CACHE_STATUS_HEADER = "X-Cache";

/** Is this request one a stored page may answer? */
function isAnonymousDocumentRequest(request: Request): boolean {
  if (request.method !== "GET") return false;
  if (request.headers.has("cookie") || request.headers.has("authorization")) return false;
  return !new URL(request.url).pathname.endsWith(".data");
}

/** A stored page as the answer to one request: its own nonce, or the compressed bytes of a content page. */
function answerFrom(
  entry: Entry,
  {
    placeholder,
    nonce,
    status,
    request,
  }: { placeholder: string; nonce: string; status: "HIT" | "MISS"; request?: Request },
): Response {
  const headers = new Headers(entry.headers);
  headers.set(CACHE_STATUS_HEADER, status);
  const encoding = entry.staticBody && request ? preferredEncoding(request) : null;
  if (encoding) {
    // Compressed once per stored page, as the build does for prerendered files (the server's
    // on-the-fly compression leaves an already encoded answer alone).
    const bytes = encode(entry, encoding);
    headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(bytes.length));
    const vary = headers.get("Vary");
    headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    return new Response(new Uint8Array(bytes), { status: entry.status, headers });
  }
  // The nonce's replacement changes the body's length.
  headers.delete("content-length");
  const body = entry.staticBody ? entry.body : entry.body.replaceAll(placeholder, nonce);
  return new Response(body, { status: entry.status, headers });
}

/**
 * Renders with `renderNonce` (the placeholder, so the stored HTML can be re-served with each
 * request's own nonce; or "" for a content page, as prerendering does: its only inline script is
 * allowed by its hash), then puts the request's own nonce back.
 */
async function renderWithNonce(
  context: Parameters<MiddlewareFunction<Response>>[0]["context"],
  next: () => Promise<Response>,
  renderNonce: string,
  nonce: string,
) {
  context.set(nonceContext, renderNonce);
  try {
    return await next();
  } finally {
    context.set(nonceContext, nonce);
  }
}

export function createPageCache({ ttlMs, maxEntries = 200, maxBodyChars = 512 * 1024, onWrite }: PageCacheOptions) {
  /** Stands in for the CSP nonce in stored pages. Random per process and never sent: always replaced. */
  const placeholder = `page-cache-nonce-${randomBytes(16).toString("hex")}`;
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<Entry | null>>();
  /** Bumped by every mutation: a render that started before it must not be stored. */
  let generation = 0;

  const answer = (entry: Entry, nonce: string, status: "HIT" | "MISS", request?: Request) =>
    answerFrom(entry, { placeholder, nonce, status, request });

  function store(key: string, entry: Entry) {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  function invalidate() {
    generation++;
    entries.clear();
  }

  /** Renders once for everyone waiting on `key`; stores the page when it can be shared. */
  async function renderAndShare(
    key: string,
    ttl: number,
    nonce: string,
    render: () => Promise<Response>,
    request: Request,
    staticBody: boolean,
  ): Promise<Response> {
    let settle: (entry: Entry | null) => void = () => {};
    inFlight.set(key, new Promise((resolve) => (settle = resolve)));
    const startedAt = generation;
    let entry: Entry | null = null;
    try {
      const response = await render();
      if (!(response.headers.get("content-type") ?? "").startsWith("text/html") || !response.body) return response;
      const body = await response.text();
      const built: Entry = {
        body,
        status: response.status,
        headers: [...response.headers],
        expires: Date.now() + ttl,
        staticBody,
        encoded: new Map(),
      };
      const storable = response.status === 200 && !response.headers.has("set-cookie") && body.length <= maxBodyChars;
      // A render that overlapped a write is neither stored nor shared: a request that joined it after
      // the write finished must see the write.
      if (storable && generation === startedAt) {
        entry = built;
        store(key, built);
      }
      return answer(built, nonce, "MISS", request);
    } finally {
      inFlight.delete(key);
      settle(entry);
    }
  }

  /** Route middleware: answers eligible requests from the cache, or renders once and stores. */
  const cached =
    (staticBody: boolean): MiddlewareFunction<Response> =>
    async ({ request, context }, next) => {
      const ttl = ttlMs();
      const nonce = context.get(nonceContext);
      // No nonce: prerendering, which has its own files.
      if (ttl <= 0 || !nonce || !isAnonymousDocumentRequest(request)) return next();
      const key = request.url;
      const stored = entries.get(key);
      if (stored && stored.expires > Date.now()) return answer(stored, nonce, "HIT", request);
      if (stored) entries.delete(key);

      const pending = inFlight.get(key);
      if (pending) {
        const entry = await pending;
        // Not shareable (not a 200, or a write overlapped it): render for this request.
        return entry ? answer(entry, nonce, "HIT", request) : next();
      }
      return renderAndShare(
        key,
        ttl,
        nonce,
        () => renderWithNonce(context, next, staticBody ? "" : placeholder, nonce),
        request,
        staticBody,
      );
    };
  const middleware = cached(false);
  /**
   * For content pages that are not hydrated (the pages built from the transport data, ADR 0018):
   * rendered without a nonce like a prerendered file, so a stored page is the same bytes for every
   * visitor and is compressed once (brotli or gzip) instead of on every answer.
   */
  const contentMiddleware = cached(true);

  const invalidateOnWrite = invalidateOnWriteMiddleware(() => {
    invalidate();
    onWrite?.();
  });
  return { middleware, contentMiddleware, invalidateOnWrite, invalidate, size: () => entries.size };
}

/**
 * Root middleware: a mutation (any method but GET and HEAD) empties the cache when it is done, unless
 * it was refused (4xx: bad input, no session, rate limit, cross-origin), which changes nothing, so a
 * flood of refused posts cannot keep the cache empty.
 */
function invalidateOnWriteMiddleware(invalidate: () => void): MiddlewareFunction<Response> {
  return async ({ request }, next) => {
    if (request.method === "GET" || request.method === "HEAD") return next();
    let refused = false;
    try {
      const response = await next();
      refused = response.status >= 400 && response.status < 500;
      return response;
    } finally {
      if (!refused) invalidate();
    }
  };
}

const INVALIDATE_MESSAGE = "page-cache:invalidate";

/**
 * The app's page cache; its lifetime is PAGE_CACHE_SECONDS. With WEB_CONCURRENCY > 1 a write through
 * one worker empties every worker's cache (ADR 0021), before its own answer is sent.
 */
export const pageCache = createPageCache({
  ttlMs: () => config().PAGE_CACHE_SECONDS * 1000,
  onWrite: () => tellSiblings(INVALIDATE_MESSAGE),
});
onSiblingMessage(INVALIDATE_MESSAGE, () => pageCache.invalidate());
registerCacheReset("page-cache", () => pageCache.invalidate());
