import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { Toast } from "~/components/Toaster.tsx";
import { HONEYPOT_FIELD } from "~/features/newsletter/constants.ts";
import { rateLimitIp } from "~/lib/client-ip.server.ts";
import { failedWriteStatus } from "~/lib/db/unavailable.ts";
import { assertSameOrigin } from "~/lib/origin.server.ts";
import { consumeRateLimit, waitDescription } from "~/lib/rate-limit.server.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import {
  CONTACT_REQUIRED,
  type FieldErrors,
  type FormActionData,
  formTexts,
  PARTNER_REQUIRED,
  TRANSPORT_UPDATE_REQUIRED,
  VIA_FETCHER,
} from "./constants.ts";
import { contactMessageSchema, partnerRequestSchema, transportUpdateSchema } from "./schema.ts";
import { createContactMessage, createPartnerRequest, createTransportUpdate } from "./submissions.server.ts";

/**
 * The action of every public form (/submit-update, /partners, /contact), in this order:
 * same-origin check, per-IP rate limit (429), honeypot (accepted, nothing stored), required fields
 * (the page's "Missing Information" toast, 400), the zod schema (field messages, 400), then `store`.
 * Success: a hydrated form (hidden `via=fetcher`) gets `{ ok, toast }` and resets itself; a plain
 * HTML form gets a redirect back to the page with the toast (post/redirect/get).
 */
export type PublicForm<S extends z.ZodType> = {
  /** The page's path without "/", also the rate-limit key prefix. */
  name: string;
  limit: number;
  windowSeconds: number;
  schema: S;
  required: readonly string[];
  missing: Toast;
  success: Toast;
  store: (input: z.infer<S>) => Promise<unknown>;
};

const publicForm = <S extends z.ZodType>(form: PublicForm<S>) => form;

export const transportUpdateForm = publicForm({
  name: "submit-update",
  limit: 10,
  windowSeconds: 3600,
  schema: transportUpdateSchema,
  required: TRANSPORT_UPDATE_REQUIRED,
  missing: formTexts.updateMissing,
  success: formTexts.updateSuccess,
  store: (input) => createTransportUpdate(input),
});

export const partnerRequestForm = publicForm({
  name: "partners",
  limit: 5,
  windowSeconds: 3600,
  schema: partnerRequestSchema,
  required: PARTNER_REQUIRED,
  missing: formTexts.partnerMissing,
  success: formTexts.partnerSuccess,
  store: (input) => createPartnerRequest(input),
});

export const contactMessageForm = publicForm({
  name: "contact",
  limit: 5,
  windowSeconds: 3600,
  schema: contactMessageSchema,
  required: CONTACT_REQUIRED,
  missing: formTexts.contactMissing,
  success: formTexts.contactSuccess,
  store: (input) => createContactMessage(input),
});

const MAX_ECHO = 5000;

const NO_STORE = { "Cache-Control": "no-store" };

export async function handlePublicForm<S extends z.ZodType>(
  options: PublicForm<S>,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  assertSameOrigin(request);

  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<FormActionData>({ ok: false, toast: formTexts.error }, { status: 400, headers: NO_STORE });
  }
  const viaFetcher = form.get("via") === VIA_FETCHER;
  const values: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value === "string" && key !== "via" && key !== HONEYPOT_FIELD) values[key] = value.slice(0, MAX_ECHO);
  }

  const limit = await consumeRateLimit({
    key: `${options.name}:ip:${rateLimitIp(context)}`,
    limit: options.limit,
    windowSeconds: options.windowSeconds,
  });
  if (!limit.allowed) {
    const seconds = limit.retryAfterSeconds;
    return data<FormActionData>(
      {
        ok: false,
        toast: {
          title: "Too many attempts",
          description: `You have sent this form several times in a short while. Please wait ${waitDescription(seconds)} and try again.`,
          variant: "destructive",
        },
        values,
      },
      { status: 429, headers: { "Retry-After": String(seconds), ...NO_STORE } },
    );
  }

  const succeed = () =>
    viaFetcher
      ? data<FormActionData>({ ok: true, toast: options.success }, { headers: NO_STORE })
      : redirectWithToast(`/${options.name}`, options.success);

  // A filled honeypot: answer as if it worked, store nothing, send nothing.
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return succeed();

  const fieldErrors: FieldErrors = {};
  for (const key of options.required) {
    const value = form.get(key);
    if (typeof value !== "string" || value.trim() === "") fieldErrors[key] = "This field is required.";
  }
  if (Object.keys(fieldErrors).length > 0) {
    return data<FormActionData>(
      { ok: false, toast: options.missing, fieldErrors, values },
      { status: 400, headers: NO_STORE },
    );
  }

  const raw: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") raw[key] = value;
  const parsed = options.schema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? "form");
      fieldErrors[key] ??= issue.message;
    }
    return data<FormActionData>(
      { ok: false, toast: formTexts.invalid, fieldErrors, values },
      { status: 400, headers: NO_STORE },
    );
  }

  try {
    await options.store(parsed.data);
  } catch (error) {
    console.error(`${options.name}: could not store the submission:`, error);
    return data<FormActionData>(
      { ok: false, toast: formTexts.error, values },
      { status: failedWriteStatus(error), headers: NO_STORE },
    );
  }
  return succeed();
}
