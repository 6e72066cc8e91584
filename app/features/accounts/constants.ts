import { sameSitePath } from "~/lib/safe-redirect.ts";
/**
 * Account limits, categories, texts and helpers shared by the pages (browser) and the server. No zod here:
 * the browser bundles import this file, and the schemas (schema.ts) stay on the server.
 */

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_NAME_LENGTH = 80;

export const USER_CATEGORIES = ["traveller", "local-guide", "photographer", "blogger", "business"] as const;
export type UserCategory = (typeof USER_CATEGORIES)[number];

export function isUserCategory(value: unknown): value is UserCategory {
  return typeof value === "string" && (USER_CATEGORIES as readonly string[]).includes(value);
}

/** Where sign-in returns to: a same-site path (app/lib/safe-redirect.ts), never the sign-in pages themselves. */
export function safeRedirect(to: unknown, fallback = "/community"): string {
  return sameSitePath(to, { fallback, notUnder: ["/auth", "/id/auth"] });
}
