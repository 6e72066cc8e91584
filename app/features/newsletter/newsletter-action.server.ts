import type { data, RouterContextProvider } from "react-router";
import { HONEYPOT_FIELD, waitIn } from "~/components/form/texts.ts";
import type { Toast } from "~/components/Toaster.tsx";
import { rateLimitIp } from "~/lib/client-ip.server.ts";
import { failedWriteStatus } from "~/lib/db/unavailable.ts";
import { localeOf } from "~/lib/locale.ts";
import { log } from "~/lib/log.server.ts";
import { assertSameOrigin } from "~/lib/origin.server.ts";
import { consumeRateLimit } from "~/lib/rate-limit.server.ts";
import { answerRefusal, Refusal, type RefusalAnswer, refusalJson, refusalOfToast } from "~/lib/refusal.ts";
import { sameSitePath } from "~/lib/safe-redirect.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import type { NewsletterSource, SubscribeOutcome } from "./constants.ts";
import { subscribe } from "./newsletter.server.ts";
import { SUBSCRIBE_SCHEMAS, subscribeSchema } from "./schema.ts";
import { newsletterTexts, SUBSCRIBE_REFUSAL_TEXTS, subscribedToast } from "./texts.ts";

/**
 * POST /newsletter, the action of the three signup forms (plain HTML forms on prerendered pages).
 * - `Accept: application/json` (app/enhance/enhance.js): `{ ok, outcome, toast }` with a real status
 *   (200, 400 invalid, 429 rate limited, 500); a refusal is `refusalJson`'s answer with its `outcome`.
 * - Otherwise (no JavaScript): success (subscribed or already) is a 303 back to the page the form was
 *   on (`returnTo`), with the toast in the flash cookie; the static file server then renders that page
 *   instead of sending the file. A refusal (400, 429 with Retry-After, 500) is not redirected: the
 *   /newsletter page renders with the message, the form filled in again and the status kept.
 * Every refusal is a `Refusal` (ADR 0033), answered by `answerRefusal` or, as JSON, `refusalJson`.
 */

/** What /newsletter renders after a refused signup without JavaScript: the refusal, the form's source and page, what was typed. */
export type NewsletterRefused = RefusalAnswer & {
  source: NewsletterSource;
  returnTo: string;
  values: { email: string; name: string };
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

export type NewsletterAnswer = Response | ReturnType<typeof data<NewsletterRefused>>;

type Signup = { form: FormData | null; source: NewsletterSource; returnTo: string; json: boolean };

/** A signup that went through (or a honeypot's, answered alike): JSON for the script, else back to the page. */
async function succeed(signup: Signup, outcome: "subscribed" | "already", toast: Toast): Promise<NewsletterAnswer> {
  if (signup.json) {
    return Response.json({ ok: true, outcome, toast }, { headers: { "Cache-Control": "no-store" } });
  }
  return redirectWithToast(signup.returnTo, toast, { status: 303 });
}

/** A refused signup: JSON for the script, else the /newsletter page with the form filled in again. */
function refuse(signup: Signup, outcome: SubscribeOutcome, refusal: Refusal): NewsletterAnswer {
  if (signup.json) {
    return refusalJson(refusal, { outcome });
  }
  const typed = (field: string) => {
    const value = signup.form?.get(field);
    return typeof value === "string" ? value.slice(0, 254) : "";
  };
  const { source, returnTo } = signup;
  return answerRefusal(refusal, { source, returnTo, values: { email: typed("email"), name: typed("name") } });
}

export async function newsletterAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<NewsletterAnswer> {
  assertSameOrigin(request);
  // The edition of the form: /id/newsletter for the Indonesian pages' forms (ADR 0036).
  const locale = localeOf(request);

  // A body that is not form data is answered like an invalid address (400), never a 500.
  const form = await request.formData().catch(() => null);
  const source = subscribeSchema.shape.source.parse(form?.get("source"));
  const texts = newsletterTexts[locale][source];
  const signup: Signup = {
    form,
    source,
    returnTo: safeReturnTo(form?.get("returnTo") ?? null),
    json: wantsJson(request),
  };

  if (!form) return refuse(signup, "invalid", refusalOfToast(400, texts.error));

  const limit = await consumeRateLimit({ key: `newsletter:ip:${rateLimitIp(context)}`, ...NEWSLETTER_LIMIT });
  if (!limit.allowed) {
    const seconds = limit.retryAfterSeconds;
    const refusal = SUBSCRIBE_REFUSAL_TEXTS[locale];
    const wait = refusal.wait(waitIn(seconds, locale));
    return refuse(signup, "limited", new Refusal(429, refusal.tooManyTitle, wait, { retryAfterSeconds: seconds }));
  }

  // A filled honeypot: answer as if it worked, store nothing.
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "")
    return succeed(signup, "subscribed", subscribedToast(source, locale));

  const parsed = SUBSCRIBE_SCHEMAS[locale].safeParse({
    email: form.get("email") ?? "",
    name: form.get("name") ?? undefined,
    source,
  });
  if (!parsed.success) {
    const refusal = SUBSCRIBE_REFUSAL_TEXTS[locale];
    const message = parsed.error.issues[0]?.message ?? refusal.invalidEmail;
    return refuse(signup, "invalid", new Refusal(400, refusal.invalidTitle, message));
  }

  try {
    // A new or returning address is pending until its owner confirms: the spec's success toast, and
    // beside it that the confirmation mail must be opened first (the guide comes once confirmed).
    const result = await subscribe({ ...parsed.data, locale });
    return result.outcome === "already"
      ? succeed(signup, "already", texts.already)
      : succeed(signup, "subscribed", subscribedToast(source, locale));
  } catch (error) {
    log.error("newsletter: could not subscribe:", error);
    return refuse(signup, "error", refusalOfToast(failedWriteStatus(error), texts.error));
  }
}
