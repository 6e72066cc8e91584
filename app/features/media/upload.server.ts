import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileTypeFromFile } from "file-type";
import type { Metadata } from "sharp";
import { config } from "~/lib/config.server.ts";
import { log } from "~/lib/log.server.ts";
import { type MediaStorage, mediaStorage, newMediaBase } from "~/lib/media-storage.server.ts";
import { isRefusal, type Refusal } from "~/lib/refusal.ts";
import { loadSharp } from "~/lib/sharp.server.ts";
import { ContainerError, sanitizeMp4, sanitizeWebm } from "./containers.server.ts";
// The spec's texts for a refused upload are the forum's (uploads belong to posts).
import { refuse } from "./localized-refusal.ts";
import { TEXTS, UPLOAD_REFUSAL_TEXTS } from "./texts.ts";

/**
 * Uploads, from request bytes to stored media:
 *
 * 1. `receiveMultipart(request, limits)` (multipart.server.ts) streams a multipart body through busboy into temporary files,
 *    enforcing the limits while the bytes arrive (total size, files, each file's size, fields). The
 *    first limit passed stops the parse with an Refusal (413); the rest of the body is read and
 *    discarded in the background (never buffered), so the 413 reaches the browser at once.
 * 2. `processUploads(files, limits)` decides each file's type from its bytes (file-type), never from
 *    its name or claimed type. Images (JPEG, PNG, WebP, GIF, AVIF) are decoded by sharp under a pixel
 *    limit, auto-rotated, stripped of all metadata (EXIF with GPS, XMP, ICC) and re-encoded as WebP in
 *    a few widths. Videos must be structurally valid MP4 or WebM; their metadata boxes are blanked.
 *    Everything else (SVG, HTML, PDF...) is refused with a clear message.
 * 3. `planKeys(processed)` chooses fresh random keys (recorded as post_media rows before anything is
 *    written); `storeProcessed(processed, planned)` puts the results under them. When the post that
 *    needed them fails, the forum removes the files and then the rows (releaseMedia).
 */

export type UploadLimits = {
  maxFiles: number;
  maxFileBytes: number;
  maxImagePixels: number;
  /** The whole request: every file at its limit plus room for the form's text fields. */
  maxRequestBytes: number;
};

const FORM_OVERHEAD_BYTES = 1024 * 1024;

export function uploadLimits(): UploadLimits {
  const c = config();
  const maxFileBytes = c.UPLOAD_MAX_FILE_MB * 1024 * 1024;
  return {
    maxFiles: c.UPLOAD_MAX_FILES,
    maxFileBytes,
    maxImagePixels: c.UPLOAD_MAX_IMAGE_PIXELS,
    maxRequestBytes: c.UPLOAD_MAX_FILES * maxFileBytes + FORM_OVERHEAD_BYTES,
  };
}

export function maxFileMb(limits: UploadLimits): number {
  return Math.round(limits.maxFileBytes / (1024 * 1024));
}

/** File-system errors that mean the server cannot store files now (disk full, read-only, unwritable). */
const STORAGE_FAILURE_CODES = new Set(["ENOSPC", "EDQUOT", "EROFS", "EACCES", "EPERM", "ENOTDIR", "EEXIST", "EIO"]);

export function isStorageFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && STORAGE_FAILURE_CODES.has(code);
}

/** 507 Insufficient Storage: the visitor did nothing wrong and nothing was saved. */
export function storageFailure(error: unknown): Refusal {
  log.error("media: cannot store an upload:", (error as Error)?.message ?? error);
  return refuse(507, (l) => [TEXTS[l].errorCreatingPost, UPLOAD_REFUSAL_TEXTS[l].storageFull]);
}

const notAnImage = (file: string) =>
  refuse(415, (l) => [TEXTS[l].errorCreatingPost, UPLOAD_REFUSAL_TEXTS[l].notAnImage(file)]);

export type ReceivedFile = { name: string; path: string; size: number };
export type ReceivedForm = {
  fields: Record<string, string>;
  files: ReceivedFile[];
  /** Deletes the temporary files (always call it, also after success). */
  cleanup: () => Promise<void>;
};

/** A file name fit for messages: no path, no control characters, at most 80 characters. */
export function displayName(raw: string | undefined): string {
  const base = (raw ?? "").split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters.
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g, "").trim();
  if (!clean) return "file";
  return clean.length > 80 ? `${clean.slice(0, 77)}...` : clean;
}

// --- Processing ---

export type ImageVariant = { path: string; width: number; height: number; bytes: number };
export type ProcessedMedia =
  | {
      kind: "image";
      name: string;
      contentType: "image/webp";
      width: number;
      height: number;
      /** Smallest first; the last is the largest. */
      variants: ImageVariant[];
    }
  | { kind: "video"; name: string; contentType: "video/mp4" | "video/webm"; path: string; bytes: number };

const IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"]);
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
const WEBP_QUALITY = 78;

/** Two image encodes at a time per process: a 40-megapixel decode needs a lot of memory. */
let running = 0;
const queue: (() => void)[] = [];
async function withImageSlot<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= 2) await new Promise<void>((resolve) => queue.push(resolve));
  running++;
  try {
    return await fn();
  } finally {
    running--;
    queue.shift()?.();
  }
}

async function looksLikeSvg(file: string): Promise<boolean> {
  const head = (await readFile(file)).subarray(0, 4096).toString("utf8").toLowerCase();
  return /<svg[\s>]/.test(head);
}

/** The widths to produce for an image `width` pixels wide: the standard ones below it, and its own (at most 1600). */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as number);
  return [...new Set([...IMAGE_WIDTHS.filter((w) => w < largest), largest])];
}

async function processImage(file: ReceivedFile, limits: UploadLimits, outDir: string, index: number) {
  const options = { limitInputPixels: limits.maxImagePixels, failOn: "error", animated: false } as const;
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(file.path, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw notAnImage(file.name);
  }
  const { width = 0, height = 0 } = meta;
  if (!width || !height) {
    throw notAnImage(file.name);
  }
  if (width * height > limits.maxImagePixels) {
    const megapixels = Math.floor(limits.maxImagePixels / 1_000_000);
    throw refuse(413, (l) => [
      TEXTS[l].errorCreatingPost,
      UPLOAD_REFUSAL_TEXTS[l].tooManyPixels(file.name, width, height, megapixels),
    ]);
  }
  const rotated = (meta.orientation ?? 1) >= 5;
  const orientedWidth = rotated ? height : width;
  return withImageSlot(async () => {
    const variants: ImageVariant[] = [];
    try {
      // Decode the upload once, at the largest width (JPEG shrink-on-load keeps that cheap), and make
      // every variant from those pixels: decoding a 12-megapixel photo per width tripled time and memory.
      const widths = variantWidths(orientedWidth);
      const largestWidth = widths[widths.length - 1] as number;
      const pixels = await sharp(file.path, options)
        .autoOrient()
        .resize({ width: largestWidth, withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const raw = { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels };
      for (const target of widths) {
        const out = path.join(outDir, `image-${index}-${target}.webp`);
        // Raw pixels carry no metadata at all (no EXIF, GPS, XMP or ICC), so neither does the output.
        const info = await sharp(pixels.data, { raw })
          .resize({ width: target, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY, effort: 4 })
          .toFile(out);
        variants.push({ path: out, width: info.width, height: info.height, bytes: info.size });
      }
    } catch (error) {
      if (isRefusal(error)) throw error;
      throw notAnImage(file.name);
    }
    const largest = variants[variants.length - 1] as ImageVariant;
    return {
      kind: "image" as const,
      name: file.name,
      contentType: "image/webp" as const,
      width: largest.width,
      height: largest.height,
      variants,
    };
  });
}

async function processVideo(file: ReceivedFile, mime: "video/mp4" | "video/webm", outDir: string, index: number) {
  const buf = await readFile(file.path);
  try {
    if (mime === "video/mp4") sanitizeMp4(buf);
    else sanitizeWebm(buf);
  } catch (error) {
    if (!(error instanceof ContainerError)) throw error;
    throw refuse(415, (l) => [TEXTS[l].errorCreatingPost, UPLOAD_REFUSAL_TEXTS[l].notAVideo(file.name)]);
  }
  const out = path.join(outDir, `video-${index}.${mime === "video/mp4" ? "mp4" : "webm"}`);
  await writeFile(out, buf);
  return { kind: "video" as const, name: file.name, contentType: mime, path: out, bytes: buf.length };
}

/**
 * Checks and converts every received file (in order), writing results next to the temporary files.
 * Throws Refusal for the first file that is refused.
 */
export async function processUploads(files: ReceivedFile[], limits: UploadLimits): Promise<ProcessedMedia[]> {
  if (files.length > limits.maxFiles) {
    throw refuse(413, (l) => [TEXTS[l].errorCreatingPost, UPLOAD_REFUSAL_TEXTS[l].tooManyFiles(limits.maxFiles)]);
  }
  const results: ProcessedMedia[] = [];
  for (const [index, file] of files.entries()) {
    if (file.size > limits.maxFileBytes) {
      throw refuse(413, (l) => [TEXTS[l].fileTooLarge, TEXTS[l].fileTooLargeDescription(file.name, maxFileMb(limits))]);
    }
    results.push(await processFile(file, limits, index));
  }
  return results;
}

/** One file, by the type its bytes show: an image or a video converted, anything else refused. */
async function processFile(file: ReceivedFile, limits: UploadLimits, index: number): Promise<ProcessedMedia> {
  const outDir = path.dirname(file.path);
  const type = await fileTypeFromFile(file.path).catch(() => undefined);
  if (type && IMAGE_TYPES.has(type.mime)) return processImage(file, limits, outDir, index);
  if (type && (type.mime === "video/mp4" || type.mime === "video/webm")) {
    return processVideo(file, type.mime, outDir, index);
  }
  if ((!type || type.mime.includes("xml") || type.mime.startsWith("text/")) && (await looksLikeSvg(file.path))) {
    throw refuse(415, (l) => [TEXTS[l].errorCreatingPost, UPLOAD_REFUSAL_TEXTS[l].svg(file.name)]);
  }
  throw refuse(415, (l) => [TEXTS[l].errorCreatingPost, UPLOAD_REFUSAL_TEXTS[l].notAccepted(file.name)]);
}

// --- Storing ---

export type StoredVariant = { key: string; width: number; height: number; bytes: number };
export type StoredMedia = {
  kind: "image" | "video";
  name: string;
  contentType: string;
  /** The object to show by default: the largest image width, or the video. */
  key: string;
  width: number | null;
  height: number | null;
  bytes: number;
  variants: StoredVariant[];
  /** Every key written for this item (for cleanup). */
  keys: string[];
};

/** Key names for processed media, chosen before anything is written (so they can be recorded first). */
export function planKeys(processed: ProcessedMedia[]): StoredMedia[] {
  return processed.map((item) => {
    const base = newMediaBase();
    if (item.kind === "image") {
      const variants = item.variants.map((v) => ({
        key: `${base}-${v.width}.webp`,
        width: v.width,
        height: v.height,
        bytes: v.bytes,
      }));
      const largest = variants[variants.length - 1] as StoredVariant;
      return {
        kind: "image",
        name: item.name,
        contentType: item.contentType,
        key: largest.key,
        width: item.width,
        height: item.height,
        bytes: largest.bytes,
        variants,
        keys: variants.map((v) => v.key),
      };
    }
    const key = `${base}.${item.contentType === "video/mp4" ? "mp4" : "webm"}`;
    return {
      kind: "video",
      name: item.name,
      contentType: item.contentType,
      key,
      width: null,
      height: null,
      bytes: item.bytes,
      variants: [],
      keys: [key],
    };
  });
}

/** Writes the processed files under the planned keys. On failure, removes whatever it wrote, then throws. */
export async function storeProcessed(
  processed: ProcessedMedia[],
  planned: StoredMedia[],
  storage: MediaStorage = mediaStorage(),
): Promise<void> {
  const written: string[] = [];
  try {
    for (const [i, item] of processed.entries()) {
      const plan = planned[i] as StoredMedia;
      if (item.kind === "image") {
        for (const [j, variant] of item.variants.entries()) {
          const key = plan.variants[j]?.key as string;
          await storage.put(key, variant.path);
          written.push(key);
        }
      } else {
        await storage.put(plan.key, item.path);
        written.push(plan.key);
      }
    }
  } catch (error) {
    await storage.delete(written).catch(() => {});
    throw error;
  }
}
