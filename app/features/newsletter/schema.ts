import { z } from "zod";
import type { Toast } from "~/components/Toaster.tsx";

/**
 * The newsletter signup, shared by the three forms (footer, home, blog), the /newsletter action and
 * its tests. Texts are the specification's (sections 4 and 8); the blog form, which the
 * specification gives no toasts, uses the footer's.
 */

export const NEWSLETTER_SOURCES = ["footer", "home", "blog"] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

/** The honeypot field of every public form: people never see or fill it, many bots do. */
export const HONEYPOT_FIELD = "website";

/** Lower-cased, trimmed, at most 254 characters, one valid address. */
export const emailField = z
  .string({ error: "Please enter your email address." })
  .trim()
  .toLowerCase()
  .min(1, "Please enter your email address.")
  .max(254, "That email address is too long.")
  .pipe(z.email("Please enter a valid email address, such as name@example.com."));

/**
 * Control characters have no place in what visitors type, and PostgreSQL refuses NUL in text (a 500
 * instead of a message). Allowed: tab everywhere, line feed in multi-line fields (after CR LF and CR
 * were turned into LF). Refused: the rest of C0, DEL and C1.
 */
export function hasForbiddenControl(value: string, { multiline }: { multiline: boolean }): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === 9 || (code === 10 && multiline)) continue;
    if (code < 32 || (code >= 127 && code <= 159)) return true;
  }
  return false;
}

/** The message for a field that failed `hasForbiddenControl`. */
export const controlMessage = (label: string, multiline: boolean) =>
  multiline
    ? `${label} contains characters that are not allowed (control characters such as NUL).`
    : `${label} must be on one line, without control characters.`;

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

export type SubscribeOutcome = "subscribed" | "already" | "invalid" | "limited" | "error";

const footer = {
  subscribed: { title: "Successfully subscribed!", description: "You'll receive the Sulawesi Transport Guide soon." },
  already: { title: "Already subscribed!", description: "This email is already on our list." },
  error: { title: "Error", description: "Something went wrong. Please try again.", variant: "destructive" },
} satisfies Record<string, Toast>;

export const newsletterTexts: Record<NewsletterSource, Record<"subscribed" | "already" | "error", Toast>> = {
  footer,
  home: {
    subscribed: { title: "Welcome aboard!", description: "You'll receive our free transport guide soon." },
    already: { title: "Already subscribed", description: "This email is already on our mailing list." },
    error: { title: "Failed to subscribe. Please try again.", variant: "destructive" },
  },
  blog: footer,
};

/** The button text while a footer signup is on its way (spec section 4). */
export const SUBSCRIBING_TEXT = "Subscribing...";
