import type { RouterContextProvider } from "react-router";
import { rateLimitIp } from "~/lib/client-ip.server.ts";
import { type Locale, localeOf } from "~/lib/locale.ts";
import { assertSameOrigin } from "~/lib/origin.server.ts";
import { consumeRateLimit } from "~/lib/rate-limit.server.ts";
import { Refusal } from "~/lib/refusal.ts";
import { setLevel } from "./notifications.server.ts";
import { NOTIFICATION_TEXTS, UNSUBSCRIBE_TEXTS } from "./texts.ts";
import { verifyReplyMailOffToken } from "./tokens.server.ts";

/**
 * POST /notifications/unsubscribe (the page's button) and /notifications/unsubscribe/one-click
 * (RFC 8058: the reply mail's List-Unsubscribe target, posted by mail providers): the signed token's
 * member gets the setting 'none'. The same rules as the newsletter's (app/features/newsletter/
 * unsubscribe-action.server.ts): a request without Origin and Referer is accepted (mail providers
 * send none; the token is the authority), a foreign Origin is refused, and a generous per-IP limit
 * stops floods. The token can only ever turn reply mail off. Over the limit the request is refused
 * (ADR 0033); each route words the refusal of an invalid link for its reader (`invalidLink`).
 */
export const REPLY_UNSUBSCRIBE_LIMIT = { limit: 60, windowSeconds: 600 };

export type ReplyUnsubscribeResult = { outcome: "off" | "invalid" } | { outcome: "limited"; refusal: Refusal };

export async function handleReplyUnsubscribe(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<ReplyUnsubscribeResult> {
  if (request.headers.has("Origin") || request.headers.has("Referer")) assertSameOrigin(request);
  const locale = localeOf(request);
  const limit = await consumeRateLimit({
    key: `reply-unsubscribe:ip:${rateLimitIp(context)}`,
    ...REPLY_UNSUBSCRIBE_LIMIT,
  });
  if (!limit.allowed) {
    const { retryAfterSeconds } = limit;
    const t = UNSUBSCRIBE_TEXTS[locale];
    const message = t.tooMany(NOTIFICATION_TEXTS[locale].wait(retryAfterSeconds));
    return { outcome: "limited", refusal: new Refusal(429, t.pageTitle, message, { retryAfterSeconds }) };
  }
  const form = await request.formData().catch(() => null);
  const fromForm = form?.get("token");
  const token = typeof fromForm === "string" && fromForm ? fromForm : new URL(request.url).searchParams.get("token");
  const userId = verifyReplyMailOffToken(token);
  const found = userId !== null && (await setLevel(userId, "none"));
  return { outcome: found ? "off" : "invalid" };
}

/** Never cached; the token in the URL never leaves in a Referer (same-origin, see the newsletter's note). */
export const REPLY_UNSUBSCRIBE_HEADERS = { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" } as const;

/**
 * The refusal of a link that is not (or no longer) valid: 400, with the page's words, or with the
 * one-click answer's sentence (`oneClick`, in English: mail providers read only the status).
 */
export function invalidLink(locale: Locale, { oneClick = false } = {}): Refusal {
  const t = UNSUBSCRIBE_TEXTS[oneClick ? "en" : locale];
  return new Refusal(400, t.invalid, oneClick ? t.oneClickInvalid : t.invalidExplain);
}
