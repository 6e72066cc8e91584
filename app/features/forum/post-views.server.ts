import { sql } from "kysely";
import type { PostMediaTable } from "~/lib/db/schema.ts";
import type { PostCategory } from "./constants.ts";
import { authorOf, type ForumDb } from "./forum-db.server.ts";
import { renderMarkdown } from "./markdown.server.ts";
import { isAdmin } from "./rules.server.ts";
import type { ForumViewer, MediaImage, MediaVideo, PostView } from "./types.ts";

/**
 * Reading posts, shared by the list (listing.server.ts) and the post page (posts.server.ts): the
 * query with its author and visibility, and the rows turned into PostViews with media and upvotes.
 */

export const LIST_EXCERPT = 600;

export type PostRow = {
  id: string;
  title: string;
  content: string;
  category: PostCategory;
  upvotes: number;
  comments_count: number;
  created_at: string;
  edited_at: string | null;
  hidden_at: string | null;
  author_id: string;
  author_name: string | null;
  author_category: string | null;
  author_banned: number;
  author_ban_expires: string | null;
  /** The language it is written in (posts.language); rows selected without it count as English. */
  language?: string;
  /** Whether the viewer upvoted the post (selected with the post for a signed-in viewer): 0/1 or boolean. */
  viewer_upvoted?: number | boolean;
};

type MediaRow = Pick<
  PostMediaTable,
  "id" | "post_id" | "kind" | "content_type" | "storage_key" | "width" | "height" | "variants"
>;

/** Posts with their authors; hidden posts left out unless an admin reads. `excerpt` cuts the content. */
export function basePostQuery(db: ForumDb, excerpt: boolean, viewer: ForumViewer) {
  const q = db
    .selectFrom("posts as p")
    .innerJoin("users as u", "u.id", "p.author_id")
    .select([
      "p.id",
      "p.title",
      excerpt ? sql<string>`substr(p.content, 1, ${LIST_EXCERPT + 1})`.as("content") : "p.content",
      "p.category",
      "p.upvotes",
      "p.comments_count",
      "p.created_at",
      "p.edited_at",
      "p.hidden_at",
      "p.language",
      "p.author_id",
      "u.name as author_name",
      "u.user_category as author_category",
      "u.banned as author_banned",
      "u.ban_expires as author_ban_expires",
    ])
    // The viewer's own upvote comes with the post: no separate query for it (issue 21).
    .$if(viewer !== null, (query) =>
      query.select((eb) =>
        eb
          .exists(
            eb
              .selectFrom("user_upvotes as uv")
              .select(sql<number>`1`.as("one"))
              .where("uv.user_id", "=", viewer?.id ?? "")
              .whereRef("uv.post_id", "=", "p.id"),
          )
          .as("viewer_upvoted"),
      ),
    );
  return isAdmin(viewer) ? q : q.where("p.hidden_at", "is", null);
}

export type PostQuery = ReturnType<typeof basePostQuery>;

function mediaUrl(key: string): string {
  return `/media/${key}`;
}

/** One post's images (with their resized variants) and videos, in their order. */
function mediaOf(postId: string, media: MediaRow[]): { images: MediaImage[]; videos: MediaVideo[] } {
  const images: MediaImage[] = [];
  const videos: MediaVideo[] = [];
  for (const m of media) {
    if (m.post_id !== postId) continue;
    if (m.kind === "image") {
      const variants = JSON.parse(m.variants) as { key: string; width: number }[];
      images.push({
        id: m.id,
        src: mediaUrl(m.storage_key),
        srcSet: variants.map((v) => `${mediaUrl(v.key)} ${v.width}w`).join(", "),
        width: m.width ?? 0,
        height: m.height ?? 0,
      });
    } else {
      videos.push({ id: m.id, src: mediaUrl(m.storage_key), type: m.content_type });
    }
  }
  return { images, videos };
}

/** The media of the given posts, and which of them the viewer has upvoted (null: no viewer, or already known). */
async function mediaAndUpvotes(db: ForumDb, ids: string[], viewerId: string | null) {
  const [media, upvoted] = await Promise.all([
    db
      .selectFrom("post_media")
      .select(["id", "post_id", "kind", "content_type", "storage_key", "width", "height", "variants"])
      .where("post_id", "in", ids)
      .orderBy("position")
      .execute(),
    viewerId
      ? db
          .selectFrom("user_upvotes")
          .select("post_id")
          .where("user_id", "=", viewerId)
          .where("post_id", "in", ids)
          .execute()
      : Promise.resolve([]),
  ]);
  return { media, upvotedIds: new Set(upvoted.map((u) => u.post_id)) };
}

/**
 * Rows as PostViews: counts as numbers, media, the viewer's upvote, and for lists (`excerpt`, the
 * default) the text cut at LIST_EXCERPT and marked `truncated`. A post's own page and its history
 * show the whole text.
 */
export async function toPostViews(
  db: ForumDb,
  rows: PostRow[],
  viewerId: string | null,
  { excerpt = true }: { excerpt?: boolean } = {},
): Promise<PostView[]> {
  if (rows.length === 0) return [];
  // Rows from basePostQuery with a viewer carry the viewer's upvote already.
  const known = rows.every((r) => r.viewer_upvoted !== undefined);
  const { media, upvotedIds } = await mediaAndUpvotes(
    db,
    rows.map((r) => r.id),
    known ? null : viewerId,
  );
  return rows.map((r) => {
    const truncated = excerpt && r.content.length > LIST_EXCERPT;
    const content = truncated ? r.content.slice(0, LIST_EXCERPT).trimEnd() : r.content;
    return {
      id: r.id,
      title: r.title,
      content,
      contentHtml: renderMarkdown(content),
      truncated,
      category: r.category,
      upvotes: Number(r.upvotes),
      commentsCount: Number(r.comments_count),
      createdAt: r.created_at,
      editedAt: r.edited_at,
      author: authorOf(r.author_id, r.author_name, r.author_category, {
        banned: r.author_banned,
        banExpires: r.author_ban_expires,
      }),
      ...mediaOf(r.id, media),
      userHasUpvoted: known ? Boolean(r.viewer_upvoted) : upvotedIds.has(r.id),
      hiddenAt: r.hidden_at,
      // Only an Indonesian post says so: English, the default, adds nothing to a page's data.
      ...(r.language === "id" ? { language: "id" as const } : {}),
    };
  });
}
