import { createHash } from "node:crypto";
import { createReadStream, readdirSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { TOAST_COOKIE } from "~/lib/toast.server.ts";

/**
 * Serves the client build: hashed assets (immutable), public files, and prerendered pages
 * (`/destinations/bunaken` -> `destinations/bunaken/index.html`, without express.static's
 * trailing-slash redirect). Files are indexed at start-up and small ones kept in memory with
 * their brotli and gzip variants (written by scripts/compress.ts after the build), so a
 * prerendered page costs one Map lookup and one write, outside Express (the benchmark compares
 * this path with nginx: docs/performance.md).
 */

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".data": "text/x-script",
  ".svg": "image/svg+xml",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};

const MEMORY_LIMIT = 512 * 1024;

type Entry = {
  file: string;
  type: string;
  etag: string;
  size: number;
  cacheControl: string;
  body?: Buffer;
  br?: Buffer;
  gz?: Buffer;
  /** Prerendered HTML is only served for requests without a query string. */
  isPage: boolean;
};

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

export function indexClientBuild(root: string): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  const files = walk(root);
  const all = new Set(files);
  for (const file of files) {
    if (file.endsWith(".br") || file.endsWith(".gz")) continue;
    const relative = `/${path.relative(root, file).split(path.sep).join("/")}`;
    const ext = path.extname(file);
    const type = TYPES[ext] ?? "application/octet-stream";
    const { size } = statSync(file);
    const isPage = ext === ".html" && relative.endsWith("/index.html");
    const cacheControl = relative.startsWith("/assets/")
      ? "public, max-age=31536000, immutable"
      : isPage || ext === ".data"
        ? "public, max-age=0, must-revalidate"
        : "public, max-age=86400";
    const entry: Entry = { file, type, size, cacheControl, isPage, etag: "" };
    if (size <= MEMORY_LIMIT) {
      entry.body = readFileSync(file);
      if (all.has(`${file}.br`)) entry.br = readFileSync(`${file}.br`);
      if (all.has(`${file}.gz`)) entry.gz = readFileSync(`${file}.gz`);
      entry.etag = `"${createHash("sha1").update(entry.body).digest("base64url").slice(0, 22)}"`;
    } else {
      entry.etag = `"${size.toString(36)}-${statSync(file).mtimeMs.toString(36)}"`;
    }
    if (isPage) {
      // "/index.html" -> "/", "/blog/index.html" -> "/blog"
      const route = relative.slice(0, -"/index.html".length) || "/";
      entries.set(route, entry);
    } else {
      entries.set(relative, entry);
    }
  }
  return entries;
}

const TOAST_COOKIE_PRESENT = new RegExp(`(?:^|;\\s*)${TOAST_COOKIE}=`);

/** A response header: name and value. */
type Header = [name: string, value: string];

/**
 * The security headers that the Express middleware would set, captured once at start-up by running
 * it against a stub response, so static files get exactly the same headers without running the
 * middleware chain per request. Files of the client build carry no inline script that needs a
 * nonce (the one inline script is allowed by its hash), so the nonce source is dropped and every
 * header is a constant.
 */
export function captureHeaders(middlewares: Array<(req: never, res: never, next: () => void) => void>): Header[] {
  const captured = new Map<string, string>();
  const res = {
    locals: {},
    setHeader(name: string, value: string | number | string[]) {
      captured.set(name, String(value));
      return res;
    },
    getHeader: (name: string) => captured.get(name),
    removeHeader: (name: string) => captured.delete(name),
  };
  const req = { headers: {}, method: "GET", url: "/" };
  for (const middleware of middlewares) {
    let called = false;
    (middleware as (req: unknown, res: unknown, next: () => void) => void)(req, res, () => {
      called = true;
    });
    if (!called) throw new Error("A security-header middleware did not call next() synchronously.");
  }
  // (The middleware chain draws its own nonce: drop whatever nonce source it put in.)
  return [...captured].map(([name, value]) => [name, value.replace(/ 'nonce-[^']*'/g, "")]);
}

/**
 * The client build served straight from the Node HTTP server, before Express: hashed assets
 * (immutable), public files, and prerendered pages. Returns false when the request is not for a
 * file here (or needs a per-request render), so the caller hands it to Express.
 */
export function createStaticHandler(root: string, securityHeaders: Header[]) {
  const entries = indexClientBuild(root);
  // Every header of every answer is known at start-up: one flat list per file and encoding.
  const answers = new Map<Entry, Answers>();
  for (const entry of new Set(entries.values())) answers.set(entry, precomputeAnswers(entry, securityHeaders));
  return function serveStatic(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const url = req.url ?? "/";
    const q = url.indexOf("?");
    let pathname = q === -1 ? url : url.slice(0, q);
    if (pathname.includes("%")) {
      try {
        pathname = decodeURIComponent(pathname);
      } catch {
        return false;
      }
    }
    const entry = entries.get(pathname);
    if (!entry) return false;
    // A query string, or a pending flash toast (set by a redirect after a form post), needs the
    // page rendered for this request rather than the prerendered file.
    const cookie = req.headers.cookie;
    if (entry.isPage && (q !== -1 || (cookie !== undefined && TOAST_COOKIE_PRESENT.test(cookie)))) return false;

    const answer = answers.get(entry) as Answers;
    if (req.headers["if-none-match"] === entry.etag) {
      res.writeHead(304, answer.notModified);
      res.end();
      return true;
    }
    if (!entry.body) {
      res.writeHead(200, answer.identity);
      if (req.method === "HEAD") {
        res.end();
        return true;
      }
      const stream = createReadStream(entry.file);
      stream.on("error", () => res.destroy());
      res.on("close", () => stream.destroy());
      stream.pipe(res);
      return true;
    }
    const accept = req.headers["accept-encoding"] ?? "";
    let body = entry.body;
    let headers = answer.identity;
    if (entry.br && answer.br && accept.includes("br")) {
      body = entry.br;
      headers = answer.br;
    } else if (entry.gz && answer.gz && accept.includes("gzip")) {
      body = entry.gz;
      headers = answer.gz;
    }
    // One writeHead with a flat list is markedly cheaper than a setHeader call per header.
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  };
}

type Answers = { notModified: string[]; identity: string[]; br?: string[]; gz?: string[] };

function precomputeAnswers(entry: Entry, securityHeaders: Header[]): Answers {
  const common = [
    ...securityHeaders.flat(),
    "Content-Type",
    entry.type,
    "Cache-Control",
    entry.cacheControl,
    "ETag",
    entry.etag,
    "Vary",
    "Accept-Encoding",
  ];
  const withBody = (length: number, encoding?: string) => [
    ...common,
    ...(encoding ? ["Content-Encoding", encoding] : []),
    "Content-Length",
    String(length),
  ];
  return {
    notModified: common,
    identity: withBody(entry.body?.length ?? entry.size),
    br: entry.br ? withBody(entry.br.length, "br") : undefined,
    gz: entry.gz ? withBody(entry.gz.length, "gzip") : undefined,
  };
}
