import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { createComment, deleteComment, listComments, updateComment } from "~/features/forum/comments.server.ts";
import { type ListQuery, PAGE_SIZE, type PostCategory } from "~/features/forum/constants.ts";
import { listPosts } from "~/features/forum/listing.server.ts";
import * as moderation from "~/features/forum/moderation.server.ts";
import { createPost, deletePost, getPost, updatePost } from "~/features/forum/posts.server.ts";
import { forumRateLimit } from "~/features/forum/rate-limits.server.ts";
import { MESSAGES } from "~/features/forum/texts.ts";
import type { ForumActor } from "~/features/forum/types.ts";
import { setUpvote } from "~/features/forum/votes.server.ts";
import { LocalStorage, newMediaBase, setMediaStorageForTests } from "~/lib/media-storage.server.ts";
import { Refusal } from "~/lib/refusal.ts";
import { describeBothDatabases } from "./db-harness.ts";
import { ensureForumSchema, insertUser } from "./forum-fixtures.ts";

const query = (q: Partial<ListQuery> = {}): ListQuery => ({
  q: "",
  category: "all",
  sort: "newest",
  after: null,
  ...q,
});

async function rejects(promise: Promise<unknown>, status: number, title?: string, description?: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Refusal);
  const e = error as Refusal;
  expect(e.status).toBe(status);
  if (title) expect(e.title).toBe(title);
  if (description) expect(e.description).toBe(description);
}

describeBothDatabases("forum service", (getDb) => {
  let alice: ForumActor;
  let bob: ForumActor;
  let admin: ForumActor;
  let banned: ForumActor;

  beforeAll(async () => {
    await ensureForumSchema(getDb());
    alice = await insertUser(getDb(), { name: "Alice", userCategory: "local-guide" });
    bob = await insertUser(getDb(), { name: "Bob" });
    admin = await insertUser(getDb(), { name: "Admin", role: "admin" });
    banned = await insertUser(getDb(), { name: "Banned", banned: true });
  });

  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);

  it("creates a post, trims its fields and reads it back with author and badge", async () => {
    const id = await createPost(alice, {
      title: "  Ferry from Ampana  ",
      content: "  Line one\r\nLine two  ",
      category: "transport",
    });
    const post = await getPost(id);
    expect(post).toMatchObject({
      id,
      title: "Ferry from Ampana",
      content: "Line one\nLine two",
      category: "transport",
      upvotes: 0,
      commentsCount: 0,
      author: { id: alice.id, name: "Alice", userCategory: "local-guide" },
      images: [],
      videos: [],
      userHasUpvoted: false,
      editedAt: null,
    });
  });

  it("requires title, content and category after trimming ('Missing information')", async () => {
    for (const input of [
      { title: "   ", content: "x", category: "general" },
      { title: "x", content: "\n\t ", category: "general" },
      { title: "x", content: "y", category: "" },
    ]) {
      await rejects(createPost(alice, input as never), 400, "Missing information", "Please fill in all fields");
    }
    await rejects(createPost(alice, { title: "x", content: "y", category: "nonsense" as PostCategory }), 400);
    await rejects(createPost(alice, { title: "x".repeat(201), content: "y", category: "general" }), 400);
  });

  it("refuses repeated identical posts by one author, but not by another", async () => {
    await createPost(alice, { title: "Same text", content: "Exactly  the same.", category: "general" });
    await rejects(
      createPost(alice, { title: "same TEXT", content: "exactly the same.", category: "tips" }),
      409,
      "Error creating post",
    );
    await expect(
      createPost(bob, { title: "Same text", content: "Exactly the same.", category: "general" }),
    ).resolves.toMatch(/-/);
  });

  it("refuses banned accounts for every write", async () => {
    const id = await createPost(alice, { title: "For the banned", content: "text", category: "general" });
    await rejects(createPost(banned, { title: "t", content: "c", category: "general" }), 403);
    await rejects(createComment(banned, id, "hello"), 403);
    await rejects(setUpvote(banned, id, true), 403);
    expect((await getPost(id))?.upvotes).toBe(0);
  });

  it("lets authors edit and delete their own posts and comments, and nobody else's (admins moderate from the dashboard only)", async () => {
    const id = await createPost(alice, { title: "Mine", content: "original", category: "general" });
    await rejects(updatePost(bob, id, { title: "Hacked", content: "x", category: "general" }), 403);
    await rejects(updatePost(admin, id, { title: "Admin edit", content: "x", category: "general" }), 403);
    await rejects(deletePost(bob, id), 403);
    // Ten minutes later: past the grace period, so the post is marked edited (ADR 0023).
    const later = new Date(Date.now() + 10 * 60_000);
    await updatePost(alice, id, { title: "Mine, edited", content: "new text", category: "tips" }, { now: later });
    const edited = await getPost(id);
    expect(edited).toMatchObject({ title: "Mine, edited", content: "new text", category: "tips" });
    expect(edited?.editedAt).toBeTruthy();

    const comment = await createComment(bob, id, "Nice");
    if (!comment) throw new Error("no comment");
    await rejects(updateComment(alice, comment.id, "changed"), 403);
    await rejects(deleteComment(alice, comment.id), 403);
    await updateComment(bob, comment.id, "Nice, edited");
    expect((await listComments(id)).comments[0]?.content).toBe("Nice, edited");
    await rejects(deleteComment(admin, comment.id), 403);
    await deleteComment(bob, comment.id);
    expect((await getPost(id))?.commentsCount).toBe(0);

    await deletePost(alice, id);
    expect(await getPost(id)).toBeNull();
    await rejects(deletePost(alice, id), 404);

    const other = await createPost(bob, { title: "Moderated", content: "spam", category: "general" });
    await rejects(deletePost(admin, other), 403);
    expect(await getPost(other)).not.toBeNull();
  });

  it("lists comments oldest first with author and badge, ignores empty ones, and counts them", async () => {
    const id = await createPost(alice, { title: "Comments here", content: "talk", category: "general" });
    expect(await createComment(bob, id, "   \n\t  ")).toBeNull();
    await createComment(bob, id, "first", { now: at(10) });
    await createComment(alice, id, "second", { now: at(5) });
    await createComment(bob, id, "third", { now: at(1) });
    const { comments } = await listComments(id);
    expect(comments.map((c) => c.content)).toEqual(["first", "second", "third"]);
    expect(comments[1]?.author).toEqual({ id: alice.id, name: "Alice", userCategory: "local-guide", hasProfile: true });
    expect((await getPost(id))?.commentsCount).toBe(3);
    await rejects(createComment(bob, "00000000-0000-4000-8000-000000000000", "to nowhere"), 404);
  });

  it("pages comments oldest first", async () => {
    const id = await createPost(bob, { title: "Many comments", content: "lots", category: "general" });
    for (let i = 0; i < 7; i++) await createComment(alice, id, `c${i}`, { now: at(60 - i) });
    const first = await listComments(id, { limit: 5 });
    expect(first.comments.map((c) => c.content)).toEqual(["c0", "c1", "c2", "c3", "c4"]);
    const second = await listComments(id, { limit: 5, after: first.nextCursor });
    expect(second.comments.map((c) => c.content)).toEqual(["c5", "c6"]);
    expect(second.nextCursor).toBeNull();
  });

  it("toggles upvotes per the spec, never below 0, and shows the viewer's state", async () => {
    const id = await createPost(alice, { title: "Vote for me", content: "please", category: "general" });
    expect(await setUpvote(bob, id, true)).toEqual({ upvoted: true, upvotes: 1, changed: true });
    expect(await setUpvote(bob, id, true)).toEqual({ upvoted: true, upvotes: 1, changed: false });
    expect((await getPost(id, bob))?.userHasUpvoted).toBe(true);
    expect((await getPost(id, alice))?.userHasUpvoted).toBe(false);
    expect(await setUpvote(bob, id, false)).toEqual({ upvoted: false, upvotes: 0, changed: true });
    expect(await setUpvote(bob, id, false)).toEqual({ upvoted: false, upvotes: 0, changed: false });
    await rejects(setUpvote(bob, "00000000-0000-4000-8000-000000000000", true), 404);
  });

  it("50 parallel upvotes by one user give one row and +1", async () => {
    const id = await createPost(alice, { title: "Parallel one user", content: "x", category: "general" });
    const results = await Promise.all(Array.from({ length: 50 }, () => setUpvote(bob, id, true)));
    expect(results.filter((r) => r.changed)).toHaveLength(1);
    const rows = await getDb().selectFrom("user_upvotes").selectAll().where("post_id", "=", id).execute();
    expect(rows).toHaveLength(1);
    expect((await getPost(id))?.upvotes).toBe(1);
  });

  it("50 users voting and unvoting in parallel end with upvotes equal to the rows", async () => {
    const id = await createPost(alice, { title: "Parallel many users", content: "x", category: "general" });
    const voters = await Promise.all(Array.from({ length: 50 }, () => insertUser(getDb())));
    await Promise.all(
      voters.flatMap((v, i) => {
        const ops = [() => setUpvote(v, id, true), () => setUpvote(v, id, false), () => setUpvote(v, id, true)];
        // Interleave: some end voted, some unvoted, racing each other.
        return (i % 3 === 0 ? ops.slice(0, 2) : ops).map((op) => op());
      }),
    );
    const [{ n }] = (
      await sql<{ n: number }>`select count(*) as n from user_upvotes where post_id = ${id}`.execute(getDb())
    ).rows as [{ n: number }];
    const post = await getPost(id);
    expect(post?.upvotes).toBe(Number(n));
  });

  it("keeps counts right when rows go by cascade (a deleted account)", async () => {
    const carol = await insertUser(getDb(), { name: "Carol" });
    const id = await createPost(alice, { title: "Cascade", content: "x", category: "general" });
    await setUpvote(carol, id, true);
    await setUpvote(bob, id, true);
    await createComment(carol, id, "bye");
    expect(await getPost(id)).toMatchObject({ upvotes: 2, commentsCount: 1 });
    await sql`delete from users where id = ${carol.id}`.execute(getDb());
    expect(await getPost(id)).toMatchObject({ upvotes: 1, commentsCount: 0 });
  });

  it("ignores a forged counter: upvotes only change through rows", async () => {
    const id = await createPost(alice, { title: "Count check", content: "x", category: "general" });
    const dan = await insertUser(getDb(), { name: "Dan" });
    await setUpvote(bob, id, true);
    await setUpvote(dan, id, true);
    await setUpvote(dan, id, false);
    expect((await getPost(id))?.upvotes).toBe(1);
  });

  it("refuses an author's upvote of their own post (403, the reason), and lets an older one be removed", async () => {
    const id = await createPost(alice, { title: "My own", content: "x", category: "general" });
    const refused = await setUpvote(alice, id, true).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 403, description: MESSAGES.en.ownPostVote });
    expect((await getPost(id))?.upvotes).toBe(0);
    // A self-vote stored before the rule (written directly) can still be taken back.
    await getDb()
      .insertInto("user_upvotes")
      .values({ user_id: alice.id, post_id: id, created_at: new Date().toISOString() })
      .execute();
    expect(await setUpvote(alice, id, false)).toEqual({ upvoted: false, upvotes: 0, changed: true });
  });

  describe("listing", () => {
    let mark: string;
    beforeAll(async () => {
      mark = `zq${Date.now().toString(36)}`;
      const base = Date.parse("2020-01-01T00:00:00.000Z");
      const categories: PostCategory[] = ["general", "transport", "routes", "tips", "experience"];
      // Even posts are Bob's: their second vote comes from a third member (authors can't upvote their own).
      const erin = await insertUser(getDb(), { name: "Erin" });
      for (let i = 0; i < 25; i++) {
        const id = await createPost(
          i % 2 ? alice : bob,
          {
            title: `Listing ${mark} ${i}`,
            content: `Body ${i} about ${mark}`,
            category: categories[i % 5] as PostCategory,
          },
          { now: new Date(base + i * 60_000) },
        );
        if (i % 4 === 0) await setUpvote(alice, id, true);
        if (i % 8 === 0) await setUpvote(erin, id, true);
        if (i % 3 === 0) await createComment(bob, id, "c");
      }
    });

    async function all(q: ListQuery) {
      const seen: string[] = [];
      let after: string | null = null;
      for (let n = 0; n < 10; n++) {
        const page = await listPosts({ ...q, after });
        expect(page.posts.length).toBeLessThanOrEqual(PAGE_SIZE);
        seen.push(...page.posts.map((p) => p.title));
        if (!page.nextCursor) break;
        expect(page.posts).toHaveLength(PAGE_SIZE);
        after = page.nextCursor;
      }
      return seen;
    }

    it("pages through every sort without gaps or repeats", async () => {
      const newest = await all(query({ q: mark, sort: "newest" }));
      expect(newest).toHaveLength(25);
      expect(newest[0]).toBe(`Listing ${mark} 24`);
      expect(new Set(newest).size).toBe(25);
      const oldest = await all(query({ q: mark, sort: "oldest" }));
      expect(oldest).toEqual([...newest].reverse());
      const liked = await all(query({ q: mark, sort: "most_liked" }));
      expect(liked.slice(0, 4)).toEqual([
        `Listing ${mark} 24`,
        `Listing ${mark} 16`,
        `Listing ${mark} 8`,
        `Listing ${mark} 0`,
      ]);
      expect(new Set(liked).size).toBe(25);
      const discussed = await all(query({ q: mark, sort: "most_discussed" }));
      expect(discussed.slice(0, 3)).toEqual([`Listing ${mark} 24`, `Listing ${mark} 21`, `Listing ${mark} 18`]);
      expect(new Set(discussed).size).toBe(25);
      const relevance = await all(query({ q: mark, sort: "relevance" }));
      expect(new Set(relevance).size).toBe(25);
    });

    it("offers Load More only when a full page came back and more follow", async () => {
      const first = await listPosts(query({ q: mark, category: "transport" }));
      expect(first.posts).toHaveLength(5);
      expect(first.nextCursor).toBeNull();
      expect(first.posts.every((p) => p.category === "transport")).toBe(true);
    });

    it("shows the newest posts first on the plain first page", async () => {
      const page = await listPosts(query());
      expect(page.posts).toHaveLength(PAGE_SIZE);
      const times = page.posts.map((p) => p.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
    });

    it("ignores a garbage cursor", async () => {
      const page = await listPosts(query({ q: mark, after: "not-a-cursor" }));
      expect(page.posts[0]?.title).toBe(`Listing ${mark} 24`);
    });
  });

  describe("search", () => {
    beforeAll(async () => {
      const posts: [string, string, PostCategory][] = [
        ["Togean ferry schedule", "The boat from Ampana leaves at nine.", "transport"],
        ["Diving at Bunaken", "Wall dives and turtles; the ferry from Manado takes an hour.", "experience"],
        ["Ferries, ferries everywhere", "Which ferry company is reliable between Kendari and Wakatobi?", "routes"],
        ["Rantepao markets", "Buffalo market on Tuesdays in Toraja.", "tips"],
      ];
      for (const [title, content, category] of posts) await createPost(bob, { title, content, category });
    });

    it("finds words in title, content and category, stemmed, ranked with title matches first", async () => {
      const ferry = await listPosts(query({ q: "ferry", sort: "relevance" }));
      const titles = ferry.posts.map((p) => p.title);
      expect(titles).toContain("Togean ferry schedule");
      expect(titles).toContain("Diving at Bunaken");
      expect(titles).toContain("Ferries, ferries everywhere");
      expect(titles.indexOf("Diving at Bunaken")).toBeGreaterThan(titles.indexOf("Ferries, ferries everywhere"));
      const byCategory = await listPosts(query({ q: "tips market" }));
      expect(byCategory.posts.map((p) => p.title)).toEqual(["Rantepao markets"]);
      const prefix = await listPosts(query({ q: "rantep" }));
      expect(prefix.posts.map((p) => p.title)).toEqual(["Rantepao markets"]);
      const filtered = await listPosts(query({ q: "ferry", category: "routes" }));
      expect(filtered.posts.map((p) => p.title)).toEqual(["Ferries, ferries everywhere"]);
      const sorted = await listPosts(query({ q: "ferry", sort: "oldest" }));
      const times = sorted.posts.map((p) => p.createdAt);
      expect(times).toEqual([...times].sort());
      expect(sorted.posts.length).toBeGreaterThanOrEqual(3);
    });

    it("is safe for any input", async () => {
      const nasty = [
        '"',
        "'",
        '"ferry',
        "ferry OR 1=1 --",
        "%",
        "%_%",
        "*",
        "NEAR(ferry togean)",
        "title:ferry",
        "ferry AND",
        "(((",
        "\\",
        "'; drop table posts; --",
        "\u0000ferry",
        "🚢 ferry",
        "x".repeat(10_000),
        "ferry ".repeat(1_000),
        "!@#$%^&*()_+{}|:<>?",
      ];
      for (const q of nasty) {
        // Each query is only words to look for: no operator widens it to posts without any of them.
        const stems = (q.toLowerCase().match(/[a-z0-9]+/g) ?? []).map((w) => w.slice(0, 4));
        for (const sort of ["relevance", "most_liked"] as const) {
          const { posts } = await listPosts(query({ q, sort }));
          for (const p of posts) {
            const haystack = `${p.title} ${p.content} ${p.category}`.toLowerCase();
            expect(
              stems.some((stem) => haystack.includes(stem)),
              `${JSON.stringify(q.slice(0, 40))} (${sort}) found "${p.title}"`,
            ).toBe(true);
          }
        }
      }
      expect((await listPosts(query({ q: "%" }))).posts).toEqual([]);
      expect((await listPosts(query({ q: '"ferry' }))).posts.length).toBeGreaterThan(0);
    });
  });

  it("applies rate limits: new accounts one post per 30 s and 10 a day; one comment per 10 s", async () => {
    const t0 = new Date("2030-01-01T00:00:00.000Z");
    const fresh = await insertUser(getDb(), { createdAt: new Date(t0.getTime() - 3_600_000).toISOString() });
    const ip = "203.0.113.7";
    expect(await forumRateLimit("post", fresh, ip, { now: t0 })).toBeNull();
    const refused = await forumRateLimit("post", fresh, ip, { now: new Date(t0.getTime() + 5_000) });
    expect(refused?.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused?.message).toMatch(/Please wait \d+ seconds and try again\./);
    let allowed = 1;
    for (let i = 1; i < 15; i++) {
      if (!(await forumRateLimit("post", fresh, `198.51.100.${i}`, { now: new Date(t0.getTime() + i * 31_000) })))
        allowed++;
    }
    expect(allowed).toBe(10);
    const daily = await forumRateLimit("post", fresh, ip, { now: new Date(t0.getTime() + 20 * 31_000) });
    expect(daily?.message).toMatch(/^New accounts can create up to 10 posts a day\./);

    expect(await forumRateLimit("comment", bob, ip, { now: t0 })).toBeNull();
    expect(await forumRateLimit("comment", bob, ip, { now: new Date(t0.getTime() + 3_000) })).not.toBeNull();
    expect(await forumRateLimit("comment", bob, ip, { now: new Date(t0.getTime() + 11_000) })).toBeNull();
  });

  it("stores hostile text as text", async () => {
    const hostile = `<script>alert(1)</script><img src=x onerror="alert(2)">`;
    const id = await createPost(alice, { title: hostile, content: hostile, category: "general" });
    const post = await getPost(id);
    expect(post?.title).toBe(hostile);
    const comment = await createComment(bob, id, hostile);
    expect(comment?.content).toBe(hostile);
  });

  describe("moderation (admin)", () => {
    it("hides a post from everyone but admins, and shows it again", async () => {
      const id = await createPost(alice, { title: "Hide me zanzibarish", content: "x", category: "tips" });
      await setUpvote(bob, id, true);
      expect(await moderation.hidePost(id, true)).toBe(true);
      expect(await getPost(id)).toBeNull();
      expect(await getPost(id, alice)).toBeNull();
      expect((await getPost(id, admin))?.hiddenAt).toBeTruthy();
      const listed = async (viewer: ForumActor | null, q = "") =>
        (await listPosts(query({ q, sort: q ? "relevance" : "newest" }), viewer, { pageSize: 50 })).posts.some(
          (p) => p.id === id,
        );
      expect(await listed(null)).toBe(false);
      expect(await listed(null, "zanzibarish")).toBe(false);
      expect(await listed(admin)).toBe(true);
      // Gone for writers too: no votes, comments or edits on a hidden post.
      await rejects(setUpvote(alice, id, true), 404);
      await rejects(createComment(bob, id, "hello?"), 404);
      await rejects(updatePost(alice, id, { title: "t", content: "c", category: "general" }), 404);
      // Counts are kept while hidden.
      expect((await getPost(id, admin))?.upvotes).toBe(1);
      expect(await moderation.hidePost(id, false)).toBe(true);
      expect(await listed(null)).toBe(true);
      expect(await moderation.hidePost("00000000-0000-4000-8000-000000000000", true)).toBe(false);
      expect(await moderation.hidePost("not-an-id", true)).toBe(false);
    });

    it("hides comments from everyone but admins, keeping comments_count equal to the visible comments", async () => {
      const id = await createPost(alice, { title: "Comment moderation", content: "x", category: "general" });
      const a = await createComment(bob, id, "keep", { now: at(2) });
      const b = await createComment(bob, id, "spam", { now: at(1) });
      if (!a || !b) throw new Error("no comments");
      expect((await getPost(id))?.commentsCount).toBe(2);
      expect(await moderation.hideComment(b.id, true)).toBe(true);
      expect(await moderation.hideComment(b.id, true)).toBe(true); // again: no second decrement
      expect((await getPost(id))?.commentsCount).toBe(1);
      expect((await listComments(id)).comments.map((c) => c.content)).toEqual(["keep"]);
      expect((await listComments(id, { viewer: admin })).comments.map((c) => c.content)).toEqual(["keep", "spam"]);
      await rejects(updateComment(bob, b.id, "edited spam"), 404);
      expect(await moderation.hideComment(b.id, false)).toBe(true);
      expect((await getPost(id))?.commentsCount).toBe(2);
      // Deleting a hidden comment does not lower the count twice.
      await moderation.hideComment(b.id, true);
      expect(await moderation.deleteComment(b.id)).toBe(true);
      expect((await getPost(id))?.commentsCount).toBe(1);
      expect(await moderation.deleteComment(a.id)).toBe(true);
      expect((await getPost(id))?.commentsCount).toBe(0);
      expect(await moderation.deleteComment(a.id)).toBe(false);
      expect(await moderation.hideComment(a.id, true)).toBe(false);
    });

    it("deletes a post with its comments, upvotes and stored media files", async (ctx) => {
      const { mkdtempSync, writeFileSync, existsSync } = await import("node:fs");
      const os = await import("node:os");
      const path = await import("node:path");
      const root = mkdtempSync(path.join(os.tmpdir(), "forum-mod-"));
      const storage = new LocalStorage(root);
      setMediaStorageForTests(storage);
      ctx.onTestFinished(() => setMediaStorageForTests(undefined));
      const { reserveMedia } = await import("~/features/forum/post-media.server.ts");
      const key = `${newMediaBase()}-480.webp`;
      const src = path.join(root, "src.webp");
      writeFileSync(src, "webp bytes");
      await storage.put(key, src);
      const [mediaId] = await reserveMedia(alice, [
        {
          kind: "image",
          name: "a.jpg",
          contentType: "image/webp",
          key,
          width: 480,
          height: 320,
          bytes: 10,
          variants: [{ key, width: 480, height: 320, bytes: 10 }],
          keys: [key],
        },
      ]);
      const id = await createPost(
        alice,
        { title: "Delete me", content: "x", category: "general" },
        {
          mediaIds: mediaId ? [mediaId] : [],
        },
      );
      expect((await getPost(id))?.images).toHaveLength(1);
      await createComment(bob, id, "a comment");
      await setUpvote(bob, id, true);
      await moderation.hidePost(id, true); // hidden posts can be deleted too
      expect(await moderation.deletePost(id)).toBe(true);
      expect(await getPost(id, admin)).toBeNull();
      expect(await storage.stat(key)).toBeNull();
      expect(existsSync(path.join(root, ...key.split("/")))).toBe(false);
      const left = await getDb().selectFrom("post_media").select("id").where("storage_key", "=", key).execute();
      expect(left).toHaveLength(0);
      const comments = await getDb().selectFrom("comments").select("id").where("post_id", "=", id).execute();
      expect(comments).toHaveLength(0);
      expect(await moderation.deletePost(id)).toBe(false);
    });
  });
  it("keeps sorted and ranked search exact for a word in thousands of posts (the large-result paths)", async () => {
    const author = await insertUser(getDb(), { name: "Bulk" });
    const categories: PostCategory[] = ["general", "transport", "routes", "tips", "experience"];
    const base = Date.parse("2025-03-01T00:00:00Z");
    const rows = Array.from({ length: 2_600 }, (_, i) => {
      // Creation times shuffled against insertion order (seq), so no path may lean on the rowid.
      const at = new Date(base + ((i * 7_919) % 2_600) * 60_000).toISOString();
      return {
        id: crypto.randomUUID(),
        author_id: author.id,
        title: `Bulk ${i}`,
        content: i % 5 === 0 ? `plain text ${i}` : `kayak trip ${i}`,
        category: categories[i % 5] as PostCategory,
        upvotes: (i * 13) % 17,
        comments_count: 0,
        content_hash: `bulk-${i}`,
        created_at: at,
        updated_at: at,
        edited_at: null,
        hidden_at: i === 2_599 ? at : null,
      };
    });
    for (let i = 0; i < rows.length; i += 500) {
      await getDb()
        .insertInto("posts")
        .values(rows.slice(i, i + 500) as never)
        .execute();
    }
    const matches = rows.filter((r) => r.content.startsWith("kayak") && !r.hidden_at);
    expect(matches.length).toBeGreaterThan(2_000);
    const newest = [...matches].sort((a, b) => (b.created_at + b.id).localeCompare(a.created_at + a.id));
    const oldest = [...newest].reverse();
    const liked = [...matches].sort(
      (a, b) => b.upvotes - a.upvotes || (b.created_at + b.id).localeCompare(a.created_at + a.id),
    );
    const routes = newest.filter((r) => r.category === "routes");
    for (const [sort, expected, category] of [
      ["newest", newest, "all"],
      ["oldest", oldest, "all"],
      ["most_liked", liked, "all"],
      ["newest", routes, "routes"],
    ] as const) {
      const first = await listPosts(query({ q: "kayak", sort, category }));
      expect(first.posts.map((p) => p.id)).toEqual(expected.slice(0, PAGE_SIZE).map((r) => r.id));
      const second = await listPosts(query({ q: "kayak", sort, category, after: first.nextCursor }));
      expect(second.posts.map((p) => p.id)).toEqual(expected.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((r) => r.id));
      const third = await listPosts({ ...query({ q: "kayak", sort, category }), page: 3 });
      expect(third.posts.map((p) => p.id)).toEqual(expected.slice(2 * PAGE_SIZE, 3 * PAGE_SIZE).map((r) => r.id));
    }
    // Relevance: only matches, never the hidden one, pages that do not repeat.
    const seen = new Set<string>();
    let after: string | null = null;
    for (let page = 0; page < 3; page++) {
      const result = await listPosts(query({ q: "kayak", sort: "relevance", after }));
      expect(result.posts).toHaveLength(PAGE_SIZE);
      for (const post of result.posts) {
        expect(post.content).toMatch(/^kayak trip/);
        expect(seen.has(post.id)).toBe(false);
        seen.add(post.id);
      }
      after = result.nextCursor;
    }
    expect(seen.has(rows[2_599]?.id ?? "")).toBe(false);
  });
});
