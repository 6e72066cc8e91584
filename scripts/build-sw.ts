/**
 * Builds the offline guide's service worker after prerendering (docs/decisions/0019):
 *
 *   1. bundles the offline planner's worker (app/features/offline/worker/planner-worker.ts) to
 *      build/client/planner-worker.js;
 *   2. lists the precache with @serwist/build: the CSS, page script, map, icons and manifest from
 *      build/client, and the pages by URL with a revision (a file's hash when the page was
 *      prerendered, else this build's hash), so the worker fetches them at install time whether
 *      they are files or rendered per request;
 *   3. bundles the worker (app/features/offline/worker/service-worker.ts) with the Indonesian twins
 *      of the precached pages (which it keeps once a traveller opens an Indonesian page, issue 31)
 *      and injects that list into build/client/sw.js.
 *
 * Prints every entry and the total, and fails when the files exceed the budget. Pages rendered per
 * request are fetched by the browser at install time; their size is not known here (the browser test
 * tests/browser/offline.spec.ts measures the whole precache).
 *
 *   node scripts/build-sw.ts [build/client]
 */
import { createHash } from "node:crypto";
import { existsSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { getManifest, injectManifest, type ManifestEntry } from "@serwist/build";
import { build } from "vite";
import { guidePaths } from "../app/features/content/paths.ts";
import {
  MANIFEST_PATH,
  OFFLINE_PATH,
  PLANNER_DATA_PATH,
  PLANNER_WORKER_PATH,
  PRECACHE_BUDGET_BYTES,
  SAVED_PATH,
} from "../app/features/offline/constants.ts";
import { localizePath } from "../app/lib/locale.ts";

const ROOT = path.resolve(import.meta.dirname, "..");
const CLIENT = path.resolve(process.argv[2] ?? path.join(ROOT, "build/client"));
const SERVER_BUILD = path.join(ROOT, "build/server/index.js");
const WORK = path.join(ROOT, "build/sw-work");

/** The pages every installation keeps: the transport guide and pages, planning, the planner, offline and saved. */
function precachedPages(): string[] {
  const transport = guidePaths().filter((p) => p === "/transport" || p.startsWith("/transport/"));
  return ["/transport-guide", ...transport, "/transport/plan", "/planning", OFFLINE_PATH, SAVED_PATH];
}

/** The Indonesian twins of the precached pages: kept by the worker for a traveller who reads Indonesian. */
function indonesianPages(): string[] {
  return precachedPages().map((p) => localizePath(p, "id"));
}

/** Files of the build the precached pages need (besides their pages' own images, found below). */
const FILE_PATTERNS = [
  "assets/app-*.css",
  "assets/enhance-*.js",
  "assets/planner-offline-*.js",
  "assets/coastline-*.svg",
  "favicon.svg",
  "img/icons/*.png",
  PLANNER_WORKER_PATH.slice(1),
];

const hash = (data: Buffer | string) => createHash("sha256").update(data).digest("hex").slice(0, 16);

/** The prerendered file of a page or resource, if the build has one. */
function fileOf(url: string): string | undefined {
  const candidates = [path.join(CLIENT, url, "index.html"), path.join(CLIENT, url)];
  return candidates.find((f) => existsSync(f) && statSync(f).isFile());
}

type Listed = { url: string; revision: string; bytes: number | null };

function listPages(buildRevision: string): Listed[] {
  const urls = [...precachedPages(), PLANNER_DATA_PATH, MANIFEST_PATH];
  return urls.map((url) => {
    const file = fileOf(url);
    if (!file) return { url, revision: buildRevision, bytes: null };
    const body = readFileSync(file);
    return { url, revision: hash(body), bytes: body.length };
  });
}

/**
 * Same-origin images the prerendered precached pages show, one rendition each (their `src`; the
 * worker answers a request for another width of the same artwork with the one it has).
 */
function pageImages(pages: Listed[]): Listed[] {
  const found = new Set<string>();
  for (const page of pages) {
    const file = fileOf(page.url);
    if (!file?.endsWith(".html")) continue;
    for (const m of readFileSync(file, "utf8").matchAll(/ src="(\/img\/[^"]+)"/g)) {
      const url = m[1] ?? "";
      if (existsSync(path.join(CLIENT, url))) found.add(url);
    }
  }
  return [...found].map((url) => {
    const body = readFileSync(path.join(CLIENT, url));
    return { url, revision: hash(body), bytes: body.length };
  });
}

async function bundle(entry: string, outDir: string, fileName: string, define: Record<string, string> = {}) {
  await build({
    configFile: false,
    // (React and lucide-react's "use client" directives would fill the log with warnings.)
    logLevel: "error",
    publicDir: false,
    resolve: { alias: { "~": path.join(ROOT, "app") } },
    define: { "process.env.NODE_ENV": JSON.stringify("production"), ...define },
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      sourcemap: false,
      lib: { entry: path.join(ROOT, entry), formats: ["iife"], name: "offline", fileName: () => fileName },
    },
  });
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

async function main(): Promise<void> {
  if (!existsSync(SERVER_BUILD)) throw new Error("build-sw: run after `react-router build` (build/server is missing)");
  await bundle("app/features/offline/worker/planner-worker.ts", CLIENT, PLANNER_WORKER_PATH.slice(1));

  const buildRevision = hash(readFileSync(SERVER_BUILD));
  const pages = listPages(buildRevision);
  const images = pageImages(pages);
  const additionalPrecacheEntries: ManifestEntry[] = [...pages, ...images].map(({ url, revision }) => ({
    url,
    revision,
  }));
  const options = {
    globDirectory: CLIENT,
    globPatterns: FILE_PATTERNS,
    globIgnores: ["**/*.br", "**/*.gz"],
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: PRECACHE_BUDGET_BYTES,
    additionalPrecacheEntries,
  };
  const listed = await getManifest(options);
  for (const warning of listed.warnings) console.warn(`build-sw: ${warning}`);
  const buildId = hash(JSON.stringify(listed.manifestEntries));

  rmSync(WORK, { recursive: true, force: true });
  await bundle("app/features/offline/worker/service-worker.ts", WORK, "sw.js", {
    __BUILD_ID__: JSON.stringify(buildId),
    __INDONESIAN_PAGES__: JSON.stringify(indonesianPages()),
  });
  const result = await injectManifest({
    ...options,
    swSrc: path.join(WORK, "sw.js"),
    swDest: path.join(CLIENT, "sw.js"),
  });
  rmSync(WORK, { recursive: true, force: true });
  for (const warning of result.warnings) console.warn(`build-sw: ${warning}`);

  report(buildId, listed.manifestEntries ?? [], pages);
}

/** Prints each kind of entry with its size as stored and as downloaded (brotli), and enforces the budget. */
function report(buildId: string, entries: ManifestEntry[], pages: Listed[]): void {
  let stored = 0;
  let downloaded = 0;
  for (const entry of entries) {
    const file = fileOf(entry.url.startsWith("/") ? entry.url : `/${entry.url}`);
    if (!file) continue;
    const body = readFileSync(file);
    stored += body.length;
    downloaded += /\.(?:webp|png|jpg|avif|woff2)$/.test(file)
      ? body.length
      : brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }).length;
  }
  const perRequest = pages.filter((p) => p.bytes === null).map((p) => p.url);
  console.log(`build-sw: precache of build ${buildId}: ${entries.length} entries -> build/client/sw.js`);
  console.log(`  files of the build and prerendered pages: ${kb(downloaded)} to download (${kb(stored)} stored)`);
  if (perRequest.length) {
    console.log(`  rendered per request, fetched at install (${perRequest.length}): ${perRequest.join(" ")}`);
  }
  console.log(
    `  budget: ${kb(PRECACHE_BUDGET_BYTES)} to download, all entries (tests/browser/offline.spec.ts measures them)`,
  );
  if (downloaded > PRECACHE_BUDGET_BYTES) {
    console.error(`build-sw: the precache (${kb(downloaded)}) is over its ${kb(PRECACHE_BUDGET_BYTES)} budget`);
    process.exit(1);
  }
}

await main();
