/**
 * Texts of the printable transport guide (/transport-guide) that are not content. No zod here.
 */

/**
 * The budget section's introduction. The facts sheet gives no daily budget, only dated sample prices
 * (its section 4c), so each tier's daily figure is our estimate and says so (issue 27 point 7).
 */
export const GUIDE_BUDGET_INTRO =
  "Daily spending per person at three levels of comfort. These daily figures are our estimates, not prices quoted by a source: each adds a night's room, three meals and a day's local transport from the dated samples listed under it, rounded up because most samples are several years old.";
