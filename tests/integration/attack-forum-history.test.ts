/**
 * Attack suite, history without end (issue 26 point 5), on both databases. The review: a member may
 * make 30 late edits an hour, and after an hour the history page was 580 KB, too big to cache and
 * rendered for every visitor; an author who had edited a phone number out could only delete the whole
 * post. Now (ADR 0025): edits within an hour of the last kept version keep nothing more, an item keeps
 * at most REVISIONS_KEPT_PER_ITEM versions, the history page shows HISTORY_PAGE_SIZE at a time, and an
 * author (or an admin) can remove an earlier version of their own post or comment, nobody else.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, beforeEach, expect, it } from "vitest";
import { updateComment } from "~/features/forum/comments.server.ts";
import { HISTORY_PAGE_SIZE, REVISIONS_KEPT_PER_ITEM } from "~/features/forum/constants.ts";
import { updatePost } from "~/features/forum/posts.server.ts";
import type { ForumActor } from "~/features/forum/types.ts";
import { createTestUser } from "./accounts-harness.ts";
import { createActors, get, insertComment, insertPost, post, send, text } from "./attack-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";

const MINUTE = 60_000;
const LONG = "A long answer about the Pelni timetable. ".repeat(200);

describeBothDatabases("attack: forum history without end", (getDb) => {
  let actors: Awaited<ReturnType<typeof createActors>>;
  let author: ForumActor;

  let authorCookie = "";

  beforeAll(async () => {
    actors = await createActors(getDb());
  });
  // A new author per test: each test's edits count against the author's own hourly limit.
  beforeEach(async () => {
    const createdAt = new Date(Date.now() - 2 * 86_400_000).toISOString();
    const made = await createTestUser(getDb(), { createdAt });
    author = { id: made.user.id, role: "user", banned: false, createdAt };
    authorCookie = made.cookie;
  });

  /** A post of the member's, written `minutesAgo` minutes ago. */
  async function postFrom(minutesAgo: number, content = LONG): Promise<string> {
    const id = await insertPost(getDb(), author.id, { title: `Pelni ${randomUUID().slice(0, 6)}`, content });
    const at = new Date(Date.now() - minutesAgo * MINUTE).toISOString();
    await getDb().updateTable("posts").set({ created_at: at, updated_at: at }).where("id", "=", id).execute();
    return id;
  }
  const versions = async (column: "post_id" | "comment_id", id: string) =>
    getDb().selectFrom("forum_revisions").selectAll().where(column, "=", id).orderBy("replaced_at", "desc").execute();
  const edit = (postId: string, content: string, cookie = authorCookie) =>
    send(
      post(
        `/community/${postId}`,
        { intent: "edit-post", title: "Pelni timetable", content, category: "transport" },
        { cookie },
      ),
    );
  const remove = (postId: string, revisionId: string, cookie?: string, returnTo?: string) =>
    send(
      post(
        `/community/${postId}`,
        { intent: "remove-version", revisionId, via: "fetcher", ...(returnTo ? { returnTo } : {}) },
        { cookie },
      ),
    );

  it("30 late edits in an hour keep one earlier version, and the history page stays small", async () => {
    const postId = await postFrom(10);
    for (let i = 0; i < 30; i++) {
      const response = await edit(postId, `${LONG} Edit ${i}.`);
      expect(response.status, `edit ${i}`).toBeLessThan(400);
    }
    const kept = await versions("post_id", postId);
    expect(kept).toHaveLength(1);
    expect(kept[0]!.content).toBe(LONG);
    const history = await send(get(`/community/${postId}/history`));
    expect(history.status).toBe(200);
    const html = await text(history);
    expect(html).toContain("Edit 29.");
    expect(html).not.toContain("Edit 28.");
    expect(html.length).toBeLessThan(100_000);
    // The post's own page shows the whole text, not the list's excerpt.
    expect(await text(await send(get(`/community/${postId}`)))).toContain("Edit 29.");
  });

  it("keeps at most the newest versions of an item, a page at a time", async () => {
    const postId = await postFrom(60 * 48);
    const start = Date.now() - 47 * 60 * MINUTE;
    // One late edit every 61 minutes for more than a day: each keeps a version, up to the bound.
    for (let i = 0; i < REVISIONS_KEPT_PER_ITEM + 5; i++) {
      await updatePost(
        author,
        postId,
        { title: "Pelni timetable", content: `Version ${i + 1}`, category: "transport" },
        { now: new Date(start + i * 61 * MINUTE) },
      );
    }
    const kept = await versions("post_id", postId);
    expect(kept).toHaveLength(REVISIONS_KEPT_PER_ITEM);
    // The oldest went first: the newest kept is the version before the last edit.
    expect(kept[0]!.content).toBe(`Version ${REVISIONS_KEPT_PER_ITEM + 4}`);
    expect(kept.map((k) => k.content)).not.toContain(LONG);
    const first = await text(await send(get(`/community/${postId}/history`)));
    const shown = (html: string) => [...html.matchAll(/<li class="rounded-2xl[^"]*bg-slate-50/g)].length;
    expect(shown(first)).toBe(HISTORY_PAGE_SIZE);
    expect(first).toContain(`href="/community/${postId}/history?page=2"`);
    const second = await text(await send(get(`/community/${postId}/history?page=2`)));
    expect(shown(second)).toBe(REVISIONS_KEPT_PER_ITEM - HISTORY_PAGE_SIZE);
    expect(second).toContain(`Version ${REVISIONS_KEPT_PER_ITEM - HISTORY_PAGE_SIZE + 4}`);
    // Past the last page, or nonsense: the last or the first page, never an error.
    expect((await send(get(`/community/${postId}/history?page=99`))).status).toBe(200);
    expect((await send(get(`/community/${postId}/history?page=abc`))).status).toBe(200);
  });

  it("the author removes an earlier version of their post (the phone number is gone)", async () => {
    const postId = await postFrom(30, "Call me on +62 812 3456 7890 for the boat.");
    expect((await edit(postId, "Ask at the harbour for the boat.")).status).toBeLessThan(400);
    const [version] = await versions("post_id", postId);
    const historyPath = `/community/${postId}/history`;
    expect(await text(await send(get(historyPath)))).toContain("+62 812 3456 7890");
    const removed = await remove(postId, version!.id, authorCookie);
    expect(removed.status).toBe(200);
    expect(await versions("post_id", postId)).toHaveLength(0);
    expect(await text(await send(get(historyPath)))).not.toContain("+62 812 3456 7890");
    const exported = await text(await send(get("/account/data.json", { cookie: authorCookie })));
    expect(exported).not.toContain("+62 812 3456 7890");
    // Without JavaScript: back to the history page with the toast.
    expect((await edit(postId, "Ask at the harbour office.")).status).toBeLessThan(400);
    const [next] = await versions("post_id", postId);
    const plain = await send(
      post(
        `/community/${postId}`,
        { intent: "remove-version", revisionId: next!.id, returnTo: historyPath },
        {
          cookie: authorCookie,
        },
      ),
    );
    expect(plain.status).toBe(302);
    expect(plain.headers.get("Location")).toBe(historyPath);
  });

  it("others cannot remove a member's versions: visitors, other members, banned members, the post's author for a comment", async () => {
    const postId = await postFrom(30, "Ferry at 9");
    expect((await edit(postId, "Ferry at 10")).status).toBeLessThan(400);
    const [version] = await versions("post_id", postId);
    const commenter = await createTestUser(getDb(), { createdAt: author.createdAt });
    const commentId = await insertComment(getDb(), commenter.user.id, postId, "The ferry was late");
    const old = new Date(Date.now() - 20 * MINUTE).toISOString();
    await getDb()
      .updateTable("comments")
      .set({ created_at: old, updated_at: old })
      .where("id", "=", commentId)
      .execute();
    await updateComment(
      { id: commenter.user.id, role: "user", banned: false, createdAt: author.createdAt },
      commentId,
      "The ferry was on time",
    );
    const [commentVersion] = await versions("comment_id", commentId);
    const before = (await getDb().selectFrom("forum_revisions").select("id").execute()).length;

    expect((await remove(postId, version!.id)).status).toBe(401);
    for (const cookie of [actors.other.cookie, commenter.cookie]) {
      const refused = await remove(postId, version!.id, cookie);
      expect(refused.status).toBe(403);
      expect(await text(refused)).toContain("You can only remove earlier versions of your own posts and comments.");
    }
    expect((await remove(postId, version!.id, actors.banned.cookie)).status).toBe(403);
    // The post's author cannot remove a version of someone else's comment under it.
    expect((await remove(postId, commentVersion!.id, authorCookie)).status).toBe(403);
    // A version named under another post, or one that does not exist: 404, never a 500.
    const elsewhere = await postFrom(30, "Another post");
    expect((await remove(elsewhere, version!.id, authorCookie)).status).toBe(404);
    expect((await remove(postId, randomUUID(), authorCookie)).status).toBe(404);
    expect((await remove(postId, "not-a-uuid", authorCookie)).status).toBe(404);
    expect((await getDb().selectFrom("forum_revisions").select("id").execute()).length).toBe(before);
    // The history page offers the button to the author only.
    const forOther = await text(await send(get(`/community/${postId}/history`, { cookie: actors.other.cookie })));
    expect(forOther).not.toContain('value="remove-version"');
    const forAuthor = await text(await send(get(`/community/${postId}/history`, { cookie: authorCookie })));
    expect(forAuthor).toContain('value="remove-version"');

    // The comment's author may; an admin may too (audited).
    expect((await remove(postId, commentVersion!.id, commenter.cookie)).status).toBe(200);
    expect((await remove(postId, version!.id, actors.admin.cookie)).status).toBe(200);
    expect(await versions("post_id", postId)).toHaveLength(0);
    const audit = await getDb()
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "post.remove-version")
      .where("target_id", "=", postId)
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actor_id).toBe(actors.admin.id);
  });
});
