import type { Kysely } from "kysely";
import type { Database } from "~/lib/db/schema.ts";
import { Refusal } from "~/lib/refusal.ts";
import { isCategory } from "./constants.ts";
import { commentInputSchema, type PostInput, postInputSchema } from "./schema.ts";
import { MESSAGES, TEXTS } from "./texts.ts";
import type { ForumActor, ForumViewer } from "./types.ts";

/**
 * The forum's rules for who may read and write what, and the checks of what is written. Routes turn a
 * thrown Refusal into an answer. Rate limits: rate-limits.server.ts; moderation: moderation.server.ts.
 *
 * - Reading is public; admins also see hidden posts and comments (`isAdmin`).
 * - Writing needs an actor that is not banned (`assertActive`). Authors edit and delete their own posts
 *   and comments, nobody else's (`ownerOf`); a hidden post or comment counts as gone for writing.
 */

export const postGone = (title: string = TEXTS.error) => new Refusal(404, title, MESSAGES.postGone);
export const commentGone = () => new Refusal(404, TEXTS.error, MESSAGES.commentGone);
export const duplicatePost = () => new Refusal(409, TEXTS.errorCreatingPost, MESSAGES.duplicatePost);

export const isAdmin = (viewer: ForumViewer | undefined) => viewer?.role === "admin";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export function assertActive(actor: ForumActor): void {
  if (actor.banned) throw new Refusal(403, TEXTS.error, MESSAGES.suspended);
}

/** The author of a visible post or comment (a hidden one counts as gone: nobody may write to it). */
export async function ownerOf(db: Kysely<Database>, table: "posts" | "comments", id: string): Promise<string> {
  const row = isUuid(id)
    ? await db
        .selectFrom(table)
        .select("author_id")
        .where("id", "=", id)
        .where("hidden_at", "is", null)
        .executeTakeFirst()
    : undefined;
  if (!row) throw table === "posts" ? postGone() : commentGone();
  return row.author_id;
}

/** Refuses (403 with `message`) unless the actor wrote the visible post or comment `id`. */
export async function assertOwner(
  db: Kysely<Database>,
  actor: ForumActor,
  table: "posts" | "comments",
  id: string,
  message: string,
): Promise<void> {
  const owner = await ownerOf(db, table, id);
  if (owner !== actor.id) throw new Refusal(403, TEXTS.error, message);
}

/**
 * Validates a create/edit form: title, content and category required after trimming (the spec's
 * 'Missing information' / 'Please fill in all fields'), lengths capped, category one of the five.
 */
export function validatePostInput(raw: { title?: unknown; content?: unknown; category?: unknown }): PostInput {
  const parsed = postInputSchema.safeParse({
    title: typeof raw.title === "string" ? raw.title : "",
    content: typeof raw.content === "string" ? raw.content : "",
    category: typeof raw.category === "string" ? raw.category : "",
  });
  if (!parsed.success) {
    throw new Refusal(400, TEXTS.errorCreatingPost, parsed.error.issues[0]?.message ?? MESSAGES.invalidPost);
  }
  const { title, content, category } = parsed.data;
  if (!title || !content || !category) throw new Refusal(400, TEXTS.missingInformation, TEXTS.fillAllFields);
  if (!isCategory(category)) throw new Refusal(400, TEXTS.errorCreatingPost, MESSAGES.chooseTopic);
  return { title, content, category };
}

/** A comment's cleaned text ("" when empty); longer than COMMENT_MAX is refused (400). */
export function validateCommentText(raw: string): string {
  const parsed = commentInputSchema.safeParse({ content: raw });
  if (!parsed.success) {
    throw new Refusal(400, TEXTS.errorPostingComment, parsed.error.issues[0]?.message ?? MESSAGES.invalidComment);
  }
  return parsed.data.content;
}

/** The database refused a duplicate (a unique index), on SQLite or PostgreSQL. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; errcode?: number; message?: string };
  return (
    e?.code === "23505" ||
    e?.errcode === 2067 ||
    e?.errcode === 1555 ||
    /UNIQUE constraint failed/.test(String(e?.message))
  );
}

/** The database refused a row whose parent is gone (a foreign key), on SQLite or PostgreSQL. */
export function isForeignKeyViolation(error: unknown): boolean {
  return /foreign key|FOREIGN KEY/i.test(String((error as Error)?.message));
}
