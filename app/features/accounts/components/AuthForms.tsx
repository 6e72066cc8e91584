import { ArrowLeft, LogIn, UserPlus } from "lucide-react";
import { Form, Link } from "react-router";
import { TextField } from "~/components/form/Field.tsx";
import { enhancedForm, SubmitButton } from "~/components/form/Form.tsx";
import { FormMessage } from "~/components/form/FormMessage.tsx";
import type { Toast } from "~/lib/toast.ts";
import { MIN_PASSWORD_LENGTH, type UserCategory } from "../constants.ts";
import { ACCOUNT_CREATED_TEXTS, AUTH_FORM_TEXTS, AUTH_PAGE_TEXTS, FORM_FAILED, TEXTS } from "../texts.ts";
import { AuthCard } from "./AuthCard.tsx";
import { UserBadge } from "./UserBadge.tsx";

/** The parts of the /auth page (app/routes/auth.tsx): signed-in card, tabs, messages and the two forms. */

export type AuthIntent = "signin" | "signup" | "resend" | "signout";

/** What the /auth action answers with (besides redirects). */
export type AuthActionResult = {
  intent: AuthIntent;
  toast?: Toast;
  errors?: Record<string, string>;
  values?: { name?: string; email?: string };
  /** Sign-in refused because the email is not confirmed: offer to resend to this address. */
  unconfirmedEmail?: string;
  /** A sign-up succeeded for this address: the "check your email" state, with its resend button. */
  createdEmail?: string;
};

type Result = AuthActionResult | undefined;

export function BackLink() {
  return (
    <Link
      to="/community"
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-ocean-800 underline-offset-2 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {AUTH_PAGE_TEXTS.backToCommunity}
    </Link>
  );
}

export type SignedInUser = { displayName: string; email: string; userCategory: UserCategory };

/** What a signed-in visitor sees at /auth: who they are, where to go, and Sign Out. */
export function SignedInCard({ user, result }: { user: SignedInUser; result: Result }) {
  return (
    <AuthCard className="mt-4 text-center">
      <h1 className="text-2xl font-bold text-ocean-900">
        {AUTH_PAGE_TEXTS.welcomeBackBefore}
        {user.displayName}
        {AUTH_PAGE_TEXTS.welcomeBackAfter}
      </h1>
      <p className="mt-2 text-slate-600">
        {AUTH_PAGE_TEXTS.signedInAsBefore}
        {user.email}
        {AUTH_PAGE_TEXTS.signedInAsAfter}
      </p>
      <div className="mt-3 flex justify-center">
        <UserBadge category={user.userCategory} />
      </div>
      {result?.intent === "signout" && result.toast ? (
        <div className="mt-4 text-left">
          <FormMessage title={result.toast.title} description={result.toast.description} />
        </div>
      ) : null}
      <div className="mt-6 flex flex-col gap-3">
        <Link
          to="/community"
          className="inline-flex w-full items-center justify-center rounded-full bg-ocean-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-ocean-800"
        >
          {AUTH_PAGE_TEXTS.toCommunity}
        </Link>
        <Link to="/account" className="text-sm font-semibold text-ocean-800 underline-offset-2 hover:underline">
          {AUTH_PAGE_TEXTS.toAccount}
        </Link>
        {/* A full page load: "/" is a prerendered page, and only a document request shows the toast there. */}
        <Form method="post" reloadDocument>
          <SubmitButton name="intent" value="signout" busyText={AUTH_FORM_TEXTS.signingOut} look="outline">
            {AUTH_FORM_TEXTS.signOut}
          </SubmitButton>
        </Form>
      </div>
    </AuthCard>
  );
}

export type AuthTab = "signin" | "signup";

/** The Sign In / Sign Up switch: links that keep the other query parameters (redirectTo). */
export function AuthTabs({ tab, params }: { tab: AuthTab; params: URLSearchParams }) {
  const tabLink = (id: AuthTab, label: string, Icon: typeof LogIn) => {
    const search = new URLSearchParams(params);
    search.set("tab", id);
    const active = tab === id;
    return (
      <Link
        to={`?${search.toString()}`}
        replace
        preventScrollReset
        aria-current={active ? "page" : undefined}
        className={`flex flex-1 items-center justify-center gap-2 rounded-full px-4 py-2 text-sm font-semibold ${
          active ? "bg-white text-ocean-900 shadow-sm" : "text-slate-700 hover:text-ocean-900"
        }`}
      >
        <Icon aria-hidden="true" className="size-4" />
        {label}
      </Link>
    );
  };
  return (
    <nav aria-label={AUTH_PAGE_TEXTS.tabsLabel} className="mt-6 flex gap-1 rounded-full bg-slate-100 p-1">
      {tabLink("signin", AUTH_FORM_TEXTS.signIn, LogIn)}
      {tabLink("signup", AUTH_PAGE_TEXTS.signUpTab, UserPlus)}
    </nav>
  );
}

/** The button that asks for another confirmation mail (intent "resend"). */
function ResendButton() {
  return (
    <button
      type="submit"
      name="intent"
      value="resend"
      data-pending-text={TEXTS.resend.pending}
      className="text-sm font-semibold text-ocean-800 underline underline-offset-2"
    >
      {TEXTS.resend.label}
    </button>
  );
}

/** The resend button of ActionMessage, as a form the form script reveals when a sign-in answer names an unconfirmed address. */
export function ResendWhenUnconfirmed() {
  return (
    <Form method="post" hidden data-reveal-with="unconfirmedEmail" {...enhancedForm(FORM_FAILED)}>
      <input type="hidden" name="email" defaultValue="" data-reveal-value="" />
      <ResendButton />
    </Form>
  );
}

/** The action's message, with a resend button when the address is not confirmed yet. */
export function ActionMessage({ result }: { result: AuthActionResult & { toast: Toast } }) {
  return (
    <FormMessage
      title={result.toast.title}
      description={result.toast.description}
      tone={result.toast.variant === "destructive" ? "error" : "success"}
    >
      {result.unconfirmedEmail ? (
        <Form method="post" className="mt-3" {...enhancedForm(FORM_FAILED)}>
          <input type="hidden" name="email" value={result.unconfirmedEmail} />
          <ResendButton />
        </Form>
      ) : null}
    </FormMessage>
  );
}

export function SignInForm({ result, redirectTo }: { result: Result; redirectTo: string }) {
  const own = result?.intent === "signin" ? result : undefined;
  return (
    <Form method="post" className="space-y-4" noValidate {...enhancedForm(FORM_FAILED)}>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <TextField
        look="card"
        id="signin-email"
        label={AUTH_FORM_TEXTS.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={own?.values?.email}
        error={own?.errors?.email}
      />
      <TextField
        look="card"
        id="signin-password"
        label={AUTH_FORM_TEXTS.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={own?.errors?.password}
      />
      <SubmitButton name="intent" value="signin" busyText={AUTH_FORM_TEXTS.signingIn}>
        {AUTH_FORM_TEXTS.signIn}
      </SubmitButton>
      <p className="text-center text-sm">
        <Link to="/auth/forgot" className="font-semibold text-ocean-800 underline-offset-2 hover:underline">
          {AUTH_FORM_TEXTS.forgotLink}
        </Link>
      </p>
    </Form>
  );
}

/**
 * After a sign-up, a state that lasts (issue 28): the spec's 'Account created!', the address the link
 * went to, a resend button for it, and where to sign in once confirmed. Without the form script the
 * page renders it with the address; with it, the page carries it hidden (`email` empty) and the script
 * fills in the answer's `createdEmail` and shows it in place of the sign-up form (data-reveal-with).
 */
export function AccountCreatedMessage({ email, hidden = false }: { email: string; hidden?: boolean }) {
  const t = ACCOUNT_CREATED_TEXTS;
  return (
    <div
      hidden={hidden}
      data-reveal-with={hidden ? "createdEmail" : undefined}
      data-replaces={hidden ? SIGN_UP_FORM_ID : undefined}
      tabIndex={-1}
      data-account-created=""
    >
      <FormMessage title={TEXTS.accountCreated.title} description={TEXTS.accountCreated.description} tone="success">
        <p className="mt-2 text-sm">
          {t.sentTo} <strong data-reveal-text="">{email}</strong>. {t.checkEmail}
        </p>
        <Form method="post" className="mt-3 flex flex-wrap items-center gap-x-2 text-sm" {...enhancedForm(FORM_FAILED)}>
          <span>{t.noMail}</span>
          <input type="hidden" name="email" defaultValue={email} data-reveal-value="" />
          <ResendButton />
        </Form>
        <p className="mt-2 text-sm">
          {t.signInAfter}{" "}
          <Link to="/auth?tab=signin" className="font-semibold underline underline-offset-2">
            {t.signInLink}
          </Link>
          .
        </p>
      </FormMessage>
    </div>
  );
}

/** The sign-up form's id: the "check your email" state takes its place. */
export const SIGN_UP_FORM_ID = "signup-form";

export function SignUpForm({ result }: { result: Result }) {
  const own = result?.intent === "signup" ? result : undefined;
  return (
    <Form id={SIGN_UP_FORM_ID} method="post" className="space-y-4" noValidate {...enhancedForm(FORM_FAILED)}>
      <TextField
        look="card"
        id="signup-name"
        label={AUTH_FORM_TEXTS.nameOptional}
        name="name"
        type="text"
        autoComplete="name"
        maxLength={80}
        defaultValue={own?.values?.name}
        error={own?.errors?.name}
      />
      <TextField
        look="card"
        id="signup-email"
        label={AUTH_FORM_TEXTS.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={own?.values?.email}
        error={own?.errors?.email}
      />
      <TextField
        look="card"
        id="signup-password"
        label={AUTH_FORM_TEXTS.password}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        hint={AUTH_FORM_TEXTS.passwordHint(MIN_PASSWORD_LENGTH)}
        error={own?.errors?.password}
      />
      <SubmitButton name="intent" value="signup" busyText={AUTH_FORM_TEXTS.creatingAccount}>
        {AUTH_FORM_TEXTS.createAccount}
      </SubmitButton>
      <p className="text-center text-xs text-slate-600">
        {AUTH_PAGE_TEXTS.agreeBefore}{" "}
        <Link to="/terms" className="underline">
          {AUTH_PAGE_TEXTS.terms}
        </Link>{" "}
        {AUTH_PAGE_TEXTS.and}{" "}
        <Link to="/privacy" className="underline">
          {AUTH_PAGE_TEXTS.privacy}
        </Link>
        {AUTH_PAGE_TEXTS.agreeAfter}
      </p>
    </Form>
  );
}
