import { wcagViolations } from "./axe.ts";
import { expect, test } from "./fixtures.ts";
import { axeRoutes } from "./site-routes.ts";

const routes = [
  ...axeRoutes,
  "/destinations?region=north&activity=Diving",
  "/blog?category=Diving",
  "/blog?category=Skiing",
  "/no-such-page",
  "/destinations/atlantis",
  "/blog/no-such-article",
  "/transport/bali",
];

/**
 * Routes per test: one browser page checks them in turn. The suite runs on two busy cores, where a new
 * context and page per route made this spec take 83-90 s against 62-71 s (docs/performance.md, item 15).
 */
const BATCH = 4;

for (let start = 0; start < routes.length; start += BATCH) {
  const batch = routes.slice(start, start + BATCH);
  test(`axe finds no WCAG 2.2 AA violations on ${batch.join(", ")}`, async ({ page }) => {
    test.setTimeout(90_000);
    for (const route of batch) {
      await page.goto(route);
      const summary = await wcagViolations(page);
      // Soft: one page's violations do not hide the next page's.
      expect.soft(summary, `${route}:\n${summary.join("\n")}`).toEqual([]);
    }
  });
}

test.describe("open menus", () => {
  test("axe finds no violations with a desktop dropdown open", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/destinations/north");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Destinations menu" }).click();
    await expect(nav.locator("#nav-destinations")).toBeVisible();
    const summary = await wcagViolations(page);
    expect(summary, summary.join("\n")).toEqual([]);
  });

  test("axe finds no violations with the mobile menu open", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/transport/flights");
    await page.getByRole("button", { name: "Toggle navigation menu" }).click();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    const summary = await wcagViolations(page);
    expect(summary, summary.join("\n")).toEqual([]);
  });
});

test("the focus ring has at least 3:1 contrast on light and dark backgrounds", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/transport-guide");
  const luminance = (rgb: number[]) => {
    const [r = 0, g = 0, b = 0] = rgb.map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrast = (a: number[], b: number[]) => {
    const [x, y] = [luminance(a), luminance(b)];
    return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
  };
  const channels = (css: string) => (/rgba?\(([^)]+)\)/.exec(css)?.[1] ?? "").split(",").slice(0, 3).map(Number);
  // A footer link (dark background), the header's logo link (white) and a button on the page header's gradient.
  for (const target of [
    page.locator("footer a").first(),
    page.locator("header a").first(),
    page.getByRole("button", { name: "Download as PDF" }),
  ]) {
    await target.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    const ring = await target.evaluate((el) => {
      const style = getComputedStyle(el);
      // The colour behind the element: the first ancestor with a solid background (or a gradient's first stop).
      let bg = "rgb(255, 255, 255)";
      for (let node = el.parentElement; node; node = node.parentElement) {
        const s = getComputedStyle(node);
        const stop = /rgba?\([^)]+\)/.exec(s.backgroundImage)?.[0];
        if (stop) {
          bg = stop;
          break;
        }
        if (s.backgroundColor !== "rgba(0, 0, 0, 0)") {
          bg = s.backgroundColor;
          break;
        }
      }
      // Any CSS colour (oklab, rgba ...) to sRGB channels, through a canvas pixel.
      const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
      const rgb = (css: string) => {
        if (!canvas) return "";
        canvas.clearRect(0, 0, 1, 1);
        canvas.fillStyle = "#fff";
        canvas.fillRect(0, 0, 1, 1);
        canvas.fillStyle = css;
        canvas.fillRect(0, 0, 1, 1);
        const [r, g, b] = canvas.getImageData(0, 0, 1, 1).data;
        return `rgb(${r}, ${g}, ${b})`;
      };
      return {
        outline: rgb(style.outlineColor),
        outlineWidth: style.outlineWidth,
        shadow: style.boxShadow,
        bg: rgb(bg),
      };
    });
    expect(ring.outlineWidth).toBe("3px");
    const inner = ring.shadow.includes("rgb(255, 255, 255)") ? [255, 255, 255] : null;
    const best = Math.max(
      contrast(channels(ring.outline), channels(ring.bg)),
      inner ? contrast(inner, channels(ring.bg)) : 0,
    );
    expect(best, JSON.stringify(ring)).toBeGreaterThanOrEqual(3);
  }
});
