import { createHash } from "node:crypto";

/**
 * sha256 of the normalised title and text: "the same post" ignores case and spacing. posts has a
 * unique (author_id, content_hash) index, so one author cannot post the same text twice.
 */
export function contentHash(title: string, content: string): string {
  const norm = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();
  return createHash("sha256")
    .update(`${norm(title)}\n${norm(content)}`)
    .digest("hex");
}
