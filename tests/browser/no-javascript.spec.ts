import { guidePaths } from "../../app/features/content/paths.ts";
import { LANGUAGE_TAGS, localeFromPath } from "../../app/lib/locale.ts";
import { expect, type Page, test } from "./fixtures.ts";
import { contentRoutes, expectedStatus } from "./site-routes.ts";

/** Every page of both editions: the guide's pages, and those rendered per request. */
const everyPage = [...new Set([...contentRoutes, ...guidePaths()])];
/** Pages per test: one browser page visits them in turn (a new page per route cost more than the checks). */
const BATCH = 12;

/**
 * What axe would find from a page's own content (accessibility.spec.ts runs axe on one page of each
 * template): images without alternative text, links and buttons without a name, fields without a
 * label, and the document's language. Returns one line per problem.
 */
function contentProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const snippet = (el: Element) => el.outerHTML.slice(0, 120);
    const named = (el: Element) =>
      Boolean(
        el.textContent?.trim() ||
          el.getAttribute("aria-label")?.trim() ||
          el.getAttribute("aria-labelledby") ||
          el.getAttribute("title")?.trim() ||
          [...el.querySelectorAll("img[alt]")].some((img) => img.getAttribute("alt")?.trim()),
      );
    for (const img of document.querySelectorAll("img:not([alt])")) problems.push(`image without alt: ${snippet(img)}`);
    for (const el of document.querySelectorAll("a[href], button"))
      if (!named(el)) problems.push(`${el.tagName.toLowerCase()} without a name: ${snippet(el)}`);
    for (const field of document.querySelectorAll("input:not([type=hidden]):not([type=submit]), select, textarea")) {
      const id = field.getAttribute("id");
      const labelled =
        field.closest("label") ||
        (id && document.querySelector(`label[for="${CSS.escape(id)}"]`)) ||
        field.getAttribute("aria-label") ||
        field.getAttribute("aria-labelledby");
      if (!labelled) problems.push(`field without a label: ${snippet(field)}`);
    }
    return problems;
  });
}

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  for (let start = 0; start < everyPage.length; start += BATCH) {
    const batch = everyPage.slice(start, start + BATCH);
    test(`${batch[0]} … ${batch.at(-1)}: each renders its main heading, in its language, with named links and described images`, async ({
      page,
    }) => {
      for (const route of batch) {
        const response = await page.goto(route);
        expect(response?.status(), `status of ${route}`).toBe(expectedStatus[route] ?? 200);
        const h1 = page.locator("main h1");
        await expect(h1, route).toHaveCount(1);
        await expect(h1, route).toBeVisible();
        expect(((await h1.textContent()) ?? "").trim().length, route).toBeGreaterThan(2);
        const lang = LANGUAGE_TAGS[localeFromPath(new URL(route, "http://localhost").pathname)];
        await expect(page.locator("html"), route).toHaveAttribute("lang", lang);
        expect(await contentProblems(page), route).toEqual([]);
      }
    });
  }

  test("the printable guide shows a Print hint instead of a dead 'Download as PDF' button", async ({ page }) => {
    await page.goto("/transport-guide");
    await expect(page.getByRole("button", { name: "Download as PDF" })).toBeHidden();
    await expect(page.getByText(/use your browser's Print command and choose “Save as PDF”/)).toBeVisible();
  });

  test("the destination filters work as a plain GET form", async ({ page }) => {
    await page.goto("/destinations");
    await page.getByLabel("Region").selectOption("north");
    await page.getByLabel("Activity").selectOption("Diving");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/region=north/);
    await expect(page).toHaveURL(/activity=Diving/);
    await expect(page.getByText(/^Showing \d+ destinations?$/)).toBeVisible();
  });
});
