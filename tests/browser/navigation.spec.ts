import { expect, test } from "./fixtures.ts";

test.describe("desktop header", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("dropdowns open on keyboard focus and close on Escape", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const panel = nav.locator("#nav-transport");
    await expect(panel).toBeHidden();
    await nav.getByRole("link", { name: "Transport", exact: true }).focus();
    await expect(panel).toBeVisible();
    await page.keyboard.press("Tab"); // the menu toggle
    await page.keyboard.press("Tab"); // first item in the menu
    await expect(panel.getByRole("link", { name: "Transport Hub" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(nav.getByRole("button", { name: "Transport menu" })).toBeFocused();
  });

  test("dropdowns open on hover and click, and close on mouse leave", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const panel = nav.locator("#nav-destinations");
    await nav.getByRole("link", { name: "Destinations", exact: true }).hover();
    await expect(panel).toBeVisible();
    await page.mouse.move(5, 600);
    await expect(panel).toBeHidden();
    // A real mouse click: the pointer passes over the item first (hover opens it), then clicks the
    // chevron, which must leave it open rather than toggle it shut.
    const toggle = nav.getByRole("button", { name: "Destinations menu" });
    await toggle.click();
    await expect(panel).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    // A second click on the open menu closes it, a third opens it again.
    await toggle.click();
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(panel).toBeVisible();
    await panel.getByRole("link", { name: "North Sulawesi" }).click();
    await expect(page).toHaveURL("/destinations/north");
  });

  test("a tap on the chevron opens the dropdown on a touch screen", async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Experiences menu" }).tap();
    await expect(nav.locator("#nav-experiences")).toBeVisible();
    await context.close();
  });

  test("the current section is highlighted by the spec's rule", async ({ page }) => {
    await page.goto("/transport/flights");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Transport", exact: true })).toHaveClass(/bg-ocean-50/);
    await expect(nav.getByRole("link", { name: "Destinations", exact: true })).not.toHaveClass(/bg-ocean-50/);
    await page.goto("/transport-guide");
    await expect(nav.getByRole("link", { name: "Transport", exact: true })).not.toHaveClass(/bg-ocean-50/);
  });
});

test.describe("mobile header", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu toggle opens the menu and choosing a link closes it", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Toggle navigation menu" });
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link", { name: "Ferry Routes" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Join Free Community" })).toBeVisible();
    await menu.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL("/blog");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });

  test("the menu shows every item, the overview sub-items included", async ({ page }) => {
    await page.goto("/destinations/north");
    await page.getByRole("button", { name: "Toggle navigation menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    for (const name of ["Transport Hub", "All Destinations", "All Experiences", "Overland Routes", "Culture"]) {
      await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
    }
    // The spec's rule for sub-items; the overview item only on its own page.
    await expect(menu.getByRole("link", { name: "North Sulawesi" })).toHaveClass(/bg-ocean-50/);
    await expect(menu.getByRole("link", { name: "All Destinations" })).not.toHaveClass(/bg-ocean-50/);
    await expect(menu.getByRole("link", { name: "Destinations", exact: true })).toHaveClass(/bg-ocean-50/);
  });

  test("the menu works by keyboard: Enter opens, Tab walks the items, Escape closes", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Toggle navigation menu" });
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const links = menu.getByRole("link");
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(19);
    for (let i = 0; i < count; i++) {
      await page.keyboard.press("Tab");
      await expect(links.nth(i)).toBeFocused();
    }
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    // Space opens it as well.
    await page.keyboard.press("Space");
    await expect(menu).toBeVisible();
  });

  test("Escape closes the menu and returns focus to the toggle", async ({ page }) => {
    await page.goto("/planning");
    const toggle = page.getByRole("button", { name: "Toggle navigation menu" });
    await toggle.click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});
