/**
 * Attack suite, the forum's limits through HTTP, each driven exactly to its edge: every request up to
 * the limit is let through, the next one is refused with 429 and a Retry-After that names the window
 * that refused it, so removing any one rule makes its test fail (another rule would refuse later, or
 * with another wait). The clock is moved forward (only `Date`) so the short per-member spacing rules
 * (one post per 30 s, one comment per 10 s) are passed honestly rather than switched off.
 *
 * The limits (app/features/forum, rate-limit rules), per member unless marked per IP:
 * upvotes 60/min, 300/min per IP; edits and deletions 30/h, 120/h per IP; post attempts (uploads)
 * 10/10 min, 30/10 min per IP; posts 1/30 s, 50/day for established accounts, 30/h per IP;
 * comments 1/10 s, 500/day for established accounts, 120/h per IP.
 *
 * Also here: an admin's attempt to ban their own account is refused by its own rule, not by the
 * "admins cannot be banned" rule that would refuse it too.
 */
import type { Kysely } from "kysely";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { Database } from "~/lib/db/schema.ts";
import { createTestUser } from "./accounts-harness.ts";
import { freshIp, insertComment, insertPost, multipartPost, post, send, text } from "./attack-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";

// Hundreds of requests per test (500 comments, 300 upvotes): PostgreSQL on a busy machine needs time.
vi.setConfig({ testTimeout: 180_000 });

const ESTABLISHED_AGE_MS = 2 * 86_400_000;
const MINUTE = 60;
const HOUR = 3_600;

/** A member whose account is two days old: the forum's "established" limits apply. */
async function member(db: Kysely<Database>) {
  const { user, cookie } = await createTestUser(db, {
    createdAt: new Date(Date.now() - ESTABLISHED_AGE_MS).toISOString(),
  });
  return { id: user.id, cookie };
}

let clock = 0;
/** Moves the app's clock (Date only; timers and I/O keep real time). */
function tick(seconds: number) {
  clock += seconds * 1000;
  vi.setSystemTime(clock);
}

/** A 429 whose Retry-After is within (min, max] seconds: the window of the rule that refused. */
async function expectRefused(response: Response, label: string, retry: { min: number; max: number }) {
  const body = await text(response);
  expect(response.status, `${label}: ${response.status} ${body.slice(0, 200)}`).toBe(429);
  const wait = Number(response.headers.get("Retry-After"));
  expect(
    wait > retry.min && wait <= retry.max,
    `${label}: Retry-After ${wait}, expected (${retry.min}, ${retry.max}]`,
  ).toBe(true);
  return body;
}

/** Sends `count` requests that must all be let through (status below 400). */
async function allowedTimes(count: number, make: (i: number) => Promise<Response>, label: string) {
  for (let i = 0; i < count; i++) {
    const response = await make(i);
    expect(response.status, `${label} #${i + 1}: ${(await text(response)).slice(0, 200)}`).toBeLessThan(400);
  }
}

const upvote = (postId: string, cookie: string, i: number, ip: string) =>
  send(post(`/community/${postId}`, { intent: "upvote", value: i % 2 === 0 ? "1" : "0" }, { cookie }), ip);
const comment = (postId: string, cookie: string, i: number, ip: string) =>
  send(post(`/community/${postId}`, { intent: "comment", content: `Comment number ${i}` }, { cookie }), ip);
const editPost = (postId: string, cookie: string, i: number, ip: string) =>
  send(
    post(
      `/community/${postId}`,
      { intent: "edit-post", title: `Edited title ${i}`, content: `Edited body ${i}`, category: "tips" },
      { cookie },
    ),
    ip,
  );
async function createPost(cookie: string, i: number, ip: string, fields: Record<string, string> = {}) {
  const request = await multipartPost(
    "/api/community/posts",
    { title: `Limit post ${i} ${ip}`, content: `Body of post ${i}`, category: "tips", ...fields },
    [],
    { cookie },
  );
  return send(request, ip);
}

describeBothDatabases("attack: forum limits", (getDb) => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    clock = Date.now();
    vi.setSystemTime(clock);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("upvotes: 60 a minute per member, counted per member (another member from the same address may vote)", async () => {
    const db = getDb();
    const [voter, other, author] = [await member(db), await member(db), await member(db)];
    const postId = await insertPost(db, author.id);
    const ip = freshIp();
    await allowedTimes(60, (i) => upvote(postId, voter.cookie, i, ip), "upvote");
    await expectRefused(await upvote(postId, voter.cookie, 60, ip), "upvote #61", { min: 0, max: MINUTE });
    expect((await upvote(postId, other.cookie, 0, ip)).status, "another member, same address").toBeLessThan(400);
    tick(MINUTE + 1);
    expect((await upvote(postId, voter.cookie, 0, ip)).status, "a minute later").toBeLessThan(400);
  });

  it("upvotes: 300 a minute per address, whoever votes", async () => {
    const db = getDb();
    const author = await member(db);
    const postId = await insertPost(db, author.id);
    const ip = freshIp();
    for (let m = 0; m < 5; m++) {
      const voter = await member(db);
      await allowedTimes(60, (i) => upvote(postId, voter.cookie, i, ip), `upvote by member ${m + 1}`);
    }
    const sixth = await member(db);
    await expectRefused(await upvote(postId, sixth.cookie, 0, ip), "upvote #301 from one address", {
      min: 0,
      max: MINUTE,
    });
    expect((await upvote(postId, sixth.cookie, 0, freshIp())).status, "the same member elsewhere").toBeLessThan(400);
  });

  it("edits and deletions: 30 an hour per member", async () => {
    const db = getDb();
    const [editor, other] = [await member(db), await member(db)];
    const [mine, theirs] = [await insertPost(db, editor.id), await insertPost(db, other.id)];
    const ip = freshIp();
    await allowedTimes(30, (i) => editPost(mine, editor.cookie, i, ip), "edit");
    await expectRefused(await editPost(mine, editor.cookie, 30, ip), "edit #31", { min: MINUTE, max: HOUR });
    // Deleting a comment is counted with the edits.
    const commentId = await insertComment(db, editor.id, mine);
    const del = await send(
      post(`/community/${mine}`, { intent: "delete-comment", commentId }, { cookie: editor.cookie }),
      ip,
    );
    await expectRefused(del, "delete-comment after 30 edits", { min: MINUTE, max: HOUR });
    expect((await editPost(theirs, other.cookie, 0, ip)).status, "another member, same address").toBeLessThan(400);
  });

  it("edits and deletions: 120 an hour per address", async () => {
    const db = getDb();
    const ip = freshIp();
    for (let m = 0; m < 4; m++) {
      const editor = await member(db);
      const postId = await insertPost(db, editor.id);
      await allowedTimes(30, (i) => editPost(postId, editor.cookie, i, ip), `edit by member ${m + 1}`);
    }
    const fifth = await member(db);
    const postId = await insertPost(db, fifth.id);
    await expectRefused(await editPost(postId, fifth.cookie, 0, ip), "edit #121 from one address", {
      min: MINUTE,
      max: HOUR,
    });
    expect((await editPost(postId, fifth.cookie, 0, freshIp())).status, "the same member elsewhere").toBeLessThan(400);
  });

  it("post attempts (uploads): 10 per 10 minutes per member, even when each post is spaced out", async () => {
    const db = getDb();
    const [poster, other] = [await member(db), await member(db)];
    const ip = freshIp();
    await allowedTimes(
      10,
      async (i) => {
        tick(31); // past the one-post-per-30-seconds rule
        return createPost(poster.cookie, i, ip);
      },
      "post",
    );
    tick(31);
    const refused = await expectRefused(await createPost(poster.cookie, 10, ip), "post attempt #11", {
      min: MINUTE,
      max: 10 * MINUTE,
    });
    expect(refused).toContain("too often");
    expect((await createPost(other.cookie, 0, ip)).status, "another member, same address").toBe(201);
  });

  it("post attempts (uploads): 30 per 10 minutes per address, refused ones included", async () => {
    const db = getDb();
    const ip = freshIp();
    for (let m = 0; m < 3; m++) {
      const poster = await member(db);
      for (let i = 0; i < 10; i++) {
        // An empty title is refused after the attempt is counted: only the attempts limit is in play.
        const response = await createPost(poster.cookie, i, ip, { title: "" });
        expect(response.status, `attempt ${i + 1} by member ${m + 1}`).toBe(400);
        expect(await text(response)).toContain("Missing information");
      }
    }
    const fourth = await member(db);
    await expectRefused(await createPost(fourth.cookie, 0, ip), "attempt #31 from one address", {
      min: MINUTE,
      max: 10 * MINUTE,
    });
    expect((await createPost(fourth.cookie, 0, freshIp())).status, "the same member elsewhere").toBe(201);
  });

  it("posts: an established member may create 50 a day", async () => {
    const db = getDb();
    const poster = await member(db);
    // A new address and 61 seconds each time: only the daily cap can refuse (not the per-address,
    // attempts or 30-second limits).
    await allowedTimes(
      50,
      async (i) => {
        tick(61);
        return createPost(poster.cookie, i, freshIp());
      },
      "post",
    );
    tick(61);
    const refused = await expectRefused(await createPost(poster.cookie, 50, freshIp()), "post #51 of the day", {
      min: 20 * HOUR,
      max: 24 * HOUR,
    });
    expect(refused).toContain("You can create up to 50 posts a day.");
  });

  it("posts: 30 an hour per address", async () => {
    const db = getDb();
    const [poster, other] = [await member(db), await member(db)];
    const ip = freshIp();
    await allowedTimes(
      30,
      async (i) => {
        tick(61);
        return createPost(poster.cookie, i, ip);
      },
      "post",
    );
    tick(61);
    const refused = await expectRefused(await createPost(poster.cookie, 30, ip), "post #31 from one address", {
      min: MINUTE,
      max: HOUR,
    });
    expect(refused).not.toContain("a day");
    await expectRefused(await createPost(other.cookie, 0, ip), "another member, same address", {
      min: MINUTE,
      max: HOUR,
    });
    tick(31);
    expect((await createPost(poster.cookie, 31, freshIp())).status, "the same member elsewhere").toBe(201);
  });

  it("comments: an established member may post 500 a day", async () => {
    const db = getDb();
    const [writer, author] = [await member(db), await member(db)];
    const postId = await insertPost(db, author.id);
    await allowedTimes(
      500,
      async (i) => {
        tick(11);
        return comment(postId, writer.cookie, i, freshIp());
      },
      "comment",
    );
    tick(11);
    await expectRefused(await comment(postId, writer.cookie, 500, freshIp()), "comment #501 of the day", {
      min: 20 * HOUR,
      max: 24 * HOUR,
    });
  });

  it("comments: 120 an hour per address", async () => {
    const db = getDb();
    const [writer, other, author] = [await member(db), await member(db), await member(db)];
    const postId = await insertPost(db, author.id);
    const ip = freshIp();
    await allowedTimes(
      120,
      async (i) => {
        tick(11);
        return comment(postId, writer.cookie, i, ip);
      },
      "comment",
    );
    tick(11);
    await expectRefused(await comment(postId, writer.cookie, 120, ip), "comment #121 from one address", {
      min: MINUTE,
      max: HOUR,
    });
    await expectRefused(await comment(postId, other.cookie, 0, ip), "another member, same address", {
      min: MINUTE,
      max: HOUR,
    });
    tick(11);
    expect((await comment(postId, writer.cookie, 121, freshIp())).status, "the same member elsewhere").toBeLessThan(
      400,
    );
  });

  it("an admin cannot ban their own account (its own refusal, not the one for banning admins)", async () => {
    const db = getDb();
    const { user: admin, cookie } = await createTestUser(db, { role: "admin" });
    const { user: otherAdmin } = await createTestUser(db, { role: "admin" });
    const ban = (id: string) =>
      send(post("/admin", { intent: "ban-user", id, banned: "1", reason: "Test" }, { cookie }));

    const self = await ban(admin.id);
    const body = await text(self);
    expect(self.status).toBe(400);
    expect(body).toContain("You cannot ban your own account.");
    expect(body).not.toContain("Admins cannot be banned.");

    const adminTarget = await ban(otherAdmin.id);
    expect(adminTarget.status).toBe(400);
    expect(await text(adminTarget)).toContain("Admins cannot be banned.");

    const rows = await db.selectFrom("users").select("banned").where("id", "in", [admin.id, otherAdmin.id]).execute();
    expect(rows.map((r) => Number(r.banned))).toEqual([0, 0]);
    const audit = await db.selectFrom("audit_log").select("id").where("action", "=", "user.ban").execute();
    expect(audit).toEqual([]);
  });
});
