import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { matchRoutes } from "react-router";
import { CONFIRM_TEXTS } from "../../app/features/accounts/texts.ts";
import routeConfig from "../../app/routes.ts";
import { type APIRequestContext, expect, type Page, type Response, test } from "./fixtures.ts";
import { confirmationLink, createConfirmedAccount, runSql, withServerDb } from "./helpers.ts";
import { contentRoutes } from "./site-routes.ts";

/**
 * The production client bundle (what any visitor downloads) holds no secret, no database address, no
 * server-only module and no zod (ADR 0010). Checked on the files of the build the browser tests run against.
 */
const clientDir = path.resolve("build/client");

function files(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) files(full, out);
    else if (/\.(js|html|data|json|css)$/.test(name)) out.push(full);
  }
  return out;
}

const FORBIDDEN: [string, RegExp][] = [
  ["a database URL", /postgres(?:ql)?:\/\/[^\s"'`]*@/],
  ["the DATABASE_URL setting", /DATABASE_URL/],
  ["the SESSION_SECRET setting", /SESSION_SECRET/],
  ["the SMTP_URL setting", /SMTP_URL/],
  ["S3 credentials", /S3_SECRET_ACCESS_KEY|S3_ACCESS_KEY_ID/],
  ["the ConvertKit key", /CONVERTKIT_API_KEY/],
  ["node:sqlite", /node:sqlite/],
  ["Kysely", /kysely/i],
  ["nodemailer", /nodemailer/],
  ["sharp", /\bsharp\b.*libvips|libvips/],
  ["the pg driver", /pg-protocol|pg-pool/],
  ["a *.server module", /\.server\.(?:ts|js)/],
  // About 25 KB gzip: input schemas run in the actions; pages import the zod-free constants.ts files.
  ["zod", /\b_zod\b|ZodError/],
];

test("the client bundle contains no secret, database URL or server-only module", () => {
  const all = files(clientDir);
  expect(all.length).toBeGreaterThan(10);
  const problems: string[] = [];
  for (const file of all) {
    const text = readFileSync(file, "utf8");
    for (const [what, pattern] of FORBIDDEN) {
      if (pattern.test(text)) problems.push(`${path.relative(clientDir, file)} contains ${what}`);
    }
  }
  expect(problems).toEqual([]);
});

test("the running server's generated session secret is not in any client file", () => {
  const dataDir = process.env.TEST_DATA_DIR ?? "./data/e2e";
  const secretFile = path.join(dataDir, "secret");
  let secret = "";
  try {
    secret = readFileSync(secretFile, "utf8").trim();
  } catch {
    // The server writes it at start; the web server is up before tests run.
  }
  expect(secret.length).toBeGreaterThanOrEqual(32);
  for (const file of files(clientDir)) expect(readFileSync(file, "utf8")).not.toContain(secret);
});

/**
 * Issue 21: every page except the four below ships at most 15 KB of JavaScript (gzip) and never React
 * DOM. The public forms and the sign-in pages are not hydrated (ADR 0020); the crawl covers every
 * public page the site lists (site-routes.ts), the rendered-per-request pages beside them, and pages
 * that need data made here (a member's profile, a post's history, a real confirmation link). Every page
 * route in app/routes.ts must have a URL in the crawl, so a new page is checked from the day it lands.
 */
type RouteEntry = { file: string; path?: string; index?: boolean };
const routeObjects = (routeConfig as RouteEntry[]).map((r) => ({ id: r.file, path: r.path, index: r.index }));
/** React Router's own matching: the route module that answers `url`. */
function routeFileOf(url: string): string {
  const matched = matchRoutes(routeObjects, new URL(url, "http://localhost").pathname);
  return matched?.at(-1)?.route.id ?? "";
}
/** The four pages that may hydrate: /community, /community/{id}, /account and /admin. */
const HYDRATED_FILES = new Set([
  "routes/community.tsx",
  "routes/community-post.tsx",
  "routes/account.tsx",
  "routes/admin.tsx",
]);
/** Page routes are React modules (.tsx); resource routes (.ts) answer JSON, XML, media or text. */
const PAGE_FILES = routeObjects.map((r) => r.id).filter((file) => file.endsWith(".tsx"));
const JS_BUDGET_GZIP = 15 * 1024;
/** Only React DOM's client holds this (the key it puts on a root's container). */
const REACT_DOM_MARKER = "__reactContainer";

async function scriptsOf(page: Page, route: string) {
  const scripts: { url: string; body: string }[] = [];
  const pending: Promise<void>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      response.text().then(
        (body) => {
          scripts.push({ url: response.url(), body });
        },
        () => {},
      ),
    );
  };
  page.on("response", onResponse);
  await page.goto(route, { waitUntil: "networkidle" });
  await Promise.all(pending);
  page.off("response", onResponse);
  const hydrated = await page.evaluate(() => "__reactRouterContext" in window);
  return { scripts, hydrated };
}

/** What is wrong with `route`'s JavaScript: hydration, React DOM, or more than the budget. */
async function problemsOf(page: Page, route: string): Promise<string[]> {
  const { scripts, hydrated } = await scriptsOf(page, route);
  const problems: string[] = [];
  const gzip = scripts.reduce((sum, s) => sum + gzipSync(s.body).length, 0);
  if (hydrated) problems.push(`${route} hydrates (React Router's context is on the page)`);
  for (const s of scripts) if (s.body.includes(REACT_DOM_MARKER)) problems.push(`${route} loads React DOM (${s.url})`);
  if (gzip > JS_BUDGET_GZIP) problems.push(`${route} ships ${(gzip / 1024).toFixed(1)} KB of JavaScript (gzip)`);
  return problems;
}

/**
 * A member with a post, and a real confirmation link for them (their address marked unconfirmed, then
 * the /auth page's "Resend confirmation email" form; no sign-up, which is limited per address).
 */
async function memberFixture(request: APIRequestContext, origin: string) {
  const stamp = Date.now();
  const email = `crawl-${stamp}@example.com`;
  const password = "crawl-lagoon-ferry-42";
  createConfirmedAccount(email, password, { name: `Crawl Tester ${stamp}` });
  const member = withServerDb((db) => db.prepare("select id from users where email = ?").get(email)) as
    | { id: string }
    | undefined;
  runSql("update users set email_verified = 0 where email = ?", email);
  const resend = await request.post("/auth", { form: { intent: "resend", email }, headers: { Origin: origin } });
  expect(resend.status()).toBe(200);
  const confirm = new URL(await confirmationLink(email));
  return { memberId: member?.id ?? "", confirmPath: confirm.pathname + confirm.search };
}

/** Creates a post as the member signed in on `request`'s context, as the no-JavaScript form does; its id. */
async function createPost(request: APIRequestContext, origin: string): Promise<string> {
  const answer = await request.post("/community", {
    multipart: { title: "Ferry times from Bira", content: "The morning boat leaves at eight.", category: "transport" },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  const location = answer.headers().location ?? "";
  expect(location).toMatch(/^\/community#post-/);
  return location.slice("/community#post-".length);
}

test("no page outside /community, /community/{id}, /account and /admin loads React DOM or more than 15 KB of JavaScript", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL ?? "").origin;
  const { memberId, confirmPath } = await memberFixture(page.request, origin);
  const problems: string[] = [];
  // The confirmation link, opened for the first time: confirms, signs in and says so.
  problems.push(...(await problemsOf(page, confirmPath)));
  await expect(page.getByText(CONFIRM_TEXTS.en.signedIn)).toBeVisible();
  const postId = await createPost(page.request, origin);
  // Signed in: the member's own profile and the post's history.
  problems.push(...(await problemsOf(page, `/members/${memberId}`)));
  problems.push(...(await problemsOf(page, `/community/${postId}/history`)));
  await page.context().clearCookies();
  // Opened again (already confirmed): "sign in now".
  problems.push(...(await problemsOf(page, confirmPath)));
  await expect(page.getByText(CONFIRM_TEXTS.en.signInNow)).toBeVisible();

  const routes = [
    ...contentRoutes.filter((r) => !HYDRATED_FILES.has(routeFileOf(r))),
    `/members/${memberId}`,
    `/members/${memberId}?posts=2`,
    "/members/00000000-0000-4000-8000-000000000000",
    `/community/${postId}/history`,
    "/auth/confirm",
    "/auth/confirm?token=not-a-real-token",
    "/auth/reset?token=not-a-real-token",
    "/newsletter",
    "/newsletter/confirm?token=not-a-real-token",
    "/unsubscribe?token=not-a-real-token",
    "/notifications/unsubscribe?token=not-a-real-token",
    "/search",
    "/search?q=ferry",
    "/saved",
    "/offline",

    "/transport/plan",
    "/transport/plan?from=makassar&to=togean-islands&pref=fastest",
    "/destinations?region=north",
    "/no-such-page",
  ];
  // First: every page route of app/routes.ts but the four hydrated ones is in the crawl.
  const crawled = new Set([...routes, confirmPath].map(routeFileOf));
  expect(PAGE_FILES.filter((file) => !HYDRATED_FILES.has(file) && !crawled.has(file))).toEqual([]);
  for (const route of routes) problems.push(...(await problemsOf(page, route)));
  expect(problems).toEqual([]);

  // The check can see React DOM: the forum is hydrated and loads it.
  const forum = await scriptsOf(page, "/community");
  expect(forum.hydrated).toBe(true);
  expect(forum.scripts.some((s) => s.body.includes(REACT_DOM_MARKER))).toBe(true);
});
