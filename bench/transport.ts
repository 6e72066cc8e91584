import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { setTimeout as sleep } from "node:timers/promises";
import { visitorGet } from "../tests/faults/generated-pages.ts";
import { median, type WrkResult, wrk } from "./lib.ts";

/**
 * Item 8 (issue 30, docs/decisions/0029-generated-visitor-pages.md): the pages built from content and
 * route data as visitors get them (the generated-page store, answered before Express) side by side
 * with a prerendered page (/planning), in both editions (issue 31: the Bahasa Indonesia pages /id,
 * /id/transport and the prerendered /id/planning must be as fast as the English), in one run on one
 * server with the default workers: `runs`
 * interleaved wrk runs of `seconds` per page at 16 connections, medians, and each page's rate as a
 * share of /planning's in the same runs. Then the time from a route edit to the new page on every
 * worker: a revision written into the database by another process (as another instance's admin
 * would), until 8 answers in a row on new connections (so both workers answer) show it.
 */

export const VISITOR_PAGES = [
  "/planning",
  "/id/planning",
  "/",
  "/id",
  "/transport",
  "/id/transport",
  "/transport/ferries",
  "/destinations/bunaken",
];
const REFERENCE = "/planning";
/** Prerendered files (the others come from the generated-page store). */
const PRERENDERED = new Set(["/planning", "/id/planning"]);

export type VisitorPageFigure = WrkResult & { page: string; ofPlanning: number; runRatios: number[] };
export type EditFigure = {
  route: string;
  page: string;
  msToEveryWorker: number[];
  medianMs: number;
  /** Of the answers that showed the edit, how many came from the generated-page store (the rest: Express, during the regeneration). */
  fromStore: string;
};

/** A visitor's GET on a new connection, accepting brotli and gzip as browsers do (identity would be rendered by Express). */
const fresh = visitorGet;

/** Until every page answers from the generated-page store (its ETags start with "g-") 8 times in a row. */
async function untilGenerated(base: string, pages: string[], timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const page of pages) {
    let streak = 0;
    while (streak < 8) {
      if (Date.now() > deadline) throw new Error(`${page} was not served from the generated-page store in time`);
      const answer = await fresh(`${base}${page}`);
      streak = answer.etag.startsWith('"g-') ? streak + 1 : 0;
      if (streak === 0) await sleep(250);
    }
  }
}

export async function benchVisitorPages({
  base,
  runs,
  seconds,
}: {
  base: string;
  runs: number;
  seconds: number;
}): Promise<VisitorPageFigure[]> {
  await untilGenerated(
    base,
    VISITOR_PAGES.filter((p) => !PRERENDERED.has(p)),
  );
  // Warm-up: long enough for the second worker to start under load (ADR 0024) and generate its pages.
  for (const page of VISITOR_PAGES) await wrk(`${base}${page}`, { connections: 16, seconds: 4 });
  await sleep(5_000);
  const perPage = VISITOR_PAGES.map(() => [] as WrkResult[]);
  for (let i = 0; i < runs; i++) {
    for (const [index, page] of VISITOR_PAGES.entries()) {
      perPage[index]!.push(await wrk(`${base}${page}`, { connections: 16, seconds }));
    }
  }
  const reference = perPage[VISITOR_PAGES.indexOf(REFERENCE)]!;
  const round = (n: number) => Math.round(n * 100) / 100;
  return VISITOR_PAGES.map((page, index) => {
    const list = perPage[index]!;
    const pick = (k: keyof WrkResult) => median(list.map((r) => r[k]));
    const runRatios = list.map((r, i) => round(r.rps / reference[i]!.rps));
    return {
      page,
      rps: Math.round(pick("rps")),
      requests: pick("requests"),
      p50ms: pick("p50ms"),
      p95ms: pick("p95ms"),
      p99ms: pick("p99ms"),
      errors: list.reduce((a, r) => a + r.errors, 0),
      ofPlanning: round(median(runRatios)),
      runRatios,
    };
  });
}

/** The shipped record of a route (content/transport/routes/*.json). */
function shippedRoute(root: string, id: string): Record<string, unknown> {
  for (const file of ["sea.json", "road.json", "flights.json"]) {
    const list = JSON.parse(readFileSync(path.join(root, "content/transport/routes", file), "utf8")) as Record<
      string,
      unknown
    >[];
    const found = list.find((r) => r.id === id);
    if (found) return found;
  }
  throw new Error(`no shipped route ${id}`);
}

/** Writes a new revision of the route with these notes, as a save through another instance would. */
function writeRevision(dbFile: string, record: Record<string, unknown>, notes: string): void {
  const db = new DatabaseSync(dbFile);
  try {
    const id = String(record.id);
    const row = db.prepare("select max(revision) as n from route_revisions where route_id = ?").get(id) as {
      n: number | null;
    };
    const latest = db
      .prepare("select record from route_revisions where route_id = ? order by revision desc limit 1")
      .get(id) as { record: string } | undefined;
    const previous = latest ? JSON.parse(latest.record) : record;
    const next = { ...previous, notes };
    db.prepare(
      `insert into route_revisions (id, route_id, revision, change, source, last_checked, record, previous, changed_fields, update_id, actor_id, created_at)
       values (?, ?, ?, 'edit', 'editor', ?, ?, ?, '["notes"]', null, null, ?)`,
    ).run(
      randomUUID(),
      id,
      (row.n ?? 0) + 1,
      String(next.lastChecked),
      JSON.stringify(next),
      JSON.stringify(previous),
      new Date().toISOString(),
    );
  } finally {
    db.close();
  }
}

/**
 * `edits` route edits, each timed until 8 answers in a row of `page` (new connections, so every worker
 * answers) show the new notes; each edit's time to every worker is the first of that streak.
 */
export async function benchEditToPage({
  base,
  root,
  dbFile,
  edits = 5,
}: {
  base: string;
  root: string;
  dbFile: string;
  edits?: number;
}): Promise<EditFigure> {
  const route = "manado-bunaken-public-boat";
  const page = `/transport/routes/${route}/history`;
  const shipped = shippedRoute(root, route);
  const times: number[] = [];
  let shown = 0;
  let stored = 0;
  for (let i = 0; i < edits; i++) {
    const notes = `Bench edit ${i} at ${Date.now()}: the public boat leaves when full.`;
    const started = Date.now();
    writeRevision(dbFile, shipped, notes);
    let streak = 0;
    let firstShown = 0;
    while (streak < 8) {
      if (Date.now() - started > 60_000) throw new Error("a route edit did not show within 60 s");
      const answer = await fresh(`${base}${page}`);
      if (answer.status !== 200) throw new Error(`${page} answered ${answer.status} after an edit`);
      streak = answer.body.includes(notes) ? streak + 1 : 0;
      if (streak === 1) firstShown = Date.now() - started;
      if (streak > 0) {
        shown++;
        if (answer.etag.startsWith('"g-')) stored++;
      }
      await sleep(10);
    }
    times.push(firstShown);
    await sleep(3_000);
  }
  return { route, page, msToEveryWorker: times, medianMs: median(times), fromStore: `${stored} of ${shown}` };
}
