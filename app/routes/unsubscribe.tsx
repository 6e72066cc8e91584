import { MailX } from "lucide-react";
import { data, Form } from "react-router";
import { FORM_PAGE_HOME_CRUMB } from "~/components/form/crumbs.ts";
import { Link } from "~/components/Link.tsx";
import { buttonClass, Container, PageHeader } from "~/components/ui/index.tsx";
import { UNSUBSCRIBE_PAGE_TEXT as T } from "~/features/newsletter/texts.ts";
import { verifyUnsubscribeToken } from "~/features/newsletter/tokens.server.ts";
import {
  handleUnsubscribePost,
  invalidLink,
  UNSUBSCRIBE_HEADERS,
} from "~/features/newsletter/unsubscribe-action.server.ts";
import { localeOf } from "~/lib/locale.ts";
import { answerRefusal } from "~/lib/refusal.ts";
import { passOnHeaders } from "~/lib/route-headers.ts";
import { rootConfig, seo } from "~/lib/seo.ts";
import { useTexts } from "~/lib/use-locale.ts";
import type { Route } from "./+types/unsubscribe";

/**
 * /unsubscribe?token=… — the link in every newsletter mail. A GET only shows a button (mail scanners
 * fetch links in advance; a GET must not unsubscribe); the button POSTs here. The mail's one-click
 * `List-Unsubscribe` header points at the plain-text resource route /unsubscribe/one-click instead.
 * Both share `handleUnsubscribePost` (per-IP limit; a foreign Origin is refused, none is accepted).
 */

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const valid = verifyUnsubscribeToken(token) !== null;
  return data({ token: valid ? token : null }, { status: valid ? 200 : 400, headers: UNSUBSCRIBE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await handleUnsubscribePost(request, context);
  // The limit (429): the page shows the refusal's texts. An invalid link (400): the page's own view, with its link.
  if (result.outcome === "limited") return answerRefusal(result.refusal, {}, UNSUBSCRIBE_HEADERS);
  if (result.outcome === "invalid") return answerRefusal(invalidLink(localeOf(request)), {}, UNSUBSCRIBE_HEADERS);
  return data({ ok: true as const, done: true as const }, { status: 200, headers: UNSUBSCRIBE_HEADERS });
}

/** The loader's and action's headers reach the browser (React Router drops them otherwise). */
export function headers(args: Route.HeadersArgs) {
  return passOnHeaders(args, UNSUBSCRIBE_HEADERS);
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = rootConfig(matches);
  const t = T[site.locale ?? "en"];
  return seo(site, { title: t.metaTitle, description: t.metaDescription, path: "/unsubscribe", noindex: true });
};

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { token } = loaderData;
  const t = useTexts(T);
  const home = useTexts(FORM_PAGE_HOME_CRUMB);
  let body: React.ReactNode;
  if (actionData && !actionData.ok && actionData.status === 429) {
    body = (
      <div role="alert">
        <h2 className="text-2xl font-bold text-ocean-900">{actionData.toast?.title}</h2>
        <p className="mt-2 text-slate-700">{actionData.toast?.description}</p>
      </div>
    );
  } else if (actionData?.ok) {
    body = (
      <div role="status">
        <h2 className="text-2xl font-bold text-ocean-900">{t.doneTitle}</h2>
        <p className="mt-2 text-slate-700">{t.done}</p>
      </div>
    );
  } else if (!token || actionData) {
    body = (
      <div role="alert">
        <h2 className="text-2xl font-bold text-ocean-900">{t.invalidTitle}</h2>
        <p className="mt-2 text-slate-700">
          {t.invalidBefore}{" "}
          <Link to="/contact" className="font-semibold text-ocean-700 underline">
            {t.contactLink}
          </Link>{" "}
          {t.invalidAfter}
        </p>
      </div>
    );
  } else {
    body = (
      <>
        <h2 className="text-2xl font-bold text-ocean-900">{t.question}</h2>
        <p className="mt-2 text-slate-700">{t.explain}</p>
        <Form method="post" className="mt-6">
          <input type="hidden" name="token" value={token} />
          <button type="submit" className={buttonClass("primary")}>
            {t.button}
          </button>
        </Form>
      </>
    );
  }
  return (
    <>
      <PageHeader title={t.heading} trail={[{ label: home, to: "/" }, { label: t.crumb }]} />
      <Container className="py-10">
        <section className="flex max-w-2xl gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <MailX aria-hidden="true" className="size-8 shrink-0 text-teal-700" />
          <div>{body}</div>
        </section>
      </Container>
    </>
  );
}
