import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { copyFile, mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import { config } from "~/lib/config.server.ts";

/**
 * Where uploaded media lives, behind one interface:
 * - `LocalStorage` (default): files under DATA_DIR/uploads, sharded by the first two characters;
 * - `S3Storage` when S3_BUCKET is set: any S3-compatible service (AWS, MinIO, R2...).
 * The app serves every object itself at /media/{key} (app/routes/media.$.ts), so the site keeps one
 * origin and strict headers whichever backend stores the bytes.
 *
 * Keys are made here from random bytes (`newMediaKey`), never from user input, and the content type
 * follows from the key's extension, which the upload pipeline chose after decoding the file.
 */

export const MEDIA_TYPES = {
  webp: "image/webp",
  avif: "image/avif",
  mp4: "video/mp4",
  webm: "video/webm",
} as const;
export type MediaExtension = keyof typeof MEDIA_TYPES;

/** "3f/3f9c...e1-960.webp": two hex characters, 32 hex characters, an optional width, an extension. */
const KEY_PATTERN = /^([0-9a-f]{2})\/\1[0-9a-f]{30}(?:-\d{2,5})?\.(webp|avif|mp4|webm)$/;

export function isMediaKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

/** The stored type of a key (from its extension), or null for anything that is not a media key. */
export function mediaTypeOf(key: string): string | null {
  const match = KEY_PATTERN.exec(key);
  return match ? MEDIA_TYPES[match[2] as MediaExtension] : null;
}

/** A fresh random base name: "3f/3f9c...e1". Add `-{width}.webp` or `.mp4`. */
export function newMediaBase(): string {
  const hex = randomBytes(16).toString("hex");
  return `${hex.slice(0, 2)}/${hex}`;
}

export type ByteRange = { start: number; end: number };

export type StoredObject = {
  /** Bytes of the whole object. */
  size: number;
  contentType: string;
};

export interface MediaStorage {
  readonly kind: "local" | "s3";
  /** Stores the file at `filePath` under `key` (which must be a media key). */
  put(key: string, filePath: string): Promise<void>;
  /** Size and type, or null when there is no such object. */
  stat(key: string): Promise<StoredObject | null>;
  /** The object's bytes (inclusive `range` when given), or null when there is no such object. */
  open(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array> | null>;
  /** Removes the objects; missing ones are ignored. */
  delete(keys: readonly string[]): Promise<void>;
}

function assertKey(key: string): string {
  const type = mediaTypeOf(key);
  if (!type) throw new Error(`Not a media key: ${JSON.stringify(key)}`);
  return type;
}

export class LocalStorage implements MediaStorage {
  readonly kind = "local";
  constructor(readonly root: string) {}

  private file(key: string): string {
    assertKey(key);
    return path.join(this.root, ...key.split("/"));
  }

  async put(key: string, filePath: string): Promise<void> {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write beside the target, then rename: a reader never sees half a file.
    const temp = `${target}.${randomBytes(4).toString("hex")}.part`;
    try {
      await rename(filePath, temp).catch(async (error: NodeJS.ErrnoException) => {
        if (error.code !== "EXDEV") throw error;
        await copyFile(filePath, temp);
      });
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async stat(key: string): Promise<StoredObject | null> {
    const contentType = assertKey(key);
    try {
      const s = await stat(this.file(key));
      return s.isFile() ? { size: s.size, contentType } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async open(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array> | null> {
    if (!(await this.stat(key))) return null;
    const stream = createReadStream(this.file(key), range ? { start: range.start, end: range.end } : {});
    return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
  }

  async delete(keys: readonly string[]): Promise<void> {
    await Promise.all(
      keys.map((key) =>
        rm(this.file(key), { force: true }).catch((error: NodeJS.ErrnoException) => {
          // A path through a regular file cannot hold the object: it is as gone as with ENOENT.
          if (error.code !== "ENOTDIR") throw error;
        }),
      ),
    );
  }
}

export type S3Options = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
};

export class S3Storage implements MediaStorage {
  readonly kind = "s3";
  #client: Promise<S3Client> | undefined;
  constructor(readonly options: S3Options) {
    if (Boolean(options.accessKeyId) !== Boolean(options.secretAccessKey)) {
      throw new Error("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or both left unset).");
    }
  }

  /** The SDK is loaded on first use, so sites on local storage never load it. */
  client(): Promise<S3Client> {
    this.#client ??= import("@aws-sdk/client-s3").then(
      ({ S3Client }) =>
        new S3Client({
          region: this.options.region,
          endpoint: this.options.endpoint,
          forcePathStyle: this.options.forcePathStyle,
          credentials:
            this.options.accessKeyId && this.options.secretAccessKey
              ? { accessKeyId: this.options.accessKeyId, secretAccessKey: this.options.secretAccessKey }
              : undefined,
          // Many S3-compatible services do not implement the newer default checksums.
          requestChecksumCalculation: "WHEN_REQUIRED",
          responseChecksumValidation: "WHEN_REQUIRED",
        }),
    );
    return this.#client;
  }

  async put(key: string, filePath: string): Promise<void> {
    await this.#upload(key, filePath, assertKey(key), "public, max-age=31536000, immutable");
  }

  async #upload(key: string, filePath: string, contentType: string, cacheControl?: string): Promise<void> {
    const { PutObjectCommand } = await import("@aws-sdk/client-s3");
    const { size } = await stat(filePath);
    await (await this.client()).send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: createReadStream(filePath),
        ContentLength: size,
        ContentType: contentType,
        CacheControl: cacheControl,
      }),
    );
  }

  /**
   * Stores a file that is not media (a database backup, ADR 0030) under a key outside the media
   * pattern, so /media never serves it.
   */
  async putPrivate(key: string, filePath: string, contentType: string): Promise<void> {
    if (isMediaKey(key)) throw new Error("putPrivate: a media key would be served publicly");
    await this.#upload(key, filePath, contentType);
  }

  async stat(key: string): Promise<StoredObject | null> {
    const contentType = assertKey(key);
    const { HeadObjectCommand } = await import("@aws-sdk/client-s3");
    try {
      const head = await (await this.client()).send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: key }));
      return { size: Number(head.ContentLength ?? 0), contentType };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async open(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array> | null> {
    assertKey(key);
    const { GetObjectCommand } = await import("@aws-sdk/client-s3");
    try {
      const object = await (await this.client()).send(
        new GetObjectCommand({
          Bucket: this.options.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return object.Body ? (object.Body.transformToWebStream() as ReadableStream<Uint8Array>) : null;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    for (const key of keys) assertKey(key);
    const { DeleteObjectsCommand } = await import("@aws-sdk/client-s3");
    const client = await this.client();
    for (let i = 0; i < keys.length; i += 1000) {
      await client.send(
        new DeleteObjectsCommand({
          Bucket: this.options.bucket,
          Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true },
        }),
      );
    }
  }
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === "NotFound" || e?.name === "NoSuchKey" || e?.$metadata?.httpStatusCode === 404;
}

/** The S3 settings of the configuration, or null when S3_BUCKET is unset (also used for backups, ADR 0030). */
export function configuredBucket(): S3Options | null {
  const c = config();
  if (!c.S3_BUCKET) return null;
  return {
    bucket: c.S3_BUCKET,
    region: c.S3_REGION,
    endpoint: c.S3_ENDPOINT,
    accessKeyId: c.S3_ACCESS_KEY_ID,
    secretAccessKey: c.S3_SECRET_ACCESS_KEY,
    forcePathStyle: c.S3_FORCE_PATH_STYLE,
  };
}

let cached: { signature: string; storage: MediaStorage } | undefined;
let override: MediaStorage | undefined;

/** The configured storage (S3 when S3_BUCKET is set, else DATA_DIR/uploads). */
export function mediaStorage(): MediaStorage {
  if (override) return override;
  const c = config();
  const signature = [c.S3_BUCKET, c.S3_ENDPOINT, c.S3_REGION, c.S3_ACCESS_KEY_ID, c.dataDir].join("|");
  if (cached?.signature !== signature) {
    const bucket = configuredBucket();
    const storage: MediaStorage = bucket ? new S3Storage(bucket) : new LocalStorage(path.join(c.dataDir, "uploads"));
    cached = { signature, storage };
  }
  return cached.storage;
}

/** Tests: use this storage instead of the configured one (undefined restores it). */
export function setMediaStorageForTests(storage: MediaStorage | undefined): void {
  override = storage;
}
