import { useActionData } from "react-router";
import { FORM_PAGE_HOME_CRUMB } from "~/components/form/crumbs.ts";
import { Link } from "~/components/Link.tsx";
import { ToastNotice } from "~/components/Toaster.tsx";
import { Container, PageHeader } from "~/components/ui/index.tsx";
import { NewsletterForm } from "~/features/newsletter/components/NewsletterForm.tsx";
import { newsletterAction, wantsJson } from "~/features/newsletter/newsletter-action.server.ts";
import { NEWSLETTER_FORM_TEXTS, NEWSLETTER_PAGE_TEXT as T } from "~/features/newsletter/texts.ts";
import { passOnHeaders } from "~/lib/route-headers.ts";
import { rootConfig, seo } from "~/lib/seo.ts";
import { useTexts } from "~/lib/use-locale.ts";
import type { Route } from "./+types/newsletter";

/**
 * POST /newsletter: the footer, home and blog signup forms (see newsletter-action.server.ts).
 * With JavaScript the answer is JSON; without it, success redirects back to the form's page and a
 * refusal renders this page with the message and the form again, keeping the status (400, 429, 500).
 * GET shows the same signup form on its own.
 */
/**
 * The script's request (Accept: application/json) is answered here, before React Router renders: a
 * page route would otherwise turn the JSON Response into action data and answer with HTML.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    if (request.method !== "POST" || !wantsJson(request)) return next();
    try {
      const answer = await newsletterAction(request, context);
      if (answer instanceof Response) return answer;
      throw new Error("newsletter: a JSON request must be answered with a Response");
    } catch (thrown) {
      // assertSameOrigin throws its 403 Response.
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  },
];

export async function action({ request, context }: Route.ActionArgs) {
  return newsletterAction(request, context);
}

/** The action's Retry-After and no-store reach the browser (React Router drops them otherwise). */
export function headers(args: Route.HeadersArgs) {
  return passOnHeaders(args, { "Cache-Control": "no-store" });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = rootConfig(matches);
  const t = T[site.locale ?? "en"];
  return seo(site, { title: t.metaTitle, description: t.metaDescription, path: "/newsletter", noindex: true });
};

export default function Newsletter() {
  // The hook rather than the prop: it is what React Router itself reads, in every kind of server build.
  const actionData = useActionData<typeof action>();
  const source = actionData?.source ?? "footer";
  const t = useTexts(T);
  const form = useTexts(NEWSLETTER_FORM_TEXTS);
  const home = useTexts(FORM_PAGE_HOME_CRUMB);
  const returnTo = actionData?.returnTo ?? "/";
  return (
    <>
      <PageHeader title={t.heading} trail={[{ label: home, to: "/" }, { label: t.crumb }]} />
      <ToastNotice toast={actionData?.toast} />
      <Container className="py-10">
        <section
          aria-labelledby="newsletter-signup"
          className="max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="newsletter-signup" className="text-2xl font-bold text-ocean-900">
            {t.signupHeading}
          </h2>
          <p className="mt-2 mb-5 text-slate-700">{t.signupIntro}</p>
          <NewsletterForm
            source={source}
            withName={source === "home"}
            buttonText={source === "home" ? form.getTheGuide : form.subscribe}
            returnTo={returnTo}
            defaultEmail={actionData?.values.email}
            defaultName={actionData?.values.name}
            idPrefix="newsletter-page"
          />
          {actionData ? (
            <p className="mt-6">
              <Link to={returnTo} className="font-semibold text-ocean-700 underline underline-offset-2">
                {t.back}
              </Link>
            </p>
          ) : null}
        </section>
      </Container>
    </>
  );
}
