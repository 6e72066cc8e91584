import { BellOff } from "lucide-react";
import { data, Form } from "react-router";
import { Link } from "~/components/Link.tsx";
import { buttonClass, Container, PageHeader } from "~/components/ui/index.tsx";
import { UNSUBSCRIBE_TEXTS } from "~/features/notifications/texts.ts";
import { verifyReplyMailOffToken } from "~/features/notifications/tokens.server.ts";
import {
  handleReplyUnsubscribe,
  invalidLink,
  REPLY_UNSUBSCRIBE_HEADERS,
} from "~/features/notifications/unsubscribe-action.server.ts";
import { localeOf } from "~/lib/locale.ts";
import { answerRefusal } from "~/lib/refusal.ts";
import { passOnHeaders } from "~/lib/route-headers.ts";
import { rootConfig, seo } from "~/lib/seo.ts";
import { useTexts } from "~/lib/use-locale.ts";
import type { Route } from "./+types/notifications.unsubscribe";

/**
 * /notifications/unsubscribe?token=… — the link in every reply mail. A GET only shows a button (mail
 * scanners fetch links in advance); the button POSTs here and turns reply mail off. The one-click
 * List-Unsubscribe header points at /notifications/unsubscribe/one-click instead.
 */
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const valid = verifyReplyMailOffToken(token) !== null;
  return data({ token: valid ? token : null }, { status: valid ? 200 : 400, headers: REPLY_UNSUBSCRIBE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await handleReplyUnsubscribe(request, context);
  // The limit (429) and an invalid link (400): the page shows the refusal's title and description.
  if (result.outcome === "limited") return answerRefusal(result.refusal, {}, REPLY_UNSUBSCRIBE_HEADERS);
  if (result.outcome === "invalid") {
    return answerRefusal(invalidLink(localeOf(request)), {}, REPLY_UNSUBSCRIBE_HEADERS);
  }
  return data({ ok: true as const, done: true as const }, { status: 200, headers: REPLY_UNSUBSCRIBE_HEADERS });
}

export function headers(args: Route.HeadersArgs) {
  return passOnHeaders(args, REPLY_UNSUBSCRIBE_HEADERS);
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = rootConfig(matches);
  const t = UNSUBSCRIBE_TEXTS[site.locale ?? "en"];
  return seo(site, { title: t.pageTitle, description: t.explain, path: "/notifications/unsubscribe", noindex: true });
};

function Body({ token, actionData }: { token: string | null; actionData: Route.ComponentProps["actionData"] }) {
  const T = useTexts(UNSUBSCRIBE_TEXTS);
  // A refusal (the limit, an invalid link): its title and description.
  if (actionData && !actionData.ok && actionData.toast) {
    return (
      <div role="alert">
        <h2 className="text-2xl font-bold text-ocean-900">{actionData.toast.title}</h2>
        <p className="mt-2 text-slate-700">{actionData.toast.description}</p>
      </div>
    );
  }
  if (actionData?.ok) {
    return (
      <div role="status">
        <h2 className="text-2xl font-bold text-ocean-900">{T.done}</h2>
        <p className="mt-2 text-slate-700">
          {T.doneExplain}{" "}
          <Link to="/account#notifications" className="font-semibold text-ocean-700 underline">
            {T.settingsLink}
          </Link>
          .
        </p>
      </div>
    );
  }
  if (!token) {
    return (
      <div role="alert">
        <h2 className="text-2xl font-bold text-ocean-900">{T.invalid}</h2>
        <p className="mt-2 text-slate-700">{T.invalidExplain}</p>
      </div>
    );
  }
  return (
    <>
      <h2 className="text-2xl font-bold text-ocean-900">{T.question}</h2>
      <p className="mt-2 text-slate-700">{T.explain}</p>
      <Form method="post" className="mt-6">
        <input type="hidden" name="token" value={token} />
        <button type="submit" className={buttonClass("primary")}>
          {T.button}
        </button>
      </Form>
    </>
  );
}

export default function ReplyUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const T = useTexts(UNSUBSCRIBE_TEXTS);
  return (
    <>
      <PageHeader title={T.title} trail={[{ label: T.home, to: "/" }, { label: T.pageTitle }]} />
      <Container className="py-10">
        <section className="flex max-w-2xl gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <BellOff aria-hidden="true" className="size-8 shrink-0 text-teal-700" />
          <div>
            <Body token={loaderData.token} actionData={actionData} />
          </div>
        </section>
      </Container>
    </>
  );
}
