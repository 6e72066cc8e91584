import type { RouterContextProvider } from "react-router";
import { waitIn } from "~/components/form/texts.ts";
import { rateLimitIp } from "~/lib/client-ip.server.ts";
import { type Locale, localeOf } from "~/lib/locale.ts";
import { assertSameOrigin } from "~/lib/origin.server.ts";
import { consumeRateLimit } from "~/lib/rate-limit.server.ts";
import { Refusal } from "~/lib/refusal.ts";
import { unsubscribe } from "./newsletter.server.ts";
import { UNSUBSCRIBE_PAGE_TEXT } from "./texts.ts";
import { verifyUnsubscribeToken } from "./tokens.server.ts";

/**
 * POST /unsubscribe (the page's button) and POST /unsubscribe/one-click (RFC 8058, the mail's
 * List-Unsubscribe target), see docs/decisions/0007-newsletter-and-public-forms.md.
 *
 * Origin: a one-click request comes from the mail provider's servers, without Origin or Referer, so a
 * request without both is accepted (the signed token is the authority). A request that does name a
 * site must name this one: a foreign Origin is refused (403) like on every other form.
 *
 * Rate limit per IP: generous, because one mail provider sends the one-click requests of many
 * recipients from few addresses; it only stops floods. Over it, the request is refused (ADR 0033), and
 * so is an invalid link (`invalidLink`: the one-click's plain text; the page draws its own view for it).
 */
export const UNSUBSCRIBE_LIMIT = { limit: 60, windowSeconds: 600 };

export type UnsubscribeResult = { outcome: "unsubscribed" | "invalid" } | { outcome: "limited"; refusal: Refusal };

export async function handleUnsubscribePost(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<UnsubscribeResult> {
  if (request.headers.has("Origin") || request.headers.has("Referer")) assertSameOrigin(request);

  const limit = await consumeRateLimit({ key: `unsubscribe:ip:${rateLimitIp(context)}`, ...UNSUBSCRIBE_LIMIT });
  if (!limit.allowed) {
    const { retryAfterSeconds } = limit;
    const t = UNSUBSCRIBE_PAGE_TEXT[localeOf(request)];
    const message = t.tooMany(waitIn(retryAfterSeconds, localeOf(request)));
    return { outcome: "limited", refusal: new Refusal(429, t.tooManyTitle, message, { retryAfterSeconds }) };
  }

  const form = await request.formData().catch(() => null);
  const fromForm = form?.get("token");
  const token = typeof fromForm === "string" && fromForm ? fromForm : new URL(request.url).searchParams.get("token");
  const id = verifyUnsubscribeToken(token);
  const found = id !== null && (await unsubscribe(id));
  return { outcome: found ? "unsubscribed" : "invalid" };
}

/**
 * Headers of every unsubscribe answer: never cached, and the token (in the URL) never leaves the site
 * in a Referer. Not `no-referrer`: under it browsers send `Origin: null` with the page's own form POST,
 * which React Router refuses (400) as a cross-site action.
 */
export const UNSUBSCRIBE_HEADERS = { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" } as const;

/** The refusal of a link that is not (or no longer) valid: 400. */
export function invalidLink(locale: Locale): Refusal {
  const t = UNSUBSCRIBE_PAGE_TEXT[locale];
  return new Refusal(400, t.invalidTitle, t.oneClickInvalid);
}
