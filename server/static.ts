import { createHash } from "node:crypto";
import { createReadStream, readdirSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { TOAST_COOKIE } from "~/lib/toast.server.ts";

/**
 * Serves the client build: hashed assets (immutable), public files, and prerendered pages
 * (`/destinations/bunaken` -> `destinations/bunaken/index.html`, without express.static's
 * trailing-slash redirect). Files are indexed at start-up and the brotli and gzip variants of small
 * ones (written by scripts/compress.ts after the build) kept in memory, so a prerendered page costs
 * one Map lookup and one write, outside Express (the benchmark compares this path with nginx:
 * docs/performance.md). The uncompressed bytes of such files (for the rare client that accepts
 * neither encoding) and larger images are streamed from disk.
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
/**
 * Files without compressed variants (images, fonts) are kept in memory only up to this size; larger
 * ones are streamed from disk (the page cache of the OS keeps the busy ones). Holding every image
 * of the build cost each process about 12 MB (issue 21: idle memory).
 */
const UNCOMPRESSED_MEMORY_LIMIT = 16 * 1024;

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
    const entry = readEntry(file, relative, all);
    entries.set(entry.isPage ? pageRoute(relative) : relative, entry);
  }
  return entries;
}

/** "/index.html" -> "/", "/blog/index.html" -> "/blog" */
function pageRoute(relative: string): string {
  return relative.slice(0, -"/index.html".length) || "/";
}

/** Files at a fixed address that change with each build: the service worker, its planner worker, the manifest. */
const REVALIDATED_FILES = new Set(["/sw.js", "/planner-worker.js", "/manifest.webmanifest"]);

function cacheControlFor(relative: string, ext: string, isPage: boolean): string {
  if (relative.startsWith("/assets/")) return "public, max-age=31536000, immutable";
  if (isPage || ext === ".data" || REVALIDATED_FILES.has(relative)) return "public, max-age=0, must-revalidate";
  return "public, max-age=86400";
}

/** One file of the build; small ones are read into memory with their precompressed variants. */
function readEntry(file: string, relative: string, all: Set<string>): Entry {
  const ext = path.extname(file);
  const type = TYPES[ext] ?? "application/octet-stream";
  const { size, mtimeMs } = statSync(file);
  const isPage = ext === ".html" && relative.endsWith("/index.html");
  const cacheControl = cacheControlFor(relative, ext, isPage);
  const entry: Entry = { file, type, size, cacheControl, isPage, etag: "" };
  if (size <= MEMORY_LIMIT) {
    loadIntoMemory(entry, all);
  } else {
    entry.etag = `"${size.toString(36)}-${mtimeMs.toString(36)}"`;
  }
  return entry;
}

function loadIntoMemory(entry: Entry, all: Set<string>): void {
  const { file } = entry;
  const body = readFileSync(file);
  if (all.has(`${file}.br`)) entry.br = readFileSync(`${file}.br`);
  if (all.has(`${file}.gz`)) entry.gz = readFileSync(`${file}.gz`);
  entry.etag = `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
  if (!entry.br && !entry.gz && body.length <= UNCOMPRESSED_MEMORY_LIMIT) entry.body = body;
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
  // Every header of every answer is known at start-up: one flat list per file and encoding, found
  // by the request path with a single Map lookup.
  const answers = new Map<string, Answers>();
  for (const [route, entry] of indexClientBuild(root)) answers.set(route, precomputeAnswers(entry, securityHeaders));
  return function serveStatic(req: IncomingMessage, res: ServerResponse): boolean {
    const answer = answerFor(answers, req);
    if (!answer) return false;
    sendAnswer(req, res, answer);
    return true;
  };
}

/** The precomputed answer for this request, or undefined when Express should handle it. */
function answerFor(answers: Map<string, Answers>, req: IncomingMessage): Answers | undefined {
  if (req.method !== "GET" && req.method !== "HEAD") return undefined;
  const url = req.url ?? "/";
  const q = url.indexOf("?");
  const pathname = decodePath(q === -1 ? url : url.slice(0, q));
  if (pathname === null) return undefined;
  const answer = answers.get(pathname);
  if (!answer || needsRender(answer.entry, q !== -1, req.headers.cookie)) return undefined;
  return answer;
}

function sendAnswer(req: IncomingMessage, res: ServerResponse, answer: Answers): void {
  if (req.headers["if-none-match"] === answer.entry.etag) {
    res.writeHead(304, answer.notModified);
    res.end();
    return;
  }
  const variant = pickVariant(answer, req.headers["accept-encoding"] ?? "");
  if (variant.body) sendFromMemory(req, res, variant);
  else streamFromDisk(req, res, answer);
}

/** The path percent-decoded (only when it has a %), or null when it cannot be decoded. */
function decodePath(pathname: string): string | null {
  if (!pathname.includes("%")) return pathname;
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/**
 * A query string, or a pending flash toast (set by a redirect after a form post), needs the page
 * rendered for this request rather than the prerendered file.
 */
function needsRender(entry: Entry, hasQuery: boolean, cookie: string | undefined): boolean {
  return entry.isPage && (hasQuery || (cookie !== undefined && TOAST_COOKIE_PRESENT.test(cookie)));
}

function sendFromMemory(req: IncomingMessage, res: ServerResponse, variant: Variant): void {
  // One writeHead with a flat list is markedly cheaper than a setHeader call per header.
  res.writeHead(200, variant.headers);
  res.end(req.method === "HEAD" ? undefined : variant.body);
}

/** Brotli, then gzip, when the client accepts it and the build has that variant. */
function pickVariant(answer: Answers, acceptEncoding: string): Variant {
  if (answer.br && acceptEncoding.includes("br")) return answer.br;
  if (answer.gz && acceptEncoding.includes("gzip")) return answer.gz;
  return answer.identity;
}

function streamFromDisk(req: IncomingMessage, res: ServerResponse, answer: Answers): void {
  res.writeHead(200, answer.identity.headers);
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  const stream = createReadStream(answer.entry.file);
  stream.on("error", () => res.destroy());
  res.on("close", () => stream.destroy());
  stream.pipe(res);
}

/** A body (absent for bytes streamed from disk) with its complete header list. */
type Variant = { body: Buffer | undefined; headers: string[] };

type Answers = { entry: Entry; notModified: string[]; identity: Variant; br?: Variant; gz?: Variant };

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
  const variant = (body: Buffer | undefined, length: number, encoding?: string): Variant => ({
    body,
    headers: [...common, ...(encoding ? ["Content-Encoding", encoding] : []), "Content-Length", String(length)],
  });
  return {
    entry,
    notModified: common,
    identity: variant(entry.body, entry.size),
    br: entry.br ? variant(entry.br, entry.br.length, "br") : undefined,
    gz: entry.gz ? variant(entry.gz, entry.gz.length, "gzip") : undefined,
  };
}
