import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { createTestSession } from "../integration/accounts-harness.ts";
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
 * A mixed load at 200 connections for 60 s (FAULTS_LOAD_SECONDS to change it) against the production
 * server: reads, newsletter signups, posts, comments and upvotes from 200 virtual clients, each a
 * signed-in member with its own address (TRUST_PROXY). Rate-limit refusals (429) are answers, not
 * failures. Afterwards: no 5xx and no failed connection, every write that got a success answer is
 * stored, and the counters agree with the rows (posts.upvotes, posts.comments_count).
 * Bounded loops rather than autocannon: each client must keep its own session and note which writes
 * were acknowledged, which a fixed request list cannot do.
 */
const CONNECTIONS = 200;
const SECONDS = Number(process.env.FAULTS_LOAD_SECONDS ?? 60);

type Tally = {
  statuses: Map<number, number>;
  failures: string[];
  posts: Set<string>;
  comments: Set<string>;
  upvotes: Set<string>;
  signups: Set<string>;
};

async function runLoad(app: AppProcess, cookies: string[], seedPosts: string[]): Promise<Tally> {
  const tally: Tally = {
    statuses: new Map(),
    failures: [],
    posts: new Set(),
    comments: new Set(),
    upvotes: new Set(),
    signups: new Set(),
  };
  const postIds = [...seedPosts];
  const deadline = Date.now() + SECONDS * 1000;
  let signupNo = 0;
  const count = (status: number) => tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
  const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)] as T;

  const client = async (n: number) => {
    const cookie = cookies[n] as string;
    const ip = clientAddress(10_000 + n);
    const headers = { Origin: app.url, Cookie: cookie, "X-Forwarded-For": ip };
    for (let i = 0; Date.now() < deadline; i++) {
      const roll = Math.random();
      try {
        if (roll < 0.45) {
          const path = pick(["/community", `/community/${pick(postIds)}`, "/community?sort=top", "/"]);
          const res = await fetch(`${app.url}${path}`, { headers: { Cookie: cookie, "X-Forwarded-For": ip } });
          await res.arrayBuffer();
          count(res.status);
        } else if (roll < 0.6) {
          // A fresh address per signup, as many different visitors would have.
          const email = `load-${n}-${i}@example.test`;
          const res = await postForm(
            app,
            "/newsletter",
            { email, source: "footer" },
            clientAddress(100_000 + signupNo++),
          );
          count(res.status);
          if (res.status === 200 && ((await res.json()) as { ok?: boolean }).ok === true) tally.signups.add(email);
          else await res.arrayBuffer();
        } else if (roll < 0.7) {
          const form = new FormData();
          form.set("title", `Load test post ${n}-${i}`);
          form.set("content", "Which ferry runs from Gorontalo to the Togean Islands this week?");
          form.set("category", "transport");
          const res = await fetch(`${app.url}/api/community/posts`, { method: "POST", headers, body: form });
          count(res.status);
          const body = (await res.json()) as { ok?: boolean; postId?: string };
          if (res.status === 201 && body.postId) {
            tally.posts.add(body.postId);
            postIds.push(body.postId);
          }
        } else if (roll < 0.82) {
          const postId = pick(postIds);
          const res = await fetch(`${app.url}/community/${postId}`, {
            method: "POST",
            redirect: "manual",
            headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ intent: "comment", content: `Took it last month (${n}-${i}).` }),
          });
          await res.arrayBuffer();
          count(res.status);
          const id = res.status === 302 ? /#comment-([\w-]+)/.exec(res.headers.get("location") ?? "")?.[1] : undefined;
          if (id) tally.comments.add(id);
        } else {
          const postId = pick(postIds);
          const res = await fetch(`${app.url}/community/${postId}`, {
            method: "POST",
            redirect: "manual",
            headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ intent: "upvote", value: "1" }),
          });
          await res.arrayBuffer();
          count(res.status);
          if (res.status === 302 && !(res.headers.get("location") ?? "").startsWith("/auth"))
            tally.upvotes.add(`${n}|${postId}`);
        }
      } catch (error) {
        tally.failures.push(String((error as Error)?.cause ?? error));
      }
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, (_, n) => client(n)));
  return tally;
}

describe.each(["sqlite", "postgres"] as const)("a 200-connection mixed load on %s", (engine) => {
  let pg: PrivatePostgres | undefined;
  let app: AppProcess | undefined;
  afterAll(async () => {
    await app?.kill("SIGKILL");
    const { closeDb } = await import("~/lib/db/index.server.ts");
    await closeDb();
    pg?.destroy();
  });

  it("answers no 5xx, loses no acknowledged write and keeps the counters right", async () => {
    if (engine === "postgres") pg = await startPrivatePostgres();
    app = await startApp({
      env: { SESSION_SECRET: FAULT_SESSION_SECRET, ...(pg ? { DATABASE_URL: pg.url, DATABASE_POOL_MAX: "20" } : {}) },
    });
    await useAppDatabase(app, pg?.url);
    const { getDb } = await import("~/lib/db/index.server.ts");
    const db = getDb();

    // Established members (new accounts have stricter limits) with a session each. They never sign in
    // with a password, so no credential row: 200 password hashes would take a minute.
    const createdAt = new Date(Date.now() - 60 * 86_400_000).toISOString();
    const members: { id: string; cookie: string }[] = [];
    for (let n = 0; n < CONNECTIONS; n++) {
      const id = randomUUID();
      await db
        .insertInto("users")
        .values({
          id,
          name: `Load member ${n}`,
          email: `member-${n}-${id.slice(0, 8)}@example.test`,
          email_verified: 1,
          image: null,
          role: "user",
          banned: 0,
          ban_reason: null,
          ban_expires: null,
          user_category: "traveller",
          created_at: createdAt,
          updated_at: createdAt,
        })
        .execute();
      members.push({ id, cookie: await createTestSession(db, id) });
    }
    // Something to comment on and upvote from the first second.
    const seedPosts: string[] = [];
    for (let n = 0; n < 5; n++) {
      const form = new FormData();
      form.set("title", `Seed post ${n}`);
      form.set("content", "Ferry times from Ampana, please.");
      form.set("category", "transport");
      const res = await fetch(`${app.url}/api/community/posts`, {
        method: "POST",
        headers: { Origin: app.url, Cookie: members[n]?.cookie ?? "", "X-Forwarded-For": clientAddress(900 + n) },
        body: form,
      });
      expect(res.status).toBe(201);
      seedPosts.push(((await res.json()) as { postId: string }).postId);
    }

    const tally = await runLoad(
      app,
      members.map((m) => m.cookie),
      seedPosts,
    );
    const total = [...tally.statuses.values()].reduce((a, b) => a + b, 0);
    const fiveHundreds = [...tally.statuses].filter(([status]) => status >= 500);
    console.log(
      `${engine}: ${total} answers in ${SECONDS} s (${Math.round(total / SECONDS)}/s)`,
      Object.fromEntries(tally.statuses),
      `acknowledged: ${tally.posts.size} posts, ${tally.comments.size} comments, ${tally.upvotes.size} upvotes, ${tally.signups.size} signups`,
    );
    expect(tally.failures.slice(0, 5)).toEqual([]);
    expect(fiveHundreds).toEqual([]);
    expect(tally.posts.size).toBeGreaterThan(0);
    expect(tally.comments.size).toBeGreaterThan(0);
    expect(tally.upvotes.size).toBeGreaterThan(0);
    expect(tally.signups.size).toBeGreaterThan(0);
    expect(app.child.exitCode).toBeNull();

    // Every acknowledged write is stored.
    const storedPosts = new Set((await db.selectFrom("posts").select("id").execute()).map((r) => r.id));
    expect([...tally.posts].filter((id) => !storedPosts.has(id))).toEqual([]);
    const storedComments = new Set((await db.selectFrom("comments").select("id").execute()).map((r) => r.id));
    expect([...tally.comments].filter((id) => !storedComments.has(id))).toEqual([]);
    const memberIds = members.map((m) => m.id);
    const storedUpvotes = new Set(
      (await db.selectFrom("user_upvotes").select(["user_id", "post_id"]).execute()).map(
        (r) => `${memberIds.indexOf(r.user_id)}|${r.post_id}`,
      ),
    );
    expect([...tally.upvotes].filter((key) => !storedUpvotes.has(key))).toEqual([]);
    const storedEmails = new Set((await db.selectFrom("subscribers").select("email").execute()).map((r) => r.email));
    expect([...tally.signups].filter((email) => !storedEmails.has(email))).toEqual([]);

    // Counters agree with the rows.
    const counters = await db
      .selectFrom("posts")
      .select((eb) => [
        "posts.id",
        "posts.upvotes",
        "posts.comments_count",
        eb
          .selectFrom("user_upvotes")
          .whereRef("user_upvotes.post_id", "=", "posts.id")
          .select((e) => e.fn.countAll<number>().as("n"))
          .as("upvote_rows"),
        eb
          .selectFrom("comments")
          .whereRef("comments.post_id", "=", "posts.id")
          .where("comments.hidden_at", "is", null)
          .select((e) => e.fn.countAll<number>().as("n"))
          .as("comment_rows"),
      ])
      .execute();
    const wrong = counters.filter(
      (r) => Number(r.upvotes) !== Number(r.upvote_rows) || Number(r.comments_count) !== Number(r.comment_rows),
    );
    expect(wrong).toEqual([]);
    expect(counters.reduce((sum, r) => sum + Number(r.upvotes), 0)).toBeGreaterThanOrEqual(tally.upvotes.size);
  }, 240_000);
});
