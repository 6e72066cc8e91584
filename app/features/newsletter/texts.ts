import type { Toast } from "~/lib/toast.ts";
import type { NewsletterSource } from "./constants.ts";

/** The newsletter's texts: the signup forms, their toasts, the confirmation mail and page. */

/** The signup form's labels and buttons (footer, home, blog and the /newsletter page). */
export const NEWSLETTER_FORM_TEXTS = {
  nameLabel: "Name",
  optional: "(optional)",
  emailLabel: "Email address",
  emailPlaceholder: "you@example.com",
  subscribe: "Subscribe",
  getTheGuide: "Get the free guide",
} as const;

/** The message for a field that failed `hasForbiddenControl`. */
export const controlMessage = (label: string, multiline: boolean) =>
  multiline
    ? `${label} contains characters that are not allowed (control characters such as NUL).`
    : `${label} must be on one line, without control characters.`;

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

/**
 * Said beside the spec's success texts (issue 28): with double opt-in nothing is sent until the
 * address is confirmed, so the signup's answer says a confirmation mail went out and must be opened first.
 */
export const CONFIRM_FIRST_NOTE =
  "We have sent you a confirmation email: open it and confirm your address first. Nothing else is sent until you do.";

/** The spec's success toast of a form, with the confirm-first note. */
export const subscribedToast = (source: NewsletterSource): Toast => ({
  ...newsletterTexts[source].subscribed,
  note: CONFIRM_FIRST_NOTE,
});

/** The button text while a footer signup is on its way (spec section 4). */
export const SUBSCRIBING_TEXT = "Subscribing...";

/**
 * Double opt-in (docs/decisions/0013-newsletter-double-opt-in.md): the confirmation mail sent at
 * signup, and the /newsletter/confirm page behind its link. The signup's toasts stay the spec's.
 */
export const CONFIRMATION_MAIL = {
  subject: "Please confirm your subscription",
  lines: (siteName: string, link: string) => [
    `Someone (we hope you) asked to receive the ${siteName} newsletter and the free Sulawesi Transport Guide at this address.`,
    `To confirm, open this link and press the button on the page:\n${link}`,
    "Did not ask for it? Then ignore this mail: you will get nothing more from us, and the address is deleted within 7 days.",
  ],
};

export const CONFIRM_PAGE = {
  title: "Confirm your subscription",
  ask: "Press the button to confirm that you want the newsletter and the free Sulawesi Transport Guide at this address.",
  button: "Confirm subscription",
  confirmedTitle: "Subscription confirmed",
  confirmed: "Thank you! The Sulawesi Transport Guide is on its way to your inbox.",
  alreadyTitle: "Already confirmed",
  already: "This address is already confirmed. The guide was sent when you first confirmed.",
  invalidTitle: "This confirmation link is not valid",
  invalid:
    "It may have expired (links work for 7 days) or the address was unsubscribed since. Sign up again in the footer of any page to get a new link.",
  limitedTitle: "Too many attempts",
} as const;

/** The unsubscribe page and its one-click answer. */
export const UNSUBSCRIBE_PAGE_TEXT = {
  metaTitle: "Unsubscribe",
  metaDescription: "Stop receiving the newsletter.",
  heading: "Newsletter",
  crumb: "Unsubscribe",
  tooManyTitle: "Too many attempts",
  doneTitle: "You have been unsubscribed",
  done: "You will not receive our newsletter any more. Changed your mind? Sign up again at any time in the footer of any page.",
  invalidTitle: "This unsubscribe link is not valid",
  /** The sentence around the contact link: before it, the link's words, after it. */
  invalidBefore: "Please use the link from your most recent email, or",
  contactLink: "contact us",
  invalidAfter: "and we will remove your address.",
  question: "Stop receiving our newsletter?",
  explain: "You will no longer get route updates and new guides by email.",
  button: "Unsubscribe",
  tooMany: (wait: string) => `Too many attempts. Please wait ${wait} and try again.`,
  oneClickDone: "Unsubscribed.",
  oneClickInvalid: "This unsubscribe link is not valid.",
} as const;

/** The /newsletter page: the signup form on its own, and the answer without JavaScript. */
export const NEWSLETTER_PAGE_TEXT = {
  metaTitle: "Newsletter",
  metaDescription: "Get the free Sulawesi Transport Guide and route updates by email.",
  heading: "Newsletter",
  crumb: "Newsletter",
  signupHeading: "Get the free Sulawesi Transport Guide",
  signupIntro: "Route updates and new guides by email. Unsubscribe at any time.",
  back: "Back to the page you were on",
} as const;

/** The /newsletter/confirm page's meta, header and crumb (its messages are CONFIRM_PAGE's). */
export const CONFIRM_PAGE_FRAME = {
  metaDescription: "Confirm your newsletter subscription.",
  heading: "Newsletter",
  crumb: "Confirm",
} as const;

/** The refusals of the subscribe form (rate limit, unusable address). */
export const SUBSCRIBE_REFUSAL_TEXTS = {
  tooManyTitle: "Too many attempts",
  wait: (wait: string) => `Please wait ${wait} and try again.`,
  invalidTitle: "Please check your email address",
  invalidEmail: "Please enter a valid email address.",
} as const;
