import { ArrowLeft } from "lucide-react";
import { data, Form, useActionData } from "react-router";
import { TextField } from "~/components/form/Field.tsx";
import { enhancedForm, SubmitButton } from "~/components/form/Form.tsx";
import { FormMessage, unlessAtField } from "~/components/form/FormMessage.tsx";
import { Link } from "~/components/Link.tsx";
import { Container } from "~/components/ui/index.tsx";
import { refusalOf, requestPasswordReset } from "~/features/accounts/accounts.server.ts";
import { AuthCard } from "~/features/accounts/components/AuthCard.tsx";
import { ACCOUNT_SCHEMAS, fieldErrors } from "~/features/accounts/schema.ts";
import { AUTH_FORM_TEXTS, FORM_FAILED, FORM_UNREADABLE, FORGOT_PAGE_TEXTS as T } from "~/features/accounts/texts.ts";
import { rateLimitIp } from "~/lib/client-ip.server.ts";
import type { RouteHandle } from "~/lib/handle.ts";
import { localeOf } from "~/lib/locale.ts";
import { assertSameOrigin } from "~/lib/origin.server.ts";
import { answerRefusal, fieldRefusal, refusalOfToast } from "~/lib/refusal.ts";
import { passOnHeaders } from "~/lib/route-headers.ts";
import { answerScriptWithJson } from "~/lib/script-answer.server.ts";
import { rootConfig, seo } from "~/lib/seo.ts";
import type { Toast } from "~/lib/toast.server.ts";
import { useTexts } from "~/lib/use-locale.ts";
import type { Route } from "./+types/auth.forgot";

/** Not hydrated: the form script sends the form and shows the answer as a toast (ADR 0020). */
export const handle: RouteHandle = { enhanceForms: true };

/** The form script's posts (Accept: application/json) are answered with JSON, before React Router renders. */
export const middleware: Route.MiddlewareFunction[] = [answerScriptWithJson(action)];

/** React Router passes an action's headers on only through this export: a 429 keeps its Retry-After. */
export function headers(args: Route.HeadersArgs) {
  return passOnHeaders(args);
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = rootConfig(matches);
  const t = T[site.locale ?? "en"];
  return seo(site, { title: t.metaTitle, description: t.metaDescription, path: "/auth/forgot", noindex: true });
};

/** The sent state, or a refusal (ADR 0033) with the address typed. */
type Result = {
  sent?: boolean;
  toast?: Toast;
  fieldErrors?: Record<string, string>;
  values?: { email?: string };
};

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const locale = localeOf(request);
  const form = await request.formData().catch(() => null);
  if (!form) return answerRefusal(refusalOfToast(400, FORM_UNREADABLE[locale]));
  const parsed = ACCOUNT_SCHEMAS[locale].emailOnly.safeParse({ email: form.get("email") });
  const email = typeof form.get("email") === "string" ? String(form.get("email")).trim().slice(0, 254) : "";
  if (!parsed.success) return answerRefusal(fieldRefusal(fieldErrors(parsed.error)), { values: { email } });
  const outcome = await requestPasswordReset(rateLimitIp(context), parsed.data.email, locale);
  // Only its rate limits refuse a reset link: the refusal carries their Retry-After.
  if (!outcome.ok) return answerRefusal(refusalOf(outcome), { values: { email } });
  return data<Result>({
    sent: true,
    toast: T[locale].sentToast,
  });
}

export default function ForgotPage() {
  const result = useActionData<typeof action>() as Result | undefined;
  // Shown once: not above the form when the same text is under the field.
  const message = unlessAtField(result?.toast, result?.fieldErrors);
  const t = useTexts(T);
  const formT = useTexts(AUTH_FORM_TEXTS);
  const failed = useTexts(FORM_FAILED);
  return (
    <Container className="max-w-lg py-12">
      <Link
        to="/auth"
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-ocean-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t.backToSignIn}
      </Link>
      <AuthCard className="mt-4 space-y-4">
        <h1 className="text-2xl font-bold text-ocean-900">{t.heading}</h1>
        {result?.sent ? (
          <FormMessage tone="success" title={t.sent.title} description={t.sent.description} />
        ) : (
          <>
            <p className="text-slate-600">{t.intro}</p>
            {message ? <FormMessage title={message.title} description={message.description} /> : null}
            <Form method="post" className="space-y-4" noValidate {...enhancedForm(failed)}>
              <TextField
                look="card"
                id="email"
                label={formT.email}
                name="email"
                type="email"
                autoComplete="email"
                required
                defaultValue={result?.values?.email}
                error={result?.fieldErrors?.email}
              />
              <SubmitButton busyText={formT.sending}>{formT.sendResetLink}</SubmitButton>
            </Form>
          </>
        )}
      </AuthCard>
    </Container>
  );
}
