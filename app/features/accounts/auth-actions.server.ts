import { data, type RouterContextProvider } from "react-router";
import { rateLimitIp } from "~/lib/client-ip.server.ts";
import { type Locale, localeFromPath, localeOf, localizePath } from "~/lib/locale.ts";
import { answerRefusal, fieldRefusal, Refusal, refusalOfToast } from "~/lib/refusal.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { refusalOf, resendConfirmation, signIn, signOut, signUp } from "./accounts.server.ts";
import type { AuthActionResult, AuthIntent } from "./components/AuthForms.tsx";
import { safeRedirect } from "./constants.ts";
import { ACCOUNT_SCHEMAS, fieldErrors } from "./schema.ts";
import { ACCOUNT_ACTION_TEXTS, FORM_FAILED, FORM_UNREADABLE, TEXTS } from "./texts.ts";

/**
 * The forms of the /auth page: sign in, sign up, resend the confirmation email, sign out. Each intent
 * has its own handler; every answer but a redirect is no-store. A refusal is a `Refusal` answered by
 * `answerRefusal` (ADR 0033) with the intent and what the page needs again; a 429 keeps its Retry-After.
 */

type AuthAnswer = Response | ReturnType<typeof data<AuthActionResult>>;

/** One submitted /auth form: the request, its fields, and the client's rate-limit address. */
type AuthSubmission = { request: Request; form: FormData; ip: string; locale: Locale };
type AuthHandler = (submission: AuthSubmission) => Promise<AuthAnswer>;

function reply(result: AuthActionResult) {
  return data(result, { status: 200, headers: { "Cache-Control": "no-store" } });
}

/** A form field as text, trimmed and cut to `max` characters ("" when absent or a file). */
function textField(form: FormData, name: string, { trim = false, max = Infinity } = {}): string {
  const value = form.get(name);
  if (typeof value !== "string") return "";
  return (trim ? value.trim() : value).slice(0, max);
}

async function signOutOfSite({ request, locale }: AuthSubmission): Promise<AuthAnswer> {
  const outcome = await signOut(request, locale);
  if (!outcome.ok) {
    return answerRefusal(new Refusal(503, FORM_FAILED[locale].title, outcome.message), { intent: "signout" as const });
  }
  return redirectWithToast(localizePath("/", locale), TEXTS[locale].signedOut, { headers: outcome.headers });
}

async function signInWithEmail({ request, form, ip, locale }: AuthSubmission): Promise<AuthAnswer> {
  const parsed = ACCOUNT_SCHEMAS[locale].signIn.safeParse({ email: form.get("email"), password: form.get("password") });
  const email = textField(form, "email", { trim: true });
  if (!parsed.success)
    return answerRefusal(fieldRefusal(fieldErrors(parsed.error)), { intent: "signin", values: { email } });
  const outcome = await signIn(request, ip, parsed.data, locale);
  if (outcome.ok) {
    const to = safeRedirect(form.get("redirectTo") ?? new URL(request.url).searchParams.get("redirectTo"));
    // A page of the Indonesian edition stays one; any other goes to the edition signed in from.
    const page = localeFromPath(to) === "id" ? to : localizePath(to, locale);
    return redirectWithToast(page, TEXTS[locale].welcome, { headers: outcome.headers });
  }
  return answerRefusal(refusalOf(outcome), {
    intent: "signin",
    values: { email },
    unconfirmedEmail: outcome.code === "EMAIL_NOT_VERIFIED" ? parsed.data.email : undefined,
  });
}

async function signUpWithEmail({ request, form, ip, locale }: AuthSubmission): Promise<AuthAnswer> {
  const parsed = ACCOUNT_SCHEMAS[locale].signUp.safeParse({
    name: form.get("name"),
    email: form.get("email"),
    password: form.get("password"),
  });
  const values = {
    name: textField(form, "name", { max: 200 }),
    email: textField(form, "email", { trim: true, max: 254 }),
  };
  if (!parsed.success) return answerRefusal(fieldRefusal(fieldErrors(parsed.error)), { intent: "signup", values });
  // The member's language is the edition they sign up in (ADR 0036): their mails are written in it.
  const outcome = await signUp(request, ip, parsed.data, locale);
  if (outcome.ok) {
    return reply({ intent: "signup", toast: TEXTS[locale].accountCreated, createdEmail: parsed.data.email });
  }
  const errors = outcome.code === "PASSWORD_TOO_COMMON" ? { password: outcome.description } : undefined;
  return answerRefusal(refusalOf(outcome, errors), { intent: "signup", values });
}

async function resendConfirmationEmail({ form, ip, locale }: AuthSubmission): Promise<AuthAnswer> {
  const parsed = ACCOUNT_SCHEMAS[locale].emailOnly.safeParse({ email: form.get("email") });
  if (!parsed.success) return answerRefusal(fieldRefusal(fieldErrors(parsed.error)), { intent: "resend" });
  const outcome = await resendConfirmation(ip, parsed.data.email, locale);
  if (!outcome.ok) {
    // Only its rate limits refuse a resend: the refusal carries their Retry-After.
    return answerRefusal(refusalOf(outcome), { intent: "resend", unconfirmedEmail: parsed.data.email });
  }
  return reply({
    intent: "resend",
    toast: ACCOUNT_ACTION_TEXTS[locale].confirmationSent,
  });
}

const HANDLERS: Record<AuthIntent, AuthHandler> = {
  signout: signOutOfSite,
  signin: signInWithEmail,
  signup: signUpWithEmail,
  resend: resendConfirmationEmail,
};

/** The handler for a submitted intent; an unknown one (including inherited names like "toString") has none. */
function handlerFor(intent: string): AuthHandler | undefined {
  return Object.hasOwn(HANDLERS, intent) ? HANDLERS[intent as AuthIntent] : undefined;
}

/** The /auth action (the route checks the origin first). */
export async function handleAuthAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<AuthAnswer> {
  // A body that is not a form (JSON, broken multipart) is the sender's mistake: 400, not 500.
  const locale = localeOf(request);
  const form = await request.formData().catch(() => null);
  if (!form) return answerRefusal(refusalOfToast(400, FORM_UNREADABLE[locale]), { intent: "signin" as const });
  const ip = rateLimitIp(context);
  const handler = handlerFor(String(form.get("intent") ?? ""));
  if (!handler) {
    const failed = FORM_FAILED[locale];
    return answerRefusal(new Refusal(400, failed.title, failed.description), { intent: "signin" as const });
  }
  return handler({ request, form, ip, locale });
}
