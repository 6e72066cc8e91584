import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { contentRoutes } from "./site-routes.ts";

const routes = [
  ...contentRoutes,
  "/destinations?region=north&activity=Diving",
  "/blog?category=Diving",
  "/no-such-page",
];

for (const route of routes) {
  test(`axe finds no WCAG 2.2 AA violations on ${route}`, async ({ page }) => {
    await page.goto(route);
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    const summary = results.violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 5)
          .join("\n  ")}`,
    );
    expect(summary, summary.join("\n")).toEqual([]);
  });
}
