import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The site's bar: WCAG 2.2 AA, and the A and AA levels before it. */
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe's WCAG 2.2 AA violations on the page (or within the `include` selector), one line each: the
 * rule, its impact and help, and where (up to five elements). Only violations are described (axe's
 * `resultTypes`): axe then skips describing every element that passed.
 */
export async function wcagViolations(page: Page, include?: string): Promise<string[]> {
  // options() replaces every option set before it, the tags included: it goes first. Legacy mode runs
  // axe once in the page itself; the default injects it twice there and a third time into a new blank
  // page to merge per-frame results, which only cross-origin frames need (the site has none).
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(WCAG_22_AA)
    .setLegacyMode();
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join("\n  ")}`,
  );
}
