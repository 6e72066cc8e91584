/**
 * Attack suite, media of moderated posts: once an admin hides a post, its photos and videos at
 * /media/… are answered to admins only (`private, no-store`, so no shared cache keeps them) and to
 * everyone else, its author included, exactly like a key that does not exist (404, nothing told about
 * the file). Restored, they are public again with the long immutable cache. Avatars, which belong to
 * no post, stay public.
 */
import type { Kysely } from "kysely";
import { expect, it } from "vitest";
import type { Database } from "~/lib/db/schema.ts";
import { newMediaBase } from "~/lib/media-storage.server.ts";
import { type Actor, type Actors, createActors, get, multipartPost, post, send, text } from "./attack-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";
import { mp4, png } from "./forum-fixtures.ts";

const PUBLIC_CACHE = "public, max-age=31536000, immutable";
const NOT_ADMIN: Exclude<Actor, "admin">[] = ["visitor", "member", "banned", "other"];

/** A post by the member with a photo (two widths) and a video; returns it and every key it stored. */
async function postWithMedia(db: Kysely<Database>, actors: Actors) {
  const request = await multipartPost(
    "/api/community/posts",
    { title: "Photos from the Togean ferry", content: "The deck at sunrise, and a short clip.", category: "tips" },
    [
      { name: "deck.png", type: "image/png", data: await png(700, 500) },
      { name: "clip.mp4", type: "video/mp4", data: mp4(false) },
    ],
    { cookie: actors.member.cookie },
  );
  const response = await send(request);
  expect(response.status, await text(response.clone())).toBe(201);
  const { postId } = (await response.json()) as { postId: string };
  const rows = await db
    .selectFrom("post_media")
    .select(["storage_key", "variants"])
    .where("post_id", "=", postId)
    .execute();
  const keys = rows.flatMap((r) => [r.storage_key, ...(JSON.parse(r.variants) as { key: string }[]).map((v) => v.key)]);
  const unique = [...new Set(keys)];
  // A photo in two widths (480 and its own 700) and a video: three files.
  expect(unique).toHaveLength(3);
  expect(unique.filter((k) => k.endsWith(".mp4"))).toHaveLength(1);
  return { postId, keys: unique };
}

async function moderate(actors: Actors, intent: "hide-post" | "hide-comment", id: string, hidden: boolean) {
  const response = await send(
    post("/admin", { intent, id, hidden: hidden ? "1" : "0" }, { cookie: actors.admin.cookie }),
  );
  expect(response.status, `${intent} ${hidden}: ${(await text(response.clone())).slice(0, 200)}`).toBeLessThan(400);
}

function media(key: string, cookie?: string, headers: Record<string, string> = {}) {
  return send(get(`/media/${key}`, { cookie, headers }));
}

/** Status, the headers a client could learn from and the body: what a missing key answers. */
async function shape(response: Response) {
  return {
    status: response.status,
    type: response.headers.get("Content-Type"),
    cache: response.headers.get("Cache-Control"),
    length: response.headers.get("Content-Length"),
    etag: response.headers.get("ETag"),
    range: response.headers.get("Accept-Ranges"),
    body: await text(response),
  };
}

async function expectPublic(keys: string[], label: string) {
  for (const key of keys) {
    const response = await media(key);
    expect(response.status, `${label}: ${key}`).toBe(200);
    expect(response.headers.get("Cache-Control"), `${label}: ${key}`).toBe(PUBLIC_CACHE);
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
  }
}

describeBothDatabases("attack: media of hidden posts", (getDb) => {
  it("a hidden post's photos and videos: 404 to everyone but admins, who get them private and unstored", async () => {
    const db = getDb();
    const actors = await createActors(db);
    const { postId, keys } = await postWithMedia(db, actors);
    await expectPublic(keys, "visible post");

    await moderate(actors, "hide-post", postId, true);
    const missingKey = `${newMediaBase()}.mp4`;
    const missing = await shape(await media(missingKey));
    expect(missing.status).toBe(404);
    for (const key of keys) {
      for (const who of NOT_ADMIN) {
        const cookie = actors[who].cookie;
        // Plain, ranged (video seeking), revalidating and HEAD requests: all as if the file did not exist.
        const etag = `"${key.replace("/", "-")}"`;
        for (const [label, headers] of [
          ["GET", {}],
          ["Range", { Range: "bytes=0-9" }],
          ["If-None-Match", { "If-None-Match": etag }],
        ] as const) {
          const answer = await shape(await media(key, cookie, headers));
          expect(answer, `${who} ${label} ${key}`).toEqual(missing);
        }
        const head = await send(get(`/media/${key}`, { cookie, method: "HEAD" }));
        expect(head.status, `${who} HEAD ${key}`).toBe(404);
        expect(head.headers.get("Cache-Control")).toBe("no-store");
      }

      const admin = await media(key, actors.admin.cookie);
      expect(admin.status, `admin ${key}`).toBe(200);
      expect(admin.headers.get("Cache-Control"), `admin ${key}`).toBe("private, no-store");
      expect((await admin.arrayBuffer()).byteLength).toBeGreaterThan(0);
      const ranged = await media(key, actors.admin.cookie, { Range: "bytes=0-9" });
      expect(ranged.status).toBe(206);
      expect(ranged.headers.get("Cache-Control")).toBe("private, no-store");
      await ranged.arrayBuffer();
    }

    await moderate(actors, "hide-post", postId, false);
    await expectPublic(keys, "restored post");
  });

  it("hiding a comment leaves its post's media public (comments carry no media of their own)", async () => {
    const db = getDb();
    const actors = await createActors(db);
    const { postId, keys } = await postWithMedia(db, actors);
    const commented = await send(
      post(`/community/${postId}`, { intent: "comment", content: "Lovely light." }, { cookie: actors.other.cookie }),
    );
    expect(commented.status).toBeLessThan(400);
    const comment = await db
      .selectFrom("comments")
      .select("id")
      .where("post_id", "=", postId)
      .executeTakeFirstOrThrow();
    await moderate(actors, "hide-comment", comment.id, true);
    await expectPublic(keys, "post of a hidden comment");
  });

  it("files whose post is gone (awaiting removal) are not public; avatars stay public", async () => {
    const db = getDb();
    const actors = await createActors(db);
    const { postId, keys } = await postWithMedia(db, actors);
    // What a deleted post leaves when storage could not remove its files yet: rows without a post.
    await db.updateTable("post_media").set({ post_id: null }).where("post_id", "=", postId).execute();
    for (const key of keys) {
      expect((await media(key, actors.member.cookie)).status, key).toBe(404);
      expect((await media(key, actors.admin.cookie)).headers.get("Cache-Control")).toBe("private, no-store");
    }

    const avatar = await send(
      await multipartPost(
        "/account",
        { intent: "avatar" },
        [{ name: "me.png", type: "image/png", data: await png(300, 300), field: "avatar" }],
        { cookie: actors.other.cookie },
      ),
    );
    expect(avatar.status).toBeLessThan(400);
    const row = await db
      .selectFrom("users")
      .select("image")
      .where("id", "=", actors.other.id)
      .executeTakeFirstOrThrow();
    expect(row.image).toMatch(/^\/media\//);
    await expectPublic([(row.image as string).slice("/media/".length)], "avatar");
  });
});
