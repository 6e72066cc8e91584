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

/** Where sign-in returns to: a same-site path (app/lib/safe-redirect.ts), never the sign-in pages themselves. */
export function safeRedirect(to: unknown, fallback = "/community"): string {
  return sameSitePath(to, { fallback, notUnder: ["/auth"] });
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
  resend: { label: "Resend confirmation email", pending: "Sending..." },
} as const;

/** The lasting state after a sign-up (issue 28): where the link went, what to do, and how to get another. */
export const ACCOUNT_CREATED_TEXTS = {
  sentTo: "We sent the confirmation link to",
  checkEmail:
    "Check your email and open the link to confirm your address. It can take a few minutes; look in the spam folder too.",
  noMail: "No email after a few minutes?",
  signInAfter: "Once confirmed,",
  signInLink: "sign in here",
} as const;

/** The page the emailed confirmation link opens (/auth/confirm). */
export const CONFIRM_TEXTS = {
  confirmedTitle: "Email confirmed",
  signedIn: "Your email address is confirmed and you are signed in. Welcome to the community!",
  signInNow: "Your email address is confirmed. You can now sign in.",
  toCommunity: "Go to the community",
  toAccount: "Your account",
} as const;

/** What the form script shows when a form's answer does not arrive (offline, a proxy's error page). */
export const FORM_FAILED = { title: "Error", description: "Something went wrong. Please try again." } as const;
