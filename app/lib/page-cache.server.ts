import { randomBytes } from "node:crypto";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import type { MiddlewareFunction } from "react-router";
import { negotiateEncoding, varyOnAcceptEncoding } from "./accept-encoding.server.ts";
import { registerCacheReset } from "./cache-resets.server.ts";
import { onSiblingMessage, tellSiblings } from "./cluster.server.ts";
import { config } from "./config.server.ts";
import { checkDataVersionNow } from "./data-version.server.ts";
import { trackWrites } from "./db/writes.server.ts";
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
 * - A request through this instance that wrote to the database (anything a page can show: not rate
 *   limits, sessions, jobs and other bookkeeping; app/lib/db/writes.server.ts) empties the cache
 *   (`invalidateOnWrite`, in the root middleware); a refused post, a sign-out or a honeypot's answer
 *   writes nothing and leaves it alone. A page whose render overlapped a write is neither stored
 *   nor given to requests waiting for it.
 * - Bounded by total bytes (`maxBytes`, the oldest pages go first); expired pages are dropped. A URL
 *   with a query parameter its route did not declare (`middlewareFor([...])`) is rendered but not
 *   stored, so `?v=1` ... `?v=200` cannot fill it. The other workers of the machine are told to empty theirs too
 *   (ADR 0021); other instances (machines) serve a page at most PAGE_CACHE_SECONDS old.
 * - Concurrent misses for one URL wait for a single render.
 */

export type PageCacheOptions = {
  /** How long a stored page is served, in milliseconds; 0 turns the cache off. Read per request. */
  ttlMs: () => number;
  /** Most pages kept (each is about 30-70 KB); the oldest goes first. */
  maxEntries?: number;
  /** Most bytes kept over all pages (their HTML and compressed variants); the oldest go first. */
  maxBytes?: number;
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
  /** What the entry holds, for the byte bound (a string counted at two bytes a character, as V8 may). */
  bytes: number;
};

/** The encoding a client takes by its q-values, brotli first among equals (as the static files are served). */
function preferredEncoding(request: Request): Encoding | null {
  const coding = negotiateEncoding(request.headers.get("accept-encoding") ?? undefined);
  return coding === "br" || coding === "gzip" ? coding : null;
}

function encode(entry: Entry, encoding: Encoding): Buffer {
  let bytes = entry.encoded.get(encoding);
  if (!bytes) {
    bytes =
      encoding === "br"
        ? brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(entry.body, { level: 6 });
    entry.encoded.set(encoding, bytes);
    entry.bytes += bytes.length;
  }
  return bytes;
}

/** Whether every query parameter of the URL is one the route reads (the others would only multiply keys). */
function onlyDeclaredParams(url: URL, declared: ReadonlySet<string>): boolean {
  for (const name of url.searchParams.keys()) if (!declared.has(name)) return false;
  return true;
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
    headers.set("Vary", varyOnAcceptEncoding(headers.get("Vary")));
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

/**
 * Keeps the store within its bounds: drops expired pages (oldest first: they were stored in order
 * with one lifetime) and, over a bound, the oldest; an idle cache gives its memory back once its
 * pages expire.
 */
function createSweeper(entries: Map<string, Entry>, maxEntries: number, maxBytes: number) {
  let timer: NodeJS.Timeout | undefined;
  function sweep() {
    const now = Date.now();
    let bytes = 0;
    for (const entry of entries.values()) bytes += entry.bytes;
    for (const [key, entry] of entries) {
      if (entry.expires > now && entries.size <= maxEntries && bytes <= maxBytes) break;
      entries.delete(key);
      bytes -= entry.bytes;
    }
    schedule();
  }
  function schedule() {
    if (timer || entries.size === 0) return;
    const first = entries.values().next().value;
    const wait = Math.max(0, (first?.expires ?? Date.now()) - Date.now()) + 10;
    timer = setTimeout(() => {
      timer = undefined;
      sweep();
    }, wait);
    timer.unref();
  }
  return { sweep };
}

/**
 * A request a stored page may answer: the cache on, a visitor's document request, and only query
 * parameters the route reads. No nonce: prerendering, which has its own files.
 */
function eligible(request: Request, ttl: number, nonce: string, declared: ReadonlySet<string>): boolean {
  if (ttl <= 0 || !nonce || !isAnonymousDocumentRequest(request)) return false;
  return onlyDeclaredParams(new URL(request.url), declared);
}

/**
 * The cache and its middlewares: `middleware` for pages without query parameters of their own (any
 * query string: rendered, not stored), `middlewareFor(params)` for pages that read these parameters
 * (any other: rendered, not stored); the `content` variants for content pages that are not hydrated
 * (built from the transport data, ADR 0018), rendered without a nonce like a prerendered file, so a
 * stored page is the same bytes for every visitor and is compressed once instead of on every answer.
 */
export function createPageCache(options: PageCacheOptions) {
  const { ttlMs, maxEntries = 200, maxBytes = 16 * 1024 * 1024, maxBodyChars = 512 * 1024, onWrite } = options;
  /** Stands in for the CSP nonce in stored pages. Random per process and never sent: always replaced. */
  const placeholder = `page-cache-nonce-${randomBytes(16).toString("hex")}`;
  const entries = new Map<string, Entry>();
  const sweeper = createSweeper(entries, maxEntries, maxBytes);
  const inFlight = new Map<string, Promise<Entry | null>>();
  /** Bumped by every mutation: a render that started before it must not be stored. */
  let generation = 0;

  const answer = (entry: Entry, nonce: string, status: "HIT" | "MISS", request?: Request) =>
    answerFrom(entry, { placeholder, nonce, status, request });

  function store(key: string, entry: Entry) {
    entries.delete(key);
    entries.set(key, entry);
    sweeper.sweep();
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
        bytes: body.length * 2,
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
  const cached = (staticBody: boolean, params: readonly string[] = []): MiddlewareFunction<Response> => {
    const declared = new Set(params);
    return async ({ request, context }, next) => {
      const ttl = ttlMs();
      const nonce = context.get(nonceContext);
      if (!eligible(request, ttl, nonce, declared)) return next();
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
  };

  const invalidateOnWrite = invalidateOnWriteMiddleware(() => {
    invalidate();
    onWrite?.();
  });
  return {
    middleware: cached(false),
    middlewareFor: (params: readonly string[]) => cached(false, params),
    contentMiddleware: cached(true),
    contentMiddlewareFor: (params: readonly string[]) => cached(true, params),
    invalidateOnWrite,
    invalidate,
    size: () => entries.size,
    bytes: () => [...entries.values()].reduce((sum, e) => sum + e.bytes, 0),
  };
}

/**
 * Root middleware: a mutation (any method but GET and HEAD) empties the cache when it is done if it
 * wrote something a page can show. Refused posts (no session, bad input, rate limits, cross-origin,
 * a honeypot) write nothing of the kind, so a flood of them cannot keep the cache empty.
 */
function invalidateOnWriteMiddleware(invalidate: () => void): MiddlewareFunction<Response> {
  return async ({ request }, next) => {
    if (request.method === "GET" || request.method === "HEAD") return next();
    const writes = { wrote: false };
    try {
      return await trackWrites(writes, next);
    } finally {
      if (writes.wrote) invalidate();
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
  onWrite: () => {
    tellSiblings(INVALIDATE_MESSAGE);
    // The write may have changed the data the generated pages show (ADR 0029): look now.
    checkDataVersionNow();
  },
});
onSiblingMessage(INVALIDATE_MESSAGE, () => {
  pageCache.invalidate();
  checkDataVersionNow();
});
registerCacheReset("page-cache", () => pageCache.invalidate());
