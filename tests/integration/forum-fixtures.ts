/**
 * Forum test helpers: users inserted directly (the forum only reads id, name and user_category),
 * actors for the service, and media fixtures (images made with sharp, minimal MP4 and WebM files).
 */
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { sql } from "kysely";
import sharp from "sharp";
import type { ForumActor } from "~/features/forum/types.ts";
import { dialectOf } from "~/lib/db/index.server.ts";
import * as forumMigration from "~/lib/db/migrations/0004_forum.ts";
import { migrations } from "~/lib/db/migrations/index.ts";
import type { Database } from "~/lib/db/schema.ts";

/**
 * The harness migrates every test database with all registered migrations (0002_auth and 0004_forum
 * included), so this does nothing there. It only applies 0004_forum, on a minimal users table, to a
 * database built from a migration list without it.
 */
export async function ensureForumSchema(db: Kysely<Database>): Promise<void> {
  if (migrations.some((m) => m.name === "0004_forum")) return;
  const engine = dialectOf(db);
  await db.transaction().execute(async (trx) => {
    await sql`create table if not exists users (
      id text primary key, name text, email text not null unique, role text not null default 'user',
      banned integer not null default 0, user_category text not null default 'traveller',
      created_at text not null, updated_at text not null)`.execute(trx);
    await forumMigration.up(trx, engine);
  });
}

export type TestUserInput = {
  name?: string | null;
  role?: "user" | "admin";
  banned?: boolean;
  userCategory?: string;
  /** Account age; default two days (an established account). */
  createdAt?: string;
};

const TWO_DAYS = 2 * 86_400_000;

/** Inserts a users row and returns the matching actor. */
export async function insertUser(db: Kysely<Database>, input: TestUserInput = {}): Promise<ForumActor> {
  const id = randomUUID();
  const createdAt = input.createdAt ?? new Date(Date.now() - TWO_DAYS).toISOString();
  await sql`insert into users (id, name, email, role, banned, user_category, created_at, updated_at)
    values (${id}, ${input.name === undefined ? `User ${id.slice(0, 6)}` : (input.name ?? "")}, ${`${id}@example.test`},
      ${input.role ?? "user"}, ${input.banned ? 1 : 0}, ${input.userCategory ?? "traveller"}, ${createdAt}, ${createdAt})`.execute(
    db,
  );
  return { id, role: input.role ?? "user", banned: Boolean(input.banned), createdAt };
}

// --- Media fixtures ---

export async function jpegWithGps(width = 1200, height = 800): Promise<Buffer> {
  return (
    sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 160 } } })
      .jpeg({ quality: 80 })
      .withExif({
        IFD0: { Make: "TestCam", Model: "Secret Model 9000" },
        IFD3: {
          GPSMapDatum: "SECRET-GPS-DATUM",
          GPSLatitudeRef: "S",
          GPSLatitude: "1/1 29/1 4524/100",
          GPSLongitudeRef: "E",
          GPSLongitude: "124/1 50/1 3288/100",
        },
      })
      // EXIF orientation 6: the camera was turned; the upload must come out rotated upright.
      .withMetadata({ orientation: 6 })
      .toBuffer()
  );
}

export async function png(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();
}

/** A valid PNG header and data for a width x height image, without ever holding the pixels (1-bit grey, zero rows). */
export async function hugePng(width: number, height: number): Promise<Buffer> {
  const { crc32, deflateSync } = await import("node:zlib");
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const row = 1 + Math.ceil(width / 8);
  const raw = Buffer.alloc(row * height); // filter 0 + zero bits
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

function box(type: string, ...children: Buffer[]): Buffer {
  const body = Buffer.concat(children);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, body]);
}

/** A structurally complete MP4 (ftyp, moov with a track and a GPS ©xyz in udta, mdat). */
export function mp4(withGps = true): Buffer {
  const ftyp = box("ftyp", Buffer.from("isom\0\0\x02\0isomiso2avc1mp41", "latin1"));
  const mvhd = box("mvhd", Buffer.alloc(100));
  const trak = box("trak", box("tkhd", Buffer.alloc(84)), box("mdia", box("mdhd", Buffer.alloc(24))));
  const udta = box("udta", box("\xa9xyz", Buffer.from("\0\x12\x15\xc7-01.4959+124.8425/", "latin1")));
  const moov = withGps ? box("moov", mvhd, trak, udta) : box("moov", mvhd, trak);
  const mdat = box("mdat", Buffer.alloc(2048, 7));
  return Buffer.concat([ftyp, moov, mdat]);
}

function ebml(id: number[], data: Buffer): Buffer {
  // Sizes as 8-byte vints, which EBML allows for any value.
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(data.length));
  size[0] = 0x01;
  return Buffer.concat([Buffer.from(id), size, data]);
}

/**
 * A minimal WebM: EBML header (DocType webm), Segment with Info (with a Title and a DateUTC), Tracks,
 * Tags (with a location) and a Cluster.
 */
export function webm(): Buffer {
  const header = ebml([0x1a, 0x45, 0xdf, 0xa3], ebml([0x42, 0x82], Buffer.from("webm")));
  const info = ebml(
    [0x15, 0x49, 0xa9, 0x66],
    Buffer.concat([
      ebml([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])),
      ebml([0x7b, 0xa9], Buffer.from("SECRET-TITLE Family at home")), // Title
      ebml([0x44, 0x61], Buffer.from([0x0a, 0x1b, 0x2c, 0x3d, 0x4e, 0x5f, 0x60, 0x71])), // DateUTC
    ]),
  );
  const tracks = ebml([0x16, 0x54, 0xae, 0x6b], ebml([0xae], ebml([0xd7], Buffer.from([1]))));
  const tags = ebml([0x12, 0x54, 0xc3, 0x67], Buffer.from("LOCATION -1.4959+124.8425"));
  const cluster = ebml([0x1f, 0x43, 0xb6, 0x75], ebml([0xe7], Buffer.from([0])));
  const segment = ebml([0x18, 0x53, 0x80, 0x67], Buffer.concat([info, tracks, tags, cluster]));
  return Buffer.concat([header, segment]);
}

/** Builds a multipart/form-data body by hand (full control over names and claimed types). */
export function multipart(
  fields: Record<string, string>,
  files: { name: string; type?: string; data: Buffer; field?: string }[],
): { body: Buffer; contentType: string } {
  const boundary = `----forumtest${randomUUID().replaceAll("-", "")}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? "media"}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? "application/octet-stream"}\r\n\r\n`,
      ),
      f.data,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
