/**
 * Helpers for the generated-page store in the fault suite (ADR 0029): a route edit through the admin
 * form of one process, and a visitor's page fetched on a new connection each time (so the cluster's
 * primary hands each to the next worker in turn), decompressed as a browser would.
 */
import http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { AppProcess } from "./harness.ts";

export type VisitorAnswer = { status: number; etag: string; body: string; encoding: string };

/** A visitor's GET (no cookie; brotli or gzip accepted) on a new connection. */
export function visitorGet(url: string): Promise<VisitorAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { Connection: "close", "Accept-Encoding": "br, gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const raw = Buffer.concat(chunks);
          const encoding = String(res.headers["content-encoding"] ?? "");
          const bytes = encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw;
          resolve({
            status: res.statusCode ?? 0,
            etag: String(res.headers.etag ?? ""),
            body: bytes.toString(),
            encoding,
          });
        });
      })
      .on("error", reject);
  });
}

/** A generated page's ETag (server/generated-pages.ts); Express's renders carry none. */
export const fromStore = (answer: VisitorAnswer) => answer.etag.startsWith('"g-');

/** Saves new notes on a route through the admin form of `app`, from the route's current revision. */
export async function editRouteNotes(app: AppProcess, adminCookie: string, routeId: string, notes: string) {
  const { routeToForm } = await import("~/features/route-edits/form.ts");
  const { currentRevision, mergedTransportData } = await import("~/features/route-edits/merged.server.ts");
  const { routes } = await mergedTransportData();
  const route = routes.find((r) => r.id === routeId);
  if (!route) throw new Error(`no route ${routeId}`);
  const fields = {
    ...routeToForm(route),
    intent: "save-route",
    baseRevision: String(await currentRevision(routeId)),
    returnTo: "/admin?tab=routes",
    notes,
  };
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(name, String(v));
  }
  const res = await fetch(`${app.url}/admin?tab=routes&edit=${routeId}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Origin: app.url,
      Cookie: adminCookie,
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": "10.88.0.1",
      Connection: "close",
    },
    body,
  });
  await res.arrayBuffer();
  if (res.status !== 302) throw new Error(`the route edit was answered ${res.status}`);
}

/**
 * Milliseconds until `rounds` answers in a row (on new connections, so every worker answers some)
 * contain `text`; every answer meanwhile must be a whole page (a 200 with its closing tag), never an error.
 */
export async function msUntilEveryAnswerShows(
  url: string,
  { text, rounds = 8, timeoutMs = 15_000 }: { text: string; rounds?: number; timeoutMs?: number },
): Promise<{ ms: number; last: VisitorAnswer }> {
  const started = Date.now();
  let streak = 0;
  let firstShown = 0;
  while (Date.now() - started < timeoutMs) {
    const answer = await visitorGet(url);
    if (answer.status !== 200) throw new Error(`${url} answered ${answer.status} while it changed`);
    if (!answer.body.includes("</html>")) throw new Error(`${url} answered an incomplete page while it changed`);
    const shows = answer.body.includes(text);
    streak = shows ? streak + 1 : 0;
    if (streak === 1) firstShown = Date.now() - started;
    if (streak >= rounds) return { ms: firstShown, last: answer };
    await sleep(20);
  }
  throw new Error(`${url} did not show "${text}" on every answer within ${timeoutMs} ms`);
}

/** The bound of ADR 0029: TRANSPORT_CHECK_SECONDS (the fault suite's servers use the default, 2) plus one second. */
export const EDIT_BOUND_MS = (2 + 1) * 1000;

/** Waits until `rounds` answers in a row from every app come from the generated-page store. */
export async function untilServedFromStore(apps: AppProcess[], pathname: string, rounds = 8, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  for (const app of apps) {
    let streak = 0;
    while (streak < rounds) {
      if (Date.now() > deadline) throw new Error(`${app.url}${pathname} was not served from the store in time`);
      const answer = await visitorGet(`${app.url}${pathname}`);
      streak = answer.status === 200 && fromStore(answer) ? streak + 1 : 0;
      if (streak === 0) await sleep(100);
    }
  }
}

/**
 * Edits a route's notes through `through`, then measures on every app how long until every answer
 * of `pathname` shows them (on new connections, so every worker is asked). Returns the slowest, in
 * ms from the edit's answer (its transaction committed just before; on this shared machine the save
 * itself can take a second, which is not the store's doing).
 */
export async function editAndMeasure(
  through: AppProcess,
  apps: AppProcess[],
  { adminCookie, routeId, pathname, notes }: { adminCookie: string; routeId: string; pathname: string; notes: string },
): Promise<number> {
  await editRouteNotes(through, adminCookie, routeId, notes);
  const times = await Promise.all(
    apps.map(async (app) => (await msUntilEveryAnswerShows(`${app.url}${pathname}`, { text: notes })).ms),
  );
  return Math.max(...times);
}

/** How many passes each app has finished (its log's "Generated pages:" lines). */
export const passesDone = (app: AppProcess) => app.output().split("Generated pages: ").length - 1;

/** Waits until every app has finished more passes than `before` (same order). */
export async function untilPassesAfter(apps: AppProcess[], before: number[], timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (apps.some((app, i) => passesDone(app) <= before[i]!)) {
    if (Date.now() > deadline) throw new Error("a regeneration pass did not finish in time");
    await sleep(200);
  }
}
