/**
 * The forum's routes driven as a browser (or an attacker) would: real requests with real session
 * cookies into the route actions and loaders (/community, /community/{id}, /api/community/posts,
 * /media/{key}), checking statuses, the spec's texts, and what ends up in the database and storage.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { COMPOSE_PATH } from "~/features/forum/constants.ts";
import { MESSAGES, TEXTS } from "~/features/forum/texts.ts";
import { LocalStorage, type MediaStorage, setMediaStorageForTests } from "~/lib/media-storage.server.ts";
import { getToast } from "~/lib/toast.server.ts";
import * as communityRoute from "~/routes/community.tsx";
import * as apiRoute from "~/routes/community-api.ts";
import * as postRoute from "~/routes/community-post.tsx";
import * as mediaRoute from "~/routes/media.$.ts";
import {
  post as formPost,
  get,
  rawPost,
  readResult,
  routeArgs,
  SITE,
  thrownResponse,
} from "../support/route-harness.ts";
import { createTestUser } from "./accounts-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";
import { jpegWithGps, multipart, png } from "./forum-fixtures.ts";

const MB = 1024 * 1024;
const TWO_DAYS_AGO = () => new Date(Date.now() - 2 * 86_400_000).toISOString();

/** A multipart form POST (fields and files) for the upload routes, as a browser sends it. */
function multipartPost(
  url: string,
  fields: Record<string, string>,
  files: Parameters<typeof multipart>[1],
  cookie?: string,
): Request {
  const { body, contentType } = multipart(fields, files);
  return rawPost(url, new Uint8Array(body), contentType, {
    cookie,
    headers: { "Content-Length": String(body.length) },
  });
}

/** The flash toast a redirect carries (what the next page shows). */
async function flash(response: Headers): Promise<{ title?: string; description?: string } | null> {
  const cookie = response
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const { toast } = await getToast(new Request(SITE, { headers: { Cookie: cookie } }));
  return toast;
}

describeBothDatabases("forum routes", (getDb, ctx) => {
  let alice: { id: string; cookie: string };
  let bob: { id: string; cookie: string };
  let banned: { cookie: string };
  let postId: string;
  let commentId: string;

  const post = (id: string, fields: Record<string, string>, cookie?: string, ip?: string) =>
    postRoute.action(routeArgs(formPost(`/community/${id}`, fields, { cookie }), { id }, ip));

  const row = (id: string) =>
    getDb()
      .selectFrom("posts")
      .select(["title", "content", "author_id", "upvotes"])
      .where("id", "=", id)
      .executeTakeFirst();

  beforeAll(async () => {
    const a = await createTestUser(getDb(), { name: "Alice", createdAt: TWO_DAYS_AGO() });
    const b = await createTestUser(getDb(), { name: "Bob", createdAt: TWO_DAYS_AGO() });
    const c = await createTestUser(getDb(), { name: "Banned", banned: true, createdAt: TWO_DAYS_AGO() });
    alice = { id: a.user.id, cookie: a.cookie };
    bob = { id: b.user.id, cookie: b.cookie };
    banned = { cookie: c.cookie };
    const created = await readResult(
      await apiRoute.action(
        routeArgs(
          multipartPost(
            "/api/community/posts",
            { title: "Ferry to Togean", content: "Which day?", category: "transport" },
            [],
            alice.cookie,
          ),
        ),
      ),
    );
    expect(created.status).toBe(201);
    postId = String(created.data.postId);
    const commented = await readResult(
      await post(postId, { intent: "comment", content: "Alice's own note", via: "fetcher" }, alice.cookie),
    );
    commentId = String((commented.data.comment as { id: string }).id);
  });

  describe("visitors", () => {
    it("get 'Sign in required' / 'Please sign in to upvote posts.' and a way to sign in that comes back", async () => {
      const res = (await post(postId, {
        intent: "upvote",
        value: "1",
        returnTo: "/community?sort=oldest",
      })) as Response;
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe(`/auth?redirectTo=${encodeURIComponent("/community?sort=oldest")}`);
      expect(await flash(res.headers)).toMatchObject({
        title: TEXTS.en.signInRequired,
        description: TEXTS.en.signInToUpvote,
      });
      const viaFetcher = await readResult(await post(postId, { intent: "upvote", value: "1", via: "fetcher" }));
      expect(viaFetcher.status).toBe(401);
      expect(viaFetcher.data.toast).toMatchObject({
        title: "Sign in required",
        description: "Please sign in to upvote posts.",
      });
      expect((await row(postId))?.upvotes).toBe(0);
    });

    it("get 'Please sign in to comment on posts.' and nothing is stored", async () => {
      const res = (await post(postId, { intent: "comment", content: "hi" })) as Response;
      expect(res.status).toBe(302);
      expect(await flash(res.headers)).toMatchObject({
        title: "Sign in required",
        description: "Please sign in to comment on posts.",
      });
      const count = await getDb().selectFrom("comments").select("id").where("post_id", "=", postId).execute();
      expect(count).toHaveLength(1);
    });

    it("get 'You must be logged in to create a post' from both create routes", async () => {
      const api = await readResult(
        await apiRoute.action(
          routeArgs(multipartPost("/api/community/posts", { title: "t", content: "c", category: "general" }, [])),
        ),
      );
      expect(api.status).toBe(401);
      expect(api.data.toast.title).toBe("You must be logged in to create a post");
      // The no-JavaScript "Create Post" button is a form posting to /community.
      // It leads to sign in and back to the list with the create form open.
      const res = (await communityRoute.action(routeArgs(formPost("/community", {})))) as Response;
      expect(res.status).toBe(302);
      expect(res.headers.get("Location")).toBe(`/auth?redirectTo=${encodeURIComponent(COMPOSE_PATH)}`);
      expect(COMPOSE_PATH).toBe("/community?compose=1");
      expect(await flash(res.headers)).toMatchObject({ title: "You must be logged in to create a post" });
    });
  });

  describe("members", () => {
    it("upvote and remove the upvote; the count comes from the rows, never from the form", async () => {
      const up = await readResult(
        await post(
          postId,
          { intent: "upvote", value: "1", via: "fetcher", upvotes: "999", user_id: alice.id, author_id: alice.id },
          bob.cookie,
        ),
      );
      expect(up.status).toBe(200);
      expect(up.data.toast).toMatchObject({ title: "Thanks for voting!" });
      expect(up.data.upvote).toMatchObject({ upvoted: true, upvotes: 1 });
      const votes = await getDb().selectFrom("user_upvotes").select("user_id").where("post_id", "=", postId).execute();
      expect(votes).toEqual([{ user_id: bob.id }]);
      // Again: still one row, still 1.
      await post(postId, { intent: "upvote", value: "1", via: "fetcher" }, bob.cookie);
      expect((await row(postId))?.upvotes).toBe(1);
      const down = await readResult(await post(postId, { intent: "upvote", value: "0", via: "fetcher" }, bob.cookie));
      expect(down.data.toast).toMatchObject({ title: "Upvote removed" });
      expect((await row(postId))?.upvotes).toBe(0);
      // Without JavaScript: redirected back with the toast.
      const plain = (await post(
        postId,
        { intent: "upvote", value: "1", returnTo: "/community" },
        bob.cookie,
      )) as Response;
      expect(plain.status).toBe(302);
      expect(plain.headers.get("Location")).toBe(`/community#post-${postId}`);
      expect(await flash(plain.headers)).toMatchObject({ title: "Thanks for voting!" });
    });

    it("can't upvote their own post: 403 with the reason, no row, with and without JavaScript", async () => {
      const own = await readResult(await post(postId, { intent: "upvote", value: "1", via: "fetcher" }, alice.cookie));
      expect(own.status).toBe(403);
      expect(own.data.toast).toMatchObject({ description: MESSAGES.en.ownPostVote });
      const plain = await readResult(
        await post(postId, { intent: "upvote", value: "1", returnTo: "/community" }, alice.cookie),
      );
      expect(plain.status).toBe(403);
      expect(plain.data.toast).toMatchObject({ description: MESSAGES.en.ownPostVote });
      const votes = await getDb()
        .selectFrom("user_upvotes")
        .select("user_id")
        .where("post_id", "=", postId)
        .where("user_id", "=", alice.id)
        .execute();
      expect(votes).toEqual([]);
    });

    it("comment as themselves whatever author_id the form claims; empty comments are ignored", async () => {
      const out = await readResult(
        await post(postId, { intent: "comment", content: "Tuesdays", author_id: alice.id, via: "fetcher" }, bob.cookie),
      );
      expect(out.data.toast).toMatchObject({ title: "Comment posted!" });
      const id = (out.data.comment as { id: string }).id;
      const stored = await getDb().selectFrom("comments").select("author_id").where("id", "=", id).executeTakeFirst();
      expect(stored?.author_id).toBe(bob.id);
      const blank = await readResult(
        await post(postId, { intent: "comment", content: "  \n ", via: "fetcher" }, bob.cookie),
      );
      expect(blank.data).toMatchObject({ ok: true, ignored: true });
    });

    it("cannot edit or delete someone else's post or comment by forging the request", async () => {
      const editPost = await readResult(
        await post(
          postId,
          {
            intent: "edit-post",
            title: "Hacked",
            content: "x",
            category: "general",
            author_id: bob.id,
            via: "fetcher",
          },
          bob.cookie,
        ),
      );
      expect(editPost.status).toBe(403);
      expect(editPost.data.toast).toMatchObject({ description: "You can only edit your own posts." });
      const deletePost = await readResult(await post(postId, { intent: "delete-post", via: "fetcher" }, bob.cookie));
      expect(deletePost.status).toBe(403);
      expect(await row(postId)).toMatchObject({ title: "Ferry to Togean", author_id: alice.id });

      const editComment = await readResult(
        await post(postId, { intent: "edit-comment", commentId, content: "Hacked", via: "fetcher" }, bob.cookie),
      );
      expect(editComment.status).toBe(403);
      const deleteComment = await readResult(
        await post(postId, { intent: "delete-comment", commentId, via: "fetcher" }, bob.cookie),
      );
      expect(deleteComment.status).toBe(403);
      const comment = await getDb()
        .selectFrom("comments")
        .select("content")
        .where("id", "=", commentId)
        .executeTakeFirst();
      expect(comment?.content).toBe("Alice's own note");
    });

    it("edit and delete their own; deleting a post leads back to /community", async () => {
      const carol = await createTestUser(getDb(), { createdAt: TWO_DAYS_AGO() });
      const id = await createdPost(carol.cookie, "Temporary post");
      const edited = await readResult(
        await post(
          id,
          { intent: "edit-post", title: "Edited", content: "new", category: "tips", upvotes: "50", via: "fetcher" },
          carol.cookie,
        ),
      );
      expect(edited.status).toBe(200);
      expect(await row(id)).toMatchObject({ title: "Edited", content: "new", upvotes: 0 });
      const c = await readResult(await post(id, { intent: "comment", content: "mine", via: "fetcher" }, carol.cookie));
      const cid = (c.data.comment as { id: string }).id;
      expect(
        (
          await readResult(
            await post(id, { intent: "edit-comment", commentId: cid, content: "mine!", via: "fetcher" }, carol.cookie),
          )
        ).status,
      ).toBe(200);
      expect(
        (await readResult(await post(id, { intent: "delete-comment", commentId: cid, via: "fetcher" }, carol.cookie)))
          .status,
      ).toBe(200);
      const gone = (await post(id, { intent: "delete-post" }, carol.cookie)) as Response;
      expect(gone.status).toBe(302);
      expect(gone.headers.get("Location")).toBe("/community");
      expect(await row(id)).toBeUndefined();
    });

    it("banned members get 403 for upvotes, comments and posts", async () => {
      const attempts: Record<string, string>[] = [
        { intent: "upvote", value: "1", via: "fetcher" },
        { intent: "comment", content: "spam", via: "fetcher" },
      ];
      for (const fields of attempts) {
        const out = await readResult(await post(postId, fields, banned.cookie));
        expect(out.status).toBe(403);
      }
      const api = await readResult(
        await apiRoute.action(
          routeArgs(
            multipartPost("/api/community/posts", { title: "t", content: "c", category: "general" }, [], banned.cookie),
          ),
        ),
      );
      expect(api.status).toBe(403);
      expect(api.data.toast.title).toBe("Error creating post");
    });
  });

  async function createdPost(cookie: string, title: string): Promise<string> {
    const out = await readResult(
      await apiRoute.action(
        routeArgs(
          multipartPost("/api/community/posts", { title, content: `About ${title}`, category: "general" }, [], cookie),
        ),
      ),
    );
    expect(out.status).toBe(201);
    return String(out.data.postId);
  }

  describe("abuse", () => {
    it("ignores author_id and upvotes sent with a new post", async () => {
      const out = await readResult(
        await apiRoute.action(
          routeArgs(
            multipartPost(
              "/api/community/posts",
              {
                title: "Forged",
                content: "fields",
                category: "tips",
                author_id: alice.id,
                upvotes: "500",
                comments_count: "9",
              },
              [],
              bob.cookie,
            ),
          ),
        ),
      );
      expect(out.status).toBe(201);
      expect(await row(String(out.data.postId))).toMatchObject({ author_id: bob.id, upvotes: 0 });
    });

    it("refuses 6 files and a file of 10 MB + 1 byte with 413 and the spec's texts", async () => {
      const { cookie } = await createTestUser(getDb(), { createdAt: TWO_DAYS_AGO() });
      const image = await png();
      const six = Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, type: "image/png", data: image }));
      const fields = { title: "Photos", content: "six", category: "general" };
      const many = await readResult(
        await apiRoute.action(routeArgs(multipartPost("/api/community/posts", fields, six, cookie))),
      );
      expect(many.status).toBe(413);
      expect(many.data.toast).toMatchObject({
        title: "Error creating post",
        description: "You can attach at most 5 files to a post.",
      });
      const big = await readResult(
        await apiRoute.action(
          routeArgs(
            multipartPost(
              "/api/community/posts",
              fields,
              [{ name: "big.jpg", type: "image/jpeg", data: Buffer.alloc(10 * MB + 1, 1) }],
              cookie,
            ),
          ),
        ),
      );
      expect(big.status).toBe(413);
      expect(big.data.toast).toMatchObject({ title: "File too large", description: "big.jpg is larger than 10MB" });
      expect(big.headers.get("Connection")).toBe("close");
    });

    it("answers a second post within 30 s with 429 and Retry-After", async () => {
      const { cookie } = await createTestUser(getDb());
      const send = (title: string) =>
        apiRoute.action(
          routeArgs(multipartPost("/api/community/posts", { title, content: "text", category: "general" }, [], cookie)),
        );
      expect((await readResult(await send("First"))).status).toBe(201);
      const second = await readResult(await send("Second"));
      expect(second.status).toBe(429);
      expect(Number(second.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(second.data.toast.description).toMatch(/Please wait .+ and try again\./);
    });

    it("refuses cross-origin posts on every forum route", async () => {
      const evil = "https://evil.example";
      const before = (await row(postId))?.upvotes;
      for (const attempt of [
        () =>
          postRoute.action(
            routeArgs(
              formPost(`/community/${postId}`, { intent: "upvote", value: "1" }, { cookie: bob.cookie, origin: evil }),
              { id: postId },
            ),
          ),
        () =>
          communityRoute.action(
            routeArgs(formPost("/community", { title: "x" }, { cookie: bob.cookie, origin: evil })),
          ),
        () =>
          apiRoute.action(
            routeArgs(formPost("/api/community/posts", { title: "x" }, { cookie: bob.cookie, origin: evil })),
          ),
      ]) {
        const res = await thrownResponse(attempt());
        expect(res.status).toBe(403);
      }
      expect((await row(postId))?.upvotes).toBe(before);
    });

    it("answers a JSON, text or broken multipart body with 400, not 500", async () => {
      for (const [type, body] of [
        ["application/json", JSON.stringify({ intent: "upvote", value: "1" })],
        ["text/plain", "intent=upvote"],
        ["multipart/form-data; boundary=xyz", '--xyz\r\nContent-Disposition: form-data; name="intent"\r\n\r\nupv'],
      ] as const) {
        const request = rawPost(`/community/${postId}`, body, type, { cookie: bob.cookie });
        const out = await readResult(await postRoute.action(routeArgs(request, { id: postId })));
        expect(out.status).toBe(400);
        expect(out.data.toast).toMatchObject({
          description: "The form could not be read. Please reload the page and try again.",
        });
      }
      const json = rawPost("/api/community/posts", "{}", "application/json", { cookie: bob.cookie });
      const out = await readResult(await apiRoute.action(routeArgs(json)));
      expect(out.status).toBeGreaterThanOrEqual(400);
      expect(out.status).toBeLessThan(500);
    });
  });

  describe("media", () => {
    const uploads = () => path.join(ctx.dataDir(), "uploads");
    const filesIn = (dir: string): string[] => {
      try {
        return readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile())
          .map((e) => e.name);
      } catch {
        return [];
      }
    };

    it("serves a JPEG with GPS EXIF, after a real post, without any of its metadata", async () => {
      const { cookie } = await createTestUser(getDb(), { createdAt: TWO_DAYS_AGO() });
      const photo = await jpegWithGps();
      expect(photo.includes(Buffer.from("SECRET-GPS-DATUM"))).toBe(true);
      const out = await readResult(
        await apiRoute.action(
          routeArgs(
            multipartPost(
              "/api/community/posts",
              { title: "Beach at Bira", content: "photo", category: "experience" },
              [{ name: "bira.jpg", type: "image/jpeg", data: photo }],
              cookie,
            ),
          ),
        ),
      );
      expect(out.status).toBe(201);
      const media = await getDb()
        .selectFrom("post_media")
        .select(["storage_key", "variants"])
        .where("post_id", "=", String(out.data.postId))
        .execute();
      expect(media).toHaveLength(1);
      const keys = [
        media[0]?.storage_key ?? "",
        ...(JSON.parse(media[0]?.variants ?? "[]") as { key: string }[]).map((v) => v.key),
      ];
      for (const key of keys) {
        const res = await mediaRoute.loader(routeArgs(get(`/media/${key}`), { "*": key }));
        expect(res.status).toBe(200);
        expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
        const served = Buffer.from(await res.arrayBuffer());
        expect(served.includes(Buffer.from("SECRET-GPS-DATUM"))).toBe(false);
        expect(served.includes(Buffer.from("Secret Model 9000"))).toBe(false);
        const meta = await sharp(served).metadata();
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        // Orientation 6 applied: the 1200 x 800 original comes out upright (taller than wide).
        expect(meta.height).toBeGreaterThan(meta.width ?? 0);
      }
    });

    it("leaves no stored file and no media row behind when the post is a duplicate", async () => {
      const { cookie } = await createTestUser(getDb(), { createdAt: TWO_DAYS_AGO() });
      const fields = { title: "Same again", content: "identical", category: "general" };
      const first = await readResult(
        await apiRoute.action(routeArgs(multipartPost("/api/community/posts", fields, [], cookie))),
      );
      expect(first.status).toBe(201);
      const before = filesIn(uploads()).length;
      const rowsBefore = await getDb().selectFrom("post_media").select("id").execute();
      // 31 s later as far as the rate limit cares: a different user cannot be used (duplicates are per author).
      await getDb()
        .deleteFrom("rate_limits" as never)
        .execute();
      const again = await readResult(
        await apiRoute.action(
          routeArgs(
            multipartPost(
              "/api/community/posts",
              fields,
              [{ name: "a.png", type: "image/png", data: await png() }],
              cookie,
            ),
          ),
        ),
      );
      expect(again.status).toBe(409);
      expect(again.data.toast.title).toBe("Error creating post");
      expect(filesIn(uploads())).toHaveLength(before);
      expect(await getDb().selectFrom("post_media").select("id").execute()).toHaveLength(rowsBefore.length);
    });

    it("leaves storage empty and no media rows when storing fails halfway", async () => {
      const { cookie } = await createTestUser(getDb(), { createdAt: TWO_DAYS_AGO() });
      const root = path.join(ctx.dataDir(), "failing-uploads");
      const local = new LocalStorage(root);
      let puts = 0;
      const failing: MediaStorage = {
        kind: "local",
        put: async (key, file) => {
          if (++puts === 3) throw new Error("storage went away");
          await local.put(key, file);
        },
        stat: (key) => local.stat(key),
        open: (key, range) => local.open(key, range),
        delete: (keys) => local.delete(keys),
      };
      setMediaStorageForTests(failing);
      try {
        const rowsBefore = await getDb().selectFrom("post_media").select("id").execute();
        const out = await readResult(
          await apiRoute.action(
            routeArgs(
              multipartPost(
                "/api/community/posts",
                { title: "Two photos", content: "halfway", category: "general" },
                [
                  { name: "a.png", type: "image/png", data: await png(900, 600) },
                  { name: "b.png", type: "image/png", data: await png(900, 600) },
                ],
                cookie,
              ),
            ),
          ),
        );
        expect(puts).toBeGreaterThanOrEqual(3);
        expect(out.status).toBeGreaterThanOrEqual(500);
        expect(out.data.toast.title).toBe("Error creating post");
        expect(filesIn(root)).toEqual([]);
        expect(await getDb().selectFrom("post_media").select("id").execute()).toHaveLength(rowsBefore.length);
        expect(await getDb().selectFrom("posts").select("id").where("title", "=", "Two photos").execute()).toHaveLength(
          0,
        );
      } finally {
        setMediaStorageForTests(undefined);
      }
    });

    it("keeps the media rows of a failed post while its files cannot be removed, so maintenance removes them later", async () => {
      const { cookie } = await createTestUser(getDb(), { createdAt: TWO_DAYS_AGO() });
      const fields = { title: "Stuck files", content: "undeletable", category: "general" };
      const first = await readResult(
        await apiRoute.action(routeArgs(multipartPost("/api/community/posts", fields, [], cookie))),
      );
      expect(first.status).toBe(201);
      await getDb()
        .deleteFrom("rate_limits" as never)
        .execute();
      const root = path.join(ctx.dataDir(), "stuck-uploads");
      const local = new LocalStorage(root);
      setMediaStorageForTests({
        kind: "local",
        put: (key, file) => local.put(key, file),
        stat: (key) => local.stat(key),
        open: (key, range) => local.open(key, range),
        delete: async () => {
          throw new Error("storage cannot delete just now");
        },
      });
      try {
        const again = await readResult(
          await apiRoute.action(
            routeArgs(
              multipartPost(
                "/api/community/posts",
                fields,
                [{ name: "a.png", type: "image/png", data: await png() }],
                cookie,
              ),
            ),
          ),
        );
        expect(again.status).toBe(409);
        const stored = filesIn(root);
        expect(stored.length).toBeGreaterThan(0);
        const keys = await getDb()
          .selectFrom("post_media")
          .select("storage_key")
          .where("post_id", "is", null)
          .where("original_name", "=", "a.png")
          .execute();
        expect(keys).toHaveLength(1);

        setMediaStorageForTests(local);
        const { cleanupOrphanMedia } = await import("~/features/forum/post-media.server.ts");
        await cleanupOrphanMedia(getDb(), new Date(Date.now() + 2 * 3_600_000));
        expect(filesIn(root)).toEqual([]);
        const left = await getDb()
          .selectFrom("post_media")
          .select("id")
          .where("storage_key", "=", keys[0]?.storage_key ?? "")
          .execute();
        expect(left).toHaveLength(0);
      } finally {
        setMediaStorageForTests(undefined);
      }
    });
  });

  it("shows every image on the post page and pages its comments with 'More comments'", async () => {
    const { cookie } = await createTestUser(getDb(), { createdAt: TWO_DAYS_AGO() });
    const six = await Promise.all([1, 2, 3, 4, 5].map((i) => png(40 + i, 30)));
    const out = await readResult(
      await apiRoute.action(
        routeArgs(
          multipartPost(
            "/api/community/posts",
            { title: "Five photos", content: "all of them", category: "experience" },
            six.map((data, i) => ({ name: `p${i}.png`, type: "image/png", data })),
            cookie,
          ),
        ),
      ),
    );
    const id = String(out.data.postId);
    const page = await readResult(await postRoute.loader(routeArgs(get(`/community/${id}`), { id })));
    expect((page.data.post as { images: unknown[] }).images).toHaveLength(5);
    // 101 comments: the first page holds 100 and offers the rest.
    const now = Date.now();
    await getDb()
      .insertInto("comments")
      .values(
        Array.from({ length: 101 }, (_, i) => ({
          id: crypto.randomUUID(),
          post_id: id,
          author_id: bob.id,
          content: `comment ${i}`,
          created_at: new Date(now + i * 1000).toISOString(),
          updated_at: new Date(now + i * 1000).toISOString(),
          edited_at: null,
        })),
      )
      .execute();
    const first = await readResult(await postRoute.loader(routeArgs(get(`/community/${id}`), { id })));
    expect(first.data.comments as unknown[]).toHaveLength(100);
    const cursor = String(first.data.nextComments);
    const second = await readResult(
      await postRoute.loader(routeArgs(get(`/community/${id}?comments=${encodeURIComponent(cursor)}`), { id })),
    );
    expect((second.data.comments as { content: string }[]).map((c) => c.content)).toEqual(["comment 100"]);
    expect(second.data.nextComments).toBeNull();
  });
});
