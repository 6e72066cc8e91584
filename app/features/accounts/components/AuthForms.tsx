import { ArrowLeft, LogIn, UserPlus } from "lucide-react";
import { Form } from "react-router";
import { TextField } from "~/components/form/Field.tsx";
import { enhancedForm, SubmitButton } from "~/components/form/Form.tsx";
import { FormMessage } from "~/components/form/FormMessage.tsx";
import { Link } from "~/components/Link.tsx";
import type { Toast } from "~/lib/toast.ts";
import { useTexts } from "~/lib/use-locale.ts";
import { MIN_PASSWORD_LENGTH, type UserCategory } from "../constants.ts";
import { ACCOUNT_CREATED_TEXTS, AUTH_FORM_TEXTS, AUTH_PAGE_TEXTS, FORM_FAILED, TEXTS } from "../texts.ts";
import { AuthCard } from "./AuthCard.tsx";
import { UserBadge } from "./UserBadge.tsx";

/** The parts of the /auth page (app/routes/auth.tsx): signed-in card, tabs, messages and the two forms. */

export type AuthIntent = "signin" | "signup" | "resend" | "signout";

/** What the /auth action answers with (besides redirects): a success, or a refusal (ADR 0033's answer and these). */
export type AuthActionResult = {
  intent: AuthIntent;
  ok?: boolean;
  toast?: Toast;
  fieldErrors?: Record<string, string>;
  values?: { name?: string; email?: string };
  /** Sign-in refused because the email is not confirmed: offer to resend to this address. */
  unconfirmedEmail?: string;
  /** A sign-up succeeded for this address: the "check your email" state, with its resend button. */
  createdEmail?: string;
};

type Result = AuthActionResult | undefined;

export function BackLink() {
  const pageT = useTexts(AUTH_PAGE_TEXTS);
  return (
    <Link
      to="/community"
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-ocean-800 underline-offset-2 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {pageT.backToCommunity}
    </Link>
  );
}

export type SignedInUser = { displayName: string; email: string; userCategory: UserCategory };

/** What a signed-in visitor sees at /auth: who they are, where to go, and Sign Out. */
export function SignedInCard({ user, result }: { user: SignedInUser; result: Result }) {
  const pageT = useTexts(AUTH_PAGE_TEXTS);
  const formT = useTexts(AUTH_FORM_TEXTS);
  return (
    <AuthCard className="mt-4 text-center">
      <h1 className="text-2xl font-bold text-ocean-900">
        {pageT.welcomeBackBefore}
        {user.displayName}
        {pageT.welcomeBackAfter}
      </h1>
      <p className="mt-2 text-slate-600">
        {pageT.signedInAsBefore}
        {user.email}
        {pageT.signedInAsAfter}
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
          {pageT.toCommunity}
        </Link>
        <Link to="/account" className="text-sm font-semibold text-ocean-800 underline-offset-2 hover:underline">
          {pageT.toAccount}
        </Link>
        {/* A full page load: "/" is a prerendered page, and only a document request shows the toast there. */}
        <Form method="post" reloadDocument>
          <SubmitButton name="intent" value="signout" busyText={formT.signingOut} look="outline">
            {formT.signOut}
          </SubmitButton>
        </Form>
      </div>
    </AuthCard>
  );
}

export type AuthTab = "signin" | "signup";

/** The Sign In / Sign Up switch: links that keep the other query parameters (redirectTo). */
export function AuthTabs({ tab, params }: { tab: AuthTab; params: URLSearchParams }) {
  const pageT = useTexts(AUTH_PAGE_TEXTS);
  const formT = useTexts(AUTH_FORM_TEXTS);
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
    <nav aria-label={pageT.tabsLabel} className="mt-6 flex gap-1 rounded-full bg-slate-100 p-1">
      {tabLink("signin", formT.signIn, LogIn)}
      {tabLink("signup", pageT.signUpTab, UserPlus)}
    </nav>
  );
}

/** The button that asks for another confirmation mail (intent "resend"). */
function ResendButton() {
  const texts = useTexts(TEXTS);
  return (
    <button
      type="submit"
      name="intent"
      value="resend"
      data-pending-text={texts.resend.pending}
      className="text-sm font-semibold text-ocean-800 underline underline-offset-2"
    >
      {texts.resend.label}
    </button>
  );
}

/** The resend button of ActionMessage, as a form the form script reveals when a sign-in answer names an unconfirmed address. */
export function ResendWhenUnconfirmed() {
  const failed = useTexts(FORM_FAILED);
  return (
    <Form method="post" hidden data-reveal-with="unconfirmedEmail" {...enhancedForm(failed)}>
      <input type="hidden" name="email" defaultValue="" data-reveal-value="" />
      <ResendButton />
    </Form>
  );
}

/** The action's message, with a resend button when the address is not confirmed yet. */
export function ActionMessage({ result }: { result: AuthActionResult & { toast: Toast } }) {
  const failed = useTexts(FORM_FAILED);
  return (
    <FormMessage
      title={result.toast.title}
      description={result.toast.description}
      tone={result.toast.variant === "destructive" ? "error" : "success"}
    >
      {result.unconfirmedEmail ? (
        <Form method="post" className="mt-3" {...enhancedForm(failed)}>
          <input type="hidden" name="email" value={result.unconfirmedEmail} />
          <ResendButton />
        </Form>
      ) : null}
    </FormMessage>
  );
}

export function SignInForm({ result, redirectTo }: { result: Result; redirectTo: string }) {
  const formT = useTexts(AUTH_FORM_TEXTS);
  const failed = useTexts(FORM_FAILED);
  const own = result?.intent === "signin" ? result : undefined;
  return (
    <Form method="post" className="space-y-4" noValidate {...enhancedForm(failed)}>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <TextField
        look="card"
        id="signin-email"
        label={formT.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={own?.values?.email}
        error={own?.fieldErrors?.email}
      />
      <TextField
        look="card"
        id="signin-password"
        label={formT.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={own?.fieldErrors?.password}
      />
      <SubmitButton name="intent" value="signin" busyText={formT.signingIn}>
        {formT.signIn}
      </SubmitButton>
      <p className="text-center text-sm">
        <Link to="/auth/forgot" className="font-semibold text-ocean-800 underline-offset-2 hover:underline">
          {formT.forgotLink}
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
  const t = useTexts(ACCOUNT_CREATED_TEXTS);
  const texts = useTexts(TEXTS);
  const failed = useTexts(FORM_FAILED);
  return (
    <div
      hidden={hidden}
      data-reveal-with={hidden ? "createdEmail" : undefined}
      data-replaces={hidden ? SIGN_UP_FORM_ID : undefined}
      tabIndex={-1}
      data-account-created=""
    >
      <FormMessage title={texts.accountCreated.title} description={texts.accountCreated.description} tone="success">
        <p className="mt-2 text-sm">
          {t.sentTo} <strong data-reveal-text="">{email}</strong>. {t.checkEmail}
        </p>
        <Form method="post" className="mt-3 flex flex-wrap items-center gap-x-2 text-sm" {...enhancedForm(failed)}>
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
  const pageT = useTexts(AUTH_PAGE_TEXTS);
  const formT = useTexts(AUTH_FORM_TEXTS);
  const failed = useTexts(FORM_FAILED);
  const own = result?.intent === "signup" ? result : undefined;
  return (
    <Form id={SIGN_UP_FORM_ID} method="post" className="space-y-4" noValidate {...enhancedForm(failed)}>
      <TextField
        look="card"
        id="signup-name"
        label={formT.nameOptional}
        name="name"
        type="text"
        autoComplete="name"
        maxLength={80}
        defaultValue={own?.values?.name}
        error={own?.fieldErrors?.name}
      />
      <TextField
        look="card"
        id="signup-email"
        label={formT.email}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={own?.values?.email}
        error={own?.fieldErrors?.email}
      />
      <TextField
        look="card"
        id="signup-password"
        label={formT.password}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        hint={formT.passwordHint(MIN_PASSWORD_LENGTH)}
        error={own?.fieldErrors?.password}
      />
      <SubmitButton name="intent" value="signup" busyText={formT.creatingAccount}>
        {formT.createAccount}
      </SubmitButton>
      <p className="text-center text-xs text-slate-600">
        {pageT.agreeBefore}{" "}
        <Link to="/terms" className="underline">
          {pageT.terms}
        </Link>{" "}
        {pageT.and}{" "}
        <Link to="/privacy" className="underline">
          {pageT.privacy}
        </Link>
        {pageT.agreeAfter}
      </p>
    </Form>
  );
}
