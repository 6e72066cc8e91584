import { plural } from "~/lib/format.ts";
import { defineTexts } from "~/lib/locale.ts";

/**
 * Every text of a member's profile page (/members/{id}, ADR 0023), in both editions (issue 31).
 * Shared by the server and the page; no zod.
 */
export const PROFILE_TEXTS = defineTexts({
  en: {
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
    upvotes: (n: number) => `${n} ${plural("en", n, { one: "upvote", other: "upvotes" })}`,
    commentsCount: (n: number) => `${n} ${plural("en", n, { one: "comment", other: "comments" })}`,
    notFound: "Member not found",
  },
  id: {
    pageTitle: (name: string) => `${name}, anggota komunitas`,
    description: (name: string) => `Postingan dan komentar ${name} di komunitas wisata Sulawesi.`,
    joined: (date: string) => `Bergabung ${date}`,
    avatarAlt: (name: string) => `Avatar ${name}`,
    posts: "Postingan",
    comments: "Komentar",
    noPosts: "Belum ada postingan.",
    noComments: "Belum ada komentar.",
    onPost: "Pada",
    olderPosts: "Postingan lebih lama",
    newerPosts: "Postingan lebih baru",
    olderComments: "Komentar lebih lama",
    newerComments: "Komentar lebih baru",
    // Indonesian has no plural form: "1 suara", "2 suara".
    upvotes: (n: number) => `${n} suara`,
    commentsCount: (n: number) => `${n} komentar`,
    notFound: "Anggota tidak ditemukan",
  },
});
