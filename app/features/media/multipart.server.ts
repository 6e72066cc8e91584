import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import busboy from "busboy";
import { config } from "~/lib/config.server.ts";
import type { Locale } from "~/lib/format.ts";
import type { Refusal } from "~/lib/refusal.ts";
// The spec's texts for a refused upload are the forum's (uploads belong to posts).
import { refuse } from "./localized-refusal.ts";
import { TEXTS, UPLOAD_REFUSAL_TEXTS } from "./texts.ts";
import {
  displayName,
  isStorageFailure,
  maxFileMb,
  type ReceivedFile,
  type ReceivedForm,
  storageFailure,
  type UploadLimits,
} from "./upload.server.ts";

/**
 * Step 1 of an upload (upload.server.ts describes all three): a multipart body streamed through busboy
 * into temporary files, the limits enforced while the bytes arrive (total size, files, each file's
 * size, fields). The first limit passed stops the parse with an Refusal (413); the rest of the
 * body is read and discarded in the background (never buffered), so the 413 reaches the browser at once.
 */

/** How much of an oversized body is read and thrown away so the 413 can be delivered, at most. */
const DRAIN_BYTES = 64 * 1024 * 1024;
const DRAIN_MS = 15_000;

const unreadable = () => refuse(400, (l) => [TEXTS[l].errorCreatingPost, UPLOAD_REFUSAL_TEXTS[l].unreadable]);
const interrupted = () => refuse(400, (l) => [TEXTS[l].errorCreatingPost, UPLOAD_REFUSAL_TEXTS[l].interrupted]);
const tooLarge = (limits: UploadLimits) =>
  refuse(413, (l) => [
    TEXTS[l].errorCreatingPost,
    UPLOAD_REFUSAL_TEXTS[l].tooLarge(limits.maxFiles, maxFileMb(limits)),
  ]);

function drainInBackground(reader: ReadableStreamDefaultReader<Uint8Array>): void {
  const deadline = Date.now() + DRAIN_MS;
  let read = 0;
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        read += value.byteLength;
        if (read > DRAIN_BYTES || Date.now() > deadline) {
          await reader.cancel();
          return;
        }
      }
    } catch {
      // The client went away: nothing to do.
    }
  })();
}

/** Where temporary upload files go (inside DATA_DIR, so moving them into local storage is a rename). */
export function uploadTempRoot(): string {
  return path.join(config().dataDir, "tmp", "uploads");
}

/**
 * Streams a multipart/form-data body into temporary files. Files come from the field `fileField`;
 * other file fields are ignored. Empty file parts (no file chosen) are skipped.
 */
export async function receiveMultipart(
  request: Request,
  limits: UploadLimits,
  { fileField = "media", tempRoot = uploadTempRoot() }: { fileField?: string; tempRoot?: string } = {},
): Promise<ReceivedForm> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data\b/i.test(contentType) || !request.body) {
    throw refuse(415, (l) => [TEXTS[l].errorCreatingPost, UPLOAD_REFUSAL_TEXTS[l].notMultipart]);
  }
  const reader = request.body.getReader();
  const declared = Number(request.headers.get("Content-Length") ?? Number.NaN);
  if (declared > limits.maxRequestBytes) {
    drainInBackground(reader);
    throw tooLarge(limits);
  }
  const dir = await makeTempDir(tempRoot, reader);
  const cleanup = () => rm(dir, { recursive: true, force: true });
  const parse = startParse(contentType, limits, { dir, fileField });
  if (!parse) {
    await cleanup();
    throw unreadable();
  }
  await pumpBody(reader, parse);
  return finishParse(parse, reader, cleanup);
}

/** A fresh directory for this body's files; storage failures answer 507 (the body is drained). */
async function makeTempDir(tempRoot: string, reader: ReadableStreamDefaultReader<Uint8Array>): Promise<string> {
  const dir = path.join(tempRoot, randomBytes(12).toString("hex"));
  try {
    await mkdir(dir, { recursive: true });
  } catch (error) {
    if (!isStorageFailure(error)) throw error;
    drainInBackground(reader);
    throw storageFailure(error);
  }
  return dir;
}

/** One body being parsed: busboy, what it found so far, the file writes under way, the first failure. */
type Parse = {
  bb: busboy.Busboy;
  limits: UploadLimits;
  dir: string;
  fileField: string;
  /** Busboy's end ('close') or its error. */
  parsed: Promise<void>;
  fields: Record<string, string>;
  /** One per file part, in order; null until its file is written completely and within its limit. */
  slots: (ReceivedFile | null)[];
  writes: Promise<void>[];
  failure?: Refusal;
  /** Set while the reader waits for busboy's 'drain'. */
  wakeReader?: () => void;
};

/** Records the first failure and stops the reader's wait. */
function fail(parse: Parse, error: Refusal): void {
  parse.failure ??= error;
  // A failed file write (disk full) stops busboy's 'drain' for good: a failure must also end that wait.
  parse.wakeReader?.();
}

/** A busboy parser with the limits and the handlers, or null when the Content-Type cannot be parsed. */
function startParse(
  contentType: string,
  limits: UploadLimits,
  { dir, fileField }: { dir: string; fileField: string },
): Parse | null {
  let bb: busboy.Busboy;
  try {
    bb = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: {
        files: limits.maxFiles,
        // One byte more than allowed, so "exactly at the limit" passes and the byte after it trips below.
        fileSize: limits.maxFileBytes + 1,
        fields: 20,
        fieldSize: 64 * 1024,
        fieldNameSize: 100,
        parts: limits.maxFiles + 20,
      },
    });
  } catch {
    return null;
  }
  const parsed = new Promise<void>((resolve, reject) => {
    bb.on("close", resolve);
    bb.on("error", reject);
  });
  // Without a listener an 'error' after we stop feeding busboy would be unhandled.
  parsed.catch(() => {});
  const parse: Parse = { bb, limits, dir, fileField, parsed, fields: {}, slots: [], writes: [] };
  const refuseWith = (description: (l: Locale) => string) => () =>
    fail(
      parse,
      refuse(413, (l) => [TEXTS[l].errorCreatingPost, description(l)]),
    );
  bb.on("file", (field, stream, info) => receiveFile(parse, field, stream, info.filename));
  bb.on("field", (name, value, info) => receiveField(parse, name, value, info.valueTruncated || info.nameTruncated));
  bb.on(
    "filesLimit",
    refuseWith((l) => UPLOAD_REFUSAL_TEXTS[l].tooManyFiles(limits.maxFiles)),
  );
  bb.on(
    "fieldsLimit",
    refuseWith((l) => UPLOAD_REFUSAL_TEXTS[l].tooManyFields),
  );
  bb.on(
    "partsLimit",
    refuseWith((l) => UPLOAD_REFUSAL_TEXTS[l].tooManyParts),
  );
  return parse;
}

/** Writes one file part to its temporary file, counting its bytes against the per-file limit. */
function receiveFile(
  parse: Parse,
  field: string,
  stream: Readable & { truncated?: boolean },
  filename: string | undefined,
) {
  if (parse.failure || field !== parse.fileField) {
    stream.resume();
    return;
  }
  const { limits, slots } = parse;
  const index = slots.length;
  slots.push(null);
  const name = displayName(filename);
  const file = path.join(parse.dir, `upload-${index}`);
  let size = 0;
  const tooBig = () =>
    fail(
      parse,
      refuse(413, (l) => [TEXTS[l].fileTooLarge, TEXTS[l].fileTooLargeDescription(name, maxFileMb(limits))]),
    );
  stream.on("data", (chunk: Buffer) => {
    size += chunk.length;
    if (size > limits.maxFileBytes) tooBig();
  });
  stream.on("limit", tooBig);
  parse.writes.push(
    pipeline(stream, createWriteStream(file)).then(
      () => {
        if (size > 0 && size <= limits.maxFileBytes && !stream.truncated) slots[index] = { name, path: file, size };
      },
      (error) => fail(parse, isStorageFailure(error) ? storageFailure(error) : interrupted()),
    ),
  );
}

/** Keeps a text field (the first of each name); a truncated one is refused. */
function receiveField(parse: Parse, name: string, value: string, truncated: boolean) {
  if (truncated) {
    fail(
      parse,
      refuse(413, (l) => [TEXTS[l].errorCreatingPost, UPLOAD_REFUSAL_TEXTS[l].fieldTooLong]),
    );
    return;
  }
  if (!(name in parse.fields)) parse.fields[name] = value;
}

/** Feeds the body to busboy (waiting when it asks), until the end, the request limit or a failure. */
async function pumpBody(reader: ReadableStreamDefaultReader<Uint8Array>, parse: Parse): Promise<void> {
  let total = 0;
  try {
    for (;;) {
      if (parse.failure) return;
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > parse.limits.maxRequestBytes) {
        fail(parse, tooLarge(parse.limits));
        return;
      }
      if (!parse.bb.write(value)) await busboyDrained(parse);
    }
    if (!parse.failure) {
      parse.bb.end();
      await parse.parsed.catch(() => fail(parse, unreadable()));
    }
  } catch {
    fail(parse, interrupted());
  }
}

/** Busboy's 'drain' (or its end, or a failure: see `fail`). */
function busboyDrained(parse: Parse): Promise<void> {
  const { bb } = parse;
  return new Promise<void>((resolve) => {
    const onDrain = () => {
      bb.off("drain", onDrain);
      bb.off("close", onDrain);
      parse.wakeReader = undefined;
      resolve();
    };
    bb.once("drain", onDrain);
    bb.once("close", onDrain);
    parse.wakeReader = onDrain;
  });
}

/** The received form once every write is done; on a failure, the temporary files go and it is thrown. */
async function finishParse(
  parse: Parse,
  reader: ReadableStreamDefaultReader<Uint8Array>,
  cleanup: () => Promise<void>,
): Promise<ReceivedForm> {
  if (parse.failure) {
    drainInBackground(reader);
    parse.bb.destroy();
    await Promise.allSettled(parse.writes);
    await cleanup();
    throw parse.failure;
  }
  await Promise.all(parse.writes);
  if (parse.failure) {
    await cleanup();
    throw parse.failure;
  }
  return { fields: parse.fields, files: parse.slots.filter((f): f is ReceivedFile => f !== null), cleanup };
}
