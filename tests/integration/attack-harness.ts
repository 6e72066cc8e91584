/**
 * The attack suite's way in: requests go through React Router's own request handler
 * (`createRequestHandler` from react-router) with a server build assembled from app/routes.ts, the
 * root route and app/entry.server.tsx, exactly as the production server hands them over (a
 * RouterContextProvider carrying the client IP and a CSP nonce). So every request meets the same
 * route matching, root middleware, React Router's own action-origin check, actions, loaders and
 * server rendering that a browser's request meets; only Express (security headers, the outer body
 * limit, static files) is left out, and the browser tests cover that layer.
 *
 * ```ts
 * const app = await attackApp();
 * const res = await app.fetch(post("/newsletter", { email: "a@b.test" }, { cookie }));
 * ```
 */
import { createHash, randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { sql } from "kysely";
import {
  createRequestHandler,
  type ServerBuild,
  UNSAFE_withComponentProps,
  UNSAFE_withErrorBoundaryProps,
  UNSAFE_withHydrateFallbackProps,
} from "react-router";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "~/lib/db/schema.ts";
import { freshIp, post, type RequestOptions, rawPost, routeContext } from "../support/route-harness.ts";

// The requests themselves are built by the shared route harness (ADR 0034).
export { freshIp, get, post, type RequestOptions, rawPost, SITE } from "../support/route-harness.ts";

export const EVIL = "https://evil.example";

type RouteEntry = { id?: string; file: string; path?: string; index?: boolean; children?: RouteEntry[] };
type RouteModule = Record<string, unknown>;

const routeModules = import.meta.glob<RouteModule>("../../app/routes/*.{ts,tsx}");

/** What the React Router Vite plugin does to each route module: components receive loaderData etc. as props. */
function withProps(module: RouteModule): RouteModule {
  const out: RouteModule = { ...module };
  if (typeof module.default === "function") out.default = UNSAFE_withComponentProps(module.default as never);
  if (typeof module.ErrorBoundary === "function") {
    out.ErrorBoundary = UNSAFE_withErrorBoundaryProps(module.ErrorBoundary as never);
  }
  if (typeof module.HydrateFallback === "function") {
    out.HydrateFallback = UNSAFE_withHydrateFallbackProps(module.HydrateFallback as never);
  }
  return out;
}

let handler: ReturnType<typeof createRequestHandler> | undefined;

async function buildServer(): Promise<ServerBuild> {
  const { default: config } = (await import("~/routes.ts")) as unknown as { default: RouteEntry[] };
  const root = withProps((await import("~/root.tsx")) as RouteModule);
  const entry = await import("~/entry.server.tsx");
  const routes: ServerBuild["routes"] = {
    root: { id: "root", path: "", module: root as never },
  };
  const assetRoutes: ServerBuild["assets"]["routes"] = {};
  const manifestEntry = (id: string, module: RouteModule, path?: string, index?: boolean, parentId?: string) => ({
    id,
    parentId,
    path,
    index,
    hasAction: typeof module.action === "function",
    hasLoader: typeof module.loader === "function",
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: typeof module.ErrorBoundary === "function",
    module: `/assets/${id}.js`,
    imports: [],
    css: [],
    clientActionModule: undefined,
    clientLoaderModule: undefined,
    clientMiddlewareModule: undefined,
    hydrateFallbackModule: undefined,
  });
  assetRoutes.root = manifestEntry("root", root, "");
  for (const item of config) {
    if (item.children?.length) throw new Error("attack-harness: nested routes are not supported yet");
    const id = item.id ?? item.file.replace(/\.(tsx?|jsx?)$/, "");
    const load = routeModules[`../../app/${item.file}`];
    if (!load) throw new Error(`attack-harness: no module for ${item.file}`);
    const module = withProps(await load());
    routes[id] = { id, parentId: "root", path: item.path, index: item.index, module: module as never };
    assetRoutes[id] = manifestEntry(id, module, item.path, item.index, "root");
  }
  return {
    entry: { module: entry as never },
    routes,
    assets: {
      entry: { module: "/assets/entry.client.js", imports: [] },
      routes: assetRoutes,
      url: "/assets/manifest.js",
      version: "attack",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {} as ServerBuild["future"],
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  };
}

/**
 * Sends a request through the app's React Router handler, from `ip` (a fresh address by default),
 * with a CSP nonce ("" renders as prerendering and the generated-page store do).
 */
export async function send(request: Request, ip = freshIp(), nonce = "attacknonce"): Promise<Response> {
  handler ??= createRequestHandler(await buildServer(), "production");
  return handler(request, routeContext(ip, nonce));
}

/**
 * A snapshot of every table that users can change, as JSON text, to prove that a refused request
 * changed nothing. Rate-limit counters, sessions' updated_at (better-auth refreshes them on reads)
 * and the job queue's bookkeeping are left out; sessions are compared by id.
 */
export async function snapshot(db: Kysely<Database>): Promise<string> {
  const tables: Record<string, string> = {
    users: "select * from users order by id",
    accounts: "select id, user_id, password from accounts order by id",
    sessions: "select id, user_id from sessions order by id",
    verifications: "select id, identifier from verifications order by id",
    subscribers: "select * from subscribers order by 1",
    posts: "select * from posts order by id",
    comments: "select * from comments order by id",
    user_upvotes: "select * from user_upvotes order by 1, 2",
    post_media: "select * from post_media order by 1",
    transport_updates: "select * from transport_updates order by 1",
    partner_requests: "select * from partner_requests order by 1",
    contact_messages: "select * from contact_messages order by 1",
    audit_log: "select * from audit_log order by 1",
    jobs: "select id, type, payload from jobs order by id",
    reports: "select * from reports order by 1",
    report_cases: "select * from report_cases order by 1",
    notification_settings: "select * from notification_settings order by 1",
    thread_watches: "select * from thread_watches order by 1, 2",
    reply_notifications: "select * from reply_notifications order by 1, 2",
    thread_mail_state: "select * from thread_mail_state order by 1, 2",
  };
  const out: Record<string, unknown> = {};
  for (const [name, query] of Object.entries(tables)) {
    try {
      out[name] = (await sql.raw(query).execute(db)).rows;
    } catch {
      out[name] = "(no such table)";
    }
  }
  return JSON.stringify(out);
}

/** A unique marker for payloads, so a test finds its own rows. */
export const marker = () => `m${randomUUID().slice(0, 8)}`;

/** The body of a response as text ("" for none). */
export async function text(response: Response): Promise<string> {
  return response.body ? await response.text() : "";
}

export type Actor = "visitor" | "member" | "banned" | "other" | "admin";
export type Actors = Record<Exclude<Actor, "visitor">, { id: string; email: string; cookie: string }> & {
  visitor: { cookie: undefined };
};

/**
 * The five people of the authorisation matrix, each with a live session. Accounts are two days old,
 * so the forum treats them as established members.
 */
export async function createActors(db: Kysely<Database>): Promise<Actors> {
  const { createTestUser } = await import("./accounts-harness.ts");
  const createdAt = new Date(Date.now() - 2 * 86_400_000).toISOString();
  const make = async (options: Parameters<typeof createTestUser>[1]) => {
    const { user, cookie } = await createTestUser(db, { createdAt, ...options });
    return { id: user.id, email: user.email, cookie };
  };
  return {
    visitor: { cookie: undefined },
    member: await make({}),
    banned: await make({ banned: true }),
    other: await make({}),
    admin: await make({ role: "admin" }),
  };
}

/** Builds a multipart/form-data request (fields and files) for the upload routes. */
export async function multipartPost(
  path: string,
  fields: Record<string, string>,
  files: { name: string; type?: string; data: Buffer; field?: string }[],
  options: RequestOptions = {},
): Promise<Request> {
  const { multipart } = await import("./forum-fixtures.ts");
  const { body, contentType } = multipart(fields, files);
  return rawPost(path, new Uint8Array(body), contentType, options);
}

/** Creates a forum post as `cookie`'s user through POST /api/community/posts; returns its id. */
export async function createPostAs(cookie: string, fields: Partial<Record<string, string>> = {}): Promise<string> {
  const request = await multipartPost(
    "/api/community/posts",
    {
      title: "A ferry question for the matrix",
      content: "Does the Pelni ferry still stop at Bau-Bau?",
      category: "transport",
      ...fields,
    } as Record<string, string>,
    [],
    { cookie },
  );
  const response = await send(request);
  const body = (await response.json()) as { ok: boolean; postId?: string; description?: string };
  if (response.status !== 201 || !body.postId)
    throw new Error(`creating a post failed: ${response.status} ${JSON.stringify(body)}`);
  return body.postId;
}

/** Adds a comment as `cookie`'s user through POST /community/:id; returns the new comment's id. */
export async function createCommentAs(
  db: Kysely<Database>,
  cookie: string,
  postId: string,
  content = "Yes, twice a week.",
): Promise<string> {
  const response = await send(post(`/community/${postId}`, { intent: "comment", content }, { cookie }));
  if (response.status >= 400) throw new Error(`commenting failed: ${response.status} ${await text(response)}`);
  const row = await db
    .selectFrom("comments")
    .select("id")
    .where("post_id", "=", postId)
    .orderBy("created_at", "desc")
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/**
 * Inserts a post directly (fixtures for tests that attack something else: the forum's own rules, like
 * one post per 30 seconds per member, would otherwise get in the way).
 */
export async function insertPost(
  db: Kysely<Database>,
  authorId: string,
  fields: { title?: string; content?: string } = {},
): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  const title = fields.title ?? `A ferry question ${id.slice(0, 6)}`;
  const content = fields.content ?? "Does the Pelni ferry still stop at Bau-Bau?";
  await db
    .insertInto("posts")
    .values({
      id,
      author_id: authorId,
      title,
      content,
      category: "transport",
      content_hash: createHash("sha256").update(`${id}${title}${content}`).digest("hex"),
      created_at: now,
      updated_at: now,
      edited_at: null,
      hidden_at: null,
    })
    .execute();
  return id;
}

export async function insertComment(
  db: Kysely<Database>,
  authorId: string,
  postId: string,
  content = "Yes, twice a week.",
): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto("comments")
    .values({
      id,
      post_id: postId,
      author_id: authorId,
      content,
      created_at: now,
      updated_at: now,
      edited_at: null,
      hidden_at: null,
    })
    .execute();
  return id;
}

/**
 * React Router logs every action it refuses for a foreign Origin (with a stack trace); the suites that
 * send hundreds of such requests on purpose keep only that expected line out of the output.
 */
export function quietExpectedRefusalLogs(): void {
  const original = console.error;
  beforeAll(() => {
    console.error = (...args: unknown[]) => {
      const first = args[0];
      const message = first instanceof Error ? first.message : String(first);
      if (message.includes("does not match `origin` header")) return;
      original(...args);
    };
  });
  afterAll(() => {
    console.error = original;
  });
}

/** The server build the attack suite's requests go through (for tests that put Express in front of it). */
export function attackServerBuild(): Promise<ServerBuild> {
  return buildServer();
}

/**
 * Express in front of the attack suite's server build, as server/app.ts mounts it: the method guard,
 * then React Router's Express handler (each request from a fresh address). `onLoad` sees each request
 * React Router is handed. For the suites that need real HTTP (methods, request lines).
 */
export async function attackExpressApp(onLoad?: (req: import("express").Request) => void) {
  const [{ default: express }, { createRequestHandler: expressHandler }, { methodGuard }] = await Promise.all([
    import("express"),
    import("@react-router/express"),
    import("../../server/methods.ts"),
  ]);
  const build = await buildServer();
  const app = express();
  app.use(methodGuard(build.routes));
  app.all(
    "/{*splat}",
    expressHandler({
      build,
      mode: "production",
      getLoadContext(req) {
        onLoad?.(req);
        return routeContext(freshIp(), "httpnonce");
      },
    }),
  );
  return { app, build };
}

export type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/**
 * Writes `head` (a request line and headers, CRLF-separated, without the closing blank line) to a new
 * socket and reads the answer until the server closes it: for requests Node's own client will not
 * send (unknown methods, absolute-form targets, HTTP/1.0 without Host).
 */
export async function rawHttp(port: number, head: string): Promise<RawAnswer> {
  const { connect } = await import("node:net");
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(`${head}\r\n\r\n`));
    let raw = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk: string) => {
      raw += chunk;
    });
    socket.on("error", reject);
    socket.on("close", () => {
      const split = raw.indexOf("\r\n\r\n");
      const [statusLine = "", ...lines] = raw.slice(0, split).split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: raw.slice(split + 4) });
    });
  });
}
