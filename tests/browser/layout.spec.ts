import { expect, type Locator, test } from "./fixtures.ts";

/** Navigation and layout (issue 19 point 9): the main menu's items, and what a phone shows first. */
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;

test.describe("main menu", () => {
  test("Planning and the printable guide are in the desktop menu, and the header fits at 1024px", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto("/transport-guide");
    const main = page.getByRole("navigation", { name: "Main" });
    await expect(main.getByRole("link", { name: "Planning", exact: true })).toBeVisible();
    await main.getByRole("button", { name: "Transport menu" }).click();
    const guide = main.getByRole("link", { name: "Printable Transport Guide" });
    await expect(guide).toBeVisible();
    await expect(guide).toHaveAttribute("aria-current", "page");
    // Nothing wraps or spills: the bar keeps its height and the page its width.
    expect((await page.locator("header[data-site-header] > div").boundingBox())?.height).toBe(64);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
  });

  test("and in the phone menu", async ({ browser }) => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("button", { name: "Toggle navigation menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu.getByRole("link", { name: "Planning", exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Printable Transport Guide" })).toBeVisible();
    await context.close();
  });
});

test.describe("on a phone", () => {
  test.use(phone);

  test("a destination's At a glance box comes before the long text", async ({ page }) => {
    await page.goto("/destinations/bunaken");
    const overview = page.getByRole("region", { name: "Overview" });
    const glance = overview.getByRole("complementary", { name: "At a glance" });
    await expect(glance).toBeVisible();
    await expect(glance.getByText("Best time to visit")).toBeVisible();
    const firstParagraph = overview.locator("p").first();
    expect(await top(glance)).toBeLessThan(await top(firstParagraph));
  });

  test("/destinations puts the filters before the featured cards", async ({ page }) => {
    await page.goto("/destinations");
    const filters = page.getByRole("form", { name: "Filter destinations" });
    const featured = page.getByRole("heading", { name: "Featured destinations" });
    await expect(filters).toBeVisible();
    expect(await top(filters)).toBeLessThan(await top(featured));
    // The filters are within the first screen.
    expect(await top(page.getByLabel("Region"))).toBeLessThan(844);
  });
});

test("on a desktop, At a glance sits beside the text, on the right", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/destinations/bunaken");
  const overview = page.getByRole("region", { name: "Overview" });
  const glance = await overview.getByRole("complementary", { name: "At a glance" }).boundingBox();
  const text = await overview.locator("p").first().boundingBox();
  expect(glance && text && glance.x > text.x + text.width).toBe(true);
});
