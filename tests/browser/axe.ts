import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The site's bar: WCAG 2.2 AA, and the A and AA levels before it. */
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe's WCAG 2.2 AA violations on the page (or within the `include` selector), one line each: the
 * rule, its impact and help, and where (up to five elements). Only violations are described: axe then
 * skips describing every element that passed (its `resultTypes`), a fifth of a page's check on two
 * shared cores.
 */
export async function wcagViolations(page: Page, include?: string): Promise<string[]> {
  // options() replaces every option set before it, the tags included: it goes first.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).withTags(WCAG_22_AA);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join("\n  ")}`,
  );
}
