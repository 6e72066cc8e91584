import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { expect, test } from "./fixtures.ts";

async function pdfText(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: true }).promise;
  let text = "";
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    text += `${content.items.map((item) => ("str" in item ? item.str : "")).join(" ")}\n`;
  }
  return { text, pages: doc.numPages };
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
