import type { data } from "react-router";
import { type Locale, localeOf, localizePath } from "~/lib/locale.ts";
import { answerRefusal, Refusal, refusalOfToast } from "~/lib/refusal.ts";
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
import { type Refused, refusalOf, signOut } from "./accounts.server.ts";
import { ACCOUNT_SCHEMAS, fieldErrors } from "./schema.ts";
import type { SessionUser } from "./session.server.ts";
import { ACCOUNT_ACTION_TEXTS, AVATAR_NOT_UPDATED, FORM_FAILED, FORM_UNREADABLE, TEXTS } from "./texts.ts";

/**
 * The forms of the /account page: profile, avatar (set, remove), password, delete and sign out.
 * Each intent has its own handler; success redirects with a flash toast, a refusal is a `Refusal`
 * answered by `answerRefusal` (ADR 0033) with the form's intent.
 */

export type AccountIntent = "profile" | "avatar" | "remove-avatar" | "password" | "delete" | "signout";
export type AccountActionResult = {
  intent: AccountIntent;
  ok?: boolean;
  toast?: Toast;
  fieldErrors?: Record<string, string>;
};

type AccountAnswer = Response | ReturnType<typeof data<AccountActionResult>>;
type AccountHandler = (request: Request, user: SessionUser, form: FormData, locale: Locale) => Promise<AccountAnswer>;

/** A refusal as the page's answer for the form of `intent`. */
const refuse = (intent: AccountIntent, refusal: Refusal) => answerRefusal(refusal, { intent });

/** A refused outcome of account.server.ts as the page's answer (a 429 keeps its Retry-After). */
const failWith = (intent: AccountIntent, outcome: Refused, fieldErrors?: Record<string, string>) =>
  refuse(intent, refusalOf(outcome, fieldErrors));

async function saveProfile(_request: Request, user: SessionUser, form: FormData, locale: Locale) {
  const parsed = ACCOUNT_SCHEMAS[locale].profile.safeParse({
    name: form.get("name"),
    userCategory: form.get("userCategory"),
  });
  const t = ACCOUNT_ACTION_TEXTS[locale];
  if (!parsed.success) {
    return refuse(
      "profile",
      new Refusal(400, t.profileNotSaved, t.correctFields, { fieldErrors: fieldErrors(parsed.error) }),
    );
  }
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
    return refuse(
      "password",
      new Refusal(400, t.passwordNotChanged, t.correctFields, { fieldErrors: fieldErrors(parsed.error) }),
    );
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
    return refuse(
      "delete",
      new Refusal(400, t.accountNotDeleted, t.tickToConfirm, { fieldErrors: { confirm: t.tickToConfirm } }),
    );
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
  if (!outcome.ok) return refuse("signout", new Refusal(503, FORM_FAILED[locale].title, outcome.message));
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
  if (!bytes) {
    return refuse("avatar", new Refusal(413, AVATAR_NOT_UPDATED[locale], ACCOUNT_ACTION_TEXTS[locale].avatarTooLarge));
  }
  let form: FormData;
  try {
    form = await new Request(request.url, { method: "POST", headers: request.headers, body: bytes }).formData();
  } catch {
    return refuse("profile", refusalOfToast(400, FORM_UNREADABLE[locale]));
  }
  const handler = handlerFor(String(form.get("intent") ?? ""));
  if (!handler) return refuse("profile", new Refusal(400, FORM_FAILED[locale].title, FORM_FAILED[locale].description));
  return handler(request, user, form, locale);
}
