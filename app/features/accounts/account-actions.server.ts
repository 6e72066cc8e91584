import { data } from "react-router";
import { type Locale, localeOf, localizePath } from "~/lib/locale.ts";
import { redirectWithToast, type Toast } from "~/lib/toast.server.ts";
import {
  AVATAR_REQUEST_MAX_BYTES,
  changePassword,
  deleteAccount,
  readBodyLimited,
  removeAvatar,
  setAvatar,
  updateProfile,
} from "./account.server.ts";
import { type Outcome, signOut } from "./accounts.server.ts";
import { ACCOUNT_SCHEMAS, fieldErrors } from "./schema.ts";
import type { SessionUser } from "./session.server.ts";
import { ACCOUNT_ACTION_TEXTS, AVATAR_NOT_UPDATED, FORM_FAILED, FORM_UNREADABLE, TEXTS } from "./texts.ts";

/**
 * The forms of the /account page: profile, avatar (set, remove), password, delete and sign out.
 * Each intent has its own handler; success redirects with a flash toast, failure answers the page's data
 * with an error status.
 */

export type AccountIntent = "profile" | "avatar" | "remove-avatar" | "password" | "delete" | "signout";
export type AccountActionResult = { intent: AccountIntent; toast?: Toast; errors?: Record<string, string> };

type AccountAnswer = Response | ReturnType<typeof data<AccountActionResult>>;
type AccountHandler = (request: Request, user: SessionUser, form: FormData, locale: Locale) => Promise<AccountAnswer>;

const fail = (
  intent: AccountIntent,
  title: string,
  description: string,
  status: number,
  errors?: Record<string, string>,
  retryAfterSeconds?: number,
) =>
  data<AccountActionResult>(
    { intent, toast: { title, description, variant: "destructive" }, errors },
    { status, headers: retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined },
  );

/** A refused outcome of account.server.ts as the page's answer (a 429 keeps its Retry-After). */
const failWith = (intent: AccountIntent, outcome: Exclude<Outcome, { ok: true }>, errors?: Record<string, string>) =>
  fail(intent, outcome.title, outcome.description, outcome.status, errors, outcome.retryAfterSeconds);

async function saveProfile(_request: Request, user: SessionUser, form: FormData, locale: Locale) {
  const parsed = ACCOUNT_SCHEMAS[locale].profile.safeParse({
    name: form.get("name"),
    userCategory: form.get("userCategory"),
  });
  const t = ACCOUNT_ACTION_TEXTS[locale];
  if (!parsed.success) return fail("profile", t.profileNotSaved, t.correctFields, 400, fieldErrors(parsed.error));
  // Saving the profile in an edition makes it the member's language (ADR 0036): their mails follow it.
  const outcome = await updateProfile(user, { ...parsed.data, locale }, locale);
  if (!outcome.ok) return failWith("profile", outcome);
  return redirectWithToast(localizePath("/account", locale), t.profileUpdated);
}

async function saveAvatar(_request: Request, user: SessionUser, form: FormData, locale: Locale) {
  const file = form.get("avatar");
  const outcome = await setAvatar(user, file instanceof File ? file : null, locale);
  if (!outcome.ok) return failWith("avatar", outcome, { avatar: outcome.description });
  return redirectWithToast(localizePath("/account", locale), ACCOUNT_ACTION_TEXTS[locale].avatarUpdated);
}

async function dropAvatar(_request: Request, user: SessionUser, _form: FormData, locale: Locale) {
  await removeAvatar(user);
  return redirectWithToast(localizePath("/account", locale), ACCOUNT_ACTION_TEXTS[locale].avatarRemoved);
}

async function savePassword(request: Request, user: SessionUser, form: FormData, locale: Locale) {
  const parsed = ACCOUNT_SCHEMAS[locale].passwordChange.safeParse({
    currentPassword: form.get("currentPassword"),
    newPassword: form.get("newPassword"),
  });
  const t = ACCOUNT_ACTION_TEXTS[locale];
  if (!parsed.success) {
    return fail("password", t.passwordNotChanged, t.correctFields, 400, fieldErrors(parsed.error));
  }
  const outcome = await changePassword(request, user, parsed.data, locale);
  if (!outcome.ok) {
    const field = outcome.code === "INVALID_PASSWORD" ? "currentPassword" : "newPassword";
    return failWith("password", outcome, { [field]: outcome.description });
  }
  return redirectWithToast(localizePath("/account", locale), t.passwordChanged, { headers: outcome.headers });
}

async function removeAccount(request: Request, user: SessionUser, form: FormData, locale: Locale) {
  const t = ACCOUNT_ACTION_TEXTS[locale];
  if (form.get("confirm") !== "yes") {
    return fail("delete", t.accountNotDeleted, t.tickToConfirm, 400, { confirm: t.tickToConfirm });
  }
  const password = typeof form.get("password") === "string" ? String(form.get("password")).slice(0, 200) : "";
  const outcome = await deleteAccount(user, password, locale);
  if (!outcome.ok) return failWith("delete", outcome, { password: outcome.description });
  // The account's sessions went with it; this only clears the cookie.
  const signedOut = await signOut(request, locale);
  return redirectWithToast(localizePath("/", locale), t.accountDeleted, {
    headers: signedOut.ok ? signedOut.headers : undefined,
  });
}

async function signOutOfAccount(request: Request, _user: SessionUser, _form: FormData, locale: Locale) {
  const outcome = await signOut(request, locale);
  if (!outcome.ok) return fail("signout", FORM_FAILED[locale].title, outcome.message, 503);
  return redirectWithToast(localizePath("/", locale), TEXTS[locale].signedOut, { headers: outcome.headers });
}

const HANDLERS: Record<AccountIntent, AccountHandler> = {
  profile: saveProfile,
  avatar: saveAvatar,
  "remove-avatar": dropAvatar,
  password: savePassword,
  delete: removeAccount,
  signout: signOutOfAccount,
};

/** The handler for a submitted intent; an unknown one (including inherited names like "toString") has none. */
function handlerFor(intent: string): AccountHandler | undefined {
  return Object.hasOwn(HANDLERS, intent) ? HANDLERS[intent as AccountIntent] : undefined;
}

/** The /account action for a signed-in user (the route checks origin and session first). */
export async function handleAccountAction(request: Request, user: SessionUser): Promise<AccountAnswer> {
  // The body is read with a size limit before parsing (avatars are the largest part).
  const locale = localeOf(request);
  const bytes = await readBodyLimited(request, AVATAR_REQUEST_MAX_BYTES);
  if (!bytes) return fail("avatar", AVATAR_NOT_UPDATED[locale], ACCOUNT_ACTION_TEXTS[locale].avatarTooLarge, 413);
  let form: FormData;
  try {
    form = await new Request(request.url, { method: "POST", headers: request.headers, body: bytes }).formData();
  } catch {
    return fail("profile", FORM_UNREADABLE[locale].title, FORM_UNREADABLE[locale].description ?? "", 400);
  }
  const handler = handlerFor(String(form.get("intent") ?? ""));
  if (!handler) return fail("profile", FORM_FAILED[locale].title, FORM_FAILED[locale].description, 400);
  return handler(request, user, form, locale);
}
