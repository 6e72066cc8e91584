/**
 * The newsletter's sources, texts and the control-character rule, shared by the three forms (footer,
 * home, blog), the /newsletter action and its tests. No zod here, so the forms stay small in the
 * browser (the schema is in schema.ts). Texts are the specification's (sections 4 and 8); the blog
 * form, which the specification gives no toasts, uses the footer's.
 */

export const NEWSLETTER_SOURCES = ["footer", "home", "blog"] as const;
export type NewsletterSource = (typeof NEWSLETTER_SOURCES)[number];

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

export type SubscribeOutcome = "subscribed" | "already" | "invalid" | "limited" | "error";
