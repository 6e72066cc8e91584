/**
 * The newsletter's unsubscribe page and its one-click answer (issue 29): every text in one place for
 * the Bahasa Indonesia edition. No zod here.
 */

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
