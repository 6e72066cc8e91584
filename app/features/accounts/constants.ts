/**
 * Account limits, categories, texts and helpers shared by the pages (browser) and the server. No zod here:
 * the browser bundles import this file, and the schemas (schema.ts) stay on the server.
 */

export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_NAME_LENGTH = 80;

export const USER_CATEGORIES = ["traveller", "local-guide", "photographer", "blogger", "business"] as const;
export type UserCategory = (typeof USER_CATEGORIES)[number];

export const USER_CATEGORY_LABELS: Record<UserCategory, string> = {
  traveller: "Traveller",
  "local-guide": "Local Guide",
  photographer: "Photographer",
  blogger: "Blogger",
  business: "Business",
};

export function isUserCategory(value: unknown): value is UserCategory {
  return typeof value === "string" && (USER_CATEGORIES as readonly string[]).includes(value);
}

/** "/community?x=1" stays; anything that could leave the site ("//evil", "https://…", "/\\evil") -> fallback. */
export function safeRedirect(to: unknown, fallback = "/community"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  if (/[\p{Cc}\\]/u.test(to) || to.length > 500) return fallback;
  if (to === "/auth" || to.startsWith("/auth?") || to.startsWith("/auth/")) return fallback;
  return to;
}

/** The specification's account texts (section 8). */
export const TEXTS = {
  signInFailed: { title: "Sign in failed", description: "Invalid email or password. Please try again." },
  emailNotConfirmed: {
    title: "Email not confirmed",
    description: "Please check your email and click the confirmation link before signing in.",
  },
  accountExists: { title: "Account exists", description: "This email is already registered. Please sign in instead." },
  accountCreated: {
    title: "Account created!",
    description: "Please check your email and click the confirmation link to activate your account.",
  },
  welcome: { title: "Welcome!", description: "You are signed in." },
  signedOut: { title: "Signed out", description: "You have been signed out." },
} as const;
