import { ROUTES_CHECKED_SINCE_YEAR } from "~/features/content/constants.ts";

/** The guide pages' texts (the value lists they show live in ~/features/content/constants.ts). */

/** Shown when a filter value in the URL matches no option (issue 19 point 10). */
export const FILTER_MISS_TEXT = (filter: string, value: string) =>
  `No destinations match ${filter} “${value}”; showing all ${filter === "region" ? "regions" : "activities"}.`;

/** What each guide page's "last checked" stamp covers (the `LastChecked` component). */
export const GUIDE_LAST_CHECKED_TEXT = {
  destination: {
    label: "Page last checked",
    covers:
      "the date we last compared this page with its sources. Prices in the text are from the year written beside them; one without a year is undated.",
  },
  experience: {
    label: "Page last checked",
    covers: "the date we last compared this page with its sources.",
  },
  planning: {
    label: "Figures last checked",
    covers: "the date we last compared these figures with their sources; sample costs are from the years they name.",
  },
} as const;

/** Labels of the home page's stats strip, each shown after its counted "N+" figure (spec: "25+ Destinations"). */
export const HOME_STAT_LABELS = {
  destinations: "Destinations",
  routes: "Routes Mapped",
  checkedRoutes: `Routes Checked Since ${ROUTES_CHECKED_SINCE_YEAR}`,
} as const;

/**
 * The /planning budget guide's note (issue 27 point 7): where its figures come from and when. The
 * rupiah figures are dated samples; rows without one say "estimate" in the content itself.
 */
export const PLANNING_BUDGET_NOTE = {
  before:
    "Sample prices as we found them, each with the year it was seen (rows marked estimate have no dated source); dollar amounts are converted at about IDR 16,300 to the US dollar, the rate of 12 March 2025. Prices change, so treat them as a guide. For route-by-route fares see the",
  link: "Transport Hub",
} as const;
