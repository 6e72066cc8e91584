import { createHash } from "node:crypto";
import { createReadStream, readdirSync, readFileSync, statSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { type Coding, negotiateEncoding, varyOnAcceptEncoding } from "~/lib/accept-encoding.server.ts";
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
export type Header = [name: string, value: string];

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
 * Answers generated from the data at run time (server/generated-pages.ts, ADR 0029), served to
 * visitors without cookies exactly like prerendered files: undefined when there is none for the path
 * (or it is out of date), and the request goes to Express.
 */
export type GeneratedAnswers = { answerFor(pathname: string): Answers | undefined };

/**
 * The client build served straight from the Node HTTP server, before Express: hashed assets
 * (immutable), public files, prerendered pages, and the generated pages. Returns false when the
 * request is not for a file here (or needs a per-request render), so the caller hands it to Express.
 */
export function createStaticHandler(root: string, securityHeaders: Header[], generated?: GeneratedAnswers) {
  // Every header of every answer is known at start-up: one flat list per file and encoding, found
  // by the request path with a single Map lookup.
  const answers = new Map<string, Answers>();
  for (const [route, entry] of indexClientBuild(root)) answers.set(route, precomputeAnswers(entry, securityHeaders));
  return function serveStatic(req: IncomingMessage, res: ServerResponse): boolean {
    const answer = answerFor(answers, req, generated);
    if (!answer) return false;
    return sendAnswer(req, res, answer);
  };
}

/** The precomputed answer for this request, or undefined when Express should handle it. */
function answerFor(
  answers: Map<string, Answers>,
  req: IncomingMessage,
  generated: GeneratedAnswers | undefined,
): Answers | undefined {
  if (req.method !== "GET" && req.method !== "HEAD") return undefined;
  const url = req.url ?? "/";
  const q = url.indexOf("?");
  const pathname = decodePath(q === -1 ? url : url.slice(0, q));
  if (pathname === null) return undefined;
  const answer = answers.get(pathname);
  if (answer) return needsRender(answer.isPage, q !== -1, req.headers.cookie) ? undefined : answer;
  // Members (any cookie, any credentials) and query strings keep their per-request render.
  if (!generated || q !== -1 || req.headers.cookie !== undefined || req.headers.authorization !== undefined) return;
  return generated.answerFor(pathname);
}

/** False when the client accepts no variant this answer has in memory (Express then renders). */
function sendAnswer(req: IncomingMessage, res: ServerResponse, answer: Answers): boolean {
  const variant = pickVariant(answer, req.headers["accept-encoding"]);
  if (!variant) return false;
  if (req.headers["if-none-match"] === answer.entry.etag) {
    res.writeHead(304, answer.notModified);
    res.end();
    return true;
  }
  if (variant.body) sendFromMemory(req, res, variant);
  else streamFromDisk(req, res, answer);
  return true;
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
function needsRender(isPage: boolean, hasQuery: boolean, cookie: string | undefined): boolean {
  return isPage && (hasQuery || (cookie !== undefined && TOAST_COOKIE_PRESENT.test(cookie)));
}

function sendFromMemory(req: IncomingMessage, res: ServerResponse, variant: Variant): void {
  // One writeHead with a flat list is markedly cheaper than a setHeader call per header.
  res.writeHead(200, variant.headers);
  res.end(req.method === "HEAD" ? undefined : variant.body);
}

/**
 * The variant the client prefers by its q-values (brotli first among equals), among those this answer
 * has; undefined when none is acceptable or (a generated page) the uncompressed bytes are not kept.
 */
function pickVariant(answer: Answers, acceptEncoding: string | undefined): Variant | undefined {
  const coding = negotiateEncoding(acceptEncoding, answer.codings);
  if (coding === "br") return answer.br;
  if (coding === "gzip") return answer.gz;
  return answer.identity;
}

function streamFromDisk(req: IncomingMessage, res: ServerResponse, answer: Answers): void {
  res.writeHead(200, answer.identity!.headers);
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

/** Every answer of one file or generated page; `codings` are the variants it has (identity: absent for generated pages). */
export type Answers = {
  entry: Pick<Entry, "etag" | "file">;
  /** A prerendered page (a query string or a pending toast needs a render instead). */
  isPage: boolean;
  codings: Coding[];
  notModified: string[];
  identity?: Variant;
  br?: Variant;
  gz?: Variant;
};

function precomputeAnswers(entry: Entry, securityHeaders: Header[]): Answers {
  return buildAnswers({
    isPage: entry.isPage,
    headers: [...securityHeaders, ["Content-Type", entry.type], ["Cache-Control", entry.cacheControl]],
    etag: entry.etag,
    file: entry.file,
    identity: { body: entry.body, length: entry.size },
    br: entry.br,
    gz: entry.gz,
  });
}

/**
 * The flat header lists of every variant, computed once: the given headers, the ETag, `Vary:
 * Accept-Encoding` (added to a Vary already given), the coding and the length.
 */
export function buildAnswers({
  isPage = false,
  headers,
  etag,
  file = "",
  identity,
  br,
  gz,
}: {
  isPage?: boolean;
  headers: Header[];
  etag: string;
  file?: string;
  identity?: { body: Buffer | undefined; length: number };
  br?: Buffer;
  gz?: Buffer;
}): Answers {
  const vary = headers.find(([name]) => name.toLowerCase() === "vary")?.[1];
  const common = [
    ...headers.filter(([name]) => name.toLowerCase() !== "vary").flat(),
    "ETag",
    etag,
    "Vary",
    // A rendered page may say so already (compress-document.server.ts): once is enough.
    varyOnAcceptEncoding(vary),
  ];
  const variant = (body: Buffer | undefined, length: number, encoding?: string): Variant => ({
    body,
    headers: [...common, ...(encoding ? ["Content-Encoding", encoding] : []), "Content-Length", String(length)],
  });
  const codings: Coding[] = [];
  if (br) codings.push("br");
  if (gz) codings.push("gzip");
  if (identity) codings.push("identity");
  return {
    entry: { etag, file },
    isPage,
    codings,
    notModified: common,
    identity: identity ? variant(identity.body, identity.length) : undefined,
    br: br ? variant(br, br.length, "br") : undefined,
    gz: gz ? variant(gz, gz.length, "gzip") : undefined,
  };
}
