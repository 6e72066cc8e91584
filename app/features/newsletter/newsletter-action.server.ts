import type { RouterContextProvider } from "react-router";
import type { Toast } from "~/components/Toaster.tsx";
import { rateLimitIp } from "~/lib/client-ip.server.ts";
import { assertSameOrigin } from "~/lib/origin.server.ts";
import { consumeRateLimit, waitDescription } from "~/lib/rate-limit.server.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import { subscribe } from "./newsletter.server.ts";
import {
  HONEYPOT_FIELD,
  NEWSLETTER_SOURCES,
  type NewsletterSource,
  newsletterTexts,
  type SubscribeOutcome,
  subscribeSchema,
} from "./schema.ts";

/**
 * POST /newsletter, the action of the three signup forms (plain HTML forms on prerendered pages).
 * - `Accept: application/json` (app/enhance/enhance.js): `{ ok, outcome, toast }` with a real status
 *   (200, 400 invalid, 429 rate limited, 500).
 * - Otherwise (no JavaScript): a 303 back to the page the form was on (`returnTo`), with the toast in
 *   the flash cookie; the static file server then renders that page instead of sending the file.
 */

export const NEWSLETTER_LIMIT = { limit: 10, windowSeconds: 600 };

/** A same-site path to return to: starts with one "/", no scheme or host, no backslash. */
export function safeReturnTo(value: FormDataEntryValue | null): string {
  if (typeof value !== "string" || value.length > 500) return "/";
  if (!value.startsWith("/") || value.startsWith("//") || /[\\\r\n\t]/.test(value)) return "/";
  return value;
}

export async function newsletterAction(request: Request, context: Readonly<RouterContextProvider>): Promise<Response> {
  assertSameOrigin(request);
  const wantsJson = (request.headers.get("Accept") ?? "").includes("application/json");

  let form: FormData | null = null;
  try {
    form = await request.formData();
  } catch {
    form = null;
  }
  const sourceValue = form?.get("source");
  const source: NewsletterSource = NEWSLETTER_SOURCES.includes(sourceValue as NewsletterSource)
    ? (sourceValue as NewsletterSource)
    : "footer";
  const texts = newsletterTexts[source];
  const returnTo = safeReturnTo(form?.get("returnTo") ?? null);

  const respond = async (outcome: SubscribeOutcome, toast: Toast, status: number, headers: HeadersInit = {}) => {
    if (wantsJson) {
      return Response.json(
        { ok: outcome === "subscribed" || outcome === "already", outcome, toast },
        { status, headers: { "Cache-Control": "no-store", ...headers } },
      );
    }
    return redirectWithToast(returnTo, toast, { status: 303 });
  };

  if (!form) return respond("invalid", texts.error, 400);

  const limit = await consumeRateLimit({ key: `newsletter:ip:${rateLimitIp(context)}`, ...NEWSLETTER_LIMIT });
  if (!limit.allowed) {
    const toast: Toast = {
      title: "Too many attempts",
      description: `Please wait ${waitDescription(limit.retryAfterSeconds)} and try again.`,
      variant: "destructive",
    };
    return respond("limited", toast, 429, { "Retry-After": String(limit.retryAfterSeconds) });
  }

  // A filled honeypot: answer as if it worked, store nothing.
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return respond("subscribed", texts.subscribed, 200);

  const parsed = subscribeSchema.safeParse({
    email: form.get("email") ?? "",
    name: form.get("name") ?? undefined,
    source,
  });
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? "Please enter a valid email address.";
    return respond(
      "invalid",
      { title: "Please check your email address", description: message, variant: "destructive" },
      400,
    );
  }

  try {
    const result = await subscribe(parsed.data);
    return result.outcome === "already"
      ? respond("already", texts.already, 200)
      : respond("subscribed", texts.subscribed, 200);
  } catch (error) {
    console.error("newsletter: could not subscribe:", error);
    return respond("error", texts.error, 500);
  }
}
