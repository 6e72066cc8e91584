import type { Kysely } from "kysely";
import { getDb } from "~/lib/db/index.server.ts";
import type { Database } from "~/lib/db/schema.ts";
import { COMMENT_COLUMNS } from "./comments.server.ts";
import { authorOf, forumDb } from "./forum-db.server.ts";
import { renderMarkdown } from "./markdown.server.ts";
import { getPost } from "./posts.server.ts";
import { type RevisionView, revisionsOf } from "./revisions.server.ts";
import { isAdmin, isUuid } from "./rules.server.ts";
import type { CommentView, ForumViewer, PostView } from "./types.ts";

/**
 * The history page of a post (/community/{id}/history) or of one of its comments (?comment=): the
 * current version and the earlier ones. Anyone may read it; a hidden post or comment is as gone here
 * as on its own page (admins still see it).
 */

export type History =
  | { kind: "post"; post: PostView; revisions: RevisionView[] }
  | { kind: "comment"; post: PostView; comment: CommentView; revisions: RevisionView[] };

export async function historyOf(
  postId: string,
  commentId: string | null,
  viewer: ForumViewer,
  kdb: Kysely<Database> = getDb(),
): Promise<History | null> {
  const post = await getPost(postId, viewer, kdb);
  if (!post) return null;
  if (commentId === null) return { kind: "post", post, revisions: await revisionsOf({ postId: post.id }, kdb) };
  const comment = await visibleComment(post.id, commentId, viewer, kdb);
  if (!comment) return null;
  return { kind: "comment", post, comment, revisions: await revisionsOf({ commentId: comment.id }, kdb) };
}

async function visibleComment(
  postId: string,
  commentId: string,
  viewer: ForumViewer,
  kdb: Kysely<Database>,
): Promise<CommentView | null> {
  if (!isUuid(commentId)) return null;
  let q = forumDb(kdb)
    .selectFrom("comments as c")
    .innerJoin("users as u", "u.id", "c.author_id")
    .select(COMMENT_COLUMNS)
    .where("c.id", "=", commentId)
    .where("c.post_id", "=", postId);
  if (!isAdmin(viewer)) q = q.where("c.hidden_at", "is", null);
  const r = await q.executeTakeFirst();
  if (!r) return null;
  return {
    id: r.id,
    postId,
    content: r.content,
    contentHtml: renderMarkdown(r.content),
    createdAt: r.created_at,
    editedAt: r.edited_at,
    author: authorOf(r.author_id, r.author_name, r.author_category, {
      banned: r.author_banned,
      banExpires: r.author_ban_expires,
    }),
    hiddenAt: r.hidden_at,
  };
}
