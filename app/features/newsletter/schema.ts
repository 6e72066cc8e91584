import { z } from "zod";
import { hasForbiddenControl, NEWSLETTER_SOURCES } from "./constants.ts";
import { controlMessage } from "./texts.ts";

/**
 * The newsletter signup schema and the text rules every public form builds on (submissions too).
 * Sources, texts and the control-character check the browser needs live in constants.ts (no zod).
 */

/** Lower-cased, trimmed, at most 254 characters, one valid address. */
export const emailField = z
  .string({ error: "Please enter your email address." })
  .trim()
  .toLowerCase()
  .min(1, "Please enter your email address.")
  .max(254, "That email address is too long.")
  .pipe(z.email("Please enter a valid email address, such as name@example.com."));

/** A zod check for any text field: see `hasForbiddenControl`. */
export const plainText = (label: string, { multiline }: { multiline: boolean }) =>
  z.string().refine((v) => !hasForbiddenControl(v, { multiline }), controlMessage(label, multiline));

/**
 * Trimmed text of at most `max` characters without control characters (see `hasForbiddenControl`);
 * a multi-line field keeps its line breaks as LF. `required` refuses an empty value.
 */
export function trimmedText(max: number, label: string, { multiline = false, required = false } = {}) {
  const rules = required ? z.string().min(1, `${label} is required.`) : z.string();
  return z
    .string()
    .optional()
    .transform((v) => {
      const trimmed = v?.trim() ?? "";
      return multiline ? trimmed.replace(/\r\n?/g, "\n") : trimmed;
    })
    .pipe(rules.max(max, `${label} must be at most ${max} characters.`).pipe(plainText(label, { multiline })));
}

/** As `trimmedText`, with nothing given stored as null. */
export const optionalText = (max: number, label: string, options: { multiline?: boolean } = {}) =>
  trimmedText(max, label, options).transform((v) => (v === "" ? null : v));

/** Trimmed text on one line (it may end up in a mail header), empty -> null. */
export const optionalLine = (max: number, label: string) => optionalText(max, label);

export const subscribeSchema = z.object({
  email: emailField,
  name: optionalLine(100, "Name"),
  source: z.enum(NEWSLETTER_SOURCES).catch("footer"),
});
export type SubscribeInput = z.infer<typeof subscribeSchema>;
