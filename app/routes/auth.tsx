import { ArrowLeft, LogIn, UserPlus } from "lucide-react";
import { data, Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "react-router";
import { useToastFromData } from "~/components/Toaster.tsx";
import { Container } from "~/components/ui/index.tsx";
import { resendConfirmation, signIn, signOut, signUp } from "~/features/accounts/accounts.server.ts";
import { AuthCard, Field, FormMessage, SubmitButton } from "~/features/accounts/components/AuthUi.tsx";
import { UserBadge } from "~/features/accounts/components/UserBadge.tsx";
import { MIN_PASSWORD_LENGTH, safeRedirect, TEXTS } from "~/features/accounts/constants.ts";
import { emailOnlySchema, fieldErrors, signInSchema, signUpSchema } from "~/features/accounts/schema.ts";
import { getSessionUser } from "~/features/accounts/session.server.ts";
import { rateLimitIp } from "~/lib/client-ip.server.ts";
import type { RouteHandle } from "~/lib/handle.ts";
import { assertSameOrigin } from "~/lib/origin.server.ts";
import { passOnHeaders } from "~/lib/route-headers.ts";
import { rootConfig, seo } from "~/lib/seo.ts";
import { redirectWithToast, type Toast } from "~/lib/toast.server.ts";
import type { Route } from "./+types/auth";

export const handle: RouteHandle = { hydrate: true };

/** React Router passes an action's headers on only through this export: a 429 keeps its Retry-After. */
export function headers(args: Route.HeadersArgs) {
  return passOnHeaders(args);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(rootConfig(matches), {
    title: "Sign in or create an account",
    description: "Sign in or create a free account to post, comment and upvote in the Sulawesi travel community.",
    path: "/auth",
    noindex: true,
  });

export async function loader({ request }: Route.LoaderArgs) {
  const user = await getSessionUser(request);
  return data(
    {
      user: user
        ? { displayName: user.displayName, email: user.email, userCategory: user.userCategory, role: user.role }
        : null,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

type Intent = "signin" | "signup" | "resend" | "signout";

type ActionResult = {
  intent: Intent;
  toast?: Toast;
  errors?: Record<string, string>;
  values?: { name?: string; email?: string };
  /** Sign-in refused because the email is not confirmed: offer to resend to this address. */
  unconfirmedEmail?: string;
};

function reply(result: ActionResult, status = 200, headers?: HeadersInit) {
  return data(result, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

const destructive = (title: string, description: string): Toast => ({ title, description, variant: "destructive" });

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  // A body that is not a form (JSON, broken multipart) is the sender's mistake: 400, not 500.
  const form = await request.formData().catch(() => null);
  if (!form)
    return reply(
      { intent: "signin", toast: destructive("Error", "The form could not be read. Please try again.") },
      400,
    );
  const intent = String(form.get("intent") ?? "") as Intent;
  const url = new URL(request.url);
  const ip = rateLimitIp(context);
  const raw = (name: string) => form.get(name);

  if (intent === "signout") {
    const outcome = await signOut(request);
    if (!outcome.ok) return reply({ intent, toast: destructive("Error", outcome.message) }, 503);
    return redirectWithToast("/", TEXTS.signedOut, { headers: outcome.headers });
  }

  if (intent === "signin") {
    const parsed = signInSchema.safeParse({ email: raw("email"), password: raw("password") });
    const email = typeof raw("email") === "string" ? String(raw("email")).trim() : "";
    if (!parsed.success) return reply({ intent, errors: fieldErrors(parsed.error), values: { email } }, 400);
    const outcome = await signIn(request, ip, parsed.data);
    if (outcome.ok) {
      const to = safeRedirect(form.get("redirectTo") ?? url.searchParams.get("redirectTo"));
      return redirectWithToast(to, TEXTS.welcome, { headers: outcome.headers });
    }
    return reply(
      {
        intent,
        toast: destructive(outcome.title, outcome.description),
        values: { email },
        unconfirmedEmail: outcome.code === "EMAIL_NOT_VERIFIED" ? parsed.data.email : undefined,
      },
      outcome.status,
      outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined,
    );
  }

  if (intent === "signup") {
    const parsed = signUpSchema.safeParse({ name: raw("name"), email: raw("email"), password: raw("password") });
    const values = {
      name: typeof raw("name") === "string" ? String(raw("name")).slice(0, 200) : "",
      email: typeof raw("email") === "string" ? String(raw("email")).trim().slice(0, 254) : "",
    };
    if (!parsed.success) return reply({ intent, errors: fieldErrors(parsed.error), values }, 400);
    const outcome = await signUp(request, ip, parsed.data);
    if (outcome.ok) return reply({ intent, toast: TEXTS.accountCreated });
    const errors = outcome.code === "PASSWORD_TOO_COMMON" ? { password: outcome.description } : undefined;
    return reply(
      { intent, toast: destructive(outcome.title, outcome.description), errors, values },
      outcome.status,
      outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined,
    );
  }

  if (intent === "resend") {
    const parsed = emailOnlySchema.safeParse({ email: raw("email") });
    if (!parsed.success) return reply({ intent, errors: fieldErrors(parsed.error) }, 400);
    const outcome = await resendConfirmation(ip, parsed.data.email);
    if (!outcome.ok) {
      return reply(
        { intent, toast: destructive(outcome.title, outcome.description), unconfirmedEmail: parsed.data.email },
        outcome.status,
        {
          "Retry-After": String(outcome.retryAfterSeconds ?? 60),
        },
      );
    }
    return reply({
      intent,
      toast: {
        title: "Confirmation email sent",
        description: "If this account is waiting for confirmation, a new link is on its way. Please check your email.",
      },
    });
  }

  return reply({ intent: "signin", toast: destructive("Error", "Something went wrong. Please try again.") }, 400);
}

function BackLink() {
  return (
    <Link
      to="/community"
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-ocean-800 underline-offset-2 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Community
    </Link>
  );
}

export default function AuthPage() {
  const { user } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const navigation = useNavigation();
  const [params] = useSearchParams();
  useToastFromData(result?.toast);

  const submittingIntent =
    navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : undefined;
  const redirectTo = params.get("redirectTo") ?? "";
  const tab =
    result?.intent === "signup"
      ? "signup"
      : result?.intent === "signin"
        ? "signin"
        : params.get("tab") === "signup"
          ? "signup"
          : "signin";
  const created = result?.intent === "signup" && result.toast?.title === TEXTS.accountCreated.title;

  if (user) {
    return (
      <Container className="max-w-lg py-12">
        <BackLink />
        <AuthCard className="mt-4 text-center">
          <h1 className="text-2xl font-bold text-ocean-900">Welcome back, {user.displayName}!</h1>
          <p className="mt-2 text-slate-600">You are signed in as {user.email}.</p>
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
              Go to Community
            </Link>
            <Link to="/account" className="text-sm font-semibold text-ocean-800 underline-offset-2 hover:underline">
              Your account
            </Link>
            {/* A full page load: "/" is a prerendered page, and only a document request shows the toast there. */}
            <Form method="post" reloadDocument>
              <SubmitButton
                name="intent"
                value="signout"
                busy={submittingIntent === "signout"}
                busyText="Signing out..."
                variant="outline"
              >
                Sign Out
              </SubmitButton>
            </Form>
          </div>
        </AuthCard>
      </Container>
    );
  }

  const tabLink = (id: "signin" | "signup", label: string, Icon: typeof LogIn) => {
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
    <Container className="max-w-lg py-12">
      <BackLink />
      <AuthCard className="mt-4">
        <h1 className="text-center text-2xl font-bold text-ocean-900">
          {tab === "signup" ? "Join the Community" : "Welcome Back"}
        </h1>
        <p className="mt-1 text-center text-slate-600">
          {tab === "signup"
            ? "Create a free account to post, comment and upvote."
            : "Sign in to post, comment and upvote in the community."}
        </p>
        <nav aria-label="Sign in or sign up" className="mt-6 flex gap-1 rounded-full bg-slate-100 p-1">
          {tabLink("signin", "Sign In", LogIn)}
          {tabLink("signup", "Sign Up", UserPlus)}
        </nav>

        <div className="mt-6 space-y-4">
          {result?.toast && !created ? (
            <FormMessage
              title={result.toast.title}
              description={result.toast.description}
              tone={result.toast.variant === "destructive" ? "error" : "success"}
            >
              {result.unconfirmedEmail ? (
                <Form method="post" className="mt-3">
                  <input type="hidden" name="email" value={result.unconfirmedEmail} />
                  <button
                    type="submit"
                    name="intent"
                    value="resend"
                    disabled={submittingIntent === "resend"}
                    className="text-sm font-semibold text-ocean-800 underline underline-offset-2"
                  >
                    {submittingIntent === "resend" ? "Sending..." : "Resend confirmation email"}
                  </button>
                </Form>
              ) : null}
            </FormMessage>
          ) : null}

          {tab === "signin" ? (
            <Form method="post" className="space-y-4" noValidate>
              <input type="hidden" name="redirectTo" value={redirectTo} />
              <Field
                idPrefix="signin-"
                label="Email"
                name="email"
                type="email"
                autoComplete="email"
                required
                defaultValue={result?.intent === "signin" ? result.values?.email : undefined}
                error={result?.intent === "signin" ? result.errors?.email : undefined}
              />
              <Field
                idPrefix="signin-"
                label="Password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                error={result?.intent === "signin" ? result.errors?.password : undefined}
              />
              <SubmitButton name="intent" value="signin" busy={submittingIntent === "signin"} busyText="Signing in...">
                Sign In
              </SubmitButton>
              <p className="text-center text-sm">
                <Link to="/auth/forgot" className="font-semibold text-ocean-800 underline-offset-2 hover:underline">
                  Forgot your password?
                </Link>
              </p>
            </Form>
          ) : created ? (
            <FormMessage
              title={TEXTS.accountCreated.title}
              description={TEXTS.accountCreated.description}
              tone="success"
            >
              <p className="mt-2 text-sm">
                Once confirmed,{" "}
                <Link to="/auth?tab=signin" className="font-semibold underline underline-offset-2">
                  sign in here
                </Link>
                .
              </p>
            </FormMessage>
          ) : (
            <Form method="post" className="space-y-4" noValidate>
              <Field
                idPrefix="signup-"
                label="Name (optional)"
                name="name"
                type="text"
                autoComplete="name"
                maxLength={80}
                defaultValue={result?.intent === "signup" ? result.values?.name : undefined}
                error={result?.intent === "signup" ? result.errors?.name : undefined}
              />
              <Field
                idPrefix="signup-"
                label="Email"
                name="email"
                type="email"
                autoComplete="email"
                required
                defaultValue={result?.intent === "signup" ? result.values?.email : undefined}
                error={result?.intent === "signup" ? result.errors?.email : undefined}
              />
              <Field
                idPrefix="signup-"
                label="Password"
                name="password"
                type="password"
                autoComplete="new-password"
                required
                minLength={MIN_PASSWORD_LENGTH}
                hint={`At least ${MIN_PASSWORD_LENGTH} characters; very common passwords are not accepted.`}
                error={result?.intent === "signup" ? result.errors?.password : undefined}
              />
              <SubmitButton
                name="intent"
                value="signup"
                busy={submittingIntent === "signup"}
                busyText="Creating account..."
              >
                Create Account
              </SubmitButton>
              <p className="text-center text-xs text-slate-600">
                By creating an account you agree to our{" "}
                <Link to="/terms" className="underline">
                  Terms
                </Link>{" "}
                and{" "}
                <Link to="/privacy" className="underline">
                  Privacy Policy
                </Link>
                . You must be at least 13 years old.
              </p>
            </Form>
          )}
        </div>
      </AuthCard>
    </Container>
  );
}
