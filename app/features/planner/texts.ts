/**
 * The planner's component texts (its explanations stay in constants.ts's plannerTexts).
 * Every user-facing string lives here, not in JSX (issue 29, ADR 0035); a text with values is a
 * function, so a second language can order the words its own way.
 */

export const ITINERARY_CARD_TEXT = {
  to: "to",
  to2: " to ",
};
