import { MailCheck } from "lucide-react";
import type { ReactNode } from "react";
import { data, Form } from "react-router";
import { FORM_PAGE_HOME_CRUMB } from "~/components/form/crumbs.ts";
import { buttonClass, Container, PageHeader } from "~/components/ui/index.tsx";
import { CONFIRM_HEADERS, handleConfirmPost } from "~/features/newsletter/confirm-action.server.ts";
import { CONFIRM_PAGE, CONFIRM_PAGE_FRAME } from "~/features/newsletter/texts.ts";
import { verifyConfirmToken } from "~/features/newsletter/tokens.server.ts";
import { answerRefusal } from "~/lib/refusal.ts";
import { passOnHeaders } from "~/lib/route-headers.ts";
import { rootConfig, seo } from "~/lib/seo.ts";
import { useTexts } from "~/lib/use-locale.ts";
import type { Route } from "./+types/newsletter.confirm";

/**
 * /newsletter/confirm?token=… — the link in the confirmation mail (double opt-in, ADR 0013). A GET only
 * shows a button (mail scanners fetch links in advance; a GET must not confirm); the button POSTs here.
 */

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const valid = verifyConfirmToken(token) !== null;
  return data({ token: valid ? token : null }, { status: valid ? 200 : 400, headers: CONFIRM_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await handleConfirmPost(request, context);
  // An invalid link (400) or the limit (429): the page shows the refusal's title and description.
  if ("refusal" in result) return answerRefusal(result.refusal, { outcome: result.outcome }, CONFIRM_HEADERS);
  return data({ ok: true as const, outcome: result.outcome }, { status: 200, headers: CONFIRM_HEADERS });
}

/** The loader's and action's headers reach the browser (React Router drops them otherwise). */
export function headers(args: Route.HeadersArgs) {
  return passOnHeaders(args, CONFIRM_HEADERS);
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = rootConfig(matches);
  const locale = site.locale ?? "en";
  return seo(site, {
    title: CONFIRM_PAGE[locale].title,
    description: CONFIRM_PAGE_FRAME[locale].metaDescription,
    path: "/newsletter/confirm",
    noindex: true,
  });
};

function Message({ title, alert, children }: { title: string; alert?: boolean; children: ReactNode }) {
  return (
    <div role={alert ? "alert" : "status"}>
      <h2 className="text-2xl font-bold text-ocean-900">{title}</h2>
      <p className="mt-2 text-slate-700">{children}</p>
    </div>
  );
}

function ConfirmBody({ token, actionData }: { token: string | null; actionData: Route.ComponentProps["actionData"] }) {
  const page = useTexts(CONFIRM_PAGE);
  if (actionData && !actionData.ok && actionData.toast) {
    return (
      <Message title={actionData.toast.title} alert>
        {actionData.toast.description}
      </Message>
    );
  }
  if (actionData?.outcome === "confirmed") {
    return <Message title={page.confirmedTitle}>{page.confirmed}</Message>;
  }
  if (actionData?.outcome === "already") {
    return <Message title={page.alreadyTitle}>{page.already}</Message>;
  }
  if (!token) {
    return (
      <Message title={page.invalidTitle} alert>
        {page.invalid}
      </Message>
    );
  }
  return (
    <>
      <h2 className="text-2xl font-bold text-ocean-900">{page.title}</h2>
      <p className="mt-2 text-slate-700">{page.ask}</p>
      <Form method="post" className="mt-6">
        <input type="hidden" name="token" value={token} />
        <button type="submit" className={buttonClass("primary")}>
          {page.button}
        </button>
      </Form>
    </>
  );
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const frame = useTexts(CONFIRM_PAGE_FRAME);
  const home = useTexts(FORM_PAGE_HOME_CRUMB);
  return (
    <>
      <PageHeader title={frame.heading} trail={[{ label: home, to: "/" }, { label: frame.crumb }]} />
      <Container className="py-10">
        <section className="flex max-w-2xl gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <MailCheck aria-hidden="true" className="size-8 shrink-0 text-teal-700" />
          <div>
            <ConfirmBody token={loaderData.token} actionData={actionData} />
          </div>
        </section>
      </Container>
    </>
  );
}
