import type { NextFunction, Request, Response } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { log } from "~/lib/log.server.ts";

/**
 * HTTP methods, decided before React Router sees a request. A route supports GET and HEAD when it
 * renders or has a loader, and POST when it has an action; OPTIONS is answered for every path with
 * the route's `Allow` (no CORS headers: no other site gets access). Every other method, and any
 * method a route does not support, answers 405 with `Allow` and a plain body, and one debug line.
 * TRACE and TRACK answer 405 everywhere (they would echo a request, cookies included, back).
 *
 * Without this, React Router answers unknown methods (PROPFIND, TRACE) with a 500 or with
 * `{"message":"Unexpected Server Error"}`, and logs a stack trace for each.
 */

type RouteModuleShape = { loader?: unknown; action?: unknown; default?: unknown };
type BuildRoutes = ServerBuild["routes"];

/** The flat route table of a server build, as the nested route objects `matchRoutes` reads. */
function routeTree(routes: BuildRoutes): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const object = (
      route.index ? { id: route.id, index: true, path: route.path } : { id: route.id, path: route.path, children: [] }
    ) as RouteObject;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(object);
    children.set(route.parentId, siblings);
  }
  const attach = (list: RouteObject[]) => {
    for (const object of list) {
      if (object.index) continue;
      object.children = children.get(object.id) ?? [];
      attach(object.children);
    }
  };
  const top = children.get(undefined) ?? [];
  attach(top);
  return top;
}

/**
 * The page path behind a single-fetch data request: with JavaScript, React Router fetches and posts
 * `/auth.data` for /auth, `/_root.data` for / and `/a/_.data` for /a/. These must get the page's methods.
 */
export function pagePathOf(pathname: string): string {
  if (!pathname.endsWith(".data")) return pathname;
  if (pathname === "/_root.data") return "/";
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  return pathname.slice(0, -".data".length);
}

/** The methods the route that `pathname` reaches supports ("GET, HEAD, POST"). */
export function allowedMethodsFor(routes: BuildRoutes, tree: RouteObject[], pathname: string): string[] {
  const leaf = matchRoutes(tree, pagePathOf(pathname))?.at(-1);
  const module = (leaf?.route.id ? routes[leaf.route.id]?.module : undefined) as RouteModuleShape | undefined;
  // No route at all (nothing in this app: the splat route renders the 404 page): only reading.
  if (!module) return ["GET", "HEAD"];
  const methods: string[] = [];
  if (module.loader || module.default) methods.push("GET", "HEAD");
  if (module.action) methods.push("POST");
  return methods;
}

/**
 * Paths already matched, with their methods: `matchRoutes` flattens and ranks the whole route table on
 * every call (about 3 % of a member's /community request in a CPU profile). Bounded: emptied when full.
 */
const KNOWN_PATHS = 2048;

/**
 * The route pattern a path reaches ("/community/:id", "/*" for a page not found), for logs and
 * metrics: never the path itself, which may carry ids or tokens. Data requests keep their ".data".
 */
export function routePatterns(routes: BuildRoutes): (pathname: string) => string {
  const tree = routeTree(routes);
  const known = new Map<string, string>();
  return (pathname) => {
    let pattern = known.get(pathname);
    if (pattern === undefined) {
      const matches = matchRoutes(tree, pagePathOf(pathname)) ?? [];
      const parts = matches.map((m) => m.route.path).filter(Boolean);
      pattern = `/${parts.join("/")}${pathname.endsWith(".data") ? ".data" : ""}`;
      if (known.size >= KNOWN_PATHS) known.clear();
      known.set(pathname, pattern);
    }
    return pattern;
  };
}

/** Express middleware: see the module comment. */
export function methodGuard(routes: BuildRoutes) {
  const tree = routeTree(routes);
  const known = new Map<string, string[]>();
  const methodsFor = (pathname: string) => {
    let allowed = known.get(pathname);
    if (!allowed) {
      allowed = allowedMethodsFor(routes, tree, pathname);
      if (known.size >= KNOWN_PATHS) known.clear();
      known.set(pathname, allowed);
    }
    return allowed;
  };
  return (req: Request, res: Response, next: NextFunction) => {
    const method = req.method.toUpperCase();
    const allowed = methodsFor(req.path);
    const allow = [...allowed, "OPTIONS"].join(", ");
    if (method === "OPTIONS") {
      res.status(204).set({ Allow: allow, "Cache-Control": "no-store" }).end();
      return;
    }
    if (allowed.includes(method)) return next();
    log.debug(`405 ${method.slice(0, 20)} ${req.path.slice(0, 200)}`);
    res
      .status(405)
      .set({ Allow: allow, "Cache-Control": "no-store" })
      .type("text/plain")
      .send("This method is not allowed here.\n");
  };
}

const CLIENT_ERROR_STATUS: Record<string, string> = {
  HPE_HEADER_OVERFLOW: "431 Request Header Fields Too Large",
  HPE_CHUNK_EXTENSIONS_OVERFLOW: "413 Payload Too Large",
  ERR_HTTP_REQUEST_TIMEOUT: "408 Request Timeout",
};

/**
 * The http server's `clientError` listener. Node's parser knows no TRACK (nor other invented
 * methods) and would answer 400: those get the same 405 as above. Everything else is answered as
 * Node answers it without a listener.
 */
export function unknownMethodListener(routes: BuildRoutes) {
  const tree = routeTree(routes);
  return (error: Error & { code?: string; rawPacket?: Buffer }, socket: import("node:stream").Duplex) => {
    if (!socket.writable) return socket.destroy();
    const requestLine = /^([A-Z][A-Z_-]{0,19}) (\/\S{0,2000}) HTTP\/1\.[01]\r?\n/.exec(
      error.rawPacket?.toString("latin1") ?? "",
    );
    if (error.code === "HPE_INVALID_METHOD" && requestLine) {
      const [, method = "", target = "/"] = requestLine;
      const pathname = target.split("?")[0] ?? "/";
      const allow = [...allowedMethodsFor(routes, tree, pathname), "OPTIONS"].join(", ");
      const body = "This method is not allowed here.\n";
      log.debug(`405 ${method} ${pathname.slice(0, 200)}`);
      socket.end(
        `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${allow}\r\nContent-Type: text/plain; charset=utf-8\r\nX-Content-Type-Options: nosniff\r\n` +
          `Content-Length: ${body.length}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
      );
      return;
    }
    socket.end(`HTTP/1.1 ${CLIENT_ERROR_STATUS[error.code ?? ""] ?? "400 Bad Request"}\r\nConnection: close\r\n\r\n`);
  };
}
