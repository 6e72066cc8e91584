import { data, Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { useToastFromData } from "~/components/Toaster.tsx";
import { Container } from "~/components/ui/index.tsx";
import { resetPassword } from "~/features/accounts/accounts.server.ts";
import { AuthCard, Field, FormMessage, SubmitButton } from "~/features/accounts/components/AuthUi.tsx";
import { MIN_PASSWORD_LENGTH } from "~/features/accounts/constants.ts";
import { fieldErrors, resetPasswordSchema } from "~/features/accounts/schema.ts";
import { rateLimitIp } from "~/lib/client-ip.server.ts";
import type { RouteHandle } from "~/lib/handle.ts";
import { assertSameOrigin } from "~/lib/origin.server.ts";
import { passOnHeaders } from "~/lib/route-headers.ts";
import { rootConfig, seo } from "~/lib/seo.ts";
import { redirectWithToast, type Toast } from "~/lib/toast.server.ts";
import type { Route } from "./+types/auth.reset";

export const handle: RouteHandle = { hydrate: true };

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

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(rootConfig(matches), {
    title: "Choose a new password",
    description: "Choose a new password for your community account.",
    path: "/auth/reset",
    noindex: true,
  });

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return data(
    { token: token.slice(0, 500) },
    { headers: { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" } },
  );
}

type Result = { toast?: Toast; errors?: Record<string, string> };

export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request);
  const form = await request.formData().catch(() => null);
  if (!form) {
    return data<Result>(
      {
        toast: { title: "Error", description: "The form could not be read. Please try again.", variant: "destructive" },
      },
      { status: 400 },
    );
  }
  const parsed = resetPasswordSchema.safeParse({ token: form.get("token"), password: form.get("password") });
  if (!parsed.success) return data<Result>({ errors: fieldErrors(parsed.error) }, { status: 400 });
  const outcome = await resetPassword(rateLimitIp(context), parsed.data.token, parsed.data.password);
  if (outcome.ok) {
    return redirectWithToast("/auth?tab=signin", {
      title: "Password changed",
      description: "Your password has been changed and you were signed out everywhere. Please sign in.",
    });
  }
  return data<Result>(
    {
      toast: { title: outcome.title, description: outcome.description, variant: "destructive" },
      errors: outcome.code === "PASSWORD_TOO_COMMON" ? { password: outcome.description } : undefined,
    },
    {
      status: outcome.status,
      headers: outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : undefined,
    },
  );
}

export default function ResetPage() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as Result | undefined;
  const busy = useNavigation().state === "submitting";
  useToastFromData(result?.toast);
  return (
    <Container className="max-w-lg py-12">
      <AuthCard className="space-y-4">
        <h1 className="text-2xl font-bold text-ocean-900">Choose a new password</h1>
        {!token ? (
          <FormMessage
            title="Reset link incomplete"
            description="Open the link from the email again, or ask for a new one."
          >
            <Link to="/auth/forgot" className="mt-2 inline-block text-sm font-semibold underline">
              Ask for a new link
            </Link>
          </FormMessage>
        ) : (
          <>
            {result?.toast ? (
              <FormMessage title={result.toast.title} description={result.toast.description}>
                <Link to="/auth/forgot" className="mt-2 inline-block text-sm font-semibold underline">
                  Ask for a new link
                </Link>
              </FormMessage>
            ) : null}
            <Form method="post" className="space-y-4" noValidate>
              <input type="hidden" name="token" value={token} />
              <Field
                label="New password"
                name="password"
                type="password"
                autoComplete="new-password"
                required
                minLength={MIN_PASSWORD_LENGTH}
                hint={`At least ${MIN_PASSWORD_LENGTH} characters; very common passwords are not accepted.`}
                error={result?.errors?.password ?? result?.errors?.token}
              />
              <SubmitButton busy={busy} busyText="Saving...">
                Set new password
              </SubmitButton>
            </Form>
          </>
        )}
      </AuthCard>
    </Container>
  );
}
