import { z } from "zod";
import type { Locale } from "~/lib/locale.ts";
import { hasForbiddenControl, NEWSLETTER_SOURCES } from "./constants.ts";
import { CONTROL_MESSAGES, EMAIL_FIELD_TEXTS } from "./texts.ts";

/**
 * The newsletter signup schema and the text rules every public form builds on (submissions too).
 * Sources, texts and the control-character check the browser needs live in constants.ts (no zod).
 * Every rule takes the page's language for its messages (English unless given).
 */

/** Lower-cased, trimmed, at most 254 characters, one valid address. */
export function emailFieldIn(locale: Locale) {
  const t = EMAIL_FIELD_TEXTS[locale];
  return z
    .string({ error: t.missing })
    .trim()
    .toLowerCase()
    .min(1, t.missing)
    .max(254, t.tooLong)
    .pipe(z.email(t.invalid));
}

export const emailField = emailFieldIn("en");

/** A zod check for any text field: see `hasForbiddenControl`. */
export const plainText = (label: string, { multiline }: { multiline: boolean }, locale: Locale = "en") =>
  z.string().refine((v) => !hasForbiddenControl(v, { multiline }), CONTROL_MESSAGES[locale].control(label, multiline));

type TextOptions = { multiline?: boolean; required?: boolean; locale?: Locale };

/**
 * Trimmed text of at most `max` characters without control characters (see `hasForbiddenControl`);
 * a multi-line field keeps its line breaks as LF. `required` refuses an empty value.
 */
export function trimmedText(
  max: number,
  label: string,
  { multiline = false, required = false, locale = "en" }: TextOptions = {},
) {
  const t = CONTROL_MESSAGES[locale];
  const rules = required ? z.string().min(1, t.required(label)) : z.string();
  return z
    .string()
    .optional()
    .transform((v) => {
      const trimmed = v?.trim() ?? "";
      return multiline ? trimmed.replace(/\r\n?/g, "\n") : trimmed;
    })
    .pipe(rules.max(max, t.tooLong(label, max)).pipe(plainText(label, { multiline }, locale)));
}

/** As `trimmedText`, with nothing given stored as null. */
export const optionalText = (max: number, label: string, options: TextOptions = {}) =>
  trimmedText(max, label, options).transform((v) => (v === "" ? null : v));

/** Trimmed text on one line (it may end up in a mail header), empty -> null. */
export const optionalLine = (max: number, label: string, locale: Locale = "en") => optionalText(max, label, { locale });

const buildSubscribeSchema = (locale: Locale) =>
  z.object({
    email: emailFieldIn(locale),
    name: optionalLine(100, EMAIL_FIELD_TEXTS[locale].nameLabel, locale),
    source: z.enum(NEWSLETTER_SOURCES).catch("footer"),
  });

/** The signup schema of each edition (its messages in the page's language). */
export const SUBSCRIBE_SCHEMAS: Readonly<Record<Locale, ReturnType<typeof buildSubscribeSchema>>> = {
  en: buildSubscribeSchema("en"),
  id: buildSubscribeSchema("id"),
};

export const subscribeSchema = SUBSCRIBE_SCHEMAS.en;
/** A signup; `locale` is the edition of the form (stored with the subscriber, ADR 0036). */
export type SubscribeInput = z.infer<typeof subscribeSchema> & { locale?: Locale };
