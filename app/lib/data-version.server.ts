/**
 * The version of the data that pages built from content and route data show (ADR 0018, ADR 0029),
 * and the registration hook for everything generated from it.
 *
 * - The living transport data (app/features/route-edits/merged.server.ts) registers the check that
 *   asks the database for the version (`registerDataVersionCheck`) and publishes each new version
 *   (`publishDataVersion`).
 * - The server's generated-page store (server/generated-pages.ts) checks every
 *   TRANSPORT_CHECK_SECONDS, and at once after a write through any worker of the machine
 *   (`checkDataVersionNow`), and regenerates every registered artefact when the version moves.
 * - A feature whose visitor answers are built only from that data registers their paths with
 *   `registerGeneratedPaths` at module load (for example data downloads: `/data/routes.csv`). Each path
 *   is then requested from the app once per version, as a visitor without cookies, and its 200 answer
 *   (any content type) served from memory, compressed, before Express.
 * - Pages exist in both editions (ADR 0036): a registered page path is generated with its Bahasa
 *   Indonesia twin (`/transport/plan` and `/id/transport/plan`, with the same key); files such as
 *   `/data/routes.csv` exist once.
 */

import { LOCALES, localizePath } from "./locale.ts";

/** Asks for the current version (force: even if asked moments ago); false when the database did not answer. */
export type DataVersionCheck = (force: boolean) => Promise<boolean>;

let check: DataVersionCheck | undefined;
let version = "";
const listeners = new Set<(version: string) => void>();

export function registerDataVersionCheck(fn: DataVersionCheck): void {
  check = fn;
}

/** Runs the registered check; resolves false when there is none or the database did not answer. */
export async function checkDataVersion(force = false): Promise<boolean> {
  return check ? check(force) : false;
}

/** Something was written through this machine: check the version now rather than at the next interval. */
export function checkDataVersionNow(): void {
  void checkDataVersion(true);
}

/** The last version published ("" before the first check). */
export function currentDataVersion(): string {
  return version;
}

export function publishDataVersion(next: string): void {
  if (next === version) return;
  version = next;
  for (const listener of listeners) listener(next);
}

/** Runs `listener` with every new version; returns a function that removes it. */
export function onDataVersionChange(listener: (version: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A generated answer: its path, and optionally what it depends on (`key`): a page whose key did not
 * change since its last generation is kept as it is (a route's history page depends only on that
 * route's revisions). Without a key it is generated again on every version.
 */
export type GeneratedPath = string | { path: string; key: string };

type PathSource = { name: string; paths: () => GeneratedPath[] };
const sources = new Map<string, PathSource>();

/**
 * Registers visitor answers generated from the data: `paths()` is called once per version (so it
 * may depend on the data, such as one history page per route). Registering a name again replaces it.
 */
export function registerGeneratedPaths(name: string, paths: () => GeneratedPath[]): void {
  sources.set(name, { name, paths });
}

/**
 * Every registered path in both editions, once (the first registration wins), in registration order:
 * each page is followed by its `/id` twin, which has the same key.
 */
export function generatedPaths(): { path: string; key?: string }[] {
  const all = new Map<string, { path: string; key?: string }>();
  for (const source of sources.values()) {
    for (const entry of source.paths()) {
      const item = typeof entry === "string" ? { path: entry } : entry;
      for (const locale of LOCALES) {
        const path = localizePath(item.path, locale);
        if (!all.has(path)) all.set(path, { ...item, path });
      }
    }
  }
  return [...all.values()];
}
