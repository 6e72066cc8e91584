import { CheckCircle2, XCircle } from "lucide-react";
import { data, Link, useLoaderData } from "react-router";
import { Container } from "~/components/ui/index.tsx";
import { confirmEmail } from "~/features/accounts/accounts.server.ts";
import { AuthCard } from "~/features/accounts/components/AuthCard.tsx";
import { CONFIRM_PAGE_TEXTS, CONFIRM_TEXTS } from "~/features/accounts/texts.ts";
import { passOnHeaders } from "~/lib/route-headers.ts";
import { rootConfig, seo } from "~/lib/seo.ts";
import type { Route } from "./+types/auth.confirm";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(rootConfig(matches), {
    title: CONFIRM_PAGE_TEXTS.metaTitle,
    description: CONFIRM_PAGE_TEXTS.metaDescription,
    path: "/auth/confirm",
    noindex: true,
  });

/**
 * The emailed confirmation link lands here: it confirms the address, signs the member in (the session
 * cookie comes with this answer; the first time only) and says so.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const outcome = token && token.length <= 2000 ? await confirmEmail(request, token) : null;
  const confirmed = Boolean(outcome?.ok);
  const signedIn = outcome?.ok === true && outcome.signedIn;
  const headers = new Headers(outcome?.ok ? outcome.headers : undefined);
  headers.set("Cache-Control", "no-store");
  headers.set("Referrer-Policy", "no-referrer");
  return data({ confirmed, signedIn }, { status: confirmed ? 200 : 400, headers });
}

/** No caching, no referrer (the token is in the URL); React Router adds the loader's session cookie itself. */
export function headers(args: Route.HeadersArgs) {
  return passOnHeaders(args);
}

const LINK_BUTTON =
  "inline-flex items-center justify-center rounded-full bg-ocean-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-ocean-800";
const LINK_BUTTON_OUTLINE =
  "inline-flex items-center justify-center rounded-full border border-ocean-700 px-5 py-2.5 text-sm font-semibold text-ocean-800 hover:bg-ocean-50";

export default function ConfirmPage() {
  const { confirmed, signedIn } = useLoaderData<typeof loader>();
  return (
    <Container className="max-w-lg py-12">
      <AuthCard className="text-center">
        {confirmed && signedIn ? (
          <>
            <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-teal-700" />
            <h1 className="mt-3 text-2xl font-bold text-ocean-900">{CONFIRM_TEXTS.confirmedTitle}</h1>
            <p className="mt-2 text-slate-600">{CONFIRM_TEXTS.signedIn}</p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <a href="/community" className={LINK_BUTTON}>
                {CONFIRM_TEXTS.toCommunity}
              </a>
              <a href="/account" className={LINK_BUTTON_OUTLINE}>
                {CONFIRM_TEXTS.toAccount}
              </a>
            </div>
          </>
        ) : confirmed ? (
          <>
            <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-teal-700" />
            <h1 className="mt-3 text-2xl font-bold text-ocean-900">{CONFIRM_TEXTS.confirmedTitle}</h1>
            <p className="mt-2 text-slate-600">{CONFIRM_TEXTS.signInNow}</p>
            <Link to="/auth?tab=signin" className={`mt-6 ${LINK_BUTTON}`}>
              {CONFIRM_PAGE_TEXTS.signIn}
            </Link>
          </>
        ) : (
          <>
            <XCircle aria-hidden="true" className="mx-auto size-12 text-coral-700" />
            <h1 className="mt-3 text-2xl font-bold text-ocean-900">{CONFIRM_PAGE_TEXTS.failedTitle}</h1>
            <p className="mt-2 text-slate-600">{CONFIRM_PAGE_TEXTS.failed}</p>
            <Link
              to="/auth?tab=signin"
              className="mt-6 inline-flex items-center justify-center rounded-full bg-ocean-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-ocean-800"
            >
              {CONFIRM_PAGE_TEXTS.toSignIn}
            </Link>
          </>
        )}
      </AuthCard>
    </Container>
  );
}
