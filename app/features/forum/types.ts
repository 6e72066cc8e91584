import type { PostCategory } from "./constants.ts";

/**
 * The forum's shapes, shared by the server modules and the components (types only: nothing here
 * reaches the browser bundle).
 */

/** Who is acting: the signed-in user (SessionUser from the accounts feature fits this shape). */
export type ForumActor = { id: string; role: "user" | "admin"; banned: boolean; createdAt: string };

/** Who is reading: null for visitors. Admins also see hidden posts and comments. */
export type ForumViewer = { id: string; role?: string } | null;

export type PostAuthor = {
  id: string;
  name: string;
  userCategory: string;
  /** False for a banned member: their profile answers 404, so the name is not a link. */
  hasProfile: boolean;
};
export type MediaImage = {
  id: string;
  src: string;
  srcSet: string;
  width: number;
  height: number;
};
export type MediaVideo = { id: string; src: string; type: string };
export type PostView = {
  id: string;
  title: string;
  /** In lists, cut at LIST_EXCERPT characters (`truncated` says so); full on the post page. */
  content: string;
  /** `content` as safe HTML (markdown.server.ts): what the page shows. */
  contentHtml: string;
  truncated: boolean;
  category: PostCategory;
  upvotes: number;
  commentsCount: number;
  createdAt: string;
  editedAt: string | null;
  author: PostAuthor;
  images: MediaImage[];
  videos: MediaVideo[];
  userHasUpvoted: boolean;
  /** Set when an admin hid the post (only admins ever see such a post). */
  hiddenAt: string | null;
  /** "id" for a post written in Indonesian; absent for English (issue 31, posts.language). */
  language?: "id";
};
/** A post as a list shows it: the card reads `contentHtml`, so the Markdown source is not sent along. */
export type ListedPost = Omit<PostView, "content">;
export type CommentView = {
  id: string;
  postId: string;
  content: string;
  /** `content` as safe HTML (markdown.server.ts): what the page shows. */
  contentHtml: string;
  createdAt: string;
  editedAt: string | null;
  author: PostAuthor;
  /** Set when an admin hid the comment (only admins ever see such a comment). */
  hiddenAt: string | null;
};

export type PostPage = { posts: PostView[]; nextCursor: string | null };
export type CommentPage = { comments: CommentView[]; nextCursor: string | null };
export type UpvoteResult = { upvoted: boolean; upvotes: number; changed: boolean };
