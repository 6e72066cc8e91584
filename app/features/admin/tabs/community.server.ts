import { deleteComment, deletePost, hideComment, hidePost } from "~/features/forum/moderation.server.ts";
import { getDb } from "~/lib/db/index.server.ts";
import { type ActionHandlers, done, notFound } from "../audit.server.ts";
import { containsAny, type Db, displayName, formatStamp, type Paged, paged } from "../listing.server.ts";
import type { DashboardQuery } from "../schema.ts";
import { ACTION_TEXT } from "../texts.ts";
import { type MemberSummary, memberSummary } from "./members.server.ts";
import { listReportQueue, type ReportQueue } from "./reports.server.ts";

/**
 * The Community tab: forum posts, hidden ones included, optionally of one member, with all their
 * comments; hiding and deleting posts and comments (the rules: app/features/forum/moderation.server.ts).
 */

export type CommentRow = { id: string; author: string; content: string; hidden: boolean; created: string };
export type PostRow = {
  id: string;
  title: string;
  content: string;
  category: string;
  authorId: string;
  author: string;
  authorBanned: boolean;
  authorIsAdmin: boolean;
  hidden: boolean;
  upvotes: number;
  commentsCount: number;
  created: string;
  comments: CommentRow[];
};

/** One page of posts, searched by title, text or author name, optionally of one author. */
function postsPage(query: DashboardQuery, db: Db) {
  const base = db
    .selectFrom("posts")
    .innerJoin("users", "users.id", "posts.author_id")
    .$if(Boolean(query.q), (qb) => qb.where(containsAny(db, ["posts.title", "posts.content", "users.name"], query.q)))
    .$if(Boolean(query.author), (qb) => qb.where("posts.author_id", "=", query.author as string));
  return paged(
    base,
    query.page,
    (qb) =>
      qb
        .select([
          "posts.id",
          "posts.title",
          "posts.content",
          "posts.category",
          "posts.author_id",
          "posts.hidden_at",
          "posts.upvotes",
          "posts.comments_count",
          "posts.created_at",
          "users.name as author_name",
          "users.banned as author_banned",
          "users.role as author_role",
        ])
        .orderBy("posts.created_at", "desc")
        .orderBy("posts.id", "desc"),
    (r) => r,
  );
}

/** Every comment of these posts, oldest first, by post. */
async function commentsByPost(postIds: string[], db: Db): Promise<Map<string, CommentRow[]>> {
  const byPost = new Map<string, CommentRow[]>();
  if (postIds.length === 0) return byPost;
  const comments = await db
    .selectFrom("comments")
    .innerJoin("users", "users.id", "comments.author_id")
    .select([
      "comments.id",
      "comments.post_id",
      "comments.content",
      "comments.hidden_at",
      "comments.created_at",
      "users.name as author_name",
    ])
    .where("comments.post_id", "in", postIds)
    .orderBy("comments.created_at", "asc")
    .orderBy("comments.id", "asc")
    .execute();
  for (const c of comments) {
    const list = byPost.get(c.post_id) ?? [];
    list.push({
      id: c.id,
      author: displayName(c.author_name),
      content: c.content,
      hidden: c.hidden_at !== null,
      created: formatStamp(c.created_at),
    });
    byPost.set(c.post_id, list);
  }
  return byPost;
}

type PostColumns = Awaited<ReturnType<typeof postsPage>>["rows"][number];

function toPostRow(r: PostColumns, comments: CommentRow[]): PostRow {
  return {
    id: r.id,
    title: r.title,
    content: r.content,
    category: r.category,
    authorId: r.author_id,
    author: displayName(r.author_name),
    authorBanned: Number(r.author_banned) === 1,
    authorIsAdmin: r.author_role === "admin",
    hidden: r.hidden_at !== null,
    upvotes: Number(r.upvotes),
    commentsCount: Number(r.comments_count),
    created: formatStamp(r.created_at),
    comments,
  };
}

/** Posts, hidden ones included, optionally of one member, with all their comments. */
export async function listPosts(
  query: DashboardQuery,
  db: Db = getDb(),
): Promise<Paged<PostRow> & { member: MemberSummary | null; reports: ReportQueue }> {
  const list = await postsPage(query, db);
  const reports = await listReportQueue(db);
  const byPost = await commentsByPost(
    list.rows.map((r) => r.id),
    db,
  );
  const member = query.author ? await memberSummary(query.author, db) : null;
  return { ...list, member, reports, rows: list.rows.map((r) => toPostRow(r, byPost.get(r.id) ?? [])) };
}

export const communityActions = {
  "hide-post": async (action, { audited }) => {
    const found = await audited(async (trx) =>
      (await hidePost(action.id, action.hidden, trx))
        ? { action: `post.${action.hidden ? "hide" : "unhide"}`, targetType: "post", targetId: action.id }
        : null,
    );
    if (!found) return notFound("post");
    return done(ACTION_TEXT.postHidden(action.hidden));
  },
  "hide-comment": async (action, { audited }) => {
    const found = await audited(async (trx) =>
      (await hideComment(action.id, action.hidden, trx))
        ? { action: `comment.${action.hidden ? "hide" : "unhide"}`, targetType: "comment", targetId: action.id }
        : null,
    );
    if (!found) return notFound("comment");
    return done(ACTION_TEXT.commentHidden(action.hidden));
  },
  "delete-post": async (action, { db, record }) => {
    const post = await db.selectFrom("posts").select(["title"]).where("id", "=", action.id).executeTakeFirst();
    // deletePost removes the rows in one transaction (the audit row with them), then the media files.
    const deleted =
      post &&
      (await deletePost(action.id, db, (trx) =>
        record(trx, { action: "post.delete", targetType: "post", targetId: action.id, detail: post.title }),
      ));
    if (!deleted) return notFound("post");
    return done(ACTION_TEXT.postDeleted);
  },
  "delete-comment": async (action, { audited }) => {
    const found = await audited(async (trx) => {
      const comment = await trx
        .selectFrom("comments")
        .select(["content"])
        .where("id", "=", action.id)
        .executeTakeFirst();
      if (!comment || !(await deleteComment(action.id, trx))) return null;
      return {
        action: "comment.delete",
        targetType: "comment",
        targetId: action.id,
        detail: comment.content.slice(0, 200),
      };
    });
    if (!found) return notFound("comment");
    return done(ACTION_TEXT.commentDeleted);
  },
} satisfies Pick<ActionHandlers, "hide-post" | "hide-comment" | "delete-post" | "delete-comment">;
