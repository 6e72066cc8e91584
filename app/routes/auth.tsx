import { data, useActionData, useLoaderData, useNavigation, useSearchParams } from "react-router";
import { useToastFromData } from "~/components/Toaster.tsx";
import { Container } from "~/components/ui/index.tsx";
import { resendConfirmation, signIn, signOut, signUp } from "~/features/accounts/accounts.server.ts";
import {
  AccountCreatedMessage,
  ActionMessage,
  type AuthActionResult,
  type AuthIntent,
  type AuthTab,
  AuthTabs,
  BackLink,
  SignedInCard,
  SignInForm,
  SignUpForm,
} from "~/features/accounts/components/AuthForms.tsx";
import { AuthCard } from "~/features/accounts/components/AuthUi.tsx";
import { safeRedirect, TEXTS } from "~/features/accounts/constants.ts";
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

type Intent = AuthIntent;
type ActionResult = AuthActionResult;

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

export default function AuthPage() {
  const { user } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const navigation = useNavigation();
  const [params] = useSearchParams();
  useToastFromData(result?.toast);

  const submittingIntent =
    navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : undefined;
  const tab: AuthTab =
    result?.intent === "signup" || result?.intent === "signin"
      ? result.intent
      : params.get("tab") === "signup"
        ? "signup"
        : "signin";
  const created = result?.intent === "signup" && result.toast?.title === TEXTS.accountCreated.title;

  if (user) {
    return (
      <Container className="max-w-lg py-12">
        <BackLink />
        <SignedInCard user={user} result={result} submittingIntent={submittingIntent} />
      </Container>
    );
  }

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
        <AuthTabs tab={tab} params={params} />
        <div className="mt-6 space-y-4">
          {result?.toast && !created ? (
            <ActionMessage result={{ ...result, toast: result.toast }} submittingIntent={submittingIntent} />
          ) : null}
          {tab === "signin" ? (
            <SignInForm
              result={result}
              redirectTo={params.get("redirectTo") ?? ""}
              submittingIntent={submittingIntent}
            />
          ) : created ? (
            <AccountCreatedMessage />
          ) : (
            <SignUpForm result={result} submittingIntent={submittingIntent} />
          )}
        </div>
      </AuthCard>
    </Container>
  );
}
