import { data, type RouterContextProvider } from "react-router";
import { rateLimitIp } from "~/lib/client-ip.server.ts";
import { type Locale, localeFromPath, localeOf, localizePath } from "~/lib/locale.ts";
import { redirectWithToast, type Toast } from "~/lib/toast.server.ts";
import { type Outcome, resendConfirmation, signIn, signOut, signUp } from "./accounts.server.ts";
import type { AuthActionResult, AuthIntent } from "./components/AuthForms.tsx";
import { safeRedirect } from "./constants.ts";
import { ACCOUNT_SCHEMAS, fieldErrors } from "./schema.ts";
import { ACCOUNT_ACTION_TEXTS, FORM_FAILED, FORM_UNREADABLE, TEXTS } from "./texts.ts";

/**
 * The forms of the /auth page: sign in, sign up, resend the confirmation email, sign out. Each intent
 * has its own handler; every answer but a redirect is no-store, and a 429 keeps its Retry-After.
 */

type AuthAnswer = Response | ReturnType<typeof data<AuthActionResult>>;

/** One submitted /auth form: the request, its fields, and the client's rate-limit address. */
type AuthSubmission = { request: Request; form: FormData; ip: string; locale: Locale };
type AuthHandler = (submission: AuthSubmission) => Promise<AuthAnswer>;

function reply(result: AuthActionResult, status = 200, headers?: HeadersInit) {
  return data(result, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

const destructive = (title: string, description: string): Toast => ({ title, description, variant: "destructive" });

/** A refused outcome's Retry-After header, when it has one. */
function retryAfter(outcome: Exclude<Outcome, { ok: true }>): HeadersInit | undefined {
  return outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined;
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
    return reply({ intent: "signout", toast: destructive(FORM_FAILED[locale].title, outcome.message) }, 503);
  }
  return redirectWithToast(localizePath("/", locale), TEXTS[locale].signedOut, { headers: outcome.headers });
}

async function signInWithEmail({ request, form, ip, locale }: AuthSubmission): Promise<AuthAnswer> {
  const parsed = ACCOUNT_SCHEMAS[locale].signIn.safeParse({ email: form.get("email"), password: form.get("password") });
  const email = textField(form, "email", { trim: true });
  if (!parsed.success) return reply({ intent: "signin", errors: fieldErrors(parsed.error), values: { email } }, 400);
  const outcome = await signIn(request, ip, parsed.data, locale);
  if (outcome.ok) {
    const to = safeRedirect(form.get("redirectTo") ?? new URL(request.url).searchParams.get("redirectTo"));
    // A page of the Indonesian edition stays one; any other goes to the edition signed in from.
    const page = localeFromPath(to) === "id" ? to : localizePath(to, locale);
    return redirectWithToast(page, TEXTS[locale].welcome, { headers: outcome.headers });
  }
  return reply(
    {
      intent: "signin",
      toast: destructive(outcome.title, outcome.description),
      values: { email },
      unconfirmedEmail: outcome.code === "EMAIL_NOT_VERIFIED" ? parsed.data.email : undefined,
    },
    outcome.status,
    retryAfter(outcome),
  );
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
  if (!parsed.success) return reply({ intent: "signup", errors: fieldErrors(parsed.error), values }, 400);
  // The member's language is the edition they sign up in (ADR 0036): their mails are written in it.
  const outcome = await signUp(request, ip, parsed.data, locale);
  if (outcome.ok) {
    return reply({ intent: "signup", toast: TEXTS[locale].accountCreated, createdEmail: parsed.data.email });
  }
  const errors = outcome.code === "PASSWORD_TOO_COMMON" ? { password: outcome.description } : undefined;
  return reply(
    { intent: "signup", toast: destructive(outcome.title, outcome.description), errors, values },
    outcome.status,
    retryAfter(outcome),
  );
}

async function resendConfirmationEmail({ form, ip, locale }: AuthSubmission): Promise<AuthAnswer> {
  const parsed = ACCOUNT_SCHEMAS[locale].emailOnly.safeParse({ email: form.get("email") });
  if (!parsed.success) return reply({ intent: "resend", errors: fieldErrors(parsed.error) }, 400);
  const outcome = await resendConfirmation(ip, parsed.data.email, locale);
  if (!outcome.ok) {
    return reply(
      { intent: "resend", toast: destructive(outcome.title, outcome.description), unconfirmedEmail: parsed.data.email },
      outcome.status,
      { "Retry-After": String(outcome.retryAfterSeconds ?? 60) },
    );
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
  if (!form) {
    const t = FORM_UNREADABLE[locale];
    return reply({ intent: "signin", toast: destructive(t.title, t.description ?? "") }, 400);
  }
  const ip = rateLimitIp(context);
  const handler = handlerFor(String(form.get("intent") ?? ""));
  if (!handler) {
    return reply(
      { intent: "signin", toast: destructive(FORM_FAILED[locale].title, FORM_FAILED[locale].description) },
      400,
    );
  }
  return handler({ request, form, ip, locale });
}
