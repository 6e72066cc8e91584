import { gzipSync } from "node:zlib";
import { wcagViolations } from "./axe.ts";
import { expect, type Page, test } from "./fixtures.ts";

/**
 * The map of Sulawesi (issue 17 point 3, ADR 0015): drawn on the server on every page that shows
 * it, markers are links to the right pages, accessible, with a text alternative, no client
 * JavaScript, and under 40 KB gzip of map per page (the shared coastline plus the page's inline SVG).
 */

const MAP_PAGES = [
  "/transport",
  "/transport/manado",
  "/transport/ferries",
  "/transport/flights",
  "/transport/overland",
  "/destinations",
  "/destinations?region=north",
  "/destinations/togean-islands",
  "/destinations/bunaken",
  "/destinations/makassar",
  "/transport/plan?from=makassar&to=togean-islands&pref=fastest",
];

const BUDGET_BYTES = 40 * 1024;

const map = (page: Page) => page.locator("[data-sulawesi-map]");

async function markerHrefs(page: Page): Promise<string[]> {
  return map(page)
    .locator("svg[data-map] a")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
}

for (const path of MAP_PAGES) {
  test(`${path}: the map is drawn, named, linked and listed as text`, async ({ page }) => {
    const coastline = page.waitForResponse((r) => /\/assets\/coastline-[\w-]+\.svg$/.test(r.url()));
    await page.goto(path);
    await expect(map(page)).toHaveCount(1);
    const svg = map(page).locator("svg[data-map]");
    await expect(svg).toHaveAttribute("role", "group");
    await expect(map(page).getByRole("group", { name: /on the map|Map of the network/ })).toBeVisible();
    // The coastline is one hashed, immutably cached asset shared by every map.
    const asset = await coastline;
    expect(asset.status()).toBe(200);
    expect(asset.headers()["cache-control"]).toContain("immutable");
    // Every marker is a named link, and the list after the map has the same links.
    const hrefs = await markerHrefs(page);
    expect(hrefs.length).toBeGreaterThan(5);
    for (const name of await svg.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("aria-label")))) {
      expect(name?.trim()).toBeTruthy();
    }
    const list = map(page).locator("details[data-map-text]");
    await expect(list.locator("summary")).toHaveText("Places and routes on this map, as a list");
    const listed = await list.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(new Set(listed)).toEqual(new Set(hrefs));
    // A fixed aspect ratio: the box is the viewBox's shape before the coastline arrives (no layout shift).
    const box = await svg.boundingBox();
    const [, , w, h] = ((await svg.getAttribute("viewBox")) ?? "").split(" ").map(Number);
    expect(Math.abs((box?.height ?? 0) / (box?.width ?? 1) - (h ?? 0) / (w ?? 1))).toBeLessThan(0.01);
  });
}

test("markers link to the right pages, and every one of those pages exists", async ({ page, request }) => {
  await page.goto("/transport");
  const hrefs = [...new Set(await markerHrefs(page))];
  expect(hrefs).toContain("/transport/makassar");
  expect(hrefs).toContain("/destinations/togean-islands");
  for (const href of hrefs) {
    expect((await request.get(href)).status(), href).toBe(200);
  }
  // Click the dot, as a person would (the link's box also spans its label and the sea between).
  await map(page).getByRole("link", { name: "Makassar", exact: true }).locator("circle").first().click();
  await expect(page).toHaveURL(/\/transport\/makassar$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Makassar");
});

test("/destinations: each destination's marker opens its guide", async ({ page }) => {
  await page.goto("/destinations");
  await map(page).getByRole("link", { name: "Togean (Togian) Islands" }).locator("circle").first().click();
  await expect(page).toHaveURL(/\/destinations\/togean-islands$/);
});

test("pages highlight their own place and routes", async ({ page }) => {
  const fill = (id: string) =>
    map(page).locator(`svg[data-map] [data-place="${id}"] circle`).nth(1).getAttribute("fill");
  await page.goto("/transport/manado");
  expect(await fill("manado")).toBe("#c2462a");
  // Palu is lit since the Bitung–Pantoloan Pelni sailing (a Manado-hub route) reached the data; Kendari is not.
  expect(await fill("kendari")).not.toBe("#c2462a");
  await expect(map(page).getByText("Routes of this page")).toBeAttached();
  await page.goto("/destinations/togean-islands");
  expect(await fill("destination:togean-islands")).toBe("#c2462a");
  await page.goto("/transport");
  await expect(map(page).locator("svg[data-map] circle[fill='#c2462a']")).toHaveCount(0);
});

test("a planner result highlights the legs of the option shown (the first by default)", async ({ page }) => {
  await page.goto("/transport/plan?from=makassar&to=togean-islands&pref=fastest");
  const results = page.getByRole("region", { name: "From Makassar to Togean (Togian) Islands" });
  await expect(results.locator("[data-sulawesi-map]")).toHaveCount(1);
  await map(page).locator("details[data-map-text] summary").click();
  const listed = map(page).locator("details[data-map-text]").getByRole("list", { name: "Routes of this page" });
  await expect(listed).toContainText("Sultan Hasanuddin International Airport");
  await expect(listed).toContainText("Togean");
  // The legs of option 1 are the routes the map highlights; the rest of the network is faded.
  const legs = await results
    .getByRole("article")
    .first()
    .getByRole("link", { name: /^Report a change/ })
    .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get("route")));
  const routeIds = (selector: string) =>
    map(page)
      .locator(selector)
      .evaluateAll((ps) => ps.map((p) => p.getAttribute("data-route")));
  const all = new Set(await routeIds("svg[data-map] path[data-route]"));
  const lit = new Set(await routeIds("svg[data-map] path[data-highlighted]"));
  expect(lit.size).toBeGreaterThan(1);
  expect(lit).toEqual(new Set(legs.filter((id) => all.has(id))));
});

test("the text alternative lists places and routes by way of travel", async ({ page }) => {
  await page.goto("/transport/ferries");
  const list = map(page).locator("details[data-map-text]");
  await list.locator("summary").click();
  await expect(list.getByRole("list", { name: "Places" })).toBeVisible();
  await expect(list.getByRole("list", { name: "Routes of this page" })).toContainText("Pelni ship:");
  await expect(list.getByRole("list", { name: "Other routes" })).toContainText("Flight:");
});

test("on a phone, the permanent labels do not overlap and are at least 11 px tall", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  for (const path of ["/transport", "/transport/manado", "/destinations"]) {
    await page.goto(path);
    const boxes = await map(page)
      .locator("svg[data-map] a text:not(.invisible)")
      .evaluateAll((texts) => texts.map((t) => t.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes.length, path).toBeGreaterThan(8);
    for (const [i, a] of boxes.entries()) {
      expect(a.height, path).toBeGreaterThanOrEqual(11);
      for (const b of boxes.slice(i + 1)) {
        const overlap =
          a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
        expect(overlap, `${path}: ${JSON.stringify(a)} and ${JSON.stringify(b)}`).toBe(false);
      }
    }
  }
});

test("a small place's label appears on hover and on keyboard focus", async ({ page }) => {
  await page.goto("/transport");
  await map(page).scrollIntoViewIfNeeded();
  // A small place whose dot is not covered by another marker.
  const target = await map(page)
    .locator("svg[data-map] a:has(text.invisible)")
    .evaluateAll((links) => {
      for (const a of links) {
        const dot = a.querySelectorAll("circle")[1]?.getBoundingClientRect();
        if (!dot) continue;
        const [x, y] = [dot.left + dot.width / 2, dot.top + dot.height / 2];
        if (document.elementFromPoint(x, y)?.closest("a") === a) return { id: a.getAttribute("data-place"), x, y };
      }
      return null;
    });
  expect(target).not.toBeNull();
  const marker = map(page).locator(`svg[data-map] a[data-place="${target?.id}"]`);
  const label = marker.locator("text");
  await expect(label).toBeHidden();
  await page.mouse.move(target?.x ?? 0, target?.y ?? 0);
  await expect(label).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(label).toBeHidden();
  await page.keyboard.press("Tab"); // keyboard modality for :focus-visible
  await marker.focus();
  await expect(label).toBeVisible();
});

test("axe finds no WCAG 2.2 AA violations in the map, with its list open and a marker focused", async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of ["/transport/manado", "/destinations/togean-islands", "/destinations"]) {
    await page.goto(path);
    await map(page).locator("details[data-map-text] summary").click();
    await map(page).locator("svg[data-map] a").first().focus();
    const summary = await wcagViolations(page, "[data-sulawesi-map]");
    expect(summary, `${path}\n${summary.join("\n")}`).toEqual([]);
  }
});

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  test("the map is complete and its links work", async ({ page }) => {
    await page.goto("/destinations/bunaken");
    await expect(map(page).locator("svg[data-map] a").first()).toBeVisible();
    await map(page).locator("details[data-map-text] summary").click();
    await map(page).locator("details[data-map-text]").getByRole("link", { name: "Manado", exact: true }).click();
    await expect(page).toHaveURL(/\/(transport|destinations)\/manado$/);
  });
});

test("map pages load no JavaScript for the map: at most 15 KB of scripts, as every content page", async ({ page }) => {
  for (const path of ["/transport", "/destinations/togean-islands"]) {
    let scriptBytes = 0;
    const counting = (response: import("@playwright/test").Response) => {
      if (response.request().resourceType() === "script") {
        scriptBytes += Number(response.headers()["content-length"] ?? 0) || 0;
      }
    };
    page.on("response", counting);
    await page.goto(path, { waitUntil: "networkidle" });
    page.off("response", counting);
    expect(scriptBytes, path).toBeLessThanOrEqual(15 * 1024);
  }
});

test("map size: under 40 KB gzip per page, the coastline asset plus the page's inline map", async ({
  page,
  request,
}) => {
  const sizes: string[] = [];
  let coastlineGzip = 0;
  for (const path of MAP_PAGES) {
    await page.goto(path);
    const inline = await map(page).evaluate((figure) => figure.outerHTML);
    const href = await map(page).locator("svg[data-map] image").getAttribute("href");
    if (!coastlineGzip) {
      const body = await (await request.get(href ?? "")).body();
      coastlineGzip = gzipSync(body, { level: 9 }).length;
    }
    const inlineGzip = gzipSync(inline, { level: 9 }).length;
    sizes.push(`${path}: inline ${inlineGzip} B + coastline ${coastlineGzip} B`);
    expect(inlineGzip + coastlineGzip, path).toBeLessThan(BUDGET_BYTES);
  }
  test.info().annotations.push({ type: "map gzip sizes", description: sizes.join("; ") });
  console.log(sizes.join("\n"));
});
