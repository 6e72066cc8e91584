import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContainerError, sanitizeMp4, sanitizeWebm } from "~/features/media/containers.server.ts";
import { receiveMultipart } from "~/features/media/multipart.server.ts";
import { MEDIA_CSP, parseRange, serveMedia } from "~/features/media/serve.server.ts";
import {
  planKeys,
  processUploads,
  storeProcessed,
  type UploadLimits,
  variantWidths,
} from "~/features/media/upload.server.ts";
import { LocalStorage, type MediaStorage, newMediaBase, S3Storage } from "~/lib/media-storage.server.ts";
import { Refusal } from "~/lib/refusal.ts";
import { hugePng, jpegWithGps, mp4, multipart, png, webm } from "./forum-fixtures.ts";

const MB = 1024 * 1024;
const limits: UploadLimits = {
  maxFiles: 5,
  maxFileBytes: 10 * MB,
  maxImagePixels: 40_000_000,
  maxRequestBytes: 5 * 10 * MB + MB,
};

let dir = "";
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "sulawesi-media-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function request(body: Buffer | ReadableStream<Uint8Array>, contentType: string, length?: number): Request {
  const headers = new Headers({ "Content-Type": contentType });
  if (length !== undefined) headers.set("Content-Length", String(length));
  else if (Buffer.isBuffer(body)) headers.set("Content-Length", String(body.length));
  return new Request("http://localhost/community/posts", {
    method: "POST",
    headers,
    body: Buffer.isBuffer(body) ? new Uint8Array(body) : body,
    // @ts-expect-error Node's fetch needs this for streamed bodies.
    duplex: "half",
  });
}

async function receive(fields: Record<string, string>, files: Parameters<typeof multipart>[1]) {
  const { body, contentType } = multipart(fields, files);
  return receiveMultipart(request(body, contentType), limits, { tempRoot: dir });
}

async function uploadError(promise: Promise<unknown>): Promise<Refusal> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Refusal);
  return error as Refusal;
}

const tempLeft = () => readdirSync(dir).length;

describe("receiving uploads (streaming, limits enforced while streaming)", () => {
  it("reads fields and files into temporary files and cleans them up", async () => {
    const image = await png();
    const form = await receive({ title: "Hello", content: "World" }, [
      { name: "a.png", type: "image/png", data: image },
      { name: "", data: Buffer.alloc(0) }, // "no file chosen"
    ]);
    expect(form.fields).toEqual({ title: "Hello", content: "World" });
    expect(form.files).toHaveLength(1);
    expect(form.files[0]).toMatchObject({ name: "a.png", size: image.length });
    await form.cleanup();
    expect(tempLeft()).toBe(0);
  });

  it("refuses a sixth file with 413", async () => {
    const image = await png();
    const files = Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, type: "image/png", data: image }));
    const error = await uploadError(receive({ title: "t" }, files));
    expect(error.status).toBe(413);
    expect(error.description).toBe("You can attach at most 5 files to a post.");
    expect(tempLeft()).toBe(0);
  });

  it("refuses a file of 10 MB + 1 byte with the spec's texts, and accepts exactly 10 MB", async () => {
    const error = await uploadError(
      receive({}, [{ name: "big.jpg", type: "image/jpeg", data: Buffer.alloc(10 * MB + 1, 1) }]),
    );
    expect(error.status).toBe(413);
    expect(error.title).toBe("File too large");
    expect(error.description).toBe("big.jpg is larger than 10MB");
    const ok = await receive({}, [{ name: "exact.bin", data: Buffer.alloc(10 * MB, 1) }]);
    expect(ok.files[0]?.size).toBe(10 * MB);
    await ok.cleanup();
    expect(tempLeft()).toBe(0);
  });

  it("refuses a declared Content-Length over the request limit before reading anything", async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const error = await uploadError(
      receiveMultipart(request(stream, "multipart/form-data; boundary=x", 200 * MB), limits, { tempRoot: dir }),
    );
    expect(error.status).toBe(413);
    // Nothing parsed: only what the stream machinery pre-fetched (a few 64 KB chunks) was pulled.
    expect(pulled).toBeLessThan(10);
  });

  it("cuts off an undeclared body as soon as it passes the request limit (never buffered whole)", async () => {
    const { body: head, contentType } = multipart({ title: "t" }, []);
    const boundaryStart = head.subarray(0, head.indexOf("--", 10)); // the field part only
    let sent = 0;
    const chunk = new Uint8Array(256 * 1024).fill(97);
    let first = true;
    // An endless file part: 1 GB would follow if the server kept reading.
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (first) {
          first = false;
          const start = Buffer.concat([
            boundaryStart,
            Buffer.from(
              `--${contentType.split("boundary=")[1]}\r\nContent-Disposition: form-data; name="media"; filename="x.bin"\r\n\r\n`,
            ),
          ]);
          sent += start.length;
          controller.enqueue(new Uint8Array(start));
          return;
        }
        if (sent > 1024 * MB) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const started = Date.now();
    const error = await uploadError(receiveMultipart(request(stream, contentType), limits, { tempRoot: dir }));
    expect(error.status).toBe(413);
    // The file limit (10 MB) trips first; well before the 51 MB request limit and far before 1 GB.
    expect(error.title).toBe("File too large");
    // Read: the 10 MB file limit, then at most the background drain that lets the 413 reach the client.
    expect(sent).toBeLessThan(80 * MB);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(tempLeft()).toBe(0);
  });

  it("refuses bodies that are not multipart", async () => {
    const error = await uploadError(
      receiveMultipart(request(Buffer.from("a=b"), "application/x-www-form-urlencoded"), limits, { tempRoot: dir }),
    );
    expect(error.status).toBe(415);
  });
});

describe("processing uploads (type from the bytes, images re-encoded, videos validated)", () => {
  async function process(files: Parameters<typeof multipart>[1]) {
    const form = await receive({}, files);
    try {
      return await processUploads(form.files, limits);
    } finally {
      await form.cleanup();
    }
  }

  it("re-encodes a JPEG with GPS EXIF as WebP in responsive widths, rotated, with no metadata", async () => {
    const jpeg = await jpegWithGps(1200, 800);
    // The fixture really carries EXIF (with the GPS marker below), so its absence afterwards means something.
    expect((await sharp(jpeg).metadata()).exif?.length ?? 0).toBeGreaterThan(0);
    expect(jpeg.includes(Buffer.from("SECRET-GPS-DATUM"))).toBe(true);
    const form = await receive({}, [{ name: "holiday.jpg", type: "image/jpeg", data: jpeg }]);
    const [image] = await processUploads(form.files, limits);
    if (image?.kind !== "image") throw new Error("expected an image");
    // EXIF orientation 6 (rotate 90°): 1200x800 becomes 800 wide and 1200 high.
    expect(image.width).toBe(800);
    expect(image.height).toBe(1200);
    expect(image.variants.map((v) => v.width)).toEqual([480, 800]);
    for (const variant of image.variants) {
      const meta = await sharp(variant.path).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      const bytes = (await import("node:fs")).readFileSync(variant.path);
      expect(bytes.includes(Buffer.from("Exif"))).toBe(false);
      expect(bytes.includes(Buffer.from("Secret Model"))).toBe(false);
      expect(bytes.includes(Buffer.from("SECRET-GPS-DATUM"))).toBe(false);
    }
    await form.cleanup();
  });

  it("decides the type from the bytes: HTML named .jpg and claimed as image/jpeg is refused", async () => {
    const html = Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");
    const error = await uploadError(process([{ name: "cute-cat.jpg", type: "image/jpeg", data: html }]));
    expect(error.status).toBe(415);
    expect(error.description).toMatch(/^cute-cat\.jpg is not an image or video we accept\./);
  });

  it("refuses SVG with a clear message", async () => {
    const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    const error = await uploadError(process([{ name: "logo.svg", type: "image/svg+xml", data: svg }]));
    expect(error.status).toBe(415);
    expect(error.description).toMatch(/^logo\.svg: SVG images are not accepted\./);
  });

  it("refuses a 14000 x 14000 PNG by its pixel count without decoding it", async () => {
    const big = await hugePng(14_000, 14_000);
    expect(big.length).toBeLessThan(10 * MB);
    const started = Date.now();
    const error = await uploadError(process([{ name: "huge.png", type: "image/png", data: big }]));
    expect(error.status).toBe(413);
    expect(error.description).toBe("huge.png is 14000 x 14000 pixels; images can have at most 40 megapixels.");
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("accepts MP4 and WebM with valid containers and blanks their metadata", async () => {
    const form = await receive({}, [
      { name: "clip.mov", type: "video/quicktime", data: mp4() },
      { name: "clip.webm", type: "video/webm", data: webm() },
    ]);
    const [video, other] = await processUploads(form.files, limits);
    expect(video).toMatchObject({ kind: "video", contentType: "video/mp4" });
    expect(other).toMatchObject({ kind: "video", contentType: "video/webm" });
    const fs = await import("node:fs");
    if (video?.kind !== "video" || other?.kind !== "video") throw new Error("expected videos");
    const mp4Bytes = fs.readFileSync(video.path);
    expect(mp4Bytes.length).toBe(mp4().length);
    expect(mp4Bytes.includes(Buffer.from("+124.8425"))).toBe(false);
    const webmBytes = fs.readFileSync(other.path);
    expect(webmBytes.includes(Buffer.from("LOCATION"))).toBe(false);
    expect(webmBytes.includes(Buffer.from("SECRET-TITLE"))).toBe(false);
    expect(webmBytes.includes(Buffer.from([0x0a, 0x1b, 0x2c, 0x3d, 0x4e, 0x5f, 0x60, 0x71]))).toBe(false);
    expect(webmBytes.length).toBe(webm().length);
    expect(() => sanitizeWebm(fs.readFileSync(other.path))).not.toThrow();
    expect(() => sanitizeMp4(mp4Bytes)).not.toThrow();
    await form.cleanup();
  });

  it("refuses a truncated MP4 and a Matroska file that is not WebM", async () => {
    const broken = mp4().subarray(0, 200);
    const error = await uploadError(process([{ name: "broken.mp4", type: "video/mp4", data: broken }]));
    expect(error.status).toBe(415);
    expect(error.description).toBe("broken.mp4 is not a valid MP4 or WebM video.");
  });

  it("plans random keys and widths", () => {
    expect(variantWidths(4000)).toEqual([480, 960, 1600]);
    expect(variantWidths(1000)).toEqual([480, 960, 1000]);
    expect(variantWidths(300)).toEqual([300]);
    expect(newMediaBase()).toMatch(/^([0-9a-f]{2})\/\1[0-9a-f]{30}$/);
  });
});

describe("containers", () => {
  it("validates MP4 structure", () => {
    expect(() => sanitizeMp4(Buffer.from("not a video at all"))).toThrow(ContainerError);
    const noMoov = mp4().subarray(0, 32);
    expect(() => sanitizeMp4(Buffer.from(noMoov))).toThrow(ContainerError);
    const ok = mp4(false);
    expect(() => sanitizeMp4(ok)).not.toThrow();
    const trailing = Buffer.concat([mp4(false), Buffer.from("junk")]);
    expect(() => sanitizeMp4(trailing)).toThrow(ContainerError);
  });
  it("validates WebM structure", () => {
    const good = webm();
    expect(() => sanitizeWebm(Buffer.from(good))).not.toThrow();
    const notWebm = Buffer.from(good);
    notWebm.write("mkvx", notWebm.indexOf("webm"), "latin1");
    expect(() => sanitizeWebm(notWebm)).toThrow(ContainerError);
    expect(() => sanitizeWebm(good.subarray(0, good.length - 3))).toThrow(ContainerError);
  });
});

function storageContract(name: string, make: () => Promise<MediaStorage>) {
  describe(`${name} storage and serving`, () => {
    let storage: MediaStorage;
    let file = "";
    const key = `${newMediaBase()}.mp4`;
    const data = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));

    beforeAll(async () => {
      storage = await make();
      file = path.join(dir, `src-${name}`);
      writeFileSync(file, data);
      await storage.put(key, file);
    });

    const get = (headers: Record<string, string> = {}, method = "GET") =>
      serveMedia(new Request(`http://localhost/media/${key}`, { method, headers }), key, storage);

    it("serves the stored type with nosniff, a sandboxing CSP, inline disposition and immutable caching", async () => {
      const res = await get();
      expect(res.status).toBe(200);
      expect(res.headers.get("Content-Type")).toBe("video/mp4");
      expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(res.headers.get("Content-Security-Policy")).toBe(MEDIA_CSP);
      expect(res.headers.get("Content-Disposition")).toBe('inline; filename="video.mp4"');
      expect(res.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("Content-Length")).toBe("1000");
      expect(Buffer.from(await res.arrayBuffer())).toEqual(data);
    });

    it("answers byte ranges (video seeking), suffix ranges, 416 and 304", async () => {
      const part = await get({ Range: "bytes=10-19" });
      expect(part.status).toBe(206);
      expect(part.headers.get("Content-Range")).toBe("bytes 10-19/1000");
      expect(Buffer.from(await part.arrayBuffer())).toEqual(data.subarray(10, 20));
      const tail = await get({ Range: "bytes=-5" });
      expect(tail.status).toBe(206);
      expect(Buffer.from(await tail.arrayBuffer())).toEqual(data.subarray(995));
      const open = await get({ Range: "bytes=990-" });
      expect(open.headers.get("Content-Range")).toBe("bytes 990-999/1000");
      await open.arrayBuffer();
      const bad = await get({ Range: "bytes=5000-" });
      expect(bad.status).toBe(416);
      expect(bad.headers.get("Content-Range")).toBe("bytes */1000");
      const etag = (await get({}, "HEAD")).headers.get("ETag") ?? "";
      expect((await get({ "If-None-Match": etag })).status).toBe(304);
    });

    it("answers 404 for unknown or malformed keys", async () => {
      const missing = `${newMediaBase()}.webp`;
      const res = await serveMedia(new Request(`http://localhost/media/${missing}`), missing, storage);
      expect(res.status).toBe(404);
      for (const bad of [
        "../../etc/passwd",
        "aa/aa.html",
        `${key}/../x`,
        "",
        "ab/cd0000000000000000000000000000.webp",
      ]) {
        expect((await serveMedia(new Request("http://localhost/media/x"), bad, storage)).status).toBe(404);
      }
    });

    it("stores processed media under planned keys and deletes them", async () => {
      const form = await receive({}, [{ name: "p.png", type: "image/png", data: await png(700, 500) }]);
      const processed = await processUploads(form.files, limits);
      const planned = planKeys(processed);
      await storeProcessed(processed, planned, storage);
      await form.cleanup();
      for (const k of planned[0]?.keys ?? [])
        expect(await storage.stat(k)).toMatchObject({ contentType: "image/webp" });
      await storage.delete(planned.flatMap((p) => p.keys));
      for (const k of planned[0]?.keys ?? []) expect(await storage.stat(k)).toBeNull();
    });
  });
}

storageContract("local", async () => new LocalStorage(path.join(dir, "uploads")));

it("local storage: deleting keys whose folder is a regular file succeeds (nothing can be stored there)", async () => {
  const root = path.join(dir, "uploads-is-a-file");
  writeFileSync(root, "not a folder");
  const storage = new LocalStorage(root);
  await expect(storage.delete([`${newMediaBase()}-480.webp`])).resolves.toBeUndefined();
});

let s3: S3rver | undefined;
storageContract("s3 (s3rver on loopback)", async () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), "sulawesi-s3-"));
  s3 = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory: folder,
    configureBuckets: [{ name: "forum-media", configs: [] }],
  });
  const { port } = await s3.run();
  return new S3Storage({
    bucket: "forum-media",
    region: "us-east-1",
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  });
});
afterAll(async () => {
  await s3?.close();
});

describe("parseRange", () => {
  it("parses single ranges and ignores others", () => {
    expect(parseRange(null, 100)).toBeNull();
    expect(parseRange("bytes=0-0", 100)).toEqual({ start: 0, end: 0 });
    expect(parseRange("bytes=50-500", 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange("bytes=-10", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=0-1,5-6", 100)).toBeNull();
    expect(parseRange("items=0-1", 100)).toBeNull();
    expect(parseRange("bytes=100-", 100)).toBe("unsatisfiable");
    expect(parseRange("bytes=5-2", 100)).toBe("unsatisfiable");
  });
});
