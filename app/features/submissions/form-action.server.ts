import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { OneOfRule } from "~/components/form/Form.tsx";
import { HONEYPOT_FIELD, waitIn } from "~/components/form/texts.ts";
import { rateLimitIp } from "~/lib/client-ip.server.ts";
import { failedWriteStatus } from "~/lib/db/unavailable.ts";
import { type Locale, localeOf, localizePath } from "~/lib/locale.ts";
import { log } from "~/lib/log.server.ts";
import { assertSameOrigin } from "~/lib/origin.server.ts";
import { consumeRateLimit } from "~/lib/rate-limit.server.ts";
import { answerRefusal, Refusal, refusalOfToast } from "~/lib/refusal.ts";
import { redirectWithToast } from "~/lib/toast.server.ts";
import {
  CONTACT_REQUIRED,
  type FieldErrors,
  type FormActionData,
  PARTNER_REQUIRED,
  partnerContactRule,
  TRANSPORT_UPDATE_REQUIRED,
  VIA_FETCHER,
} from "./constants.ts";
import { SUBMISSION_SCHEMAS } from "./schema.ts";
import { createContactMessage, createPartnerRequest, createTransportUpdate } from "./submissions.server.ts";
import { FORM_LIMIT_TEXTS, formTexts, REQUIRED_FIELD_MESSAGE } from "./texts.ts";

/**
 * The action of every public form (/submit-update, /partners, /contact), in this order:
 * same-origin check, per-IP rate limit (429), honeypot (accepted, nothing stored), required fields
 * (the page's "Missing Information" toast, 400), at least one of `oneOf` (400), the zod schema (field messages, 400), then `store`.
 * Success: the form script's post (hidden `via=fetcher`) gets `{ ok, toast }` and resets the form; a plain
 * HTML form gets a redirect back to the page with the toast (post/redirect/get). Every refusal is a
 * `Refusal` answered by `answerRefusal` (ADR 0033), with the values typed; a failed write too (500/503).
 */
export type PublicForm<S extends z.ZodType> = {
  /** The page's path without "/", also the rate-limit key prefix. */
  name: string;
  limit: number;
  windowSeconds: number;
  /** The schema of each edition (its messages in the page's language). */
  schemas: Readonly<Record<Locale, S>>;
  required: readonly string[];
  missing: FormToast;
  /** Fields of which at least one must be filled in (checked after `required`), with the page's answer. */
  oneOf?: (locale: Locale) => OneOfRule;
  success: FormToast;
  store: (input: z.infer<S>) => Promise<unknown>;
};

type FormToast = keyof (typeof formTexts)["en"];

const publicForm = <S extends z.ZodType>(form: PublicForm<S>) => form;

const schemasOf = <K extends keyof (typeof SUBMISSION_SCHEMAS)["en"]>(key: K) => ({
  en: SUBMISSION_SCHEMAS.en[key],
  id: SUBMISSION_SCHEMAS.id[key],
});

export const transportUpdateForm = publicForm({
  name: "submit-update",
  limit: 10,
  windowSeconds: 3600,
  schemas: schemasOf("transportUpdate"),
  required: TRANSPORT_UPDATE_REQUIRED,
  missing: "updateMissing",
  success: "updateSuccess",
  store: (input) => createTransportUpdate(input),
});

export const partnerRequestForm = publicForm({
  name: "partners",
  limit: 5,
  windowSeconds: 3600,
  schemas: schemasOf("partnerRequest"),
  required: PARTNER_REQUIRED,
  missing: "partnerMissing",
  oneOf: partnerContactRule,
  success: "partnerSuccess",
  store: (input) => createPartnerRequest(input),
});

export const contactMessageForm = publicForm({
  name: "contact",
  limit: 5,
  windowSeconds: 3600,
  schemas: schemasOf("contactMessage"),
  required: CONTACT_REQUIRED,
  missing: "contactMissing",
  success: "contactSuccess",
  store: (input) => createContactMessage(input),
});

const MAX_ECHO = 5000;

const NO_STORE = { "Cache-Control": "no-store" };

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
  locale: Locale,
): Promise<Refusal | null> {
  const limit = await consumeRateLimit({
    key: `${options.name}:ip:${rateLimitIp(context)}`,
    limit: options.limit,
    windowSeconds: options.windowSeconds,
  });
  if (limit.allowed) return null;
  const seconds = limit.retryAfterSeconds;
  const texts = FORM_LIMIT_TEXTS[locale];
  return new Refusal(429, texts.title, texts.description(waitIn(seconds, locale)), { retryAfterSeconds: seconds });
}

function missingFields(form: FormData, required: readonly string[], locale: Locale): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const key of required) {
    if (!filledIn(form, key)) fieldErrors[key] = REQUIRED_FIELD_MESSAGE[locale];
  }
  return fieldErrors;
}

const filledIn = (form: FormData, key: string) => {
  const value = form.get(key);
  return typeof value === "string" && value.trim() !== "";
};

/** When none of `oneOf`'s fields is filled in: the same message on each of them. */
function noneOf(form: FormData, oneOf: OneOfRule | undefined): FieldErrors | null {
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
 * problem on the first answer. The refusal's toast names the first kind of problem found, in that order.
 */
function checkAllFields<S extends z.ZodType>(
  options: PublicForm<S>,
  form: FormData,
  locale: Locale,
): { ok: true; input: z.infer<S> } | { ok: false; refusal: Refusal } {
  const oneOf = options.oneOf?.(locale);
  const missing = missingFields(form, options.required, locale);
  const unreachable = noneOf(form, oneOf);
  const parsed = parseFields(options.schemas[locale], form);
  if (!parsed.fieldErrors && Object.keys(missing).length === 0 && !unreachable)
    return { ok: true, input: parsed.input };
  // An empty field says "required", not the schema's message about its format.
  const fieldErrors: FieldErrors = { ...parsed.fieldErrors, ...unreachable, ...missing };
  const texts = formTexts[locale];
  const toast =
    Object.keys(missing).length > 0 ? texts[options.missing] : unreachable && oneOf ? oneOf.missing : texts.invalid;
  return { ok: false, refusal: refusalOfToast(400, toast, { fieldErrors }) };
}

export async function handlePublicForm<S extends z.ZodType>(
  options: PublicForm<S>,
  request: Request,
  context: Readonly<RouterContextProvider>,
) {
  assertSameOrigin(request);
  const locale = localeOf(request);
  const texts = formTexts[locale];
  const form = await request.formData().catch(() => null);
  if (!form) return answerRefusal(refusalOfToast(400, texts.error));
  const values = echoedValues(form);

  const limited = await refusalWhenLimited(options, context, locale);
  if (limited) return answerRefusal(limited, { values });

  const succeed = () =>
    form.get("via") === VIA_FETCHER
      ? data<FormActionData>({ ok: true, toast: texts[options.success] }, { headers: NO_STORE })
      : redirectWithToast(localizePath(`/${options.name}`, locale), texts[options.success]);

  // A filled honeypot: answer as if it worked, store nothing, send nothing.
  const honeypot = form.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return succeed();

  const checked = checkAllFields(options, form, locale);
  if (!checked.ok) return answerRefusal(checked.refusal, { values });
  const { input } = checked;

  try {
    await options.store(input);
  } catch (error) {
    log.error(`${options.name}: could not store the submission:`, error);
    return answerRefusal(refusalOfToast(failedWriteStatus(error), texts.error), { values });
  }
  return succeed();
}
