import { createHash } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";
import { type Answers, buildAnswers, type GeneratedAnswers, type Header } from "./static.ts";

/**
 * The generated-page store (ADR 0029): the visitor pages built from content and route data (the home
 * page, /transport and its hub and mode pages, the printable guide, the destination pages, the
 * planner's empty form, each route's history, and whatever else is registered with
 * `registerGeneratedPaths` in app/lib/data-version.server.ts), rendered in the background once per
 * data version and answered to visitors without cookies from memory, before Express, exactly like the
 * prerendered files: brotli and gzip made once, every header computed once.
 *
 * - A new version (`versionChanged`) starts a pass over every path; a pass that a newer version
 *   overtakes starts again from the newest. Each page is swapped in whole as soon as it is ready, so a
 *   page never mixes versions (a render that overlapped a new version is thrown away and redone).
 * - Until a page of the current version is ready, the previous one is still served for at most
 *   `staleGraceMs` after the version changed; after that the request goes to Express, which renders
 *   from the new data. So a visitor gets a previous page for at most TRANSPORT_CHECK_SECONDS plus the
 *   check's tick plus this grace, never an error.
 * - A page whose regeneration fails (an error, an answer other than 200, a body that must not be
 *   shared) keeps its previous page, and the log says why. When the database stops answering during
 *   a pass, every page keeps its previous version and the pass is tried again later.
 * - Only answers that can be shared are stored: no Set-Cookie, not private, no nonce attribute.
 */

/** Renders one path as a visitor without cookies sees it (React Router's handler, no nonce). */
export type RenderPath = (path: string) => Promise<Response>;

/** A path to generate, and what it depends on (absent: everything; generated on every version). */
export type PathToGenerate = { path: string; key?: string };

export type GeneratedPagesOptions = {
  render: RenderPath;
  /** Every path to generate, asked once per pass (so it may depend on the data). */
  paths: () => PathToGenerate[];
  /** Checks the database still answers after a render (false: the render may show degraded data). */
  databaseAnswers: () => Promise<boolean>;
  /** The security headers of the static files (the same constant list). */
  securityHeaders: Header[];
  staleGraceMs?: number;
  /** The longest pause between two pages of a pass (each pause is as long as the page took). */
  pauseCapMs?: number;
  /** After the database stopped answering during a pass, how long until the pass is tried again. */
  outageRetryMs?: number;
  log: {
    info: (message: string) => void;
    warn: (message: string) => void;
    error: (message: string, error?: unknown) => void;
  };
  now?: () => number;
};

type StoredPage = { version: string; key?: string; answers: Answers; bytes: number };

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli quality 6: over the 42 prerendered pages (2.5 MB of HTML) it took 60 ms and gave 364 KB,
 * quality 9 took 884 ms for 359 KB (1.4 % smaller). Every worker compresses every page again on each
 * data version (324 pages in both editions), so quality 9 cost each worker about 7 s of CPU per
 * version, for the same answers a few hundred bytes larger. Build-time files keep quality 11.
 */
const BROTLI_QUALITY = 6;

/** Headers of the rendered answer that the stored one keeps (the security headers come from the store). */
const KEPT_HEADERS = new Set([
  "content-type",
  "content-disposition",
  "cache-control",
  "vary",
  "x-robots-tag",
  "link",
  "content-language",
]);

export class GeneratedPages implements GeneratedAnswers {
  private readonly pages = new Map<string, StoredPage>();
  private version = "";
  private versionSince = 0;
  /** The version of the pass under way (or finished last). */
  private wanted = "";
  private running: Promise<void> | undefined;
  /** A pass is due (a new version, or a retry after an outage). */
  private dirty = false;
  private readonly outageRetryMs: number;
  private readonly staleGraceMs: number;
  private readonly pauseCapMs: number;
  private readonly now: () => number;

  constructor(private readonly options: GeneratedPagesOptions) {
    this.staleGraceMs = options.staleGraceMs ?? 500;
    this.pauseCapMs = options.pauseCapMs ?? 200;
    this.outageRetryMs = options.outageRetryMs ?? 15_000;
    this.now = options.now ?? Date.now;
  }

  answerFor(pathname: string): Answers | undefined {
    const page = this.pages.get(pathname);
    if (!page) return undefined;
    if (page.version !== this.version && this.now() - this.versionSince > this.staleGraceMs) return undefined;
    return page.answers;
  }

  /** The data moved: regenerate every page (in the background; the promise is for tests and start-up). */
  versionChanged(version: string): Promise<void> {
    if (version === this.version) return this.running ?? Promise.resolve();
    this.version = version;
    this.versionSince = this.now();
    this.wanted = version;
    return this.start();
  }

  private start(): Promise<void> {
    this.dirty = true;
    this.running ??= this.loop().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** How many pages are stored and their compressed bytes (for tests and the log). */
  stats(): { pages: number; bytes: number; version: string } {
    let bytes = 0;
    for (const page of this.pages.values()) bytes += page.bytes;
    return { pages: this.pages.size, bytes, version: this.version };
  }

  private async loop(): Promise<void> {
    while (this.dirty) {
      this.dirty = false;
      const version = this.wanted;
      try {
        await this.generateAll(version);
      } catch (error) {
        if (!(error instanceof DatabaseOutage)) throw error;
        this.outage(version, error.message);
      }
      // A newer version arrived during the pass (which then stopped early): go again.
      if (this.wanted !== version) this.dirty = true;
    }
  }

  /**
   * The database stopped answering during a pass: every page keeps its previous version (served,
   * not handed to Express, which could not do better), and the pass is tried again later.
   */
  private outage(version: string, reason: string): void {
    this.keepPrevious(version);
    const seconds = Math.round(this.outageRetryMs / 1000);
    this.options.log.warn(
      `Generated pages: regeneration stopped (${reason}); every previous page stays, trying again in ${seconds} s.`,
    );
    const retry = setTimeout(() => {
      if (this.wanted === version) void this.start();
    }, this.outageRetryMs);
    retry.unref();
  }

  private async generateAll(version: string): Promise<void> {
    let paths: PathToGenerate[];
    try {
      paths = this.options.paths();
    } catch (error) {
      this.options.log.error("Generated pages: could not list the pages; the previous ones stay.", error);
      this.keepPrevious(version);
      return;
    }
    const listed = new Set(paths.map((p) => p.path));
    for (const pathname of [...this.pages.keys()]) if (!listed.has(pathname)) this.pages.delete(pathname);
    const started = this.now();
    // First the stored pages whose own key changed (an edited route's history: few, and each is then
    // current at once), then the pages of every version (the most visited), then keyed pages not yet
    // stored (at start-up, the route histories).
    const rank = (p: PathToGenerate) => (p.key === undefined ? 1 : this.pages.has(p.path) ? 0 : 2);
    const ordered = [...paths].sort((a, b) => rank(a) - rank(b));
    let generated = 0;
    for (const { path: pathname, key } of ordered) {
      if (this.wanted !== version) return;
      const stored = this.pages.get(pathname);
      if (key !== undefined && stored?.key === key) {
        stored.version = version;
        continue;
      }
      const renderStarted = this.now();
      await this.generate(pathname, version, key);
      generated++;
      // As long a pause as the page took: the pass uses at most about half of the event loop, so
      // visitors' requests are not held up behind it and the worker does not look busy enough to
      // start another (ADR 0024).
      await sleep(Math.min(this.pauseCapMs, this.now() - renderStarted));
    }
    const { pages, bytes } = this.stats();
    this.options.log.info(
      `Generated pages: ${generated} of ${pages} pages (${Math.round(bytes / 1024)} KB compressed) for data version ${version} in ${this.now() - started} ms.`,
    );
  }

  /** A failed pass (or page) keeps serving what was there, now counted as the current version's. */
  private keepPrevious(version: string, pathname?: string): void {
    for (const [key, page] of this.pages) if (pathname === undefined || key === pathname) page.version = version;
  }

  private async generate(pathname: string, version: string, key?: string): Promise<void> {
    let stored: StoredPage | null;
    try {
      stored = await this.renderPage(pathname, version, key);
    } catch (error) {
      if (error instanceof DatabaseOutage) throw error;
      this.failed(pathname, version, error instanceof Error ? error.message : String(error));
      return;
    }
    // null: a newer version arrived meanwhile; the next pass renders this page again.
    if (stored) this.pages.set(pathname, stored);
  }

  private failed(pathname: string, version: string, reason: string): void {
    const kept = this.pages.has(pathname);
    this.options.log.warn(
      `Generated page ${pathname}: regeneration failed (${reason}); ${kept ? "the previous page stays" : "rendered per request until it succeeds"}.`,
    );
    this.keepPrevious(version, pathname);
  }

  private async renderPage(pathname: string, version: string, key?: string): Promise<StoredPage | null> {
    const response = await this.options.render(pathname);
    const body = Buffer.from(await response.arrayBuffer());
    refuseUnshareable(response, body);
    if (this.wanted !== version) return null;
    if (!(await this.options.databaseAnswers()))
      throw new DatabaseOutage(`the database did not answer while ${pathname} rendered`);
    if (this.wanted !== version) return null;
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
      gzipAsync(body, { level: 9 }),
    ]);
    if (this.wanted !== version) return null;
    const headers: Header[] = [...this.options.securityHeaders];
    for (const [name, value] of response.headers) if (KEPT_HEADERS.has(name)) headers.push([name, value]);
    const etag = `"g-${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`;
    const answers = buildAnswers({ headers, etag, br, gz });
    return { version, key, answers, bytes: br.length + gz.length };
  }
}

/** The database did not answer during a render: the whole pass stops and is tried again later. */
class DatabaseOutage extends Error {}

/** Throws (the previous page stays) unless the answer is a 200 that any visitor may be given. */
function refuseUnshareable(response: Response, body: Buffer): void {
  if (response.status !== 200) throw new Error(`answered ${response.status}`);
  if (response.headers.has("set-cookie")) throw new Error("the answer sets a cookie");
  if (/\bprivate\b|no-store/.test(response.headers.get("cache-control") ?? ""))
    throw new Error("the answer is private");
  if (body.includes(" nonce=")) throw new Error("the page carries a nonce");
}

/** How often the data version is looked at; the check itself asks the database only every TRANSPORT_CHECK_SECONDS. */
export const VERSION_TICK_MS = 250;

/**
 * Keeps `pages` in step with the data version: a tick every VERSION_TICK_MS runs the registered
 * check (app/lib/data-version.server.ts), which asks the database at most every
 * TRANSPORT_CHECK_SECONDS (at once after a write through any worker of this machine), and every new
 * version starts a pass. Returns the function that stops it.
 */
export function keepGenerated(
  pages: GeneratedPages,
  dataVersion: {
    check: (force: boolean) => Promise<boolean>;
    current: () => string;
    onChange: (listener: (version: string) => void) => () => void;
  },
): () => void {
  const off = dataVersion.onChange((version) => void pages.versionChanged(version));
  if (dataVersion.current()) void pages.versionChanged(dataVersion.current());
  const tick = () => void dataVersion.check(false);
  tick();
  const timer = setInterval(tick, VERSION_TICK_MS);
  timer.unref();
  return () => {
    clearInterval(timer);
    off();
  };
}
