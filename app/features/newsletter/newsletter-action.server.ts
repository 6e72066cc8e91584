import { data, type RouterContextProvider } from "react-router";
import { HONEYPOT_FIELD, waitIn } from "~/components/form/texts.ts";
import type { Toast } from "~/components/Toaster.tsx";
import { rateLimitIp } from "~/lib/client-ip.server.ts";
import { failedWriteStatus } from "~/lib/db/unavailable.ts";
import { localeOf } from "~/lib/locale.ts";
import { log } from "~/lib/log.server.ts";
import { assertSameOrigin } from "~/lib/origin.server.ts";
import { consumeRateLimit } from "~/lib/rate-limit.server.ts";
import { sameSitePath } from "~/lib/safe-redirect.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import type { NewsletterSource, SubscribeOutcome } from "./constants.ts";
import { subscribe } from "./newsletter.server.ts";
import { SUBSCRIBE_SCHEMAS, subscribeSchema } from "./schema.ts";
import { newsletterTexts, SUBSCRIBE_REFUSAL_TEXTS, subscribedToast } from "./texts.ts";

/**
 * POST /newsletter, the action of the three signup forms (plain HTML forms on prerendered pages).
 * - `Accept: application/json` (app/enhance/enhance.js): `{ ok, outcome, toast }` with a real status
 *   (200, 400 invalid, 429 rate limited, 500).
 * - Otherwise (no JavaScript): success (subscribed or already) is a 303 back to the page the form was
 *   on (`returnTo`), with the toast in the flash cookie; the static file server then renders that page
 *   instead of sending the file. A refusal (400, 429 with Retry-After, 500) is not redirected: the
 *   /newsletter page renders with the message, the form filled in again and the status kept.
 */

/** What /newsletter renders after a refused signup without JavaScript. */
export type NewsletterRefusal = {
  toast: Toast;
  source: NewsletterSource;
  returnTo: string;
  email: string;
  name: string;
};

export const NEWSLETTER_LIMIT = { limit: 10, windowSeconds: 600 };

/** A same-site path to return to after a signup, else "/" (app/lib/safe-redirect.ts). */
export function safeReturnTo(value: FormDataEntryValue | null | undefined): string {
  return sameSitePath(value, { fallback: "/" });
}

/** The enhancement script's request (app/enhance/enhance.js), which wants `{ ok, outcome, toast }`. */
export function wantsJson(request: Request): boolean {
  return (request.headers.get("Accept") ?? "").includes("application/json");
}

export type NewsletterAnswer = Response | ReturnType<typeof data<NewsletterRefusal>>;

export async function newsletterAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<NewsletterAnswer> {
  assertSameOrigin(request);
  const json = wantsJson(request);
  // The edition of the form: /id/newsletter for the Indonesian pages' forms (ADR 0036).
  const locale = localeOf(request);

  // A body that is not form data is answered like an invalid address (400), never a 500.
  const form = await request.formData().catch(() => null);
  const source = subscribeSchema.shape.source.parse(form?.get("source"));
  const texts = newsletterTexts[locale][source];
  const returnTo = safeReturnTo(form?.get("returnTo") ?? null);

  const respond = async (
    outcome: SubscribeOutcome,
    toast: Toast,
    status: number,
    headers: Record<string, string> = {},
  ): Promise<NewsletterAnswer> => {
    if (json) {
      return Response.json(
        { ok: outcome === "subscribed" || outcome === "already", outcome, toast },
        { status, headers: { "Cache-Control": "no-store", ...headers } },
      );
    }
    if (status < 300) return redirectWithToast(returnTo, toast, { status: 303 });
    const typed = (field: string) => {
      const value = form?.get(field);
      return typeof value === "string" ? value.slice(0, 254) : "";
    };
    return data<NewsletterRefusal>(
      { toast, source, returnTo, email: typed("email"), name: typed("name") },
      { status, headers: { "Cache-Control": "no-store", ...headers } },
    );
  };

  if (!form) return respond("invalid", texts.error, 400);

  const limit = await consumeRateLimit({ key: `newsletter:ip:${rateLimitIp(context)}`, ...NEWSLETTER_LIMIT });
  if (!limit.allowed) {
    const toast: Toast = {
      title: SUBSCRIBE_REFUSAL_TEXTS[locale].tooManyTitle,
      description: SUBSCRIBE_REFUSAL_TEXTS[locale].wait(waitIn(limit.retryAfterSeconds, locale)),
      variant: "destructive",
    };
    return respond("limited", toast, 429, { "Retry-After": String(limit.retryAfterSeconds) });
  }

  // A filled honeypot: answer as if it worked, store nothing.
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "")
    return respond("subscribed", subscribedToast(source, locale), 200);

  const parsed = SUBSCRIBE_SCHEMAS[locale].safeParse({
    email: form.get("email") ?? "",
    name: form.get("name") ?? undefined,
    source,
  });
  if (!parsed.success) {
    const refusal = SUBSCRIBE_REFUSAL_TEXTS[locale];
    const message = parsed.error.issues[0]?.message ?? refusal.invalidEmail;
    return respond("invalid", { title: refusal.invalidTitle, description: message, variant: "destructive" }, 400);
  }

  try {
    // A new or returning address is pending until its owner confirms: the spec's success toast, and
    // beside it that the confirmation mail must be opened first (the guide comes once confirmed).
    const result = await subscribe({ ...parsed.data, locale });
    return result.outcome === "already"
      ? respond("already", texts.already, 200)
      : respond("subscribed", subscribedToast(source, locale), 200);
  } catch (error) {
    log.error("newsletter: could not subscribe:", error);
    return respond("error", texts.error, failedWriteStatus(error));
  }
}
