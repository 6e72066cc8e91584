import type { Kysely } from "kysely";
import { displayNameOf } from "~/features/accounts/session.server.ts";
import { forumDb, isBannedNow } from "~/features/forum/forum-db.server.ts";
import { renderMarkdown } from "~/features/forum/markdown.server.ts";
import { basePostQuery, type PostRow, toPostViews } from "~/features/forum/post-views.server.ts";
import { isUuid } from "~/features/forum/rules.server.ts";
import type { PostView } from "~/features/forum/types.ts";
import { getDb } from "~/lib/db/index.server.ts";
import type { Database } from "~/lib/db/schema.ts";
import { PROFILE_COMMENT_EXCERPT, PROFILE_PAGE_SIZE } from "./constants.ts";

/**
 * Public member profiles (/members/{id}, ADR 0023): name, badge, avatar, when they joined, and their
 * visible posts and comments, newest first, a page at a time. What is never read here: the e-mail
 * address, the role, the ban reason, sessions. A banned member, or one whose account is deleted, has
 * no profile (null: the page answers 404). Hidden posts and comments, and comments on hidden posts,
 * are left out for everyone, admins included (they moderate from the dashboard).
 */

export type MemberProfile = {
  id: string;
  name: string;
  userCategory: string;
  /** A /media/ path, or null (the page then shows the name's first letter). */
  avatar: string | null;
  joinedAt: string;
};

export type ProfileComment = {
  id: string;
  postId: string;
  postTitle: string;
  contentHtml: string;
  truncated: boolean;
  createdAt: string;
};

export type ProfilePage<T> = { items: T[]; page: number; hasMore: boolean };

export async function getMemberProfile(id: string, kdb: Kysely<Database> = getDb()): Promise<MemberProfile | null> {
  if (!isUuid(id)) return null;
  const row = await forumDb(kdb)
    .selectFrom("users")
    .select(["id", "name", "user_category", "image", "created_at", "banned", "ban_expires"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row || isBannedNow(row.banned, row.ban_expires)) return null;
  return {
    id: row.id,
    name: displayNameOf(row.name),
    userCategory: row.user_category || "traveller",
    avatar: row.image?.startsWith("/media/") ? row.image : null,
    joinedAt: row.created_at,
  };
}

/** The member's visible posts, newest first (excerpts, as in the list). */
export async function memberPosts(
  memberId: string,
  page: number,
  kdb: Kysely<Database> = getDb(),
): Promise<ProfilePage<PostView>> {
  const db = forumDb(kdb);
  const rows = (await basePostQuery(db, true, null)
    .where("p.author_id", "=", memberId)
    .orderBy("p.created_at", "desc")
    .orderBy("p.id", "desc")
    .limit(PROFILE_PAGE_SIZE + 1)
    .offset((page - 1) * PROFILE_PAGE_SIZE)
    .execute()) as PostRow[];
  const items = await toPostViews(db, rows.slice(0, PROFILE_PAGE_SIZE), null);
  return { items, page, hasMore: rows.length > PROFILE_PAGE_SIZE };
}

/** The member's visible comments on visible posts, newest first, with the post's title. */
export async function memberComments(
  memberId: string,
  page: number,
  kdb: Kysely<Database> = getDb(),
): Promise<ProfilePage<ProfileComment>> {
  const rows = await kdb
    .selectFrom("comments as c")
    .innerJoin("posts as p", "p.id", "c.post_id")
    .select(["c.id", "c.post_id", "c.content", "c.created_at", "p.title as post_title"])
    .where("c.author_id", "=", memberId)
    .where("c.hidden_at", "is", null)
    .where("p.hidden_at", "is", null)
    .orderBy("c.created_at", "desc")
    .orderBy("c.id", "desc")
    .limit(PROFILE_PAGE_SIZE + 1)
    .offset((page - 1) * PROFILE_PAGE_SIZE)
    .execute();
  const items = rows.slice(0, PROFILE_PAGE_SIZE).map((r) => {
    const truncated = r.content.length > PROFILE_COMMENT_EXCERPT;
    const content = truncated ? `${r.content.slice(0, PROFILE_COMMENT_EXCERPT).trimEnd()}…` : r.content;
    return {
      id: r.id,
      postId: r.post_id,
      postTitle: r.post_title,
      contentHtml: renderMarkdown(content),
      truncated,
      createdAt: r.created_at,
    };
  });
  return { items, page, hasMore: rows.length > PROFILE_PAGE_SIZE };
}
