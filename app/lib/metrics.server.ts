import { timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import client, { AggregatorRegistry, type Metric } from "prom-client";
import { inClusterWorker, runsJobsHere } from "./cluster.server.ts";
import { config } from "./config.server.ts";
import { log } from "./log.server.ts";

/**
 * The Prometheus series of this process (ADR 0030), in prom-client's global registry. With several
 * workers (ADR 0021) a scrape of /metrics reaches one of them; it asks the primary, which collects
 * every worker's registry and sums them (prom-client's AggregatorRegistry), so the answer is the
 * whole machine. Counters and histograms are summed; the queue figures, read from the database, are
 * the same in every worker and taken once (`max`).
 */

// Registered once per process, also when a test or the dev server loads this module again.
function metric<T extends Metric>(name: string, create: () => T): T {
  return (client.register.getSingleMetric(name) as T | undefined) ?? create();
}

export const httpRequests = metric(
  "http_requests_total",
  () =>
    new client.Counter({
      name: "http_requests_total",
      help: "Requests answered, by route pattern, method and status",
      labelNames: ["route", "method", "status"] as const,
    }),
);

export const httpDuration = metric(
  "http_request_duration_seconds",
  () =>
    new client.Histogram({
      name: "http_request_duration_seconds",
      help: "Time from the request's arrival to the last byte of the answer, by route pattern and method",
      labelNames: ["route", "method"] as const,
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
);

export const cacheLookups = metric(
  "page_cache_lookups_total",
  () =>
    new client.Counter({
      name: "page_cache_lookups_total",
      help: "Answers from the static store (prerendered pages, assets) and the page cache, and page-cache misses",
      labelNames: ["store", "result"] as const,
    }),
);

export const mailSent = metric(
  "mail_sent_total",
  () => new client.Counter({ name: "mail_sent_total", help: "Mail handed to the relay or written to the outbox" }),
);

export const mailFailed = metric(
  "mail_failed_total",
  () =>
    new client.Counter({
      name: "mail_failed_total",
      help: "Failed delivery attempts; final=true when the job gave up (the mail is not delivered)",
      labelNames: ["final"] as const,
    }),
);

export const plannerDuration = metric(
  "planner_search_seconds",
  () =>
    new client.Histogram({
      name: "planner_search_seconds",
      help: "Time the A-to-B planner took to answer one query",
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    }),
);

export type QueueFigures = { queued: number; failed: number; oldestQueuedSeconds: number | null };
export type PoolFigures = { total: number; idle: number; waiting: number };

type Sources = { queue?: () => Promise<QueueFigures>; pool?: () => PoolFigures | null };
const sources: Sources = {};

/** The job queue and the database pool report through these (they live above app/lib's metrics). */
export function setMetricSources(next: Sources): void {
  Object.assign(sources, next);
}

/** The queue as the database has it; read by the process that runs the jobs, at scrape time. */
async function readQueue(): Promise<QueueFigures | null> {
  if (!sources.queue || !runsJobsHere()) return null;
  try {
    return await sources.queue();
  } catch (error) {
    log.warn("metrics: the job queue could not be read:", error instanceof Error ? error.message : error);
    return null;
  }
}

metric(
  "jobs_queued",
  () =>
    new client.Gauge({
      name: "jobs_queued",
      help: "Jobs waiting or running (pending, running)",
      aggregator: "max",
      async collect() {
        const queue = await readQueue();
        if (queue) {
          this.set(queue.queued);
          jobsFailed.set(queue.failed);
          jobsOldest.set(queue.oldestQueuedSeconds ?? 0);
        }
      },
    }),
);
const jobsFailed = metric(
  "jobs_failed",
  () =>
    new client.Gauge({ name: "jobs_failed", help: "Jobs that gave up and wait for the operator", aggregator: "max" }),
);
const jobsOldest = metric(
  "jobs_oldest_queued_age_seconds",
  () =>
    new client.Gauge({
      name: "jobs_oldest_queued_age_seconds",
      help: "How long the oldest due job has waited to run (0 when none waits)",
      aggregator: "max",
    }),
);

metric(
  "db_pool_connections",
  () =>
    new client.Gauge({
      name: "db_pool_connections",
      help: "PostgreSQL connections of the pool by state (total, idle, waiting requests); absent on SQLite",
      labelNames: ["state"] as const,
      collect() {
        const pool = sources.pool?.();
        if (!pool) return;
        this.set({ state: "total" }, pool.total);
        this.set({ state: "idle" }, pool.idle);
        this.set({ state: "waiting" }, pool.waiting);
      },
    }),
);

const DEFAULTS_KEY = Symbol.for("sulawesi-guide.metrics-defaults");
const globals = globalThis as Record<symbol, boolean | undefined>;
if (!globals[DEFAULTS_KEY]) {
  globals[DEFAULTS_KEY] = true;
  // Memory, CPU, event-loop delay (nodejs_eventloop_lag_*), handles, garbage collection.
  client.collectDefaultMetrics({ eventLoopMonitoringPrecision: 20 });
  // A worker answers the primary's requests for its figures (the primary aggregates; server/cluster.ts).
  if (inClusterWorker()) new AggregatorRegistry();
}

let nextQuestion = 0;
const QUESTION_TIMEOUT_MS = 6_000;

/** In a worker: the whole machine's figures, summed by the primary. */
function askPrimary(): Promise<string> {
  const id = `${process.pid}:${nextQuestion++}`;
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      const m = message as { cluster?: string; id?: string; text?: string; error?: string } | null;
      if (m?.cluster !== "metrics" || m.id !== id) return;
      done();
      if (typeof m.text === "string") resolve(m.text);
      else reject(new Error(m.error ?? "no answer"));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error("the primary did not answer in time"));
    }, QUESTION_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      process.off("message", onMessage);
    };
    process.on("message", onMessage);
    process.send?.({ cluster: "metrics", id }, undefined, undefined, (error: Error | null) => {
      if (error) {
        done();
        reject(error);
      }
    });
  });
}

/** The Prometheus text of this machine (every worker) or of this single process. */
export async function metricsText(): Promise<string> {
  return inClusterWorker() ? askPrimary() : client.register.metrics();
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * Who may read /metrics: a request made on this machine straight to the app (loopback, and not passed
 * on by a proxy, which would also connect from loopback), or one with `Authorization: Bearer
 * METRICS_TOKEN`.
 */
export function mayReadMetrics(req: IncomingMessage): boolean {
  const token = config().METRICS_TOKEN;
  const given = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? "")?.[1];
  if (token && given) {
    const a = Buffer.from(given);
    const b = Buffer.from(token);
    return a.length === b.length && timingSafeEqual(a, b);
  }
  const forwarded = req.headers["x-forwarded-for"] !== undefined || req.headers.forwarded !== undefined;
  return !forwarded && LOOPBACK.test(req.socket.remoteAddress ?? "");
}

/** GET /metrics (mounted in server/app.ts before React Router). */
export async function metricsEndpoint(req: IncomingMessage, res: ServerResponse): Promise<void> {
  res.setHeader("Cache-Control", "no-store");
  if (!mayReadMetrics(req)) {
    res.writeHead(403, { "Content-Type": "text/plain; charset=utf-8" });
    res.end("The metrics are readable from this machine, or with the metrics token (METRICS_TOKEN).\n");
    return;
  }
  try {
    const text = await metricsText();
    res.writeHead(200, { "Content-Type": client.register.contentType });
    res.end(req.method === "HEAD" ? undefined : text);
  } catch (error) {
    log.error("metrics: could not collect the figures:", error instanceof Error ? error.message : error);
    res.writeHead(503, { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "5" });
    res.end("The metrics could not be collected just now.\n");
  }
}
