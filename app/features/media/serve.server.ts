import { type ByteRange, type MediaStorage, mediaStorage, mediaTypeOf } from "~/lib/media-storage.server.ts";
import { isAdminRequest, mediaVisibility } from "./access.server.ts";

/**
 * Answers GET/HEAD /media/{key}: the stored object with its stored type and strict headers, whole or
 * as one byte range (video seeking). Keys are random and never reused, so public responses are
 * immutable. The media of a hidden post are answered to admins only, `private, no-store`, and to
 * everyone else exactly like a key that does not exist (access.server.ts).
 */

/** Everyone may see it and any cache may keep it; or only the asking admin, and no cache keeps it. */
export type MediaCaching = "public" | "private";

const CACHE_CONTROL: Record<MediaCaching, string> = {
  public: "public, max-age=31536000, immutable",
  private: "private, no-store",
};

export const MEDIA_CSP = "default-src 'none'; sandbox";

/** Parses a Range header for an object of `size` bytes: a range, "unsatisfiable", or null to send it all. */
export function parseRange(header: string | null, size: number): ByteRange | "unsatisfiable" | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges or another unit: the whole object is a valid answer.
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (size === 0) return "unsatisfiable";
  let start: number;
  let end: number;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0) return "unsatisfiable";
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(first);
    end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
    if (start >= size || end < start) return "unsatisfiable";
  }
  return { start, end };
}

function notFound(): Response {
  return new Response("Not found", {
    status: 404,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** The /media/{key} request: who may see the object decides whether it is served, and how it is cached. */
export async function serveMediaRequest(request: Request, key: string): Promise<Response> {
  if (!mediaTypeOf(key)) return notFound();
  if ((await mediaVisibility(key)) === "public") return serveMedia(request, key);
  if (!(await isAdminRequest(request))) return notFound();
  return serveMedia(request, key, mediaStorage(), "private");
}

export async function serveMedia(
  request: Request,
  key: string,
  storage: MediaStorage = mediaStorage(),
  caching: MediaCaching = "public",
): Promise<Response> {
  const contentType = mediaTypeOf(key);
  if (!contentType) return notFound();
  const object = await storage.stat(key);
  if (!object) return notFound();

  const etag = `"${key.replace("/", "-")}"`;
  const extension = key.slice(key.lastIndexOf(".") + 1);
  const headers = new Headers({
    "Content-Type": contentType,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": MEDIA_CSP,
    "Content-Disposition": `inline; filename="${contentType.startsWith("video/") ? "video" : "photo"}.${extension}"`,
    "Cache-Control": CACHE_CONTROL[caching],
    "Accept-Ranges": "bytes",
    ETag: etag,
  });
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });

  const ifRange = request.headers.get("If-Range");
  const range = ifRange && ifRange !== etag ? null : parseRange(request.headers.get("Range"), object.size);
  if (range === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${object.size}`);
    headers.set("Content-Type", "text/plain; charset=utf-8");
    return new Response("Range not satisfiable", { status: 416, headers });
  }
  const head = request.method === "HEAD";
  if (range) {
    headers.set("Content-Range", `bytes ${range.start}-${range.end}/${object.size}`);
    headers.set("Content-Length", String(range.end - range.start + 1));
    const body = head ? null : await storage.open(key, range);
    return new Response(body, { status: 206, headers });
  }
  headers.set("Content-Length", String(object.size));
  const body = head ? null : await storage.open(key);
  return new Response(body, { status: 200, headers });
}
