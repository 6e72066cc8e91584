import { mkdirSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import * as build from "virtual:react-router/server-build";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { createRequestHandler as createFetchHandler, RouterContextProvider } from "react-router";
import { AVATAR_REQUEST_MAX_BYTES } from "~/features/accounts/account.server.ts";
import { uploadLimits } from "~/features/media/upload.server.ts";
import { RENDERED_BROTLI_PARAMS, RENDERED_GZIP_LEVEL } from "~/lib/compress-document.server.ts";
import { type AppConfig, ConfigError, config } from "~/lib/config.server.ts";
import {
  checkDataVersion,
  currentDataVersion,
  generatedPaths,
  onDataVersionChange,
} from "~/lib/data-version.server.ts";
import { onStop, runStartHooks, runStopHooks } from "~/lib/lifecycle.server.ts";
import { log } from "~/lib/log.server.ts";
import { metricsEndpoint } from "~/lib/metrics.server.ts";
import { clientIpContext, nonceContext } from "~/lib/request-context.ts";
import { withRequestLog } from "~/lib/request-log.server.ts";
import { securityHeaders } from "~/lib/security-headers.server.ts";
import { GeneratedPages, keepGenerated } from "./generated-pages.ts";
import { methodGuard, routePatterns, unknownMethodListener } from "./methods.ts";
import { normaliseRequestTarget } from "./request-target.ts";
import { captureHeaders, createStaticHandler, type Header } from "./static.ts";

// Prerendering imports this bundle as the React Router server build: keep re-exporting it.
export * from "virtual:react-router/server-build";

/** Request bodies larger than this are refused before they are read, except on the upload routes below. */
const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * Routes that take uploads read their bodies as streams with their own, larger limits (and cut a
 * request off as soon as it passes them); here they get only that same outer bound.
 */
function bodyLimitFor(req: Request): number {
  if (req.path === "/api/community/posts" || req.path === "/community") return uploadLimits().maxRequestBytes;
  if (req.path === "/account") return AVATAR_REQUEST_MAX_BYTES;
  return DEFAULT_BODY_LIMIT;
}

function bodyLimit(req: Request, res: Response, next: NextFunction) {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const length = req.headers["content-length"];
  if (length === undefined) {
    if (req.headers["transfer-encoding"]) {
      res.status(411).type("text/plain").send("A Content-Length header is required.");
      return;
    }
    return next();
  }
  if (Number(length) > bodyLimitFor(req)) {
    res.status(413).type("text/plain").send("The request is too large.");
    return;
  }
  next();
}

/**
 * React Router appends a route's headers to those already set here. For anything but Set-Cookie a
 * route's own value should replace the default instead (one `nosniff`, the media CSP instead of the
 * page CSP), so appending becomes setting.
 */
function routeHeadersReplaceDefaults(_req: Request, res: Response, next: NextFunction) {
  const append = res.append.bind(res);
  res.append = (field: string, value?: string[] | string) =>
    field.toLowerCase() === "set-cookie" ? append(field, value) : res.set(field, value);
  next();
}

/**
 * Answers rendered per request that are not documents (data requests, resource routes) are
 * compressed on the fly, at the documents' levels; documents arrive already compressed
 * (compress-document.server.ts), prerendered files and assets have brotli and gzip variants served
 * before Express. Not compressed: uploaded media (already compressed images and video, and byte
 * ranges whose offsets must match the stored file), any ranged request, and event streams
 * (compression would hold their events back).
 */
const compressRendered = compression({
  level: RENDERED_GZIP_LEVEL,
  brotli: { params: RENDERED_BROTLI_PARAMS },
  filter(req, res) {
    if (req.path.startsWith("/media/") || req.headers.range) return false;
    if (String(res.getHeader("Content-Type") ?? "").startsWith("text/event-stream")) return false;
    return compression.filter(req, res);
  },
});

/**
 * SITE_URL is baked into the prerendered pages at build time (canonical URLs, JSON-LD, share
 * links). A server started with another SITE_URL would serve pages pointing elsewhere: say so loudly.
 */
function warnOnSiteUrlMismatch(clientDir: string, siteUrl: string) {
  let home: string;
  try {
    // A page that is always prerendered (the home page is rendered per request since ADR 0018).
    home = readFileSync(path.join(clientDir, "planning", "index.html"), "utf8");
  } catch {
    return;
  }
  const baked = /<link rel="canonical" href="([^"]+)"/.exec(home)?.[1];
  if (!baked) return;
  const bakedUrl = new URL(baked);
  const runUrl = new URL(siteUrl);
  if (bakedUrl.origin === runUrl.origin) return;
  const bakedOrigin = bakedUrl.origin;
  // A local run on another port (tests, a second copy): the links are wrong all the same, but nothing
  // is published, so one line says it instead of the banner (issue 28: it used to say nothing).
  const local = (url: URL) => url.hostname === "localhost" || url.hostname === "127.0.0.1";
  if (local(bakedUrl) && local(runUrl)) {
    log.warn(
      `WARNING: the build was made with SITE_URL=${bakedOrigin}, but this server runs with SITE_URL=${siteUrl}: the prerendered pages' canonical and Open Graph links point at ${bakedOrigin}. Fine for a local test; to change them, rebuild with SITE_URL=${siteUrl}.`,
    );
    return;
  }
  log.warn(
    [
      "!".repeat(78),
      `WARNING: the build was made with SITE_URL=${bakedOrigin}, but this server runs with SITE_URL=${siteUrl}.`,
      "Prerendered pages (canonical URLs, Open Graph, JSON-LD, share links) point at the build's value.",
      "Rebuild with the same SITE_URL (and SITE_NAME, CONTACT_EMAIL, WHATSAPP_NUMBER): SITE_URL=... npm run build",
      "!".repeat(78),
    ].join("\n"),
  );
}

export type CreateAppOptions = { clientDir: string; config?: AppConfig };

/**
 * The store of pages generated from the data (ADR 0029): each rendered by React Router as a visitor
 * without cookies sees it (no nonce, like prerendering), then served before Express.
 */
function createGeneratedPages(cfg: AppConfig, securityHeaders: Header[]) {
  const handle = createFetchHandler(build, cfg.isProduction ? "production" : "development");
  return new GeneratedPages({
    render(pathname) {
      const context = new RouterContextProvider();
      context.set(nonceContext, "");
      context.set(clientIpContext, "generated");
      return handle(new Request(new URL(pathname, cfg.siteUrl)), context);
    },
    paths: generatedPaths,
    databaseAnswers: () => checkDataVersion(true),
    securityHeaders,
    pauseCapMs: cfg.GENERATED_PAGES_PAUSE_MS,
    log,
  });
}

/**
 * The request listener: files of the client build (prerendered pages, assets) straight from memory,
 * with the same security headers; everything else through Express: headers, body limit, React Router.
 */
export function createApp({ clientDir }: CreateAppOptions) {
  const cfg = config();
  const headerMiddleware = securityHeaders({ https: cfg.isProduction && cfg.siteUrl.startsWith("https:") });
  const staticHeaders = captureHeaders(headerMiddleware);
  const generated = createGeneratedPages(cfg, staticHeaders);
  const serveStatic = createStaticHandler(path.resolve(clientDir), staticHeaders, generated);
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", cfg.TRUST_PROXY ? 1 : false);

  app.use(headerMiddleware);
  // Prometheus figures of the whole machine: loopback only, or with METRICS_TOKEN (ADR 0030).
  app.get("/metrics", (req, res, next) => {
    metricsEndpoint(req, res).catch(next);
  });
  // Unsupported methods (TRACE, PROPFIND, PATCH on a page…): 405 with Allow, before any body is read.
  app.use(methodGuard(build.routes));
  app.use(bodyLimit);
  app.use(compressRendered);

  app.use(routeHeadersReplaceDefaults);
  app.all(
    // "/{*splat}", not "/*splat": the latter does not match "/" itself (a home page URL with a query).
    "/{*splat}",
    createRequestHandler({
      build,
      mode: cfg.isProduction ? "production" : "development",
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(nonceContext, String(res.locals.cspNonce ?? ""));
        // req.ip honours "trust proxy" (TRUST_PROXY); used for rate-limit keys.
        context.set(clientIpContext, req.ip || req.socket.remoteAddress || "unknown");
        return context;
      },
    }),
  );

  // Last resort: never leak a stack trace.
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    // Errors Express itself raises for bad requests (a malformed %-escape in the path, say) carry a 4xx.
    const status = (error as { status?: unknown } | null)?.status;
    if (typeof status === "number" && status >= 400 && status < 500) {
      if (res.headersSent) return res.end();
      res.status(status).type("text/plain").send("The request could not be understood.");
      return;
    }
    log.error(error);
    if (res.headersSent) return res.end();
    res.status(500).type("text/plain").send("Something went wrong. Please try again.");
  });
  // One log line and the metrics of every request, static or rendered, under its request id (ADR 0030).
  const servedStatically = new WeakSet<ServerResponse>();
  const patternOf = routePatterns(build.routes);
  const listener = withRequestLog(
    (req: IncomingMessage, res: ServerResponse) => {
      if (!normaliseRequestTarget(req, res, cfg.siteUrl)) return;
      if (serveStatic(req, res)) servedStatically.add(res);
      else app(req, res);
    },
    {
      routeOf: (pathname) =>
        pathname === "/metrics" ? pathname : pathname.startsWith("/assets/") ? "/assets/*" : patternOf(pathname),
      servedStatically: (res) => servedStatically.has(res),
    },
  );
  return Object.assign(listener, { generated });
}

/** Validate configuration, prepare the data directory, run start hooks, listen, and stop cleanly. */
export async function startServer({ clientDir }: { clientDir: string }) {
  let cfg: AppConfig;
  try {
    cfg = config();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  mkdirSync(cfg.dataDir, { recursive: true });
  warnOnSiteUrlMismatch(clientDir, cfg.siteUrl);
  await runStartHooks();

  const listener = createApp({ clientDir });
  const server = createServer(listener);
  // Generated pages follow the data version from now on (ADR 0029).
  onStop(
    "generated pages",
    keepGenerated(listener.generated, {
      check: checkDataVersion,
      current: currentDataVersion,
      onChange: onDataVersionChange,
    }),
  );
  server.on("clientError", unknownMethodListener(build.routes));
  server.listen(cfg.PORT, cfg.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : cfg.PORT;
    const worker = process.env.WORKER_SLOT ? `worker ${process.env.WORKER_SLOT}, pid ${process.pid}, ` : "";
    log.info(`Sulawesi guide listening on http://localhost:${port} (${worker}data in ${cfg.dataDir})`);
  });
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.requestTimeout = 120_000;

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: finishing open requests, then stopping.`);
    const force = setTimeout(() => {
      log.error("Shutdown timed out after 10 s; exiting.");
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close(async () => {
      await runStopHooks();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  return server;
}
