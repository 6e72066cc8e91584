/**
 * The texts around the privacy and terms documents (the documents themselves are content).
 * Every user-facing string lives here, not in JSX (issue 29, ADR 0035); a text with values is a
 * function, so a second language can order the words its own way.
 */

export const LEGAL_DOCUMENT_TEXT = {
  lastUpdated: "Last updated: ",
  contents: "Contents",
};
