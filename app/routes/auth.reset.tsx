import { data, Form, useActionData, useLoaderData } from "react-router";
import { TextField } from "~/components/form/Field.tsx";
import { enhancedForm, SubmitButton } from "~/components/form/Form.tsx";
import { FormMessage, unlessAtField } from "~/components/form/FormMessage.tsx";
import { Link } from "~/components/Link.tsx";
import { Container } from "~/components/ui/index.tsx";
import { refusalOf, resetPassword } from "~/features/accounts/accounts.server.ts";
import { AuthCard } from "~/features/accounts/components/AuthCard.tsx";
import { MIN_PASSWORD_LENGTH } from "~/features/accounts/constants.ts";
import { ACCOUNT_SCHEMAS, fieldErrors } from "~/features/accounts/schema.ts";
import { AUTH_FORM_TEXTS, FORM_FAILED, FORM_UNREADABLE, RESET_PAGE_TEXTS as T } from "~/features/accounts/texts.ts";
import { rateLimitIp } from "~/lib/client-ip.server.ts";
import type { RouteHandle } from "~/lib/handle.ts";
import { localeOf, localizePath } from "~/lib/locale.ts";
import { assertSameOrigin } from "~/lib/origin.server.ts";
import { answerRefusal, fieldRefusal, refusalOfToast } from "~/lib/refusal.ts";
import { passOnHeaders } from "~/lib/route-headers.ts";
import { answerScriptWithJson } from "~/lib/script-answer.server.ts";
import { rootConfig, seo } from "~/lib/seo.ts";
import { redirectWithToast, type Toast } from "~/lib/toast.server.ts";
import { useTexts } from "~/lib/use-locale.ts";
import type { Route } from "./+types/auth.reset";

/** Not hydrated: the form script sends the form and shows the answer as a toast (ADR 0020). */
export const handle: RouteHandle = { enhanceForms: true };

/** The form script's posts (Accept: application/json) are answered with JSON, before React Router renders. */
export const middleware: Route.MiddlewareFunction[] = [answerScriptWithJson(action)];

/**
 * React Router passes a loader's and an action's headers on only through this export: the page keeps
 * no-store and same-origin referrers only (its URL holds the reset token), and a 429 keeps its Retry-After.
 */
export function headers(args: Route.HeadersArgs) {
  // The URL holds the reset token: never cached, never sent to another site as a referrer. Not
  // `no-referrer`: under it browsers send `Origin: null` with the page's own form post, which is refused.
  const out = passOnHeaders(args);
  out.set("Cache-Control", "no-store");
  out.set("Referrer-Policy", "same-origin");
  return out;
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = rootConfig(matches);
  const t = T[site.locale ?? "en"];
  return seo(site, { title: t.metaTitle, description: t.metaDescription, path: "/auth/reset", noindex: true });
};

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return data(
    { token: token.slice(0, 500) },
    { headers: { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" } },
  );
}

/** A refusal (ADR 0033); a new password redirects to sign in. */
type Result = { toast?: Toast; fieldErrors?: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const locale = localeOf(request);
  const form = await request.formData().catch(() => null);
  if (!form) return answerRefusal(refusalOfToast(400, FORM_UNREADABLE[locale]));
  const parsed = ACCOUNT_SCHEMAS[locale].resetPassword.safeParse({
    token: form.get("token"),
    password: form.get("password"),
  });
  if (!parsed.success) return answerRefusal(fieldRefusal(fieldErrors(parsed.error)));
  const outcome = await resetPassword(rateLimitIp(context), parsed.data.token, parsed.data.password, locale);
  if (outcome.ok) {
    return redirectWithToast(localizePath("/auth?tab=signin", locale), T[locale].changed);
  }
  const tooCommon = outcome.code === "PASSWORD_TOO_COMMON" ? { password: outcome.description } : undefined;
  return answerRefusal(refusalOf(outcome, tooCommon));
}

export default function ResetPage() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  // Shown once: not above the form when the same text is under the password field.
  const message = unlessAtField(result?.toast, result?.fieldErrors);
  const t = useTexts(T);
  const formT = useTexts(AUTH_FORM_TEXTS);
  const failed = useTexts(FORM_FAILED);
  return (
    <Container className="max-w-lg py-12">
      <AuthCard className="space-y-4">
        <h1 className="text-2xl font-bold text-ocean-900">{t.heading}</h1>
        {!token ? (
          <FormMessage title={t.incomplete.title} description={t.incomplete.description}>
            <Link to="/auth/forgot" className="mt-2 inline-block text-sm font-semibold underline">
              {t.askNewLink}
            </Link>
          </FormMessage>
        ) : (
          <>
            {message ? (
              <FormMessage title={message.title} description={message.description}>
                <Link to="/auth/forgot" className="mt-2 inline-block text-sm font-semibold underline">
                  {t.askNewLink}
                </Link>
              </FormMessage>
            ) : null}
            <Form method="post" className="space-y-4" noValidate {...enhancedForm(failed)}>
              <input type="hidden" name="token" value={token} />
              <TextField
                look="card"
                id="password"
                label={formT.newPassword}
                name="password"
                type="password"
                autoComplete="new-password"
                required
                minLength={MIN_PASSWORD_LENGTH}
                hint={formT.passwordHint(MIN_PASSWORD_LENGTH)}
                error={result?.fieldErrors?.password ?? result?.fieldErrors?.token}
              />
              <SubmitButton busyText={formT.saving}>{formT.setNewPassword}</SubmitButton>
            </Form>
            {message ? null : (
              <p className="text-sm text-slate-600">
                {t.expired}{" "}
                <Link to="/auth/forgot" className="font-semibold text-ocean-800 underline underline-offset-2">
                  {t.askNewLink}
                </Link>
              </p>
            )}
          </>
        )}
      </AuthCard>
    </Container>
  );
}
