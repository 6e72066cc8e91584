import { CheckCircle2, XCircle } from "lucide-react";
import { data, Link, useLoaderData } from "react-router";
import { Container } from "~/components/ui/index.tsx";
import { confirmEmail } from "~/features/accounts/accounts.server.ts";
import { AuthCard } from "~/features/accounts/components/AuthUi.tsx";
import { rootConfig, seo } from "~/lib/seo.ts";
import type { Route } from "./+types/auth.confirm";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(rootConfig(matches), {
    title: "Confirm your email",
    description: "Confirm the email address of your community account.",
    path: "/auth/confirm",
    noindex: true,
  });

/** The emailed confirmation link lands here: it confirms the address and says so. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const outcome = token && token.length <= 2000 ? await confirmEmail(token) : null;
  const confirmed = Boolean(outcome?.ok);
  return data(
    { confirmed },
    { status: confirmed ? 200 : 400, headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } },
  );
}

export default function ConfirmPage() {
  const { confirmed } = useLoaderData<typeof loader>();
  return (
    <Container className="max-w-lg py-12">
      <AuthCard className="text-center">
        {confirmed ? (
          <>
            <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-teal-700" />
            <h1 className="mt-3 text-2xl font-bold text-ocean-900">Email confirmed</h1>
            <p className="mt-2 text-slate-600">Your email address is confirmed. You can now sign in.</p>
            <Link
              to="/auth?tab=signin"
              className="mt-6 inline-flex items-center justify-center rounded-full bg-ocean-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-ocean-800"
            >
              Sign In
            </Link>
          </>
        ) : (
          <>
            <XCircle aria-hidden="true" className="mx-auto size-12 text-coral-700" />
            <h1 className="mt-3 text-2xl font-bold text-ocean-900">Confirmation failed</h1>
            <p className="mt-2 text-slate-600">
              This confirmation link is invalid or has expired. Sign in with your email and password to get a new one.
            </p>
            <Link
              to="/auth?tab=signin"
              className="mt-6 inline-flex items-center justify-center rounded-full bg-ocean-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-ocean-800"
            >
              Go to Sign In
            </Link>
          </>
        )}
      </AuthCard>
    </Container>
  );
}
