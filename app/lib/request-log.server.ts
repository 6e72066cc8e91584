import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { logger, runWithRequestId } from "./log.server.ts";
import { cacheLookups, httpDuration, httpRequests } from "./metrics.server.ts";

export const REQUEST_ID_HEADER = "X-Request-Id";

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

export type RequestLogOptions = {
  /** The route pattern a path reaches ("/community/:id"), never the path itself (ids, tokens). */
  routeOf: (pathname: string) => string;
  /** Whether the static store answered (prerendered page or asset). */
  servedStatically: (res: ServerResponse) => boolean;
};

/** Probes and scrapes arrive every few seconds all day: their lines are debug unless they fail. */
const PROBE_ROUTES = new Set(["/healthz", "/readyz", "/metrics"]);

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * Adds the request id to the answer's header block however it is written: a header list given to
 * writeHead (the static store's, shared between answers: copied, never changed), an object, or none.
 */
function stampRequestId(res: ServerResponse, id: string): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const last = args.length > 1 ? args[args.length - 1] : undefined;
    if (Array.isArray(last)) args[args.length - 1] = [...last, REQUEST_ID_HEADER, id];
    else if (last && typeof last === "object") args[args.length - 1] = { ...last, [REQUEST_ID_HEADER]: id };
    else if (!this.hasHeader(REQUEST_ID_HEADER)) this.setHeader(REQUEST_ID_HEADER, id);
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse["writeHead"];
}

/** Counts one answered request: its route, status and duration, and where a page came from. */
function record(res: ServerResponse, route: string, method: string, seconds: number, statically: boolean): void {
  httpRequests.inc({ route, method, status: String(res.statusCode) });
  httpDuration.observe({ route, method }, seconds);
  if (statically) cacheLookups.inc({ store: "static", result: "hit" });
  const pageCache = res.getHeader("X-Cache");
  if (pageCache === "HIT" || pageCache === "MISS") {
    cacheLookups.inc({ store: "page-cache", result: pageCache === "HIT" ? "hit" : "miss" });
  }
}

/**
 * Wraps the server's request listener: every request gets an id (in X-Request-Id and on every log
 * line it causes), one log line when it ends (method, route pattern, status, duration, worker), and
 * its share of the request metrics.
 */
export function withRequestLog(listener: Listener, options: RequestLogOptions): Listener {
  return (req, res) => {
    const started = process.hrtime.bigint();
    const id = randomUUID();
    stampRequestId(res, id);
    let logged = false;
    const finish = () => {
      if (logged) return;
      logged = true;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const method = METHODS.has(req.method ?? "") ? (req.method as string) : "OTHER";
      const route = options.routeOf((req.url ?? "/").split("?")[0] ?? "/");
      record(res, route, method, seconds, options.servedStatically(res));
      // A request cut off before its answer was complete is logged with the status it would have had.
      const status = res.statusCode;
      const fields = { reqId: id, method, route, status, ms: Math.round(seconds * 10_000) / 10 };
      const level = status >= 500 ? "error" : PROBE_ROUTES.has(route) && status < 400 ? "debug" : "info";
      logger()[level](res.writableFinished ? fields : { ...fields, aborted: true }, "request");
    };
    res.once("finish", finish);
    res.once("close", finish);
    runWithRequestId(id, () => listener(req, res));
  };
}
