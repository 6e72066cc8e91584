/**
 * Member profiles (/members/{id}, ADR 0023): paging and the page's texts, in one place for a later
 * Bahasa Indonesia translation. Shared by the server and the page; no zod.
 */

/** Posts and comments per page of a profile. */
export const PROFILE_PAGE_SIZE = 10;
/** The highest ?posts= / ?comments= page number read (deeper pages are the last one asked for). */
export const PROFILE_MAX_PAGE = 1000;
/** Characters of a comment shown on a profile (the whole comment is on its post's page). */
export const PROFILE_COMMENT_EXCERPT = 300;

export const PROFILE_TEXTS = {
  pageTitle: (name: string) => `${name}, community member`,
  description: (name: string) => `${name}'s posts and comments in the Sulawesi travel community.`,
  joined: (date: string) => `Joined ${date}`,
  avatarAlt: (name: string) => `${name}'s avatar`,
  posts: "Posts",
  comments: "Comments",
  noPosts: "No posts yet.",
  noComments: "No comments yet.",
  onPost: "On",
  olderPosts: "Older posts",
  newerPosts: "Newer posts",
  olderComments: "Older comments",
  newerComments: "Newer comments",
  upvotes: (n: number) => `${n} ${n === 1 ? "upvote" : "upvotes"}`,
  commentsCount: (n: number) => `${n} ${n === 1 ? "comment" : "comments"}`,
  notFound: "Member not found",
} as const;

/** Reads ?posts= or ?comments= (1-based page numbers; anything else is page 1). */
export function profilePage(value: string | null): number {
  const page = Number(value ?? "1");
  return Number.isInteger(page) && page >= 1 ? Math.min(page, PROFILE_MAX_PAGE) : 1;
}
