import { type Locale, plural } from "~/lib/format.ts";

/**
 * Every text of a member's profile page (/members/{id}, ADR 0023), in one place for the Bahasa
 * Indonesia edition (issue 29). Shared by the server and the page; no zod.
 */

/** Every page is English today; the Indonesian edition (issue 31) passes the page's locale instead. */
const LOCALE: Locale = "en";

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
  upvotes: (n: number) => `${n} ${plural(LOCALE, n, { one: "upvote", other: "upvotes" })}`,
  commentsCount: (n: number) => `${n} ${plural(LOCALE, n, { one: "comment", other: "comments" })}`,
  notFound: "Member not found",
} as const;
