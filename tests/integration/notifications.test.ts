/**
 * Reply notifications (ADR 0022) on SQLite and PostgreSQL: who gets mail (own post, threads commented
 * in, watched threads; Unwatch and the settings), the mail in the outbox with the right links and the
 * one-click unsubscribe headers, the unsubscribe that turns the setting off, at most one mail per
 * thread per hour (also when two digests race), the new-replies count, and that a member can change
 * only their own settings.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { createComment } from "~/features/forum/comments.server.ts";
import { createPost } from "~/features/forum/posts.server.ts";
import type { ForumActor } from "~/features/forum/types.ts";
import {
  getLevel,
  markAllSeen,
  newReplies,
  setLevel,
  setWatching,
} from "~/features/notifications/notifications.server.ts";
import { DIGEST_JOB, fanOut, sendDigest } from "~/features/notifications/replies.server.ts";
import { replyMailOffToken } from "~/features/notifications/tokens.server.ts";
import { runDueJobs } from "~/lib/jobs.server.ts";
import * as settingsRoute from "~/routes/account.notifications.ts";
import * as postRoute from "~/routes/community-post.tsx";
import * as oneClickRoute from "~/routes/notifications.unsubscribe.one-click.ts";
import * as unsubscribeRoute from "~/routes/notifications.unsubscribe.tsx";
import { callRoute, get, post, routeArgs, SITE } from "../support/route-harness.ts";
import { createTestUser } from "./accounts-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";

const TWO_DAYS_AGO = () => new Date(Date.now() - 2 * 86_400_000).toISOString();
type Mail = { to: string; subject: string; text: string; headers?: Record<string, string> };
type Member = ForumActor & { email: string; cookie: string };

describeBothDatabases("reply notifications", (getDb, ctx) => {
  const people: Record<string, Member> = {};
  let n = 0;

  beforeAll(async () => {
    for (const name of ["ana", "budi", "citra", "dewi", "eka"]) {
      const { user, cookie } = await createTestUser(getDb(), { name, createdAt: TWO_DAYS_AGO() });
      people[name] = { id: user.id, role: "user", banned: false, createdAt: user.createdAt, email: user.email, cookie };
    }
  });
  beforeEach(async () => {
    // Each test starts from a quiet queue and default settings.
    await runDueJobs();
    await getDb().deleteFrom("jobs").execute();
    await getDb().deleteFrom("notification_settings").execute();
  });

  const p = (name: string) => people[name]!;
  const newPost = (author: Member) =>
    createPost(author, { title: `Ferry to Togean ${++n}?`, content: "Which day?", category: "transport" });
  const reply = async (who: Member, postId: string, text = `Reply ${++n}`) => {
    const c = await createComment(who, postId, text);
    if (!c) throw new Error("not stored");
    return c.id;
  };
  const mails = async (): Promise<Mail[]> =>
    (
      await getDb().selectFrom("jobs").select("payload").where("type", "=", "mail.send").orderBy("created_at").execute()
    ).map((j) => JSON.parse(j.payload) as Mail);
  const mailsTo = async (m: Member) => (await mails()).filter((x) => x.to === m.email);

  it("mails the post's author about a comment, with the thread's link, settings and one-click unsubscribe", async () => {
    const postId = await newPost(p("ana"));
    const commentId = await reply(p("budi"), postId, "The Tuesday boat from Ampana.");
    await runDueJobs();
    const [mail, ...others] = await mailsTo(p("ana"));
    expect(others).toHaveLength(0);
    expect(mail!.subject).toMatch(/^New reply to “Ferry to Togean \d+\?”$/);
    expect(mail!.text).toContain("The Tuesday boat from Ampana.");
    expect(mail!.text).toContain(`${SITE}/community/${postId}#comment-${commentId}`);
    expect(mail!.text).toContain(`${SITE}/account#notifications`);
    const token = replyMailOffToken(p("ana").id);
    expect(mail!.text).toContain(`${SITE}/notifications/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(mail!.headers).toEqual({
      "List-Unsubscribe": `<${SITE}/notifications/unsubscribe/one-click?token=${encodeURIComponent(token)}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    // The commenter is not mailed about their own comment.
    expect(await mailsTo(p("budi"))).toHaveLength(0);
    // The mail is in the outbox with both headers.
    const outbox = path.join(ctx.dataDir(), "outbox");
    const eml = readdirSync(outbox)
      .map((f) => readFileSync(path.join(outbox, f), "utf8"))
      .find((raw) => raw.includes(`To: ${p("ana").email}`) && raw.includes(postId));
    expect(eml).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(eml?.replace(/\r?\n\s+/g, " ")).toContain(
      "List-Unsubscribe: <http://localhost:3000/notifications/unsubscribe/one-click?token=",
    );
  });

  it("mails earlier commenters and watchers, not those who pressed Unwatch, and honours each setting", async () => {
    const postId = await newPost(p("ana"));
    await reply(p("budi"), postId);
    await reply(p("citra"), postId);
    await setWatching(p("dewi").id, postId, true);
    await setWatching(p("ana").id, postId, false);
    await setLevel(p("citra").id, "own");
    await runDueJobs();
    await getDb().deleteFrom("jobs").execute();
    await getDb().deleteFrom("thread_mail_state").execute();
    await reply(p("eka"), postId, "Friday too.");
    await runDueJobs();
    const to = (await mails()).map((m) => m.to).sort();
    // Budi commented (all), Dewi watches; Ana unwatched her own post; Citra only wants her own posts.
    expect(to).toEqual([p("budi").email, p("dewi").email].sort());
    await setLevel(p("budi").id, "none");
    await getDb().deleteFrom("jobs").execute();
    await getDb().deleteFrom("thread_mail_state").execute();
    await reply(p("eka"), postId, "And Sunday.");
    await runDueJobs();
    expect((await mails()).map((m) => m.to)).toEqual([p("dewi").email]);
  });

  it("sends at most one mail per thread an hour, then one listing every reply since", async () => {
    const postId = await newPost(p("ana"));
    await reply(p("budi"), postId, "first answer");
    await runDueJobs();
    expect(await mailsTo(p("ana"))).toHaveLength(1);
    await reply(p("citra"), postId, "second answer");
    await reply(p("dewi"), postId, "third answer");
    await runDueJobs();
    expect(await mailsTo(p("ana"))).toHaveLength(1);
    // One digest waits, due an hour after the mail.
    const waiting = await getDb()
      .selectFrom("jobs")
      .select(["run_at", "status"])
      .where("type", "=", DIGEST_JOB)
      .where("status", "=", "pending")
      .where("payload", "like", `%${p("ana").id}%`)
      .execute();
    expect(waiting).toHaveLength(1);
    const sent = await getDb()
      .selectFrom("thread_mail_state")
      .select("last_sent_at")
      .where("user_id", "=", p("ana").id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(waiting[0]!.run_at) - Date.parse(sent.last_sent_at)).toBe(3_600_000);
    // Sending now anyway is refused by the database: the hour is taken.
    await expect(sendDigest({ userId: p("ana").id, postId, after: sent.last_sent_at })).rejects.toThrow(/due before/);
    expect(await mailsTo(p("ana"))).toHaveLength(1);
    // An hour later: one mail with both replies.
    const hourAgo = new Date(Date.now() - 3_600_001).toISOString();
    await getDb()
      .updateTable("thread_mail_state")
      .set({ last_sent_at: hourAgo })
      .where("user_id", "=", p("ana").id)
      .execute();
    await getDb()
      .updateTable("jobs")
      .set({ run_at: new Date().toISOString() })
      .where("type", "=", DIGEST_JOB)
      .execute();
    await runDueJobs();
    const all = await mailsTo(p("ana"));
    expect(all).toHaveLength(2);
    expect(all[1]!.subject).toMatch(/^2 new replies to /);
    expect(all[1]!.text).toContain("second answer");
    expect(all[1]!.text).toContain("third answer");
    expect(all[1]!.text).not.toContain("first answer");
  });

  it("two digests racing for the same member and thread send one mail", async () => {
    const postId = await newPost(p("ana"));
    const commentId = await reply(p("budi"), postId);
    await fanOut({ commentId });
    await getDb().deleteFrom("jobs").execute();
    // PostgreSQL: a second pool, as a second instance would be. SQLite serialises writers on one file anyway.
    const db2 = ctx.dialect === "postgres" ? ctx.connect() : getDb();
    const outcomes = await Promise.all([
      sendDigest({ userId: p("ana").id, postId, after: null }),
      sendDigest({ userId: p("ana").id, postId, after: null }, db2),
      sendDigest({ userId: p("ana").id, postId, after: null }),
    ]);
    expect(outcomes.filter((o) => o === "sent")).toHaveLength(1);
    expect(await mailsTo(p("ana"))).toHaveLength(1);
  });

  it("the one-click unsubscribe turns reply mail off; a forged or foreign token changes nothing", async () => {
    const ana = p("ana");
    const token = replyMailOffToken(ana.id);
    const viaGet = await oneClickRoute.loader(
      routeArgs(get(`/notifications/unsubscribe/one-click?token=${encodeURIComponent(token)}`)),
    );
    expect(viaGet.status).toBe(303);
    expect(await getLevel(ana.id)).toBe("all");
    // Mail providers post without Origin: the signed token is the authority.
    const forged = await oneClickRoute.action(
      routeArgs(
        post(
          `/notifications/unsubscribe/one-click?token=${ana.id}.AAAA`,
          { "List-Unsubscribe": "One-Click" },
          { origin: null },
        ),
      ),
    );
    expect(forged.status).toBe(400);
    const foreign = await callRoute(() =>
      oneClickRoute.action(
        routeArgs(
          post(
            `/notifications/unsubscribe/one-click?token=${encodeURIComponent(token)}`,
            {},
            { origin: "https://evil.example" },
          ),
        ),
      ),
    );
    expect(foreign.status).toBe(403);
    expect(await getLevel(ana.id)).toBe("all");
    const ok = await oneClickRoute.action(
      routeArgs(
        post(
          `/notifications/unsubscribe/one-click?token=${encodeURIComponent(token)}`,
          { "List-Unsubscribe": "One-Click" },
          { origin: null },
        ),
      ),
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("Reply emails turned off.\n");
    expect(await getLevel(ana.id)).toBe("none");
    expect(await getLevel(p("budi").id)).toBe("all");
    // No more mail for Ana.
    const postId = await newPost(ana);
    await reply(p("budi"), postId);
    await runDueJobs();
    expect(await mailsTo(ana)).toHaveLength(0);
    // The page's button does the same for Budi.
    const budiToken = replyMailOffToken(p("budi").id);
    const page = await callRoute(() =>
      unsubscribeRoute.loader(routeArgs(get(`/notifications/unsubscribe?token=${encodeURIComponent(budiToken)}`))),
    );
    expect(page.data.token).toBe(budiToken);
    const pressed = await callRoute(() =>
      unsubscribeRoute.action(routeArgs(post("/notifications/unsubscribe", { token: budiToken }))),
    );
    expect(pressed.data.done).toBe(true);
    expect(await getLevel(p("budi").id)).toBe("none");
  });

  it("members change only their own settings; visitors are sent to sign in", async () => {
    const { budi, ana } = { budi: p("budi"), ana: p("ana") };
    const answer = (await settingsRoute.action(
      routeArgs(
        post("/account/notifications", { level: "none", userId: ana.id, user_id: ana.id }, { cookie: budi.cookie }),
      ),
    )) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/account#notifications");
    expect(await getLevel(budi.id)).toBe("none");
    expect(await getLevel(ana.id)).toBe("all");
    const visitor = await callRoute(() =>
      settingsRoute.action(routeArgs(post("/account/notifications", { level: "none" }))),
    );
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/auth\?redirectTo=/);
    const bad = await callRoute(() =>
      settingsRoute.action(routeArgs(post("/account/notifications", { level: "sometimes" }, { cookie: ana.cookie }))),
    );
    expect(bad.status).toBe(400);
    const foreign = await callRoute(() =>
      settingsRoute.action(
        routeArgs(
          post("/account/notifications", { level: "own" }, { cookie: ana.cookie, origin: "https://evil.example" }),
        ),
      ),
    );
    expect(foreign.status).toBe(403);
    expect(await getLevel(ana.id)).toBe("all");
  });

  it("counts new replies until the member opens the thread; Watch and Unwatch through the post page", async () => {
    const ana = p("ana");
    await markAllSeen(ana.id);
    await markAllSeen(p("dewi").id);
    const postId = await newPost(ana);
    await reply(p("budi"), postId);
    await reply(p("citra"), postId);
    await runDueJobs();
    expect(await newReplies(ana.id)).toMatchObject({ total: 2, threads: [{ postId, count: 2 }] });
    // Nobody else's count moves (Budi hears of Citra's reply only).
    expect((await newReplies(p("dewi").id)).total).toBe(0);
    await postRoute.loader(routeArgs(get(`/community/${postId}`, { cookie: ana.cookie }), { id: postId }));
    expect((await newReplies(ana.id)).total).toBe(0);

    const watch = (fields: Record<string, string>, cookie?: string) =>
      callRoute(() =>
        postRoute.action(
          routeArgs(post(`/community/${postId}`, { intent: "watch", via: "fetcher", ...fields }, { cookie }), {
            id: postId,
          }),
        ),
      );
    const visitor = await watch({ value: "1" });
    expect(visitor.status).toBe(401);
    const on = await watch({ value: "1" }, p("eka").cookie);
    expect(on.data.watching).toBe(true);
    const page = await callRoute(() =>
      postRoute.loader(routeArgs(get(`/community/${postId}`, { cookie: p("eka").cookie }), { id: postId })),
    );
    expect(page.data.watching).toBe(true);
    await reply(p("dewi"), postId, "watched reply");
    await runDueJobs();
    expect((await mailsTo(p("eka"))).map((m) => m.text).join()).toContain("watched reply");
    await watch({ value: "0" }, p("eka").cookie);
    await getDb().deleteFrom("thread_mail_state").execute();
    await reply(p("dewi"), postId, "after unwatch");
    await runDueJobs();
    expect((await mailsTo(p("eka"))).map((m) => m.text).join()).not.toContain("after unwatch");
  });
});
