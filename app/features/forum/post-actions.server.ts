import { data } from "react-router";
import type { Toast } from "~/components/Toaster.tsx";
import { failedWriteStatus } from "~/lib/db/unavailable.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { createComment, deleteComment, updateComment } from "./comments.server.ts";
import { TEXTS } from "./constants.ts";
import { postPath, safeReturnPath, signInHref } from "./links.ts";
import { deletePost, updatePost } from "./posts.server.ts";
import { type ForumAction, forumRateLimit } from "./rate-limits.server.ts";
import { ForumError, validatePostInput } from "./rules.server.ts";
import type { Viewer } from "./session.server.ts";
import type { CommentView, UpvoteResult } from "./types.ts";
import { setUpvote } from "./votes.server.ts";

/**
 * The actions on one post (/community/{id}): upvote, comment, edit and delete the post, edit and
 * delete a comment. Fetchers send `via=fetcher` and get data back (`{ toast, ... }`); plain form posts
 * (no JavaScript) are redirected back with a flash toast (post/redirect/get), or, on failure, get the
 * data with an error status so the page shows the notice.
 */

export type PostActionData = {
  intent: string;
  ok: boolean;
  toast?: Toast;
  /** The visitor must sign in first (show a sign-in link). */
  signIn?: boolean;
  upvote?: UpvoteResult;
  comment?: CommentView;
  /** An empty comment was ignored. */
  ignored?: boolean;
  retryAfterSeconds?: number;
};

export const UNREADABLE_FORM = "The form could not be read. Please reload the page and try again.";

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

const signInToast = (description: string): Toast => ({
  title: TEXTS.signInRequired,
  description,
  variant: "destructive",
});

export async function handlePostAction(request: Request, postId: string, viewer: Viewer | null, ip: string) {
  // A JSON, text or broken multipart body is the sender's mistake: 400 with a message, not 500.
  const form = await readForm(request);
  if (!form) {
    return data<PostActionData>(
      {
        intent: "",
        ok: false,
        toast: { title: TEXTS.error, description: UNREADABLE_FORM, variant: "destructive" },
      },
      { status: 400, headers: { "Cache-Control": "no-store" } },
    );
  }
  const intent = String(form.get("intent") ?? "");
  const viaFetcher = form.get("via") === "fetcher";
  const returnTo = safeReturnPath(form.get("returnTo")) ?? postPath(postId);

  const fail = async (status: number, body: Omit<PostActionData, "intent" | "ok">) => {
    // A visitor without JavaScript goes to sign in (and comes back here), with the spec's message.
    if (body.signIn && !viaFetcher && body.toast) return redirectWithToast(signInHref(returnTo), body.toast);
    const headers: HeadersInit = { "Cache-Control": "no-store" };
    if (body.retryAfterSeconds) headers["Retry-After"] = String(body.retryAfterSeconds);
    return data<PostActionData>({ intent, ok: false, ...body }, { status, headers });
  };
  const done = async (body: Omit<PostActionData, "intent" | "ok">, location: string) => {
    if (viaFetcher) return data<PostActionData>({ intent, ok: true, ...body });
    if (body.toast) return redirectWithToast(location, body.toast);
    return new Response(null, { status: 303, headers: { Location: location } });
  };
  /** Counts the action against its rate limits: a 429 answer when refused, else null. */
  const rateLimited = async (action: ForumAction, actor: Viewer, title: string) => {
    const limited = await forumRateLimit(action, actor, ip);
    if (!limited) return null;
    return fail(429, {
      toast: { title, description: limited.message, variant: "destructive" },
      retryAfterSeconds: limited.retryAfterSeconds,
    });
  };
  const errorToast = (error: unknown, fallback: Toast): { status: number; toast: Toast } => {
    if (error instanceof ForumError) {
      return {
        status: error.status,
        toast: { title: error.title, description: error.description, variant: "destructive" },
      };
    }
    console.error(`forum: ${intent} failed:`, error);
    return { status: failedWriteStatus(error), toast: fallback };
  };

  switch (intent) {
    case "upvote": {
      if (!viewer) return fail(401, { toast: signInToast(TEXTS.signInToUpvote), signIn: true });
      const limited = await rateLimited("upvote", viewer, TEXTS.error);
      if (limited) return limited;
      try {
        const result = await setUpvote(viewer, postId, form.get("value") === "1");
        return done(
          { upvote: result, toast: { title: result.upvoted ? TEXTS.thanksForVoting : TEXTS.upvoteRemoved } },
          `${returnTo}${returnTo.includes("#") ? "" : `#post-${postId}`}`,
        );
      } catch (error) {
        const { status, toast } = errorToast(error, {
          title: TEXTS.error,
          description: TEXTS.upvoteFailed,
          variant: "destructive",
        });
        return fail(status, { toast });
      }
    }

    case "comment": {
      if (!viewer) return fail(401, { toast: signInToast(TEXTS.signInToComment), signIn: true });
      const content = String(form.get("content") ?? "");
      if (!content.trim()) return done({ ignored: true }, `${postPath(postId)}#comments`);
      const limited = await rateLimited("comment", viewer, TEXTS.errorPostingComment);
      if (limited) return limited;
      try {
        const comment = await createComment(viewer, postId, content);
        if (!comment) return done({ ignored: true }, `${postPath(postId)}#comments`);
        return done({ comment, toast: { title: TEXTS.commentPosted } }, `${postPath(postId)}#comment-${comment.id}`);
      } catch (error) {
        const { status, toast } = errorToast(error, {
          title: TEXTS.errorPostingComment,
          description: "Something went wrong. Please try again.",
          variant: "destructive",
        });
        return fail(status, { toast: { ...toast, title: TEXTS.errorPostingComment } });
      }
    }

    case "edit-post":
    case "delete-post":
    case "edit-comment":
    case "delete-comment": {
      if (!viewer) return fail(401, { toast: signInToast("Please sign in first."), signIn: true });
      const limited = await rateLimited("edit", viewer, TEXTS.error);
      if (limited) return limited;
      const commentId = String(form.get("commentId") ?? "");
      try {
        if (intent === "edit-post") {
          const input = validatePostInput({
            title: form.get("title"),
            content: form.get("content"),
            category: form.get("category"),
          });
          await updatePost(viewer, postId, input);
          return done({ toast: { title: "Post updated" } }, postPath(postId));
        }
        if (intent === "delete-post") {
          await deletePost(viewer, postId);
          return done({ toast: { title: "Post deleted" } }, "/community");
        }
        if (intent === "edit-comment") {
          await updateComment(viewer, commentId, String(form.get("content") ?? ""));
          return done({ toast: { title: "Comment updated" } }, `${postPath(postId)}#comment-${commentId}`);
        }
        await deleteComment(viewer, commentId);
        return done({ toast: { title: "Comment deleted" } }, `${postPath(postId)}#comments`);
      } catch (error) {
        const { status, toast } = errorToast(error, {
          title: TEXTS.error,
          description: "Something went wrong. Please try again.",
          variant: "destructive",
        });
        return fail(status, { toast });
      }
    }

    default:
      return fail(400, { toast: { title: TEXTS.error, description: "Unknown action.", variant: "destructive" } });
  }
}
