/**
 * Edit history on both databases: an edit more than 5 minutes after posting shows "edited" and keeps
 * the earlier version, which anyone can read on the history page; edits within the grace period and
 * moderators' hides keep nothing; a hidden post's history is gone for visitors.
 */
import { beforeAll, expect, it } from "vitest";
import { updateComment } from "~/features/forum/comments.server.ts";
import { updatePost } from "~/features/forum/posts.server.ts";
import { TEXTS_HISTORY } from "~/features/forum/texts.ts";
import type { ForumActor } from "~/features/forum/types.ts";
import { createActors, get, insertComment, insertPost, post, send, text } from "./attack-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";

const MINUTE = 60_000;
/** "(edited" as React renders it (text nodes may be separated by comments). */
const EDITED = new RegExp(`\\((<!-- -->)?${TEXTS_HISTORY.en.edited}`);

describeBothDatabases("forum edit history", (getDb) => {
  let author: ForumActor;
  let authorCookie: string;
  let admin: { id: string; cookie: string };

  beforeAll(async () => {
    const actors = await createActors(getDb());
    author = {
      id: actors.member.id,
      role: "user",
      banned: false,
      createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
    };
    admin = actors.admin;
    authorCookie = actors.member.cookie;
  });

  /** A post written `minutesAgo` minutes ago (as if the author had posted it then). */
  async function postFrom(minutesAgo: number, content: string): Promise<string> {
    const id = await insertPost(getDb(), author.id, { title: `Original title ${content}`, content });
    const at = new Date(Date.now() - minutesAgo * MINUTE).toISOString();
    await getDb().updateTable("posts").set({ created_at: at, updated_at: at }).where("id", "=", id).execute();
    return id;
  }

  const revisionCount = async (postId: string) =>
    (await getDb().selectFrom("forum_revisions").select("id").where("post_id", "=", postId).execute()).length;

  it("keeps nothing and shows no 'edited' for an edit within 5 minutes", async () => {
    const id = await postFrom(2, "Ferry leaves at 9");
    await updatePost(author, id, {
      title: "Original title Ferry leaves at 9",
      content: "Ferry leaves at 10",
      category: "transport",
    });
    expect(await revisionCount(id)).toBe(0);
    const page = await text(await send(get(`/community/${id}`)));
    expect(page).toContain("Ferry leaves at 10");
    expect(page).not.toMatch(EDITED);
    expect(page).not.toContain(`/community/${id}/history`);
  });

  it("after 5 minutes shows 'edited', and anyone can read the earlier versions", async () => {
    const id = await postFrom(150, "Bus **Makassar to Rantepao** takes 8 hours");
    // Edits an hour and a half apart: each keeps a version (edits within an hour are one, ADR 0025).
    await updatePost(
      author,
      id,
      { title: "Bus times", content: "Bus Makassar to Rantepao takes 9 hours", category: "transport" },
      { now: new Date(Date.now() - 90 * MINUTE) },
    );
    await updatePost(author, id, { title: "Bus times", content: "It takes 10 hours now", category: "transport" });
    // An edit that changes nothing is no version.
    await updatePost(author, id, { title: "Bus times", content: "It takes 10 hours now", category: "transport" });
    expect(await revisionCount(id)).toBe(2);

    const page = await text(await send(get(`/community/${id}`)));
    expect(page).toContain(`href="/community/${id}/history"`);
    expect(page).toMatch(EDITED);

    const history = await send(get(`/community/${id}/history`));
    expect(history.status).toBe(200);
    const html = await text(history);
    expect(html).toContain("It takes 10 hours now");
    expect(html).toContain("Bus Makassar to Rantepao takes 9 hours");
    // The first version, rendered as Markdown, with its own title.
    expect(html).toContain("<strong>Makassar to Rantepao</strong>");
    expect(html).toContain("Original title Bus **Makassar to Rantepao** takes 8 hours");
    // Newest first.
    expect(html.indexOf("takes 9 hours")).toBeLessThan(html.indexOf("takes 8 hours"));

    // The author's data export carries the earlier versions too.
    const exported = (await (await send(get("/account/data.json", { cookie: authorCookie }))).json()) as {
      revisions: { post_id: string; content: string }[];
    };
    expect(exported.revisions.filter((r) => r.post_id === id).map((r) => r.content)).toEqual([
      "Bus **Makassar to Rantepao** takes 8 hours",
      "Bus Makassar to Rantepao takes 9 hours",
    ]);
  });

  it("keeps comment versions the same way, on the comment's own history page", async () => {
    const postId = await postFrom(60, "A post with a comment");
    const commentId = await insertComment(getDb(), author.id, postId, "Pelni sails on Tuesday");
    const at = new Date(Date.now() - 20 * MINUTE).toISOString();
    await getDb().updateTable("comments").set({ created_at: at, updated_at: at }).where("id", "=", commentId).execute();
    await updateComment(author, commentId, "Pelni sails on Wednesday");
    const page = await text(await send(get(`/community/${postId}`)));
    expect(page).toContain(`href="/community/${postId}/history?comment=${commentId}"`);
    const html = await text(await send(get(`/community/${postId}/history?comment=${commentId}`)));
    expect(html).toContain("Pelni sails on Wednesday");
    expect(html).toContain("Pelni sails on Tuesday");
    const row = await getDb()
      .selectFrom("comments")
      .select("edited_at")
      .where("id", "=", commentId)
      .executeTakeFirstOrThrow();
    expect(row.edited_at).not.toBeNull();
  });

  it("does not count a moderator's hide as a revision, and hides the history with the post", async () => {
    const id = await postFrom(30, "A post a moderator will hide");
    // Through the dashboard, as a moderator does it: hide, show, hide again.
    for (const hidden of ["1", "0", "1"]) {
      const response = await send(post("/admin", { intent: "hide-post", id, hidden }, { cookie: admin.cookie }));
      expect(response.status).toBeLessThan(400);
    }
    const hiddenAt = await getDb()
      .selectFrom("posts")
      .select("hidden_at")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(hiddenAt.hidden_at).not.toBeNull();
    expect(await revisionCount(id)).toBe(0);
    const row = await getDb().selectFrom("posts").select("edited_at").where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.edited_at).toBeNull();
    expect((await send(get(`/community/${id}/history`))).status).toBe(404);
    expect((await send(get(`/community/${id}/history?comment=not-a-uuid`))).status).toBe(404);
  });
});
