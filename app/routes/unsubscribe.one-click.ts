import { UNSUBSCRIBE_PAGE_TEXT } from "~/features/newsletter/texts.ts";
import {
  handleUnsubscribePost,
  invalidLink,
  UNSUBSCRIBE_HEADERS,
} from "~/features/newsletter/unsubscribe-action.server.ts";
import { localeOf, localizePath } from "~/lib/locale.ts";
import { refusalText } from "~/lib/refusal.ts";
import type { Route } from "./+types/unsubscribe.one-click";

/**
 * POST /unsubscribe/one-click?token=… — the `List-Unsubscribe` target of the newsletter mail
 * (`List-Unsubscribe-Post: List-Unsubscribe=One-Click`, RFC 8058). Mail providers send it from their
 * servers and read only the status, so the answer is plain text (a refusal's: `refusalText`, ADR 0033).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await handleUnsubscribePost(request, context);
  if (result.outcome === "limited") return refusalText(result.refusal, UNSUBSCRIBE_HEADERS);
  if (result.outcome === "invalid") return refusalText(invalidLink(localeOf(request)), UNSUBSCRIBE_HEADERS);
  return new Response(`${UNSUBSCRIBE_PAGE_TEXT[localeOf(request)].oneClickDone}\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8", ...UNSUBSCRIBE_HEADERS },
  });
}

/** GET (a person or a link scanner): the page with the button, which never unsubscribes by itself. */
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const page = localizePath("/unsubscribe", localeOf(request));
  const location = token ? `${page}?token=${encodeURIComponent(token)}` : page;
  return new Response(null, { status: 303, headers: { Location: location, ...UNSUBSCRIBE_HEADERS } });
}
