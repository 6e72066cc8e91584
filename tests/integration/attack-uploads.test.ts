/**
 * Attack suite, uploads through HTTP: POST /api/community/posts and the /account avatar form get
 * oversize files, too many files, files whose content is not what their name and type claim, SVG
 * (script-capable), a decompression ("pixel") bomb and polyglots. Every refusal is a 4xx that leaves
 * no post and no media row behind; what is accepted is re-encoded, so the copy served at /media/…
 * carries neither the appended HTML nor the camera's GPS position.
 */
import { randomUUID } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import sharp from "sharp";
import { expect, it } from "vitest";
import type { Database } from "~/lib/db/schema.ts";
import { createTestUser } from "./accounts-harness.ts";
import { get, multipartPost, send, snapshot, text } from "./attack-harness.ts";
import { describeBothDatabases } from "./db-harness.ts";
import { hugePng, jpegWithGps, png } from "./forum-fixtures.ts";

type File = { name: string; type?: string; data: Buffer; field?: string };

const HTML = Buffer.from("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");
const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>alert(2)</script></svg>',
);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);

async function member(db: Kysely<Database>) {
  // A new member per upload: members may post once per 30 seconds.
  return createTestUser(db, { createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString(), name: "Uploader" });
}

async function postWith(db: Kysely<Database>, files: File[]) {
  const { cookie } = await member(db);
  const fields = {
    title: `Upload test ${randomUUID().slice(0, 6)}`,
    content: "Photos from the ferry",
    category: "tips",
  };
  return send(await multipartPost("/api/community/posts", fields, files, { cookie }));
}

async function avatarWith(db: Kysely<Database>, file: File) {
  const { cookie, user } = await member(db);
  const response = await send(
    await multipartPost("/account", { intent: "avatar" }, [{ ...file, field: "avatar" }], { cookie }),
  );
  return { response, userId: user.id };
}

/** The media-related tables, to prove a refusal left nothing behind. */
async function mediaState(db: Kysely<Database>) {
  const all = JSON.parse(await snapshot(db)) as Record<string, unknown>;
  return JSON.stringify({ posts: all.posts, post_media: all.post_media });
}

/** Every stored upload file (local storage keeps them under DATA_DIR/uploads). */
function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, "uploads");
  return existsSync(root) ? readdirSync(root, { recursive: true }).map(String).sort() : [];
}

describeBothDatabases("attack: uploads", (getDb, ctx) => {
  const refusedPosts: [string, () => Promise<File[]>, number[]][] = [
    [
      "a file of 10 MB + 1 byte",
      async () => [
        {
          name: "big.jpg",
          type: "image/jpeg",
          data: Buffer.concat([JPEG_MAGIC, Buffer.alloc(10 * 1024 * 1024 + 1 - JPEG_MAGIC.length, 1)]),
        },
      ],
      [413],
    ],
    [
      "six files (the limit is five)",
      async () =>
        Promise.all(
          Array.from({ length: 6 }, async (_, i) => ({
            name: `p${i}.png`,
            type: "image/png",
            data: await png(32, 32),
          })),
        ),
      [400, 413],
    ],
    ["HTML renamed .jpg", async () => [{ name: "photo.jpg", type: "image/jpeg", data: HTML }], [400, 415]],
    ["an SVG with script", async () => [{ name: "logo.svg", type: "image/svg+xml", data: SVG }], [400, 415]],
    ["an SVG claiming to be a PNG", async () => [{ name: "logo.png", type: "image/png", data: SVG }], [400, 415]],
    [
      "a 14000 x 14000 pixel bomb (small file)",
      async () => [{ name: "bomb.png", type: "image/png", data: await hugePng(14_000, 14_000) }],
      [400, 413, 415],
    ],
    [
      "HTML behind JPEG magic bytes",
      async () => [{ name: "poly.jpg", type: "image/jpeg", data: Buffer.concat([JPEG_MAGIC, HTML]) }],
      [400, 415],
    ],
  ];

  for (const [label, files, statuses] of refusedPosts) {
    it(`POST /api/community/posts refuses ${label} and keeps nothing`, async () => {
      const db = getDb();
      const before = await mediaState(db);
      const filesBefore = storedFiles(ctx.dataDir());
      const response = await postWith(db, await files());
      expect(statuses, `${label}: ${response.status} ${(await text(response)).slice(0, 200)}`).toContain(
        response.status,
      );
      expect(await mediaState(db)).toBe(before);
      expect(storedFiles(ctx.dataDir()), "no file left behind").toEqual(filesBefore);
    });
  }

  it("a JPEG with HTML appended is re-encoded: the served copy holds no HTML and no GPS position", async () => {
    const db = getDb();
    const polyglot = Buffer.concat([await jpegWithGps(800, 600), HTML]);
    const response = await postWith(db, [{ name: "trip.jpg", type: "image/jpeg", data: polyglot }]);
    expect(response.status, await text(response.clone())).toBe(201);
    const { postId } = (await response.json()) as { postId: string };
    const media = await db.selectFrom("post_media").selectAll().where("post_id", "=", postId).execute();
    expect(media).toHaveLength(1);
    expect(storedFiles(ctx.dataDir()).length, "accepted uploads are stored under DATA_DIR/uploads").toBeGreaterThan(0);
    const keys = [media[0]?.storage_key, ...JSON.parse(media[0]?.variants ?? "[]").map((v: { key: string }) => v.key)];
    for (const key of keys) {
      const served = await send(get(`/media/${key}`));
      expect(served.status, key).toBe(200);
      expect(served.headers.get("Content-Type")).toMatch(/^image\/(webp|jpeg|avif|png)/);
      expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.includes("<script>")).toBe(false);
      expect(bytes.includes("SECRET-GPS-DATUM")).toBe(false);
      expect(bytes.includes("Secret Model 9000")).toBe(false);
      const meta = await sharp(bytes).metadata();
      expect(meta.exif, "no EXIF at all in the served copy").toBeUndefined();
    }
  });

  const refusedAvatars: [string, () => Promise<File>, number[]][] = [
    [
      "an image of 5 MB + 1 byte",
      async () => ({
        name: "big.jpg",
        type: "image/jpeg",
        data: Buffer.concat([JPEG_MAGIC, Buffer.alloc(5 * 1024 * 1024 + 1 - JPEG_MAGIC.length, 1)]),
      }),
      [413],
    ],
    ["HTML renamed .jpg", async () => ({ name: "me.jpg", type: "image/jpeg", data: HTML }), [400, 415]],
    ["an SVG", async () => ({ name: "me.svg", type: "image/svg+xml", data: SVG }), [400, 415]],
    [
      "a pixel bomb",
      async () => ({ name: "bomb.png", type: "image/png", data: await hugePng(14_000, 14_000) }),
      [400, 413, 415],
    ],
    [
      "HTML behind JPEG magic bytes",
      async () => ({ name: "me.jpg", type: "image/jpeg", data: Buffer.concat([JPEG_MAGIC, HTML]) }),
      [400, 415],
    ],
  ];

  for (const [label, file, statuses] of refusedAvatars) {
    it(`the avatar form refuses ${label} and keeps the old avatar`, async () => {
      const db = getDb();
      const { response, userId } = await avatarWith(db, await file());
      expect(statuses, `${label}: ${response.status}`).toContain(response.status);
      const row = await db.selectFrom("users").select("image").where("id", "=", userId).executeTakeFirstOrThrow();
      expect(row.image).toBeNull();
    });
  }

  it("an avatar from a JPEG with GPS and appended HTML is served re-encoded, without either", async () => {
    const db = getDb();
    const polyglot = Buffer.concat([await jpegWithGps(600, 600), HTML]);
    const { response, userId } = await avatarWith(db, { name: "me.jpg", type: "image/jpeg", data: polyglot });
    expect(response.status).toBeLessThan(400);
    const row = await db.selectFrom("users").select("image").where("id", "=", userId).executeTakeFirstOrThrow();
    expect(row.image).toMatch(/^\/media\//);
    const served = await send(get(row.image as string));
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.includes("<script>")).toBe(false);
    expect(bytes.includes("SECRET-GPS-DATUM")).toBe(false);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  });
});
