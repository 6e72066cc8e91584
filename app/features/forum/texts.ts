import { TEXTS as MEDIA_TEXTS } from "~/features/media/texts.ts";
import { formatNumber, type Locale, plural } from "~/lib/format.ts";
import { type PostCategory, type PostSort, REVISIONS_KEPT_PER_ITEM } from "./constants.ts";
import { REPORT_NOTE_MAX, type ReportReasonValue } from "./report-constants.ts";

/**
 * Every text the forum shows or mails (issue 29): labels, the spec's texts, messages, toasts, the
 * edit history, reports and the mails after them. In one place for the Bahasa Indonesia edition;
 * a text with a value is a function. Shared by the server and the browser; no zod here.
 */

/** Every page is English today; the Indonesian edition (issue 31) passes the page's locale instead. */
const LOCALE: Locale = "en";

export const CATEGORY_LABELS: Record<PostCategory, string> = {
  general: "General",
  transport: "Transport",
  routes: "Routes",
  tips: "Tips",
  experience: "Experience",
};

export const SORT_LABELS: Record<PostSort, string> = {
  newest: "Newest",
  oldest: "Oldest",
  most_discussed: "Most discussed",
  most_liked: "Most liked",
  relevance: "Best match",
};

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
  /** A field longer than its limit; `field` is one of FIELD_NAMES. */
  tooLong: (field: string, max: number) => `${field} can be at most ${formatNumber(LOCALE, max)} characters.`,
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
    `${names.length} ${plural(LOCALE, names.length, { one: "file", other: "files" })} chosen: ${names.join(", ")}`,
} as const;

/** The fields as a refusal names them ("The title can be at most 200 characters."). */
export const FIELD_NAMES = { title: "The title", content: "The post", comment: "A comment" } as const;

/** The forum's relative time under an hour (spec section 9); longer ones come from lib/format. */
export const JUST_NOW = "Just now";

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

export const REPORT_REASON_LABELS: Record<ReportReasonValue, string> = {
  spam: "Spam",
  scam: "Scam or fake agent",
  offensive: "Offensive",
  "wrong-information": "Wrong information",
  other: "Other",
};

export const REPORT_TEXTS = {
  report: "Report",
  reportPost: "Report this post",
  reportComment: "Report this comment",
  reasonLabel: "Reason",
  chooseReason: "Choose a reason",
  noteLabel: "Note (required for “Other”)",
  noteHint: "Moderators read this. Other members never see who reported.",
  send: "Send report",
  sending: "Sending...",
  thanksTitle: "Thanks for your report",
  thanksDescription: "A moderator will review it.",
  alreadyTitle: "Already reported",
  alreadyDescription: "You have already reported this. A moderator will review it.",
  errorTitle: "Report not sent",
  chooseReasonError: "Choose a reason for your report.",
  noteRequired: "Please say what is wrong when you choose “Other”.",
  noteTooLong: `A note can be at most ${REPORT_NOTE_MAX} characters.`,
  ownItem: "You cannot report your own post or comment.",
  signInToReport: "Please sign in to report posts and comments.",
} as const;

/** The admin's mail when members' reports hid something (never names who reported). */
export const AUTO_HIDE_MAIL = {
  subject: (what: "post" | "comment", title: string) => `Members' reports hid a ${what}: “${title}”`,
  body: (
    what: "post" | "comment",
    title: string,
    networks: number,
    reasons: string,
    queueUrl: string,
    itemUrl: string,
  ) => [
    `Established members from ${networks} different networks reported a ${what} on “${title}” (${reasons}). It is hidden from everyone but admins until you review it.`,
    `Review it in the report queue (restore or delete):\n${queueUrl}`,
    `The ${what}, as admins see it:\n${itemUrl}`,
  ],
} as const;

/** The author's mails after a review (they never name who reported). */
export const REVIEW_MAILS = {
  restoredSubject: (what: "post" | "comment") => `Your ${what} is visible again`,
  restored: (what: "post" | "comment", title: string, url: string) => [
    `Members reported your ${what} on “${title}”, so it was hidden until a moderator could look at it.`,
    `A moderator has reviewed it and restored it. It is visible again:\n${url}`,
    "Thanks for your patience.",
  ],
  deletedSubject: (what: "post" | "comment") => `Your ${what} was removed`,
  deleted: (what: "post" | "comment", title: string, reasons: string, termsUrl: string, contactUrl: string) => [
    `Members reported your ${what} on “${title}” (${reasons}). A moderator has reviewed it and removed it.`,
    `The community's rules are in our terms of use:\n${termsUrl}`,
    `If you think this was a mistake, tell us through the contact form:\n${contactUrl}`,
  ],
} as const;

/**
 * A text with values shown inside JSX, as the pieces React renders it: each piece is its own text node,
 * as when the values were written between the words in JSX, so the page's HTML stays the same.
 */
export type TextParts = readonly (string | number)[];

/** /community: the page, the search form, the side column, the list and the create-post form. */
export const COMMUNITY_TEXT = {
  metaTitle: "Community Forum",
  metaDescription:
    "Ask and answer questions about travelling around Sulawesi: ferries, flights, overland routes, tips and trip reports from travellers, local guides and operators.",
  heading: "Sulawesi Travel Community",
  subtitle: "Ask questions, share routes and prices, and swap tips with travellers, local guides and operators.",
  figuresLabel: "The community in numbers",
  members: (members: string) => `${members} members`,
  postsPerMonth: (posts: string) => `${posts} posts per month`,
  postsHeading: "Posts",
  searchFormLabel: "Search the forum",
  searchLabel: "Search posts",
  searchPlaceholder: "Ferry to Togean, Toraja tips...",
  topicLabel: "Topic",
  allTopics: "All topics",
  sortLabel: "Sort by",
  searchButton: "Search",
  welcomeBack: (name: string | null | undefined): TextParts => ["Welcome back", name ? `, ${name}` : "", "!"],
  welcomeNote: "Share what you learned on the road: fares, timetables, and the places worth the detour.",
  guidelinesHeading: "Community guidelines",
  guidelines: [
    "Be kind and stay on topic.",
    "Share prices with the date you paid them.",
    "No spam or advertising; operators can use the partner form.",
  ],
  joinHeading: "Join the free community",
  joinNote: "Sign in to post questions, comment and upvote the most helpful answers. Reading is open to everyone.",
  signIn: "Sign in",
  joinFree: "Join free",
  noMatch: "No posts match your search. Try other words or another topic.",
  noMore: "There are no more posts.",
  noPosts: "No posts yet. Start the first conversation!",
  loading: "Loading...",
  loadMore: "Load More",
} as const;

/** Creating a post: the button, the dialog and the form without JavaScript. */
export const COMPOSE_TEXT = {
  createPost: "Create Post",
  dialogTitle: "Create a post",
  close: "Close",
  cancel: "Cancel",
  titleLabel: "Title",
  topicLabel: "Topic",
  chooseTopic: "Choose a topic",
  contentLabel: "Your post",
  mediaLabel: (maxFiles: number, maxFileMb: number): TextParts => [
    "Photos and videos (up to ",
    maxFiles,
    ", ",
    maxFileMb,
    "MB each)",
  ],
  addMedia: (maxFiles: number, maxFileMb: number): TextParts => [
    "Add photos or videos (up to ",
    maxFiles,
    ", ",
    maxFileMb,
    "MB each)",
  ],
  selectedFiles: "Selected files",
  remove: (file: string): TextParts => ["Remove ", file],
  uploading: (percent: number): TextParts => ["Uploading ", percent, "%"],
} as const;

/** A post's card and its page (/community/{id}). */
export const POST_TEXT = {
  notFoundMetaTitle: (site: string) => `Post not found | ${site}`,
  notFound: "Post not found",
  notFoundText: "This post does not exist or has been removed.",
  backToCommunity: "Back to Community",
  crumb: "Community",
  hidden: "Hidden by a moderator",
  commentCount: (n: number): TextParts => [n, " ", plural(LOCALE, n, { one: "comment", other: "comments" })],
  readMore: "Read more",
  readMoreOf: (title: string): TextParts => [": ", title],
  moreImages: (n: number): TextParts => ["+", n, " more"],
  signInToUpvote: " (sign in to upvote)",
  upvoteCount: (n: number) => `${n} ${plural(LOCALE, n, { one: "upvote", other: "upvotes" })}`,
  imageAlt: (index: number, count: number, title: string) => `${index} of ${count}, shared with "${title}"`,
  commentsHeading: (n: number): TextParts => ["Comments (", n, ")"],
  backToFirstComments: "Back to the first comments",
  moreComments: "More comments",
  editYourPost: "Edit your post",
  saving: "Saving...",
  saveChanges: "Save changes",
  confirmDelete: "Delete this post and its comments?",
  deleting: "Deleting...",
  deletePost: "Delete post",
} as const;

/** The comments under a post. */
export const COMMENT_TEXT = {
  none: "No comments yet. Be the first to reply.",
  edit: "Edit",
  editLabel: "Edit your comment",
  saving: "Saving...",
  save: "Save",
  confirmDelete: "Delete this comment?",
  deleting: "Deleting...",
  delete: "Delete",
  addLabel: "Add a comment",
  placeholder: "Share your experience or ask a question",
  placeholderSignedOut: "Sign in to join the conversation",
  post: "Post Comment",
  panelLabel: "Comments",
  loading: "Loading comments...",
} as const;
