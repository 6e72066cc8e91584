import type { RouterContextProvider } from "react-router";
import { waitIn } from "~/components/form/texts.ts";
import { rateLimitIp } from "~/lib/client-ip.server.ts";
import { localeOf } from "~/lib/locale.ts";
import { assertSameOrigin } from "~/lib/origin.server.ts";
import { consumeRateLimit } from "~/lib/rate-limit.server.ts";
import { Refusal } from "~/lib/refusal.ts";
import { confirmSubscription } from "./newsletter.server.ts";
import { CONFIRM_PAGE, UNSUBSCRIBE_PAGE_TEXT } from "./texts.ts";
import { verifyConfirmToken } from "./tokens.server.ts";

/**
 * POST /newsletter/confirm, the button on the page behind the confirmation mail's link
 * (docs/decisions/0013-newsletter-double-opt-in.md). A GET only shows the button: mail scanners
 * fetch links in advance, and a GET that confirmed would let them confirm for a stranger.
 * Same origin (a form on this site) and a per-IP limit, like every public write. An invalid or
 * expired link and the limit are refusals (ADR 0033) in the request's language, shown by the page.
 */
export const CONFIRM_LIMIT = { limit: 30, windowSeconds: 600 };

export type ConfirmResult = { outcome: "confirmed" | "already" } | { outcome: "invalid" | "limited"; refusal: Refusal };

export async function handleConfirmPost(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<ConfirmResult> {
  assertSameOrigin(request);
  const locale = localeOf(request);
  const page = CONFIRM_PAGE[locale];
  const limit = await consumeRateLimit({ key: `newsletter-confirm:ip:${rateLimitIp(context)}`, ...CONFIRM_LIMIT });
  if (!limit.allowed) {
    const { retryAfterSeconds } = limit;
    const message = UNSUBSCRIBE_PAGE_TEXT[locale].tooMany(waitIn(retryAfterSeconds, locale));
    return { outcome: "limited", refusal: new Refusal(429, page.limitedTitle, message, { retryAfterSeconds }) };
  }
  const form = await request.formData().catch(() => null);
  const token = form?.get("token");
  const id = verifyConfirmToken(typeof token === "string" ? token : null);
  const outcome = id === null ? "invalid" : await confirmSubscription(id);
  if (outcome === "invalid") return { outcome, refusal: new Refusal(400, page.invalidTitle, page.invalid) };
  return { outcome };
}

/**
 * Headers of every confirm answer: never cached, and the token (in the URL) never leaves the site
 * in a Referer. Not `no-referrer`: under it browsers send `Origin: null` with the page's own form POST,
 * which React Router refuses (400) as a cross-site action.
 */
export const CONFIRM_HEADERS = { "Cache-Control": "no-store", "Referrer-Policy": "same-origin" } as const;
