import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { expect, test } from "./fixtures.ts";

/** Most A4 pages the printed guide may take (issue 28: it was 16; 9 when this was written). */
const GUIDE_PAGE_BUDGET = 10;
/** A page that is not a section's last carries at least this much text (a page of two lines had 184 characters). */
const FULL_PAGE_CHARACTERS = 1200;

type PdfPage = { text: string; items: string[] };

async function pdfPages(pdf: Buffer): Promise<PdfPage[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: true }).promise;
  const pages: PdfPage[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    const items = content.items.map((item) => ("str" in item ? item.str : "")).filter((s) => s.trim() !== "");
    pages.push({ text: items.join(" "), items });
  }
  return pages;
}

async function pdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const pages = await pdfPages(pdf);
  return { text: pages.map((p) => p.text).join("\n"), pages: pages.length };
}

test("the printable guide prints on A4 with the emergency numbers and without buttons or chrome", async ({ page }) => {
  await page.goto("/transport-guide");
  await expect(page.getByRole("button", { name: "Download as PDF" })).toBeVisible();
  const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true });
  const { text, pages } = await pdfText(pdf);
  expect(pages).toBeGreaterThan(1);
  for (const number of ["110", "118", "115"]) expect(text).toContain(number);
  expect(text).toContain("Executive Summary");
  expect(text).not.toContain("Download as PDF");
  expect(text).not.toContain("Join Free Community");
  expect(text).not.toContain("Toggle navigation menu");
});

test("the printed guide fits its page budget: full pages, running header and footer, whole rows under a repeated header", async ({
  page,
}) => {
  await page.goto("/transport-guide");
  const checked = (await page.locator("main time").first().textContent())?.trim();
  expect(checked).toMatch(/\d{4}/);
  const pages = await pdfPages(await page.pdf({ format: "A4", preferCSSPageSize: true }));
  console.log(`printed guide: ${pages.length} A4 pages (budget ${GUIDE_PAGE_BUDGET})`);
  expect(pages.length).toBeLessThanOrEqual(GUIDE_PAGE_BUDGET);

  pages.forEach(({ text }, i) => {
    // The running header and footer: title, the date the data was checked, the page number.
    expect(text).toContain("Sulawesi Transport Guide");
    expect(text).toContain(`Data checked ${checked}`);
    expect(text).toContain(`Page ${i + 1} of ${pages.length}`);
  });

  // Only a section's last page may be short: the one before the regions (they start a new page) and the last.
  const regionsStart = pages.findIndex(({ text }) => text.includes("The four regions, their gateway hub"));
  expect(regionsStart).toBeGreaterThan(0);
  pages.forEach(({ text }, i) => {
    const lastOfSection = i === pages.length - 1 || i + 1 === regionsStart;
    if (!lastOfSection) expect(text.length, `page ${i + 1} is mostly empty`).toBeGreaterThan(FULL_PAGE_CHARACTERS);
  });

  // Each page with rows of a route table repeats the table's header row.
  const tablePages = pages.filter(({ text }) => text.includes("source: editor"));
  expect(tablePages.length).toBeGreaterThan(1);
  for (const { text } of tablePages) expect(text).toMatch(/DESTINATION TRANSPORT DURATION PRICE OPERATORS FREQUENCY/i);

  // No figure starts with a dangling separator ("; Rp50,800 per car").
  for (const { items } of pages) expect(items.filter((s) => /^\s*;/.test(s))).toEqual([]);
});

test("'Download as PDF' waits 500 ms, then opens the print dialog", async ({ page }) => {
  await page.goto("/transport-guide");
  await page.evaluate(() => {
    (window as unknown as { printedAt: number | null }).printedAt = null;
    window.print = () => {
      (window as unknown as { printedAt: number }).printedAt = performance.now();
    };
  });
  const clickedAt = await page.evaluate(() => performance.now());
  await page.getByRole("button", { name: "Download as PDF" }).click();
  await page.waitForFunction(() => (window as unknown as { printedAt: number | null }).printedAt !== null);
  const printedAt = await page.evaluate(() => (window as unknown as { printedAt: number }).printedAt);
  expect(printedAt - clickedAt).toBeGreaterThanOrEqual(490);
});

test("the Indonesian guide prints in Indonesian within the same page budget", async ({ page }) => {
  await page.goto("/id/transport-guide");
  await expect(page.getByRole("button", { name: "Unduh sebagai PDF" })).toBeVisible();
  const pages = await pdfPages(await page.pdf({ format: "A4", preferCSSPageSize: true }));
  console.log(`printed Indonesian guide: ${pages.length} A4 pages (budget ${GUIDE_PAGE_BUDGET})`);
  expect(pages.length).toBeGreaterThan(1);
  expect(pages.length).toBeLessThanOrEqual(GUIDE_PAGE_BUDGET);
  pages.forEach(({ text }, i) => {
    expect(text).toContain("Panduan Transportasi Sulawesi");
    expect(text).toMatch(/Data diperiksa \d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(text).toContain(`Halaman ${i + 1} dari ${pages.length}`);
  });
  const text = pages.map((p) => p.text).join("\n");
  for (const number of ["110", "118", "115"]) expect(text).toContain(number);
  expect(text).toContain("Ringkasan");
  expect(text).toMatch(/TUJUAN TRANSPORTASI DURASI HARGA OPERATOR FREKUENSI/i);
  expect(text).not.toContain("Unduh sebagai PDF");
  expect(text).not.toContain("Executive Summary");
});
