/**
 * Forum constants, the spec's texts and the list query. Shared by the server and the browser; no zod
 * here (the browser bundles import this file; the input schemas in schema.ts serve the actions).
 */

import { TEXTS as MEDIA_TEXTS } from "~/features/media/texts.ts";

export const POST_CATEGORIES = ["general", "transport", "routes", "tips", "experience"] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];
export const CATEGORY_LABELS: Record<PostCategory, string> = {
  general: "General",
  transport: "Transport",
  routes: "Routes",
  tips: "Tips",
  experience: "Experience",
};

/** The spec's sort options; `relevance` is offered only while searching (and is then the default). */
export const POST_SORTS = ["newest", "oldest", "most_discussed", "most_liked"] as const;
export type PostSort = (typeof POST_SORTS)[number] | "relevance";
export const SORT_LABELS: Record<PostSort, string> = {
  newest: "Newest",
  oldest: "Oldest",
  most_discussed: "Most discussed",
  most_liked: "Most liked",
  relevance: "Best match",
};

/**
 * Where "Create Post" takes a visitor back after signing in: the list with the create form open
 * (the dialog with JavaScript, the inline form without).
 */
export const COMPOSE_PARAM = "compose";
export const COMPOSE_PATH = `/community?${COMPOSE_PARAM}=1`;

/** Spec section 9. */
export const PAGE_SIZE = 10;
export const SHOWN_IMAGES = 4;
export const SHOWN_VIDEOS = 2;

export const TITLE_MAX = 200;
export const CONTENT_MAX = 10_000;
export const COMMENT_MAX = 2_000;
export const SEARCH_MAX = 200;

/** The rel of every link a member writes (Markdown, markdown.server.ts). */
export const USER_LINK_REL = "ugc nofollow noopener";
/** Accounts younger than this cannot post links (link-rule.server.ts); the rate limits use the same age. */
export const NEW_ACCOUNT_HOURS = 24;
/** An edit later than this after posting shows "edited" and keeps the earlier version (revisions). */
export const EDIT_GRACE_MINUTES = 5;
/**
 * Edit history bounds (ADR 0025): a late edit within REVISION_MERGE_MINUTES of the last kept version
 * keeps nothing more (a burst of edits is one revision), an item keeps at most REVISIONS_KEPT_PER_ITEM
 * earlier versions (the oldest go first), and the history page shows HISTORY_PAGE_SIZE per page.
 */
export const REVISION_MERGE_MINUTES = 60;
export const REVISIONS_KEPT_PER_ITEM = 20;
export const HISTORY_PAGE_SIZE = 10;

/** The spec's texts (sections 5 and 8), exactly. */
export const TEXTS = {
  mustLogInToPost: "You must be logged in to create a post",
  missingInformation: "Missing information",
  fillAllFields: "Please fill in all fields",
  creating: "Creating...",
  postCreated: "Post created!",
  errorCreatingPost: MEDIA_TEXTS.errorCreatingPost,
  fileTooLarge: MEDIA_TEXTS.fileTooLarge,
  fileTooLargeDescription: MEDIA_TEXTS.fileTooLargeDescription,
  signInRequired: "Sign in required",
  signInToComment: "Please sign in to comment on posts.",
  signInToUpvote: "Please sign in to upvote posts.",
  posting: "Posting...",
  commentPosted: "Comment posted!",
  errorPostingComment: "Error posting comment",
  thanksForVoting: "Thanks for voting!",
  upvoteRemoved: "Upvote removed",
  upvoteFailed: "Failed to update upvote.",
  error: "Error",
  errorLoadingPosts: "Error loading posts",
  unableToLoadPosts: "Unable to load community posts. Please try again.",
} as const;

/** The forum's own messages (not the spec's): refusals and confirmations of the post page's actions. */
export const MESSAGES = {
  postGone: "This post no longer exists.",
  commentGone: "This comment no longer exists.",
  suspended: "Your account has been suspended.",
  onlyEditOwnPosts: "You can only edit your own posts.",
  /** Upvotes say what others found helpful: an author can't upvote their own post (as Discourse refuses self-likes). */
  ownPostVote: "You can't vote for your own post.",
  onlyDeleteOwnPosts: "You can only delete your own posts.",
  onlyEditOwnComments: "You can only edit your own comments.",
  onlyDeleteOwnComments: "You can only delete your own comments.",
  invalidPost: "Invalid post.",
  invalidComment: "Invalid comment.",
  emptyComment: "A comment cannot be empty.",
  chooseTopic: "Choose one of the topics.",
  duplicatePost: "You have already posted this. Edit your earlier post instead.",
  attachmentsGone: "The attached files are no longer available. Please try again.",
  tooOften: "You're doing that too often.",
  pleaseWait: (wait: string) => `Please wait ${wait} and try again.`,
  newAccountPostsPerDay: "New accounts can create up to 10 posts a day.",
  postsPerDay: "You can create up to 50 posts a day.",
  newAccountCommentsPerDay: "New accounts can post up to 50 comments a day.",
  somethingWentWrong: "Something went wrong. Please try again.",
  signInFirst: "Please sign in first.",
  unknownAction: "Unknown action.",
  unreadableForm: "The form could not be read. Please reload the page and try again.",
  postUpdated: "Post updated",
  postDeleted: "Post deleted",
  commentUpdated: "Comment updated",
  commentDeleted: "Comment deleted",
  notImageOrVideo: (file: string) => `${file} is not an image or video.`,
  tooManyFiles: (max: number) => `You can attach at most ${max} files to a post.`,
  uploadTooLarge: "The upload is too large.",
  uploadFailed: "The upload failed. Check your connection and try again.",
  newAccountNoLinks:
    "New accounts can't post links during their first 24 hours. Remove the links (your text is kept) or try again later.",
  noFilesChosen: "No photos or videos chosen yet",
  filesChosen: (names: readonly string[]) =>
    `${names.length} ${names.length === 1 ? "file" : "files"} chosen: ${names.join(", ")}`,
} as const;

/** Edit history (ADR 0023): the "edited" mark and the page of earlier versions. */
export const TEXTS_HISTORY = {
  edited: "edited",
  seeEarlierVersions: "see earlier versions",
  pageTitle: (title: string) => `Edit history: ${title}`,
  commentPageTitle: (title: string) => `Edit history of a comment on: ${title}`,
  heading: "Edit history",
  commentHeading: "Edit history of a comment",
  current: "Current version",
  earlierVersions: "Earlier versions",
  version: (when: string) => `Written ${when}`,
  replacedAt: (when: string) => `replaced ${when}`,
  none: "No earlier versions are kept. Edits in the first 5 minutes after posting are not kept.",
  keptNote: `Edits made within an hour of a kept version are combined into one: only the version before them is kept. At most ${REVISIONS_KEPT_PER_ITEM} earlier versions are kept; the oldest go first.`,
  removeVersion: "Remove this version",
  removeVersionOf: (when: string) => `Remove the version written ${when}`,
  versionRemoved: "Earlier version removed",
  removeFailed: "Version not removed",
  onlyOwnVersions: "You can only remove earlier versions of your own posts and comments.",
  signInToRemove: "Please sign in to remove an earlier version of your post or comment.",
  versionGone: "That earlier version no longer exists.",
  newer: "Newer versions",
  older: "Older versions",
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  backToPost: "Back to the post",
  notFound: "Not found",
} as const;

export function isCategory(value: unknown): value is PostCategory {
  return typeof value === "string" && (POST_CATEGORIES as readonly string[]).includes(value);
}

/** Trims, turns CRLF into LF, drops control characters other than line breaks and tabs. */
export function cleanText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, "\n")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "")
      .trim()
  );
}

/** What was typed into the create-post form, as sent (to fill the form again after a refusal). */
export type CreatePostValues = { title: string; content: string; category: string };

export type ListQuery = {
  q: string;
  category: PostCategory | "all";
  sort: PostSort;
  /** 1-based page number (?page=N): the page to show without a cursor. */
  page?: number;
  /** Opaque keyset cursor (or an offset for relevance) of the next page; wins over `page`. */
  after: string | null;
};

export const MAX_PAGE = 1000;

/**
 * Reads /community's query string (?q, ?topic, ?sort, ?page, and ?after from Load More), falling
 * back to defaults for anything unknown. `?category` is accepted as another name for `?topic`.
 */
export function parseListQuery(params: URLSearchParams): ListQuery & { page: number } {
  const q = (params.get("q") ?? "").trim().slice(0, SEARCH_MAX);
  const rawCategory = params.get("topic") ?? params.get("category") ?? "all";
  const category = isCategory(rawCategory) ? rawCategory : "all";
  const rawSort = params.get("sort") ?? "";
  const sort: PostSort = (POST_SORTS as readonly string[]).includes(rawSort)
    ? (rawSort as PostSort)
    : q
      ? "relevance"
      : "newest";
  const rawPage = Number(params.get("page") ?? "1");
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? Math.min(rawPage, MAX_PAGE) : 1;
  const after = params.get("after");
  return { q, category, sort, page, after: after && after.length <= 300 ? after : null };
}

/** The canonical query string of a list view (defaults left out), for links and the URL bar. */
export function listSearch(query: Omit<ListQuery, "after"> & { after?: string | null }): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category !== "all") params.set("topic", query.category);
  const defaultSort = query.q ? "relevance" : "newest";
  if (query.sort !== defaultSort) params.set("sort", query.sort);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  if (query.after) params.set("after", query.after);
  const s = params.toString();
  return s ? `?${s}` : "";
}
