/**
 * Member profiles (/members/{id}) on both databases: who the member is and their visible posts and
 * comments (paged), never an e-mail address; banned, deleted and unknown members answer 404; hidden
 * posts and comments are not listed; author names in the forum link to the profile.
 */
import { beforeAll, expect, it } from "vitest";
import { PROFILE_PAGE_SIZE } from "~/features/members/constants.ts";
import { PROFILE_TEXTS } from "~/features/members/texts.ts";
import { createTestUser } from "./accounts-harness.ts";
import { get, insertComment, insertPost, send, text } from "./attack-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";

const TWO_DAYS_AGO = () => new Date(Date.now() - 2 * 86_400_000).toISOString();

describeBothDatabases("member profiles", (getDb) => {
  let member: { id: string; email: string };
  let visiblePostId: string;
  let hiddenPostId: string;

  beforeAll(async () => {
    const { user } = await createTestUser(getDb(), {
      name: "Rina Pakpahan",
      userCategory: "local-guide",
      createdAt: "2026-03-05T08:00:00.000Z",
      email: "rina.private@example.test",
    });
    member = { id: user.id, email: user.email };
    await getDb()
      .updateTable("users")
      .set({ image: `/media/avatars/${user.id}.webp?v=1` })
      .where("id", "=", user.id)
      .execute();
    visiblePostId = await insertPost(getDb(), member.id, { title: "Visible ferry question", content: "**Bold** ask" });
    hiddenPostId = await insertPost(getDb(), member.id, { title: "Hidden spam post", content: "spam" });
    await getDb()
      .updateTable("posts")
      .set({ hidden_at: new Date().toISOString() })
      .where("id", "=", hiddenPostId)
      .execute();
    await insertComment(getDb(), member.id, visiblePostId, "A visible comment");
    const hiddenComment = await insertComment(getDb(), member.id, visiblePostId, "A hidden comment");
    await getDb()
      .updateTable("comments")
      .set({ hidden_at: new Date().toISOString() })
      .where("id", "=", hiddenComment)
      .execute();
    await insertComment(getDb(), member.id, hiddenPostId, "A comment on a hidden post");
  });

  it("shows name, badge, avatar, joined date, visible posts and comments, and no e-mail address", async () => {
    const response = await send(get(`/members/${member.id}`));
    expect(response.status).toBe(200);
    const html = await text(response);
    expect(html).toContain("Rina Pakpahan");
    expect(html).toContain("Local Guide");
    expect(html).toContain(`src="/media/avatars/${member.id}.webp?v=1"`);
    expect(html).toContain(PROFILE_TEXTS.en.joined("March 5, 2026"));
    expect(html).toContain("Visible ferry question");
    expect(html).toContain("<strong>Bold</strong> ask");
    expect(html).toContain("A visible comment");
    expect(html).not.toContain("Hidden spam post");
    expect(html).not.toContain("A hidden comment");
    expect(html).not.toContain("A comment on a hidden post");
    expect(html).not.toContain(member.email);
    expect(html).not.toContain("rina.private");
    expect(html).not.toMatch(/mailto:rina/i);
  });

  it("answers 404 for banned, deleted and unknown members", async () => {
    const banned = await createTestUser(getDb(), { name: "Banned Bayu", banned: true, createdAt: TWO_DAYS_AGO() });
    const bannedResponse = await send(get(`/members/${banned.user.id}`));
    expect(bannedResponse.status).toBe(404);
    expect(await text(bannedResponse)).not.toContain("Banned Bayu");

    // A ban that has run out is no ban.
    const expired = await createTestUser(getDb(), { name: "Former Fajar", banned: true, createdAt: TWO_DAYS_AGO() });
    await getDb()
      .updateTable("users")
      .set({ ban_expires: new Date(Date.now() - 60_000).toISOString() })
      .where("id", "=", expired.user.id)
      .execute();
    expect((await send(get(`/members/${expired.user.id}`))).status).toBe(200);

    const deleted = await createTestUser(getDb(), { name: "Deleted Dewi", createdAt: TWO_DAYS_AGO() });
    await getDb().deleteFrom("users").where("id", "=", deleted.user.id).execute();
    expect((await send(get(`/members/${deleted.user.id}`))).status).toBe(404);

    expect((await send(get("/members/00000000-0000-4000-8000-000000000000"))).status).toBe(404);
    expect((await send(get("/members/not-an-id"))).status).toBe(404);
  });

  it("pages a long list of posts", async () => {
    const { user } = await createTestUser(getDb(), { name: "Prolific Putu", createdAt: TWO_DAYS_AGO() });
    for (let i = 0; i < PROFILE_PAGE_SIZE + 2; i++) {
      const id = await insertPost(getDb(), user.id, { title: `Putu question number ${i}`, content: `Body ${i}` });
      const at = new Date(Date.now() - (100 - i) * 60_000).toISOString();
      await getDb().updateTable("posts").set({ created_at: at }).where("id", "=", id).execute();
    }
    const first = await text(await send(get(`/members/${user.id}`)));
    expect(first.match(/Putu question number \d+/g)?.length).toBe(PROFILE_PAGE_SIZE);
    expect(first).toContain("Putu question number 11");
    expect(first).not.toContain("Putu question number 0<");
    expect(first).toContain(`href="/members/${user.id}?posts=2#posts"`);
    const second = await text(await send(get(`/members/${user.id}?posts=2`)));
    expect(second.match(/Putu question number \d+/g)).toEqual(["Putu question number 1", "Putu question number 0"]);
    expect(second).toContain(`href="/members/${user.id}#posts"`);
  });

  it("links author names in the forum to the profile, except a banned author's", async () => {
    const post = await text(await send(get(`/community/${visiblePostId}`)));
    expect(post).toContain(`href="/members/${member.id}"`);
    const list = await text(await send(get("/community")));
    expect(list).toContain(`href="/members/${member.id}"`);

    const banned = await createTestUser(getDb(), { name: "Banned Bima", createdAt: TWO_DAYS_AGO() });
    const bannedPost = await insertPost(getDb(), banned.user.id, { title: "Written before the ban" });
    await getDb().updateTable("users").set({ banned: 1 }).where("id", "=", banned.user.id).execute();
    const page = await text(await send(get(`/community/${bannedPost}`)));
    expect(page).toContain("Banned Bima");
    expect(page).not.toContain(`href="/members/${banned.user.id}"`);
  });
});
