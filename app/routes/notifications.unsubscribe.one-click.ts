import { UNSUBSCRIBE_TEXTS } from "~/features/notifications/texts.ts";
import {
  handleReplyUnsubscribe,
  invalidLink,
  REPLY_UNSUBSCRIBE_HEADERS,
} from "~/features/notifications/unsubscribe-action.server.ts";
import { refusalText } from "~/lib/refusal.ts";
import type { Route } from "./+types/notifications.unsubscribe.one-click";

/**
 * POST /notifications/unsubscribe/one-click?token=… — the reply mail's `List-Unsubscribe` target
 * (`List-Unsubscribe-Post: List-Unsubscribe=One-Click`, RFC 8058): turns the member's reply mail off.
 * Mail providers read only the status, so the answer is plain text (a refusal's: `refusalText`, ADR 0033).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await handleReplyUnsubscribe(request, context);
  if (result.outcome === "limited") return refusalText(result.refusal, REPLY_UNSUBSCRIBE_HEADERS);
  if (result.outcome === "invalid")
    return refusalText(invalidLink("en", { oneClick: true }), REPLY_UNSUBSCRIBE_HEADERS);
  return new Response(`${UNSUBSCRIBE_TEXTS.en.oneClickDone}\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8", ...REPLY_UNSUBSCRIBE_HEADERS },
  });
}

/** GET (a person or a link scanner): the page with the button, which never changes anything by itself. */
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const location = token
    ? `/notifications/unsubscribe?token=${encodeURIComponent(token)}`
    : "/notifications/unsubscribe";
  return new Response(null, { status: 303, headers: { Location: location, ...REPLY_UNSUBSCRIBE_HEADERS } });
}
