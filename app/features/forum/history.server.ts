import type { Kysely } from "kysely";
import { getDb } from "~/lib/db/index.server.ts";
import type { Database } from "~/lib/db/schema.ts";
import { COMMENT_COLUMNS } from "./comments.server.ts";
import { authorOf, forumDb } from "./forum-db.server.ts";
import { renderMarkdown } from "./markdown.server.ts";
import { getPost } from "./posts.server.ts";
import { type RevisionPage, revisionsOf } from "./revisions.server.ts";
import { isAdmin, isUuid } from "./rules.server.ts";
import type { CommentView, ForumViewer, PostView } from "./types.ts";

/**
 * The history page of a post (/community/{id}/history) or of one of its comments (?comment=): the
 * current version and the earlier ones. Anyone may read it; a hidden post or comment is as gone here
 * as on its own page (admins still see it).
 */

/** `revisions`: one page of the earlier versions; `canRemove`: the viewer may remove them (author or admin). */
export type History = RevisionPage & { canRemove: boolean } & (
    | { kind: "post"; post: PostView }
    | { kind: "comment"; post: PostView; comment: CommentView }
  );

export async function historyOf(
  postId: string,
  commentId: string | null,
  viewer: ForumViewer,
  { page = 1, kdb = getDb() }: { page?: number; kdb?: Kysely<Database> } = {},
): Promise<History | null> {
  const post = await getPost(postId, viewer, kdb);
  if (!post) return null;
  const mayRemove = (authorId: string) => Boolean(viewer && (viewer.id === authorId || isAdmin(viewer)));
  if (commentId === null) {
    const revisions = await revisionsOf({ postId: post.id }, page, kdb);
    return { kind: "post", post, ...revisions, canRemove: mayRemove(post.author.id) };
  }
  const comment = await visibleComment(post.id, commentId, viewer, kdb);
  if (!comment) return null;
  const revisions = await revisionsOf({ commentId: comment.id }, page, kdb);
  return { kind: "comment", post, comment, ...revisions, canRemove: mayRemove(comment.author.id) };
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
