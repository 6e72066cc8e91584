import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { median, type WrkResult, wrk } from "./lib.ts";

/**
 * Item 8 (issue 18, docs/decisions/0018-living-transport-facts.md): a transport page as it was served
 * before (a prerendered file, from the server's in-memory static handler) against how it is served now
 * (rendered per request from the merged transport data, through the one-second page cache), and
 * rendered with the page cache off (what a member, who always gets a fresh page, costs).
 *
 * The "before" file is the page the server renders now, saved with its nonce attributes removed (as
 * a prerendered file has none) and with gzip and brotli variants, as the build writes them; a second
 * server started after the files are written indexes them at start, exactly like prerendered pages.
 */

export type ServedAs = "prerendered file" | "rendered + page cache" | "rendered, no cache";

type Server = { base: string };
type StartApp = (name: string, env: Record<string, string>) => Promise<{ base: string; stop: () => Promise<void> }>;

export const TRANSPORT_PAGES = ["/transport/ferries", "/"];

function fileFor(clientDir: string, page: string): string {
  return page === "/" ? path.join(clientDir, "index.html") : path.join(clientDir, page.slice(1), "index.html");
}

/** Writes each page as a prerendered file (html, .gz, .br); returns the paths written. */
async function writePrerendered(clientDir: string, base: string, pages: string[]): Promise<string[]> {
  const written: string[] = [];
  for (const page of pages) {
    const html = (await (await fetch(`${base}${page}`)).text()).replace(/ nonce="[^"]*"/g, "");
    const file = fileFor(clientDir, page);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
    writeFileSync(`${file}.br`, brotliCompressSync(html));
    written.push(file, `${file}.gz`, `${file}.br`);
  }
  return written;
}

export type TransportFigure = { page: string; servedAs: ServedAs } & WrkResult;

/** `runs` interleaved wrk runs of `seconds` per page and server (16 connections), medians reported. */
export async function benchTransportPages({
  clientDir,
  work,
  startApp,
  runs,
  seconds,
}: {
  clientDir: string;
  work: string;
  startApp: StartApp;
  runs: number;
  seconds: number;
}): Promise<TransportFigure[]> {
  const stops: (() => Promise<void>)[] = [];
  const written: string[] = [];
  try {
    // Both rendering servers start before the files exist (the static handler indexes files at start).
    const rendered = await startApp("app-transport", { DATA_DIR: path.join(work, "transport-data") });
    stops.push(rendered.stop);
    const noCache = await startApp("app-transport-nocache", {
      DATA_DIR: path.join(work, "transport-nocache"),
      PAGE_CACHE_SECONDS: "0",
    });
    stops.push(noCache.stop);
    written.push(...(await writePrerendered(clientDir, rendered.base, TRANSPORT_PAGES)));
    const prerendered = await startApp("app-transport-files", { DATA_DIR: path.join(work, "transport-files") });
    stops.push(prerendered.stop);
    const servers: [ServedAs, Server][] = [
      ["prerendered file", prerendered],
      ["rendered + page cache", rendered],
      ["rendered, no cache", noCache],
    ];
    const figures: TransportFigure[] = [];
    for (const page of TRANSPORT_PAGES) {
      for (const [, server] of servers) await wrk(`${server.base}${page}`, { connections: 16, seconds: 2 });
      const perServer = servers.map(() => [] as WrkResult[]);
      for (let i = 0; i < runs; i++) {
        for (const [index, [, server]] of servers.entries()) {
          perServer[index]!.push(await wrk(`${server.base}${page}`, { connections: 16, seconds }));
        }
      }
      for (const [index, [servedAs]] of servers.entries()) {
        const list = perServer[index]!;
        const pick = (k: keyof WrkResult) => median(list.map((r) => r[k]));
        figures.push({
          page,
          servedAs,
          rps: Math.round(pick("rps")),
          requests: pick("requests"),
          p50ms: pick("p50ms"),
          p95ms: pick("p95ms"),
          p99ms: pick("p99ms"),
          errors: list.reduce((a, r) => a + r.errors, 0),
        });
      }
    }
    return figures;
  } finally {
    for (const file of written) rmSync(file, { force: true });
    for (const stop of stops.reverse()) await stop();
  }
}
