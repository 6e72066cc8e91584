import { CheckCircle2, XCircle } from "lucide-react";
import { data, useLoaderData } from "react-router";
import { Link } from "~/components/Link.tsx";
import { Container } from "~/components/ui/index.tsx";
import { confirmEmail } from "~/features/accounts/accounts.server.ts";
import { AuthCard } from "~/features/accounts/components/AuthCard.tsx";
import { CONFIRM_PAGE_TEXTS, CONFIRM_TEXTS } from "~/features/accounts/texts.ts";
import { localeOf } from "~/lib/locale.ts";
import { passOnHeaders } from "~/lib/route-headers.ts";
import { rootConfig, seo } from "~/lib/seo.ts";
import { useLocalizedPath, useTexts } from "~/lib/use-locale.ts";
import type { Route } from "./+types/auth.confirm";

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = rootConfig(matches);
  const t = CONFIRM_PAGE_TEXTS[site.locale ?? "en"];
  return seo(site, { title: t.metaTitle, description: t.metaDescription, path: "/auth/confirm", noindex: true });
};

/**
 * The emailed confirmation link lands here: it confirms the address, signs the member in (the session
 * cookie comes with this answer; the first time only) and says so.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const outcome = token && token.length <= 2000 ? await confirmEmail(request, token, localeOf(request)) : null;
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
  const texts = useTexts(CONFIRM_TEXTS);
  const pageT = useTexts(CONFIRM_PAGE_TEXTS);
  const localized = useLocalizedPath();
  return (
    <Container className="max-w-lg py-12">
      <AuthCard className="text-center">
        {confirmed && signedIn ? (
          <>
            <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-teal-700" />
            <h1 className="mt-3 text-2xl font-bold text-ocean-900">{texts.confirmedTitle}</h1>
            <p className="mt-2 text-slate-600">{texts.signedIn}</p>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <a href={localized("/community")} className={LINK_BUTTON}>
                {texts.toCommunity}
              </a>
              <a href={localized("/account")} className={LINK_BUTTON_OUTLINE}>
                {texts.toAccount}
              </a>
            </div>
          </>
        ) : confirmed ? (
          <>
            <CheckCircle2 aria-hidden="true" className="mx-auto size-12 text-teal-700" />
            <h1 className="mt-3 text-2xl font-bold text-ocean-900">{texts.confirmedTitle}</h1>
            <p className="mt-2 text-slate-600">{texts.signInNow}</p>
            <Link to="/auth?tab=signin" className={`mt-6 ${LINK_BUTTON}`}>
              {pageT.signIn}
            </Link>
          </>
        ) : (
          <>
            <XCircle aria-hidden="true" className="mx-auto size-12 text-coral-700" />
            <h1 className="mt-3 text-2xl font-bold text-ocean-900">{pageT.failedTitle}</h1>
            <p className="mt-2 text-slate-600">{pageT.failed}</p>
            <Link
              to="/auth?tab=signin"
              className="mt-6 inline-flex items-center justify-center rounded-full bg-ocean-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-ocean-800"
            >
              {pageT.toSignIn}
            </Link>
          </>
        )}
      </AuthCard>
    </Container>
  );
}
