import { data, useActionData, useLoaderData, useSearchParams } from "react-router";
import { unlessAtField } from "~/components/form/FormMessage.tsx";
import { Container } from "~/components/ui/index.tsx";
import { handleAuthAction } from "~/features/accounts/auth-actions.server.ts";
import { AuthCard } from "~/features/accounts/components/AuthCard.tsx";
import {
  AccountCreatedMessage,
  ActionMessage,
  type AuthActionResult,
  type AuthTab,
  AuthTabs,
  BackLink,
  ResendWhenUnconfirmed,
  SignedInCard,
  SignInForm,
  SignUpForm,
} from "~/features/accounts/components/AuthForms.tsx";
import { getSessionUser } from "~/features/accounts/session.server.ts";
import { AUTH_PAGE_TEXTS, TEXTS } from "~/features/accounts/texts.ts";
import type { RouteHandle } from "~/lib/handle.ts";
import { assertSameOrigin } from "~/lib/origin.server.ts";
import { passOnHeaders } from "~/lib/route-headers.ts";
import { answerScriptWithJson } from "~/lib/script-answer.server.ts";
import { rootConfig, seo } from "~/lib/seo.ts";
import { useTexts } from "~/lib/use-locale.ts";
import type { Route } from "./+types/auth";

/** Not hydrated: the form script sends the forms and shows their answers (ADR 0020). */
export const handle: RouteHandle = { enhanceForms: true };

/**
 * The form script's posts (Accept: application/json) get JSON: a sign-in's redirect becomes
 * `{ ok, redirectTo }` with the session and toast cookies, and the script loads that page.
 */
export const middleware: Route.MiddlewareFunction[] = [answerScriptWithJson(action)];

/** React Router passes an action's headers on only through this export: a 429 keeps its Retry-After. */
export function headers(args: Route.HeadersArgs) {
  return passOnHeaders(args);
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = rootConfig(matches);
  const t = AUTH_PAGE_TEXTS[site.locale ?? "en"];
  return seo(site, { title: t.metaTitle, description: t.metaDescription, path: "/auth", noindex: true });
};

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

type ActionResult = AuthActionResult;

/** Sign in, sign up, resend the confirmation email, sign out (app/features/accounts/auth-actions.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  return handleAuthAction(request, context);
}

/** The tab to show: the one whose form was just submitted, else the one the address asks for. */
function tabOf(result: ActionResult | undefined, params: URLSearchParams): AuthTab {
  if (result?.intent === "signup" || result?.intent === "signin") return result.intent;
  return params.get("tab") === "signup" ? "signup" : "signin";
}

/**
 * The page is rendered on the server only. `result` is the answer to a post made without the form
 * script, shown inline (once: no toast); with the script the page stays as it is and the script shows
 * the answer as a toast.
 */
export default function AuthPage() {
  const { user } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const [params] = useSearchParams();
  const tab = tabOf(result, params);
  // Shown once: not above the form when the same text is under its field (a too common password).
  const message = result ? unlessAtField(result.toast, result.fieldErrors) : undefined;
  const t = useTexts(AUTH_PAGE_TEXTS);
  const accountCreated = useTexts(TEXTS).accountCreated;
  const created = result?.intent === "signup" && result.toast?.title === accountCreated.title;

  if (user) {
    return (
      <Container className="max-w-lg py-12">
        <BackLink />
        <SignedInCard user={user} result={result} />
      </Container>
    );
  }

  return (
    <Container className="max-w-lg py-12">
      <BackLink />
      <AuthCard className="mt-4">
        <h1 className="text-center text-2xl font-bold text-ocean-900">
          {tab === "signup" ? t.joinHeading : t.welcomeHeading}
        </h1>
        <p className="mt-1 text-center text-slate-600">{tab === "signup" ? t.joinIntro : t.welcomeIntro}</p>
        <AuthTabs tab={tab} params={params} />
        <div className="mt-6 space-y-4">
          {result && message && !created ? <ActionMessage result={{ ...result, toast: message }} /> : null}
          {tab === "signin" ? (
            <>
              <SignInForm result={result} redirectTo={params.get("redirectTo") ?? ""} />
              {result?.unconfirmedEmail ? null : <ResendWhenUnconfirmed />}
            </>
          ) : created ? (
            <AccountCreatedMessage email={result?.createdEmail ?? ""} />
          ) : (
            <>
              {/* Shown by the form script in place of the form after a sign-up. */}
              <AccountCreatedMessage email="" hidden />
              <SignUpForm result={result} />
            </>
          )}
        </div>
      </AuthCard>
    </Container>
  );
}
