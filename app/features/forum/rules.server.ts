import type { Kysely } from "kysely";
import { refuse } from "~/features/media/localized-refusal.ts";
import type { Database } from "~/lib/db/schema.ts";
import type { Locale } from "~/lib/locale.ts";
import { isCategory } from "./constants.ts";
import { COMMENT_INPUT_SCHEMAS, POST_INPUT_SCHEMAS, type PostInput } from "./schema.ts";
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

/** The title a refusal carries: one of the spec's texts, in the request's language. */
export type RefusalTitle = "error" | "errorCreatingPost" | "errorPostingComment";

export const postGone = (title: RefusalTitle = "error") => refuse(404, (l) => [TEXTS[l][title], MESSAGES[l].postGone]);
export const commentGone = () => refuse(404, (l) => [TEXTS[l].error, MESSAGES[l].commentGone]);
export const duplicatePost = () => refuse(409, (l) => [TEXTS[l].errorCreatingPost, MESSAGES[l].duplicatePost]);

export const isAdmin = (viewer: ForumViewer | undefined) => viewer?.role === "admin";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export function assertActive(actor: ForumActor): void {
  if (actor.banned) throw refuse(403, (l) => [TEXTS[l].error, MESSAGES[l].suspended]);
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
  message: "onlyEditOwnPosts" | "onlyDeleteOwnPosts" | "onlyEditOwnComments" | "onlyDeleteOwnComments",
): Promise<void> {
  const owner = await ownerOf(db, table, id);
  if (owner !== actor.id) throw refuse(403, (l) => [TEXTS[l].error, MESSAGES[l][message]]);
}

/**
 * Validates a create/edit form: title, content and category required after trimming (the spec's
 * 'Missing information' / 'Please fill in all fields'), lengths capped, category one of the five.
 */
export function validatePostInput(raw: { title?: unknown; content?: unknown; category?: unknown }): PostInput {
  const input = {
    title: typeof raw.title === "string" ? raw.title : "",
    content: typeof raw.content === "string" ? raw.content : "",
    category: typeof raw.category === "string" ? raw.category : "",
  };
  const parsed = POST_INPUT_SCHEMAS.en.safeParse(input);
  if (!parsed.success) {
    // The schema's message in the request's language: each edition has its own schema.
    const issue = (l: Locale) => POST_INPUT_SCHEMAS[l].safeParse(input).error?.issues[0]?.message;
    throw refuse(400, (l) => [TEXTS[l].errorCreatingPost, issue(l) ?? MESSAGES[l].invalidPost]);
  }
  const { title, content, category } = parsed.data;
  if (!title || !content || !category) {
    throw refuse(400, (l) => [TEXTS[l].missingInformation, TEXTS[l].fillAllFields]);
  }
  if (!isCategory(category)) throw refuse(400, (l) => [TEXTS[l].errorCreatingPost, MESSAGES[l].chooseTopic]);
  return { title, content, category };
}

/** A comment's cleaned text ("" when empty); longer than COMMENT_MAX is refused (400). */
export function validateCommentText(raw: string): string {
  const parsed = COMMENT_INPUT_SCHEMAS.en.safeParse({ content: raw });
  if (!parsed.success) {
    const issue = (l: Locale) => COMMENT_INPUT_SCHEMAS[l].safeParse({ content: raw }).error?.issues[0]?.message;
    throw refuse(400, (l) => [TEXTS[l].errorPostingComment, issue(l) ?? MESSAGES[l].invalidComment]);
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
