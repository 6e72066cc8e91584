/**
 * The one way the integration tests call a route's loader or action and read what it answered
 * (ADR 0034):
 *
 * ```ts
 * const out = await callRoute(() => postRoute.action(routeArgs(post("/community/p1", { intent: "comment" }, { cookie }), { id: "p1" })));
 * expect(out.status).toBe(400);            // out = { status, headers, data, response? }
 * ```
 * - `get`, `post`, `rawPost` build requests as a browser sends them (a form POST carries the site's
 *   Origin unless told otherwise; `origin: null` leaves it out).
 * - `routeArgs` hands the request over as the server does (server/app.ts): a RouterContextProvider
 *   carrying the CSP nonce and the client's address (a fresh one per call unless given).
 * - `readResult` / `callRoute` turn every shape a route can answer with (a returned or thrown
 *   Response or redirect, a `data(...)` result, plain data) into `{ status, headers, data }`.
 */
import { RouterContextProvider, type UNSAFE_DataWithResponseInit } from "react-router";
import { expect } from "vitest";
import { clientIpContext, nonceContext } from "~/lib/request-context.ts";

/** The site's own address in tests (SITE_URL's default). */
export const SITE = "http://localhost:3000";
export const TEST_NONCE = "testnonce";

let ipCounter = 0;
/** A fresh client address (203.0.x.y) per call, so one test's rate limits do not leak into another. */
export function freshIp(): string {
  ipCounter++;
  return `203.0.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

export type RequestOptions = {
  cookie?: string;
  /** Origin header; default the request URL's own origin. `null` leaves it out. */
  origin?: string | null;
  referer?: string;
  method?: string;
  headers?: Record<string, string>;
};

/** `path` on the site, or a full URL as it is. */
function urlOf(path: string): URL {
  return new URL(path, SITE);
}

function headersFor(url: URL, options: RequestOptions): Headers {
  const headers = new Headers({ "user-agent": "route-tests", ...options.headers });
  if (options.cookie) headers.set("Cookie", options.cookie);
  if (options.origin !== null) headers.set("Origin", options.origin ?? url.origin);
  if (options.referer) headers.set("Referer", options.referer);
  return headers;
}

/** A urlencoded form POST (a field given as an array is repeated). */
export function post(path: string, fields: Record<string, string | string[]>, options: RequestOptions = {}): Request {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  }
  const url = urlOf(path);
  const headers = headersFor(url, options);
  headers.set("Content-Type", "application/x-www-form-urlencoded");
  return new Request(url, { method: options.method ?? "POST", headers, body: body.toString() });
}

/** A POST with any body and content type (`null` sends none). */
export function rawPost(path: string, body: BodyInit | null, contentType: string | null, options: RequestOptions = {}) {
  const url = urlOf(path);
  const headers = headersFor(url, options);
  if (contentType) headers.set("Content-Type", contentType);
  return new Request(url, { method: options.method ?? "POST", headers, body });
}

/** A GET (no Origin header unless given, as browsers send navigations). */
export function get(path: string, options: RequestOptions = {}): Request {
  const url = urlOf(path);
  const headers = headersFor(url, { ...options, origin: options.origin ?? null });
  return new Request(url, { method: options.method ?? "GET", headers });
}

/** The context the server hands every loader and action (server/app.ts): the CSP nonce and the client's address. */
export function routeContext(ip = freshIp(), nonce = TEST_NONCE): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(nonceContext, nonce);
  context.set(clientIpContext, ip);
  return context;
}

/**
 * A loader's or action's arguments for `request`, from client address `ip`. Typed `never` so it fits
 * every route's own generated argument type.
 */
export function routeArgs(request: Request, params: Record<string, string> = {}, ip = freshIp()): never {
  return { request, params, context: routeContext(ip), unstable_pattern: "" } as never;
}

// biome-ignore lint/suspicious/noExplicitAny: route answers are read field by field in tests.
type Loose = Record<string, any>;

/** What a route answered: its status, headers and data (a Response's JSON body; `{}` for other bodies). */
export type RouteResult<T = Loose> = { status: number; headers: Headers; data: T; response?: Response };

/**
 * React Router has no public way to recognise a `data(...)` result (its class is exported as a type
 * only, UNSAFE_DataWithResponseInit), so this is the one place that reads its shape: the same test
 * React Router itself makes (`type === "DataWithResponseInit"`).
 */
function isDataResult(value: unknown): value is UNSAFE_DataWithResponseInit<unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { type?: unknown }).type === "DataWithResponseInit" &&
    "data" in value &&
    "init" in value
  );
}

/** Reads any answer a loader or action gave (returned or thrown) as `{ status, headers, data }`. */
export async function readResult<T = Loose>(result: unknown): Promise<RouteResult<T>> {
  if (result instanceof Response) {
    const json = (result.headers.get("Content-Type") ?? "").includes("json");
    const data = json ? await result.clone().json() : {};
    return { status: result.status, headers: result.headers, data: data as T, response: result };
  }
  if (isDataResult(result)) {
    const init = result.init ?? {};
    return { status: init.status ?? 200, headers: new Headers(init.headers), data: result.data as T };
  }
  return { status: 200, headers: new Headers(), data: result as T };
}

/**
 * Runs a loader or action and reads its answer, a thrown Response or `data(...)` included (any other
 * thrown error is thrown on).
 */
export async function callRoute<T = Loose>(run: () => unknown): Promise<RouteResult<T>> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    if (!(thrown instanceof Response) && !isDataResult(thrown)) throw thrown;
    result = thrown;
  }
  return readResult<T>(result);
}

/** The Response a loader or action threw (fails the test when it threw nothing or something else). */
export async function thrownResponse(promise: Promise<unknown>): Promise<Response> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Response);
  return error as Response;
}
