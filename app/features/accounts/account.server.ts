import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { config } from "~/lib/config.server.ts";
import { getDb } from "~/lib/db/index.server.ts";
import type { Database } from "~/lib/db/schema.ts";
import type { Locale } from "~/lib/locale.ts";
import { mediaStorage, newMediaBase } from "~/lib/media-storage.server.ts";
import { isRefusal, Refusal } from "~/lib/refusal.ts";
import { loadSharp } from "~/lib/sharp.server.ts";
import { checkLimitsIn, LIMITS, limitFor, type Outcome, withAbsoluteCookieLifetime } from "./accounts.server.ts";
import { getAuth, isAPIError, isCommonPassword } from "./auth.server.ts";
import type { ProfileInput } from "./schema.ts";
import type { SessionUser } from "./session.server.ts";
import { ACCOUNT_ACTION_TEXTS, ACCOUNT_REFUSAL_TEXTS, AVATAR_NOT_UPDATED, AVATAR_REFUSAL_TEXTS } from "./texts.ts";

/** /account: profile, avatar, password, data export and account deletion. */

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** The whole /account request: the avatar plus room for the other form fields. */
export const AVATAR_REQUEST_MAX_BYTES = AVATAR_MAX_BYTES + 256 * 1024;
export const AVATAR_SIZE = 256;
const AVATAR_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif"]);

/** Name and category only: role, banned and email are never taken from a request. */
export async function updateProfile(
  user: SessionUser,
  input: ProfileInput & { locale?: Locale },
  locale: Locale = "en",
): Promise<Outcome> {
  const blocked = await checkLimitsIn(locale, limitFor(LIMITS.profileUser, user.id));
  if (blocked) return blocked;
  const language = input.locale ? { locale: input.locale } : {};
  await getDb()
    .updateTable("users")
    .set({ name: input.name, user_category: input.userCategory, ...language, updated_at: new Date().toISOString() })
    .where("id", "=", user.id)
    .execute();
  return { ok: true };
}

/** Reads at most `max` bytes of the body; null when it is larger. */
export async function readBodyLimited(request: Request, max: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > max) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/**
 * Decodes the upload by its content (never its name or claimed type), refuses anything but a still
 * image, and re-encodes it as a square 256 px WebP without metadata.
 */
export async function processAvatar(bytes: Uint8Array, locale: Locale = "en"): Promise<Buffer> {
  const t = AVATAR_REFUSAL_TEXTS[locale];
  const title = AVATAR_NOT_UPDATED[locale];
  if (bytes.byteLength === 0) throw new Refusal(400, title, t.chooseImage);
  if (bytes.byteLength > AVATAR_MAX_BYTES) throw new Refusal(413, title, t.tooLarge);
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    const meta = await sharp(bytes, { limitInputPixels: config().UPLOAD_MAX_IMAGE_PIXELS }).metadata();
    format = meta.format;
  } catch {
    throw new Refusal(400, title, t.unreadable);
  }
  if (!format || !AVATAR_FORMATS.has(format)) {
    throw new Refusal(400, title, t.format);
  }
  try {
    return await sharp(bytes, { limitInputPixels: config().UPLOAD_MAX_IMAGE_PIXELS, animated: false })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover", position: "attention" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new Refusal(400, title, t.unprocessable);
  }
}

const MEDIA_PREFIX = "/media/";

/** Removes the stored file of a former avatar ("/media/<key>"); a failure only leaves an orphan file. */
async function deleteAvatarFile(image: string | null | undefined): Promise<void> {
  if (!image?.startsWith(MEDIA_PREFIX)) return;
  await mediaStorage()
    .delete([image.slice(MEDIA_PREFIX.length)])
    .catch(() => {});
}

/** Points the profile at `image` (or none) and removes the file of the avatar it replaces. */
async function replaceAvatar(userId: string, image: string | null): Promise<void> {
  const previous = await getDb().selectFrom("users").select("image").where("id", "=", userId).executeTakeFirst();
  await getDb()
    .updateTable("users")
    .set({ image, updated_at: new Date().toISOString() })
    .where("id", "=", userId)
    .execute();
  if (previous?.image !== image) await deleteAvatarFile(previous?.image);
}

/** Stores the new avatar, points the profile at it and removes the old file. */
export async function setAvatar(user: SessionUser, file: File | null, locale: Locale = "en"): Promise<Outcome> {
  const blocked = await checkLimitsIn(locale, limitFor(LIMITS.avatarUser, user.id));
  if (blocked) return blocked;
  if (!file || file.size === 0) {
    return { ok: false, status: 400, ...ACCOUNT_ACTION_TEXTS[locale].noImage };
  }
  let webp: Buffer;
  try {
    webp = await processAvatar(new Uint8Array(await file.arrayBuffer()), locale);
  } catch (error) {
    if (isRefusal(error))
      return { ok: false, status: error.status, title: error.title, description: error.description };
    throw error;
  }
  const key = `${newMediaBase()}-${AVATAR_SIZE}.webp`;
  const dir = await mkdtemp(path.join(os.tmpdir(), "avatar-"));
  try {
    const file = path.join(dir, "avatar.webp");
    await writeFile(file, webp);
    await mediaStorage().put(key, file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  await replaceAvatar(user.id, `${MEDIA_PREFIX}${key}`);
  return { ok: true };
}

export async function removeAvatar(user: SessionUser): Promise<Outcome> {
  await replaceAvatar(user.id, null);
  return { ok: true };
}

/** Changes the password (current one required); other sessions end and this one gets a new token. */
export async function changePassword(
  request: Request,
  user: SessionUser,
  input: { currentPassword: string; newPassword: string },
  locale: Locale = "en",
): Promise<Outcome> {
  if (isCommonPassword(input.newPassword)) {
    return {
      ok: false,
      status: 400,
      code: "PASSWORD_TOO_COMMON",
      title: ACCOUNT_ACTION_TEXTS[locale].passwordNotChanged,
      description: ACCOUNT_REFUSAL_TEXTS[locale].commonPassword,
    };
  }
  const blocked = await checkLimitsIn(locale, limitFor(LIMITS.passwordChangeUser, user.id));
  if (blocked) return blocked;
  try {
    const { headers } = await (await getAuth()).api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers: new Headers({ cookie: request.headers.get("Cookie") ?? "" }),
      returnHeaders: true,
    });
    return { ok: true, headers: withAbsoluteCookieLifetime(headers) };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const wrong = (error.body as { code?: string } | undefined)?.code === "INVALID_PASSWORD";
    return {
      ok: false,
      status: 400,
      code: wrong ? "INVALID_PASSWORD" : undefined,
      title: ACCOUNT_ACTION_TEXTS[locale].passwordNotChanged,
      description: wrong
        ? ACCOUNT_ACTION_TEXTS[locale].currentPasswordWrong
        : locale === "en"
          ? (error.body?.message ?? error.message)
          : ACCOUNT_REFUSAL_TEXTS[locale].somethingWrong,
    };
  }
}

async function passwordMatches(userId: string, password: string): Promise<boolean> {
  const account = await getDb()
    .selectFrom("accounts")
    .select("password")
    .where("user_id", "=", userId)
    .where("provider_id", "=", "credential")
    .executeTakeFirst();
  if (!account?.password) return false;
  const ctx = await (await getAuth()).$context;
  return ctx.password.verify({ hash: account.password, password });
}

/** Everything stored about the user, as one JSON-ready object. */
export async function exportUserData(user: SessionUser): Promise<Record<string, unknown>> {
  const db = getDb();
  const profile = await db
    .selectFrom("users")
    .select(["id", "name", "email", "email_verified", "image", "role", "user_category", "created_at", "updated_at"])
    .where("id", "=", user.id)
    .executeTakeFirstOrThrow();
  const sessions = await db
    .selectFrom("sessions")
    .select(["created_at", "updated_at", "expires_at", "ip_address", "user_agent"])
    .where("user_id", "=", user.id)
    .orderBy("created_at")
    .execute();
  const out: Record<string, unknown> = {
    exportedAt: new Date().toISOString(),
    site: config().siteUrl,
    profile: { ...profile, email_verified: profile.email_verified === 1 },
    sessions,
  };
  out.posts = await db
    .selectFrom("posts")
    .select(["id", "title", "content", "category", "upvotes", "comments_count", "created_at", "updated_at"])
    .where("author_id", "=", user.id)
    .orderBy("created_at")
    .execute();
  // The photos and videos of the user's posts (the files themselves are at `url`).
  const media = await db
    .selectFrom("post_media as m")
    .innerJoin("posts as p", "p.id", "m.post_id")
    .select([
      "m.id",
      "m.post_id",
      "m.position",
      "m.kind",
      "m.content_type",
      "m.storage_key",
      "m.width",
      "m.height",
      "m.size_bytes",
      "m.original_name",
      "m.created_at",
    ])
    .where("p.author_id", "=", user.id)
    .orderBy("m.created_at")
    .orderBy("m.position")
    .execute();
  out.postMedia = media.map(({ storage_key, ...rest }) => ({ ...rest, url: `${MEDIA_PREFIX}${storage_key}` }));
  out.comments = await db
    .selectFrom("comments")
    .select(["id", "post_id", "content", "created_at", "updated_at"])
    .where("author_id", "=", user.id)
    .orderBy("created_at")
    .execute();
  // Earlier versions of the user's posts and comments, kept by late edits (ADR 0023).
  out.revisions = await db
    .selectFrom("forum_revisions as r")
    .leftJoin("posts as p", "p.id", "r.post_id")
    .leftJoin("comments as c", "c.id", "r.comment_id")
    .select(["r.id", "r.post_id", "r.comment_id", "r.title", "r.content", "r.written_at", "r.replaced_at"])
    .where((eb) => eb.or([eb("p.author_id", "=", user.id), eb("c.author_id", "=", user.id)]))
    .orderBy("r.written_at")
    .orderBy("r.replaced_at")
    .execute();
  out.upvotes = await db
    .selectFrom("user_upvotes")
    .select(["post_id", "created_at"])
    .where("user_id", "=", user.id)
    .execute();
  Object.assign(out, await reportsAndNotificationsOf(db, user.id));
  // The newsletter subscription under the account's email, if any (null when there is none).
  out.newsletterSubscription =
    (await db
      .selectFrom("subscribers")
      .select(["email", "name", "source", "status", "created_at", "unsubscribed_at"])
      .where("email", "=", profile.email.toLowerCase())
      .executeTakeFirst()) ?? null;
  return out;
}

/**
 * Deletes the account after checking its password. As the privacy page promises, the account's
 * details go with it: the users row cascades to sessions, accounts, posts, comments and upvotes
 * (0002_auth, 0004_forum foreign keys); the avatar file is removed.
 */
export async function deleteAccount(user: SessionUser, password: string, locale: Locale = "en"): Promise<Outcome> {
  const blocked = await checkLimitsIn(locale, limitFor(LIMITS.deleteAccountUser, user.id));
  if (blocked) return blocked;
  if (!(await passwordMatches(user.id, password))) {
    return {
      ok: false,
      status: 400,
      code: "INVALID_PASSWORD",
      title: ACCOUNT_ACTION_TEXTS[locale].accountNotDeleted,
      description: ACCOUNT_ACTION_TEXTS[locale].passwordWrong,
    };
  }
  const row = await getDb().selectFrom("users").select("image").where("id", "=", user.id).executeTakeFirst();
  await getDb().deleteFrom("users").where("id", "=", user.id).execute();
  await deleteAvatarFile(row?.image);
  return { ok: true };
}

/**
 * The member's reports (what they reported and why; never anyone else's), their reply-mail setting,
 * the threads they watch or unwatched, and the replies they were told about (ADR 0022).
 */
async function reportsAndNotificationsOf(db: Kysely<Database>, userId: string) {
  const [reports, settings, watches, replyNotifications] = await Promise.all([
    db
      .selectFrom("reports")
      .select(["post_id", "comment_id", "reason", "note", "created_at", "reviewed_at"])
      .where("reporter_id", "=", userId)
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("notification_settings")
      .select(["level", "updated_at"])
      .where("user_id", "=", userId)
      .executeTakeFirst(),
    db
      .selectFrom("thread_watches")
      .select(["post_id", "watching", "updated_at"])
      .where("user_id", "=", userId)
      .execute(),
    db
      .selectFrom("reply_notifications")
      .select(["post_id", "comment_id", "created_at", "mailed_at", "seen_at"])
      .where("user_id", "=", userId)
      .orderBy("created_at")
      .execute(),
  ]);
  return {
    reportsMade: reports,
    replyMailSetting: settings ?? { level: "all", updated_at: null },
    threadWatches: watches.map((w) => ({ ...w, watching: Number(w.watching) === 1 })),
    replyNotifications,
  };
}
