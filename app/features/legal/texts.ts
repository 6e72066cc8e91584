/**
 * The texts around the privacy and terms documents (the documents themselves are content).
 * Every user-facing string lives here, not in JSX (issue 29, ADR 0035); a text with values is a
 * function, so a second language can order the words its own way.
 */

export const LEGAL_DOCUMENT_TEXT = {
  lastUpdated: "Last updated: ",
  contents: "Contents",
};

export const PRIVACY_PAGE_TEXT = {
  title: "Privacy Policy",
  description: "What personal information we collect, how we use and share it, the cookies we set, and your rights.",
};

export const TERMS_PAGE_TEXT = {
  title: "Terms of Service",
  description:
    "The rules for using the site and community, our travel disclaimer, liability limits and the law that applies.",
};
