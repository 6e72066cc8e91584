import { data } from "react-router";
import { refusalInLocale } from "~/features/media/localized-refusal.ts";
import { setWatching } from "~/features/notifications/notifications.server.ts";
import { NOTIFICATION_TEXTS } from "~/features/notifications/texts.ts";
import { postPath } from "~/lib/community-links.ts";
import { getDb } from "~/lib/db/index.server.ts";
import { failedWriteStatus } from "~/lib/db/unavailable.ts";
import { type Locale, localeOf, localizePath } from "~/lib/locale.ts";
import { log } from "~/lib/log.server.ts";
import { answerRefusal, isRefusal, Refusal, refusalAnswer } from "~/lib/refusal.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import type { Toast } from "~/lib/toast.ts";
import { createComment, deleteComment, updateComment } from "./comments.server.ts";
import { assertMayPostLinks } from "./link-rule.server.ts";
import { localReturnPath, localSignInHref } from "./links.ts";
import { deletePost, updatePost } from "./posts.server.ts";
import { type ForumAction, forumRateLimit } from "./rate-limits.server.ts";
import { reportItem, validateReport } from "./reports.server.ts";
import { removeRevision } from "./revisions.server.ts";
import { assertActive, ownerOf, validatePostInput } from "./rules.server.ts";
import type { Viewer } from "./session.server.ts";
import { MESSAGES, REPORT_TEXTS, TEXTS, TEXTS_HISTORY } from "./texts.ts";
import type { CommentView, UpvoteResult } from "./types.ts";
import { setUpvote } from "./votes.server.ts";

/**
 * The actions on one post (/community/{id}): upvote, comment, edit and delete the post, edit and
 * delete a comment. Fetchers send `via=fetcher` and get data back (`{ toast, ... }`); plain form posts
 * (no JavaScript) are redirected back with a flash toast (post/redirect/get). A refusal is a `Refusal`
 * answered by `answerRefusal` (ADR 0033) with the intent and the values typed, for fetchers and plain
 * posts alike (the page shows the notice), except a plain post that must sign in: the sign-in page.
 */

export type PostActionData = {
  intent: string;
  ok: boolean;
  /** A refusal's status (ADR 0033). */
  status?: number;
  toast?: Toast;
  /** The visitor must sign in first (show a sign-in link). */
  signIn?: boolean;
  upvote?: UpvoteResult;
  comment?: CommentView;
  /** An empty comment was ignored. */
  ignored?: boolean;
  /** The report was stored (or had been before). */
  reported?: boolean;
  /** Whether the member now watches the thread (Watch / Unwatch). */
  watching?: boolean;
  /** What was typed into a refused comment or edit, to fill the form again (no-JavaScript form). */
  values?: { title?: string; content?: string; category?: string; commentId?: string };
};

type ActionBody = Omit<PostActionData, "intent" | "ok" | "status">;
/** What a refusal's answer carries besides `refusalAnswer`'s body. */
type RefusalExtras = Pick<PostActionData, "signIn" | "values">;
type ActionAnswer = Response | ReturnType<typeof data<PostActionData>>;

/** One action's request: the form, the post, who is asking and from where, and how to answer. */
type PostAction = {
  form: FormData;
  intent: string;
  postId: string;
  viewer: Viewer | null;
  ip: string;
  /** The edition the form was sent from: every answer's text, and every redirect, stays in it. */
  locale: Locale;
  /** Where a no-JavaScript form goes back to (a same-site path from the form, else the post). */
  returnTo: string;
  viaFetcher: boolean;
};

/** The body as form data, or null when it is not a readable form (wrong type, broken encoding). */
export async function readForm(request: Request): Promise<FormData | null> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return null;
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/** The intents and their handlers; anything else is answered 400. */
const HANDLERS: Record<string, (action: PostAction) => Promise<ActionAnswer>> = {
  upvote,
  comment,
  "edit-post": (action) => asAuthor(action, editPost),
  "delete-post": (action) => asAuthor(action, removeOwnPost),
  "edit-comment": (action) => asAuthor(action, editComment),
  "delete-comment": (action) => asAuthor(action, removeOwnComment),
  report,
  watch,
  "remove-version": removeVersion,
};

export async function handlePostAction(
  request: Request,
  postId: string,
  viewer: Viewer | null,
  ip: string,
): Promise<ActionAnswer> {
  // A JSON, text or broken multipart body is the sender's mistake: 400 with a message, not 500.
  const form = await readForm(request);
  const locale = localeOf(request);
  if (!form) {
    return answerRefusal(new Refusal(400, TEXTS[locale].error, MESSAGES[locale].unreadableForm), { intent: "" });
  }
  const action: PostAction = {
    form,
    intent: String(form.get("intent") ?? ""),
    postId,
    viewer,
    ip,
    locale,
    returnTo: localReturnPath(form.get("returnTo"), locale) ?? localizePath(postPath(postId), locale),
    viaFetcher: form.get("via") === "fetcher",
  };
  const handler = Object.hasOwn(HANDLERS, action.intent) ? HANDLERS[action.intent] : undefined;
  if (!handler)
    return fail(action, new Refusal(400, TEXTS[action.locale].error, MESSAGES[action.locale].unknownAction));
  return handler(action);
}

// --- Answers -------------------------------------------------------------------------------------

/** A refusal: its answer with the intent, or, for a no-JavaScript visitor who must sign in, the sign-in page. */
async function fail(action: PostAction, refusal: Refusal, extras: RefusalExtras = {}): Promise<ActionAnswer> {
  // A visitor without JavaScript goes to sign in (and comes back here), with the spec's message.
  const { toast } = refusalAnswer(refusal);
  if (extras.signIn && !action.viaFetcher && toast) {
    return redirectWithToast(localSignInHref(action.returnTo, action.locale), toast);
  }
  return answerRefusal(refusal, { intent: action.intent, ...extras });
}

/** Success: data for a fetcher, else a redirect to `location` (with the toast, if any). */
async function done(action: PostAction, body: ActionBody, to: string): Promise<ActionAnswer> {
  if (action.viaFetcher) return data<PostActionData>({ intent: action.intent, ok: true, ...body });
  const location = localizePath(to, action.locale);
  if (body.toast) return redirectWithToast(location, body.toast);
  return new Response(null, { status: 303, headers: { Location: location } });
}

/** A visitor who is not signed in: 401, or the sign-in page without JavaScript. */
function mustSignIn(action: PostAction, description: string): Promise<ActionAnswer> {
  return fail(action, new Refusal(401, TEXTS[action.locale].signInRequired, description), { signIn: true });
}

/** Counts the action against its rate limits: a 429 answer when refused, else null. */
async function rateLimited(
  action: PostAction,
  kind: ForumAction,
  actor: Viewer,
  title: string,
): Promise<ActionAnswer | null> {
  const limited = await forumRateLimit(kind, actor, action.ip);
  if (!limited) return null;
  const { retryAfterSeconds } = limited;
  return fail(action, new Refusal(429, title, limited.messageIn(action.locale), { retryAfterSeconds }));
}

/**
 * A failed write as a refusal: a Refusal's own status and message, else `fallback`'s texts with the
 * failed write's status (logged). `title`, when given, replaces the Refusal's title.
 */
function failedWrite(
  action: PostAction,
  error: unknown,
  fallback: [title: string, description: string],
  title?: string,
): Promise<ActionAnswer> {
  const values = typedValues(action.form);
  if (isRefusal(error)) {
    const refusal = refusalInLocale(error, action.locale);
    return fail(action, new Refusal(refusal.status, title ?? refusal.title, refusal.description), { values });
  }
  log.error(`forum: ${action.intent} failed:`, error);
  return fail(action, new Refusal(failedWriteStatus(error), ...fallback), { values });
}

/** The text fields of a comment or edit form, as sent (the form shows them again after a refusal). */
function typedValues(form: FormData): PostActionData["values"] {
  const values: NonNullable<PostActionData["values"]> = {};
  for (const name of ["title", "content", "category", "commentId"] as const) {
    const value = form.get(name);
    if (typeof value === "string") values[name] = value;
  }
  return Object.keys(values).length > 0 ? values : undefined;
}

// --- Handlers ------------------------------------------------------------------------------------

async function upvote(action: PostAction): Promise<ActionAnswer> {
  const { viewer, postId, returnTo } = action;
  if (!viewer) return mustSignIn(action, TEXTS[action.locale].signInToUpvote);
  const limited = await rateLimited(action, "upvote", viewer, TEXTS[action.locale].error);
  if (limited) return limited;
  try {
    const result = await setUpvote(viewer, postId, action.form.get("value") === "1");
    return done(
      action,
      {
        upvote: result,
        toast: { title: result.upvoted ? TEXTS[action.locale].thanksForVoting : TEXTS[action.locale].upvoteRemoved },
      },
      `${returnTo}${returnTo.includes("#") ? "" : `#post-${postId}`}`,
    );
  } catch (error) {
    return failedWrite(action, error, [TEXTS[action.locale].error, TEXTS[action.locale].upvoteFailed]);
  }
}

async function comment(action: PostAction): Promise<ActionAnswer> {
  const { viewer, postId } = action;
  if (!viewer) return mustSignIn(action, TEXTS[action.locale].signInToComment);
  const content = String(action.form.get("content") ?? "");
  if (!content.trim()) return done(action, { ignored: true }, `${postPath(postId)}#comments`);
  try {
    // Before the comment limit counts: a comment refused for its links does not use up the quota.
    assertMayPostLinks(viewer, content, { title: "errorPostingComment" });
    const limited = await rateLimited(action, "comment", viewer, TEXTS[action.locale].errorPostingComment);
    if (limited) return limited;
    const created = await createComment(viewer, postId, content);
    if (!created) return done(action, { ignored: true }, `${postPath(postId)}#comments`);
    return done(
      action,
      { comment: created, toast: { title: TEXTS[action.locale].commentPosted } },
      `${postPath(postId)}#comment-${created.id}`,
    );
  } catch (error) {
    // Every refusal of a comment carries the spec's title, whatever the rule that refused it.
    const fallback: [string, string] = [
      TEXTS[action.locale].errorPostingComment,
      MESSAGES[action.locale].somethingWentWrong,
    ];
    return failedWrite(action, error, fallback, TEXTS[action.locale].errorPostingComment);
  }
}

/**
 * The author's own edits and deletes: signed in, within the edit limit, then `write`. A refusal of the
 * write (not the author, gone, invalid) comes back with its own message.
 */
async function asAuthor(
  action: PostAction,
  write: (action: PostAction, viewer: Viewer) => Promise<ActionAnswer>,
): Promise<ActionAnswer> {
  const { viewer } = action;
  if (!viewer) return mustSignIn(action, MESSAGES[action.locale].signInFirst);
  const limited = await rateLimited(action, "edit", viewer, TEXTS[action.locale].error);
  if (limited) return limited;
  try {
    return await write(action, viewer);
  } catch (error) {
    return failedWrite(action, error, [TEXTS[action.locale].error, MESSAGES[action.locale].somethingWentWrong]);
  }
}

async function editPost(action: PostAction, viewer: Viewer): Promise<ActionAnswer> {
  const { form, postId } = action;
  const input = validatePostInput({
    title: form.get("title"),
    content: form.get("content"),
    category: form.get("category"),
  });
  await updatePost(viewer, postId, input);
  return done(action, { toast: { title: MESSAGES[action.locale].postUpdated } }, postPath(postId));
}

async function removeOwnPost(action: PostAction, viewer: Viewer): Promise<ActionAnswer> {
  await deletePost(viewer, action.postId);
  return done(action, { toast: { title: MESSAGES[action.locale].postDeleted } }, "/community");
}

async function editComment(action: PostAction, viewer: Viewer): Promise<ActionAnswer> {
  const commentId = String(action.form.get("commentId") ?? "");
  await updateComment(viewer, commentId, String(action.form.get("content") ?? ""));
  return done(
    action,
    { toast: { title: MESSAGES[action.locale].commentUpdated } },
    `${postPath(action.postId)}#comment-${commentId}`,
  );
}

async function removeOwnComment(action: PostAction, viewer: Viewer): Promise<ActionAnswer> {
  await deleteComment(viewer, String(action.form.get("commentId") ?? ""));
  return done(
    action,
    { toast: { title: MESSAGES[action.locale].commentDeleted } },
    `${postPath(action.postId)}#comments`,
  );
}

/** A member's report of the post or one of its comments (`commentId`), with a reason (ADR 0022). */
async function report(action: PostAction): Promise<ActionAnswer> {
  const { viewer, postId, form } = action;
  if (!viewer) return mustSignIn(action, REPORT_TEXTS[action.locale].signInToReport);
  const limited = await rateLimited(action, "report", viewer, REPORT_TEXTS[action.locale].errorTitle);
  if (limited) return limited;
  const rawComment = form.get("commentId");
  const commentId = typeof rawComment === "string" && rawComment ? rawComment : null;
  try {
    const input = validateReport({ reason: form.get("reason"), note: form.get("note") });
    const outcome = await reportItem(viewer, { postId, commentId }, input, { ip: action.ip });
    const toast =
      outcome === "already"
        ? {
            title: REPORT_TEXTS[action.locale].alreadyTitle,
            description: REPORT_TEXTS[action.locale].alreadyDescription,
          }
        : {
            title: REPORT_TEXTS[action.locale].thanksTitle,
            description: REPORT_TEXTS[action.locale].thanksDescription,
          };
    // A post this report hid is gone for the reporter: back to the list.
    const location = outcome === "hidden" && !commentId ? "/community" : action.returnTo;
    return done(action, { toast, reported: true }, location);
  } catch (error) {
    return failedWrite(action, error, [
      REPORT_TEXTS[action.locale].errorTitle,
      MESSAGES[action.locale].somethingWentWrong,
    ]);
  }
}

/** The author (or an admin) removes an earlier version of the post or of one of its comments (ADR 0025). */
async function removeVersion(action: PostAction): Promise<ActionAnswer> {
  const { viewer, postId } = action;
  if (!viewer) return mustSignIn(action, TEXTS_HISTORY[action.locale].signInToRemove);
  const limited = await rateLimited(action, "edit", viewer, TEXTS_HISTORY[action.locale].removeFailed);
  if (limited) return limited;
  try {
    await removeRevision(viewer, postId, String(action.form.get("revisionId") ?? ""));
    return done(action, { toast: { title: TEXTS_HISTORY[action.locale].versionRemoved } }, action.returnTo);
  } catch (error) {
    return failedWrite(action, error, [
      TEXTS_HISTORY[action.locale].removeFailed,
      MESSAGES[action.locale].somethingWentWrong,
    ]);
  }
}

/** Watch (value=1) or Unwatch (value=0) the thread: reply mail about it, or none (ADR 0022). */
async function watch(action: PostAction): Promise<ActionAnswer> {
  const { viewer, postId } = action;
  if (!viewer) return mustSignIn(action, NOTIFICATION_TEXTS[action.locale].signInToWatch);
  const limited = await rateLimited(action, "watch", viewer, NOTIFICATION_TEXTS[action.locale].watchFailed);
  if (limited) return limited;
  const watching = action.form.get("value") === "1";
  try {
    assertActive(viewer);
    await ownerOf(getDb(), "posts", postId);
    await setWatching(viewer.id, postId, watching);
    const toast = {
      title: watching ? NOTIFICATION_TEXTS[action.locale].watching : NOTIFICATION_TEXTS[action.locale].notWatching,
    };
    return done(action, { toast, watching }, action.returnTo);
  } catch (error) {
    return failedWrite(action, error, [
      NOTIFICATION_TEXTS[action.locale].watchFailed,
      MESSAGES[action.locale].somethingWentWrong,
    ]);
  }
}
