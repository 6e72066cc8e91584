import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestUser, TEST_PASSWORD } from "../integration/accounts-harness.ts";
import { freePort } from "../support/free-port.ts";
import {
  EDIT_BOUND_MS,
  editAndMeasure,
  fromStore,
  passesDone,
  untilPassesAfter,
  untilServedFromStore,
  visitorGet,
} from "./generated-pages.ts";
import {
  type AppProcess,
  clientAddress,
  FAULT_SESSION_SECRET,
  type PrivatePostgres,
  postForm,
  startApp,
  startPrivatePostgres,
  useAppDatabase,
} from "./harness.ts";

/**
 * Two app instances on one PostgreSQL (a private instance): a session created through A works on B, a
 * rate limit filled through A holds on B, and a queued job runs once across both: each confirmed
 * newsletter signup (double opt-in, ADR 0013) reaches the Kit API (a loopback server that records
 * requests) exactly once and gets exactly one welcome mail, whichever instance took the signup or the
 * confirmation and whichever worker claimed the job.
 */
let pg: PrivatePostgres | undefined;
let a: AppProcess | undefined;
let b: AppProcess | undefined;
let kit: Server | undefined;
const kitRequests: string[] = [];

beforeAll(async () => {
  const kitPort = await freePort();
  kit = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += String(chunk);
    });
    req.on("end", () => {
      const email = (JSON.parse(body || "{}") as { email?: string }).email ?? "";
      kitRequests.push(email);
      res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ subscription: { id: 1 } }));
    });
  });
  await new Promise<void>((resolve) => kit?.listen(kitPort, "127.0.0.1", resolve));
  pg = await startPrivatePostgres();
  const env = {
    DATABASE_URL: pg.url,
    SESSION_SECRET: FAULT_SESSION_SECRET,
    CONVERTKIT_API_KEY: "fault-suite-key",
    CONVERTKIT_FORM_ID: "1234",
    CONVERTKIT_API_URL: `http://127.0.0.1:${kitPort}`,
  };
  // Both at once: the migrations must also cope with two instances starting together.
  [a, b] = await Promise.all([startApp({ env }), startApp({ env })]);
}, 90_000);

afterAll(async () => {
  await Promise.all([a?.kill("SIGKILL"), b?.kill("SIGKILL")]);
  const { closeDb } = await import("~/lib/db/index.server.ts");
  await closeDb();
  pg?.destroy();
  await new Promise((resolve) => kit?.close(resolve));
});

it("accepts on B a session created by signing in on A", async () => {
  if (!a || !b || !pg) throw new Error("not started");
  await useAppDatabase(a, pg.url);
  const { getDb } = await import("~/lib/db/index.server.ts");
  const { user } = await createTestUser(getDb(), {
    name: "Two Instance Traveller",
    passwordForProductionServer: true,
  });

  const signIn = await fetch(`${a.url}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: a.url, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "10.9.0.1" },
    body: new URLSearchParams({ intent: "signin", email: user.email, password: TEST_PASSWORD }),
  });
  expect(signIn.status).toBe(302);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  expect(cookie).toMatch(/session_token=/);

  for (const app of [a, b]) {
    const account = await fetch(`${app.url}/account`, { redirect: "manual", headers: { Cookie: cookie } });
    expect(account.status).toBe(200);
    expect(await account.text()).toContain("Two Instance Traveller");
  }
  // Without the cookie, B sends the visitor to sign in: the 200 above was the session.
  expect((await fetch(`${b.url}/account`, { redirect: "manual" })).status).toBe(302);
});

it("holds on B a rate limit filled through A", async () => {
  if (!a || !b) throw new Error("not started");
  const ip = "10.9.1.1";
  let accepted = 0;
  for (let i = 0; i < 50; i++) {
    const res = await postForm(a, "/newsletter", { email: `limit-${i}@example.test`, source: "footer" }, ip);
    await res.arrayBuffer();
    if (res.status === 429) break;
    expect(res.status).toBe(200);
    accepted++;
  }
  expect(accepted).toBeGreaterThan(0);
  expect(accepted).toBeLessThan(50);
  const onB = await postForm(b, "/newsletter", { email: "limit-b@example.test", source: "footer" }, ip);
  expect(onB.status).toBe(429);
  // Another address is not limited on B: the 429 above is the shared bucket.
  const other = await postForm(b, "/newsletter", { email: "other-b@example.test", source: "footer" }, "10.9.1.2");
  expect(other.status).toBe(200);
});

it("runs each queued job once across both instances", async () => {
  if (!a || !b) throw new Error("not started");
  kitRequests.length = 0;
  const emails = Array.from({ length: 40 }, (_, i) => `queue-${i}@example.test`);
  const answers = await Promise.all(
    emails.map((email, i) =>
      postForm(i % 2 === 0 ? a! : b!, "/newsletter", { email, source: "footer" }, clientAddress(5000 + i)),
    ),
  );
  expect(answers.map((r) => r.status)).toEqual(emails.map(() => 200));

  // Each owner confirms (double opt-in), on the other instance than the signup.
  if (!pg) throw new Error("not started");
  await useAppDatabase(a, pg.url);
  const { getDb } = await import("~/lib/db/index.server.ts");
  const { confirmToken } = await import("~/features/newsletter/tokens.server.ts");
  const rows = await getDb().selectFrom("subscribers").select(["id", "email"]).where("email", "in", emails).execute();
  expect(rows).toHaveLength(emails.length);
  const confirmed = await Promise.all(
    rows.map((row, i) =>
      postForm(i % 2 === 0 ? b! : a!, "/newsletter/confirm", { token: confirmToken(row.id) }, clientAddress(6000 + i)),
    ),
  );
  expect(confirmed.map((r) => r.status)).toEqual(rows.map(() => 200));

  const deadline = Date.now() + 30_000;
  const wanted = new Set(emails);
  while (Date.now() < deadline && [...wanted].some((e) => !kitRequests.includes(e))) {
    await new Promise((r) => setTimeout(r, 200));
  }
  // Give a second run, if there were one, time to show up.
  await new Promise((r) => setTimeout(r, 3_000));
  const queued = kitRequests.filter((e) => wanted.has(e)).sort();
  expect(queued).toEqual([...emails].sort());

  // Welcome mails go to each instance's outbox: one per subscriber across both (besides the confirmation mails).
  const messages = [a, b].flatMap((app) => {
    const outbox = path.join(app.dataDir, "outbox");
    const files = existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith(".eml")) : [];
    return files
      .map((f) => readFileSync(path.join(outbox, f), "utf8"))
      .filter((raw) => raw.includes("Subject: Your Sulawesi Transport Guide"));
  });
  const welcomed = messages.flatMap((raw) => emails.filter((e) => raw.includes(`To: ${e}`) || raw.includes(`<${e}>`)));
  expect(welcomed.sort()).toEqual([...emails].sort());
});

it("serves a route edit made through A from both instances' generated pages within the bound, and keeps them through an outage (ADR 0029)", async () => {
  if (!a || !b || !pg) throw new Error("not started");
  await useAppDatabase(a, pg.url);
  const { getDb } = await import("~/lib/db/index.server.ts");
  const admin = await createTestUser(getDb(), { role: "admin" });
  const route = "manado-bunaken-public-boat";
  const history = `/transport/routes/${route}/history`;
  await untilServedFromStore([a, b], history);

  const notes = `Checked on two instances ${Date.now()}`;
  const before = [passesDone(a), passesDone(b)];
  const ms = await editAndMeasure(a, [a, b], { adminCookie: admin.cookie, routeId: route, pathname: history, notes });
  expect(ms).toBeLessThanOrEqual(EDIT_BOUND_MS);
  // The whole pass of the new version done on both (every page from the store again).
  await untilPassesAfter([a, b], before);

  // The database goes away: both keep answering the last generated pages, and say why they cannot check.
  pg.stop();
  try {
    await new Promise((r) => setTimeout(r, 3_000));
    for (const app of [a, b]) {
      for (const page of [history, "/transport/ferries", "/"]) {
        const answer = await visitorGet(`${app.url}${page}`);
        expect(answer.status, page).toBe(200);
        expect(fromStore(answer), page).toBe(true);
        if (page === history) expect(answer.body).toContain(notes);
      }
      expect(app.output()).toContain("Transport data: database unavailable, the last known routes are shown.");
    }
  } finally {
    pg.start();
  }
}, 400_000);
