import { UNSUBSCRIBE_TEXTS } from "~/features/notifications/texts.ts";
import {
  handleReplyUnsubscribe,
  REPLY_UNSUBSCRIBE_HEADERS,
} from "~/features/notifications/unsubscribe-action.server.ts";
import type { Route } from "./+types/notifications.unsubscribe.one-click";

/**
 * POST /notifications/unsubscribe/one-click?token=… — the reply mail's `List-Unsubscribe` target
 * (`List-Unsubscribe-Post: List-Unsubscribe=One-Click`, RFC 8058): turns the member's reply mail off.
 * Mail providers read only the status, so the answer is plain text.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await handleReplyUnsubscribe(request, context);
  const text = (body: string, status: number, extra: Record<string, string> = {}) =>
    new Response(`${body}\n`, {
      status,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...REPLY_UNSUBSCRIBE_HEADERS, ...extra },
    });
  if (result.outcome === "limited") {
    return text(result.message, 429, { "Retry-After": String(result.retryAfterSeconds) });
  }
  return result.outcome === "off"
    ? text(UNSUBSCRIBE_TEXTS.en.oneClickDone, 200)
    : text(UNSUBSCRIBE_TEXTS.en.oneClickInvalid, 400);
}

/** GET (a person or a link scanner): the page with the button, which never changes anything by itself. */
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const location = token
    ? `/notifications/unsubscribe?token=${encodeURIComponent(token)}`
    : "/notifications/unsubscribe";
  return new Response(null, { status: 303, headers: { Location: location, ...REPLY_UNSUBSCRIBE_HEADERS } });
}
