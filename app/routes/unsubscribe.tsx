import { MailX } from "lucide-react";
import { data, Form, Link } from "react-router";
import { buttonClass, Container, PageHeader } from "~/components/ui/index.tsx";
import { unsubscribe, verifyUnsubscribeToken } from "~/features/newsletter/newsletter.server.ts";
import { rootConfig, seo } from "~/lib/seo.ts";
import type { Route } from "./+types/unsubscribe";

/**
 * /unsubscribe?token=… — the link in every newsletter mail, and the `List-Unsubscribe` target.
 * A GET only shows a button (mail scanners fetch links in advance; a GET must not unsubscribe).
 * A POST unsubscribes: the button here, or a mail program's one-click request
 * (`List-Unsubscribe=One-Click`, RFC 8058), which comes from the mail provider's servers without a
 * session or an Origin header. That is why this action alone skips the same-origin check: the signed
 * token is the authority, and a forged request could only unsubscribe the holder of the token.
 */

export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const valid = verifyUnsubscribeToken(token) !== null;
  return data(
    { token: valid ? token : null },
    { status: valid ? 200 : 400, headers: { "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const url = new URL(request.url);
  let form: FormData | null = null;
  try {
    form = await request.formData();
  } catch {
    form = null;
  }
  const fromForm = form?.get("token");
  const token = typeof fromForm === "string" && fromForm ? fromForm : url.searchParams.get("token");
  const oneClick = form?.get("List-Unsubscribe") === "One-Click";
  const id = verifyUnsubscribeToken(token);
  const found = id !== null && (await unsubscribe(id));
  if (oneClick) {
    return new Response(found ? "Unsubscribed.\n" : "This unsubscribe link is not valid.\n", {
      status: found ? 200 : 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return data({ done: found }, { status: found ? 200 : 400, headers: { "Cache-Control": "no-store" } });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(rootConfig(matches), {
    title: "Unsubscribe",
    description: "Stop receiving the newsletter.",
    path: "/unsubscribe",
    noindex: true,
  });

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { token } = loaderData;
  let body: React.ReactNode;
  if (actionData?.done) {
    body = (
      <div role="status">
        <h2 className="text-2xl font-bold text-ocean-900">You have been unsubscribed</h2>
        <p className="mt-2 text-slate-700">
          You will not receive our newsletter any more. Changed your mind? Sign up again at any time in the footer of
          any page.
        </p>
      </div>
    );
  } else if (!token || actionData?.done === false) {
    body = (
      <div role="alert">
        <h2 className="text-2xl font-bold text-ocean-900">This unsubscribe link is not valid</h2>
        <p className="mt-2 text-slate-700">
          Please use the link from your most recent email, or{" "}
          <Link to="/contact" className="font-semibold text-ocean-700 underline">
            contact us
          </Link>{" "}
          and we will remove your address.
        </p>
      </div>
    );
  } else {
    body = (
      <>
        <h2 className="text-2xl font-bold text-ocean-900">Stop receiving our newsletter?</h2>
        <p className="mt-2 text-slate-700">You will no longer get route updates and new guides by email.</p>
        <Form method="post" className="mt-6">
          <input type="hidden" name="token" value={token} />
          <button type="submit" className={buttonClass("primary")}>
            Unsubscribe
          </button>
        </Form>
      </>
    );
  }
  return (
    <>
      <PageHeader title="Newsletter" trail={[{ label: "Home", to: "/" }, { label: "Unsubscribe" }]} />
      <Container className="py-10">
        <section className="flex max-w-2xl gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <MailX aria-hidden="true" className="size-8 shrink-0 text-teal-700" />
          <div>{body}</div>
        </section>
      </Container>
    </>
  );
}
