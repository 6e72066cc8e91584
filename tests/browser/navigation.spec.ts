import { expect, test } from "@playwright/test";

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
    const toggle = nav.getByRole("button", { name: "Destinations menu" });
    await toggle.dispatchEvent("click");
    await expect(panel).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await panel.getByRole("link", { name: "North Sulawesi" }).click();
    await expect(page).toHaveURL("/destinations/north");
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

  test("Escape closes the menu and returns focus to the toggle", async ({ page }) => {
    await page.goto("/planning");
    const toggle = page.getByRole("button", { name: "Toggle navigation menu" });
    await toggle.click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});
