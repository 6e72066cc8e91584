/**
 * Member reports (ADR 0022) on SQLite and PostgreSQL: one report per member per item (also when sent
 * at once), the quorum of three reports from established members in different networks (ADR 0025) hiding the item (audited,
 * admins only see it, its media restricted), the admin's restore and delete with the author's mail
 * that never names a reporter, and the post page's report action (sign-in, rate limit, answers).
 */
import { beforeAll, beforeEach, expect, it } from "vitest";
import { runAdminAction } from "~/features/admin/admin.server.ts";
import { listReportQueue } from "~/features/admin/tabs/reports.server.ts";
import { listComments } from "~/features/forum/comments.server.ts";
import { listPosts } from "~/features/forum/listing.server.ts";
import { createPost, getPost } from "~/features/forum/posts.server.ts";
import { reportItem } from "~/features/forum/reports.server.ts";
import { REPORT_TEXTS } from "~/features/forum/texts.ts";
import type { ForumActor } from "~/features/forum/types.ts";
import { mediaVisibility } from "~/features/media/access.server.ts";
import * as accountData from "~/routes/account.data.ts";
import * as postRoute from "~/routes/community-post.tsx";
import { callRoute, post as formPost, get, routeArgs } from "../support/route-harness.ts";
import { createTestUser } from "./accounts-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";
import { insertUser } from "./forum-fixtures.ts";

const HOUR = 3_600_000;
const spam = { reason: "spam", note: "" } as const;
const LIST = { q: "", category: "all", sort: "newest", after: null } as const;

describeBothDatabases("reports", (getDb) => {
  let author: ForumActor;
  let admin: ForumActor;
  let members: ForumActor[] = [];
  let fresh: ForumActor;
  let n = 0;
  let seedPost = "";
  /** Each reporter's own address, in a network of its own (the quorum counts networks, ADR 0025). */
  const addresses = new Map<string, string>();

  /**
   * Established members (ADR 0025): accounts a month old with three visible comments from two days
   * ago, each reporting from its own network. Fresh ones per test: each member may help hide only a
   * few items a day.
   */
  const established = async (count: number) => {
    const made: ForumActor[] = [];
    for (let i = 0; i < count; i++) {
      const member = await insertUser(getDb(), {
        name: `Reporter Secret${addresses.size}`,
        createdAt: new Date(Date.now() - 30 * 24 * HOUR).toISOString(),
      });
      const written = new Date(Date.now() - 48 * HOUR).toISOString();
      for (let c = 0; c < 3; c++) {
        await getDb()
          .insertInto("comments")
          .values({
            id: crypto.randomUUID(),
            post_id: seedPost,
            author_id: member.id,
            content: `Helpful answer ${c}`,
            created_at: written,
            updated_at: written,
            edited_at: null,
            hidden_at: null,
          })
          .execute();
      }
      addresses.set(member.id, `10.${Math.floor(addresses.size / 250) + 1}.${addresses.size % 250}.7`);
      made.push(member);
    }
    return made;
  };
  const reportAs: typeof reportItem = (actor, target, input, options) =>
    reportItem(actor, target, input, { ip: addresses.get(actor.id) ?? "192.0.2.1", ...options });

  beforeAll(async () => {
    author = await insertUser(getDb(), { name: "Author Ana" });
    admin = await insertUser(getDb(), { role: "admin" });
    seedPost = await createPost(
      author,
      { title: "Welcome", content: "Say hello", category: "general" },
      { db: getDb() },
    );
    fresh = await insertUser(getDb(), { createdAt: new Date(Date.now() - HOUR).toISOString() });
  });
  beforeEach(async () => {
    members = await established(8);
  });

  const newPost = async () =>
    createPost(author, { title: `Cheap tours ${++n}`, content: `Body ${n}`, category: "general" }, { db: getDb() });
  const newComment = async (postId: string) => {
    const { createComment } = await import("~/features/forum/comments.server.ts");
    const c = await createComment(author, postId, `A comment ${++n}`);
    if (!c) throw new Error("no comment");
    return c.id;
  };
  const reportsOf = (key: string) => getDb().selectFrom("reports").selectAll().where("target_key", "=", key).execute();
  const mailJobs = async () =>
    (await getDb().selectFrom("jobs").select("payload").where("type", "=", "mail.send").execute()).map(
      (j) => JSON.parse(j.payload) as { to: string; subject: string; text: string },
    );

  it("counts one report per member, even when one member sends ten at once", async () => {
    const postId = await newPost();
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => reportAs(members[0]!, { postId, commentId: null }, spam)),
    );
    expect(outcomes.filter((o) => o === "reported")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "already")).toHaveLength(9);
    expect(await reportsOf(`post:${postId}`)).toHaveLength(1);
    const cases = await getDb().selectFrom("report_cases").selectAll().where("post_id", "=", postId).execute();
    expect(cases).toHaveLength(1);
    expect(Number(cases[0]!.reports)).toBe(1);
    expect(await getPost(postId, null)).not.toBeNull();
  });

  it("hides an item at three reports from accounts older than a day; new accounts report but do not count", async () => {
    const postId = await newPost();
    await reportAs(members[0]!, { postId, commentId: null }, spam);
    await reportAs(fresh, { postId, commentId: null }, { reason: "other", note: "looks fake" });
    expect(await reportAs(members[1]!, { postId, commentId: null }, spam)).toBe("reported");
    // Three reports, two qualifying: still visible.
    expect(await getPost(postId, null)).not.toBeNull();
    expect(await reportAs(members[2]!, { postId, commentId: null }, { reason: "scam", note: "" })).toBe("hidden");
    // Hidden: gone for visitors and members (the reporters included), there for admins.
    expect(await getPost(postId, null)).toBeNull();
    expect(await getPost(postId, { id: members[2]!.id, role: "user" })).toBeNull();
    expect((await getPost(postId, { id: admin.id, role: "admin" }))?.hiddenAt).toBeTruthy();
    expect((await listPosts({ ...LIST }, null)).posts.map((p) => p.id)).not.toContain(postId);
    expect((await listPosts({ ...LIST }, { id: admin.id, role: "admin" })).posts.map((p) => p.id)).toContain(postId);
    const audit = await getDb().selectFrom("audit_log").selectAll().where("target_id", "=", postId).execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "post.auto-hide", actor_id: null, target_type: "post" });
    // Hidden means gone for members: nothing more to report, nothing hidden or audited again.
    await expect(reportAs(members[3]!, { postId, commentId: null }, spam)).rejects.toMatchObject({ status: 404 });
    expect(await getDb().selectFrom("audit_log").selectAll().where("target_id", "=", postId).execute()).toHaveLength(1);
  });

  it("hides once when many members report at the same moment, and counts every report", async () => {
    const postId = await newPost();
    const settled = await Promise.allSettled(members.map((m) => reportAs(m, { postId, commentId: null }, spam)));
    const outcomes = settled.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
    // A report that starts after the hide committed finds the post gone (404), as any member would.
    for (const s of settled) if (s.status === "rejected") expect(s.reason).toMatchObject({ status: 404 });
    expect(outcomes.length).toBeGreaterThanOrEqual(3);
    expect(outcomes.filter((o) => o === "hidden")).toHaveLength(1);
    const open = await getDb()
      .selectFrom("report_cases")
      .select(["reports", "qualifying"])
      .where("target_key", "=", `post:${postId}`)
      .executeTakeFirstOrThrow();
    expect(Number(open.reports)).toBe(outcomes.length);
    expect(Number(open.qualifying)).toBe(outcomes.length);
    expect(await reportsOf(`post:${postId}`)).toHaveLength(outcomes.length);
    expect(await getDb().selectFrom("audit_log").selectAll().where("target_id", "=", postId).execute()).toHaveLength(1);
    expect(await getPost(postId, null)).toBeNull();
  });

  it("restricts a hidden post's media to admins, as a moderator's hide does", async () => {
    const postId = await newPost();
    const key = `ab/ab${"0".repeat(30)}-1280.webp`;
    await getDb()
      .insertInto("post_media")
      .values({
        id: crypto.randomUUID(),
        post_id: postId,
        uploader_id: author.id,
        position: 0,
        kind: "image",
        content_type: "image/webp",
        storage_key: key,
        width: 10,
        height: 10,
        size_bytes: 10,
        variants: "[]",
        original_name: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    expect(await mediaVisibility(key)).toBe("public");
    for (const m of members.slice(0, 3)) await reportAs(m, { postId, commentId: null }, spam);
    expect(await mediaVisibility(key)).toBe("restricted");
  });

  it("hides a reported comment for everyone but admins, and lowers the post's count", async () => {
    const postId = await newPost();
    const commentId = await newComment(postId);
    for (const m of members.slice(0, 3)) await reportAs(m, { postId, commentId }, { reason: "offensive", note: "" });
    expect((await listComments(postId, { viewer: null })).comments.map((c) => c.id)).not.toContain(commentId);
    expect(
      (await listComments(postId, { viewer: { id: admin.id, role: "admin" } })).comments.map((c) => c.id),
    ).toContain(commentId);
    expect((await getPost(postId, null))?.commentsCount).toBe(0);
    expect(await getPost(postId, null)).not.toBeNull();
  });

  it("refuses a report of one's own item, of a hidden item, a bad reason, and Other without a note", async () => {
    const postId = await newPost();
    await expect(reportAs(author, { postId, commentId: null }, spam)).rejects.toMatchObject({ status: 400 });
    const { validateReport } = await import("~/features/forum/reports.server.ts");
    expect(() => validateReport({ reason: "boring", note: "" })).toThrow(REPORT_TEXTS.en.chooseReasonError);
    expect(() => validateReport({ reason: "other", note: "  " })).toThrow(REPORT_TEXTS.en.noteRequired);
    expect(() => validateReport({ reason: "other", note: "x".repeat(501) })).toThrow(REPORT_TEXTS.en.noteTooLong);
    for (const m of members.slice(0, 3)) await reportAs(m, { postId, commentId: null }, spam);
    await expect(reportAs(members[5]!, { postId, commentId: null }, spam)).rejects.toMatchObject({ status: 404 });
  });

  it("lists the queue most reported first; restore shows the item, closes its reports and mails the author", async () => {
    const once = await newPost();
    const thrice = await newPost();
    await reportAs(members[0]!, { postId: once, commentId: null }, spam);
    for (const m of members.slice(0, 3)) {
      await reportAs(m, { postId: thrice, commentId: null }, { reason: "scam", note: `note by ${m.id}` });
    }
    const queue = await listReportQueue();
    const ids = queue.items.map((i) => i.id);
    expect(ids.indexOf(thrice)).toBeLessThan(ids.indexOf(once));
    const item = queue.items.find((i) => i.id === thrice)!;
    expect(item).toMatchObject({ kind: "post", reports: 3, hidden: true, autoHidden: true });
    expect(item.reasons).toEqual([{ reason: "Scam or fake agent", count: 3 }]);

    const before = (await mailJobs()).length;
    const result = await runAdminAction({ id: admin.id }, { intent: "restore-reported", id: thrice, kind: "post" });
    expect(result).toMatchObject({ ok: true, title: "Post restored" });
    expect(await getPost(thrice, null)).not.toBeNull();
    expect((await listReportQueue()).items.map((i) => i.id)).not.toContain(thrice);
    expect((await reportsOf(`post:${thrice}`)).every((r) => r.reviewed_at !== null)).toBe(true);
    const audit = await getDb()
      .selectFrom("audit_log")
      .selectAll()
      .where("target_id", "=", thrice)
      .where("action", "=", "post.restore-reported")
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_id).toBe(admin.id);
    const mails = (await mailJobs()).slice(before);
    expect(mails).toHaveLength(1);
    const authorEmail = `${author.id}@example.test`;
    expect(mails[0]).toMatchObject({ to: authorEmail, subject: "Your post is visible again" });
    expect(mails[0]!.text).toContain(`/community/${thrice}`);
    for (const m of members) {
      expect(mails[0]!.text).not.toContain(m.id);
      expect(mails[0]!.text).not.toContain("Secret");
    }
    // Earlier reporters cannot report again; a new member starts a new case.
    expect(await reportAs(members[0]!, { postId: thrice, commentId: null }, spam)).toBe("already");
    expect(await reportAs(members[6]!, { postId: thrice, commentId: null }, spam)).toBe("reported");
    expect((await listReportQueue()).items.find((i) => i.id === thrice)?.reports).toBe(1);
    // Dismissing reports on an item that was never hidden mails nobody.
    const mailsBefore = (await mailJobs()).length;
    expect(
      await runAdminAction({ id: admin.id }, { intent: "restore-reported", id: once, kind: "post" }),
    ).toMatchObject({
      ok: true,
    });
    expect((await mailJobs()).length).toBe(mailsBefore);
    // Nothing open: 404.
    expect(
      await runAdminAction({ id: admin.id }, { intent: "restore-reported", id: once, kind: "post" }),
    ).toMatchObject({
      ok: false,
      status: 404,
    });
  });

  it("deletes a reported post or comment and tells the author why, not who", async () => {
    const postId = await newPost();
    const commentId = await newComment(postId);
    for (const m of members.slice(0, 3))
      await reportAs(m, { postId, commentId }, { reason: "offensive", note: "rude" });
    await reportAs(members[4]!, { postId, commentId: null }, { reason: "wrong-information", note: "" });
    const before = (await mailJobs()).length;
    expect(
      await runAdminAction(
        { id: admin.id },
        { intent: "delete-reported", id: commentId, kind: "comment", confirm: "1" },
      ),
    ).toMatchObject({ ok: true, title: "Comment deleted" });
    expect(
      await runAdminAction({ id: admin.id }, { intent: "delete-reported", id: postId, kind: "post", confirm: "1" }),
    ).toMatchObject({ ok: true, title: "Post deleted" });
    expect(await getDb().selectFrom("posts").select("id").where("id", "=", postId).execute()).toHaveLength(0);
    expect(await reportsOf(`post:${postId}`)).toHaveLength(0);
    const mails = (await mailJobs()).slice(before);
    expect(mails.map((m) => m.subject)).toEqual(["Your comment was removed", "Your post was removed"]);
    expect(mails[0]!.text).toContain("(offensive)");
    expect(mails[1]!.text).toContain("(wrong information)");
    for (const mail of mails) {
      expect(mail.text).not.toContain("rude");
      expect(mail.text).not.toContain("Secret");
    }
    // Two admin actions can share a millisecond, so the log is compared as a set, not in time order.
    const actions = await getDb()
      .selectFrom("audit_log")
      .select("action")
      .where("target_id", "in", [postId, commentId])
      .execute();
    expect(actions.map((a) => a.action).sort()).toEqual([
      "comment.auto-hide",
      "comment.delete-reported",
      "post.delete-reported",
    ]);
  });

  it("the post page's report form: sign-in, the answer, one report per member, the rate limit", async () => {
    const postId = await newPost();
    const { cookie } = await createTestUser(getDb(), {
      createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    });
    const post = (fields: Record<string, string>, who?: string, ip = "198.51.100.7") =>
      callRoute(() =>
        postRoute.action(
          routeArgs(
            formPost(`/community/${postId}`, { intent: "report", via: "fetcher", ...fields }, { cookie: who }),
            { id: postId },
            ip,
          ),
        ),
      );
    expect((await post({ reason: "spam" })).status).toBe(401);
    const first = await post({ reason: "spam" }, cookie);
    expect(first.data).toMatchObject({ ok: true, reported: true, toast: { title: REPORT_TEXTS.en.thanksTitle } });
    const again = await post({ reason: "scam" }, cookie);
    expect(again.data).toMatchObject({ ok: true, toast: { title: REPORT_TEXTS.en.alreadyTitle } });
    // The answer carries nothing about other reporters: just the intent, the flag and the toast.
    expect(Object.keys(again.data).sort()).toEqual(["intent", "ok", "reported", "toast"]);
    expect((await post({ reason: "other", note: "" }, cookie)).status).toBe(400);
    let status = 0;
    for (let i = 0; i < 25 && status !== 429; i++) status = (await post({ reason: "spam" }, cookie)).status;
    expect(status).toBe(429);
  });

  it("a member's data export lists their own reports; the reported author's export never names a reporter", async () => {
    const old = new Date(Date.now() - 3 * 86_400_000).toISOString();
    const writer = await createTestUser(getDb(), { createdAt: old });
    const reporter = await createTestUser(getDb(), { createdAt: old });
    const writerActor = { id: writer.user.id, role: "user" as const, banned: false, createdAt: old };
    const postId = await createPost(writerActor, { title: "Export test", content: "Body", category: "general" });
    const reporterActor = { id: reporter.user.id, role: "user" as const, banned: false, createdAt: old };
    await reportAs(reporterActor, { postId, commentId: null }, { reason: "other", note: "secret note 42" });
    const exported = async (cookie: string) => {
      const response = (await accountData.loader(routeArgs(get("/account/data.json", { cookie })))) as Response;
      return response.text();
    };
    const mine = JSON.parse(await exported(reporter.cookie)) as { reportsMade: { post_id: string; note: string }[] };
    expect(mine.reportsMade).toEqual([
      expect.objectContaining({ post_id: postId, reason: "other", note: "secret note 42" }),
    ]);
    const theirs = await exported(writer.cookie);
    expect(theirs).not.toContain("secret note 42");
    expect(theirs).not.toContain(reporter.user.id);
    expect(theirs).not.toContain(reporter.user.email);
    expect(JSON.parse(theirs).reportsMade).toEqual([]);
  });
});
