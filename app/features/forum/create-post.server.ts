import { refusalInLocale, refuse } from "~/features/media/localized-refusal.ts";
import { failedWriteStatus } from "~/lib/db/unavailable.ts";
import type { Locale } from "~/lib/locale.ts";
import { log } from "~/lib/log.server.ts";
import { isRefusal, Refusal } from "~/lib/refusal.ts";
import { receiveMultipart } from "../media/multipart.server.ts";
import {
  isStorageFailure,
  type ProcessedMedia,
  planKeys,
  processUploads,
  storageFailure,
  storeProcessed,
  uploadLimits,
} from "../media/upload.server.ts";
import { type CreatePostValues, isPostLanguage } from "./constants.ts";
import { assertMayPostLinks } from "./link-rule.server.ts";
import { releaseMedia, reserveMedia } from "./post-media.server.ts";
import { createPost } from "./posts.server.ts";
import { forumRateLimit, type RateLimitRefusal } from "./rate-limits.server.ts";
import { validatePostInput } from "./rules.server.ts";
import { MESSAGES, TEXTS } from "./texts.ts";
import type { ForumActor } from "./types.ts";

/** A created post, or the refusal to answer (ADR 0033) in the request's language. */
export type CreatePostOutcome =
  | { ok: true; postId: string }
  | {
      ok: false;
      refusal: Refusal;
      /** What the visitor typed, to fill the form again (no-JavaScript form). */
      values?: CreatePostValues;
    };

const tooOften = (limited: RateLimitRefusal, locale: Locale, values?: CreatePostValues): CreatePostOutcome =>
  refused(
    new Refusal(429, TEXTS[locale].errorCreatingPost, limited.messageIn(locale), {
      retryAfterSeconds: limited.retryAfterSeconds,
    }),
    locale,
    values,
  );

/** A refusal as the outcome, in the request's language. */
function refused(refusal: Refusal, locale: Locale, values?: CreatePostValues): CreatePostOutcome {
  const outcome: CreatePostOutcome = { ok: false, refusal: refusalInLocale(refusal, locale) };
  return values ? { ...outcome, values } : outcome;
}

/**
 * Creates a post from a multipart request (the dialog's XHR upload and the no-JavaScript form share
 * this). Order: who is asking, an attempts limit, the streamed body (limits enforced while it
 * arrives), the fields, the files (checked and converted), the posting limits, then storage and the
 * database. Stored files of a post that fails are removed; temporary files always are. Every text
 * of the outcome is in `locale`, the edition the form was sent from; the post's own language is the
 * form's `language` field (the edition's language when it is missing).
 */
export async function createPostFromRequest(
  request: Request,
  actor: ForumActor | null,
  ip: string,
  locale: Locale = "en",
): Promise<CreatePostOutcome> {
  if (!actor) return refused(new Refusal(401, TEXTS[locale].mustLogInToPost, ""), locale);
  if (actor.banned) {
    return refused(new Refusal(403, TEXTS[locale].errorCreatingPost, MESSAGES[locale].suspended), locale);
  }
  const attempts = await forumRateLimit("upload", actor, ip);
  if (attempts) return tooOften(attempts, locale);

  const limits = uploadLimits();
  let form: ReceivedForm;
  try {
    form = await receiveMultipart(request, limits);
  } catch (error) {
    if (isRefusal(error)) return refused(error, locale);
    throw error;
  }
  const values: CreatePostValues = {
    title: form.fields.title ?? "",
    content: form.fields.content ?? "",
    category: form.fields.category ?? "",
    language: form.fields.language ?? locale,
  };
  try {
    return await createFromForm({ actor, ip, locale }, form, values, limits);
  } catch (error) {
    return refusalOf(error, locale, values);
  } finally {
    await form.cleanup();
  }
}

type ReceivedForm = Awaited<ReturnType<typeof receiveMultipart>>;

/** Checks the fields and files, counts the post against its limits, then stores the files and the post. */
async function createFromForm(
  { actor, ip, locale }: { actor: ForumActor; ip: string; locale: Locale },
  form: ReceivedForm,
  values: CreatePostValues,
  limits: ReturnType<typeof uploadLimits>,
): Promise<CreatePostOutcome> {
  const input = validatePostInput(values);
  const language = values.language ?? locale;
  if (!isPostLanguage(language)) {
    return refused(
      refuse(400, (l) => [TEXTS[l].errorCreatingPost, MESSAGES[l].chooseLanguage]),
      locale,
      values,
    );
  }
  // Before the posting limit counts: a post refused for its links does not use up the member's quota.
  assertMayPostLinks(actor, input.content, { title: "errorCreatingPost" });
  const processed: ProcessedMedia[] = await processUploads(form.files, limits);
  const posting = await forumRateLimit("post", actor, ip);
  if (posting) return tooOften(posting, locale, values);
  const planned = planKeys(processed);
  const mediaIds = await reserveMedia(actor, planned);
  try {
    await storeProcessed(processed, planned);
    const postId = await createPost(actor, input, { mediaIds, language });
    return { ok: true, postId };
  } catch (error) {
    // Files first, then their rows; whatever cannot go now is left to the maintenance task.
    await releaseMedia(mediaIds).catch((cleanupError) =>
      log.error("forum: could not release the media of a failed post:", cleanupError),
    );
    throw error;
  }
}

/** A failed post as an answer: the refusal's own status and message, else a logged server failure. */
function refusalOf(error: unknown, locale: Locale, values: CreatePostValues): CreatePostOutcome {
  if (isStorageFailure(error)) return refused(storageFailure(error), locale, values);
  if (isRefusal(error)) return refused(error, locale, values);
  log.error("forum: creating a post failed:", error);
  const failed = new Refusal(
    failedWriteStatus(error),
    TEXTS[locale].errorCreatingPost,
    MESSAGES[locale].somethingWentWrong,
  );
  return refused(failed, locale, values);
}
