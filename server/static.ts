import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import { TOAST_COOKIE } from "~/lib/toast.server.ts";

/**
 * Serves the client build: hashed assets (immutable), public files, and prerendered pages
 * (`/destinations/bunaken` -> `destinations/bunaken/index.html`, without express.static's
 * trailing-slash redirect). Files are indexed at start-up and small ones kept in memory with
 * their brotli and gzip variants (written by scripts/compress.ts after the build), so a
 * prerendered page costs one Map lookup and one write.
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
function hasToastCookie(req: Request): boolean {
  const cookie = req.headers.cookie;
  return cookie !== undefined && TOAST_COOKIE_PRESENT.test(cookie);
}

export function staticFiles(root: string) {
  const entries = indexClientBuild(root);
  return function serveStatic(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const url = req.url;
    const q = url.indexOf("?");
    let pathname = q === -1 ? url : url.slice(0, q);
    try {
      pathname = decodeURIComponent(pathname);
    } catch {
      return next();
    }
    const entry = entries.get(pathname);
    if (!entry) return next();
    // A query string, or a pending flash toast (set by a redirect after a form post), needs the
    // page rendered for this request rather than the prerendered file.
    if (entry.isPage && (q !== -1 || hasToastCookie(req))) return next();

    res.setHeader("Content-Type", entry.type);
    res.setHeader("Cache-Control", entry.cacheControl);
    res.setHeader("ETag", entry.etag);
    res.setHeader("Vary", "Accept-Encoding");
    if (req.headers["if-none-match"] === entry.etag) {
      res.statusCode = 304;
      return res.end();
    }
    if (!entry.body) {
      res.setHeader("Content-Length", entry.size);
      return res.sendFile(entry.file, { headers: { "Cache-Control": entry.cacheControl } });
    }
    const accept = String(req.headers["accept-encoding"] ?? "");
    let body = entry.body;
    if (entry.br && /\bbr\b/.test(accept)) {
      body = entry.br;
      res.setHeader("Content-Encoding", "br");
    } else if (entry.gz && /\bgzip\b/.test(accept)) {
      body = entry.gz;
      res.setHeader("Content-Encoding", "gzip");
    }
    res.setHeader("Content-Length", body.length);
    res.end(req.method === "HEAD" ? undefined : body);
  };
}
