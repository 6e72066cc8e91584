import { UNSUBSCRIBE_PAGE_TEXT } from "~/features/newsletter/texts.ts";
import { handleUnsubscribePost, UNSUBSCRIBE_HEADERS } from "~/features/newsletter/unsubscribe-action.server.ts";
import { localeOf, localizePath } from "~/lib/locale.ts";
import type { Route } from "./+types/unsubscribe.one-click";

/**
 * POST /unsubscribe/one-click?token=… — the `List-Unsubscribe` target of the newsletter mail
 * (`List-Unsubscribe-Post: List-Unsubscribe=One-Click`, RFC 8058). Mail providers send it from their
 * servers and read only the status, so the answer is plain text.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const result = await handleUnsubscribePost(request, context);
  const text = (body: string, status: number, extra: Record<string, string> = {}) =>
    new Response(`${body}\n`, {
      status,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...UNSUBSCRIBE_HEADERS, ...extra },
    });
  if (result.outcome === "limited") {
    return text(result.message, 429, { "Retry-After": String(result.retryAfterSeconds) });
  }
  return result.outcome === "unsubscribed"
    ? text(UNSUBSCRIBE_PAGE_TEXT[localeOf(request)].oneClickDone, 200)
    : text(UNSUBSCRIBE_PAGE_TEXT[localeOf(request)].oneClickInvalid, 400);
}

/** GET (a person or a link scanner): the page with the button, which never unsubscribes by itself. */
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const page = localizePath("/unsubscribe", localeOf(request));
  const location = token ? `${page}?token=${encodeURIComponent(token)}` : page;
  return new Response(null, { status: 303, headers: { Location: location, ...UNSUBSCRIBE_HEADERS } });
}
