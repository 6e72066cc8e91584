import { expect, test } from "./fixtures.ts";

/** Issue 19: every region has its hub, prices say how old they are, filters forgive, contacts are links. */

test("every region has its hub: /transport/kendari and /transport/palu list their routes", async ({ page }) => {
  for (const [hub, route] of [
    ["kendari", /Wakatobi/],
    ["palu", /Ampana/],
  ] as const) {
    const response = await page.goto(`/transport/${hub}`);
    expect(response?.status(), hub).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(new RegExp(hub, "i"));
    await expect(page.getByRole("main").locator("table tbody tr").filter({ hasText: route }).first()).toBeVisible();
  }
  await page.goto("/transport");
  for (const name of ["Kendari", "Palu"]) {
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: new RegExp(name) })
        .first(),
    ).toBeVisible();
  }
});

test("old or undated prices carry a visible marker, explained once per page; stamps say what they cover", async ({
  page,
}) => {
  for (const path of ["/transport/ferries", "/transport/kendari", "/transport-guide", "/transport"]) {
    await page.goto(path);
    const main = page.getByRole("main");
    await expect(main.getByText("may be out of date", { exact: true }).first(), path).toBeVisible();
    await expect(
      main.getByText(/^Prices marked “may be out of date” were more than 2 years old on /),
      path,
    ).toHaveCount(1);
    await expect(main.getByText(/last checked .*: the date we last compared/).first(), path).toBeVisible();
    await expect(main.getByText(/Prices and schedules last checked/), path).toHaveCount(0);
  }
  // A 2011 fare is marked; the Jan 2026 Pelni economy fare is not.
  await page.goto("/transport/ferries");
  const pelni = page
    .getByRole("main")
    .locator("li, td")
    .filter({ hasText: /Rp233k.*\(Jan 2026\)/ })
    .last();
  await expect(pelni).not.toContainText("may be out of date");
  await page.goto("/destinations/togean-islands");
  await expect(
    page.getByText(/Page last checked .*: the date we last compared this page with its sources/).first(),
  ).toBeVisible();
});

test("forgiving filters: any case matches, a value that matches nothing gets a notice, a change applies at once", async ({
  page,
}) => {
  await page.goto("/destinations?activity=diving&region=NORTH");
  await expect(page.getByLabel("Activity")).toHaveValue("Diving");
  await expect(page.getByLabel("Region")).toHaveValue("north");
  await expect(page.getByText(/^No destinations match/)).toHaveCount(0);

  await page.goto("/destinations?activity=xyz");
  await expect(page.getByText("No destinations match activity “xyz”; showing all activities.")).toBeVisible();
  for (const activity of ["Snorkelling", "Beach", "Wildlife"]) {
    await expect(page.getByLabel("Activity").locator("option", { hasText: activity })).toHaveCount(1);
  }

  // With JavaScript the filter applies as soon as it changes; the Apply button stays.
  await page.goto("/destinations");
  await expect(page.getByRole("button", { name: "Apply filters" })).toBeVisible();
  await page.getByLabel("Activity").selectOption("Beach");
  await expect(page).toHaveURL(/activity=Beach/);
  await expect(page.getByRole("heading", { name: "Matching destinations" })).toBeVisible();
});

test("the printable guide's numbers can be called: emergency numbers and the Pelni Contact Center are tel: links", async ({
  page,
}) => {
  await page.goto("/transport-guide");
  const main = page.getByRole("main");
  for (const n of ["110", "118", "115", "162"]) {
    await expect(main.locator(`a[href="tel:${n}"]`).first(), n).toHaveText(n);
  }
  // The planning page's safety notes name the same numbers: links too.
  await page.goto("/planning");
  for (const n of ["112", "110", "119", "115"]) {
    await expect(page.getByRole("main").locator(`a[href="tel:${n}"]`).first(), `planning ${n}`).toHaveText(n);
  }
});

test("operators' official addresses from the facts sheet are links, and the booking platforms carry no unsourced stars", async ({
  page,
}) => {
  await page.goto("/transport-guide");
  const main = page.getByRole("main");
  const links: [string, string][] = [
    ["trip.ferizy.com", "https://trip.ferizy.com/"],
    ["asdp.id", "https://asdp.id/"],
    ["@asdp.luwuk", "https://www.instagram.com/asdp.luwuk/"],
    ["@damriindonesia", "https://www.instagram.com/damriindonesia/"],
  ];
  for (const [text, href] of links) {
    await expect(main.getByRole("link", { name: text, exact: true }).first(), text).toHaveAttribute("href", href);
  }
  await expect(main.getByText(/out of 5|\/ 5$/)).toHaveCount(0);
  // A hub page: the Luwuk–Banggai ferry's schedule note links ASDP Luwuk's account and asdp.id.
  await page.goto("/transport/luwuk");
  await expect(page.getByRole("link", { name: "@asdp.luwuk", exact: true }).first()).toHaveAttribute(
    "href",
    "https://www.instagram.com/asdp.luwuk/",
  );
});
