import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { OneOfRule } from "~/components/form/Form.tsx";
import { HONEYPOT_FIELD } from "~/components/form/texts.ts";
import type { Toast } from "~/components/Toaster.tsx";
import { rateLimitIp } from "~/lib/client-ip.server.ts";
import { failedWriteStatus } from "~/lib/db/unavailable.ts";
import { log } from "~/lib/log.server.ts";
import { assertSameOrigin } from "~/lib/origin.server.ts";
import { consumeRateLimit, waitDescription } from "~/lib/rate-limit.server.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import {
  CONTACT_REQUIRED,
  type FieldErrors,
  type FormActionData,
  PARTNER_CONTACT_RULE,
  PARTNER_REQUIRED,
  TRANSPORT_UPDATE_REQUIRED,
  VIA_FETCHER,
} from "./constants.ts";
import { contactMessageSchema, partnerRequestSchema, transportUpdateSchema } from "./schema.ts";
import { createContactMessage, createPartnerRequest, createTransportUpdate } from "./submissions.server.ts";
import { FORM_LIMIT_TEXTS, formTexts, REQUIRED_FIELD_MESSAGE } from "./texts.ts";

/**
 * The action of every public form (/submit-update, /partners, /contact), in this order:
 * same-origin check, per-IP rate limit (429), honeypot (accepted, nothing stored), required fields
 * (the page's "Missing Information" toast, 400), at least one of `oneOf` (400), the zod schema (field messages, 400), then `store`.
 * Success: the form script's post (hidden `via=fetcher`) gets `{ ok, toast }` and resets the form; a plain
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
  /** Fields of which at least one must be filled in (checked after `required`), with the page's answer. */
  oneOf?: OneOfRule;
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
  oneOf: PARTNER_CONTACT_RULE,
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

type Answer = ReturnType<typeof data<FormActionData>>;

const refuse = (body: FormActionData, status: number, headers: Record<string, string> = {}): Answer =>
  data<FormActionData>(body, { status, headers: { ...headers, ...NO_STORE } });

/** What the visitor typed, to put back into the form after a refusal (never the honeypot). */
function echoedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value === "string" && key !== "via" && key !== HONEYPOT_FIELD) values[key] = value.slice(0, MAX_ECHO);
  }
  return values;
}

async function refusalWhenLimited(
  options: PublicForm<z.ZodType>,
  context: Readonly<RouterContextProvider>,
  values: Record<string, string>,
): Promise<Answer | null> {
  const limit = await consumeRateLimit({
    key: `${options.name}:ip:${rateLimitIp(context)}`,
    limit: options.limit,
    windowSeconds: options.windowSeconds,
  });
  if (limit.allowed) return null;
  const seconds = limit.retryAfterSeconds;
  const toast: Toast = {
    title: FORM_LIMIT_TEXTS.title,
    description: FORM_LIMIT_TEXTS.description(waitDescription(seconds)),
    variant: "destructive",
  };
  return refuse({ ok: false, toast, values }, 429, { "Retry-After": String(seconds) });
}

function missingFields(form: FormData, required: readonly string[]): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const key of required) {
    if (!filledIn(form, key)) fieldErrors[key] = REQUIRED_FIELD_MESSAGE;
  }
  return fieldErrors;
}

const filledIn = (form: FormData, key: string) => {
  const value = form.get(key);
  return typeof value === "string" && value.trim() !== "";
};

/** When none of `oneOf`'s fields is filled in: the same message on each of them. */
function noneOf(form: FormData, oneOf: PublicForm<z.ZodType>["oneOf"]): FieldErrors | null {
  if (!oneOf || oneOf.fields.some((key) => filledIn(form, key))) return null;
  return Object.fromEntries(oneOf.fields.map((key) => [key, oneOf.fieldError]));
}

/** The schema's verdict: the parsed input, or the first message for each field. */
function parseFields<S extends z.ZodType>(
  schema: S,
  form: FormData,
): { input: z.infer<S>; fieldErrors?: undefined } | { input?: undefined; fieldErrors: FieldErrors } {
  const raw: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") raw[key] = value;
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { input: parsed.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? "form")] ??= issue.message;
  return { fieldErrors };
}

/**
 * Every field checked at once (issue 28): empty required fields, the "at least one of" group and the
 * schema's messages for the fields that were filled in, so a form sent without JavaScript shows every
 * problem on the first answer. The toast names the first kind of problem found, in that order.
 */
function checkAllFields<S extends z.ZodType>(
  options: PublicForm<S>,
  form: FormData,
): { ok: true; input: z.infer<S> } | { ok: false; toast: Toast; fieldErrors: FieldErrors } {
  const missing = missingFields(form, options.required);
  const unreachable = noneOf(form, options.oneOf);
  const parsed = parseFields(options.schema, form);
  if (!parsed.fieldErrors && Object.keys(missing).length === 0 && !unreachable)
    return { ok: true, input: parsed.input };
  // An empty field says "required", not the schema's message about its format.
  const fieldErrors: FieldErrors = { ...parsed.fieldErrors, ...unreachable, ...missing };
  const toast =
    Object.keys(missing).length > 0
      ? options.missing
      : unreachable && options.oneOf
        ? options.oneOf.missing
        : formTexts.invalid;
  return { ok: false, toast, fieldErrors };
}

export async function handlePublicForm<S extends z.ZodType>(
  options: PublicForm<S>,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  assertSameOrigin(request);
  const form = await request.formData().catch(() => null);
  if (!form) return refuse({ ok: false, toast: formTexts.error }, 400);
  const values = echoedValues(form);

  const limited = await refusalWhenLimited(options, context, values);
  if (limited) return limited;

  const succeed = () =>
    form.get("via") === VIA_FETCHER
      ? data<FormActionData>({ ok: true, toast: options.success }, { headers: NO_STORE })
      : redirectWithToast(`/${options.name}`, options.success);

  // A filled honeypot: answer as if it worked, store nothing, send nothing.
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return succeed();

  const checked = checkAllFields(options, form);
  if (!checked.ok) return refuse({ ok: false, toast: checked.toast, fieldErrors: checked.fieldErrors, values }, 400);
  const { input } = checked;

  try {
    await options.store(input);
  } catch (error) {
    log.error(`${options.name}: could not store the submission:`, error);
    return refuse({ ok: false, toast: formTexts.error, values }, failedWriteStatus(error));
  }
  return succeed();
}
